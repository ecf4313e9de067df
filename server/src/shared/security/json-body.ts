import express, { type Request, type RequestHandler } from 'express';
import { Kind, parse, type OperationDefinitionNode } from 'graphql';

/** `100kb`, `12mb` (the notation body-parser takes) in bytes. */
export function byteCount(limit: string): number {
  const match = /^(\d+)(kb|mb)$/i.exec(limit);
  if (!match) throw new Error(`unreadable size ${limit}`);
  return Number(match[1]) * (match[2].toLowerCase() === 'mb' ? 1024 * 1024 : 1024);
}

/** Human size for the 413 message: '100 kB', '12 MB'. */
export function sizeText(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.round(bytes / (1024 * 1024))} MB` : `${Math.round(bytes / 1024)} kB`;
}

/** Thrown by the parser's `verify` (body-parser turns it into the 413 the app already answers). */
class PayloadTooLarge extends Error {
  readonly status = 413;
  readonly type = 'entity.too.large';
  constructor(readonly limit: number) {
    super('request entity too large');
  }
}

/**
 * The root fields of the operation a GraphQL request body asks for; null when the document cannot be
 * read or does not name one operation (Apollo refuses those anyway).
 */
export function rootFieldsOf(body: unknown): { operation: string; fields: string[] } | null {
  const { query, operationName } = (body ?? {}) as { query?: unknown; operationName?: unknown };
  if (typeof query !== 'string') return null;
  try {
    const operations = parse(query).definitions.filter(
      (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
    );
    const chosen = operations.length === 1 ? operations[0] : operations.find((operation) => operation.name?.value === operationName);
    if (!chosen) return null;
    const fields = chosen.selectionSet.selections.map((selection) => (selection.kind === Kind.FIELD ? selection.name.value : '...'));
    return { operation: chosen.operation, fields };
  } catch {
    return null;
  }
}

/**
 * JSON bodies for /graphql: at most `limit` bytes, except for callers `mayBeLarge` admits (after
 * authentication), whose body may be up to `largeLimit` when it is a mutation of exactly one of the
 * `largeFields`. Anything else over `limit` is refused with 413 before any resolver runs.
 */
export function graphqlJsonBody(options: {
  limit: string;
  largeLimit: string;
  largeFields: readonly string[];
  mayBeLarge(req: Request): boolean;
}): RequestHandler {
  const limit = byteCount(options.limit);
  const small = express.json({ limit });
  const sizes = new WeakMap<Request, number>();
  const large = express.json({
    limit: byteCount(options.largeLimit),
    verify: (req, _res, buffer) => void sizes.set(req as Request, buffer.length),
  });
  const onlyLargeField = (body: unknown) => {
    const root = rootFieldsOf(body);
    return root?.operation === 'mutation' && root.fields.length === 1 && options.largeFields.includes(root.fields[0]);
  };
  return (req, res, next) => {
    if (!options.mayBeLarge(req)) return small(req, res, next);
    large(req, res, (error?: unknown) => {
      if (error) return next(error);
      if ((sizes.get(req) ?? 0) > limit && !onlyLargeField(req.body)) return next(new PayloadTooLarge(limit));
      next();
    });
  };
}
