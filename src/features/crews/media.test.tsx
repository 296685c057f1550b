import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OutboxItem } from '../../../machines/outbox.machine';
import { OutboxContext, type OutboxValue } from '../../lib/outbox/OutboxContext';
import common from '../../i18n/locales/en.json';
import {
  renderRoute,
  signedInSession,
  type FixtureResolver,
} from '../../lib/testing/test-providers';
import { crewPhotoUploadPath } from './crew-photo-upload';
import { CrewPhotosPage } from './CrewPhotosPage';
import en from './locales/en.json';
import { SecurityCheckPage } from './SecurityCheckPage';
import type { SecurityChecksSectionFieldsFragment } from '../../gql/graphql';
import { SecurityChecksSection } from './SecurityChecksSection';

// The form engine's strings (src/lib/forms speaks the forms namespace).
const forms =
  Object.values(
    import.meta.glob<Record<string, unknown>>('../forms/locales/en.json', {
      eager: true,
      import: 'default',
    }),
  )[0] ?? {};
const namespaces = { crews: en, forms, common };

const photo = (id: string, status: string) => ({
  __typename: 'CrewPhoto',
  id,
  status,
  takenAt: '2026-11-24T08:30:00+00:00',
  url: `/api/v1/projectCrews/7/photos/${id}/file`,
  uploadedBy: { __typename: 'Person', id: '2', caption: 'Chris Chief' },
});

const crewShift = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'CrewShift',
  id: '7',
  caption: 'Main stage build',
  role: 'crewChief',
  photoUploadUrl: '/api/v1/projectCrews/7/photos',
  photos: [photo('1', 'pending'), photo('2', 'approved'), photo('3', 'rejected')],
  ...overrides,
});

const question = (overrides: Record<string, unknown>) => ({
  __typename: 'FormQuestion',
  help: null,
  required: true,
  maxLength: null,
  min: null,
  max: null,
  integer: false,
  options: [],
  ...overrides,
});

const check = (done: { date: string; shift: string }[] = []) => ({
  __typename: 'CrewSecurityCheck',
  qualityCheckType: { __typename: 'QualityCheckType', id: '3', caption: 'Fire safety' },
  done: done.map((item) => ({
    __typename: 'SecurityCheckDone',
    ...item,
    submittedAt: '2026-11-24T07:10:00+00:00',
    submittedBy: { __typename: 'Person', id: '2', caption: 'Chris Chief' },
  })),
  form: {
    __typename: 'Form',
    id: '9',
    title: 'Venue security check',
    description: 'Before work starts.',
    purpose: 'securityCheck',
    questions: [
      question({ id: '31', kind: 'yesNo', label: 'Exits free?' }),
      question({ id: '32', kind: 'text', label: 'Needs attention?', required: false }),
    ],
  },
});

/** An outbox that is open, holds `items` and records what is enqueued. */
function fakeOutbox(items: OutboxItem[] = [], blob?: Blob): OutboxValue {
  return {
    items,
    status: 'offline',
    ready: true,
    enqueue: vi.fn((draft) =>
      Promise.resolve({
        ...draft,
        id: 99,
        idempotencyKey: draft.idempotencyKey ?? 'k',
        createdAt: '2026-11-24T08:00:00.000Z',
        state: 'pending',
        reason: null,
      }),
    ),
    settled: vi.fn(() => new Promise<never>(() => {})),
    discard: vi.fn(),
    blobOf: vi.fn(() => Promise.resolve(blob)),
  };
}

const outboxItem = (
  kind: string,
  variables: Record<string, unknown>,
  extra: Partial<OutboxItem> = {},
): OutboxItem => ({
  id: 5,
  kind,
  crewId: '7',
  idempotencyKey: 'key-5',
  variables,
  createdAt: '2026-11-24T09:00:00.000Z',
  state: 'pending',
  reason: null,
  ...extra,
});

function openPhotos(resolve: FixtureResolver, outbox?: OutboxValue) {
  if (outbox) {
    return renderRoute(
      <OutboxContext.Provider value={outbox}>
        <CrewPhotosPage />
      </OutboxContext.Provider>,
      { path: '/crews/:id/photos', url: '/crews/7/photos', namespaces, resolve },
    );
  }
  return renderRoute(<CrewPhotosPage />, {
    path: '/crews/:id/photos',
    url: '/crews/7/photos',
    namespaces,
    resolve,
  });
}

