import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute, type FixtureResolver } from '../../lib/testing/test-providers';
import en from './locales/en.json';
import { EmailMessagePage } from './EmailMessagePage';
import { MailboxPage } from './MailboxPage';

const summary = (id: string, subject: string, read: boolean) => ({
  __typename: 'EmailMessageSummary',
  id,
  from: 'Crew Hub <no-reply@crewhub.app>',
  subject,
  preview: `${subject} preview`,
  date: '2026-11-20T09:00:00+00:00',
  read,
  attachmentCount: id === '2' ? 1 : 0,
});

const page = (items: ReturnType<typeof summary>[], unread = 1) => ({
  data: {
    mailbox: { __typename: 'MailboxPage', total: items.length, unread, page: 1, limit: 20, items },
  },
});

const message = (html: string | null) => ({
  data: {
    emailMessage: {
      __typename: 'EmailMessage',
      id: '7',
      from: 'newsletter@demo.test',
      to: 'office@demo.test',
      cc: ['client@demo.test'],
      subject: 'Winter Festival newsletter',
      date: '2026-11-20T09:00:00+00:00',
      read: true,
      messageType: 'other',
      body: 'Plain text part',
      html,
      attachments: [],
    },
  },
});

describe('MailboxPage', () => {
  const openList = (resolve: FixtureResolver, url = '/mailbox') =>
    renderRoute(<MailboxPage />, { path: '/mailbox', url, namespaces: { mailbox: en }, resolve });

  it('lists mails as links to each message, unread ones marked, with the unread count', async () => {
    openList(() =>
      page([summary('1', 'Abrechnung bereit', false), summary('2', 'Delivery note', true)]),
    );
    const link = await screen.findByRole('link', { name: /^Abrechnung bereit\s*\(Unread\)$/ });
    expect(link.getAttribute('href')).toBe('/email-messages/1');
    expect(screen.getByRole('link', { name: 'Delivery note' }).getAttribute('href')).toBe(
      '/email-messages/2',
    );
    expect(screen.getByRole('status').textContent).toBe('Unread: 1');
    expect(screen.getByText('Attachments: 1')).toBeTruthy();
  });

  it('searches and filters unread through the URL and the query', async () => {
    const resolve = vi.fn<FixtureResolver>(() => page([summary('1', 'Urlaub genehmigt', true)]));
    openList(resolve, '/mailbox?q=Urlaub&unread=1');
    await screen.findByRole('link', { name: 'Urlaub genehmigt' });
    expect(resolve).toHaveBeenCalledWith('MailboxPage', {
      search: 'Urlaub',
      unread: true,
      page: 1,
      limit: 20,
    });
    expect((screen.getByRole('searchbox', { name: 'Search mail' }) as HTMLInputElement).value).toBe(
      'Urlaub',
    );
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search mail' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search mail' }), 'Abrechnung');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(resolve).toHaveBeenLastCalledWith('MailboxPage', {
      search: 'Abrechnung',
      unread: true,
      page: 1,
      limit: 20,
    });
  });

  it('says "Emails not found" for an empty mailbox and offers a retry when loading failed', async () => {
    openList(() => page([], 0));
    expect(await screen.findByText('Emails not found')).toBeTruthy();
  });

  it('offers a retry when the mailbox could not be loaded', async () => {
    openList(() => ({ networkError: 'Failed to fetch' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Your mailbox could not be loaded.',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('EmailMessagePage', () => {
  const openMessage = (resolve: FixtureResolver) =>
    renderRoute(<EmailMessagePage />, {
      path: '/email-messages/:id',
      url: '/email-messages/7',
      namespaces: { mailbox: en },
      resolve,
    });

  it('shows from, to, cc, date and the text part of a plain mail', async () => {
    openMessage(() => message(null));
    expect(await screen.findByRole('heading', { name: 'Winter Festival newsletter' })).toBeTruthy();
    expect(screen.getByText('newsletter@demo.test')).toBeTruthy();
    expect(screen.getByText('client@demo.test')).toBeTruthy();
    expect(screen.getByText('Plain text part')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the mailbox' }).getAttribute('href')).toBe(
      '/mailbox',
    );
  });

  it('renders HTML in a frame sandboxed without scripts, sanitised, with remote images blocked until asked', async () => {
    openMessage(() =>
      message(
        '<p>Hi</p><img src="https://images.example.com/a.jpg" alt="a"><script>window.__ran = 1</script>',
      ),
    );
    const frame = (await screen.findByTitle(
      'Mail: Winter Festival newsletter',
    )) as HTMLIFrameElement;
    const sandbox = frame.getAttribute('sandbox') ?? '';
    expect(sandbox).not.toContain('allow-scripts');
    const srcdoc = frame.getAttribute('srcdoc') ?? '';
    expect(srcdoc).not.toContain('<script');
    expect(srcdoc).not.toContain('images.example.com');
    expect(srcdoc).toContain("script-src 'none'");
    const notice = screen.getByRole('status');
    expect(notice.textContent).toContain('Images and other remote content are blocked');
    await userEvent.click(within(notice).getByRole('button', { name: 'Show images' }));
    const shown =
      screen.getByTitle('Mail: Winter Festival newsletter').getAttribute('srcdoc') ?? '';
    expect(shown).toContain('https://images.example.com/a.jpg');
    expect(shown).not.toContain('<script');
    expect((window as unknown as { __ran?: number }).__ran).toBeUndefined();
  });

  it('says the mail was not found when it is not in the mailbox', async () => {
    openMessage(() => ({ data: { emailMessage: null } }));
    expect(await screen.findByText('Emails not found')).toBeTruthy();
    expect(screen.getByText('This mail is not in your mailbox.')).toBeTruthy();
  });
});
