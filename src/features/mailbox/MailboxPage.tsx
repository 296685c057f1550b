import {
  Badge,
  Button,
  Card,
  HStack,
  Input,
  Link,
  List,
  Stack,
  Switch,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useQuery } from 'urql';
import { graphql } from '../../gql';
import type { MailboxPageQuery as MailboxPageData } from '../../gql/graphql';
import { formatDateTime } from '../../lib/dates/dates';
import { pathTo, PATHS } from '../../lib/paths';
import { switchSlotRecipe } from '../../ui/lazy-recipes';
import { QueryStates } from '../../ui/states/QueryStates';

export const MAILBOX_PAGE_SIZE = 20;

const MailboxPageQuery = graphql(`
  query MailboxPage($search: String, $unread: Boolean, $page: Int!, $limit: Int!) {
    mailbox(search: $search, unread: $unread, page: $page, limit: $limit) {
      total
      unread
      page
      limit
      items {
        id
        from
        subject
        preview
        date
        read
        attachmentCount
      }
    }
  }
`);

type Summary = MailboxPageData['mailbox']['items'][number];

/** The list's state lives in the URL (?q=…&unread=1&page=2): links, back and reload keep it. */
function useMailboxParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.get('q') ?? '';
  const unread = searchParams.get('unread') === '1';
  const page = Math.max(1, Number.parseInt(searchParams.get('page') ?? '1', 10) || 1);
  const hrefOf = (next: { search?: string; unread?: boolean; page?: number }) => {
    const params = new URLSearchParams();
    const q = next.search ?? search;
    if (q.trim()) params.set('q', q.trim());
    if (next.unread ?? unread) params.set('unread', '1');
    const p = next.page ?? 1;
    if (p > 1) params.set('page', String(p));
    const query = params.toString();
    return query ? `?${query}` : '';
  };
  return { search, unread, page, hrefOf, setSearchParams };
}

function MessageCard({ message }: { message: Summary }) {
  const { t, i18n } = useTranslation('mailbox');
  const titleId = `mail-${message.id}`;
  return (
    <Card.Root
      as="article"
      size="sm"
      aria-labelledby={titleId}
      borderLeftWidth={message.read ? undefined : '4px'}
      borderLeftColor={message.read ? undefined : 'blue.500'}
    >
      <Card.Body gap="1">
        <HStack justify="space-between" align="start" gap="2">
          <Text fontSize="sm" color="fg.muted" truncate>
            {message.from}
          </Text>
          <Text fontSize="sm" color="fg.muted" flexShrink={0}>
            {formatDateTime(message.date, i18n.language)}
          </Text>
        </HStack>
        <Link
          asChild
          colorPalette="blue"
          fontWeight={message.read ? 'normal' : 'bold'}
          minHeight="11"
          id={titleId}
        >
          <RouterLink to={pathTo(PATHS.emailMessage, { id: message.id })}>
            {message.subject || t('noSubject')}
            {message.read ? null : <VisuallyHidden> ({t('unread')})</VisuallyHidden>}
          </RouterLink>
        </Link>
        <Text fontSize="sm" lineClamp={2}>
          {message.preview}
        </Text>
        {message.read && message.attachmentCount === 0 ? null : (
          <HStack gap="2">
            {message.read ? null : (
              <Badge colorPalette="blue" aria-hidden="true">
                {t('unread')}
              </Badge>
            )}
            {message.attachmentCount > 0 ? (
              <Badge>{t('attachments', { count: message.attachmentCount })}</Badge>
            ) : null}
          </HStack>
        )}
      </Card.Body>
    </Card.Root>
  );
}

function Pager({
  page,
  total,
  hrefOf,
}: {
  page: number;
  total: number;
  hrefOf: (next: { page: number }) => string;
}) {
  const { t } = useTranslation('mailbox');
  const pages = Math.max(1, Math.ceil(total / MAILBOX_PAGE_SIZE));
  if (pages <= 1) return null;
  return (
    <HStack as="nav" aria-label={t('paging')} justify="space-between" gap="2">
      {page > 1 ? (
        <Link asChild minHeight="11">
          <RouterLink to={hrefOf({ page: page - 1 }) || '?'}>{t('previous')}</RouterLink>
        </Link>
      ) : (
        <span />
      )}
      <Text fontSize="sm" color="fg.muted">
        {t('pageOf', { page, pages })}
      </Text>
      {page < pages ? (
        <Link asChild minHeight="11">
          <RouterLink to={hrefOf({ page: page + 1 })}>{t('next')}</RouterLink>
        </Link>
      ) : (
        <span />
      )}
    </HStack>
  );
}

/**
 * /mailbox: the mail the product sent to the user or on their behalf, newest first, unread ones
 * marked; search (subject, text, addresses) and "unread only" in the URL.
 */
export function MailboxPage() {
  const { t } = useTranslation('mailbox');
  const { search, unread, page, hrefOf, setSearchParams } = useMailboxParams();
  const [text, setText] = useState(search);
  useEffect(() => setText(search), [search]);
  const [result, reexecute] = useQuery({
    query: MailboxPageQuery,
    variables: { search: search || null, unread, page, limit: MAILBOX_PAGE_SIZE },
    // A message opened a moment ago is read now: the list asks again when it shows.
    requestPolicy: 'cache-and-network',
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSearchParams(new URLSearchParams(hrefOf({ search: text }).slice(1)));
  };

  const unreadCount = result.data?.mailbox.unread;
  return (
    <Stack gap="4">
      <form role="search" onSubmit={submit} aria-label={t('searchLabel')}>
        <HStack gap="2">
          <Input
            type="search"
            name="q"
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            placeholder={t('searchPlaceholder')}
            aria-label={t('searchLabel')}
            enterKeyHint="search"
            maxLength={200}
          />
          <Button type="submit" minHeight="11">
            {t('search')}
          </Button>
        </HStack>
      </form>
      <HStack justify="space-between" gap="2" wrap="wrap">
        <Switch.Root
          recipe={switchSlotRecipe}
          checked={unread}
          onCheckedChange={(details) =>
            setSearchParams(new URLSearchParams(hrefOf({ unread: details.checked }).slice(1)))
          }
        >
          <Switch.HiddenInput />
          <Switch.Control />
          <Switch.Label>{t('unreadOnly')}</Switch.Label>
        </Switch.Root>
        {unreadCount === undefined ? null : (
          <Text fontSize="sm" color="fg.muted" role="status">
            {t('unreadCount', { count: unreadCount })}
          </Text>
        )}
      </HStack>
      <QueryStates
        result={result}
        loading={t('loading')}
        error={t('error')}
        onRetry={() => reexecute({ requestPolicy: 'network-only' })}
        forbidden={t('noAccess')}
        empty={{
          message: t('notFound'),
          description: search || unread ? t('emptyFiltered') : t('emptyDescription'),
        }}
        isEmpty={(data) => data.mailbox.items.length === 0}
      >
        {(data) => (
          <Stack gap="4">
            <List.Root variant="plain" gap="3">
              {data.mailbox.items.map((message) => (
                <List.Item key={message.id} display="block">
                  <MessageCard message={message} />
                </List.Item>
              ))}
            </List.Root>
            <Pager page={page} total={data.mailbox.total} hrefOf={hrefOf} />
          </Stack>
        )}
      </QueryStates>
    </Stack>
  );
}
