import { compressPicture, PictureError, uploadPicture } from '../../lib/pictures/picture-upload';
import { appClock } from '../../lib/clock/clock';

// A crew photo on its way up: compressed in the browser like every picture
// (lib/pictures, LIBRARIES.md 'photo compression'), then one POST with its Idempotency-Key. The
// outbox keeps the compressed blob and the key in IndexedDB and calls
// uploadCrewPhoto again when the network returns: the api stores one photo per key.

export type CrewPhotoStatus = 'pending' | 'approved' | 'rejected';

/** The api's answer to an upload (api/routes/crews/crews.photos.ts crewPhotoUploadedSchema). */
export interface UploadedCrewPhoto {
  id: number;
  crewId: number;
  status: CrewPhotoStatus;
  takenAt: string;
  /** 'Uploaded file is subject to approval'. */
  notice: string;
}

export interface CrewPhotoUploadOptions {
  /** The bearer token of the session sending it. */
  token: string | null;
  /** When the photo was taken (an outbox replay sends it later); now when left out. */
  takenAt?: Date;
}

/** The api path a crew's photos are posted to (the gateway proxies /api/v1). */
export const crewPhotoUploadPath = (crewId: string): string =>
  `/api/v1/projectCrews/${encodeURIComponent(crewId)}/photos`;

function isUploaded(value: unknown): value is UploadedCrewPhoto {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { id?: unknown }).id === 'number'
  );
}

/**
 * Sends one compressed photo of the crew, reporting the fraction sent. Resolves with the stored
 * photo (the same one for a repeated key); rejects with a PictureError ('network' when offline or
 * the connection dropped: the outbox keeps it; 'tooLarge'/'refused' with the api's reason).
 */
export async function uploadCrewPhoto(
  crewId: string,
  blob: Blob,
  idempotencyKey: string,
  onProgress: (fraction: number) => void,
  { token, takenAt = appClock.now() }: CrewPhotoUploadOptions,
): Promise<UploadedCrewPhoto> {
  const url = `${crewPhotoUploadPath(crewId)}?takenAt=${encodeURIComponent(takenAt.toISOString())}`;
  const answer = await uploadPicture(url, blob, token, onProgress, 'crew-photo.jpg', {
    'Idempotency-Key': idempotencyKey,
  });
  if (!isUploaded(answer)) throw new PictureError('refused');
  return answer;
}

/** A taken photo made ready to send: resized to ≤ 2048 px and JPEG-compressed (throws 'notAnImage'). */
export const prepareCrewPhoto = (file: Blob): Promise<Blob> => compressPicture(file);
