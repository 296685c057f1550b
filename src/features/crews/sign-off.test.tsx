import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Settings } from 'luxon';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import common from '../../i18n/locales/en.json';
import type { SessionState } from '../../lib/session/SessionContext';
import { renderRoute, type FixtureResolver } from '../../lib/testing/test-providers';
import { DeliveryNotePage } from './DeliveryNotePage';
import { SignOffPage } from './SignOffPage';
import en from './locales/en.json';

// The sign-off and delivery-note screens against fixture answers: the machine enables signing
// only when everyone is done and something is drawn and named; the rating is a radio group; the
// release is enabled only after the sign-off; the flags show.

const PNG = 'data:image/png;base64,iVBORw0KGgo=';

beforeEach(() => {
  Settings.defaultZone = 'UTC';
  const context = new Proxy(
    {},
    { get: (_t, key) => (typeof key === 'string' ? () => {} : undefined), set: () => true },
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
    () => context as unknown as CanvasRenderingContext2D,
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockImplementation(() => PNG);
});
afterEach(() => {
  Settings.defaultZone = 'system';
  vi.restoreAllMocks();
});

const chief = {
  status: 'signedIn',
  session: {
    token: 'chief-token',
    type: 'user',
    loginData: {
      person: { id: '3', caption: 'Sam de Vries' },
      contactNumber: 'C-1002',
      language: 'en',
      loginTypes: [],
    },
    userRights: { jobs: { READ: 'OWN' } },
  },
  error: null,
  signIn: () => {},
  logout: () => {},
} as unknown as SessionState;

function member(id: string, name: string, attendance: string, hours: number | null) {
  return {
    __typename: 'CrewMember',
    id,
    person: { __typename: 'Person', id: `p${id}`, caption: name, phone: null, email: null },
    startsAt: '2026-11-23T08:00:00+00:00',
    endsAt: '2026-11-23T18:00:00+00:00',
    arrival:
      attendance === 'noShow' ? 'noShow' : attendance === 'expected' ? 'expected' : 'present',
    function: { __typename: 'JobFunction', id: '1', caption: 'Rigger' },
    attendance,
    checkedInAt:
      attendance === 'noShow' || attendance === 'expected' ? null : '2026-11-23T08:00:00+00:00',
    checkedOutAt: hours === null ? null : '2026-11-23T16:30:00+00:00',
    breakMinutes: hours === null ? 0 : 30,
    plannedBreakMinutes: 30,
    workedHours: hours,
  };
}

const document = (kind: string, released: boolean, downloaded = false) => ({
  __typename: 'CrewDocument',
  kind,
  released,
  releasedAt: released ? '2026-11-23T17:00:00+00:00' : null,
  downloaded,
  downloadedAt: downloaded ? '2026-11-23T18:00:00+00:00' : null,
  sentAt: null,
  sentTo: null,
  url: `/api/v1/projectCrews/9/${kind}`,
});

function shift({ onSite = false, signed = false, released = false } = {}) {
  return {
    __typename: 'CrewShift',
    id: '9',
    caption: 'Stage rigging',
    startsAt: '2026-11-23T08:00:00+00:00',
    endsAt: '2026-11-23T18:00:00+00:00',
    timeZone: 'UTC',
    role: 'crewChief',
    state: released ? 'released' : signed ? 'signedOff' : onSite ? 'onShift' : 'readyForSignOff',
    project: { __typename: 'Project', id: '1', number: '1001', name: 'Winter Festival' },
    signedOffAt: signed ? '2026-11-23T18:20:00+00:00' : null,
    deliveryNoteReleasedAt: released ? '2026-11-23T17:00:00+00:00' : null,
    crewChiefSheetReleasedAt: null,
    location: null,
    crewChief: null,
    contactOnSite: null,
    members: [
      member('11', 'Daan Smit', onSite ? 'checkedIn' : 'checkedOut', onSite ? null : 8),
      member('12', 'Sofia Rossi', 'noShow', null),
    ],
    signOff: signed
      ? {
          __typename: 'CrewSignOff',
          signerName: 'Jordan Miller',
          rating: 5,
          remark: 'Tidy',
          signedAt: '2026-11-23T18:20:00+00:00',
          signatureUrl: '/api/v1/projectCrews/9/digitalConfirm/signature',
        }
      : null,
    deliveryNote: document('deliveryNote', released, released),
    crewChiefSheet: document('crewChiefSheet', false),
  };
}

function draw(canvas: HTMLElement) {
  const pointer = { pointerId: 1, isPrimary: true, buttons: 1, button: 0 };
  act(() => {
    fireEvent.pointerDown(canvas, { ...pointer, clientX: 10, clientY: 10 });
    fireEvent.pointerMove(window, { ...pointer, clientX: 80, clientY: 40 });
    fireEvent.pointerUp(window, { ...pointer, buttons: 0, clientX: 200, clientY: 50 });
  });
}

const open = (page: 'sign-off' | 'delivery-note', resolve: FixtureResolver) =>
  renderRoute(page === 'sign-off' ? <SignOffPage /> : <DeliveryNotePage />, {
    path: `/crews/:id/${page}`,
    url: `/crews/9/${page}`,
    namespaces: { crews: en, common },
    resolve,
    session: chief,
  });

const submit = () => screen.getByRole('button', { name: 'Sign off hours' }) as HTMLButtonElement;

describe('SignOffPage', () => {
  it("says 'Crew not found' for a crew that is not the caller's", async () => {
    open('sign-off', () => ({ data: { crewShift: null } }));
    expect(await screen.findByRole('heading', { name: 'Crew not found' })).toBeTruthy();
  });

  it('shows the hours and total, and keeps signing closed while someone is still on site', async () => {
    open('sign-off', () => ({ data: { crewShift: shift({ onSite: true }) } }));
    expect(await screen.findByRole('heading', { name: 'Stage rigging' })).toBeTruthy();
    expect(screen.getAllByTestId('sign-off-member')).toHaveLength(2);
    expect(screen.getByText(en.common.errors.reasons.CREW_MEMBERS_NOT_CHECKED_OUT)).toBeTruthy();
    expect(submit().disabled).toBe(true);
  });

  it('enables signing once drawn and named, sends the rating from the star radio group, once', async () => {
    const calls: Record<string, unknown>[] = [];
    open('sign-off', (name, variables) => {
      if (name === 'SignOffCrew') {
        calls.push(variables);
        return { data: { signOffCrew: shift({ signed: true }) } };
      }
      return { data: { crewShift: shift({ signed: calls.length > 0 }) } };
    });
    expect(await screen.findByTestId('sign-off-total')).toHaveProperty('textContent', '8.00');
    expect(submit().disabled).toBe(true);
    draw(await screen.findByRole('img', { name: "Client's signature" }));
    expect(submit().disabled).toBe(true);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /Name of the signer/ }), 'Jordan Miller');
    expect(screen.getByRole('group', { name: 'Rating (optional)' })).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: '4 of 5 stars' }));
    expect(submit().disabled).toBe(false);
    await user.click(submit());
    expect(await screen.findByText(/Signed by Jordan Miller/)).toBeTruthy();
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      crewId: '9',
      input: { signerName: 'Jordan Miller', signature: PNG, rating: 4, remark: '' },
    });
    expect(String((calls[0] as { idempotencyKey: string }).idempotencyKey)).toMatch(/.{8,}/);
  });
});

