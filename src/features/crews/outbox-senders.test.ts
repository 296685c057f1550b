import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CombinedError, type Client } from 'urql';
import { GraphQLError } from 'graphql';
import { writeStoredSession } from '../../../machines/session.storage';
import { sessionFixture } from '../../../machines/session.fixtures';
import { OutboxNoAnswerError } from '../../lib/outbox/sender';
import type { OutboxRecord } from '../../lib/outbox/store';
import { PictureError, uploadPicture } from '../../lib/pictures/picture-upload';
import type * as PictureUpload from '../../lib/pictures/picture-upload';
import { uploadCrewPhoto } from './crew-photo-upload';
import {
  CREW_PHOTO_KIND,
  SECURITY_CHECK_KIND,
  crewOutboxSenders,
  photoOutcomeOf,
  sendCrewPhoto,
  sendSecurityCheckAnswers,
  type SecurityCheckVariables,
} from './outbox-senders';
import { venueActionOf, venueOutcomeTextKey } from './venue-actions';

vi.mock('./crew-photo-upload', () => ({ uploadCrewPhoto: vi.fn() }));
vi.mock('../../lib/pictures/picture-upload', async (original) => ({
  ...(await original<typeof PictureUpload>()),
  uploadPicture: vi.fn(),
}));

const clientAnswering = (result: object) => {
  const mutation = vi.fn(() => ({ toPromise: () => Promise.resolve(result) }));
  return { client: { mutation } as unknown as Client, mutation };
};

const gatewayError = (extensions: Record<string, unknown>) =>
  new CombinedError({ graphQLErrors: [new GraphQLError('no', { extensions })] });

describe('the crews area in the outbox', () => {
  const checkIn: OutboxRecord = {
    id: 2,
    kind: 'checkIn',
    crewId: '41',
    idempotencyKey: 'k-1',
    variables: { memberId: '7', at: '2026-11-24T08:00:00Z', recordedAt: '2026-11-24T08:01:00Z' },
    createdAt: '2026-11-24T08:01:00Z',
    state: 'pending',
    reason: null,
  };
  const sendCheckIn = (result: object) =>
    crewOutboxSenders.checkIn!(checkIn, clientAnswering(result).client);

  it('applies an action with the gateway’s answer, sent with the action’s key', async () => {
    const member = { id: '7', attendance: 'present' };
    const { client, mutation } = clientAnswering({ data: { checkInCrewMember: member } });
    expect(await crewOutboxSenders.checkIn!(checkIn, client)).toEqual({
      kind: 'applied',
      answer: member,
    });
    expect(mutation).toHaveBeenCalledWith(
      expect.anything(),
      expect.objectContaining({ crewId: '41', idempotencyKey: 'k-1', memberId: '7' }),
    );
  });

  it('keeps the server’s refusal as it came: the api’s reason, or the refusing gateway code', async () => {
    expect(
      await sendCheckIn({
        data: { checkInCrewMember: null },
        error: gatewayError({ code: 'CONFLICT', reason: 'CREW_ALREADY_SIGNED_OFF' }),
      }),
    ).toEqual({ kind: 'refused', reason: 'CREW_ALREADY_SIGNED_OFF' });
    // Not the crew's chief any more: final, with the api's reason (never retried forever).
    expect(
      await sendCheckIn({ error: gatewayError({ code: 'FORBIDDEN', reason: 'CREW_NOT_FOUND' }) }),
    ).toEqual({ kind: 'refused', reason: 'CREW_NOT_FOUND' });
    for (const code of ['FORBIDDEN', 'NOT_FOUND', 'BAD_USER_INPUT', 'CONFLICT'])
      expect(await sendCheckIn({ error: gatewayError({ code }) }), code).toEqual({
        kind: 'refused',
        reason: code,
      });
  });

  it('keeps an action with no answer (offline, a 5xx, a lapsed token) for a retry with the same key', async () => {
    for (const error of [
      new CombinedError({ networkError: new TypeError('Failed to fetch') }),
      gatewayError({ code: 'INTERNAL_SERVER_ERROR' }),
      gatewayError({ code: 'UNAUTHENTICATED' }),
    ])
      await expect(sendCheckIn({ error })).rejects.toThrow(OutboxNoAnswerError);
  });

  it('words a refused or failed outcome at the screen: the reason, else the code, else a general text', () => {
    expect(venueOutcomeTextKey({ kind: 'refused', reason: 'CREW_ALREADY_SIGNED_OFF' })).toBe(
      'common:errors.reasons.CREW_ALREADY_SIGNED_OFF',
    );
    expect(venueOutcomeTextKey({ kind: 'refused', reason: 'FORBIDDEN' })).toBe(
      'common:errors.codes.FORBIDDEN',
    );
    expect(venueOutcomeTextKey({ kind: 'failed', code: 'UNAUTHENTICATED' })).toBe(
      'common:errors.codes.UNAUTHENTICATED',
    );
    expect(venueOutcomeTextKey({ kind: 'failed', code: null })).toBe('common:errors.unexpected');
  });

  it('sends every venue action kind, and an item comes back as the same action with the same key', () => {
    expect(Object.keys(crewOutboxSenders).sort()).toEqual(
      [
        'checkIn',
        'checkOut',
        'noShow',
        'release',
        'signOff',
        'answerSecurityCheck',
        'uploadCrewPhoto',
      ].sort(),
    );
    const item = {
      kind: 'checkIn',
      crewId: '41',
      idempotencyKey: 'k-1',
      variables: { memberId: '7', at: 'a', recordedAt: 'r' },
    };
    expect(venueActionOf(item)).toEqual(item);
    expect(() => venueActionOf({ ...item, kind: 'launchRocket' })).toThrow();
  });
});

