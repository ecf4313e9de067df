import { ApolloLink } from '@apollo/client/link';
import { catchError, mergeMap, of, shareReplay, type Observable } from 'rxjs';

declare module '@apollo/client' {
  interface DefaultContext {
    /** Asked for ahead of need: see PREFETCH. */
    prefetch?: boolean;
  }
}

/**
 * Operation context for a request made before the page that needs it is known to be shown (beside
 * the login check): PrefetchLink keeps its answer for that page's own request, and the error link
 * ignores its failure (no toast, no session or access event): the page's own request reports it.
 * Apollo's in-flight deduplication is off for it, so the page's request runs through the links
 * (with its own context, e.g. its error toast) even while the prefetch is still under way.
 */
export const PREFETCH = { prefetch: true, queryDeduplication: false } as const;

/** How long a prefetched answer waits for its page: older, it is dropped rather than shown. */
export const PREFETCH_MAX_AGE_MS = 5_000;

type Answer = Observable<ApolloLink.Result>;

const keyOf = (operation: ApolloLink.Operation) => `${operation.operationName ?? ''}\n${JSON.stringify(operation.variables ?? {})}`;

/**
 * Holds the answer of a PREFETCH request (in flight or arrived) and gives it, once, to the next
 * request with the same operation name and variables within PREFETCH_MAX_AGE_MS. A failed or
 * refused prefetch is never handed on: that request goes to the server itself. Later requests
 * (refetches) always go to the server. `clear()` drops everything held (on sign-out).
 */
export class PrefetchLink extends ApolloLink {
  private readonly held = new Map<string, { answer: Answer; at: number }>();

  constructor(private readonly now: () => number = Date.now) {
    super();
  }

  override request(operation: ApolloLink.Operation, forward: ApolloLink.ForwardFunction): Answer {
    const key = keyOf(operation);
    if (operation.getContext().prefetch) {
      const answer = forward(operation).pipe(shareReplay({ bufferSize: 1, refCount: false }));
      this.held.set(key, { answer, at: this.now() });
      return answer;
    }
    const entry = this.held.get(key);
    if (!entry) return forward(operation);
    this.held.delete(key);
    if (this.now() - entry.at > PREFETCH_MAX_AGE_MS) return forward(operation);
    return entry.answer.pipe(
      mergeMap((result) => ('errors' in result && result.errors?.length ? forward(operation) : of(result))),
      catchError(() => forward(operation)),
    );
  }

  clear(): void {
    this.held.clear();
  }
}
