import { HStack, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

export type PagerProps = {
  /** The page shown, from 1. */
  page: number;
  /** How many pages there are; with one or none the pager is not drawn. */
  pages: number;
  /** The link to another page of the same list (its filters kept): real links, not buttons. */
  hrefOf: (page: number) => string;
  /** Already translated: the navigation's name, the two links and "Page 2 of 5". */
  labels: { paging: string; previous: string; next: string; pageOf: string };
};

/** A list's previous and next pages as links, with where the reader is. */
export function Pager({ page, pages, hrefOf, labels }: PagerProps) {
  if (pages <= 1) return null;
  return (
    <HStack as="nav" aria-label={labels.paging} justify="space-between" gap="2">
      {page > 1 ? (
        <Link asChild>
          <RouterLink to={hrefOf(page - 1)}>{labels.previous}</RouterLink>
        </Link>
      ) : (
        <span />
      )}
      <Text fontSize="sm" color="fg.muted">
        {labels.pageOf}
      </Text>
      {page < pages ? (
        <Link asChild>
          <RouterLink to={hrefOf(page + 1)}>{labels.next}</RouterLink>
        </Link>
      ) : (
        <span />
      )}
    </HStack>
  );
}
