import { describe, expect, it } from 'vitest';
import { checkedPage, projectRequests } from './projects';
import type { ProjectsFixture } from './projects-fixture';

const fixture: ProjectsFixture = {
  projects: 5000,
  internal: 50,
  companyIds: ['4', '5', '6'],
  branchIds: ['1', '2', '3'],
  commonWord: 'jazz',
  sampleNumber: 'P02500',
  year: 2026,
};

describe('the projects list bench', () => {
  it('rotates the screen’s filters, a page of 20 each, sorted as the screen sorts', () => {
    const requests = projectRequests(fixture);
    expect(requests.map((request) => request.name)).toEqual([
      'first page',
      'text: a word',
      'text: a number',
      'status',
      'company',
      'begin dates',
      'mine',
      'page 10',
    ]);
    expect(requests.every((request) => request.variables.limit === 20)).toBe(true);
    expect(requests.every((request) => request.variables.sort === 'beginDateDesc')).toBe(true);
    expect(requests.find((request) => request.name === 'company')?.variables.filter).toEqual({
      companyId: '4',
    });
    expect(requests.find((request) => request.name === 'begin dates')?.variables.filter).toEqual({
      beginDateFrom: '2026-04-01',
      beginDateTo: '2026-06-30',
    });
    expect(requests.at(-1)?.variables).toMatchObject({ filter: null, page: 10 });
  });

  it('refuses an answer with more than a page or with an internal project', () => {
    const [first] = projectRequests(fixture);
    if (!first) throw new Error('no request');
    const page = (numbers: string[]) => ({
      projects: { total: 5037, items: numbers.map((number) => ({ number })) },
    });
    expect(checkedPage(page(['P00001', '2707']), first).total).toBe(5037);
    expect(() => checkedPage(page(Array.from({ length: 21 }, (_, i) => `P${i}`)), first)).toThrow(
      /21 items for a page of 20/,
    );
    expect(() => checkedPage(page(['P00001', 'I00003']), first)).toThrow(/internal project I00003/);
    expect(() => checkedPage({ projects: null }, first)).toThrow(/no projects page/);
  });
});
