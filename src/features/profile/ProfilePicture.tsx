import { Box, Button, Card, Heading, Image, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useProtectedImageUrl } from '../../lib/images/useProtectedImageUrl';
import { UserIcon } from '../../ui/icons/UserIcon';
import { PictureUploadStatus } from '../../lib/pictures/PictureUploadStatus';
import { usePictureUpload } from '../../lib/pictures/usePictureUpload';

type Picture = { id: string; fileUrl: string };

/** The stored picture, loaded with the bearer token (it is never served without one). */
function StoredPicture({ picture, alt }: { picture: Picture; alt: string }) {
  const url = useProtectedImageUrl(picture.fileUrl);

  if (!url) {
    return (
      <Box
        boxSize="24"
        borderRadius="full"
        bg="bg.muted"
        display="grid"
        placeItems="center"
        aria-hidden="true"
      >
        <UserIcon />
      </Box>
    );
  }
  return (
    <Image
      src={url}
      alt={alt}
      boxSize="24"
      borderRadius="full"
      objectFit="cover"
      borderWidth="1px"
    />
  );
}

/**
 * The current picture, the pending one's approval text, and the upload: the hint, camera or file,
 * compressed in the browser, sent with a progress bar.
 */
export function ProfilePictureSection({
  name,
  currentPicture,
  pendingPicture,
  rejectedReason,
  uploadUrl,
  onUploaded,
}: {
  name: string;
  currentPicture: Picture | null;
  pendingPicture: Picture | null;
  /** Why the office rejected the latest upload; null when it was not rejected. */
  rejectedReason: string | null;
  uploadUrl: string;
  onUploaded: () => void;
}) {
  const { t } = useTranslation('profile');
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const upload = usePictureUpload({ notAnImageReason: 'PROFILE_PICTURE_NOT_AN_IMAGE', onUploaded });

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
            <Box
              boxSize="24"
              borderRadius="full"
              bg="bg.muted"
              display="grid"
              placeItems="center"
              flexShrink={0}
            >
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
        {rejectedReason !== null && !pendingPicture ? (
          <Text fontSize="sm" fontWeight="medium" color="fg.error">
            {t('picture.rejected', { reason: rejectedReason })}
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
          onChange={(event) => void upload.choose(event, uploadUrl)}
          data-testid="profile-picture-input"
        />
        <Button
          variant="outline"
          minHeight="11"
          loading={upload.working}
          loadingText={t('picture.uploading')}
          onClick={() => input.current?.click()}
        >
          {t('picture.upload')}
        </Button>
        <PictureUploadStatus
          state={upload.state}
          labels={{
            preparing: t('picture.preparing'),
            uploading: t('picture.uploading'),
            progress: (percent) => t('picture.progress', { percent }),
            problem: (problem) => t(`picture.problems.${problem}`),
          }}
        />
      </Card.Body>
    </Card.Root>
  );
}
