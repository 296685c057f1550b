import { Box, Button, Image, Progress, Stack, Text, chakra } from '@chakra-ui/react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnswerValue, FormQuestion } from '../../../machines/formAnswers';
import {
  checkPictureFile,
  compressPicture,
  PictureError,
  uploadPicture,
} from '../pictures/picture-upload';
import { useSession } from '../session/useSession';
import { holdLocalPhoto, isLocalPhotoId, localPhoto, releaseLocalPhoto } from './local-photos';
import { progressSlotRecipe } from '../../ui/lazy-recipes';

export interface PhotoAnswerProps {
  formId: string;
  question: FormQuestion;
  value: AnswerValue | undefined;
  problem: string | null;
  onChange: (value: AnswerValue | null) => void;
  /** Offline (or when the upload loses its connection) the photo is held on the phone (src/features/crews/README.md, Photos and security checks in the outbox). */
  keepOffline?: boolean;
}

type UploadState =
  | { status: 'idle' }
  | { status: 'working'; fraction: number }
  | { status: 'failed'; message: string };

function photoIdOf(value: AnswerValue | undefined): number | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? value.photoId
    : null;
}

/**
 * A photo answer: chosen or taken with the camera, compressed in the browser (as the profile
 * picture), uploaded at once to /api/v1/forms/perform/{id}/photos; the answer is the upload's id.
 * The preview is the compressed picture, or after a reload the stored one (fetched with the token).
 */
export function PhotoAnswer({
  formId,
  question,
  value,
  problem,
  onChange,
  keepOffline = false,
}: PhotoAnswerProps) {
  const { t } = useTranslation('forms');
  const { session } = useSession();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [upload, setUpload] = useState<UploadState>({ status: 'idle' });
  const [preview, setPreview] = useState<string | null>(null);
  const photoId = photoIdOf(value);
  const token = session?.token ?? null;
  const isLocal = photoId !== null && isLocalPhotoId(photoId);

  // A photo held on the phone: its preview is the blob; one no longer held (after a reload) is asked again.
  useEffect(() => {
    if (photoId === null || !isLocalPhotoId(photoId) || preview !== null) return;
    const blob = localPhoto(photoId);
    if (!blob) return onChange(null);
    const url = URL.createObjectURL(blob);
    setPreview(url);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- follows the answer only
  }, [photoId]);

  // A photo restored from the draft: its preview comes from the api (the uploader's own file).
  useEffect(() => {
    if (photoId === null || isLocalPhotoId(photoId) || preview !== null) return;
    let url: string | null = null;
    let active = true;
    void fetch(`/api/v1/forms/perform/${formId}/photos/${photoId}/file`, {
      headers: { Type: 'MOBILE', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    })
      .then(async (response) => (response.ok ? response.blob() : null))
      .then((blob) => {
        if (!blob || !active) return;
        url = URL.createObjectURL(blob);
        setPreview(url);
      })
      .catch(() => undefined);
    return () => {
      active = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [formId, photoId, preview, token]);

  async function choose(file: File | undefined) {
    if (!file) return;
    const early = checkPictureFile(file);
    if (early) return setUpload({ status: 'failed', message: t(`photo.${early}`) });
    setUpload({ status: 'working', fraction: 0 });
    let compressed: Blob | null = null;
    const keep = (blob: Blob) => {
      if (photoId !== null && isLocalPhotoId(photoId)) releaseLocalPhoto(photoId);
      setPreview(URL.createObjectURL(blob));
      setUpload({ status: 'idle' });
      onChange({ photoId: holdLocalPhoto(blob) });
    };
    try {
      compressed = await compressPicture(file);
      if (keepOffline && !navigator.onLine) return keep(compressed);
      const answer = (await uploadPicture(
        `/api/v1/forms/perform/${formId}/photos`,
        compressed,
        token,
        (fraction) => setUpload({ status: 'working', fraction }),
        'form-photo.jpg',
      )) as { id?: number } | null;
      if (!answer || typeof answer.id !== 'number') throw new PictureError('refused');
      setPreview(URL.createObjectURL(compressed));
      setUpload({ status: 'idle' });
      onChange({ photoId: answer.id });
    } catch (error) {
      const problemKind = error instanceof PictureError ? error.problem : 'refused';
      if (problemKind === 'network' && keepOffline && compressed) return keep(compressed);
      setUpload({
        status: 'failed',
        message: t(
          `photo.${problemKind === 'network' && !navigator.onLine ? 'offline' : problemKind}`,
        ),
      });
    } finally {
      if (inputRef.current) inputRef.current.value = '';
    }
  }

  return (
    <Stack gap="3">
      <chakra.label htmlFor={inputId} fontWeight="semibold" fontSize="lg">
        {question.label}
        {question.required ? <Text as="span" srOnly>{` (${t('required')})`}</Text> : null}
      </chakra.label>
      {question.help ? (
        <Text color="fg.muted" fontSize="sm">
          {question.help}
        </Text>
      ) : null}
      {photoId !== null && preview ? (
        <Image
          src={preview}
          alt={t('photo.preview')}
          borderRadius="md"
          maxHeight="64"
          objectFit="contain"
          alignSelf="start"
        />
      ) : null}
      <chakra.input
        ref={inputRef}
        id={inputId}
        type="file"
        accept="image/*"
        capture="environment"
        srOnly
        onChange={(event) => void choose(event.target.files?.[0])}
      />
      <Box>
        <Button
          variant="outline"
          minHeight="11"
          loading={upload.status === 'working'}
          onClick={() => inputRef.current?.click()}
        >
          {t(photoId === null ? 'photo.choose' : 'photo.replace')}
        </Button>
      </Box>
      {isLocal && preview ? (
        <Text fontSize="sm" color="fg.muted" role="status">
          {t('photo.keptOffline')}
        </Text>
      ) : null}
      {upload.status === 'working' ? (
        <Progress.Root
          recipe={progressSlotRecipe}
          value={Math.round(upload.fraction * 100)}
          aria-label={t('photo.uploading')}
        >
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      ) : null}
      {upload.status === 'failed' ? (
        <Text color="red.700" fontSize="sm" role="alert">
          {upload.message}
        </Text>
      ) : null}
      {photoId !== null ? (
        <Button variant="ghost" alignSelf="start" minHeight="11" onClick={() => onChange(null)}>
          {t('photo.remove')}
        </Button>
      ) : null}
      {problem ? (
        <Text color="red.700" fontSize="sm" role="alert">
          {problem}
        </Text>
      ) : null}
    </Stack>
  );
}
