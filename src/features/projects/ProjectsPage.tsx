import {
  Badge,
  Button,
  Card,
  Field,
  HStack,
  Input,
  LinkBox,
  LinkOverlay,
  List,
  NativeSelect,
  Stack,
  Switch,
  Text,
} from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useQuery } from 'urql';
import { PROJECT_SORTS, PROJECT_STATUSES } from '../../../machines/projects.types';
import type { ProjectStatus } from '../../../machines/projects.types';
import { graphql } from '../../gql';
import type { ProjectsPageQuery as ProjectsPageData } from '../../gql/graphql';
import { formatDay } from '../../lib/dates/dates';
import { pathTo } from '../../lib/paths';
import { FilterSelect, FilterSheet, captionOptions } from '../../ui/FilterSheet';
import { Pager } from '../../ui/Pager';
import { nativeSelectSlotRecipe, switchSlotRecipe } from '../../ui/lazy-recipes';
import { QueryStates } from '../../ui/states/QueryStates';
import { useOnlineStatus } from '../../ui/states/useOnlineStatus';
import {
  activeFilterCount,
  filterOf,
  readProjectListParams,
  writeProjectListParams,
} from './project-list-params';
import type { ProjectListParams } from './project-list-params';
import { PROJECT_STATUS_PALETTE } from './project-status';

/** Projects a page: enough to fill a phone twice over, small enough to answer at once. */
export const PROJECTS_PAGE_SIZE = 20;
/** How long typing rests before the search goes to the URL (and the server). */
const SEARCH_DEBOUNCE_MS = 300;

const ProjectsPageQuery = graphql(`
  query ProjectsPage(
    $filter: ProjectFilter
    $sort: ProjectSort
    $limit: Int
    $page: Int
    $withOptions: Boolean! = true
  ) {
    projects(filter: $filter, sort: $sort, limit: $limit, page: $page) {
      total
      page
      limit
      items {
        id
        number
        name
        clientMark
        status
        beginDate
        endDate
        company {
          id
          caption
        }
        branch {
          id
          caption
        }
      }
    }
    projectFilterOptions @include(if: $withOptions) {
      companies {
        id
        caption
      }
      branches {
        id
        caption
      }
    }
  }
`);

type ListedProject = ProjectsPageData['projects']['items'][number];

function ProjectCard({ project }: { project: ListedProject }) {
  const { t, i18n } = useTranslation('projects');
  const status = project.status ?? 'confirmed';
  const begin = project.beginDate ? formatDay(project.beginDate, i18n.language) : t('noDate');
  const end = project.endDate ? formatDay(project.endDate, i18n.language) : t('noDate');
  return (
    <LinkBox asChild>
      <Card.Root as="article" size="sm">
        <Card.Body gap="1">
          <HStack justify="space-between" align="start" gap="2">
            <Card.Title as="h2" fontSize="md">
              <LinkOverlay asChild>
                <RouterLink to={pathTo('/projects/:number', { number: project.number })}>
                  {project.name}
                </RouterLink>
              </LinkOverlay>
            </Card.Title>
            <Badge colorPalette={PROJECT_STATUS_PALETTE[status]} flexShrink={0}>
              {t(`list.status.${status}`)}
            </Badge>
          </HStack>
          <Stack gap="0" fontSize="sm" color="fg.muted">
            <Text color="fg">{project.company?.caption}</Text>
            <Text>
              {project.beginDate === project.endDate ? begin : t('list.dateRange', { begin, end })}
            </Text>
            <Text>
              {[
                t('list.numberLabel', { number: project.number }),
                project.clientMark,
                project.branch?.caption,
              ]
                .filter(Boolean)
                .join(' · ')}
            </Text>
          </Stack>
        </Card.Body>
      </Card.Root>
    </LinkBox>
  );
}

type ProjectFilterSheetProps = {
  params: ProjectListParams;
  options: ProjectsPageData['projectFilterOptions'] | undefined;
  onChange: (next: Partial<ProjectListParams>) => void;
};

/** The filters that do not fit on a 360 px screen next to the search: a sheet from the bottom. */
function ProjectFilterSheet({ params, options, onChange }: ProjectFilterSheetProps) {
  const { t } = useTranslation('projects');
  const count = activeFilterCount(params);
  return (
    <FilterSheet
      labels={{
        button: count > 0 ? t('list.filters.buttonWithCount', { count }) : t('list.filters.button'),
        title: t('list.filters.title'),
        clear: t('list.filters.clear'),
        done: t('list.filters.done'),
      }}
      activeCount={count}
      onClear={() =>
        onChange({
          companyId: null,
          branchId: null,
          status: null,
          beginDateFrom: null,
          beginDateTo: null,
          mine: false,
        })
      }
    >
      <FilterSelect
        label={t('list.filters.company')}
        anyLabel={t('list.filters.any')}
        value={params.companyId}
        options={captionOptions(options?.companies)}
        onChange={(companyId) => onChange({ companyId })}
      />
      <FilterSelect
        label={t('list.filters.branch')}
        anyLabel={t('list.filters.any')}
        value={params.branchId}
        options={captionOptions(options?.branches)}
        onChange={(branchId) => onChange({ branchId })}
      />
      <FilterSelect<ProjectStatus>
        label={t('list.filters.status')}
        anyLabel={t('list.filters.any')}
        value={params.status}
        options={PROJECT_STATUSES.map((status) => ({
          value: status,
          caption: t(`list.status.${status}`),
        }))}
        onChange={(status) => onChange({ status })}
      />
      <HStack gap="3" align="start">
        <Field.Root>
          <Field.Label>{t('list.filters.beginFrom')}</Field.Label>
          <Input
            type="date"
            value={params.beginDateFrom ?? ''}
            onChange={(event) => onChange({ beginDateFrom: event.currentTarget.value || null })}
          />
        </Field.Root>
        <Field.Root>
          <Field.Label>{t('list.filters.beginTo')}</Field.Label>
          <Input
            type="date"
            value={params.beginDateTo ?? ''}
            onChange={(event) => onChange({ beginDateTo: event.currentTarget.value || null })}
          />
        </Field.Root>
      </HStack>
      <Switch.Root
        recipe={switchSlotRecipe}
        checked={params.mine}
        onCheckedChange={(details) => onChange({ mine: details.checked })}
      >
        <Switch.HiddenInput />
        <Switch.Control />
        <Switch.Label>{t('list.filters.mine')}</Switch.Label>
      </Switch.Root>
    </FilterSheet>
  );
}

