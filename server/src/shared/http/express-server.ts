import { createServer, IncomingMessage, ServerResponse, type Server } from 'node:http';
import type { Socket } from 'node:net';
import type { Express } from 'express';

/**
 * The HTTP server for an Express app, whose requests and responses are made with the app's own
 * prototypes (Node's `IncomingMessage` and `ServerResponse` options). Express gives every request
 * those prototypes as it enters the app (`Object.setPrototypeOf` on the request and the response);
 * when they already have them, that is a no-op. Changed on every request, V8 kept about a sixth of
 * what the server allocated alive through its young-generation collections and moved it to the old
 * generation, to be freed by a full collection every few seconds; each young collection took
 * 10-35 ms (docs/benchmarks.md, create-lead, "2026-11-29, 05:40-07:15 UTC: what V8 kept alive").
 */
export function createExpressServer(app: Express): Server {
  function AppRequest(this: IncomingMessage, socket: Socket) {
    IncomingMessage.call(this, socket);
  }
  AppRequest.prototype = app.request;
  function AppResponse(this: ServerResponse, req: IncomingMessage, options?: object) {
    (ServerResponse as unknown as (this: ServerResponse, req: IncomingMessage, options?: object) => void).call(this, req, options);
  }
  AppResponse.prototype = app.response;
  return createServer(
    {
      IncomingMessage: AppRequest as unknown as typeof IncomingMessage,
      ServerResponse: AppResponse as unknown as typeof ServerResponse,
    },
    app,
  );
}
