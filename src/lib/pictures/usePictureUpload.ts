import { useState } from 'react';
import type { ChangeEvent } from 'react';
import { useSession } from '../session/useSession';
import { useOnlineStatus } from '../../ui/states/useOnlineStatus';
import { checkPictureFile, compressPicture, PictureError, uploadPicture } from './picture-upload';
import type { PictureProblem } from './picture-upload';

/** Why an upload did not happen: the file's own problem, no network, or the api's refusal. */
export type PictureUploadProblem = PictureProblem | 'offline' | 'network' | 'refused';

export type PictureUploadState =
  | { status: 'idle' }
  | { status: 'working'; fraction: number | null }
  | { status: 'failed'; problem: PictureUploadProblem };

export type PictureUploadOptions = {
  /** The api's reason for a file it could not read as an image ('PROFILE_PICTURE_NOT_AN_IMAGE'…): said as 'notAnImage'. */
  notAnImageReason: string;
  /** The multipart file name the api sees. */
  fileName?: string;
  onUploaded: () => void;
};

/**
 * One picture upload from a file input (the profile picture, a project's logo): checked before any
 * work, refused offline, compressed in the browser, sent with its progress. The state feeds
 * PictureUploadStatus.
 */
export function usePictureUpload({ notAnImageReason, fileName, onUploaded }: PictureUploadOptions) {
  const { session } = useSession();
  const online = useOnlineStatus();
  const [state, setState] = useState<PictureUploadState>({ status: 'idle' });

  async function choose(event: ChangeEvent<HTMLInputElement>, uploadUrl: string) {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same file again still fires a change.
    event.target.value = '';
    if (!file) return;
    const problem = checkPictureFile(file);
    if (problem) {
      setState({ status: 'failed', problem });
      return;
    }
    if (!online) {
      setState({ status: 'failed', problem: 'offline' });
      return;
    }
    setState({ status: 'working', fraction: null });
    try {
      const compressed = await compressPicture(file);
      await uploadPicture(
        uploadUrl,
        compressed,
        session?.token ?? null,
        (fraction) => setState({ status: 'working', fraction }),
        fileName,
      );
      setState({ status: 'idle' });
      onUploaded();
    } catch (error) {
      const problem = error instanceof PictureError ? error.problem : 'refused';
      setState({
        status: 'failed',
        problem:
          error instanceof PictureError && error.reason === notAnImageReason
            ? 'notAnImage'
            : problem,
      });
    }
  }

  return { state, working: state.status === 'working', choose };
}
