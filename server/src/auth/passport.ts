import passport from 'passport';
import { Strategy as LocalStrategy } from 'passport-local';
import type { Handler, Request, RequestHandler, Response } from 'express';
import type { AuthUser } from '../shared/graphql/context';
import type { UserService } from '../users/user.service';
import { verifyPassword } from '../shared/security/password';
import type { SessionUserRef } from './session';

declare global {
  namespace Express {
    // passport's req.user is our AuthUser.
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    interface User extends AuthUser {}
  }
}

/**
 * passport's Authenticator as used with Express: its type parameters say what initialize() and
 * authenticate()/session() return (the typings default the latter to `any`), here middleware.
 */
export type ExpressAuthenticator = passport.Authenticator<Handler, RequestHandler>;

/**
 * A passport Authenticator of this app (not the module-wide singleton, so two apps in one process
 * stay apart): the local strategy checks e-mail and password; the session keeps the account id and
 * the sign-in time; every request reads the account again (with the session, in one statement), so a
 * changed role applies at once.
 */
export function createAuthenticator(users: UserService): ExpressAuthenticator {
  // The constructor takes no type parameters: the Express middleware types are stated here, once.
  const authenticator = new passport.Authenticator() as ExpressAuthenticator;

  authenticator.use(
    new LocalStrategy({ usernameField: 'email', passwordField: 'password', session: false }, (email, password, done) => {
      users
        .findForLogin(email)
        // Unknown addresses are verified against a dummy hash: same time, same answer.
        .then(async (account) => ((await verifyPassword(account?.passwordHash, password)) && account ? account : false))
        .then((account) => done(null, account ? { id: account.id, email: account.email, role: account.role } : false))
        .catch(done);
    }),
  );

  authenticator.serializeUser<SessionUserRef>((user, done) => done(null, { id: user.id, at: Date.now() }));
  authenticator.deserializeUser<SessionUserRef, Request>((req, ref, done) => {
    if (!ref || typeof ref.id !== 'string') return done(null, false);
    // The session's read brought the account along (session.ts, readSessionWithAccount).
    const found = req.sessionAccount;
    if (found?.id === ref.id) return done(null, found.account ?? false);
    users.findById(ref.id).then((user) => done(null, user ?? false), done);
  });
  return authenticator;
}

/**
 * Runs the local strategy on an e-mail and password that arrived as GraphQL arguments (passport
 * reads them from `req.body`, which here holds the GraphQL request): resolves with the account or
 * null. Signing in (the session) is the caller's next step.
 */
export function checkCredentials(
  authenticator: ExpressAuthenticator,
  req: Request,
  res: Response,
  email: string,
  password: string,
): Promise<AuthUser | null> {
  const credentials = Object.create(req, { body: { value: { email, password } }, query: { value: {} } }) as Request;
  return new Promise((resolve, reject) => {
    const handler = authenticator.authenticate('local', { session: false }, (error: Error | null, user: AuthUser | false) =>
      error ? reject(error) : resolve(user || null),
    );
    handler(credentials, res, reject);
  });
}
