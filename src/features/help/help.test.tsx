import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionFixture } from '../../../machines/session.fixtures';
import type { SessionData } from '../../../machines/session.types';
import { renderRoute, type FixtureResolver } from '../../lib/testing/test-providers';
import { HelpPage } from './HelpPage';
import { helpTopicsFor } from './help-topics';
import en from './locales/en.json';

const withTypes = (...captions: string[]): SessionData =>
  sessionFixture({
    loginData: {
      person: { id: '1', caption: 'Alex' },
      contactNumber: null,
      language: 'en',
      loginTypes: captions.map((caption) => ({ caption })),
    },
  });

function open(session: SessionData, resolve: FixtureResolver) {
  return renderRoute(<HelpPage />, {
    path: '/help',
    url: '/help',
    namespaces: { help: en },
    resolve,
    session: {
      status: 'signedIn',
      session,
      error: null,
      signIn: () => {},
      logout: () => {},
    } as const,
  });
}

const contact = {
  data: {
    helpContact: {
      __typename: 'HelpContact',
      name: 'Demo Crew Company',
      email: 'office@demo.test',
      phone: '+31 20 555 0100',
    },
  },
};

describe('helpTopicsFor', () => {
  it('picks the sections of the session’s roles', () => {
    expect(helpTopicsFor(withTypes('crew'))).toEqual(['crew', 'crewChief']);
    expect(helpTopicsFor(withTypes('Operations', 'client'))).toEqual(['planner', 'client']);
    expect(helpTopicsFor(withTypes('office'))).toEqual(['office']);
    expect(helpTopicsFor({ ...withTypes(), type: 'project' })).toEqual(['project']);
    expect(helpTopicsFor({ ...withTypes(), type: 'plusCrew' })).toEqual(['plusCrew']);
    expect(helpTopicsFor(null)).toEqual([]);
  });
});

describe('HelpPage', () => {
  it('explains the app for crew and names the company’s contact with call and mail links', async () => {
    open(withTypes('crew'), () => contact);
    expect(screen.getByRole('heading', { name: 'As a crew member' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'As a crew chief' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'As a planner' })).toBeNull();
    expect(await screen.findByText('Questions? Demo Crew Company is happy to help.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Call +31 20 555 0100' }).getAttribute('href')).toBe(
      'tel:+31205550100',
    );
    expect(screen.getByRole('link', { name: 'E-mail office@demo.test' }).getAttribute('href')).toBe(
      'mailto:office@demo.test',
    );
  });

  it('shows a project session only its own section', async () => {
    open({ ...withTypes(), type: 'project', projectNumber: '1001' }, () => contact);
    expect(screen.getByRole('heading', { name: 'In a project session' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'As a crew member' })).toBeNull();
    expect(await screen.findByRole('link', { name: 'E-mail office@demo.test' })).toBeTruthy();
  });

  it('says when no contact is set up, and when it could not be loaded', async () => {
    const view = open(withTypes('client'), () => ({
      data: { helpContact: { __typename: 'HelpContact', name: 'X', email: null, phone: null } },
    }));
    expect(
      await screen.findByRole('heading', { name: 'No contact has been set up yet.' }),
    ).toBeTruthy();
    view.unmount();
    open(withTypes('client'), () => ({ networkError: 'Failed to fetch' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The contact could not be loaded.',
    );
  });
});
