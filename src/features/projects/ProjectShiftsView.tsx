import { Badge, Card, Heading, HStack, List, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import type { ProjectView } from '../../../machines/projectPage.types';
import { graphql } from '../../gql';
import { formatLongDay, formatTime } from '../../lib/dates/dates';
import { shiftZoneLabel } from '../../lib/dates/venue-time';
import { VenueTimeNote } from '../../lib/dates/VenueTimeNote';
import {
  LinkOrText,
  useProjectPageRights,
  ViewFrame,
  useNumber,
  byDay,
} from './project-page-frame';

const ShiftsQuery = graphql(`
  query ProjectShiftsView($number: String!) {
    project(number: $number) {
      ...ProjectPageHeader
      crews {
        id
        caption
        startsAt
        endsAt
        timeZone
        location {
          id
          caption
        }
        crewChief {
          id
          caption
        }
        functions {
          function {
            id
            caption
          }
          startsAt
          endsAt
          amount
          filled
          open
        }
      }
    }
  }
`);

export function ShiftsView({ views }: { views: readonly ProjectView[] }) {
  const { t, i18n } = useTranslation('projects');
  const number = useNumber();
  const rights = useProjectPageRights();
  const [result, reexecute] = useQuery({ query: ShiftsQuery, variables: { number } });
  // A crew's times and its rows' are the crew's venue's (decision 248).
  const time = (start: string, end: string, zone: string, zoneLabel: string | null) =>
    t('page.timeRange', {
      start: formatTime(start, i18n.language, zone),
      end: formatTime(end, i18n.language, zone),
    }) + (zoneLabel ? ` ${zoneLabel}` : '');
  return (
    <ViewFrame
      view="shifts"
      views={views}
      result={result}
      onRetry={() => reexecute({ requestPolicy: 'network-only' })}
    >
      {(project) =>
        project.crews.length === 0 ? (
          <Text color="fg.muted">{t('page.shifts.empty')}</Text>
        ) : (
          <Stack gap="5">
            <VenueTimeNote shifts={project.crews} />
            {byDay(project.crews).map((group) => (
              <Stack
                as="section"
                key={group.day}
                gap="2"
                aria-label={formatLongDay(group.day, i18n.language)}
              >
                <Heading as="h3" size="sm">
                  {formatLongDay(group.day, i18n.language)}
                </Heading>
                {group.items.map((crew) => (
                  <Card.Root key={crew.id} as="article" size="sm">
                    <Card.Body gap="2">
                      <Card.Title as="h4" fontSize="md">
                        <LinkOrText to={rights.crewLink(crew.id, crew.crewChief?.id)}>
                          {crew.caption}
                        </LinkOrText>
                      </Card.Title>
                      <Stack gap="0" fontSize="sm" color="fg.muted">
                        <Text>
                          {time(
                            crew.startsAt,
                            crew.endsAt,
                            crew.timeZone,
                            shiftZoneLabel(crew, project.crews, i18n.language),
                          )}
                        </Text>
                        <Text>
                          {crew.location ? (
                            <LinkOrText to={rights.locationLink(crew.location.id)}>
                              {crew.location.caption}
                            </LinkOrText>
                          ) : (
                            t('page.shifts.noLocation')
                          )}
                        </Text>
                        <Text>
                          {crew.crewChief
                            ? t('page.shifts.crewChief', { name: crew.crewChief.caption })
                            : t('page.shifts.noChief')}
                        </Text>
                      </Stack>
                      {crew.functions.length === 0 ? (
                        <Text fontSize="sm">{t('page.shifts.noRows')}</Text>
                      ) : (
                        <List.Root variant="plain" gap="1" fontSize="sm">
                          {crew.functions.map((row) => (
                            <List.Item
                              key={`${row.function.id} ${row.startsAt} ${row.endsAt}`}
                              display="block"
                            >
                              <HStack justify="space-between" gap="2" flexWrap="wrap">
                                <Text fontWeight="semibold">{row.function.caption}</Text>
                                <Text color="fg.muted">
                                  {time(
                                    row.startsAt,
                                    row.endsAt,
                                    crew.timeZone,
                                    shiftZoneLabel(
                                      { startsAt: row.startsAt, timeZone: crew.timeZone },
                                      project.crews,
                                      i18n.language,
                                    ),
                                  )}
                                </Text>
                              </HStack>
                              <HStack gap="2" flexWrap="wrap">
                                <Text>{t('page.shifts.rows', { count: row.amount })}</Text>
                                <Badge colorPalette="green">
                                  {t('page.shifts.filled', { count: row.filled })}
                                </Badge>
                                <Badge colorPalette={row.open > 0 ? 'orange' : 'gray'}>
                                  {t('page.shifts.open', { count: row.open })}
                                </Badge>
                              </HStack>
                            </List.Item>
                          ))}
                        </List.Root>
                      )}
                    </Card.Body>
                  </Card.Root>
                ))}
              </Stack>
            ))}
          </Stack>
        )
      }
    </ViewFrame>
  );
}
