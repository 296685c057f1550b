import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from './EmptyState';
import { ErrorState } from './ErrorState';
import { LoadingState } from './LoadingState';
import { useOnlineStatus } from './useOnlineStatus';

/**
 * What a screen loaded, in urql's shape (a `useQuery` result fits as it is; a screen that loads
 * otherwise maps its state onto it). `error.graphQLErrors[].extensions.code` 'FORBIDDEN' means
 * the user lacks a right, which a retry cannot fix.
 */
export type QueryStatesResult<T> = {
  data?: T | null;
  fetching: boolean;
  error?: { graphQLErrors: readonly { extensions?: Readonly<Record<string, unknown>> }[] } | null;
};

export type QueryStatesProps<T> = {
  result: QueryStatesResult<T>;
  /** Already translated label of the busy region, e.g. 'Loading your jobs'. */
  loading: string;
  /** How many card-shaped placeholders to draw while loading. */
  loadingRows?: number;
  /** Already translated message of a failed load, e.g. 'Your jobs could not be loaded.' */
  error: string;
  onRetry?: () => void;
  /**
   * The area's 'not found' text (SPEC.md §8), shown when nothing came back or isEmpty says so;
   * left out only by a load that always brings data (e.g. the version file).
   */
  empty?: { message: string; description?: string; action?: ReactNode };
  /** When loaded data still counts as empty, e.g. a list without items. */
  isEmpty?: (data: NonNullable<T>) => boolean;
  /** Already translated text for a missing right; a general one when left out. */
  forbidden?: string;
  children: (data: NonNullable<T>) => ReactNode;
};

export function isForbidden(error: QueryStatesResult<unknown>['error']): boolean {
  return (
    error?.graphQLErrors.some((graphQLError) => graphQLError.extensions?.code === 'FORBIDDEN') ??
    false
  );
}

/**
 * The states every screen that loads something goes through, in one place: loading (skeletons),
 * forbidden (no retry, it cannot help), error with retry (worded for offline when the device
 * is), empty ('not found', or offline: not stored on this device yet) and the data. Data already on screen stays when a refetch fails.
 */
export function QueryStates<T>({
  result,
  loading,
  loadingRows,
  error,
  onRetry,
  empty,
  isEmpty,
  forbidden,
  children,
}: QueryStatesProps<T>) {
  const { t } = useTranslation('common');
  const online = useOnlineStatus();
  const { data, fetching } = result;
  if (fetching && data == null) return <LoadingState label={loading} rows={loadingRows} />;
  if (result.error && data == null) {
    if (isForbidden(result.error))
      return <EmptyState message={forbidden ?? t('errors.codes.FORBIDDEN')} state="forbidden" />;
    return (
      <ErrorState
        message={error}
        offlineMessage={t('states.offline')}
        retryLabel={t('states.retry')}
        onRetry={onRetry}
      />
    );
  }
  // Offline, a load that brings nothing is a page this device has not stored yet, not a missing one:
  // the offline cache answers what it has, and 'not found' would send the user away for good.
  if (data == null && !online)
    return (
      <ErrorState
        message={t('states.offlineNotSaved')}
        offlineMessage={t('states.offlineNotSaved')}
        retryLabel={t('states.retry')}
        onRetry={onRetry}
      />
    );
  if (data == null) return empty ? <EmptyState {...empty} state="notFound" /> : null;
  if (isEmpty?.(data)) return empty ? <EmptyState {...empty} state="empty" /> : null;
  return <>{children(data)}</>;
}
