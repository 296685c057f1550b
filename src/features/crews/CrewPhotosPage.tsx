import {
  Alert,
  Badge,
  Box,
  Button,
  Heading,
  Image,
  Link,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  chakra,
} from '@chakra-ui/react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useQuery } from 'urql';
import type { OutboxItem } from '../../../machines/outbox.machine';
import { graphql } from '../../gql';
import type { CrewPhotosPageQuery } from '../../gql/graphql';
import { formatDateTime } from '../../lib/dates/dates';
import { useProtectedImageUrl } from '../../lib/images/useProtectedImageUrl';
import { useOutbox } from '../../lib/outbox/OutboxContext';
import { PermissionsWarning } from '../../lib/permissions/PermissionsWarning';
import { CAMERA_PERMISSIONS } from '../../lib/permissions/usePermissionsDenied';
import { checkPictureFile, PictureError } from '../../lib/pictures/picture-upload';
import { pathTo, PATHS } from '../../lib/paths';
import { useSession } from '../../lib/session/useSession';
import { progressSlotRecipe } from '../../ui/lazy-recipes';
import { QueryStates } from '../../ui/states/QueryStates';
import { prepareCrewPhoto, uploadCrewPhoto } from './crew-photo-upload';
import { CREW_PHOTO_KIND, type CrewPhotoVariables } from './outbox-senders';
import { appClock } from '../../lib/clock/clock';

const CrewPhotosPageQuery = graphql(`
  query CrewPhotosPage($id: ID!) {
    crewShift(id: $id) {
      id
      caption
      role
      photoUploadUrl
      photos {
        id
        status
        takenAt
        url
        uploadedBy {
          id
          caption
        }
      }
    }
  }
`);

type Photo = NonNullable<CrewPhotosPageQuery['crewShift']>['photos'][number];

type UploadState =
  | { status: 'idle' }
  | { status: 'working'; fraction: number }
  | { status: 'sent' }
  /** Kept in the outbox (offline, or the connection dropped): uploaded when the network returns. */
  | { status: 'queued' }
  | { status: 'failed'; messageKey: string };

const STATUS_PALETTE = { pending: 'orange', approved: 'green', rejected: 'red' } as const;

/** One photo of the grid: loaded with the token (never served without it), its status and time. */
function PhotoTile({ photo }: { photo: Photo }) {
  const { t, i18n } = useTranslation('crews');
  const url = useProtectedImageUrl(photo.url);
  const takenAt = formatDateTime(photo.takenAt, i18n.language);
  return (
    <PhotoFigure
      testId="crew-photo"
      url={url}
      alt={t('media.photos.photoAlt', { time: takenAt })}
      badge={{
        palette: STATUS_PALETTE[photo.status],
        text: t(`media.photos.status.${photo.status}`),
      }}
      takenAt={takenAt}
    />
  );
}

/** A tile of the grid: the picture (a grey box until it is there), its state and when it was taken. */
function PhotoFigure({
  testId,
  url,
  alt,
  badge,
  takenAt,
}: {
  testId: string;
  url: string | null;
  alt: string;
  badge: { palette: string; text: string };
  takenAt: string;
}) {
  return (
    <chakra.figure
      margin="0"
      borderWidth="1px"
      borderRadius="md"
      overflow="hidden"
      data-testid={testId}
    >
      {url ? (
        <Image src={url} alt={alt} aspectRatio="4 / 3" objectFit="cover" width="full" />
      ) : (
        <Box aspectRatio="4 / 3" bg="bg.muted" aria-hidden="true" />
      )}
      <chakra.figcaption padding="2" display="flex" flexDirection="column" gap="1">
        <Badge colorPalette={badge.palette} alignSelf="start">
          {badge.text}
        </Badge>
        <Text fontSize="xs" color="fg.muted">
          {takenAt}
        </Text>
      </chakra.figcaption>
    </chakra.figure>
  );
}

/**
 * A photo still in the outbox: shown from its blob in IndexedDB (a local object URL) as "waiting
 * to upload", or "not accepted" when the api refused it (the sync status says why).
 */