function stubSession() {
  const values = new Map<string, string>();
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  });
  writeStoredSession(globalThis.localStorage, sessionFixture({ token: 'chief-token' }));
}

describe('a crew photo in the outbox', () => {
  const upload = vi.mocked(uploadCrewPhoto);
  const client = {} as Client;
  const photo = (blob: Blob | undefined): OutboxRecord => ({
    id: 3,
    kind: CREW_PHOTO_KIND,
    crewId: '41',
    idempotencyKey: 'photo-key-1',
    variables: { takenAt: '2026-11-24T09:30:00.000Z' },
    createdAt: '2026-11-24T09:31:00.000Z',
    state: 'pending',
    reason: null,
    ...(blob ? { blob } : {}),
  });

  beforeEach(stubSession);
  afterEach(() => {
    vi.unstubAllGlobals();
    upload.mockReset();
  });

  it('uploads the stored blob with its key, the time it was taken and the session’s token; acked with the api’s answer', async () => {
    const blob = new Blob(['jpeg'], { type: 'image/jpeg' });
    const answer = {
      id: 9,
      crewId: 41,
      status: 'pending' as const,
      takenAt: '2026-11-24T09:30:00Z',
      notice: 'Uploaded file is subject to approval',
    };
    upload.mockResolvedValueOnce(answer);
    expect(await sendCrewPhoto(photo(blob), client)).toEqual({ kind: 'applied', answer });
    expect(upload).toHaveBeenCalledWith('41', blob, 'photo-key-1', expect.any(Function), {
      token: 'chief-token',
      takenAt: new Date('2026-11-24T09:30:00.000Z'),
    });
  });

  it('keeps it for a retry with the same key when no answer came; refuses it with the api’s reason', async () => {
    const blob = new Blob(['jpeg'], { type: 'image/jpeg' });
    upload.mockRejectedValueOnce(new PictureError('network'));
    await expect(sendCrewPhoto(photo(blob), client)).rejects.toThrow(OutboxNoAnswerError);
    upload.mockRejectedValueOnce(new PictureError('refused', 'CREW_NOT_FOUND'));
    expect(await sendCrewPhoto(photo(blob), client)).toEqual({
      kind: 'refused',
      reason: 'CREW_NOT_FOUND',
    });
    expect(photoOutcomeOf(new PictureError('tooLarge'))).toEqual({
      kind: 'refused',
      reason: 'CREW_PHOTO_TOO_LARGE',
    });
    // A refusal without a reason (a lapsed token, a 5xx) is not final.
    expect(() => photoOutcomeOf(new PictureError('refused'))).toThrow(OutboxNoAnswerError);
    // An item whose photo is gone cannot be sent: refused, never retried forever.
    expect(await sendCrewPhoto(photo(undefined), client)).toEqual({
      kind: 'refused',
      reason: 'CREW_PHOTO_NOT_AN_IMAGE',
    });
  });
});

