import { Box, Button, Card, Heading, Image, Progress, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useId, useRef, useState } from 'react';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useProtectedImageUrl } from '../../lib/images/useProtectedImageUrl';
import { useSession } from '../../lib/session/useSession';
import { useOnlineStatus } from '../../ui/states/useOnlineStatus';
import { UserIcon } from '../../ui/icons/UserIcon';
import { progressSlotRecipe } from '../../ui/lazy-recipes';
import { checkPictureFile, compressPicture, PictureError, uploadPicture } from '../../lib/pictures/picture-upload';

type Picture = { id: string; fileUrl: string };

/** The stored picture, loaded with the bearer token (it is never served without one). */
function StoredPicture({ picture, alt }: { picture: Picture; alt: string }) {
  const url = useProtectedImageUrl(picture.fileUrl);

  if (!url) {
    return (
      <Box boxSize="24" borderRadius="full" bg="bg.muted" display="grid" placeItems="center" aria-hidden="true">
        <UserIcon />
      </Box>
    );
  }
  return <Image src={url} alt={alt} boxSize="24" borderRadius="full" objectFit="cover" borderWidth="1px" />;
}

type UploadState =
  | { status: 'idle' }
  | { status: 'working'; fraction: number | null }
  | { status: 'failed'; messageKey: string };

/**
 * The current picture, the pending one's approval text, and the upload: the hint, camera or file,
 * compressed in the browser, sent with a progress bar.
 */
export function ProfilePictureSection({
  name,
  currentPicture,
  pendingPicture,
  uploadUrl,
  onUploaded,
}: {
  name: string;
  currentPicture: Picture | null;
  pendingPicture: Picture | null;
  uploadUrl: string;
  onUploaded: () => void;
}) {
  const { t } = useTranslation('profile');
  const { session } = useSession();
  const online = useOnlineStatus();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<UploadState>({ status: 'idle' });

  async function onChoose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = checkPictureFile(file);
    if (problem) {
      setState({ status: 'failed', messageKey: `picture.problems.${problem}` });
      return;
    }
    if (!online) {
      setState({ status: 'failed', messageKey: 'picture.problems.offline' });
      return;
    }
    setState({ status: 'working', fraction: null });
    try {
      const compressed = await compressPicture(file);
      await uploadPicture(uploadUrl, compressed, session?.token ?? null, (fraction) => setState({ status: 'working', fraction }));
      setState({ status: 'idle' });
      onUploaded();
    } catch (error) {
      const problem = error instanceof PictureError ? error.problem : 'refused';
      const key =
        error instanceof PictureError && error.reason === 'PROFILE_PICTURE_NOT_AN_IMAGE' ? 'notAnImage' : problem;
      setState({ status: 'failed', messageKey: `picture.problems.${key}` });
    }
  }

  const working = state.status === 'working';
  return (
    <Card.Root as="section" size="sm" aria-labelledby={`${inputId}-heading`}>
      <Card.Body gap="3">
        <Heading as="h2" size="md" id={`${inputId}-heading`}>
          {t('picture.title')}
        </Heading>
        <Stack direction="row" gap="4" align="center">
          {currentPicture ? (
            <StoredPicture picture={currentPicture} alt={t('picture.currentAlt', { name })} />
          ) : (
            <Box boxSize="24" borderRadius="full" bg="bg.muted" display="grid" placeItems="center" flexShrink={0}>
              <UserIcon />
              <VisuallyHidden>{t('picture.none')}</VisuallyHidden>
            </Box>
          )}
          {pendingPicture ? (
            <Stack gap="2" align="center">
              <StoredPicture picture={pendingPicture} alt={t('picture.pendingAlt')} />
            </Stack>
          ) : null}
        </Stack>
        {pendingPicture ? (
          <Text fontSize="sm" fontWeight="medium" color="orange.fg" role="status">
            {t('picture.pending')}
          </Text>
        ) : null}
        <Text fontSize="sm" color="fg.muted" id={`${inputId}-hint`}>
          {t('picture.hint')}
        </Text>
        <input
          ref={input}
          id={inputId}
          type="file"
          accept="image/*"
          capture="user"
          hidden
          aria-describedby={`${inputId}-hint`}
          onChange={(event) => void onChoose(event)}
          data-testid="profile-picture-input"
        />
        <Button variant="outline" minHeight="11" loading={working} loadingText={t('picture.uploading')} onClick={() => input.current?.click()}>
          {t('picture.upload')}
        </Button>
        {working ? (
          <Progress.Root recipe={progressSlotRecipe}
            size="sm"
            colorPalette="blue"
            max={100}
            value={state.fraction === null ? null : Math.round(state.fraction * 100)}
            translations={{
              value: ({ percent }) => (state.fraction === null ? t('picture.preparing') : t('picture.progress', { percent: Math.round(percent) })),
            }}
          >
            <Progress.Label fontSize="sm">{state.fraction === null ? t('picture.preparing') : t('picture.uploading')}</Progress.Label>
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
        ) : null}
        {state.status === 'failed' ? (
          <Text fontSize="sm" color="fg.error" role="alert">
            {t(state.messageKey)}
          </Text>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}