function WaitingPhotoTile({ item }: { item: OutboxItem }) {
  const { t, i18n } = useTranslation('crews');
  const { blobOf } = useOutbox();
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let active = true;
    let made: string | null = null;
    void blobOf(item.id).then((blob) => {
      if (!blob || !active) return;
      made = URL.createObjectURL(blob);
      setUrl(made);
    });
    return () => {
      active = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [blobOf, item.id]);
  const takenAt = formatDateTime(
    (item.variables as Partial<CrewPhotoVariables>).takenAt ?? item.createdAt,
    i18n.language,
  );
  const refused = item.state === 'refused';
  return (
    <PhotoFigure
      testId="crew-photo-waiting"
      url={url}
      alt={t('media.photos.waitingAlt', { time: takenAt })}
      badge={
        refused
          ? { palette: 'red', text: t('media.photos.notAccepted') }
          : { palette: 'gray', text: t('media.photos.waiting') }
      }
      takenAt={takenAt}
    />
  );
}

/**
 * /crews/{id}/photos: the crew chief takes a photo with the camera (or picks one), it is compressed
 * in the browser and uploaded with a progress bar under an idempotency key; 'Uploaded file is
 * subject to approval'; the grid shows the crew's photos with their status (a reader sees the
 * approved ones only, and no camera). Offline, or when the connection drops during the upload, the
 * compressed photo goes into the outbox with its key (src/features/crews/README.md, Photos and security checks in the outbox): shown at once as waiting,
 * kept across reloads, uploaded once when the network returns.
 */
