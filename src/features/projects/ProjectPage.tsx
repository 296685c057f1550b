import {
  Badge,
  Box,
  Card,
  DataList,
  Heading,
  HStack,
  Link,
  List,
  Stack,
  Text,
} from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import { useQuery } from 'urql';
import { PROJECT_VIEWS } from '../../../machines/projectPage.types';
import type { ProjectView } from '../../../machines/projectPage.types';
import type { ProjectStatus } from '../../../machines/projects.types';
import { graphql } from '../../gql';
import { dayOf, formatDay, formatLongDay, formatShortDay, formatTime } from '../../lib/dates/dates';
import { shiftZoneLabel } from '../../lib/dates/venue-time';
import { VenueTimeNote } from '../../lib/dates/VenueTimeNote';
import { PATHS } from '../../lib/paths';
import { hasAction } from '../../lib/rights';
import { useLinkTo } from '../../lib/routing/useLinkTo';
import { useSession } from '../../lib/session/useSession';
import { QueryStates } from '../../ui/states/QueryStates';
import { useOnlineStatus } from '../../ui/states/useOnlineStatus';
import { formatHours } from './project-format';
import { formatMoney } from '../../lib/numbers/money';
import { ProjectActions } from './ProjectActions';
import { ProjectLogo } from './ProjectLogo';

// /projects/{number} (issue 11 §2): the project's profile, shifts, crew and cost, one GraphQL
// operation per view (decision 147). The views switch with real links (?view=…), so a view can be
// shared and survives a reload; the cost view exists only with rateCards READ.

export const ProjectPageHeaderFragment = graphql(`
  fragment ProjectPageHeader on Project {
    id
    number
    name
    status
    company {
      id
      caption
    }
  }
`);

const ProfileQuery = graphql(`
  query ProjectProfileView($number: String!) {
    project(number: $number) {
      ...ProjectPageHeader
      clientMark
      reference
      comment
      beginDate
      endDate
      branch {
        id
        caption
      }
      manager {
        id
        caption
      }
      rateCard {
        id
        name
        currency
      }
      cateringType {
        id
        caption
      }
      locations {
        id
        caption
      }
    }
  }
`);

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

const CostQuery = graphql(`
  query ProjectCostView($number: String!, $timeZone: String) {
    project(number: $number) {
      ...ProjectPageHeader
      cost(timeZone: $timeZone) {
        rateCardCaption
        currency
        byFunction {
          function {
            id
            caption
          }
          hourlyRateCents
          amounts {
            ...ProjectCostAmountsFields
          }
        }
        byDay {
          day
          amounts {
            ...ProjectCostAmountsFields
          }
        }
        total {
          ...ProjectCostAmountsFields
        }
      }
    }
  }
  fragment ProjectCostAmountsFields on ProjectCostAmounts {
    plannedMinutes
    workedMinutes
    plannedCents
    workedCents
    unratedPlannedMinutes
    unratedWorkedMinutes
  }
`);

type Header = {
  name: string;
  number: string;
  status: ProjectStatus | null;
  company: { caption: string } | null;
};

const statusPalette: Record<ProjectStatus, string> = {
  inquiry: 'purple',
  option: 'orange',
  confirmed: 'green',
  completed: 'gray',
  cancelled: 'red',
};

const itemPalette: Record<string, string> = {
  pending: 'orange',
  confirmed: 'green',
  notNeeded: 'gray',
  noShow: 'red',
  cancelled: 'red',
};

/** A link where the viewer may open it, else the text alone. */
function LinkOrText({ to, children }: { to: string | null; children: ReactNode }) {
  if (to === null) return <>{children}</>;
  return (
    <Link asChild>
      <RouterLink to={to}>{children}</RouterLink>
    </Link>
  );
}

