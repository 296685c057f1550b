import { Badge, Box, Link, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useQuery } from 'urql';
import type { Arrival } from '../../../machines/crewShift.machine';
import { SyncStatus } from '../../lib/outbox/SyncStatus';
import { pathTo, PATHS } from '../../lib/paths';
import { QueryStates } from '../../ui/states/QueryStates';
import { CrewShiftQuery } from './crews.documents';
import { useShiftView, useVenueActions } from './venue-actions';
import type { CrewShiftData, ShiftView, VenueAction, VenueOutcome } from './venue-actions';

export interface CrewShiftScreenProps {
  shift: CrewShiftData;
  view: ShiftView;
  send: (action: VenueAction) => Promise<VenueOutcome>;
  /** The caller may act (crew chief or planner); a reader (a project session) only reads. */
  canAct: boolean;
}

function Loaded({
  shift,
  children,
}: {
  shift: CrewShiftData;
  children: (props: CrewShiftScreenProps) => ReactNode;
}) {
  const { send, pending } = useVenueActions(shift.id);
  const view = useShiftView(shift, pending);
  return (
    <Stack gap="4">
      {/* The outbox's sync status on every crew page (decision 126), in the flow above
          the page with its own room: it covers nothing, and the title keeps its space. */}
      {shift.role !== 'reader' ? <SyncStatus crewId={shift.id} /> : null}
      <Box>{children({ shift, view, send, canAct: shift.role !== 'reader' })}</Box>
    </Stack>
  );
}

/**
 * Every /crews/{id} page: loads the shift once (graphcache keeps it, so the sub pages open from
 * the cache, offline too) and renders loading, error, offline and 'not found' the same way.
 */
export function CrewShiftScreen({
  children,
}: {
  children: (props: CrewShiftScreenProps) => ReactNode;
}) {
  const { id = '' } = useParams();
  const { t } = useTranslation('crews');
  const [result, reexecute] = useQuery({ query: CrewShiftQuery, variables: { id } });
  return (
    <QueryStates
      result={{ ...result, data: result.data?.crewShift }}
      loading={t('loading')}
      loadingRows={2}
      error={t('error')}
      onRetry={() => reexecute({ requestPolicy: 'network-only' })}
      forbidden={t('noAccess')}
      empty={{
        message: t('notFound'),
        action: (
          <Link asChild colorPalette="blue">
            <RouterLink to={PATHS.jobs}>{t('backToJobs')}</RouterLink>
          </Link>
        ),
      }}
    >
      {(shift) => <Loaded shift={shift}>{children}</Loaded>}
    </QueryStates>
  );
}

const ARRIVAL_PALETTE: Record<Arrival, string> = {
  expected: 'gray',
  present: 'green',
  late: 'orange',
  noShow: 'red',
};

/** A member's arrival (present / late / no-show / expected), or checked out. */
export function ArrivalBadge({
  arrival,
  checkedOut,
  pending,
}: {
  arrival: Arrival;
  checkedOut: boolean;
  pending?: boolean;
}) {
  const { t } = useTranslation('crews');
  return (
    <Badge colorPalette={checkedOut ? 'blue' : ARRIVAL_PALETTE[arrival]} size="md" variant="subtle">
      {checkedOut ? t('arrival.checkedOut') : t(`arrival.${arrival}`)}
      {pending ? ` · ${t('pending')}` : ''}
    </Badge>
  );
}

export function BackToCrew({ id }: { id: string }) {
  const { t } = useTranslation('crews');
  return (
    <Link asChild colorPalette="blue" minHeight="11" alignSelf="start">
      <RouterLink to={pathTo(PATHS.crew, { id })}>{t('backToCrew')}</RouterLink>
    </Link>
  );
}
