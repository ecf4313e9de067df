import { createServer, IncomingMessage, ServerResponse, type Server } from 'node:http';
import type { Socket } from 'node:net';
import type { Express } from 'express';

/**
 * The HTTP server for an Express app, whose requests and responses are made with the app's own
 * prototypes (Node's `IncomingMessage` and `ServerResponse` options). Express gives every request
 * those prototypes as it enters the app (`Object.setPrototypeOf` on the request and the response);
 * when they already have them, that is a no-op. Changed on every request, V8 kept about a sixth of
 * all the server's allocations alive through the young generation's collections and moved them to
 * the old one, where they piled up for a full collection every few seconds: createLead's
 * collections took 10-35 ms each instead of about 1 ms (docs/benchmarks.md, create-lead, "the
 * prototypes Express gives every request").
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
