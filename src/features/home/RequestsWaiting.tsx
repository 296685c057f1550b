import { Badge, Card, HStack, Link, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { UseQueryState } from 'urql';
import type { HomeQuery } from '../../gql/graphql';
import { formatDay, formatShortDay, formatTime } from '../../lib/dates/dates';
import { PATHS } from '../../lib/paths';
import { HomeSection } from './HomeSection';

type Application = NonNullable<HomeQuery['vacancyApplications']>['items'][number];
type ToDoDue = NonNullable<HomeQuery['toDosDue']>[number];

/** One thing waiting for the planner's decision. */
type Request =
  | { id: string; application: Application; toDo?: never }
  | { id: string; toDo: ToDoDue; application?: never };

/** The applications first (a shift waits on them), then the to-dos due, the overdue first. */
function requestsOf(data: HomeQuery): Request[] | undefined {
  if (!data.vacancyApplications && !data.toDosDue) return undefined;
  return [
    ...(data.vacancyApplications?.items ?? []).map((application) => ({
      id: `application-${application.id}`,
      application,
    })),
    ...(data.toDosDue ?? []).map((toDo) => ({ id: `todo-${toDo.id}`, toDo })),
  ];
}

/**
 * What waits for the planner's decision: applications to the vacancies of the planner's projects
 * (booked or not on the crew item's sheet, where `activate` books the applicant) and the to-dos due
 * today or earlier (marked done on the to-do calendar). Vacation requests are the office's, so
 * they are not here.
 */
export function RequestsWaiting({
  result,
  reload,
  today,
}: {
  result: UseQueryState<HomeQuery>;
  reload: () => void;
  today: string;
}) {
  const { t, i18n } = useTranslation('home');
  const language = i18n.language;
  // Every application waiting (the list shows the soonest) and every to-do due.
  const count =
    (result.data?.vacancyApplications?.total ?? 0) + (result.data?.toDosDue?.length ?? 0);
  return (
    <HomeSection
      name="requests"
      result={result}
      items={requestsOf}
      reload={reload}
      loadingRows={2}
      emptyDescription={t('requests.emptyDescription')}
      badge={
        count ? (
          <Badge colorPalette="blue" aria-label={t('requests.count', { count })}>
            {count}
          </Badge>
        ) : null
      }
    >
      {(request) =>
        request.application ? (
          <Card.Root size="sm" as="article">
            <Card.Body gap="1">
              <HStack justify="space-between" align="start" gap="2">
                <Link asChild colorPalette="blue" fontWeight="semibold" minHeight="11">
                  <RouterLink to={`${PATHS.planningCrewItemList}?item=${request.application.id}`}>
                    {t('requests.applied', {
                      person: request.application.person?.caption ?? '',
                      function: request.application.function.caption,
                    })}
                  </RouterLink>
                </Link>
                <Badge colorPalette="blue">{t('requests.application')}</Badge>
              </HStack>
              <Text>{request.application.project.caption}</Text>
              <Text color="fg.muted" fontSize="sm">
                {t('requests.shift', {
                  day: formatShortDay(
                    request.application.startsAt,
                    language,
                    request.application.timeZone,
                  ),
                  start: formatTime(
                    request.application.startsAt,
                    language,
                    request.application.timeZone,
                  ),
                  end: formatTime(
                    request.application.endsAt,
                    language,
                    request.application.timeZone,
                  ),
                })}
              </Text>
            </Card.Body>
          </Card.Root>
        ) : (
          <Card.Root size="sm" as="article">
            <Card.Body gap="1">
              <HStack justify="space-between" align="start" gap="2">
                <Link asChild colorPalette="blue" fontWeight="semibold" minHeight="11">
                  <RouterLink to={PATHS.todoCalendar}>{request.toDo.caption}</RouterLink>
                </Link>
                <Badge colorPalette={request.toDo.dueDate < today ? 'red' : 'orange'}>
                  {request.toDo.dueDate < today ? t('requests.overdue') : t('requests.dueToday')}
                </Badge>
              </HStack>
              <Text color="fg.muted" fontSize="sm">
                {t('requests.toDo', {
                  type: request.toDo.type.caption,
                  due: formatDay(request.toDo.dueDate, language),
                })}
              </Text>
            </Card.Body>
          </Card.Root>
        )
      }
    </HomeSection>
  );
}
