import type { NextFunction, Request, RequestHandler, Response } from 'express';

/**
 * Runs `handlers` one after the other as a single Express layer, as `app.use(path, ...handlers)`
 * would run them as a layer each: `next()` goes on, `next(error)` leaves with the error, a thrown
 * error or a rejected promise becomes `next(error)`, and after the last handler the request goes on
 * to the next layer. Every layer Express passes matches the path and trims and restores the URL, and
 * the GraphQL route's six steps did that on every visitor's request (docs/benchmarks.md, create-lead).
 * The session's middlewares run the same way where a request or a WebSocket handshake needs them
 * (auth/request-auth.service.ts).
 */
export function oneLayer(handlers: readonly RequestHandler[]): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    let index = 0;
    const step = (error?: unknown): void => {
      if (error !== undefined && error !== null) return next(error);
      const handler = handlers[index++];
      if (!handler) return next();
      try {
        const result: unknown = handler(req, res, step);
        if (result instanceof Promise) result.catch((rejected: unknown) => next(rejected ?? new Error('Rejected promise')));
      } catch (thrown) {
        next(thrown);
      }
    };
    step();
  };
}
