// A picture on its way up (the profile picture; a form's photo answer;
// LIBRARIES.md 'photo compression'): checked,
// resized to at most 2048 px on the long edge and compressed to JPEG in the browser with
// createImageBitmap and a canvas, then sent with XHR for its upload progress (fetch has none).

/** Larger files are refused before compression (the api refuses them too: 413). */
export const MAX_PICTURE_BYTES = 10 * 1024 * 1024;
/** The long edge after resizing; also keeps iOS under its 16.7 Mpx canvas cap. */
export const MAX_EDGE_PX = 2048;
const JPEG_QUALITY = 0.82;

export type PictureProblem = 'notAnImage' | 'tooLarge';

/** Why a chosen file cannot be uploaded, before any work on it; null when it may. */
export function checkPictureFile(file: Pick<File, 'type' | 'size'>): PictureProblem | null {
  if (!file.type.startsWith('image/')) return 'notAnImage';
  if (file.size > MAX_PICTURE_BYTES) return 'tooLarge';
  return null;
}

/** The size that fits `width` × `height` into MAX_EDGE_PX on the long edge, never enlarging. */
export function fittedSize(
  width: number,
  height: number,
  maxEdge = MAX_EDGE_PX,
): { width: number; height: number } {
  const scale = Math.min(1, maxEdge / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/** The picture as a JPEG of at most MAX_EDGE_PX; throws 'notAnImage' when the browser cannot decode it. */
export async function compressPicture(file: Blob): Promise<Blob> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    throw new PictureError('notAnImage');
  }
  const { width, height } = fittedSize(bitmap.width, bitmap.height);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new PictureError('notAnImage');
  // JPEG has no transparency: a transparent PNG gets the white background the hint asks for.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  const blob = await new Promise<Blob | null>((resolve) =>
    canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY),
  );
  if (!blob) throw new PictureError('notAnImage');
  return blob;
}

export class PictureError extends Error {
  constructor(
    readonly problem: PictureProblem | 'network' | 'refused',
    readonly reason?: string,
  ) {
    super(problem);
    this.name = 'PictureError';
  }
}

/**
 * Sends the picture as multipart/form-data (one field, 'file') with the bearer token, reporting
 * the fraction sent. Resolves on 201 with the api's answer (parsed JSON, null when there is none);
 * a refusal rejects with the api's reason when it gave one.
 */
export function uploadPicture(
  url: string,
  picture: Blob,
  token: string | null,
  onProgress: (fraction: number) => void,
  fileName = 'profile-picture.jpg',
  /** More request headers (a crew photo's Idempotency-Key). */
  headers: Record<string, string> = {},
): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.setRequestHeader('Type', 'MOBILE');
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status === 201) {
        onProgress(1);
        try {
          resolve(JSON.parse(request.responseText) as unknown);
        } catch {
          resolve(null);
        }
        return;
      }
      let reason: string | undefined;
      try {
        reason = (JSON.parse(request.responseText) as { reason?: string }).reason;
      } catch {
        reason = undefined;
      }
      reject(new PictureError(request.status === 413 ? 'tooLarge' : 'refused', reason));
    };
    request.onerror = () => reject(new PictureError('network'));
    const form = new FormData();
    form.append('file', picture, fileName);
    request.send(form);
  });
}
