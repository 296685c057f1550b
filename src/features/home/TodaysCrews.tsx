import { Badge, Card, HStack, Link, Stack, Text, Wrap } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { UseQueryState } from 'urql';
import type { CrewShiftState, HomeQuery } from '../../gql/graphql';
import { pathTo, PATHS } from '../../lib/paths';
import { HomeSection } from './HomeSection';
import { formatTime } from '../../lib/dates/dates';

type TodaysCrew = NonNullable<HomeQuery['crewsOfMyProjectsOn']>[number];

const STATE_COLOURS: Record<CrewShiftState, string> = {
  notStarted: 'gray',
  onShift: 'blue',
  readyForSignOff: 'orange',
  signedOff: 'green',
  released: 'green',
};

/** Who has come: on site now or already gone with their hours. */
const arrivedOf = (crew: TodaysCrew) => crew.checkedInCount + crew.checkedOutCount;

/**
 * Today's crews of the planner's projects (the venue's day, and a night shift still running), each
 * with how many of its members checked in, how many are late, not here yet or did not come; each
 * opens its crew page, where the planner corrects the attendance.
 */
export function TodaysCrews({
  result,
  reload,
  at,
}: {
  result: UseQueryState<HomeQuery>;
  reload: () => void;
  at: string;
}) {
  const { t, i18n } = useTranslation('home');
  const language = i18n.language;
  const count = result.data?.crewsOfMyProjectsOn?.length;
  return (
    <HomeSection
      name="crewsToday"
      result={result}
      items={(data) => data.crewsOfMyProjectsOn}
      reload={reload}
      loadingRows={2}
      emptyDescription={t('crewsToday.emptyDescription')}
      badge={
        count ? (
          <Badge colorPalette="blue" aria-label={t('crewsToday.count', { count })}>
            {count}
          </Badge>
        ) : null
      }
    >
      {(crew) => {
        const begun = Date.parse(crew.startsAt) <= Date.parse(at);
        return (
          <Card.Root size="sm" as="article">
            <Card.Body gap="2">
              <HStack justify="space-between" align="start" gap="2">
                <Link asChild colorPalette="blue" fontWeight="semibold" minHeight="11">
                  <RouterLink to={pathTo(PATHS.crew, { id: crew.id })}>{crew.caption}</RouterLink>
                </Link>
                <Badge colorPalette={STATE_COLOURS[crew.state]} whiteSpace="normal" textAlign="end">
                  {t(`crewsToday.state.${crew.state}`)}
                </Badge>
              </HStack>
              <Text>
                {crew.project.number} · {crew.project.name}
                {crew.location ? ` · ${crew.location.caption}` : ''}
              </Text>
              <Text color="fg.muted" fontSize="sm">
                {t('crewsToday.when', {
                  start: formatTime(crew.startsAt, language, crew.timeZone),
                  end: formatTime(crew.endsAt, language, crew.timeZone),
                })}
              </Text>
              <Stack gap="1">
                <Text fontWeight="semibold">
                  {t('crewsToday.checkedIn', {
                    count: arrivedOf(crew),
                    members: crew.membersCount,
                  })}
                </Text>
                <Wrap
                  gap="1"
                  as="ul"
                  listStyleType="none"
                  aria-label={t('crewsToday.attendance', { caption: crew.caption })}
                >
                  {crew.lateCount > 0 ? (
                    <Tally
                      palette="orange"
                      text={t('crewsToday.late', { count: crew.lateCount })}
                    />
                  ) : null}
                  {crew.expectedCount > 0 ? (
                    <Tally
                      palette={begun ? 'red' : 'gray'}
                      text={t(begun ? 'crewsToday.missing' : 'crewsToday.expected', {
                        count: crew.expectedCount,
                      })}
                    />
                  ) : null}
                  {crew.noShowCount > 0 ? (
                    <Tally
                      palette="red"
                      text={t('crewsToday.noShow', { count: crew.noShowCount })}
                    />
                  ) : null}
                  {crew.checkedOutCount > 0 ? (
                    <Tally
                      palette="green"
                      text={t('crewsToday.checkedOut', { count: crew.checkedOutCount })}
                    />
                  ) : null}
                </Wrap>
              </Stack>
            </Card.Body>
          </Card.Root>
        );
      }}
    </HomeSection>
  );
}

function Tally({ palette, text }: { palette: string; text: string }) {
  return (
    <Badge as="li" colorPalette={palette} variant="subtle">
      {text}
    </Badge>
  );
}