function openCheck(
  resolve: FixtureResolver,
  url = '/crews/7/security-check/9/2026-11-24/early',
  outbox?: OutboxValue,
) {
  if (outbox) {
    return renderRoute(
      <OutboxContext.Provider value={outbox}>
        <SecurityCheckPage />
      </OutboxContext.Provider>,
      { path: '/crews/:id/security-check/:formId/:date/:shift', url, namespaces, resolve },
    );
  }
  return renderRoute(<SecurityCheckPage />, {
    path: '/crews/:id/security-check/:formId/:date/:shift',
    url,
    namespaces,
    resolve,
  });
}

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('CrewPhotosPage', () => {
  it('offers the crew chief the camera and shows the photos with their status', async () => {
    openPhotos(() => ({ data: { crewShift: crewShift() } }));
    expect(await screen.findByRole('heading', { name: "The crew's photos" })).toBeTruthy();
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    expect(input.type).toBe('file');
    expect(input.accept).toBe('image/*');
    expect(input.getAttribute('capture')).toBe('environment');
    expect(screen.getByRole('button', { name: 'Take a photo' })).toBeTruthy();
    const grid = screen.getByRole('list', { name: "The crew's photos" });
    expect(within(grid).getAllByRole('listitem')).toHaveLength(3);
    expect(within(grid).getByText('Waiting for approval')).toBeTruthy();
    expect(within(grid).getByText('Approved')).toBeTruthy();
    expect(within(grid).getByText('Rejected')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the crew' }).getAttribute('href')).toBe(
      '/crews/7',
    );
  });

  it('gives a reader no camera, and says when no photo is approved yet', async () => {
    openPhotos(() => ({
      data: { crewShift: crewShift({ role: 'reader', photoUploadUrl: null, photos: [] }) },
    }));
    expect(await screen.findByText('No approved photos yet.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Take a photo' })).toBeNull();
  });

  it('shows the not found text for a crew that is not the caller’s', async () => {
    openPhotos(() => ({ data: { crewShift: null } }));
    expect(await screen.findByRole('heading', { name: 'Crew not found' })).toBeTruthy();
  });

  it('warns when the camera permission is denied', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      permissions: {
        query: async ({ name }: { name: string }) => ({
          state: name === 'camera' ? 'denied' : 'granted',
          addEventListener: () => {},
          removeEventListener: () => {},
        }),
      },
    });
    openPhotos(() => ({ data: { crewShift: crewShift() } }));
    expect(await screen.findByText(common.layout.permissionsWarning)).toBeTruthy();
  });

  it('posts to the crew’s photo path', () => {
    expect(crewPhotoUploadPath('7')).toBe('/api/v1/projectCrews/7/photos');
  });
});