/** The search field: typing rests SEARCH_DEBOUNCE_MS before the URL (and the server) follow. */
function SearchField({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  const { t } = useTranslation('projects');
  const [text, setText] = useState(value);
  // The URL changed elsewhere (back button, a shared link): the field follows.
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (text.trim() === value.trim()) return undefined;
    const timer = setTimeout(() => onSearch(text), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);
  return (
    <Input
      type="search"
      value={text}
      onChange={(event) => setText(event.currentTarget.value)}
      placeholder={t('list.searchPlaceholder')}
      aria-label={t('list.search')}
      enterKeyHint="search"
    />
  );
}

function ProjectsPager({ params, total }: { params: ProjectListParams; total: number }) {
  const { t } = useTranslation('projects');
  const pages = Math.max(1, Math.ceil(total / PROJECTS_PAGE_SIZE));
  return (
    <Pager
      page={params.page}
      pages={pages}
      hrefOf={(page) => `?${writeProjectListParams({ ...params, page }).toString()}`}
      labels={{
        paging: t('list.paging'),
        previous: t('list.previous'),
        next: t('list.next'),
        pageOf: t('list.pageOf', { page: params.page, pages }),
      }}
    />
  );
}

/**
 * /projects for planners (the tenant's) and clients (their company's): search, filters and sort in
 * the URL, a page of cards that link to /projects/{number}.
 */
export function ProjectsPage() {
  const { t } = useTranslation('projects');
  const [search, setSearch] = useSearchParams();
  const params = readProjectListParams(search);
  const online = useOnlineStatus();
  // The filter sheet's companies and branches come with the screen's first list only: every later
  // filter, sort or page asks for the list alone (one api call instead of three in the
  // bench), and the sheet keeps the options it was given. The list the screen opened with asks for
  // them again, so going back to it is answered from the cache as it was.
  const [options, setOptions] = useState<ProjectsPageData['projectFilterOptions']>();
  const openedWith = useRef(search.toString());
  const [result, reexecute] = useQuery({
    query: ProjectsPageQuery,
    variables: {
      filter: filterOf(params),
      sort: params.sort,
      limit: PROJECTS_PAGE_SIZE,
      page: params.page,
      withOptions: options === undefined || search.toString() === openedWith.current,
    },
  });
  const loadedOptions = result.data?.projectFilterOptions;
  useEffect(() => {
    if (loadedOptions) setOptions(loadedOptions);
  }, [loadedOptions]);

  // Every change of a filter starts at page 1; typing replaces the history entry, a filter adds one.
  const change = (next: Partial<ProjectListParams>, replace = false) =>
    setSearch(writeProjectListParams({ ...params, ...next, page: 1 }), { replace });
  const onSearch = (q: string) => change({ q }, true);

  const data = result.data;
  const filtered = params.q.trim() !== '' || activeFilterCount(params) > 0;
  return (
    <Stack gap="4">
      <HStack gap="2">
        <SearchField value={params.q} onSearch={onSearch} />
        <ProjectFilterSheet
          params={params}
          options={data?.projectFilterOptions ?? options}
          onChange={(next) => change(next)}
        />
      </HStack>
      <HStack justify="space-between" gap="2">
        <Text fontSize="sm" color="fg.muted" aria-live="polite">
          {data ? t('list.count', { count: data.projects.total }) : null}
        </Text>
        <NativeSelect.Root recipe={nativeSelectSlotRecipe} size="sm" width="auto">
          <NativeSelect.Field
            aria-label={t('list.sort.label')}
            value={params.sort}
            onChange={(event) =>
              change({ sort: event.currentTarget.value as ProjectListParams['sort'] })
            }
          >
            {PROJECT_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(`list.sort.${sort}`)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </HStack>
      {!online && data ? (
        <Text role="status" fontSize="sm" bg="bg.muted" paddingX="3" paddingY="2" rounded="l2">
          {t('list.offline')}
        </Text>
      ) : null}
      <QueryStates
        result={result}
        loading={t('list.loading')}
        loadingRows={5}
        error={t('list.error')}
        onRetry={() => reexecute({ requestPolicy: 'network-only' })}
        forbidden={t('list.noAccess')}
        empty={{
          message: t('list.empty'),
          description: filtered ? t('list.emptyFiltered') : undefined,
          action: filtered ? (
            <Button variant="outline" onClick={() => setSearch(new URLSearchParams())}>
              {t('list.filters.clearAll')}
            </Button>
          ) : undefined,
        }}
        isEmpty={(loaded) => loaded.projects.items.length === 0}
      >
        {(loaded) => (
          <Stack gap="4">
            <List.Root variant="plain" gap="2">
              {loaded.projects.items.map((project) => (
                <List.Item key={project.id} display="block">
                  <ProjectCard project={project} />
                </List.Item>
              ))}
            </List.Root>
            <ProjectsPager params={params} total={loaded.projects.total} />
          </Stack>
        )}
      </QueryStates>
    </Stack>
  );
}
