import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionFixture } from '../../../machines/session.fixtures';
import { renderRoute, type FixtureResolver } from '../../lib/testing/test-providers';
import { ContactProjectManagerPage } from './ContactProjectManagerPage';
import { contactLinks } from '../../lib/contacts/contact-links';
import en from './locales/en.json';

const session = {
  status: 'signedIn',
  session: sessionFixture(),
  error: null,
  signIn: () => {},
  logout: () => {},
} as const;

function open(resolve: FixtureResolver) {
  return renderRoute(<ContactProjectManagerPage />, {
    path: '/jobs/:id/contact-project-manager',
    url: '/jobs/31/contact-project-manager',
    namespaces: { jobs: en },
    resolve,
    session,
  });
}

const job = (projectManager: unknown) => ({
  data: {
    job: {
      __typename: 'Job',
      id: '31',
      project: { __typename: 'Project', id: '5', number: '1001', name: 'Winter Festival' },
      projectManager,
    },
  },
});

describe('contactLinks', () => {
  it('makes call, SMS, mail and WhatsApp links from an international number', () => {
    expect(contactLinks({ phone: '+31 10 345 6789', email: 'planner@demo.test' })).toEqual({
      tel: 'tel:+31103456789',
      sms: 'sms:+31103456789',
      mailto: 'mailto:planner@demo.test',
      whatsApp: 'https://wa.me/31103456789',
    });
    expect(contactLinks({ phone: '0049 211 456', email: null }).whatsApp).toBe(
      'https://wa.me/49211456',
    );
  });

  it('gives no WhatsApp link for a number without a country code, and nothing without data', () => {
    expect(contactLinks({ phone: '010 345 6789' }).whatsApp).toBeNull();
    expect(contactLinks({})).toEqual({ tel: null, sms: null, mailto: null, whatsApp: null });
  });
});

describe('ContactProjectManagerPage', () => {
  it('shows the project manager with call, SMS, mail and WhatsApp links', async () => {
    open(() =>
      job({
        __typename: 'Person',
        id: '4',
        caption: 'Priya Shah',
        phone: '+31 10 345 6789',
        email: 'planner@demo.test',
      }),
    );
    const card = await screen.findByRole('article', { name: 'Priya Shah' });
    const href = (name: string) => within(card).getByRole('link', { name }).getAttribute('href');
    expect(href('Call Priya Shah')).toBe('tel:+31103456789');
    expect(href('Send Priya Shah a text message')).toBe('sms:+31103456789');
    expect(href('E-mail Priya Shah')).toBe('mailto:planner@demo.test');
    expect(href('WhatsApp Priya Shah')).toBe('https://wa.me/31103456789');
    expect(screen.getByText('Winter Festival (1001)')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the job' }).getAttribute('href')).toBe(
      '/jobs/31',
    );
  });

  it('says when the project has no manager', async () => {
    open(() => job(null));
    expect(
      await screen.findByText(
        'This project has no project manager yet. Please contact the office.',
      ),
    ).toBeTruthy();
  });

  it('says the job was not found for another person’s job', async () => {
    open(() => ({ data: { job: null } }));
    expect(await screen.findByRole('heading', { name: 'Job not found' })).toBeTruthy();
  });

  it('shows loading and error states', async () => {
    open(() => ({ networkError: 'Failed to fetch' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The project manager could not be loaded.',
    );
  });
});
