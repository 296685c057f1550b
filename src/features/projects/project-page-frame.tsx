import { Badge, Box, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { ProjectView } from '../../../machines/projectPage.types';
import type { ProjectStatus } from '../../../machines/projects.types';
import { graphql } from '../../gql';
import { dayOf } from '../../lib/dates/dates';
import { PATHS } from '../../lib/paths';
import { hasAction } from '../../lib/rights';
import { useLinkTo } from '../../lib/routing/useLinkTo';
import { useSession } from '../../lib/session/useSession';
import { QueryStates } from '../../ui/states/QueryStates';
import { useOnlineStatus } from '../../ui/states/useOnlineStatus';

// The project page's frame, shared by its views: the header, the view links, the rights that
// decide which links the viewer gets, and the helpers the views share.

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

export type Header = {
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

export const itemPalette: Record<string, string> = {
  pending: 'orange',
  confirmed: 'green',
  notNeeded: 'gray',
  noShow: 'red',
  cancelled: 'red',
};

/** A link where the viewer may open it, else the text alone. */
export function LinkOrText({ to, children }: { to: string | null; children: ReactNode }) {
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

export type ViewResult<T> = Parameters<typeof QueryStates<T>>[0]['result'];

/** A view's frame: the shared states, then the header, the view links and the view's content. */
export function ViewFrame<T extends { project: (Header & object) | null }>({
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

export function useNumber(): string {
  return useParams().number ?? '';
}

/** Items grouped by the day they start on at their venue (decision 248), in the order given. */
export function byDay<T extends { startsAt: string; timeZone: string }>(
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
