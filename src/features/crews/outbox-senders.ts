import { isErrorReason } from '../../lib/graphql/error-reasons';
import type { OutboxSendOutcome } from '../../../machines/outbox.machine';
import { readStoredSession } from '../../../machines/session.storage';
import type { FormAnswerInput } from '../../gql/graphql';
import { SubmitFormMutation } from '../../lib/forms/submit-form';
import { PictureError, uploadPicture } from '../../lib/pictures/picture-upload';
import {
  OutboxNoAnswerError,
  outboxOutcomeOf,
  sendOutcomeOf,
  type OutboxSender,
  type OutboxSenders,
} from '../../lib/outbox/sender';
import { VENUE_ACTION_KINDS, sendVenueAction, venueActionOf } from './venue-actions';
import { uploadCrewPhoto } from './crew-photo-upload';

/** A venue action from the outbox: its outcome, read once from the gateway's answer, kept as is. */
const sendVenueItem: OutboxSender = async (item, client) =>
  outboxOutcomeOf(await sendVenueAction(client, venueActionOf(item)));

/** The outbox kind of a crew photo waiting to be uploaded (its compressed blob is the item's blob). */
export const CREW_PHOTO_KIND = 'uploadCrewPhoto';

export interface CrewPhotoVariables {
  /** When the phone took it (ISO): the api keeps it, however late the upload. */
  takenAt: string;
}

/**
 * The outbox's reading of a failed upload (a PictureError): the api's reason (413 too large, not an
 * image, crew not found…) → refused with it; no connection, or a refusal without a reason (a lapsed
 * token, a 5xx) → no answer, sent again later with the same key.
 */
export function photoOutcomeOf(error: unknown): OutboxSendOutcome {
  if (error instanceof PictureError) {
    if (error.reason && isErrorReason(error.reason))
      return { kind: 'refused', reason: error.reason };
    if (error.problem === 'tooLarge') return { kind: 'refused', reason: 'CREW_PHOTO_TOO_LARGE' };
    if (error.problem === 'notAnImage')
      return { kind: 'refused', reason: 'CREW_PHOTO_NOT_AN_IMAGE' };
  }
  throw new OutboxNoAnswerError(error instanceof Error ? error.message : 'upload failed');
}

/** Uploads a waiting crew photo with its key (the api stores one photo per key, src/features/crews/README.md, Photos and security checks in the outbox). */
export const sendCrewPhoto: OutboxSender = async (item) => {
  if (!item.blob) return { kind: 'refused', reason: 'CREW_PHOTO_NOT_AN_IMAGE' };
  const { takenAt } = item.variables as Partial<CrewPhotoVariables>;
  try {
    const answer = await uploadCrewPhoto(item.crewId, item.blob, item.idempotencyKey, () => {}, {
      token: readStoredSession(globalThis.localStorage)?.token ?? null,
      takenAt: takenAt ? new Date(takenAt) : new Date(item.createdAt),
    });
    return { kind: 'applied', answer };
  } catch (error) {
    return photoOutcomeOf(error);
  }
};

/** The outbox kind of a security check's answers waiting to be sent (a photo taken offline is its blob). */
export const SECURITY_CHECK_KIND = 'answerSecurityCheck';

export interface SecurityCheckVariables {
  formId: string;
  answers: FormAnswerInput[];
  context: { crewId: string; date: string; shift: string };
  /** The photo question whose photo was taken offline (the item's blob), or null. */
  photoQuestionId: string | null;
}

/** The photo's key: derived from the answers' key, so a replay uploads it once too. */
export const securityCheckPhotoKey = (idempotencyKey: string): string => `${idempotencyKey}.photo`;

/**
 * Sends a security check's answers with their key: first the photo taken offline (under its own
 * derived key: a replay stores no second photo), then the answers with the uploaded photo's id.
 * The api's refusal (already answered for that date and shift, not the crew's chief any more…)
 * is final and shown in the sync status; no answer is retried with the same keys.
 */
export const sendSecurityCheckAnswers: OutboxSender = async (item, client) => {
  const variables = item.variables as unknown as SecurityCheckVariables;
  let answers = variables.answers;
  if (variables.photoQuestionId !== null) {
    if (!item.blob) return { kind: 'refused', reason: 'FORM_ANSWERS_REFUSED' };
    let uploaded: unknown;
    try {
      uploaded = await uploadPicture(
        `/api/v1/forms/perform/${encodeURIComponent(variables.formId)}/photos`,
        item.blob,
        readStoredSession(globalThis.localStorage)?.token ?? null,
        () => {},
        'form-photo.jpg',
        { 'Idempotency-Key': securityCheckPhotoKey(item.idempotencyKey) },
      );
    } catch (error) {
      return photoOutcomeOf(error);
    }
    const photoId = (uploaded as { id?: unknown } | null)?.id;
    if (typeof photoId !== 'number')
      throw new OutboxNoAnswerError('The photo upload answered no id');
    answers = answers.map((answer) =>
      String(answer.questionId) === variables.photoQuestionId
        ? { ...answer, photoId: String(photoId) }
        : answer,
    );
  }
  const result = await client
    .mutation(
      SubmitFormMutation,
      {
        formId: variables.formId,
        answers,
        context: variables.context,
        idempotencyKey: item.idempotencyKey,
      },
      { requestPolicy: 'network-only' },
    )
    .toPromise();
  return outboxOutcomeOf(sendOutcomeOf(result));
};

/**
 * The crews area's senders for the outbox: one transport for every venue action (sendVenueAction),
 * the photo upload, and the security check's answers.
 */
export const crewOutboxSenders: OutboxSenders = {
  ...Object.fromEntries(Object.keys(VENUE_ACTION_KINDS).map((kind) => [kind, sendVenueItem])),
  [CREW_PHOTO_KIND]: sendCrewPhoto,
  [SECURITY_CHECK_KIND]: sendSecurityCheckAnswers,
};
