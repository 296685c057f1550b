import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sessionFixture } from '../../../machines/session.fixtures';
import { renderRoute, type FixtureResolver } from '../../lib/testing/test-providers';
import en from './locales/en.json';
import { ProjectContactPage } from './ProjectContactPage';
import { ProjectDocumentsPage } from './ProjectDocumentsPage';

const session = {
  status: 'signedIn',
  session: sessionFixture(),
  error: null,
  signIn: () => {},
  logout: () => {},
} as const;

const document = (id: string, title: string, source: 'project' | 'company', status = 'open') => ({
  __typename: 'ProjectDocument',
  id,
  title,
  typeCaption: 'Agreement',
  status,
  createdAt: '2026-11-20T09:00:00+00:00',
  source,
  fileUrl: `/api/v1/projects/1001/documents/${id}/file`,
});

const withDocuments = (documents: ReturnType<typeof document>[]) => ({
  data: {
    project: { __typename: 'Project', id: '5', number: '1001', name: 'Winter Festival', documents },
  },
});

function openDocuments(resolve: FixtureResolver) {
  return renderRoute(<ProjectDocumentsPage />, {
    path: '/projects/:number/documents',
    url: '/projects/1001/documents',
    namespaces: { projects: en },
    resolve,
    session,
  });
}

function openContact(resolve: FixtureResolver) {
  return renderRoute(<ProjectContactPage />, {
    path: '/projects/:number/contact-project-manager',
    url: '/projects/1001/contact-project-manager',
    namespaces: { projects: en },
    resolve,
    session,
  });
}

describe('ProjectDocumentsPage', () => {
  it('lists the project’s and its company’s documents, each with a download', async () => {
    const resolve = vi.fn<FixtureResolver>(() =>
      withDocuments([
        document('41', 'Winter Festival site plan', 'project'),
        document('42', 'Eventful framework agreement', 'company', 'signed'),
      ]),
    );
    openDocuments(resolve);
    const plan = (await screen.findByRole('article', {
      name: 'Winter Festival site plan',
    })) as HTMLElement;
    expect(within(plan).getByText(/^Project document · Agreement · /)).toBeTruthy();
    expect(within(plan).getByText('Open')).toBeTruthy();
    expect(
      within(plan).getByRole('button', { name: 'Download Winter Festival site plan' }),
    ).toBeTruthy();
    const framework = screen.getByRole('article', { name: 'Eventful framework agreement' });
    expect(within(framework).getByText(/^Company document/)).toBeTruthy();
    expect(within(framework).getByText('Signed')).toBeTruthy();
    expect(resolve).toHaveBeenCalledWith('ProjectDocumentsPage', { number: '1001' });
    expect(screen.getByRole('link', { name: 'Back to the project' }).getAttribute('href')).toBe(
      '/projects/1001',
    );
  });

  it('downloads a document through its project’s path with the session’s token', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(new Blob(['%PDF-1.4']), {
        status: 200,
        headers: { 'content-type': 'application/pdf' },
      }),
    );
    const createUrl = vi.fn(() => 'blob:x');
    Object.assign(URL, { createObjectURL: createUrl, revokeObjectURL: vi.fn() });
    openDocuments(() => withDocuments([document('41', 'Winter Festival site plan', 'project')]));
    await userEvent.click(
      await screen.findByRole('button', { name: 'Download Winter Festival site plan' }),
    );
    expect(await screen.findByText('Downloaded.')).toBeTruthy();
    const [url, init] = fetchSpy.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/projects/1001/documents/41/file');
    expect((init?.headers as Record<string, string>).Authorization).toMatch(/^Bearer /);
    fetchSpy.mockRestore();
  });

  it("says 'No documents found' for none, and 'Project not found' for a project the caller may not see", async () => {
    const first = openDocuments(() => withDocuments([]));
    expect(await screen.findByRole('heading', { name: 'No documents found' })).toBeTruthy();
    first.unmount();
    openDocuments(() => ({ data: { project: null } }));
    expect(await screen.findByRole('heading', { name: 'Project not found' })).toBeTruthy();
  });

  it('says so without the right, and offers a retry after a failed load', async () => {
    const forbidden = openDocuments(() => ({ error: { message: 'no', code: 'FORBIDDEN' } }));
    expect(await screen.findByText("You have no access to this project's documents.")).toBeTruthy();
    forbidden.unmount();
    let failing = true;
    openDocuments(() =>
      failing
        ? { networkError: 'offline' }
        : withDocuments([document('41', 'Winter Festival site plan', 'project')]),
    );
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The documents could not be loaded.',
    );
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Winter Festival site plan' })).toBeTruthy();
  });

  it('says offline that a download needs a connection', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    openDocuments(() => withDocuments([document('41', 'Winter Festival site plan', 'project')]));
    expect(
      await screen.findByText('You are offline: the download needs a connection.'),
    ).toBeTruthy();
    online.mockRestore();
  });
});

describe('ProjectContactPage', () => {
  const withManager = (projectManagerContact: unknown) => ({
    data: {
      project: {
        __typename: 'Project',
        id: '5',
        number: '1001',
        name: 'Winter Festival',
        projectManagerContact,
      },
    },
  });

  it('shows the project manager with call, SMS, mail and WhatsApp links', async () => {
    openContact(() =>
      withManager({
        __typename: 'Person',
        id: '9',
        caption: 'Priya Shah',
        phone: '+31 10 345 6789',
        email: 'planner@demo.test',
      }),
    );
    const card = (await screen.findByRole('article', { name: 'Priya Shah' })) as HTMLElement;
    expect(within(card).getByRole('link', { name: 'Call Priya Shah' }).getAttribute('href')).toBe(
      'tel:+31103456789',
    );
    expect(
      within(card)
        .getByRole('link', { name: 'Send Priya Shah a text message' })
        .getAttribute('href'),
    ).toBe('sms:+31103456789');
    expect(within(card).getByRole('link', { name: 'E-mail Priya Shah' }).getAttribute('href')).toBe(
      'mailto:planner@demo.test',
    );
    expect(
      within(card).getByRole('link', { name: 'WhatsApp Priya Shah' }).getAttribute('href'),
    ).toBe('https://wa.me/31103456789');
    expect(screen.getByText('Winter Festival (No. 1001)')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the project' }).getAttribute('href')).toBe(
      '/projects/1001',
    );
  });

  it('says when the project has no manager, and when the project is not found', async () => {
    const none = openContact(() => withManager(null));
    expect(
      await screen.findByText(
        'This project has no project manager yet. Please contact the office.',
      ),
    ).toBeTruthy();
    none.unmount();
    openContact(() => ({ data: { project: null } }));
    expect(await screen.findByRole('heading', { name: 'Project not found' })).toBeTruthy();
  });

  it('offers a retry after a failed load', async () => {
    let failing = true;
    openContact(() => (failing ? { networkError: 'offline' } : withManager(null)));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The project manager could not be loaded.',
    );
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByText(
        'This project has no project manager yet. Please contact the office.',
      ),
    ).toBeTruthy();
  });
});
