import type { GraphQLContext } from './context';

/**
 * Who did something and from where, as the audit log (audit/audit.service.ts) and the services that
 * write to it take it. The e-mail is kept so the entry still reads right after the account is gone.
 */
export interface AuditActor {
  id: string | null;
  email: string | null;
  /** 'session', 'token' or 'system' (the retention job). */
  credential: 'session' | 'token' | 'system' | null;
  ip: string | null;
}

export const SYSTEM_ACTOR: AuditActor = { id: null, email: null, credential: 'system', ip: null };

/** The caller of a GraphQL operation as an audit actor. */
export function actorOf(ctx: Pick<GraphQLContext, 'user' | 'credential' | 'clientIp'>): AuditActor {
  return {
    id: ctx.user?.id ?? null,
    email: ctx.user?.email ?? null,
    credential: ctx.credential?.kind ?? null,
    ip: ctx.clientIp ?? null,
  };
}
