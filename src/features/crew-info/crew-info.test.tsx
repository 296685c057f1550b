import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Settings } from 'luxon';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LocationProbe, renderRoute, type FixtureResolver } from '../../lib/testing/test-providers';
import { articleBlocks } from './article-text';
import { CrewInfoPage } from './CrewInfoPage';
import en from './locales/en.json';

beforeEach(() => {
  Settings.defaultZone = 'UTC';
});
afterEach(() => {
  Settings.defaultZone = 'system';
});

const article = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'CrewInfoArticle',
  id: '3',
  title: 'Dress code',
  summary: 'Black clothes, safety shoes.',
  publishedAt: '2026-11-12T09:00:00+00:00',
  ...overrides,
});

function open(url: string, resolve: FixtureResolver) {
  return renderRoute(
    <>
      <CrewInfoPage />
      <LocationProbe />
    </>,
    { path: '/crew-info', url, namespaces: { 'crew-info': en }, resolve },
  );
}

describe('articleBlocks', () => {
  it('splits paragraphs at blank lines and groups "- " lines into lists', () => {
    expect(
      articleBlocks(
        'First line\nsame paragraph.\n\nBefore:\n- one;\n- two.\nAfter.\r\n\r\n<b>not markup</b>',
      ),
    ).toEqual([
      { kind: 'paragraph', text: 'First line same paragraph.' },
      { kind: 'paragraph', text: 'Before:' },
      { kind: 'list', items: ['one;', 'two.'] },
      { kind: 'paragraph', text: 'After.' },
      { kind: 'paragraph', text: '<b>not markup</b>' },
    ]);
  });
});

describe('CrewInfoPage', () => {
  it('shows a busy state while the articles load', () => {
    open('/crew-info', () => 'loading');
    expect(screen.getByRole('status', { name: 'Loading the crew info' })).toBeTruthy();
  });

  it("says 'Crew info not found' when there is none", async () => {
    open('/crew-info', () => ({ data: { crewInfoArticles: [] } }));
    expect(await screen.findByRole('heading', { name: 'Crew info not found' })).toBeTruthy();
  });

  it('lists the articles as real links that open the article', async () => {
    open('/crew-info', (name, variables) =>
      name === 'CrewInfoArticle'
        ? {
            data: {
              crewInfoArticle: article({
                id: variables.id,
                body: 'Wear black.\n\n- Safety shoes S3;\n- gloves.\n\n<script>alert(1)</script>',
              }),
            },
          }
        : {
            data: { crewInfoArticles: [article({ id: '4', title: 'Check-in rules' }), article()] },
          },
    );
    const link = await screen.findByRole('link', { name: 'Dress code' });
    expect(link.getAttribute('href')).toBe('/crew-info?article=3');
    expect(screen.getAllByText('Nov 12, 2026')).toHaveLength(2);
    await userEvent.click(link);
    const view = await screen.findByRole('article', { name: 'Dress code' });
    expect(screen.getByRole('status', { name: 'current location' }).textContent).toBe(
      '/crew-info?article=3',
    );
    expect(within(view).getByText('Published Nov 12, 2026')).toBeTruthy();
    expect(within(view).getByText('Wear black.')).toBeTruthy();
    expect(
      within(view)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Safety shoes S3;', 'gloves.']);
    // The body is text: markup in it shows as characters, never as elements.
    expect(within(view).getByText('<script>alert(1)</script>')).toBeTruthy();
    expect(view.querySelector('script')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to crew info' }).getAttribute('href')).toBe(
      '/crew-info',
    );
  });

  it("says 'Article not found' for an unknown article", async () => {
    open('/crew-info?article=999', () => ({ data: { crewInfoArticle: null } }));
    expect(await screen.findByRole('heading', { name: 'Article not found' })).toBeTruthy();
  });

  it('says there is no access, without a retry, when the right is missing', async () => {
    open('/crew-info', () => ({ error: { message: 'Forbidden', code: 'FORBIDDEN' } }));
    expect(await screen.findByText('You have no access to crew info.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('shows an error with a retry', async () => {
    let failing = true;
    open('/crew-info', () =>
      failing ? { networkError: 'Failed to fetch' } : { data: { crewInfoArticles: [article()] } },
    );
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The crew info could not be loaded.',
    );
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Dress code' })).toBeTruthy();
  });
});
