import { Badge, Card, Link, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { UseQueryState } from 'urql';
import type { HomeQuery } from '../../gql/graphql';
import { pathTo, PATHS } from '../../lib/paths';
import { HomeSection } from './HomeSection';

/** The user's documents that are ready to sign (SPEC.md §4), with their count; each opens /documents/{id}. */
export function DocumentsToSign({
  result,
  reload,
}: {
  result: UseQueryState<HomeQuery>;
  reload: () => void;
}) {
  const { t } = useTranslation('home');
  const count = result.data?.documentsToSign?.count;
  return (
    <HomeSection
      name="documents"
      result={result}
      items={(data) => data.documentsToSign?.items}
      reload={reload}
      badge={
        count ? (
          <Badge colorPalette="blue" aria-label={t('documents.count', { count })}>
            {count}
          </Badge>
        ) : null
      }
    >
      {(document) => (
        <Card.Root size="sm" as="article">
          <Card.Body gap="1">
            <Link asChild colorPalette="blue" fontWeight="semibold" minHeight="11">
              <RouterLink to={pathTo(PATHS.document, { id: document.id })}>
                {document.title}
              </RouterLink>
            </Link>
            <Text color="fg.muted" fontSize="sm">
              {document.type.caption}
            </Text>
          </Card.Body>
        </Card.Root>
      )}
    </HomeSection>
  );
}