/** What the viewer may see and open on this page, from the session's rights (SPEC.md §5, §6). */
export function useProjectPageRights() {
  const { session } = useSession();
  const rights = session?.userRights ?? {};
  const isProjectSession = session?.type === 'project';
  const isClient = session?.loginData.loginTypes.some((type) => type.caption === 'client') ?? false;
  const readsCrews = hasAction(rights, 'crews', 'READ');
  const readsAllCrews = hasAction(rights, 'crews', 'READ', 'ALL');
  const personId = session?.loginData.person?.id ?? null;
  const linkTo = useLinkTo();
  // Whose crews the api shows (ownership, which the guard cannot know) decides here; the guard's
  // rule decides the rest through linkTo (decision 249).
  const opensLocations = readsCrews && (readsAllCrews || isProjectSession || isClient);
  return {
    canSeeCost: hasAction(rights, 'rateCards', 'READ'),
    canContact: hasAction(rights, 'crewProfile', 'CONTACT'),
    /** A crew page opens for crews READ ALL, the project's session, its client, or the crew's chief. */
    crewLink: (crewId: string, crewChiefId: string | null | undefined) =>
      readsCrews &&
      (readsAllCrews ||
        isProjectSession ||
        isClient ||
        (personId !== null && crewChiefId === personId))
        ? linkTo(PATHS.crew, { id: crewId })
        : null,
    locationLink: (locationId: string) =>
      opensLocations ? linkTo(PATHS.location, { id: locationId }) : null,
    /** The project's and its company's documents (projectAttachments READ; the guard keeps a project session out). */
    documentsLink: (number: string) =>
      hasAction(rights, 'projectAttachments', 'READ')
        ? linkTo(PATHS.projectDocuments, { number })
        : null,
    contactLink: (number: string) => linkTo(PATHS.projectContactProjectManager, { number }),
  };
}

function ProjectHeader({ project }: { project: Header }) {
  const { t } = useTranslation('projects');
  const status = project.status;
  return (
    <Stack gap="1">
      <HStack justify="space-between" align="start" gap="2">
        <Heading as="h2" size="lg">
          {project.name}
        </Heading>
        {status ? (
          <Badge colorPalette={statusPalette[status]} flexShrink={0}>
            {t(`list.status.${status}`)}
          </Badge>
        ) : null}
      </HStack>
      <Text fontSize="sm" color="fg.muted">
        {[project.company?.caption, t('list.numberLabel', { number: project.number })]
          .filter(Boolean)
          .join(' · ')}
      </Text>
    </Stack>
  );
}

/** The four views as links (a horizontal strip that scrolls when it does not fit 360 px). */
function ViewLinks({ view, views }: { view: ProjectView; views: readonly ProjectView[] }) {
  const { t } = useTranslation('projects');
  return (
    <Box as="nav" aria-label={t('page.views.label')} overflowX="auto" borderBottomWidth="1px">
      <HStack as="ul" gap="0" listStyleType="none" margin="0" padding="0" minWidth="max-content">
        {views.map((name) => {
          const active = name === view;
          return (
            <Box as="li" key={name}>
              <Link
                asChild
                display="block"
                paddingX="3"
                paddingY="2"
                minHeight="44px"
                fontWeight={active ? 'semibold' : 'normal'}
                color={active ? 'fg' : 'fg.muted'}
                borderBottomWidth="3px"
                borderColor={active ? 'colorPalette.solid' : 'transparent'}
                textDecoration="none"
              >
                <RouterLink
                  to={name === 'profile' ? '?' : `?view=${name}`}
                  aria-current={active ? 'page' : undefined}
                  replace
                >
                  {t(`page.views.${name}`)}
                </RouterLink>
              </Link>
            </Box>
          );
        })}
      </HStack>
    </Box>
  );
}

/** The view in the URL; the profile when none, an unknown one, or the cost without the right. */
export function viewOf(search: URLSearchParams, canSeeCost: boolean): ProjectView {
  const asked = search.get('view');
  const view = PROJECT_VIEWS.find((name) => name === asked) ?? 'profile';
  return view === 'cost' && !canSeeCost ? 'profile' : view;
}

export function ProjectPage() {
  const [search] = useSearchParams();
  const rights = useProjectPageRights();
  const view = viewOf(search, rights.canSeeCost);
  const views = PROJECT_VIEWS.filter((name) => name !== 'cost' || rights.canSeeCost);
  return (
    <Stack gap="4">
      {view === 'profile' ? <ProfileView views={views} /> : null}
      {view === 'shifts' ? <ShiftsView views={views} /> : null}
      {view === 'crew' ? <CrewView views={views} /> : null}
      {view === 'cost' ? <CostView views={views} /> : null}
    </Stack>
  );
}

type ViewResult<T> = Parameters<typeof QueryStates<T>>[0]['result'];

