import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Settings } from 'luxon';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  PageInViewerZone,
  PREFERENCES_WAIT_MS,
  useMapService,
  ViewerPreferencesProvider,
} from '../../lib/profile/viewer-preferences';
import { mapUrl } from '../../lib/profile/map-links';
import { formatTime } from '../../lib/dates/dates';
import { SessionContext } from '../../lib/session/SessionContext';
import type { SessionState } from '../../lib/session/SessionContext';
import { renderRoute, type FixtureResolver } from '../../lib/testing/test-providers';
import { checkPictureFile, fittedSize } from '../../lib/pictures/picture-upload';
import { ProfilePage } from './ProfilePage';
import en from './locales/en.json';

const namespaces = { profile: en };

beforeEach(() => {
  Settings.defaultZone = 'UTC';
});
afterEach(() => {
  Settings.defaultZone = 'system';
  Reflect.deleteProperty(navigator, 'clipboard');
  Reflect.deleteProperty(navigator, 'share');
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const signedIn = {
  status: 'signedIn',
  session: {
    token: 'crew-token',
    type: 'user',
    loginData: {
      person: { id: '2', caption: 'Alex Janssen' },
      contactNumber: 'C-1001',
      language: 'en',
      loginTypes: [{ caption: 'crew' }],
    },
    userRights: { persons: { READ: 'OWN' }, jobs: { READ: 'OWN' } },
  },
  error: null,
  signIn: () => {},
  logout: () => {},
} as unknown as SessionState;

function profile(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Profile',
    id: '2',
    name: 'Alex Janssen',
    email: 'crew@demo.test',
    phone: '+31 6 1234 5678',
    contactNumber: 'C-1001',
    language: 'en',
    street: 'Prinsengracht 263',
    postalCode: '1016 GV',
    city: 'Amsterdam',
    country: 'NL',
    birthday: '1996-04-18',
    timeZone: 'Europe/Amsterdam',
    mapService: 'google',
    publicProfile: false,
    accounting: {
      __typename: 'AccountingContact',
      email: 'accounting@demo.test',
      phone: '+31 20 555 0142',
    },
    currentPicture: null,
    pendingPicture: {
      __typename: 'ProfilePicture',
      id: '5',
      fileUrl: '/api/v1/persons/2/profilePictures/5/file',
    },
    rejectedPicture: null,
    pictureUploadUrl: '/api/v1/persons/2/profilePictures',
    ...overrides,
  };
}

/**
 * Types key by key, each key's render done before the next, as a person types: user-event's
 * string typing runs ahead of the combobox writing its own text back and drops letters.
 */
async function typeKeys(text: string) {
  for (const key of text) await userEvent.keyboard(key);
}

/** Selects the field's text, so the next key typed replaces it (as a double tap would). */
function replaceText(input: HTMLElement) {
  const field = input as HTMLInputElement;
  field.setSelectionRange(0, field.value.length);
}

function open(resolve: FixtureResolver) {
  // The pictures load through fetch with the token: answer them with a tiny blob.
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' })),
    ),
  );
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: () => 'blob:picture', revokeObjectURL: () => {} }),
  );
  return renderRoute(<ProfilePage />, {
    path: '/profile',
    url: '/profile',
    namespaces,
    resolve,
    session: signedIn,
  });
}

