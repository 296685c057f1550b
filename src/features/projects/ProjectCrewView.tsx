import { Badge, Heading, HStack, Link, List, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import type { ProjectView } from '../../../machines/projectPage.types';
import { graphql } from '../../gql';
import { formatShortDay, formatTime } from '../../lib/dates/dates';
import { shiftZoneLabel } from '../../lib/dates/venue-time';
import { VenueTimeNote } from '../../lib/dates/VenueTimeNote';
import {
  itemPalette,
  useProjectPageRights,
  ViewFrame,
  useNumber,
  byDay,
} from './project-page-frame';

const CrewQuery = graphql(`
  query ProjectCrewView($number: String!) {
    project(number: $number) {
      ...ProjectPageHeader
      bookedCrew {
        id
        status
        startsAt
        endsAt
        timeZone
        person {
          id
          caption
          phone
          email
        }
        function {
          id
          caption
        }
        crew {
          id
          caption
        }
      }
    }
  }
`);

export function CrewView({ views }: { views: readonly ProjectView[] }) {
  const { t, i18n } = useTranslation('projects');
  const number = useNumber();
  const rights = useProjectPageRights();
  const [result, reexecute] = useQuery({ query: CrewQuery, variables: { number } });
  return (
    <ViewFrame
      view="crew"
      views={views}
      result={result}
      onRetry={() => reexecute({ requestPolicy: 'network-only' })}
    >
      {(project) => {
        if (project.bookedCrew.length === 0)
          return <Text color="fg.muted">{t('page.crew.empty')}</Text>;
        const functions = new Map<
          string,
          { caption: string; bookings: typeof project.bookedCrew }
        >();
        for (const booking of project.bookedCrew) {
          const group = functions.get(booking.function.id) ?? {
            caption: booking.function.caption,
            bookings: [],
          };
          group.bookings.push(booking);
          functions.set(booking.function.id, group);
        }
        return (
          <Stack gap="5">
            <VenueTimeNote shifts={project.bookedCrew} />
            {[...functions.entries()].map(([id, group]) => (
              <Stack as="section" key={id} gap="2" aria-label={group.caption}>
                <Heading as="h3" size="sm">
                  {t('page.crew.functionCount', {
                    name: group.caption,
                    count: group.bookings.length,
                  })}
                </Heading>
                {byDay(group.bookings).map((day) => (
                  <Stack key={day.day} gap="1">
                    <Heading as="h4" size="xs" color="fg.muted">
                      {formatShortDay(
                        day.items[0]?.startsAt ?? day.day,
                        i18n.language,
                        day.items[0]?.timeZone,
                      )}
                    </Heading>
                    <List.Root variant="plain" gap="2">
                      {day.items.map((booking) => (
                        <List.Item
                          key={booking.id}
                          display="block"
                          borderWidth="1px"
                          rounded="l2"
                          padding="2"
                        >
                          <HStack justify="space-between" gap="2" align="start">
                            <Stack gap="0">
                              <Text fontWeight="semibold">{booking.person.caption}</Text>
                              <Text fontSize="sm" color="fg.muted">
                                {t('page.timeRange', {
                                  start: formatTime(
                                    booking.startsAt,
                                    i18n.language,
                                    booking.timeZone,
                                  ),
                                  end: formatTime(booking.endsAt, i18n.language, booking.timeZone),
                                })}
                                {shiftZoneLabel(booking, project.bookedCrew, i18n.language)
                                  ? ` ${shiftZoneLabel(booking, project.bookedCrew, i18n.language)}`
                                  : ''}
                                {' · '}
                                {booking.crew.caption}
                              </Text>
                            </Stack>
                            <Badge
                              colorPalette={itemPalette[booking.status] ?? 'gray'}
                              flexShrink={0}
                            >
                              {t(`page.crew.status.${booking.status}`)}
                            </Badge>
                          </HStack>
                          {rights.canContact && (booking.person.phone || booking.person.email) ? (
                            <HStack gap="4" fontSize="sm" marginTop="1">
                              {booking.person.phone ? (
                                <Link href={`tel:${booking.person.phone.replace(/\s+/g, '')}`}>
                                  {t('page.crew.call', { name: booking.person.caption })}
                                </Link>
                              ) : null}
                              {booking.person.email ? (
                                <Link href={`mailto:${booking.person.email}`}>
                                  {t('page.crew.mail', { name: booking.person.caption })}
                                </Link>
                              ) : null}
                            </HStack>
                          ) : null}
                        </List.Item>
                      ))}
                    </List.Root>
                  </Stack>
                ))}
              </Stack>
            ))}
          </Stack>
        );
      }}
    </ViewFrame>
  );
}