/** A view's frame: the shared states, then the header, the view links and the view's content. */
function ViewFrame<T extends { project: (Header & object) | null }>({
  view,
  views,
  result,
  onRetry,
  children,
}: {
  view: ProjectView;
  views: readonly ProjectView[];
  result: ViewResult<T>;
  onRetry: () => void;
  children: (project: NonNullable<T['project']>) => ReactNode;
}) {
  const { t } = useTranslation('projects');
  const online = useOnlineStatus();
  return (
    <>
      {/* The view links stay while a view loads; a project that is not there (or failed) has none. */}
      {result.data?.project || (result.fetching && !result.error) ? (
        <ViewLinks view={view} views={views} />
      ) : null}
      {!online && result.data?.project ? (
        <Text role="status" fontSize="sm" bg="bg.muted" paddingX="3" paddingY="2" rounded="l2">
          {t('page.offline')}
        </Text>
      ) : null}
      <QueryStates
        result={{ ...result, data: result.data?.project ?? (result.data ? null : undefined) }}
        loading={t('loading')}
        loadingRows={3}
        error={t('error')}
        onRetry={onRetry}
        empty={{ message: t('notFound') }}
      >
        {(project) => (
          <Stack gap="4">
            <ProjectHeader project={project as Header} />
            {children(project as NonNullable<T['project']>)}
          </Stack>
        )}
      </QueryStates>
    </>
  );
}

function useNumber(): string {
  return useParams().number ?? '';
}

function ProfileView({ views }: { views: readonly ProjectView[] }) {
  const { t, i18n } = useTranslation('projects');
  const number = useNumber();
  const rights = useProjectPageRights();
  const [result, reexecute] = useQuery({ query: ProfileQuery, variables: { number } });
  const none = t('page.profile.none');
  const day = (date: string | null | undefined) => (date ? formatDay(date, i18n.language) : none);
  return (
    <ViewFrame
      view="profile"
      views={views}
      result={result}
      onRetry={() => reexecute({ requestPolicy: 'network-only' })}
    >
      {(project) => {
        const rows: Array<[string, ReactNode]> = [
          [t('page.profile.company'), project.company?.caption ?? none],
          [t('page.profile.clientMark'), project.clientMark || none],
          [t('page.profile.name'), project.name],
          [t('page.profile.begin'), day(project.beginDate)],
          [t('page.profile.end'), day(project.endDate)],
          [t('page.profile.reference'), project.reference || none],
          [t('page.profile.rateCard'), project.rateCard?.name ?? none],
          [t('page.profile.branch'), project.branch?.caption ?? none],
          [t('page.profile.catering'), project.cateringType?.caption ?? none],
          [
            t('page.profile.manager'),
            project.manager ? (
              <LinkOrText to={rights.contactLink(project.number)}>
                {project.manager.caption}
              </LinkOrText>
            ) : (
              none
            ),
          ],
          [
            t('page.profile.locations'),
            project.locations && project.locations.length > 0 ? (
              <List.Root variant="plain" gap="1">
                {project.locations.map((location) => (
                  <List.Item key={location.id}>
                    <LinkOrText to={rights.locationLink(location.id)}>
                      {location.caption}
                    </LinkOrText>
                  </List.Item>
                ))}
              </List.Root>
            ) : (
              none
            ),
          ],
          [t('page.profile.status'), project.status ? t(`list.status.${project.status}`) : none],
          [
            t('page.profile.comment'),
            project.comment ? <Text whiteSpace="pre-wrap">{project.comment}</Text> : none,
          ],
        ];
        const documentsLink = rights.documentsLink(project.number);
        return (
          <Stack gap="4">
            <ProjectLogo project={project} />
            {documentsLink ? (
              <Link asChild alignSelf="start">
                <RouterLink to={documentsLink}>{t('page.profile.documents')}</RouterLink>
              </Link>
            ) : null}
            <DataList.Root orientation="horizontal" gap="3">
              {rows.map(([label, value]) => (
                <DataList.Item key={label}>
                  <DataList.ItemLabel>{label}</DataList.ItemLabel>
                  <DataList.ItemValue>{value}</DataList.ItemValue>
                </DataList.Item>
              ))}
            </DataList.Root>
            {/* Keyed by the project: after a copy opens, the copy form of the original is gone. */}
            <ProjectActions key={project.id} project={project} />
          </Stack>
        );
      }}
    </ViewFrame>
  );
}

/** Items grouped by the day they start on at their venue (decision 248), in the order given. */
function byDay<T extends { startsAt: string; timeZone: string }>(
  items: readonly T[],
): Array<{ day: string; items: T[] }> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const day = dayOf(item.startsAt, item.timeZone);
    const group = groups.get(day) ?? [];
    group.push(item);
    groups.set(day, group);
  }
  return [...groups.entries()].map(([day, grouped]) => ({ day, items: grouped }));
}

