import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TenantSettings } from '../../../machines/session.types';
import { sessionFixture } from '../../../machines/session.fixtures';
import { BareLayout } from './BareLayout';
import { renderLayout } from './layout-test-utils';
import { LoginLayout } from './LoginLayout';

const state = vi.hoisted(() => ({ settings: null as TenantSettings | null }));

vi.mock('../../lib/session/useSession', () => ({
  useSession: () => ({
    status: 'signedOut',
    session: null,
    error: null,
    signIn: () => {},
    logout: () => {},
  }),
}));
vi.mock('../../lib/tenant/useTenantSettings', () => ({
  useTenantSettings: () => ({ settings: state.settings, fetching: false, error: null }),
}));
vi.mock('../../lib/ui-settings/useUiSettings', () => ({
  useUiSettings: () => ({ theme: null, framed: false }),
}));

const tenant = sessionFixture().tenant;

beforeEach(() => {
  state.settings = {
    ...tenant,
    backgroundUrl: 'https://cdn.test/venue.jpg',
    backgroundColorCode: '#123456',
  };
});

describe('LoginLayout', () => {
  it("uses the tenant's background image as cover and its colour", () => {
    renderLayout(<LoginLayout />, ['/somewhere']);
    const background = screen.getByTestId('login-background');
    expect(background.style.backgroundImage).toBe('url("https://cdn.test/venue.jpg")');
    expect(background.style.backgroundSize).toBe('cover');
    expect(background.style.backgroundColor).toBe('rgb(18, 52, 86)');
  });

  it('shows the tenant name above the screen in the main card, and a link to Info', () => {
    renderLayout(<LoginLayout />, ['/somewhere']);
    const main = screen.getByRole('main');
    expect(within(main).getByText('Demo Crew Company')).toBeTruthy();
    expect(within(main).getByText('Somewhere else')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Info' }).getAttribute('href')).toBe('/version');
  });

  it('falls back to the app name and no background before the settings arrive', () => {
    state.settings = null;
    renderLayout(<LoginLayout />, ['/somewhere']);
    expect(within(screen.getByRole('main')).getByText('Crew Hub')).toBeTruthy();
    expect(screen.getByTestId('login-background').style.backgroundImage).toBe('');
  });
});

describe('BareLayout', () => {
  it('renders just the page in a main landmark', () => {
    renderLayout(<BareLayout />, ['/public/payrolls']);
    expect(within(screen.getByRole('main')).getByText('Somewhere else')).toBeTruthy();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
