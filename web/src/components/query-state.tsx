// The states every screen's data goes through (STYLE.md): skeleton while the first answer loads, the error with
// a retry when it failed, 'No data available.' when it is empty, else the content. Answers already on screen
// stay while a refetch runs.
import type { ReactNode } from 'react';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';

/** A query's answer as QueryState takes it: the part shown (null when there is none), loading, error, retry. */
export interface LoadedState<T> {
  data: T | undefined | null;
  loading: boolean;
  error?: { message: string } | undefined;
  onRetry?: () => void;
}

/**
 * A useQuery result as QueryState's props, spread in as `{...stateOf(query, (data) => data.orders)}`: `pick`
 * finds the part shown in the answer; a failure reads `failedText: message` when the spec words it ('Failed to
 * load data'), else the server's message.
 */
export function stateOf<D, T>(
  query: {
    data: D | undefined;
    loading: boolean;
    error?: { message: string } | undefined;
    refetch: () => Promise<unknown>;
  },
  pick: (data: D) => T | null | undefined,
  failedText?: string,
): LoadedState<T> & { onRetry: () => void } {
  const { error } = query;
  return {
    data: query.data === undefined ? undefined : pick(query.data),
    loading: query.loading,
    error: error && failedText ? { message: `${failedText}: ${error.message}` } : error,
    onRetry: () => void query.refetch(),
  };
}

interface QueryStateProps<T> extends LoadedState<T> {
  /** What shows while the first answer loads (a skeleton of the content's shape). */
  skeleton: ReactNode;
  /** Whether the answer has nothing to show; the empty state shows then. */
  isEmpty?: (data: T) => boolean;
  /** The empty state, when not the spec's 'No data available.'. */
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}

export function QueryState<T>({
  data,
  loading,
  error,
  onRetry,
  skeleton,
  isEmpty,
  empty,
  children,
}: QueryStateProps<T>) {
  if (data == null) {
    if (error) return <ErrorState error={error} onRetry={onRetry} />;
    if (loading) return <>{skeleton}</>;
    return <>{empty ?? <EmptyState />}</>;
  }
  if (isEmpty?.(data)) return <>{empty ?? <EmptyState />}</>;
  return <>{children(data)}</>;
}