describe('a security check’s answers in the outbox', () => {
  const upload = vi.mocked(uploadPicture);
  const variables: SecurityCheckVariables = {
    formId: '12',
    answers: [
      { questionId: '1', yesNo: true },
      { questionId: '6', photoId: String(2 ** 40 + 1) },
    ],
    context: { crewId: '41', date: '2026-11-24', shift: 'early' },
    photoQuestionId: '6',
  };
  const item = (blob?: Blob): OutboxRecord => ({
    id: 4,
    kind: SECURITY_CHECK_KIND,
    crewId: '41',
    idempotencyKey: 'check-key-1',
    variables: { ...variables },
    createdAt: '2026-11-24T09:31:00.000Z',
    state: 'pending',
    reason: null,
    ...(blob ? { blob } : {}),
  });

  beforeEach(stubSession);
  afterEach(() => {
    vi.unstubAllGlobals();
    upload.mockReset();
  });

  it('uploads the photo taken offline under a key of its own, then sends the answers with its id and the answers’ key', async () => {
    const blob = new Blob(['jpeg'], { type: 'image/jpeg' });
    upload.mockResolvedValueOnce({ id: 77, contentType: 'image/jpeg', byteSize: 4 });
    const submitted = {
      submitForm: { id: '5', formId: '12', submittedAt: '2026-11-24T09:40:00Z', answerCount: 2 },
    };
    const { client, mutation } = clientAnswering({ data: submitted });
    expect(await sendSecurityCheckAnswers(item(blob), client)).toEqual({
      kind: 'applied',
      answer: submitted.submitForm,
    });
    expect(upload).toHaveBeenCalledWith(
      '/api/v1/forms/perform/12/photos',
      blob,
      'chief-token',
      expect.any(Function),
      'form-photo.jpg',
      {
        'Idempotency-Key': 'check-key-1.photo',
      },
    );
    expect(mutation).toHaveBeenCalledWith(
      expect.anything(),
      {
        formId: '12',
        answers: [
          { questionId: '1', yesNo: true },
          { questionId: '6', photoId: '77' },
        ],
        context: variables.context,
        idempotencyKey: 'check-key-1',
      },
      { requestPolicy: 'network-only' },
    );
  });

  it('refuses with the api’s reason (already answered for that shift); no answer keeps it for a retry', async () => {
    const blob = new Blob(['jpeg'], { type: 'image/jpeg' });
    upload.mockResolvedValue({ id: 77 });
    const already = new CombinedError({
      graphQLErrors: [
        {
          message: 'answered',
          extensions: { code: 'CONFLICT', reason: 'CREW_SECURITY_CHECK_ALREADY_ANSWERED' },
        },
      ],
    });
    expect(
      await sendSecurityCheckAnswers(item(blob), clientAnswering({ error: already }).client),
    ).toEqual({
      kind: 'refused',
      reason: 'CREW_SECURITY_CHECK_ALREADY_ANSWERED',
    });
    const offline = new CombinedError({ networkError: new Error('Failed to fetch') });
    await expect(
      sendSecurityCheckAnswers(item(blob), clientAnswering({ error: offline }).client),
    ).rejects.toThrow(OutboxNoAnswerError);
    // The photo's upload got no answer: the answers are not sent without it.
    upload.mockRejectedValueOnce(new PictureError('network'));
    const { client, mutation } = clientAnswering({ data: {} });
    await expect(sendSecurityCheckAnswers(item(blob), client)).rejects.toThrow(OutboxNoAnswerError);
    expect(mutation).not.toHaveBeenCalled();
  });
});
