import type { CombinedError } from 'urql';

/**
 * True when the gateway refused for lack of a right (FORBIDDEN). Retrying cannot help, so a
 * screen says "no access" instead of offering a retry.
 */
export function isForbidden(error: CombinedError | undefined): boolean {
  return (
    error?.graphQLErrors.some((graphQLError) => graphQLError.extensions?.code === 'FORBIDDEN') ??
    false
  );
}
