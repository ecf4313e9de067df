import { toaster, type ToastOptions } from '../../../lib/toaster';
import { userMessage } from './graphqlErrors';

/** What an operation asks the error link to show when it fails (see `errorToast`). */
export interface ErrorToast {
  title: string;
  description: string;
}

declare module '@apollo/client' {
  interface DefaultContext {
    /** Shown as an error toast when the operation fails (not when the session ended). */
    errorToast?: ErrorToast;
  }
}

/**
 * Operation context that makes a failure show the toast, e.g.
 * `useQuery(LeadDocument, { variables, context: errorToast('Fout bij laden', 'Kon lead niet laden. Probeer het opnieuw.') })`.
 * Mutations usually handle their failures themselves (they roll back first), but may use it too.
 */
export function errorToast(title: string, description: string): { errorToast: ErrorToast } {
  return { errorToast: { title, description } };
}

/** The load-failure toast, for a query. */
export const loadErrorToast = (description = 'Kon lead niet laden. Probeer het opnieuw.') => errorToast('Fout bij laden', description);

const DEDUPE_MS = 4000;
const recent = new Map<string, number>();

/**
 * An error toast, but not the same one twice within a few seconds: when the server is away every
 * active query fails at once (and again after each refetch), and one notice says it all.
 */
export function showErrorToastOnce(toast: ErrorToast | ToastOptions, now = Date.now()): boolean {
  const key = `${toast.title}\n${toast.description ?? ''}`;
  const last = recent.get(key);
  if (last !== undefined && now - last < DEDUPE_MS) return false;
  recent.set(key, now);
  for (const [other, at] of recent) if (now - at >= DEDUPE_MS) recent.delete(other);
  toaster.create({ ...toast, type: 'error' });
  return true;
}

/**
 * The toast for an action that failed: the server's own message when it is one a user may read
 * (a refused input, a missing lead, a rate limit; see `userMessage`), otherwise `fallback`.
 */
export function failureToast(title: string, error: unknown, fallback = 'Probeer het opnieuw.'): void {
  toaster.create({ type: 'error', title, description: userMessage(error, fallback) });
}
