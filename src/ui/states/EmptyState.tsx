import { EmptyState as ChakraEmptyState, VStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export type EmptyStateProps = {
  /** Already translated, e.g. 'No jobs found' (SPEC.md §8 'not found' texts are per area). */
  message: string;
  /** Optional second line, already translated. */
  description?: string;
  /** Optional follow-up, e.g. a link back to a list. */
  action?: ReactNode;
  /**
   * Why the screen is empty, as its `data-query-state`: a list with nothing in it, a record that is not
   * there (or not the viewer's), or a right the viewer lacks. The link walk (tests/e2e) tells a
   * link that leads nowhere by it.
   */
  state?: 'empty' | 'notFound' | 'forbidden';
};

export function EmptyState({ message, description, action, state = 'empty' }: EmptyStateProps) {
  return (
    <ChakraEmptyState.Root size="sm" data-query-state={state}>
      <ChakraEmptyState.Content>
        <VStack textAlign="center" gap="2">
          {/* A heading so screen-reader users land on the reason the screen is empty. */}
          <ChakraEmptyState.Title as="h2">{message}</ChakraEmptyState.Title>
          {description ? (
            <ChakraEmptyState.Description>{description}</ChakraEmptyState.Description>
          ) : null}
        </VStack>
        {action}
      </ChakraEmptyState.Content>
    </ChakraEmptyState.Root>
  );
}
