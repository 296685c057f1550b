import { Box, Card, HStack, Heading, Link, List, Stack, Text } from '@chakra-ui/react';
import { DateTime } from 'luxon';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useQuery } from 'urql';
import { graphql } from '../../gql';
import type { AvailabilityState, PlannerCrewPageQuery } from '../../gql/graphql';
import { PATHS } from '../../lib/paths';
import { useLinkTo } from '../../lib/routing/useLinkTo';
import { QueryStates } from '../../ui/states/QueryStates';

const PlannerCrewPageQuery = graphql(`
  query PlannerCrewPage($dateFrom: Date) {
    plannerCrews(dateFrom: $dateFrom) {
      id
      name
      typeCaption
      memberCount
      company {
        id
        caption
      }
      members {
        person {
          id
          caption
        }
        days {
          date
          state
        }
      }
    }
  }
`);

type Crew = PlannerCrewPageQuery['plannerCrews'][number];
type Member = Crew['members'][number];

const PERIOD_DAYS = 14;
const STATE_COLOR: Record<AvailabilityState, string> = {
  free: 'green.500',
  job: 'blue.600',
  absent: 'red.600',
  vacation: 'orange.500',
  blocked: 'gray.600',
};
const STATES: AvailabilityState[] = ['free', 'job', 'absent', 'vacation', 'blocked'];

/** The period's first day from ?from=YYYY-MM-DD, else today. */
function periodStart(from: string | null): DateTime {
  const parsed = from ? DateTime.fromISO(from) : null;
  return parsed?.isValid ? parsed.startOf('day') : DateTime.now().startOf('day');
}

function MemberRow({ member, language }: { member: Member; language: string }) {
  const { t } = useTranslation('planner-crews');
  const free = member.days.filter((day) => day.state === 'free').length;
  const profileLink = useLinkTo()(PATHS.crewProfile, { personId: member.person.id });
  return (
    <List.Item display="block">
      <HStack justify="space-between" gap="2">
        {profileLink ? (
          <Link asChild colorPalette="blue" fontWeight="medium" minHeight="11">
            <RouterLink to={profileLink}>{member.person.caption}</RouterLink>
          </Link>
        ) : (
          <Text fontWeight="medium">{member.person.caption}</Text>
        )}
        <Text fontSize="sm" color="fg.muted">
          {t('plannerCrew.freeDays', { free, total: member.days.length })}
        </Text>
      </HStack>
      <HStack
        as="ul"
        gap="2px"
        listStyleType="none"
        m="0"
        p="0"
        mt="1"
        aria-label={t('plannerCrew.daysOf', { name: member.person.caption })}
      >
        {member.days.map((day) => {
          const label = t('plannerCrew.dayLabel', {
            day: DateTime.fromISO(day.date).setLocale(language).toFormat('ccc d LLL'),
            state: t(`states.${day.state}`),
          });
          return (
            <Box as="li" key={day.date} flex="1" minW="0">
              <Box
                h="6"
                borderRadius="sm"
                bg={STATE_COLOR[day.state]}
                title={label}
                aria-label={label}
                role="img"
              />
            </Box>
          );
        })}
      </HStack>
    </List.Item>
  );
}

function CrewCard({ crew, language }: { crew: Crew; language: string }) {
  const { t } = useTranslation('planner-crews');
  const titleId = `planner-crew-${crew.id}`;
  return (
    <Card.Root as="article" size="sm" aria-labelledby={titleId}>
      <Card.Body gap="3">
        <Stack gap="0">
          <Heading as="h2" id={titleId} size="md">
            {crew.name}
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            {[
              crew.typeCaption,
              crew.company?.caption,
              t('memberCount', { count: crew.memberCount }),
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        </Stack>
        {crew.members.length === 0 ? (
          <Text fontSize="sm">{t('noMembers')}</Text>
        ) : (
          <List.Root variant="plain" gap="3">
            {crew.members.map((member) => (
              <MemberRow key={member.person.id} member={member} language={language} />
            ))}
          </List.Root>
        )}
      </Card.Body>
    </Card.Root>
  );
}

/** /planner-crew: the planner's crews and their members' availability for two weeks (the period in the URL). */
export function PlannerCrewPage() {
  const { t, i18n } = useTranslation('planner-crews');
  const [search] = useSearchParams();
  const start = periodStart(search.get('from'));
  const end = start.plus({ days: PERIOD_DAYS - 1 });
  const dateFrom = start.toISODate() ?? undefined;
  const [result, reexecute] = useQuery({ query: PlannerCrewPageQuery, variables: { dateFrom } });
  const periodLink = (days: number) =>
    `${PATHS.plannerCrew}?from=${start.plus({ days }).toISODate() ?? ''}`;
  return (
    <Stack gap="4">
      <HStack justify="space-between" gap="2" wrap="wrap">
        <Link asChild colorPalette="blue" minHeight="11">
          <RouterLink to={periodLink(-PERIOD_DAYS)}>{t('plannerCrew.earlier')}</RouterLink>
        </Link>
        <Text fontWeight="medium" aria-live="polite">
          {t('plannerCrew.period', {
            from: start.setLocale(i18n.language).toFormat('d LLL'),
            to: end.setLocale(i18n.language).toFormat('d LLL yyyy'),
          })}
        </Text>
        <Link asChild colorPalette="blue" minHeight="11">
          <RouterLink to={periodLink(PERIOD_DAYS)}>{t('plannerCrew.later')}</RouterLink>
        </Link>
      </HStack>
      <HStack
        as="ul"
        gap="3"
        wrap="wrap"
        listStyleType="none"
        m="0"
        p="0"
        aria-label={t('plannerCrew.legend')}
        fontSize="sm"
      >
        {STATES.map((state) => (
          <HStack as="li" key={state} gap="1">
            <Box w="3" h="3" borderRadius="sm" bg={STATE_COLOR[state]} aria-hidden="true" />
            <Text>{t(`states.${state}`)}</Text>
          </HStack>
        ))}
      </HStack>
      <QueryStates
        result={result}
        loading={t('plannerCrew.loading')}
        error={t('plannerCrew.error')}
        onRetry={() => reexecute({ requestPolicy: 'network-only' })}
        forbidden={t('noAccess')}
        empty={{ message: t('notFound'), description: t('plannerCrew.emptyDescription') }}
        isEmpty={(data) => data.plannerCrews.length === 0}
      >
        {(data) => (
          <List.Root variant="plain" gap="3">
            {data.plannerCrews.map((crew) => (
              <List.Item key={crew.id} display="block">
                <CrewCard crew={crew} language={i18n.language} />
              </List.Item>
            ))}
          </List.Root>
        )}
      </QueryStates>
    </Stack>
  );
}
