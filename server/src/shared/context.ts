import type { Request, Response } from 'express';

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
  req?: Request;
  res?: Response;
}