describe('ProfilePage', () => {
  it('shows a busy state while the profile loads', () => {
    open(() => 'loading');
    expect(screen.getByRole('status', { name: 'Loading your profile' })).toBeTruthy();
  });

  it("says 'Profile not found' when the api has none", async () => {
    open(() => ({ data: { profile: null } }));
    expect(await screen.findByRole('heading', { name: 'Profile not found' })).toBeTruthy();
  });

  it('offers a retry when loading fails', async () => {
    open(() => ({ error: { message: 'boom', code: 'INTERNAL' } }));
    expect(await screen.findByText('Your profile could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('button', { name: /try again|retry/i })).toBeTruthy();
  });

  it('shows the personal data read-only, with accounting’s mail and phone links', async () => {
    open(() => ({ data: { profile: profile() } }));
    const personal = await screen.findByRole('region', { name: 'Personal data' });
    expect(within(personal).getByText('Prinsengracht 263, 1016 GV Amsterdam, NL')).toBeTruthy();
    expect(within(personal).getByText('Apr 18, 1996')).toBeTruthy();
    expect(within(personal).getByText('crew@demo.test')).toBeTruthy();
    expect(
      within(personal).getByRole('link', { name: 'accounting@demo.test' }).getAttribute('href'),
    ).toBe('mailto:accounting@demo.test');
    expect(
      within(personal).getByRole('link', { name: '+31 20 555 0142' }).getAttribute('href'),
    ).toBe('tel:+31205550142');
    expect(within(personal).queryByRole('textbox')).toBeNull();
  });

  it('says the new picture waits for approval, with the hint and a camera-or-file input', async () => {
    open(() => ({ data: { profile: profile() } }));
    expect(await screen.findByText('Uploaded file is subject to approval')).toBeTruthy();
    expect(screen.getByText(/white background, with nothing covering your face/)).toBeTruthy();
    const input = screen.getByTestId('profile-picture-input');
    expect(input.getAttribute('accept')).toBe('image/*');
    expect(input.getAttribute('capture')).toBe('user');
  });

  it('warns as SPEC.md §8 says while the browser denies notifications or location', async () => {
    const query = vi.fn(async ({ name }: { name: string }) =>
      Object.assign(new EventTarget(), { state: name === 'geolocation' ? 'denied' : 'granted' }),
    );
    Object.defineProperty(navigator, 'permissions', { value: { query }, configurable: true });
    try {
      open(() => ({ data: { profile: profile() } }));
      expect((await screen.findByRole('alert', {}, { timeout: 5000 })).textContent).toContain(
        'Pre-call, check-in and check-out may not be possible due to required permissions not granted. Please update your browser settings.',
      );
    } finally {
      Reflect.deleteProperty(navigator, 'permissions');
    }
  });

  it('links to the notification and calendar subscription pages with real links', async () => {
    open(() => ({ data: { profile: profile({ pendingPicture: null }) } }));
    expect((await screen.findByRole('link', { name: /Notifications/ })).getAttribute('href')).toBe(
      '/profile/notifications',
    );
    expect(screen.getByRole('link', { name: /Calendar subscription/ }).getAttribute('href')).toBe(
      '/profile/calendar-subscription',
    );
    expect(screen.queryByText('Uploaded file is subject to approval')).toBeNull();
  });

  it('changes the time zone and the map service through the mutation', async () => {
    const calls: Record<string, unknown>[] = [];
    open((name, variables) => {
      if (name === 'UpdateProfileSettings') {
        calls.push(variables);
        const input = variables.input as Record<string, string>;
        return {
          data: {
            updateProfileSettings: {
              __typename: 'Profile',
              id: '2',
              timeZone: input.timeZone ?? 'Europe/Amsterdam',
              mapService: input.mapService ?? 'google',
            },
          },
        };
      }
      return { data: { profile: profile() } };
    });
    const zone = await screen.findByRole('combobox', { name: 'Time zone' });
    await userEvent.click(zone);
    await typeKeys('lond');
    await userEvent.click(await screen.findByRole('option', { name: /^Europe\/London / }));
    await waitFor(() =>
      expect(
        (screen.getByRole('combobox', { name: 'Time zone' }) as HTMLInputElement).value,
      ).toMatch(/^Europe\/London \(GMT\+[01]\)$/),
    );
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Map service' }), 'Waze');
    await waitFor(() =>
      expect(
        (screen.getByRole('combobox', { name: 'Map service' }) as HTMLSelectElement).value,
      ).toBe('waze'),
    );
    expect(calls).toEqual([
      { personId: '2', input: { timeZone: 'Europe/London' } },
      { personId: '2', input: { mapService: 'waze' } },
    ]);
  });

  // The whole list is a few hundred options, which jsdom renders slowly beside other suites.
  describe('the time zone combobox', { timeout: 60_000 }, () => {
    beforeEach(() => {
      // A winter day: London at GMT+0, Amsterdam at GMT+1, New York at GMT-5, whatever the date today.
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2027-01-15T12:00:00Z'));
    });
    afterEach(() => vi.useRealTimers());

    const options = () =>
      within(screen.getByRole('listbox', { name: 'Time zone' }))
        .queryAllByRole('option')
        .map((option) => option.textContent);

    it('shows the chosen zone with its offset and filters as the person types', async () => {
      open(() => ({ data: { profile: profile() } }));
      const zone = await screen.findByRole('combobox', { name: 'Time zone' });
      expect((zone as HTMLInputElement).value).toBe('Europe/Amsterdam (GMT+1)');
      await userEvent.click(zone);
      // Opened, the whole list: several hundred zones (counted without the slower role query).
      expect(document.querySelectorAll('[role="listbox"] [role="option"]').length).toBeGreaterThan(
        300,
      );
      await typeKeys('lond');
      await waitFor(() => expect(options()).toEqual(['Europe/London (GMT+0)']));
      replaceText(zone);
      await typeKeys('amst');
      await waitFor(() => expect(options()).toEqual(['Europe/Amsterdam (GMT+1)']));
      replaceText(zone);
      await typeKeys('new y');
      await waitFor(() => expect(options()).toEqual(['America/New York (GMT-5)']));
      replaceText(zone);
      await typeKeys('xyzzy');
      await waitFor(() => expect(options()).toEqual([]));
      expect(screen.getByText('No time zone matches')).toBeTruthy();
    });

    it('is chosen with the keyboard alone, and a half-typed name does not change it', async () => {
      const calls: Record<string, unknown>[] = [];
      open((name, variables) => {
        if (name === 'UpdateProfileSettings') {
          calls.push(variables);
          return {
            data: {
              updateProfileSettings: {
                __typename: 'Profile',
                id: '2',
                timeZone: (variables.input as { timeZone: string }).timeZone,
                mapService: 'google',
              },
            },
          };
        }
        return { data: { profile: profile() } };
      });
      const zone = await screen.findByRole('combobox', { name: 'Time zone' });
      // Tab to the field: focus selects the name, so typing replaces it.
      await userEvent.tab();
      while (document.activeElement !== zone) await userEvent.tab();
      await typeKeys('new y');
      await waitFor(() => expect(options()).toEqual(['America/New York (GMT-5)']));
      await userEvent.keyboard('{Enter}');
      await waitFor(() =>
        expect(calls).toEqual([{ personId: '2', input: { timeZone: 'America/New_York' } }]),
      );
      await waitFor(() =>
        expect((zone as HTMLInputElement).value).toBe('America/New York (GMT-5)'),
      );
      // Escape leaves a half-typed name: the chosen zone comes back and nothing is sent.
      await typeKeys('tok');
      await userEvent.keyboard('{Escape}');
      await userEvent.tab();
      await waitFor(() =>
        expect((zone as HTMLInputElement).value).toBe('America/New York (GMT-5)'),
      );
      expect(calls).toHaveLength(1);
    });
  });

  it('shows the api’s refusal of a time zone in words', async () => {
    open((name) =>
      name === 'UpdateProfileSettings'
        ? { error: { message: 'bad', code: 'BAD_USER_INPUT', reason: 'TIME_ZONE_INVALID' } }
        : { data: { profile: profile() } },
    );
    await userEvent.click(await screen.findByRole('combobox', { name: 'Time zone' }));
    await typeKeys('tokyo');
    await userEvent.click(await screen.findByRole('option', { name: /^Asia\/Tokyo / }));
    expect((await screen.findByRole('alert')).textContent).not.toBe('');
  });

  it('turns the public profile on', async () => {
    const calls: Record<string, unknown>[] = [];
    open((name, variables) => {
      if (name === 'SetPublicProfile') {
        calls.push(variables);
        return {
          data: { setPublicProfile: { __typename: 'Profile', id: '2', publicProfile: true } },
        };
      }
      return { data: { profile: profile() } };
    });
    await userEvent.click(await screen.findByRole('checkbox', { name: /Public crew profile/ }));
    await waitFor(() => expect(calls).toEqual([{ personId: '2', publicProfile: true }]));
    await waitFor(() =>
      expect(
        (screen.getByRole('checkbox', { name: /Public crew profile/ }) as HTMLInputElement).checked,
      ).toBe(true),
    );
    // Once on, the address to pass on comes with the switch.
    expect(
      (await screen.findByLabelText('Link to your public profile')) as HTMLInputElement,
    ).toHaveProperty('value', `${window.location.origin}/public/crew-profile/2`);
  });

  it('offers no public profile address while the profile is not public', async () => {
    open(() => ({ data: { profile: profile() } }));
    await screen.findByRole('checkbox', { name: /Public crew profile/ });
    expect(screen.queryByLabelText('Link to your public profile')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Copy link' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Open my public profile' })).toBeNull();
  });

  it('shares the public profile: its link, copy with a toast, the share sheet where the browser has one', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    const share = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    open(() => ({ data: { profile: profile({ publicProfile: true }) } }));
    const address = `${window.location.origin}/public/crew-profile/2`;
    expect(
      (await screen.findByRole('link', { name: 'Open my public profile' })).getAttribute('href'),
    ).toBe('/public/crew-profile/2');
    expect((screen.getByLabelText('Link to your public profile') as HTMLInputElement).value).toBe(
      address,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(address);
    expect(await screen.findByText('Link to your public profile copied')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith({ title: 'Alex Janssen – crew profile', url: address });
  });

  it('says so when the link cannot be copied, and offers no share sheet without the Web Share API', async () => {
    const writeText = vi.fn(() => Promise.reject(new Error('denied')));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    open(() => ({ data: { profile: profile({ publicProfile: true }) } }));
    await userEvent.click(await screen.findByRole('button', { name: 'Copy link' }));
    expect(
      await screen.findByText('The link could not be copied. Select it and copy it by hand.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull();
  });

  it('offers the calendar feed only to someone with jobs of their own (jobs READ)', async () => {
    const planner = {
      ...signedIn,
      session: { ...signedIn.session, userRights: { persons: { READ: 'ALL' } } },
    } as SessionState;
    renderRoute(<ProfilePage />, {
      path: '/profile',
      url: '/profile',
      namespaces,
      resolve: () => ({ data: { profile: profile() } }),
      session: planner,
    });
    expect(await screen.findByRole('link', { name: /Notifications/ })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Calendar subscription/ })).toBeNull();
  });

  it('refuses a file that is not an image before sending anything', async () => {
    open(() => ({ data: { profile: profile() } }));
    const input = await screen.findByTestId('profile-picture-input');
    const upload = vi.fn();
    vi.stubGlobal('XMLHttpRequest', upload);
    await userEvent.upload(input, new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' }), {
      applyAccept: false,
    });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This file is not a picture. Choose a photo (JPEG, PNG or WebP).',
    );
    expect(upload).not.toHaveBeenCalled();
  });
});

