import {
  Badge,
  Button,
  Card,
  Field,
  HStack,
  Input,
  List,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { AUDIT_ACTIONS, AUDIT_SUBJECTS } from '../../../machines/audit.types';
import type { AuditAction, AuditSubject } from '../../../machines/audit.types';
import type { AdminAuditPageQuery as AuditData, AuditEventFilter } from '../../gql/graphql';
import { formatDateTime } from '../../lib/dates/dates';
import { hasAction } from '../../lib/rights';
import { useSession } from '../../lib/session/useSession';
import { nativeSelectSlotRecipe } from '../../ui/lazy-recipes';
import { EmptyState } from '../../ui/states/EmptyState';
import { QueryStates } from '../../ui/states/QueryStates';
import { AdminAuditPageQuery } from './administration.documents';

type AuditEvent = AuditData['auditEvents']['items'][number];
type Filter = {
  subject: AuditSubject | '';
  action: AuditAction | '';
  actor: { id: string; caption: string } | null;
  from: string;
  to: string;
};

const PAGE_SIZE = 25;
const NO_FILTER: Filter = { subject: '', action: '', actor: null, from: '', to: '' };

const ACTION_PALETTE: Record<AuditAction, string> = {
  created: 'green',
  changed: 'blue',
  invited: 'purple',
  deactivated: 'orange',
  reactivated: 'teal',
  deleted: 'red',
};

function filterOf(filter: Filter): AuditEventFilter {
  return {
    ...(filter.subject ? { subject: filter.subject } : {}),
    ...(filter.action ? { action: filter.action } : {}),
    ...(filter.actor ? { actorId: filter.actor.id } : {}),
    ...(filter.from ? { from: filter.from } : {}),
    ...(filter.to ? { to: filter.to } : {}),
  };
}

/** /admin/audit: who changed what and when, newest first, a page at a time, with filters. */
export function AuditPage() {
  const { t } = useTranslation('administration');
  const { session } = useSession();
  const [filter, setFilter] = useState<Filter>(NO_FILTER);
  const [page, setPage] = useState(1);
  const [result, reexecute] = useQuery({
    query: AdminAuditPageQuery,
    variables: { filter: filterOf(filter), page, limit: PAGE_SIZE },
    pause: !hasAction(session?.userRights ?? {}, 'administration', 'READ'),
  });
  if (!hasAction(session?.userRights ?? {}, 'administration', 'READ'))
    return <EmptyState message={t('noAccess')} state="forbidden" />;
  const change = (next: Partial<Filter>) => {
    setFilter((current) => ({ ...current, ...next }));
    setPage(1);
  };
  const filtered = JSON.stringify(filter) !== JSON.stringify(NO_FILTER);
  const total = result.data?.auditEvents.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));

  return (
    <Stack gap="4">
      <Stack as="section" aria-label={t('audit.filters.label')} gap="3">
        <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
          <Field.Root>
            <Field.Label>{t('audit.filters.subject')}</Field.Label>
            <NativeSelect.Root recipe={nativeSelectSlotRecipe} size="sm">
              <NativeSelect.Field
                value={filter.subject}
                onChange={(event) =>
                  change({ subject: event.currentTarget.value as Filter['subject'] })
                }
              >
                <option value="">{t('audit.filters.any')}</option>
                {AUDIT_SUBJECTS.map((subject) => (
                  <option key={subject} value={subject}>
                    {t(`audit.subjects.${subject}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root>
            <Field.Label>{t('audit.filters.action')}</Field.Label>
            <NativeSelect.Root recipe={nativeSelectSlotRecipe} size="sm">
              <NativeSelect.Field
                value={filter.action}
                onChange={(event) =>
                  change({ action: event.currentTarget.value as Filter['action'] })
                }
              >
                <option value="">{t('audit.filters.any')}</option>
                {AUDIT_ACTIONS.map((action) => (
                  <option key={action} value={action}>
                    {t(`audit.actions.${action}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root>
            <Field.Label>{t('audit.filters.from')}</Field.Label>
            <Input
              size="sm"
              type="date"
              value={filter.from}
              onChange={(event) => change({ from: event.currentTarget.value })}
            />
          </Field.Root>
          <Field.Root>
            <Field.Label>{t('audit.filters.to')}</Field.Label>
            <Input
              size="sm"
              type="date"
              value={filter.to}
              onChange={(event) => change({ to: event.currentTarget.value })}
            />
          </Field.Root>
        </SimpleGrid>
        <HStack gap="2" wrap="wrap">
          {filter.actor ? (
            <Button size="xs" variant="subtle" onClick={() => change({ actor: null })}>
              {t('audit.filters.byActor', { name: filter.actor.caption })} ×
            </Button>
          ) : null}
          {filtered ? (
            <Button size="xs" variant="ghost" onClick={() => change(NO_FILTER)}>
              {t('audit.filters.clear')}
            </Button>
          ) : null}
          <Text fontSize="sm" color="fg.muted" aria-live="polite">
            {result.data ? t('audit.count', { count: total }) : null}
          </Text>
        </HStack>
      </Stack>
      <QueryStates
        result={result}
        loading={t('audit.loading')}
        error={t('audit.error')}
        onRetry={() => reexecute({ requestPolicy: 'network-only' })}
        forbidden={t('noAccess')}
        empty={{
          message: t('audit.empty'),
          description: filtered ? t('audit.emptyFiltered') : undefined,
        }}
        isEmpty={(data) => data.auditEvents.items.length === 0}
      >
        {(data) => (
          <Stack gap="3">
            <List.Root variant="plain" gap="3" aria-label={t('audit.listLabel')}>
              {data.auditEvents.items.map((event) => (
                <List.Item key={event.id} display="block">
                  <AuditEventCard event={event} onActor={(actor) => change({ actor })} />
                </List.Item>
              ))}
            </List.Root>
            {pages > 1 ? (
              <HStack justify="space-between" as="nav" aria-label={t('audit.pages.label')}>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={page <= 1}
                  onClick={() => setPage(page - 1)}
                >
                  {t('audit.pages.newer')}
                </Button>
                <Text fontSize="sm">{t('audit.pages.of', { page, pages })}</Text>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={page >= pages}
                  onClick={() => setPage(page + 1)}
                >
                  {t('audit.pages.older')}
                </Button>
              </HStack>
            ) : null}
          </Stack>
        )}
      </QueryStates>
    </Stack>
  );
}

function AuditEventCard({
  event,
  onActor,
}: {
  event: AuditEvent;
  onActor: (actor: { id: string; caption: string }) => void;
}) {
  const { t, i18n } = useTranslation('administration');
  const value = (field: string, text: string | null) => {
    if (text === null || text === '') return t('audit.notSet');
    // A picture's URL says nothing to a reader: that there is one does.
    if (field.endsWith('Url')) return t('audit.picture');
    if (text === 'true') return t('audit.yes');
    if (text === 'false') return t('audit.no');
    return text;
  };
  return (
    <Card.Root size="sm" as="article" aria-label={event.subject.caption}>
      <Card.Body gap="2">
        <HStack justify="space-between" align="start" gap="2" wrap="wrap">
          <Stack gap="0">
            <Text fontWeight="semibold">
              {t(`audit.subjects.${event.subject.kind}`)} · {event.subject.caption}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              <time dateTime={event.at}>{formatDateTime(event.at, i18n.language)}</time>
              {' · '}
              {event.actor ? (
                <Button
                  variant="plain"
                  size="sm"
                  height="auto"
                  minWidth="0"
                  padding="0"
                  textDecoration="underline"
                  color="fg.muted"
                  aria-label={t('audit.filters.onlyActor', { name: event.actor.caption })}
                  onClick={() => event.actor && onActor(event.actor)}
                >
                  {event.actor.caption}
                </Button>
              ) : (
                t('audit.system')
              )}
            </Text>
          </Stack>
          <Badge colorPalette={ACTION_PALETTE[event.action]}>
            {t(`audit.actions.${event.action}`)}
          </Badge>
        </HStack>
        {event.changes.length > 0 ? (
          <List.Root variant="plain" gap="1" fontSize="sm">
            {event.changes.map((change) => (
              <List.Item key={change.field} display="block" overflowWrap="anywhere">
                <Text as="span" fontWeight="medium">
                  {t(`audit.fields.${change.field}`, { defaultValue: change.field })}
                </Text>
                {': '}
                <Text as="span" color="fg.muted" textDecoration="line-through">
                  {value(change.field, change.from)}
                </Text>
                {' → '}
                <Text as="span">
                  {change.field.endsWith('Url') && change.from && change.to
                    ? t('audit.newPicture')
                    : value(change.field, change.to)}
                </Text>
              </List.Item>
            ))}
          </List.Root>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}
