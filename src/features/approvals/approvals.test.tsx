import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sessionFixture } from '../../../machines/session.fixtures';
import type { SessionData } from '../../../machines/session.types';
import { renderRoute, type FixtureResolver } from '../../lib/testing/test-providers';
import { ApprovalsPage } from './ApprovalsPage';
import en from './locales/en.json';

const officeRights: SessionData['userRights'] = {
  vacationRequests: { READ: 'ALL', EDIT: 'ALL' },
  personProfiles: { READ: 'ALL', EDIT: 'ALL' },
  receipts: { READ: 'ALL', EDIT: 'ALL' },
};
const session = (userRights: SessionData['userRights']) =>
  ({
    status: 'signedIn',
    session: sessionFixture({ userRights }),
    error: null,
    signIn: () => {},
    logout: () => {},
  }) as const;

const sam = { __typename: 'Person', id: '2', caption: 'Sam Crew' };
const queues = (overrides: Record<string, unknown> = {}) => ({
  vacationRequestsToDecide: [
    {
      __typename: 'VacationRequest',
      id: '7',
      beginDate: '2026-12-10',
      endDate: '2026-12-14',
      paid: false,
      note: 'Visiting family abroad',
      status: 'requested',
      requestedAt: '2026-11-20T09:00:00+00:00',
      person: sam,
    },
  ],
  profilePicturesToDecide: [
    {
      __typename: 'ProfilePicture',
      id: '5',
      status: 'pending',
      uploadedAt: '2026-11-20T09:00:00+00:00',
      fileUrl: '/api/v1/profilePictures/5/file',
      person: sam,
    },
  ],
  receiptsToDecide: [
    {
      __typename: 'Receipt',
      id: '11',
      number: 'R00011',
      caption: 'Travel to the arena',
      date: '2026-11-15',
      status: 'submitted',
      itemCount: 2,
      netCents: 2299,
      taxCents: 483,
      totalCents: 2782,
      submittedAt: '2026-11-16T09:00:00+00:00',
      company: { __typename: 'Company', id: '1', caption: 'Eventful Ltd' },
      person: sam,
      photo: null,
    },
  ],
  ...overrides,
});

function open(resolve: FixtureResolver, userRights = officeRights) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () => new Response(new Blob([new Uint8Array([0x89, 0x50])], { type: 'image/png' })),
    ),
  );
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: () => 'blob:picture', revokeObjectURL: () => {} }),
  );
  return renderRoute(<ApprovalsPage />, {
    path: '/approvals',
    url: '/approvals',
    namespaces: { approvals: en },
    session: session(userRights),
    resolve,
  });
}