describe('DeliveryNotePage', () => {
  it('offers a preview but no release before the sign-off', async () => {
    open('delivery-note', () => ({ data: { crewShift: shift() } }));
    expect(await screen.findByRole('heading', { name: 'Delivery note' })).toBeTruthy();
    expect(
      screen.getByText('The client has not signed off yet: the documents are previews.'),
    ).toBeTruthy();
    const releases = screen.getAllByRole('button', { name: 'Release' }) as HTMLButtonElement[];
    expect(releases.map((button) => button.disabled)).toEqual([true, true]);
    expect(screen.getAllByRole('button', { name: 'Preview PDF' })).toHaveLength(2);
  });

  it('releases after the sign-off, and shows the released and downloaded flags', async () => {
    const calls: Record<string, unknown>[] = [];
    open('delivery-note', (name, variables) => {
      if (name === 'ReleaseCrewDocument') {
        calls.push(variables);
        return { data: { releaseCrewDocument: shift({ signed: true, released: true }) } };
      }
      return { data: { crewShift: shift({ signed: true, released: calls.length > 0 }) } };
    });
    const release = (
      await screen.findAllByRole('button', { name: 'Release' })
    )[0] as HTMLButtonElement;
    expect(release.disabled).toBe(false);
    await userEvent.setup().click(release);
    expect(await screen.findByText('Downloaded by the client')).toBeTruthy();
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ crewId: '9', kind: 'deliveryNote' });
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send to client' })).toBeTruthy();
  });

  it('links the crew chief to the same documents under his job on the crew', async () => {
    const chiefOnCrew = {
      ...member('11', 'Sam de Vries', 'checkedOut', 8),
      person: { __typename: 'Person', id: '3', caption: 'Sam de Vries', phone: null, email: null },
    };
    open('delivery-note', () => ({
      data: {
        crewShift: {
          ...shift({ signed: true }),
          crewChief: {
            __typename: 'Person',
            id: '3',
            caption: 'Sam de Vries',
            phone: null,
            email: null,
          },
          members: [chiefOnCrew],
        },
      },
    }));
    expect(
      (await screen.findByRole('link', { name: 'My crew chief documents' })).getAttribute('href'),
    ).toBe('/jobs/11/crew-chief-documents');
  });
});
