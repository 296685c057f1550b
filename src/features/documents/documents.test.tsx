import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Settings } from 'luxon';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import common from '../../i18n/locales/en.json';
import type { SessionState } from '../../lib/session/SessionContext';
import { renderRoute, type FixtureResolver } from '../../lib/testing/test-providers';
import { DocumentPage } from './DocumentPage';
import en from './locales/en.json';

const PNG = 'data:image/png;base64,iVBORw0KGgo=';

beforeEach(() => {
  Settings.defaultZone = 'UTC';
  // jsdom has no 2D canvas: the pad runs the real signature_pad on a stand-in surface (as in
  // SignaturePad.test.tsx), and the PDF viewer's fetch of the file fails (it says so in its box).
  const context = new Proxy(
    {},
    { get: (_t, key) => (typeof key === 'string' ? () => {} : undefined), set: () => true },
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
    () => context as unknown as CanvasRenderingContext2D,
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockImplementation(() => PNG);
  vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
});
afterEach(() => {
  Settings.defaultZone = 'system';
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const crew = {
  status: 'signedIn',
  session: {
    token: 'crew-token',
    type: 'user',
    loginData: {
      person: { id: '2', caption: 'Alex Janssen' },
      contactNumber: 'C-1001',
      language: 'en',
      loginTypes: [],
    },
    userRights: {},
  },
  error: null,
  signIn: () => {},
  logout: () => {},
} as unknown as SessionState;

function signatory(
  id: string,
  position: number,
  personId: string,
  caption: string,
  status: string,
  signed: boolean,
  isMine: boolean,
) {
  return {
    __typename: 'DocumentSignatory',
    id,
    position,
    status,
    isMine,
    person: { __typename: 'Person', id: personId, caption },
    signatures: [
      {
        __typename: 'DocumentSignature',
        id: `sig-${id}`,
        signed,
        signedAt: signed ? '2026-11-20T09:30:00Z' : null,
      },
    ],
  };
}

/** crew@'s contract: the office (Lena) signs first, crew (Alex, person 2) second. */
function contract({ officeSigned = false, crewSigned = false, declined = false } = {}) {
  const status = declined
    ? 'declined'
    : officeSigned && crewSigned
      ? 'signed'
      : officeSigned
        ? 'inProgress'
        : 'open';
  return {
    __typename: 'Document',
    id: '41',
    title: 'Employment contract 2027',
    status,
    version: 1,
    declined,
    signatoriesOrder: 'oneByOne',
    fileUrl: '/api/v1/documents/41/file',
    signedUrl: officeSigned && crewSigned ? '/api/v1/documents/41/file?signed=1' : null,
    ratingAsked: true,
    type: { __typename: 'DocumentType', id: '1', caption: 'Employment contract' },
    formFields: [
      {
        __typename: 'DocumentFormField',
        name: 'iban',
        label: 'IBAN',
        kind: 'text',
        required: true,
      },
    ],
    signatories: [
      signatory(
        '7',
        1,
        '5',
        'Lena Hoffmann',
        officeSigned ? 'signed' : declined ? 'waiting' : 'readyToSign',
        officeSigned,
        false,
      ),
      signatory(
        '8',
        2,
        '2',
        'Alex Janssen',
        crewSigned ? 'signed' : officeSigned && !declined ? 'readyToSign' : 'waiting',
        crewSigned,
        true,
      ),
    ],
  };
}

function open(resolve: FixtureResolver) {
  return renderRoute(<DocumentPage />, {
    path: '/documents/:id',
    url: '/documents/41',
    namespaces: { documents: en, common },
    resolve,
    session: crew,
  });
}

const signButton = () => screen.getByRole('button', { name: 'Sign' }) as HTMLButtonElement;

function draw(canvas: HTMLElement) {
  const pointer = { pointerId: 1, isPrimary: true, buttons: 1, button: 0 };
  act(() => {
    fireEvent.pointerDown(canvas, { ...pointer, clientX: 10, clientY: 10 });
    fireEvent.pointerMove(window, { ...pointer, clientX: 80, clientY: 40 });
    fireEvent.pointerMove(window, { ...pointer, clientX: 150, clientY: 20 });
    fireEvent.pointerUp(window, { ...pointer, buttons: 0, clientX: 200, clientY: 50 });
  });
}

describe('DocumentPage', () => {
  it('shows a busy state while the document loads', () => {
    open(() => 'loading');
    expect(screen.getByRole('status', { name: 'Loading the document' })).toBeTruthy();
  });

  it("says 'Document not found' for a document that is not the user's", async () => {
    open(() => ({ data: { document: null } }));
    expect(await screen.findByRole('heading', { name: 'Document not found' })).toBeTruthy();
  });

  it('offers a retry when the document could not be loaded', async () => {
    open(() => ({ networkError: 'down' }));
    expect(await screen.findByText('The document could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('lists the signatories in order with their statuses, and makes crew wait for the office', async () => {
    open(() => ({ data: { document: contract() } }));
    expect(await screen.findByRole('heading', { name: 'Employment contract 2027' })).toBeTruthy();
    const rows = screen.getAllByTestId('signatory');
    expect(rows.map((row) => row.textContent)).toEqual([
      '1. Lena HoffmannReady to sign',
      '2. Alex Janssen (you)Waiting',
    ]);
    expect(screen.getByText('Signed one by one, in this order.')).toBeTruthy();
    expect(
      screen.getByText('Lena Hoffmann must sign first. You can sign once they have.'),
    ).toBeTruthy();
    expect(signButton().disabled).toBe(true);
    // The pad is there, but takes no strokes while the signer waits.
    const canvas = await screen.findByRole('img', { name: 'Draw your signature' });
    draw(canvas);
    expect(screen.getByText('Nothing drawn yet')).toBeTruthy();
    expect(signButton().disabled).toBe(true);
  });

  it('enables signing once something is drawn and the required field is filled, and sends it once', async () => {
    const calls: Record<string, unknown>[] = [];
    open((name, variables) => {
      if (name === 'SignDocument') {
        calls.push(variables);
        return { data: { signDocument: contract({ officeSigned: true, crewSigned: true }) } };
      }
      return { data: { document: contract({ officeSigned: true }) } };
    });
    const canvas = await screen.findByRole('img', { name: 'Draw your signature' });
    expect(signButton().disabled).toBe(true);
    expect(screen.getByText('Draw your signature to sign.')).toBeTruthy();
    draw(canvas);
    expect(signButton().disabled).toBe(true);
    expect(screen.getByText('Fill in the required fields to sign.')).toBeTruthy();
    const user = userEvent.setup();
    fireEvent.change(screen.getByRole('textbox', { name: /IBAN/ }), {
      target: { value: 'NL91ABNA0417164300' },
    });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rating (optional)' }), '4');
    expect(signButton().disabled).toBe(false);
    await user.click(signButton());
    expect(await screen.findByText('Signed by everyone.')).toBeTruthy();
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      id: '41',
      input: {
        signatoryId: '8',
        signature: PNG,
        rating: 4,
        formFields: [{ name: 'iban', value: 'NL91ABNA0417164300' }],
      },
    });
    expect(screen.getByRole('button', { name: 'Download the signed PDF' })).toBeTruthy();
  });

  it("shows the api's reason when signing is refused, and retries with the same key", async () => {
    const calls: Record<string, unknown>[] = [];
    open((name, variables) => {
      if (name === 'SignDocument') {
        calls.push(variables);
        if (calls.length === 1)
          return {
            error: {
              message: 'conflict',
              code: 'CONFLICT',
              reason: 'DOCUMENT_WAITING_FOR_EARLIER_SIGNATORY',
            },
          };
        return { data: { signDocument: contract({ officeSigned: true, crewSigned: true }) } };
      }
      return { data: { document: contract({ officeSigned: true }) } };
    });
    draw(await screen.findByRole('img', { name: 'Draw your signature' }));
    const user = userEvent.setup();
    fireEvent.change(screen.getByRole('textbox', { name: /IBAN/ }), { target: { value: 'NL91' } });
    await user.click(signButton());
    const alert = (
      await screen.findByText('Your signature did not go through.')
    ).closest<HTMLElement>('[role=alert]')!;
    expect(within(alert).getByText('Your signature did not go through.')).toBeTruthy();
    expect(alert.textContent).toContain(
      en.common.errors.reasons.DOCUMENT_WAITING_FOR_EARLIER_SIGNATORY,
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Signed by everyone.')).toBeTruthy();
    expect(calls).toHaveLength(2);
    const keys = calls.map((call) => (call.input as { idempotencyKey: string }).idempotencyKey);
    expect(keys[1]).toBe(keys[0]);
  });

  it('says a declined document is signed by nobody any more', async () => {
    open(() => ({ data: { document: contract({ declined: true }) } }));
    expect(
      await screen.findByText('This document was declined: nobody signs it any more.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sign' })).toBeNull();
  });
});
