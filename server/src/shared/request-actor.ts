import { AsyncLocalStorage } from 'node:async_hooks';
import type { RequestHandler } from 'express';

/**
 * Who is acting in the current request, for the lead history (`lead_events.actor_id`): set once per
 * request after authentication (app.ts), read where a lead event is recorded, so services need not
 * pass the caller through every signature. Outside a request (jobs, scripts, visitors) it is null.
 */
const actor = new AsyncLocalStorage<string | null>();

export function currentActorId(): string | null {
  return actor.getStore() ?? null;
}

export const requestActor: RequestHandler = (req, _res, next) => actor.run(req.user?.id ?? null, next);
