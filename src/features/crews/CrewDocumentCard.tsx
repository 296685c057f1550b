import { Alert, Badge, Button, Field, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClient } from 'urql';
import type { CrewShiftEvent } from '../../../machines/crewShift.machine';
import type { CrewShiftInput } from '../../../machines/crewShift.machine';
import { graphql } from '../../gql';
import type { CrewDocumentCard_DocumentFragment } from '../../gql/graphql';
import { formatDateTime } from '../../lib/dates/dates';
import { DownloadError, downloadBlob, pdfFileName, saveBlob } from '../../lib/downloads/download';
import { errorTextKey } from '../../lib/graphql/errors';
import { useSession } from '../../lib/session/useSession';
import { useOnlineStatus } from '../../ui/states/useOnlineStatus';
import { dateTimeOf, sendCrewDocument } from './sign-off-actions';
import { crewShiftCan } from './sign-off-facts';
import { useVenueActions, venueOutcomeTextKey } from './venue-actions';
import type { ReleaseAction } from './venue-actions';
import { appClock } from '../../lib/clock/clock';

// One of the crew's documents (delivery note or crew chief sheet): the PDF (a preview until it is
// released), the release (enabled by the crewShift machine), sending it to the client, and the
// released / downloaded flags of SPEC §4.

/** What the card shows of a document; every screen with the card asks for it through this fragment. */
export const CrewDocumentCardFragment = graphql(`
  fragment CrewDocumentCard_Document on CrewDocument {
    kind
    released
    releasedAt
    downloaded
    downloadedAt
    sentAt
    sentTo
    url
  }
`);

export type CrewDocumentFields = CrewDocumentCard_DocumentFragment;

type Busy =
  { status: 'idle' | 'working' | 'done' | 'queued' } | { status: 'failed'; message: string };