function ShiftsView({ views }: { views: readonly ProjectView[] }) {
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

function CrewView({ views }: { views: readonly ProjectView[] }) {
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

type Amounts = {
  plannedMinutes: number;
  workedMinutes: number;
  plannedCents: number;
  workedCents: number;
  unratedPlannedMinutes: number;
  unratedWorkedMinutes: number;
};

function AmountsRows({ amounts, currency }: { amounts: Amounts; currency: string }) {
  const { t, i18n } = useTranslation('projects');
  const line = (label: string, minutes: number, cents: number, unrated: number) => (
    <HStack justify="space-between" gap="2" flexWrap="wrap">
      <Text>{label}</Text>
      <Text>
        {t('page.cost.hoursAndMoney', {
          hours: formatHours(minutes, i18n.language),
          money: formatMoney(cents, currency, i18n.language),
        })}
        {unrated > 0 ? (
          <Badge marginStart="2" colorPalette="orange">
            {t('page.cost.unrated', { hours: formatHours(unrated, i18n.language) })}
          </Badge>
        ) : null}
      </Text>
    </HStack>
  );
  return (
    <Stack gap="0" fontSize="sm">
      {line(
        t('page.cost.planned'),
        amounts.plannedMinutes,
        amounts.plannedCents,
        amounts.unratedPlannedMinutes,
      )}
      {line(
        t('page.cost.worked'),
        amounts.workedMinutes,
        amounts.workedCents,
        amounts.unratedWorkedMinutes,
      )}
    </Stack>
  );
}

/** The viewer's time zone (luxon's default: the profile's, else the device's): the cost's days. */
function viewerZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

function CostView({ views }: { views: readonly ProjectView[] }) {
  const { t, i18n } = useTranslation('projects');
  const number = useNumber();
  const [result, reexecute] = useQuery({
    query: CostQuery,
    variables: { number, timeZone: viewerZone() },
  });
  return (
    <ViewFrame
      view="cost"
      views={views}
      result={result}
      onRetry={() => reexecute({ requestPolicy: 'network-only' })}
    >
      {({ cost }) => (
        <Stack gap="5">
          <Text fontSize="sm" color="fg.muted">
            {cost.rateCardCaption
              ? t('page.cost.rateCard', { name: cost.rateCardCaption })
              : t('page.cost.noRateCard')}
          </Text>
          <Card.Root as="section" size="sm" aria-label={t('page.cost.total')}>
            <Card.Body gap="2">
              <Heading as="h3" size="sm">
                {t('page.cost.total')}
              </Heading>
              <AmountsRows amounts={cost.total} currency={cost.currency} />
            </Card.Body>
          </Card.Root>
          {cost.byFunction.length === 0 ? (
            <Text color="fg.muted">{t('page.cost.empty')}</Text>
          ) : (
            <>
              <Stack as="section" gap="2" aria-label={t('page.cost.byFunction')}>
                <Heading as="h3" size="sm">
                  {t('page.cost.byFunction')}
                </Heading>
                <List.Root variant="plain" gap="2">
                  {cost.byFunction.map((row) => (
                    <List.Item
                      key={row.function.id}
                      display="block"
                      borderWidth="1px"
                      rounded="l2"
                      padding="2"
                    >
                      <HStack justify="space-between" gap="2">
                        <Text fontWeight="semibold">{row.function.caption}</Text>
                        {row.hourlyRateCents === null ? (
                          <Badge colorPalette="orange">{t('page.cost.noRate')}</Badge>
                        ) : (
                          <Text fontSize="sm" color="fg.muted">
                            {t('page.cost.perHour', {
                              rate: formatMoney(row.hourlyRateCents, cost.currency, i18n.language),
                            })}
                          </Text>
                        )}
                      </HStack>
                      <AmountsRows amounts={row.amounts} currency={cost.currency} />
                    </List.Item>
                  ))}
                </List.Root>
              </Stack>
              <Stack as="section" gap="2" aria-label={t('page.cost.byDay')}>
                <Heading as="h3" size="sm">
                  {t('page.cost.byDay')}
                </Heading>
                <List.Root variant="plain" gap="2">
                  {cost.byDay.map((row) => (
                    <List.Item
                      key={row.day}
                      display="block"
                      borderWidth="1px"
                      rounded="l2"
                      padding="2"
                    >
                      <Text fontWeight="semibold">{formatLongDay(row.day, i18n.language)}</Text>
                      <AmountsRows amounts={row.amounts} currency={cost.currency} />
                    </List.Item>
                  ))}
                </List.Root>
              </Stack>
            </>
          )}
        </Stack>
      )}
    </ViewFrame>
  );
}
