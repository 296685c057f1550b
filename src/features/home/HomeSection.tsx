import { Heading, HStack, List, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseQueryState } from 'urql';
import type { HomeQuery } from '../../gql/graphql';
import { QueryStates } from '../../ui/states/QueryStates';

/** The home's lists; each names its texts in the home locales (`<name>.heading`, `.loading`, `.error`, `.empty`). */
export type HomeSectionName =
  'jobs' | 'payrolls' | 'documents' | 'forms' | 'led' | 'crewsToday' | 'positions' | 'requests';

/**
 * One list of the home: a region named by its heading, the one Home query's loading, error (with
 * retry) and empty states, and the items as a plain list. `badge` sits beside the heading,
 * `summary` under it.
 */
export function HomeSection<T extends { id: string }>({
  name,
  result,
  items,
  reload,
  loadingRows = 1,
  emptyDescription,
  badge,
  summary,
  children: renderItem,
}: {
  name: HomeSectionName;
  result: UseQueryState<HomeQuery>;
  items: (data: HomeQuery) => readonly T[] | null | undefined;
  reload: () => void;
  loadingRows?: number;
  emptyDescription?: string;
  badge?: ReactNode;
  summary?: string | null;
  children: (item: T) => ReactNode;
}) {
  const { t } = useTranslation('home');
  const headingId = `home-${name}-heading`;
  const heading = (
    <Heading as="h2" id={headingId} size="md">
      {t(`${name}.heading`)}
    </Heading>
  );
  return (
    <Stack as="section" gap="3" aria-labelledby={headingId}>
      {badge ? (
        <HStack gap="2">
          {heading}
          {badge}
        </HStack>
      ) : (
        heading
      )}
      {summary ? <Text color="fg.muted">{summary}</Text> : null}
      <QueryStates
        result={{ ...result, data: result.data ? (items(result.data) ?? undefined) : undefined }}
        loading={t(`${name}.loading`)}
        loadingRows={loadingRows}
        error={t(`${name}.error`)}
        onRetry={reload}
        empty={{ message: t(`${name}.empty`), description: emptyDescription }}
        isEmpty={(list) => list.length === 0}
      >
        {(list) => (
          <List.Root variant="plain" gap="3">
            {list.map((item) => (
              <List.Item key={item.id} display="block">
                {renderItem(item)}
              </List.Item>
            ))}
          </List.Root>
        )}
      </QueryStates>
    </Stack>
  );
}