describe('picture checks', () => {
  it('refuses non-images and files over 10 MB, and fits the long edge into 2048 px', () => {
    expect(checkPictureFile({ type: 'image/jpeg', size: 1000 })).toBeNull();
    expect(checkPictureFile({ type: 'application/pdf', size: 1000 })).toBe('notAnImage');
    expect(checkPictureFile({ type: 'image/png', size: 10 * 1024 * 1024 + 1 })).toBe('tooLarge');
    expect(fittedSize(4032, 3024)).toEqual({ width: 2048, height: 1536 });
    expect(fittedSize(3024, 4032)).toEqual({ width: 1536, height: 2048 });
    expect(fittedSize(800, 600)).toEqual({ width: 800, height: 600 });
  });
});

describe('map links', () => {
  const place = {
    caption: 'Ahoy Arena',
    address: 'Ahoyweg 10',
    city: 'Rotterdam',
    latitude: 51.8833,
    longitude: 4.4889,
  };
  it('opens the place in each map service', () => {
    expect(mapUrl('google', place)).toBe(
      'https://www.google.com/maps/search/?api=1&query=51.8833%2C4.4889',
    );
    expect(mapUrl('apple', place)).toBe('https://maps.apple.com/?ll=51.8833,4.4889&q=Ahoy%20Arena');
    expect(mapUrl('openStreetMap', place)).toBe(
      'https://www.openstreetmap.org/?mlat=51.8833&mlon=4.4889#map=17/51.8833/4.4889',
    );
    expect(mapUrl('waze', place)).toBe('https://waze.com/ul?ll=51.8833,4.4889&navigate=yes');
  });
  it('falls back to the name and address without coordinates', () => {
    const noPoint = { caption: 'Ahoy Arena', address: 'Ahoyweg 10', city: 'Rotterdam' };
    expect(mapUrl('google', noPoint)).toContain(
      'query=Ahoy%20Arena%2C%20Ahoyweg%2010%2C%20Rotterdam',
    );
    expect(mapUrl('apple', noPoint)).toBe(
      'https://maps.apple.com/?q=Ahoy%20Arena%2C%20Ahoyweg%2010%2C%20Rotterdam',
    );
    expect(mapUrl('openStreetMap', noPoint)).toContain('openstreetmap.org/search?query=Ahoy');
    expect(mapUrl('waze', noPoint)).toContain('waze.com/ul?q=Ahoy');
  });
});

