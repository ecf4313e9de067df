import type { Request, Response } from 'express';
import type { Services } from '../services';

/** The signed-in user as resolvers see it: never the password hash. */
export interface AuthUser {
  id: string;
  email: string;
  role: string | null;
}

export interface GraphQLContext {
  user: AuthUser | null;
  /** The socket's address, or the forwarded one when TRUST_PROXY is set. */
  clientIp: string;
  /** The services resolvers delegate to (one set per app, shared by every request). */
  services: Services;
  req?: Request;
  res?: Response;
}
