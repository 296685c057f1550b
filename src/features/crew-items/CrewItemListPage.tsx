import { Box, Button, HStack, Link, List, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { allowedCrewItemActions, CREW_ITEM_ACTIONS } from '../../../machines/crewItemActions';
import type { CrewItemAction } from '../../../machines/crewItemActions';
import { QueryStates } from '../../ui/states/QueryStates';
import { useOnlineStatus } from '../../ui/states/useOnlineStatus';
import { shiftZoneLabel } from '../../lib/dates/venue-time';
import { VenueTimeNote } from '../../lib/dates/VenueTimeNote';
import { CrewItemCard } from './CrewItemCard';
import { CrewItemFilterSheet } from './CrewItemFilterSheet';
import { CrewItemSheet } from './CrewItemSheet';
import {
  activeFilterCount,
  readCrewItemListParams,
  writeCrewItemListParams,
} from './crew-item-list-params';
import type { CrewItemListParams } from './crew-item-list-params';
import { CREW_ITEMS_PAGE_SIZE, useCrewItemList } from './useCrewItemList';
import type { ListedCrewItem } from './useCrewItemList';
import { factsOf, useCrewItemActions } from './useCrewItemActions';
import { appClock } from '../../lib/clock/clock';

function Pager({ params, total }: { params: CrewItemListParams; total: number }) {
  const { t } = useTranslation('crew-items');
  const pages = Math.max(1, Math.ceil(total / CREW_ITEMS_PAGE_SIZE));
  if (pages <= 1) return null;
  const linkTo = (page: number) =>
    `?${writeCrewItemListParams({ ...params, item: null, page }).toString()}`;
  return (
    <HStack as="nav" aria-label={t('list.paging')} justify="space-between" gap="2">
      {params.page > 1 ? (
        <Link asChild>
          <RouterLink to={linkTo(params.page - 1)}>{t('list.previous')}</RouterLink>
        </Link>
      ) : (
        <span />
      )}
      <Text fontSize="sm" color="fg.muted">
        {t('list.pageOf', { page: params.page, pages })}
      </Text>
      {params.page < pages ? (
        <Link asChild>
          <RouterLink to={linkTo(params.page + 1)}>{t('list.next')}</RouterLink>
        </Link>
      ) : (
        <span />
      )}
    </HStack>
  );
}

type Failure = { id: string; label: string; reason: string };

/**
 * /planning-crew-item-list (client with planningCrewItemList, and planners, api/routes/crew-items/README.md, Rights): crew
 * items across projects, filtered in the URL, each with the status actions crewItemStatusMachine
 * allows, several at once where it helps; ?item=<id> opens one item's sheet with its audit trail.
 */
export function CrewItemListPage() {
  const { t, i18n } = useTranslation('crew-items');
  const [search, setSearch] = useSearchParams();
  const params = readCrewItemListParams(search);
  const online = useOnlineStatus();
  const listSearch = writeCrewItemListParams({ ...params, item: null }).toString();
  const { result, refresh, options } = useCrewItemList(params, listSearch);
  const { optimistic, run, runMany } = useCrewItemActions();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [failures, setFailures] = useState<Failure[]>([]);

  const change = (next: Partial<CrewItemListParams>) => {
    setSelected(new Set());
    setFailures([]);
    setSearch(writeCrewItemListParams({ ...params, ...next, page: 1 }));
  };
  const sheetHref = (id: string) =>
    `?${writeCrewItemListParams({ ...params, item: id }).toString()}`;
  const closeSheet = () => setSearch(writeCrewItemListParams({ ...params, item: null }));

  const items = (result.data?.crewItems.items ?? []).map((item) => ({
    ...item,
    status: optimistic[item.id] ?? item.status,
  }));
  const chosen = items.filter((item) => selected.has(item.id));
  const now = appClock.now().toISOString();
  const bulkActions = CREW_ITEM_ACTIONS.filter((action) =>
    chosen.some((item) => allowedCrewItemActions(item.status, factsOf(item), now).includes(action)),
  );
  const runBulk = async (action: CrewItemAction) => {
    const outcome = await runMany(chosen, action);
    setFailures(
      outcome.failures.map(({ item, label, reason }) => ({ id: item.id, label, reason })),
    );
    setSelected(new Set(outcome.failures.map(({ item }) => item.id)));
  };
  const select = (item: ListedCrewItem, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(item.id);
      else next.delete(item.id);
      return next;
    });

  const filtered = activeFilterCount(params) > 0;
  return (
    <Stack gap="4">
      <HStack justify="space-between" gap="2">
        <Stack gap="0">
          {/* What the list shows without a day to start from (api/routes/crew-items/README.md, Running shifts first). */}
          {params.dateFrom ? null : (
            <Text fontSize="sm" fontWeight="medium">
              {t('list.runningAndLater')}
            </Text>
          )}
          <Text fontSize="sm" color="fg.muted" aria-live="polite">
            {result.data ? t('list.count', { count: result.data.crewItems.total }) : null}
          </Text>
        </Stack>
        <CrewItemFilterSheet params={params} options={options} onChange={change} />
      </HStack>
      {!online && result.data ? (
        <Text role="status" fontSize="sm" bg="bg.muted" paddingX="3" paddingY="2" rounded="l2">
          {t('list.offline')}
        </Text>
      ) : null}
      {chosen.length > 0 ? (
        <Box as="section" aria-label={t('bulk.title')} borderWidth="1px" rounded="l2" padding="3">
          <Stack gap="2">
            <HStack justify="space-between">
              <Text fontWeight="medium">{t('bulk.selected', { count: chosen.length })}</Text>
              <Button size="sm" variant="ghost" onClick={() => setSelected(new Set())}>
                {t('bulk.clear')}
              </Button>
            </HStack>
            <HStack gap="2" wrap="wrap">
              {bulkActions.map((action) => (
                <Button
                  key={action}
                  size="sm"
                  minHeight="11"
                  variant="outline"
                  onClick={() => void runBulk(action)}
                >
                  {t('bulk.action', { action: t(`actions.${action}`), count: chosen.length })}
                </Button>
              ))}
            </HStack>
          </Stack>
        </Box>
      ) : null}
      {failures.length > 0 ? (
        <Box role="alert" bg="bg.error" color="fg.error" rounded="l2" padding="3">
          <Text fontWeight="medium">{t('bulk.failed', { count: failures.length })}</Text>
          <List.Root gap="1" paddingStart="4">
            {failures.map((failure) => (
              <List.Item key={failure.id}>
                {t('bulk.failure', { item: failure.label, reason: failure.reason })}
              </List.Item>
            ))}
          </List.Root>
        </Box>
      ) : null}
      <QueryStates
        result={result}
        loading={t('list.loading')}
        loadingRows={5}
        error={t('list.error')}
        onRetry={refresh}
        forbidden={t('list.noAccess')}
        empty={{
          message: t('list.empty'),
          description: filtered ? t('list.emptyFiltered') : undefined,
          action: filtered ? (
            <Button
              variant="outline"
              onClick={() =>
                change({
                  dateFrom: null,
                  dateTo: null,
                  projectId: null,
                  functionId: null,
                  status: null,
                })
              }
            >
              {t('filters.clear')}
            </Button>
          ) : undefined,
        }}
        isEmpty={(loaded) => loaded.crewItems.items.length === 0}
      >
        {(loaded) => (
          <Stack gap="4">
            <VenueTimeNote shifts={items} />
            <List.Root variant="plain" gap="2">
              {items.map((item) => (
                <List.Item key={item.id} display="block">
                  <CrewItemCard
                    item={item}
                    sheetHref={sheetHref(item.id)}
                    selected={selected.has(item.id)}
                    onSelect={(on) => select(item, on)}
                    onAction={(action) => run(item, action)}
                    zoneLabel={shiftZoneLabel(item, items, i18n.language)}
                  />
                </List.Item>
              ))}
            </List.Root>
            <Pager params={params} total={loaded.crewItems.total} />
          </Stack>
        )}
      </QueryStates>
      {params.item ? (
        <CrewItemSheet
          key={params.item}
          id={params.item}
          onClose={closeSheet}
          optimistic={optimistic}
          onAction={(item, action, reason) => run(item, action, reason)}
        />
      ) : null}
    </Stack>
  );
}