describe('SecurityCheckPage', () => {
  it('answers the check question by question and sends it with the crew, date and shift', async () => {
    const user = userEvent.setup();
    let sent: Record<string, unknown> | null = null;
    openCheck((operation, variables) => {
      if (operation === 'SubmitForm') {
        sent = variables;
        return {
          data: {
            submitForm: {
              __typename: 'FormResult',
              id: '1',
              formId: '9',
              submittedAt: '2026-11-24T07:00:00+00:00',
              answerCount: 1,
            },
          },
        };
      }
      return {
        data: {
          crewShift: {
            __typename: 'CrewShift',
            id: '7',
            caption: 'Main stage build',
            role: 'crewChief',
          },
          crewSecurityCheck: check(),
        },
      };
    });
    expect(await screen.findByRole('heading', { name: 'Venue security check' })).toBeTruthy();
    expect(screen.getByText(/early shift · Main stage build/)).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Check answers' }));
    expect(await screen.findByRole('heading', { name: 'Check your answers' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Thank you, your answers were sent.')).toBeTruthy();
    expect(sent).toMatchObject({
      formId: '9',
      answers: [{ questionId: '31', yesNo: true }],
      context: { crewId: '7', date: '2026-11-24', shift: 'early' },
    });
    expect(screen.getByRole('link', { name: 'Back to the crew' }).getAttribute('href')).toBe(
      '/crews/7',
    );
  });

  it('says when the check was already answered for that date and shift', async () => {
    openCheck(() => ({
      data: {
        crewShift: {
          __typename: 'CrewShift',
          id: '7',
          caption: 'Main stage build',
          role: 'crewChief',
        },
        crewSecurityCheck: check([{ date: '2026-11-24', shift: 'early' }]),
      },
    }));
    expect(await screen.findByText('Venue security check is done')).toBeTruthy();
    expect(screen.getByText(/by Chris Chief/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
  });

  it('shows the not found text for a shift that does not exist, without asking', async () => {
    let asked = false;
    openCheck(() => {
      asked = true;
      return 'loading';
    }, '/crews/7/security-check/9/2026-11-24/afternoon');
    expect(await screen.findByRole('heading', { name: 'Security check not found' })).toBeTruthy();
    expect(asked).toBe(false);
  });
});

describe('offline: photos and answers wait in the outbox', () => {
  const checkData = () => ({
    data: {
      crewShift: {
        __typename: 'CrewShift',
        id: '7',
        caption: 'Main stage build',
        role: 'crewChief',
      },
      crewSecurityCheck: check(),
    },
  });
  const checkVariables = {
    formId: '9',
    answers: [],
    context: { crewId: '7', date: '2026-11-24', shift: 'early' },
    photoQuestionId: null,
  };

  it('shows the photos waiting in the outbox from their blob, and a refused one as not accepted', async () => {
    // jsdom has no object URLs.
    URL.createObjectURL = vi.fn(() => 'blob:waiting');
    URL.revokeObjectURL = vi.fn();
    const outbox = fakeOutbox(
      [
        outboxItem('uploadCrewPhoto', { takenAt: '2026-11-24T09:30:00.000Z' }),
        outboxItem(
          'uploadCrewPhoto',
          { takenAt: '2026-11-24T09:40:00.000Z' },
          { id: 6, state: 'refused', reason: 'CREW_PHOTO_TOO_LARGE' },
        ),
        outboxItem('checkIn', { memberId: '1' }, { id: 7 }),
      ],
      new Blob(['jpeg'], { type: 'image/jpeg' }),
    );
    openPhotos(() => ({ data: { crewShift: crewShift() } }), outbox);
    const grid = await screen.findByRole('list', { name: "The crew's photos" });
    expect(within(grid).getAllByRole('listitem')).toHaveLength(5);
    expect(within(grid).getByText('Waiting to upload')).toBeTruthy();
    expect(within(grid).getByText('Not accepted')).toBeTruthy();
    const images = await within(grid).findAllByRole('img', { name: /waiting to upload/ });
    expect(images.map((image) => image.getAttribute('src'))).toEqual([
      'blob:waiting',
      'blob:waiting',
    ]);
    expect(outbox.blobOf).toHaveBeenCalledWith(5);
  });

  it('queues the answers offline with their key instead of sending them, and says they are saved on the phone', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const user = userEvent.setup();
    const outbox = fakeOutbox();
    const resolve = vi.fn((operation: string) =>
      operation === 'SubmitForm' ? 'loading' : checkData(),
    );
    openCheck(resolve as unknown as FixtureResolver, undefined, outbox);
    await user.click(await screen.findByRole('radio', { name: 'Yes' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Check answers' }));
    await user.click(await screen.findByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Saved on this phone')).toBeTruthy();
    expect(outbox.enqueue).toHaveBeenCalledWith({
      kind: 'answerSecurityCheck',
      crewId: '7',
      idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
      variables: { ...checkVariables, answers: [{ questionId: '31', yesNo: true }] },
    });
    expect(resolve.mock.calls.some(([operation]) => operation === 'SubmitForm')).toBe(false);
  });

  it('says answers waiting in the outbox are saved on the phone; a refusal with its reason and what to do', async () => {
    const waiting = openCheck(
      () => checkData(),
      undefined,
      fakeOutbox([outboxItem('answerSecurityCheck', checkVariables)]),
    );
    expect(
      await screen.findByText('Venue security check: saved on this phone, waiting to be sent'),
    ).toBeTruthy();
    expect(screen.queryByRole('radio', { name: 'Yes' })).toBeNull();
    waiting.unmount();

    const refused = outboxItem('answerSecurityCheck', checkVariables, {
      state: 'refused',
      reason: 'CREW_SECURITY_CHECK_ALREADY_ANSWERED',
    });
    openCheck(() => checkData(), undefined, fakeOutbox([refused]));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Venue security check was not accepted');
    expect(alert.textContent).toContain(
      en.common.errors.reasons.CREW_SECURITY_CHECK_ALREADY_ANSWERED,
    );
    expect(alert.textContent).toContain('discard the refused answers');
  });
});

describe('SecurityChecksSection', () => {
  const section = (role: string, done: { date: string; shift: string }[]) =>
    renderRoute(
      <SecurityChecksSection
        crew={
          {
            __typename: 'CrewShift',
            id: '7',
            startsAt: '2026-11-24T14:00:00+00:00',
            role: role as 'crewChief',
            securityChecks: [
              {
                ...check(),
                done: done.map((item) => ({
                  ...item,
                  __typename: 'SecurityCheckDone',
                  submittedAt: '2026-11-24T14:05:00+00:00',
                })),
              },
            ],
          } as unknown as SecurityChecksSectionFieldsFragment
        }
      />,
      { path: '/crews/:id', url: '/crews/7', namespaces, session: signedInSession() },
    );

  it('links the crew chief to the check of the crew’s day and shift (late, from its start hour)', () => {
    section('crewChief', []);
    expect(screen.getByText('To do')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Answer Venue security check' }).getAttribute('href'),
    ).toBe('/crews/7/security-check/9/2026-11-24/late');
  });

  it('marks it done once answered, and never offers a reader the link', () => {
    const { unmount } = section('crewChief', [{ date: '2026-11-24', shift: 'late' }]);
    expect(screen.getByText('Done')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
    unmount();
    section('reader', []);
    expect(screen.getByText('To do')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