describe('ViewerPreferencesProvider', () => {
  function Probe() {
    return (
      <p>
        {useMapService()} {formatTime('2026-11-24T12:00:00+00:00', 'en-GB')}
      </p>
    );
  }

  it('shows times in the profile’s zone and hands out its map service', async () => {
    renderRoute(
      <ViewerPreferencesProvider>
        <Probe />
      </ViewerPreferencesProvider>,
      {
        path: '/',
        url: '/',
        namespaces,
        session: signedIn,
        resolve: () => ({
          data: {
            profile: {
              __typename: 'Profile',
              id: '2',
              timeZone: 'Asia/Tokyo',
              mapService: 'openStreetMap',
            },
          },
        }),
      },
    );
    expect(await screen.findByText('openStreetMap 21:00')).toBeTruthy();
  });

  it('paints the next visit in the last loaded zone at once, before the query answers', async () => {
    const first = renderRoute(
      <ViewerPreferencesProvider>
        <Probe />
      </ViewerPreferencesProvider>,
      {
        path: '/',
        url: '/',
        namespaces,
        session: signedIn,
        resolve: () => ({
          data: {
            profile: { __typename: 'Profile', id: '2', timeZone: 'Asia/Tokyo', mapService: 'waze' },
          },
        }),
      },
    );
    expect(await screen.findByText('waze 21:00')).toBeTruthy();
    first.unmount();
    try {
      renderRoute(
        <ViewerPreferencesProvider>
          <Probe />
        </ViewerPreferencesProvider>,
        { path: '/', url: '/', namespaces, session: signedIn, resolve: () => 'loading' },
      );
      expect(screen.getByText('waze 21:00')).toBeTruthy();
    } finally {
      localStorage.removeItem('viewerPreferences');
    }
  });

  it('mounts the page once the first zone arrives, and keeps the layout around it', async () => {
    // A toggle that stands for the layout's open menu.
    function Toggle({ name }: { name: string }) {
      const [on, setOn] = useState(false);
      return (
        <button type="button" aria-pressed={on} onClick={() => setOn(true)}>
          {name}
        </button>
      );
    }
    renderRoute(
      <ViewerPreferencesProvider>
        <Toggle name="menu" />
        <PageInViewerZone>
          <Probe />
        </PageInViewerZone>
      </ViewerPreferencesProvider>,
      {
        path: '/',
        url: '/',
        namespaces,
        session: signedIn,
        resolve: () => ({
          data: {
            profile: {
              __typename: 'Profile',
              id: '2',
              timeZone: 'Asia/Tokyo',
              mapService: 'google',
            },
          },
        }),
      },
    );
    // Tapped before the profile answers (it answers on a later tick); the page waits for the zone.
    fireEvent.click(screen.getByRole('button', { name: 'menu' }));
    expect(screen.queryByText(/google/)).toBeNull();
    expect(await screen.findByText('google 21:00')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'menu' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('shows the page in the device zone when the profile does not answer in time', () => {
    localStorage.removeItem('viewerPreferences');
    vi.useFakeTimers();
    try {
      renderRoute(
        <ViewerPreferencesProvider>
          <PageInViewerZone>
            <Probe />
          </PageInViewerZone>
        </ViewerPreferencesProvider>,
        { path: '/', url: '/', namespaces, session: signedIn, resolve: () => 'loading' },
      );
      expect(screen.queryByText(/google/)).toBeNull();
      act(() => vi.advanceTimersByTime(PREFERENCES_WAIT_MS));
      expect(screen.getByText(/^google /)).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps the device zone and Google Maps without a GraphQL client or a person', () => {
    Settings.defaultZone = 'UTC';
    render(
      <SessionContext.Provider value={signedIn}>
        <ViewerPreferencesProvider>
          <Probe />
        </ViewerPreferencesProvider>
      </SessionContext.Provider>,
    );
    expect(screen.getByText('google 12:00')).toBeTruthy();
  });
});
