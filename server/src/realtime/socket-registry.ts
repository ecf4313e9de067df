import type { WebSocket } from 'ws';
import { CloseCode } from 'graphql-ws';
import type { Authenticated } from '../auth/request-auth.service';
import { credentialKey, type RevokedCredential } from '../auth/auth-events.service';

/** The longest delay setTimeout keeps (2^31 - 1 ms). */
const MAX_TIMER_MS = 2 ** 31 - 1;

export interface Liveness {
  /** Which of these session ids still hold. */
  sessions(ids: string[]): Promise<Set<string>>;
  /** Which of these API token ids still hold. */
  tokens(ids: string[]): Promise<Set<string>>;
}

/** graphql-ws's context per socket: its `subscriptions` holds each running one (null while starting). */
export interface SocketContext {
  subscriptions: Record<string, unknown>;
}

/**
 * Who signed in on each subscription socket, by credential: so a revoked session, token or
 * account closes exactly its own sockets (4401), a token's socket closes when the token expires,
 * and the sweep can ask which credentials still hold.
 */
export class SocketRegistry {
  private readonly signedIn = new WeakMap<WebSocket, Authenticated>();
  private readonly contexts = new WeakMap<WebSocket, SocketContext>();
  private readonly byCredential = new Map<string, Set<WebSocket>>();
  /** Sockets signed in with a token that expires: closed when it does, not at the next sweep. */
  private readonly expiryTimers = new WeakMap<WebSocket, NodeJS.Timeout>();

  /** Whether any socket is signed in (the sweep has nothing to ask otherwise). */
  get isEmpty(): boolean {
    return this.byCredential.size === 0;
  }

  register(socket: WebSocket, authenticated: Authenticated, context: SocketContext): void {
    this.signedIn.set(socket, authenticated);
    this.contexts.set(socket, context);
    const key = keyOf(authenticated);
    let sockets = this.byCredential.get(key);
    if (!sockets) this.byCredential.set(key, (sockets = new Set()));
    sockets.add(socket);
    const { credential } = authenticated;
    const msLeft = credential.kind === 'token' && credential.expiresAt ? credential.expiresAt.getTime() - Date.now() : null;
    // Beyond what a timer can wait (about 24 days), the sweep closes it.
    if (msLeft !== null && msLeft < MAX_TIMER_MS) {
      const timer = setTimeout(() => socket.close(CloseCode.Unauthorized, 'Unauthorized'), Math.max(0, msLeft));
      timer.unref();
      this.expiryTimers.set(socket, timer);
    }
  }

  unregister(socket: WebSocket): void {
    clearTimeout(this.expiryTimers.get(socket));
    const authenticated = this.signedIn.get(socket);
    if (!authenticated) return;
    const key = keyOf(authenticated);
    this.byCredential.get(key)?.delete(socket);
    if (this.byCredential.get(key)?.size === 0) this.byCredential.delete(key);
  }

  /** Who signed the socket in; undefined before onConnect registered it. */
  whoIsOn(socket: WebSocket): Authenticated | undefined {
    return this.signedIn.get(socket);
  }

  /** Subscriptions running on the socket, i.e. receiving events from now on. */
  runningOn(socket: WebSocket): number {
    return Object.values(this.contexts.get(socket)?.subscriptions ?? {}).filter(Boolean).length;
  }

  /** Closes the sockets that signed in with the credential; for an account, every socket it opened. */
  revoke(credential: RevokedCredential): void {
    if (credential.kind !== 'user') return this.closeAll(credentialKey(credential));
    // A disabled or demoted account: every socket it opened, whatever it signed in with.
    for (const sockets of this.byCredential.values()) {
      for (const socket of sockets) {
        if (this.signedIn.get(socket)?.user.id === credential.id) socket.close(CloseCode.Unauthorized, 'Unauthorized');
      }
    }
  }

  /** Closes the sockets whose session or token no longer holds. */
  async sweep(liveness: Liveness): Promise<void> {
    const sessionIds: string[] = [];
    const tokenIds: string[] = [];
    for (const key of this.byCredential.keys()) {
      const [kind, id] = [key.slice(0, key.indexOf(':')), key.slice(key.indexOf(':') + 1)];
      (kind === 'session' ? sessionIds : tokenIds).push(id);
    }
    const [liveSessions, liveTokens] = await Promise.all([liveness.sessions(sessionIds), liveness.tokens(tokenIds)]);
    for (const id of sessionIds) if (!liveSessions.has(id)) this.closeAll(credentialKey({ kind: 'session', id }));
    for (const id of tokenIds) if (!liveTokens.has(id)) this.closeAll(credentialKey({ kind: 'token', id }));
  }

  private closeAll(key: string): void {
    for (const socket of this.byCredential.get(key) ?? []) socket.close(CloseCode.Unauthorized, 'Unauthorized');
  }
}

function keyOf(authenticated: Authenticated): string {
  return authenticated.credential.kind === 'session'
    ? credentialKey({ kind: 'session', id: authenticated.credential.sessionId })
    : credentialKey({ kind: 'token', id: authenticated.credential.tokenId });
}
