import { Badge, Card, HStack, Link, Stack, Text, Wrap } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { UseQueryState } from 'urql';
import type { HomeQuery } from '../../gql/graphql';
import { PATHS } from '../../lib/paths';
import { HomeSection } from './HomeSection';
import { formatShortDay, formatTime } from '../../lib/dates/dates';
import { positionListSearch } from './planner-home';

/**
 * The positions of the planner's shifts to come that nobody holds yet, the soonest first: a function
 * on a crew with its open rows and the applicants waiting. Each opens the crew item list on that
 * crew's day, project and function, where the planner books a person or an applicant.
 */
export function OpenPositions({
  result,
  reload,
}: {
  result: UseQueryState<HomeQuery>;
  reload: () => void;
}) {
  const { t, i18n } = useTranslation('home');
  const language = i18n.language;
  const page = result.data?.openPositions;
  return (
    <Stack gap="3">
      <HomeSection
        name="positions"
        result={result}
        items={(data) => data.openPositions?.items}
        reload={reload}
        loadingRows={2}
        emptyDescription={t('positions.emptyDescription')}
        summary={
          page && page.total > 0
            ? t('positions.summary', { open: page.openTotal, applicants: page.applicantsTotal })
            : null
        }
      >
        {(position) => (
          <Card.Root size="sm" as="article">
            <Card.Body gap="2">
              <HStack justify="space-between" align="start" gap="2">
                <Link asChild colorPalette="blue" fontWeight="semibold" minHeight="11">
                  <RouterLink to={`${PATHS.planningCrewItemList}?${positionListSearch(position)}`}>
                    {t('positions.link', {
                      function: position.function.caption,
                      crew: position.crew.caption,
                    })}
                  </RouterLink>
                </Link>
              </HStack>
              <Text>
                {position.project.number} · {position.project.name}
              </Text>
              <Text color="fg.muted" fontSize="sm">
                {t('positions.when', {
                  day: formatShortDay(position.startsAt, language, position.timeZone),
                  start: formatTime(position.startsAt, language, position.timeZone),
                  end: formatTime(position.crew.endsAt, language, position.timeZone),
                })}
              </Text>
              <Wrap
                gap="1"
                as="ul"
                listStyleType="none"
                aria-label={t('positions.rowsLabel', {
                  function: position.function.caption,
                  crew: position.crew.caption,
                })}
              >
                {position.open > 0 ? (
                  <Badge as="li" colorPalette="orange">
                    {t('positions.open', { count: position.open })}
                  </Badge>
                ) : null}
                {position.applicants > 0 ? (
                  <Badge as="li" colorPalette="blue">
                    {t('positions.applicants', { count: position.applicants })}
                  </Badge>
                ) : null}
                <Badge as="li" colorPalette="gray" variant="subtle">
                  {t('positions.booked', { count: position.booked, rows: position.rows })}
                </Badge>
              </Wrap>
            </Card.Body>
          </Card.Root>
        )}
      </HomeSection>
      {page && page.total > page.items.length ? (
        <Link asChild colorPalette="blue" minHeight="11" alignSelf="start">
          <RouterLink to={`${PATHS.planningCrewItemList}?status=pending`}>
            {t('positions.more', { count: page.total - page.items.length })}
          </RouterLink>
        </Link>
      ) : null}
    </Stack>
  );
}