describe('ApprovalsPage', () => {
  it('shows each queue the office decides, in one query, with what each thing is', async () => {
    const resolve = vi.fn<FixtureResolver>(() => ({ data: queues() }));
    open(resolve);
    const vacation = await screen.findByRole('region', { name: 'Vacation requests' });
    expect(within(vacation).getByText('Unpaid')).toBeTruthy();
    expect(within(vacation).getByText('Note: Visiting family abroad')).toBeTruthy();
    const receipts = screen.getByRole('region', { name: 'Receipts' });
    expect(within(receipts).getByText('Amount before VAT')).toBeTruthy();
    expect(within(receipts).getByText('€22.99')).toBeTruthy();
    expect(within(receipts).getByText('€4.83')).toBeTruthy();
    expect(
      within(receipts)
        .getByRole('link', { name: 'Open receipt R00011 with its items' })
        .getAttribute('href'),
    ).toBe('/receipt/R00011');
    expect(
      await screen.findByRole('img', { name: 'New profile picture of Sam Crew' }),
    ).toBeTruthy();
    expect(screen.getByText('Waiting for your decision: 3')).toBeTruthy();
    expect(resolve).toHaveBeenCalledWith('ApprovalsPage', {
      withVacationRequests: true,
      withProfilePictures: true,
      withReceipts: true,
    });
  });

  it('approves a vacation request with the reason typed; it leaves the queue', async () => {
    let approved = false;
    const resolve = vi.fn<FixtureResolver>((name) => {
      if (name === 'ApproveVacationRequest') approved = true;
      return name === 'ApproveVacationRequest'
        ? {
            data: {
              approveVacationRequest: {
                __typename: 'VacationRequest',
                id: '7',
                status: 'approved',
                decidedAt: '2026-11-21T10:00:00+00:00',
                decisionReason: 'Enjoy',
              },
            },
          }
        : { data: queues(approved ? { vacationRequestsToDecide: [] } : {}) };
    });
    open(resolve);
    const vacation = await screen.findByRole('region', { name: 'Vacation requests' });
    await userEvent.type(within(vacation).getByRole('textbox', { name: 'Reason' }), 'Enjoy');
    await userEvent.click(
      within(vacation).getByRole('button', { name: /^Approve: vacation of Sam Crew/ }),
    );
    expect(await screen.findByText('Approved: Sam Crew is told.')).toBeTruthy();
    expect(resolve).toHaveBeenCalledWith('ApproveVacationRequest', { id: '7', reason: 'Enjoy' });
    expect(await within(vacation).findByText('No vacation request waits.')).toBeTruthy();
  });

  it('asks why before rejecting a receipt, and sends nothing until it is said', async () => {
    const resolve = vi.fn<FixtureResolver>((name) =>
      name === 'ApprovalsRejectReceipt'
        ? {
            data: {
              rejectReceipt: {
                __typename: 'Receipt',
                id: '11',
                status: 'rejected',
                decidedAt: '2026-11-21T10:00:00+00:00',
                decisionReason: 'Unreadable',
                awaitingDecision: false,
              },
            },
          }
        : { data: queues() },
    );
    open(resolve);
    const receipts = await screen.findByRole('region', { name: 'Receipts' });
    const reject = within(receipts).getByRole('button', {
      name: 'Reject: receipt R00011 of Sam Crew',
    });
    await userEvent.click(reject);
    expect(within(receipts).getByText('Say why, so Sam Crew knows what to correct.')).toBeTruthy();
    expect(resolve).not.toHaveBeenCalledWith('ApprovalsRejectReceipt', expect.anything());
    await userEvent.type(within(receipts).getByRole('textbox', { name: 'Reason' }), 'Unreadable');
    await userEvent.click(reject);
    expect(await screen.findByText('Rejected: Sam Crew is told.')).toBeTruthy();
    expect(resolve).toHaveBeenCalledWith('ApprovalsRejectReceipt', {
      id: '11',
      reason: 'Unreadable',
    });
  });

  it('shows a refusal in words (decided by someone else meanwhile)', async () => {
    const resolve = vi.fn<FixtureResolver>((name) =>
      name === 'ApproveProfilePicture'
        ? {
            error: {
              message: 'decided',
              code: 'CONFLICT',
              reason: 'PROFILE_PICTURE_ALREADY_DECIDED',
            },
          }
        : { data: queues() },
    );
    open(resolve);
    const pictures = await screen.findByRole('region', { name: 'Profile pictures' });
    await userEvent.click(
      within(pictures).getByRole('button', { name: 'Approve: profile picture of Sam Crew' }),
    );
    expect(
      await screen.findByText('This picture has already been approved or rejected.'),
    ).toBeTruthy();
    expect(resolve).toHaveBeenCalledWith('ApproveProfilePicture', { id: '5', reason: null });
  });

  it('asks only for the queues the viewer decides, and says so when none is theirs', async () => {
    const resolve = vi.fn<FixtureResolver>(() => ({
      data: queues({ profilePicturesToDecide: undefined, vacationRequestsToDecide: undefined }),
    }));
    const view = open(resolve, { receipts: { READ: 'ALL', EDIT: 'ALL' } });
    expect(await screen.findByRole('region', { name: 'Receipts' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Vacation requests' })).toBeNull();
    expect(resolve).toHaveBeenCalledWith('ApprovalsPage', {
      withVacationRequests: false,
      withProfilePictures: false,
      withReceipts: true,
    });
    view.unmount();
    const none = vi.fn<FixtureResolver>(() => ({ data: queues() }));
    open(none, { receipts: { READ: 'OWN', CREATE: 'OWN' } });
    expect(await screen.findByText(en.noAccess)).toBeTruthy();
    expect(none).not.toHaveBeenCalled();
  });
});
