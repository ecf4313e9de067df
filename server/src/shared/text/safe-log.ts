import { sqlStateOf } from '../database/database-input-error';

export type Log = (message: string, error?: unknown) => void;

/**
 * What a log line may say about an error: its class, its SQLSTATE or system code, and the message
 * only when the error is not the database's. PostgreSQL puts values in its messages ('invalid input
 * syntax for type uuid: "..."'), TypeORM keeps the statement and its parameters on the error, and a
 * stack trace leads nowhere useful in production: none of them is written (docs/operations.md, "Logs").
 */
export function describeError(error: unknown): string {
  if (error === undefined || error === null) return '';
  if (typeof error !== 'object') return typeof error;
  const name = (error as { name?: unknown }).name;
  const label = typeof name === 'string' && /^[A-Za-z]{1,60}$/.test(name) ? name : 'Error';
  const sqlState = sqlStateOf(error);
  if (sqlState) return `${label} (SQLSTATE ${sqlState})`;
  const code = (error as { code?: unknown }).code;
  const message = (error as { message?: unknown }).message;
  const parts = [label];
  if (typeof code === 'string' && /^[A-Z0-9_]{1,40}$/.test(code)) parts.push(`(${code})`);
  if (typeof message === 'string' && message !== '') parts.push(`: ${redact(message.split('\n')[0].slice(0, 200))}`);
  return parts.join(' ').replace(' :', ':');
}

/** E-mail addresses and long opaque strings (tokens, session ids) in a message are replaced. */
function redact(text: string): string {
  return text.replace(/[^\s@"'<>]+@[^\s@"'<>]+/g, '<e-mail>').replace(/[A-Za-z0-9_\-+/=.]{24,}/g, '<redacted>');
}

/** A log that writes one line per call, and never the error object itself. */
export function safeLog(write: (line: string) => void): Log {
  return (message, error) => write(error === undefined ? message : `${message}: ${describeError(error)}`);
}
