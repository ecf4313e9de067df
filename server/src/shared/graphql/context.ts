import type { Request, Response } from 'express';

/** The role of the people who run the agency: the admin panel and every `@Authorized(ADMIN_ROLE)` operation. */
export const ADMIN_ROLE = 'admin';

/** The signed-in user as resolvers see it: never the password hash. */
export interface AuthUser {
  id: string;
  email: string;
  role: string | null;
}

/** How the caller proved who they are: a session cookie or an API token. */
export type Credential =
  | { kind: 'session'; sessionId: string }
  /** `expiresAt`: when the token stops holding (null: never). */
  | { kind: 'token'; tokenId: string; readOnly?: boolean; expiresAt?: Date | null };

export interface GraphQLContext {
  user: AuthUser | null;
  credential: Credential | null;
  /** The socket's address, or the forwarded one when TRUST_PROXY is set. */
  clientIp: string;
  /** Present over HTTP, absent over WebSocket. */
  req?: Request;
  res?: Response;
  /** Over WebSocket: closes the socket for a resync (1012) when the pub/sub cuts a subscription off. */
  onCutOff?: () => void;
}