export function CrewPhotosPage() {
  const { t } = useTranslation('crews');
  const { id = '' } = useParams();
  const validId = /^\d{1,10}$/.test(id);
  const { session } = useSession();
  const [result, reexecute] = useQuery({
    query: CrewPhotosPageQuery,
    variables: { id },
    pause: !validId,
  });
  const [upload, setUpload] = useState<UploadState>({ status: 'idle' });
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const { ready, enqueue, items } = useOutbox();
  const waitingPhotos = items.filter((item) => item.kind === CREW_PHOTO_KIND && item.crewId === id);
  const pendingCount = waitingPhotos.filter((item) => item.state === 'pending').length;
  const lastPendingCount = useRef(pendingCount);
  // A waiting photo left the outbox (uploaded): the grid asks the api for the stored one.
  useEffect(() => {
    if (pendingCount < lastPendingCount.current) reexecute({ requestPolicy: 'network-only' });
    lastPendingCount.current = pendingCount;
  }, [pendingCount, reexecute]);

  async function keep(photo: Blob, idempotencyKey: string, takenAt: Date) {
    const variables: CrewPhotoVariables = { takenAt: takenAt.toISOString() };
    await enqueue({
      kind: CREW_PHOTO_KIND,
      crewId: id,
      variables: { ...variables },
      blob: photo,
      idempotencyKey,
    });
    setUpload({ status: 'queued' });
  }

  async function take(file: File | undefined) {
    if (!file) return;
    const early = checkPictureFile(file);
    if (early) return setUpload({ status: 'failed', messageKey: `media.photos.problem.${early}` });
    setUpload({ status: 'working', fraction: 0 });
    const idempotencyKey = crypto.randomUUID();
    // A file stamped later than the phone's now (a clock set wrong, a picture copied in) was taken
    // by now at the latest; the api refuses a photo from the future.
    const nowMs = appClock.nowMs();
    const takenAt = new Date(Math.min(file.lastModified || nowMs, nowMs));
    let photo: Blob | null = null;
    try {
      photo = await prepareCrewPhoto(file);
      if (ready && !navigator.onLine) return await keep(photo, idempotencyKey, takenAt);
      await uploadCrewPhoto(
        id,
        photo,
        idempotencyKey,
        (fraction) => setUpload({ status: 'working', fraction }),
        { token: session?.token ?? null, takenAt },
      );
      setUpload({ status: 'sent' });
      reexecute({ requestPolicy: 'network-only' });
    } catch (error) {
      const problem = error instanceof PictureError ? error.problem : 'refused';
      // No answer (offline, or the connection dropped): the outbox keeps it and sends the same key.
      if (problem === 'network' && photo && ready) {
        try {
          return await keep(photo, idempotencyKey, takenAt);
        } catch {
          // The outbox could not take it: say it failed, as without one.
        }
      }
      setUpload({
        status: 'failed',
        messageKey: `media.photos.problem.${problem === 'network' && !navigator.onLine ? 'offline' : problem}`,
      });
    } finally {
      if (inputRef.current) inputRef.current.value = '';
    }
  }

  return (
    <QueryStates
      result={
        validId ? result : { fetching: false, data: { crewShift: null } as CrewPhotosPageQuery }
      }
      loading={t('media.photos.loading')}
      error={t('media.photos.error')}
      onRetry={() => reexecute({ requestPolicy: 'network-only' })}
      empty={{ message: t('media.notFound'), description: t('media.notFoundDescription') }}
      isEmpty={(data) => !data.crewShift}
    >
      {(data) => {
        const crew = data.crewShift;
        if (!crew) return null;
        const canUpload = crew.photoUploadUrl != null;
        return (
          <Stack gap="4">
            <Stack gap="1">
              <Heading as="h2" size="lg">
                {t('media.photos.heading')}
              </Heading>
              <Text color="fg.muted">{crew.caption}</Text>
            </Stack>
            {canUpload ? (
              <Stack gap="3">
                <PermissionsWarning enabled permissions={CAMERA_PERMISSIONS} />
                <chakra.input
                  ref={inputRef}
                  id={inputId}
                  type="file"
                  accept="image/*"
                  capture="environment"
                  srOnly
                  // The visible button opens it; assistive technology meets that button only.
                  aria-hidden="true"
                  tabIndex={-1}
                  onChange={(event) => void take(event.target.files?.[0])}
                />
                <Button
                  colorPalette="blue"
                  minHeight="11"
                  alignSelf="start"
                  loading={upload.status === 'working'}
                  loadingText={t('media.photos.uploading')}
                  onClick={() => inputRef.current?.click()}
                >
                  {t('media.photos.take')}
                </Button>
                {upload.status === 'working' ? (
                  <Progress.Root
                    recipe={progressSlotRecipe}
                    value={Math.round(upload.fraction * 100)}
                    aria-label={t('media.photos.uploading')}
                  >
                    <Progress.Label fontSize="sm">{t('media.photos.uploading')}</Progress.Label>
                    <Progress.Track>
                      <Progress.Range />
                    </Progress.Track>
                    <Progress.ValueText />
                  </Progress.Root>
                ) : null}
                {upload.status === 'sent' ? (
                  <Alert.Root status="info" role="status">
                    <Alert.Indicator />
                    <Alert.Title>{t('media.photos.subjectToApproval')}</Alert.Title>
                  </Alert.Root>
                ) : null}
                {upload.status === 'queued' ? (
                  <Alert.Root status="warning" role="status">
                    <Alert.Indicator />
                    <Alert.Title>{t('media.photos.queued')}</Alert.Title>
                  </Alert.Root>
                ) : null}
                {upload.status === 'failed' ? (
                  <Alert.Root status="error" role="alert">
                    <Alert.Indicator />
                    <Alert.Title>{t(upload.messageKey)}</Alert.Title>
                  </Alert.Root>
                ) : null}
              </Stack>
            ) : null}
            {crew.photos.length === 0 && waitingPhotos.length === 0 ? (
              <Text color="fg.muted">
                {t(canUpload ? 'media.photos.none' : 'media.photos.noneApproved')}
              </Text>
            ) : (
              <SimpleGrid
                as="ul"
                columns={2}
                gap="3"
                listStyleType="none"
                aria-label={t('media.photos.grid')}
              >
                {crew.photos.map((photo) => (
                  <li key={photo.id}>
                    <PhotoTile photo={photo} />
                  </li>
                ))}
                {waitingPhotos.map((item) => (
                  <li key={`waiting-${item.id}`}>
                    <WaitingPhotoTile item={item} />
                  </li>
                ))}
              </SimpleGrid>
            )}
            <Link asChild colorPalette="blue" minHeight="11" alignSelf="start">
              <RouterLink to={pathTo(PATHS.crew, { id: crew.id })}>
                {t('media.backToCrew')}
              </RouterLink>
            </Link>
          </Stack>
        );
      }}
    </QueryStates>
  );
}
