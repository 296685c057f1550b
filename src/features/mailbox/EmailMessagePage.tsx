import { Button, Card, DataList, Heading, HStack, Link, List, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { useMutation, useQuery } from 'urql';
import { graphql } from '../../gql';
import type { EmailMessagePageQuery as EmailMessagePageData } from '../../gql/graphql';
import { formatDateTime } from '../../lib/dates/dates';
import { DownloadError, downloadBlob, saveBlob } from '../../lib/downloads/download';
import { PATHS } from '../../lib/paths';
import { useSession } from '../../lib/session/useSession';
import { useToast } from '../../lib/toasts/useToast';
import { QueryStates } from '../../ui/states/QueryStates';
import { useOnlineStatus } from '../../ui/states/useOnlineStatus';
import { MailHtmlFrame } from './MailHtmlFrame';

const EmailMessagePageQuery = graphql(`
  query EmailMessagePage($id: ID!) {
    emailMessage(id: $id) {
      id
      from
      to
      cc
      subject
      date
      read
      messageType
      body
      html
      attachments {
        id
        fileName
        contentType
        size
        downloadUrl
      }
    }
  }
`);

const MarkEmailMessageUnreadMutation = graphql(`
  mutation MarkEmailMessageUnread($id: ID!) {
    markEmailMessageUnread(id: $id) {
      id
      read
    }
  }
`);

type Message = NonNullable<EmailMessagePageData['emailMessage']>;
type Attachment = Message['attachments'][number];

function AttachmentRow({ attachment }: { attachment: Attachment }) {
  const { t } = useTranslation('mailbox');
  const { session } = useSession();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  async function download() {
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    setBusy(true);
    const headers: Record<string, string> = { Type: 'MOBILE' };
    if (session?.token) headers.Authorization = `Bearer ${session.token}`;
    try {
      const blob = await downloadBlob(
        attachment.downloadUrl,
        { headers, signal: abort.signal, credentials: 'same-origin' },
        () => {},
      );
      saveBlob(blob, attachment.fileName);
    } catch (error) {
      if (abort.signal.aborted) return;
      const offline = error instanceof DownloadError && error.status === 0;
      toast.show({ message: t(offline ? 'downloadOffline' : 'downloadFailed'), type: 'error' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <HStack justify="space-between" gap="2">
      <Stack gap="0" minWidth="0">
        <Text truncate>{attachment.fileName}</Text>
        <Text fontSize="sm" color="fg.muted">
          {t('size', { size: Math.max(1, Math.round(attachment.size / 1024)) })}
        </Text>
      </Stack>
      <Button
        size="sm"
        variant="outline"
        minHeight="11"
        loading={busy}
        onClick={() => void download()}
        aria-label={t('downloadLabel', { name: attachment.fileName })}
      >
        {t('download')}
      </Button>
    </HStack>
  );
}

function MessageView({ message }: { message: Message }) {
  const { t, i18n } = useTranslation('mailbox');
  const navigate = useNavigate();
  const toast = useToast();
  const online = useOnlineStatus();
  const [{ fetching }, markUnread] = useMutation(MarkEmailMessageUnreadMutation);

  async function unread() {
    const result = await markUnread({ id: message.id });
    if (result.error) {
      toast.show({ message: t(navigator.onLine ? 'markUnreadFailed' : 'offline'), type: 'error' });
      return;
    }
    navigate(PATHS.mailbox);
  }

  const rows = [
    { label: t('from'), value: message.from },
    { label: t('to'), value: message.to },
    ...(message.cc.length > 0 ? [{ label: t('cc'), value: message.cc.join(', ') }] : []),
    { label: t('date'), value: formatDateTime(message.date, i18n.language) },
  ];
  return (
    <Stack gap="4">
      <Link asChild colorPalette="blue" minHeight="11" alignSelf="start">
        <RouterLink to={PATHS.mailbox}>{t('back')}</RouterLink>
      </Link>
      <Heading as="h2" size="lg" overflowWrap="anywhere">
        {message.subject || t('noSubject')}
      </Heading>
      <DataList.Root orientation="horizontal" gap="2" size="sm">
        {rows.map((row) => (
          <DataList.Item key={row.label}>
            <DataList.ItemLabel>{row.label}</DataList.ItemLabel>
            <DataList.ItemValue overflowWrap="anywhere">{row.value}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
      <section aria-label={t('body')}>
        {message.html ? (
          <MailHtmlFrame html={message.html} title={t('htmlTitle', { subject: message.subject })} />
        ) : (
          <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
            {message.body}
          </Text>
        )}
      </section>
      {message.attachments.length > 0 ? (
        <Card.Root as="section" size="sm" aria-labelledby="mail-attachments">
          <Card.Body gap="2">
            <Heading as="h3" size="sm" id="mail-attachments">
              {t('attachmentsHeading')}
            </Heading>
            <List.Root variant="plain" gap="2">
              {message.attachments.map((attachment) => (
                <List.Item key={attachment.id} display="block">
                  <AttachmentRow attachment={attachment} />
                </List.Item>
              ))}
            </List.Root>
          </Card.Body>
        </Card.Root>
      ) : null}
      <Button
        variant="outline"
        alignSelf="start"
        minHeight="11"
        loading={fetching}
        disabled={!online}
        onClick={() => void unread()}
      >
        {t('markUnread')}
      </Button>
    </Stack>
  );
}

/** /email-messages/{id}: one of the user's mails, opened (which marks it read). */
export function EmailMessagePage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('mailbox');
  const [result, reexecute] = useQuery({ query: EmailMessagePageQuery, variables: { id } });
  return (
    <QueryStates
      result={result}
      loading={t('loadingMessage')}
      error={t('errorMessage')}
      onRetry={() => reexecute({ requestPolicy: 'network-only' })}
      forbidden={t('noAccess')}
      empty={{
        message: t('notFound'),
        description: t('messageNotFound'),
        action: (
          <Link asChild colorPalette="blue" minHeight="11">
            <RouterLink to={PATHS.mailbox}>{t('back')}</RouterLink>
          </Link>
        ),
      }}
      isEmpty={(data) => data.emailMessage == null}
    >
      {(data) => (data.emailMessage ? <MessageView message={data.emailMessage} /> : null)}
    </QueryStates>
  );
}
