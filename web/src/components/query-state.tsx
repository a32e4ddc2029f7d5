// The states every screen's data goes through (STYLE.md): skeleton while the first answer loads, the error with
// a retry when it failed, 'No data available.' when it is empty, else the content. Answers already on screen
// stay while a refetch runs.
import type { ReactNode } from 'react';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';

interface QueryStateProps<T> {
  data: T | undefined | null;
  loading: boolean;
  error?: { message: string } | undefined;
  onRetry?: () => void;
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
