import type { Response } from 'express';

/**
 * A refusal outside GraphQL (the CSV downloads) in the API's own error shape, so a tool reads the
 * same `extensions.code` and Dutch message it gets from /graphql.
 */
export function refuse(res: Response, status: number, message: string, code: string): void {
  res.status(status).json({ errors: [{ message, extensions: { code } }] });
}