export function CrewDocumentCard({
  crewId,
  document,
  input,
  onChanged,
}: {
  crewId: string;
  document: CrewDocumentFields;
  /** The machine's input; null for a reader's view (no actions). */
  input: CrewShiftInput | null;
  onChanged: () => void;
}) {
  const { t, i18n } = useTranslation('crews');
  const { t: tCommon } = useTranslation();
  const { session } = useSession();
  const client = useClient();
  const venue = useVenueActions(crewId);
  const online = useOnlineStatus();
  const [download, setDownload] = useState<Busy>({ status: 'idle' });
  const [release, setRelease] = useState<Busy>({ status: 'idle' });
  const [send, setSend] = useState<Busy>({ status: 'idle' });
  const [to, setTo] = useState('');
  const keys = useRef<{ release: string | null; send: string | null }>({
    release: null,
    send: null,
  });
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);
  const kind = document.kind;
  const title = t(`documents.${kind}`);
  const headingId = `crew-document-${kind}`;

  const releaseEvent = {
    type: `${kind}.release` as const,
    releasedAt: dateTimeOf(appClock.now()),
  } satisfies CrewShiftEvent;
  const canRelease =
    input !== null &&
    crewShiftCan(input, releaseEvent) &&
    release.status !== 'working' &&
    release.status !== 'queued';
  const canSend =
    input !== null && input.actor !== 'reader' && document.released && send.status !== 'working';

  const fetchPdf = async () => {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setDownload({ status: 'working' });
    try {
      const headers: Record<string, string> = { Type: 'MOBILE' };
      if (session?.token) headers.Authorization = `Bearer ${session.token}`;
      const blob = await downloadBlob(
        document.url,
        { headers, signal: controller.signal, credentials: 'same-origin' },
        () => {},
      );
      saveBlob(blob, pdfFileName(title));
      setDownload({ status: 'done' });
      // A client's download sets the downloaded flag: show it.
      if (input === null) onChanged();
    } catch (error) {
      if (controller.signal.aborted) return;
      setDownload({
        status: 'failed',
        message:
          error instanceof DownloadError && error.status === 0
            ? t('documents.offline')
            : t('documents.downloadFailed'),
      });
    }
  };

  const doRelease = async () => {
    keys.current.release ??= crypto.randomUUID();
    setRelease({ status: 'working' });
    // Through venue-actions (the outbox's transport), with the same key on every retry.
    const action: ReleaseAction = {
      kind: 'release',
      crewId,
      idempotencyKey: keys.current.release,
      variables: { kind, releasedAt: releaseEvent.releasedAt },
    };
    const outcome = await venue.send(action);
    if (outcome.kind === 'applied') {
      keys.current.release = null;
      setRelease({ status: 'done' });
      onChanged();
      return;
    }
    // Offline the release waits in the outbox: it is sent when the phone is back online.
    if (outcome.kind === 'offline') {
      setRelease({ status: 'queued' });
      return;
    }
    setRelease({
      status: 'failed',
      message: !online ? t('documents.offline') : tCommon(venueOutcomeTextKey(outcome)),
    });
  };

  const doSend = async () => {
    keys.current.send ??= crypto.randomUUID();
    setSend({ status: 'working' });
    const result = await sendCrewDocument(
      client,
      crewId,
      kind,
      to.trim() === '' ? null : to.trim(),
      keys.current.send,
    );
    if (result.data?.sendCrewDocument) {
      keys.current.send = null;
      setSend({ status: 'done' });
      onChanged();
      return;
    }
    setSend({
      status: 'failed',
      message: online ? tCommon(errorTextKey(result.error)) : t('documents.offline'),
    });
  };

  const when = (at: string | null | undefined) => (at ? formatDateTime(at, i18n.language) : '');

  return (
    <Stack
      as="section"
      gap="3"
      borderWidth="1px"
      borderRadius="md"
      p="3"
      aria-labelledby={headingId}
      data-testid={`crew-document-${kind}`}
    >
      <HStack justify="space-between" align="start" gap="2" wrap="wrap">
        <Heading as="h2" size="md" id={headingId}>
          {title}
        </Heading>
        <HStack gap="1">
          <Badge colorPalette={document.released ? 'green' : 'gray'} data-testid="released-flag">
            {document.released ? t('documents.released') : t('documents.notReleased')}
          </Badge>
          {document.released ? (
            <Badge
              colorPalette={document.downloaded ? 'blue' : 'gray'}
              data-testid="downloaded-flag"
            >
              {document.downloaded ? t('documents.downloaded') : t('documents.notDownloaded')}
            </Badge>
          ) : null}
        </HStack>
      </HStack>
      {document.releasedAt ? (
        <Text fontSize="sm">{t('documents.releasedAt', { when: when(document.releasedAt) })}</Text>
      ) : null}
      {document.downloadedAt ? (
        <Text fontSize="sm">
          {t('documents.downloadedAt', { when: when(document.downloadedAt) })}
        </Text>
      ) : null}
      {document.sentTo ? (
        <Text fontSize="sm">
          {t('documents.sentTo', { to: document.sentTo, when: when(document.sentAt) })}
        </Text>
      ) : null}
      <HStack gap="2" wrap="wrap">
        <Button
          variant="outline"
          colorPalette="blue"
          minH="11"
          data-url={document.url}
          data-testid={`download-${kind}`}
          onClick={() => void fetchPdf()}
          loading={download.status === 'working'}
        >
          {document.released ? t('documents.download') : t('documents.preview')}
        </Button>
        {input !== null && input.actor !== 'reader' && !document.released ? (
          <Button
            colorPalette="blue"
            minH="11"
            disabled={!canRelease}
            onClick={() => void doRelease()}
            loading={release.status === 'working'}
          >
            {t('documents.release')}
          </Button>
        ) : null}
      </HStack>
      {download.status === 'failed' ? (
        <Text fontSize="sm" color="fg.error" role="alert">
          {download.message}
        </Text>
      ) : null}
      {release.status === 'queued' ? (
        <Alert.Root status="info" role="status">
          <Alert.Indicator />
          <Alert.Title fontWeight="normal">{t('documents.queued')}</Alert.Title>
        </Alert.Root>
      ) : null}
      {release.status === 'failed' ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title fontWeight="normal">{release.message}</Alert.Title>
        </Alert.Root>
      ) : null}
      {input !== null && input.actor !== 'reader' && document.released ? (
        <Stack
          as="form"
          gap="2"
          onSubmit={(event) => {
            event.preventDefault();
            if (canSend) void doSend();
          }}
        >
          <Field.Root>
            <Field.Label>{t('documents.sendTo')}</Field.Label>
            <Input
              type="email"
              value={to}
              placeholder={t('documents.sendToPlaceholder')}
              onChange={(event) => setTo(event.currentTarget.value)}
            />
          </Field.Root>
          <Button
            type="submit"
            variant="outline"
            minH="11"
            disabled={!canSend}
            loading={send.status === 'working'}
          >
            {t('documents.send')}
          </Button>
          {send.status === 'done' ? (
            <Text fontSize="sm" role="status">
              {t('documents.sent')}
            </Text>
          ) : null}
          {send.status === 'failed' ? (
            <Text fontSize="sm" color="fg.error" role="alert">
              {send.message}
            </Text>
          ) : null}
        </Stack>
      ) : null}
    </Stack>
  );
}
