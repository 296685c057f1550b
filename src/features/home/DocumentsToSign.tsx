import { Badge, Card, Heading, HStack, Link, List, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { UseQueryState } from 'urql';
import type { HomeQuery } from '../../gql/graphql';
import { pathTo, PATHS } from '../../lib/paths';
import { QueryStates } from '../../ui/states/QueryStates';

/** The user's documents that are ready to sign (SPEC.md §4), with their count; each opens /documents/{id}. */
export function DocumentsToSign({ result, reload }: { result: UseQueryState<HomeQuery>; reload: () => void }) {
  const { t } = useTranslation('home');
  const count = result.data?.documentsToSign?.count;
  return (
    <Stack as="section" gap="3" aria-labelledby="home-documents-heading">
      <HStack gap="2">
        <Heading as="h2" id="home-documents-heading" size="md">
          {t('documents.heading')}
        </Heading>
        {count ? (
          <Badge colorPalette="blue" aria-label={t('documents.count', { count })}>
            {count}
          </Badge>
        ) : null}
      </HStack>
      <QueryStates
        result={{ ...result, data: result.data?.documentsToSign }}
        loading={t('documents.loading')}
        loadingRows={1}
        error={t('documents.error')}
        onRetry={reload}
        empty={{ message: t('documents.empty') }}
        isEmpty={(documents) => documents.items.length === 0}
      >
        {(documents) => (
          <List.Root variant="plain" gap="3">
            {documents.items.map((document) => (
              <List.Item key={document.id} display="block">
                <Card.Root size="sm" as="article">
                  <Card.Body gap="1">
                    <Link asChild colorPalette="blue" fontWeight="semibold" minHeight="11">
                      <RouterLink to={pathTo(PATHS.document, { id: document.id })}>{document.title}</RouterLink>
                    </Link>
                    <Text color="fg.muted" fontSize="sm">
                      {document.type.caption}
                    </Text>
                  </Card.Body>
                </Card.Root>
              </List.Item>
            ))}
          </List.Root>
        )}
      </QueryStates>
    </Stack>
  );
}
