import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { oneLayer } from './one-layer';

const req = {} as Request;
const res = {} as Response;

/** Runs the layer and resolves with what it passed to Express's `next` (after any promise settled). */
function run(handlers: RequestHandler[]): Promise<unknown[]> {
  return new Promise((resolve) => {
    const next = ((...args: unknown[]) => resolve(args)) as NextFunction;
    oneLayer(handlers)(req, res, next);
  });
}

describe('oneLayer', () => {
  it('runs the handlers in order on the same request and goes on after the last', async () => {
    const seen: string[] = [];
    const step =
      (name: string): RequestHandler =>
      (request, response, next) => {
        expect([request, response]).toEqual([req, res]);
        seen.push(name);
        next();
      };
    expect(await run([step('a'), step('b'), step('c')])).toEqual([]);
    expect(seen).toEqual(['a', 'b', 'c']);
  });

  it('stops at a handler that answers without calling next', () => {
    const later = jest.fn();
    let answered = false;
    const next = jest.fn();
    oneLayer([(_q, _r, n) => n(), () => (answered = true), later])(req, res, next);
    expect(answered).toBe(true);
    expect(later).not.toHaveBeenCalled();
    expect(next).not.toHaveBeenCalled();
  });

  it('leaves with the error a handler passes to next, skipping the rest', async () => {
    const failure = new Error('refused');
    const later = jest.fn();
    expect(await run([(_q, _r, n) => n(failure), later])).toEqual([failure]);
    expect(later).not.toHaveBeenCalled();
  });

  it('turns a thrown error and a rejected promise into next(error), as Express 5 does', async () => {
    const thrown = new Error('thrown');
    expect(
      await run([
        () => {
          throw thrown;
        },
      ]),
    ).toEqual([thrown]);
    const rejected = new Error('rejected');
    expect(await run([() => Promise.reject(rejected)])).toEqual([rejected]);
  });

  it('goes on after an async handler that calls next', async () => {
    const later = jest.fn((_q: Request, _r: Response, n: NextFunction) => n());
    const asyncStep: RequestHandler = (_q, _r, n) => Promise.resolve().then(() => n());
    expect(await run([asyncStep, later])).toEqual([]);
    expect(later).toHaveBeenCalledTimes(1);
  });
});
