import type { ReactNode } from 'react';
import { ListSkeleton } from './LoadingSkeleton';
import { EmptyState, ErrorState, type EmptyStateProps } from './StateMessages';

export interface ListStatesProps<T> {
  /** The list once the query has answered; undefined until then. A later refetch keeps it shown. */
  items: readonly T[] | undefined;
  loading: boolean;
  error: unknown;
  /** Said to screen readers while the first answer is awaited, e.g. 'Webhooks laden...'. */
  loadingLabel: string;
  skeletonRows: number;
  /** Why the list is missing, e.g. 'Kon de webhooks niet laden.' */
  errorDescription: string;
  onRetry: () => void;
  empty: EmptyStateProps;
  children: (items: readonly T[]) => ReactNode;
}

/**
 * A list read by one query, in the admin panel's four states: a skeleton until the first answer,
 * the error with a retry when none came, the empty state, or the list itself.
 */
export function ListStates<T>({
  items,
  loading,
  error,
  loadingLabel,
  skeletonRows,
  errorDescription,
  onRetry,
  empty,
  children,
}: ListStatesProps<T>) {
  if (!items && loading) return <ListSkeleton rows={skeletonRows} label={loadingLabel} />;
  if (!items && error) return <ErrorState description={errorDescription} onRetry={onRetry} />;
  if (!items || items.length === 0) return <EmptyState {...empty} />;
  return <>{children(items)}</>;
}
