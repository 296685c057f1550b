import { Box, Button, Card, Heading, Image, Stack, Text } from '@chakra-ui/react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useProtectedImageUrl } from '../../lib/images/useProtectedImageUrl';
import { PictureUploadStatus } from '../../lib/pictures/PictureUploadStatus';
import { usePictureUpload } from '../../lib/pictures/usePictureUpload';

export type ReceiptPhotoSectionProps = {
  photo: { id: string; status: string; fileUrl: string } | null;
  /** Where to upload; null when the receipt no longer changes or the caller may not. */
  uploadUrl: string | null;
  onUploaded: () => void;
};

/**
 * The photo of the paper receipt: taken with the camera (or chosen), compressed on the phone, sent
 * with its progress; it waits for approval ('Uploaded file is subject to approval', SPEC.md §5).
 */
export function ReceiptPhotoSection({ photo, uploadUrl, onUploaded }: ReceiptPhotoSectionProps) {
  const { t } = useTranslation('receipts');
  const input = useRef<HTMLInputElement>(null);
  const upload = usePictureUpload({
    notAnImageReason: 'RECEIPT_PHOTO_NOT_AN_IMAGE',
    fileName: 'receipt.jpg',
    onUploaded,
  });
  const url = useProtectedImageUrl(photo?.fileUrl ?? null);
  return (
    <Card.Root as="section" size="sm" aria-labelledby="receipt-photo">
      <Card.Body gap="3">
        <Heading as="h2" size="md" id="receipt-photo">
          {t('photo.title')}
        </Heading>
        {photo ? (
          url ? (
            <Image
              src={url}
              alt={t('photo.alt')}
              maxHeight="64"
              objectFit="contain"
              borderRadius="md"
              borderWidth="1px"
            />
          ) : (
            <Box height="32" bg="bg.muted" borderRadius="md" aria-hidden="true" />
          )
        ) : (
          <Text color="fg.muted">{t('photo.none')}</Text>
        )}
        {photo?.status === 'pending' ? (
          <Text fontSize="sm" fontWeight="medium" color="orange.fg" role="status">
            {t('photo.pending')}
          </Text>
        ) : null}
        {uploadUrl ? (
          <Stack gap="2">
            <Text fontSize="sm" color="fg.muted" id="receipt-photo-hint">
              {t('photo.hint')}
            </Text>
            <input
              ref={input}
              type="file"
              accept="image/*"
              capture="environment"
              hidden
              aria-describedby="receipt-photo-hint"
              onChange={(event) => void upload.choose(event, uploadUrl)}
              data-testid="receipt-photo-input"
            />
            <Button
              variant="outline"
              minHeight="11"
              loading={upload.working}
              loadingText={t('photo.uploading')}
              onClick={() => input.current?.click()}
            >
              {photo ? t('photo.replace') : t('photo.take')}
            </Button>
          </Stack>
        ) : null}
        <PictureUploadStatus
          state={upload.state}
          labels={{
            preparing: t('photo.preparing'),
            uploading: t('photo.uploading'),
            progress: (percent) => t('photo.progress', { percent }),
            problem: (problem) => t(`photo.problems.${problem}`),
          }}
        />
      </Card.Body>
    </Card.Root>
  );
}
