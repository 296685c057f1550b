import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionState } from '../../lib/session/SessionContext';
import { renderRoute, type FixtureResolver } from '../../lib/testing/test-providers';
import en from './locales/en.json';
import { ProjectLogo } from './ProjectLogo';

const signedIn = {
  status: 'signedIn',
  session: {
    token: 'planner-token',
    type: 'user',
    loginData: {
      person: { id: '4', caption: 'Priya Shah' },
      contactNumber: 'C-1004',
      language: 'en',
      loginTypes: [{ caption: 'planner' }],
    },
    userRights: { projects: { READ: 'ALL', EDIT_PROJECT_LOGO: 'ALL' } },
  },
  error: null,
  signIn: () => {},
  logout: () => {},
} as unknown as SessionState;

function logoProject(logo: Record<string, unknown> | null) {
  return {
    __typename: 'Project',
    id: '5',
    name: 'Winter Festival',
    logo:
      logo === null
        ? null
        : {
            __typename: 'ProjectLogo',
            id: '5',
            canUpload: false,
            uploadUrl: null,
            approved: null,
            pending: null,
            ...logo,
          },
  };
}

const file = (id: string, path: string) => ({ __typename: 'ProjectLogoFile', id, fileUrl: path });

function open(resolve: FixtureResolver) {
  // The logos load through fetch with the token: answer them with a tiny blob.
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' })),
    ),
  );
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: () => 'blob:logo', revokeObjectURL: () => {} }),
  );
  return renderRoute(
    <ProjectLogo project={{ id: '5', number: '1001', name: 'Winter Festival' }} />,
    {
      path: '/projects/:number',
      url: '/projects/1001',
      namespaces: { projects: en },
      resolve,
      session: signedIn,
    },
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ProjectLogo', () => {
  it('shows a busy state while the logo loads', () => {
    open(() => 'loading');
    expect(screen.getByRole('status', { name: 'Loading the project logo' })).toBeTruthy();
  });

  it('shows the approved logo to a reader, without an upload', async () => {
    const resolve = vi.fn<FixtureResolver>(() => ({
      data: { project: logoProject({ approved: file('7', '/api/v1/projects/5/logo/file') }) },
    }));
    open(resolve);
    expect(await screen.findByRole('img', { name: 'Logo of Winter Festival' })).toBeTruthy();
    expect(resolve).toHaveBeenCalledWith('ProjectLogo', { number: '1001' });
    expect(screen.queryByRole('button', { name: 'Upload a logo' })).toBeNull();
    expect(screen.queryByText('Uploaded file is subject to approval')).toBeNull();
  });

  it('shows a placeholder when the project has no logo yet', async () => {
    open(() => ({ data: { project: logoProject({}) } }));
    expect(await screen.findByText('No logo yet')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('gives whoever may edit the logo the upload and the approval text of a pending upload', async () => {
    open(() => ({
      data: {
        project: logoProject({
          canUpload: true,
          uploadUrl: '/api/v1/projects/5/logo',
          pending: file('8', '/api/v1/projects/5/logos/8/file'),
        }),
      },
    }));
    expect(await screen.findByRole('button', { name: 'Upload a logo' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Uploaded file is subject to approval');
    expect(
      await screen.findByRole('img', { name: 'The new logo, waiting for approval' }),
    ).toBeTruthy();
    expect(screen.getByText('No logo yet')).toBeTruthy();
  });

  it('refuses a file that is not a picture before sending anything', async () => {
    open(() => ({
      data: { project: logoProject({ canUpload: true, uploadUrl: '/api/v1/projects/5/logo' }) },
    }));
    await screen.findByRole('button', { name: 'Upload a logo' });
    const upload = vi.fn();
    vi.stubGlobal('XMLHttpRequest', upload);
    await userEvent.upload(
      screen.getByTestId('project-logo-input'),
      new File(['hello'], 'logo.txt', { type: 'text/plain' }),
      { applyAccept: false },
    );
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This file is not a picture. Choose a JPEG, PNG or WebP image.',
    );
    expect(upload).not.toHaveBeenCalled();
  });

  it('refuses to upload while offline, saying so, before sending anything', async () => {
    open(() => ({
      data: { project: logoProject({ canUpload: true, uploadUrl: '/api/v1/projects/5/logo' }) },
    }));
    await screen.findByRole('button', { name: 'Upload a logo' });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    window.dispatchEvent(new Event('offline'));
    const upload = vi.fn();
    vi.stubGlobal('XMLHttpRequest', upload);
    await userEvent.upload(
      screen.getByTestId('project-logo-input'),
      new File([new Uint8Array([0x89, 0x50])], 'logo.png', { type: 'image/png' }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe(
      'You are offline. Upload the logo when you are connected again.',
    );
    expect(upload).not.toHaveBeenCalled();
  });

  it('offers a retry after a failed load', async () => {
    let failing = true;
    open(() => (failing ? { networkError: 'offline' } : { data: { project: logoProject({}) } }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The project logo could not be loaded.',
    );
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No logo yet')).toBeTruthy();
  });

  it('stays away when the project is not visible (the page says not found)', async () => {
    const { container } = open(() => ({ data: { project: null } }));
    await vi.waitFor(() => expect(container.textContent).toBe(''));
  });
});
