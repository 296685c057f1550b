import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createTenant } from '../../db/seed/factories';
import { createTestApi, testBackends } from '../../test/helpers';
import type { DemoAccount, TestApi } from '../../test/helpers';
import { call } from '../../test/requests';
import { createProject } from './projects.seed';

// The projects calendar's overlap filter (api/routes/projects/README.md, The projects calendar's overlap filter) and the project's subpages (api/routes/projects/README.md, A project's documents
// and 159): /projects/{number}/documents, its files and /projects/{number}/projectManager.

interface Page {
  items: Array<{
    number: string;
    beginDate: string;
    endDate: string;
    company: { caption: string };
  }>;
  total: number;
}

interface DocumentPage {
  items: Array<{
    id: number;
    title: string;
    owner: { projectNumber: string | null; company: { caption: string } | null };
  }>;
  total: number;
}

describe.each(testBackends())('the projects calendar and the project subpages on %s', (backend) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi({ backend });
    // Another tenant with a project of the same number and period: it must never show.
    await api.database.transaction(async (tx) => {
      const tenant = await createTenant(tx, { name: 'Other Staffing', frameAncestors: [] });
      const company = await createCompany(tx, tenant.id, 'Eventful Ltd');
      await createProject(tx, tenant.id, {
        number: '2504',
        name: 'Other Cinema',
        companyId: company.id,
        beginDate: '2025-06-03',
        endDate: '2025-06-04',
      });
    });
  });
  afterAll(() => api.close());

  const get = async (account: DemoAccount, path: string) =>
    call(api.app, 'GET', path, { token: await api.signInAs(account) });
  const list = async (account: DemoAccount, query: string) =>
    (await get(account, `/projects${query}`)).json<Page>();

  describe('GET /projects?endDateFrom (the calendar’s period)', () => {
    it('answers the projects overlapping the period, also those begun before it', async () => {
      const june = await list(
        'planner',
        '?endDateFrom=2025-06-01&beginDateTo=2025-06-30&sort=beginDateAsc&limit=200',
      );
      // 2504 runs 30 May – 8 June: it began before June and still shows; 2505 begins 20 June.
      expect(june.items.map((item) => `${item.number} ${item.beginDate}..${item.endDate}`)).toEqual(
        ['2504 2025-05-30..2025-06-08', '2505 2025-06-20..2025-06-22'],
      );
      // A week: only what runs in it, counted to the day on both ends.
      const week = await list('planner', '?endDateFrom=2025-06-08&beginDateTo=2025-06-14');
      expect(week.items.map((item) => item.number)).toEqual(['2504']);
      const after = await list('planner', '?endDateFrom=2025-06-09&beginDateTo=2025-06-19');
      expect(after.total).toBe(0);
    });

    it('spans a year boundary and shows a client only their company', async () => {
      // The demo's projects 0999–1003 move with today (projects.seed.ts: Spring Expo runs 30–33 days
      // ahead, so in January 2027 from late November); the calendar's projects have fixed dates.
      const fixedDates = (page: Page) =>
        page.items.map((item) => item.number).filter((number) => !/^(0999|100\d)$/.test(number));
      const january = await list(
        'planner',
        '?endDateFrom=2027-01-01&beginDateTo=2027-01-31&sort=beginDateAsc',
      );
      expect(fixedDates(january)).toEqual(['2607', '2701']);
      const clientJanuary = await list('client', '?endDateFrom=2027-01-01&beginDateTo=2027-01-31');
      expect(fixedDates(clientJanuary)).toEqual(['2701']);
      const clientJune = await list('client', '?endDateFrom=2025-06-01&beginDateTo=2025-06-30');
      expect(clientJune.items.map((item) => item.company.caption)).toEqual(['Eventful Ltd']);
    });

    it('refuses a bad day and a period that ends before it begins, with a message', async () => {
      const bad = await get('planner', '/projects?endDateFrom=2025-02-30');
      expect(bad.statusCode).toBe(400);
      expect(bad.json<{ message: string; details?: Array<{ path: string }> }>()).toMatchObject({
        code: 'BAD_USER_INPUT',
      });
      const reversed = await get(
        'planner',
        '/projects?endDateFrom=2025-06-30&beginDateTo=2025-06-01',
      );
      expect(reversed.statusCode).toBe(400);
      expect(reversed.json<{ message: string }>().message).toMatch(
        /beginDateTo .* comes before endDateFrom/,
      );
    });
  });

  describe('GET /projects/{number}/documents', () => {
    it('lists the project’s and its company’s documents for a planner', async () => {
      const response = await get('planner', '/projects/1001/documents');
      expect(response.statusCode).toBe(200);
      const titles = response.json<DocumentPage>().items.map((item) => item.title);
      expect(titles).toEqual([
        'Winter Festival load-in schedule',
        'Crew services agreement',
        'Winter Festival site plan',
        'Eventful framework agreement',
      ]);
      expect(titles).not.toContain('Harbour Nights stage plan');
      expect(titles).not.toContain('Harbour Concerts framework agreement');
    });

    it('lets a client read their own company’s project, and answers 404 for another company’s', async () => {
      const own = await get('client', '/projects/1001/documents');
      expect(own.statusCode).toBe(200);
      expect(own.json<DocumentPage>().total).toBe(4);
      const other = await get('client', '/projects/1002/documents');
      expect(other.statusCode).toBe(404);
      expect(other.json()).toMatchObject({ code: 'NOT_FOUND', reason: 'PROJECT_NOT_FOUND' });
      expect((await get('client', '/projects/no-such/documents')).statusCode).toBe(404);
    });

    it('refuses callers without projectAttachments, a project session included', async () => {
      expect((await get('crew', '/projects/1001/documents')).statusCode).toBe(403);
      expect((await get('office', '/projects/1001/documents')).statusCode).toBe(403);
      expect((await get('project', '/projects/1001/documents')).statusCode).toBe(403);
      expect((await call(api.app, 'GET', '/projects/1001/documents')).statusCode).toBe(401);
    });

    it('refuses bad paging with 400', async () => {
      expect((await get('planner', '/projects/1001/documents?limit=0')).statusCode).toBe(400);
      expect((await get('planner', '/projects/1001/documents?page=x')).statusCode).toBe(400);
    });

    it('hands out a listed document’s PDF, and 404 for another project’s or company’s', async () => {
      const planner = (await get('planner', '/projects/1002/documents')).json<DocumentPage>();
      const harbourPlan = planner.items.find((item) => item.title === 'Harbour Nights stage plan');
      const own = (await get('client', '/projects/1001/documents')).json<DocumentPage>();
      const sitePlan = own.items.find((item) => item.title === 'Winter Festival site plan');
      const framework = own.items.find((item) => item.title === 'Eventful framework agreement');
      const file = await get('client', `/projects/1001/documents/${sitePlan?.id}/file`);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect(
        (await get('client', `/projects/1001/documents/${framework?.id}/file`)).statusCode,
      ).toBe(200);
      // Another project's document through the client's own project: 404.
      expect(
        (await get('client', `/projects/1001/documents/${harbourPlan?.id}/file`)).statusCode,
      ).toBe(404);
      // Through the other company's project: 404 as if it did not exist.
      expect(
        (await get('client', `/projects/1002/documents/${harbourPlan?.id}/file`)).statusCode,
      ).toBe(404);
      expect(
        (await get('planner', `/projects/1002/documents/${harbourPlan?.id}/file`)).statusCode,
      ).toBe(200);
      expect((await get('planner', '/projects/1002/documents/abc/file')).statusCode).toBe(400);
    });
  });

  describe('GET /projects/{number}/projectManager', () => {
    it('answers the manager with phone and e-mail to the project’s readers', async () => {
      for (const account of ['planner', 'client', 'project'] as const) {
        const response = await get(account, '/projects/1001/projectManager');
        expect(response.statusCode, account).toBe(200);
        expect(response.json()).toMatchObject({
          caption: 'Priya Shah',
          email: expect.stringContaining('@'),
        });
      }
    });

    it('answers 404 for a project the caller may not see and for a project without a manager', async () => {
      expect((await get('client', '/projects/1002/projectManager')).statusCode).toBe(404);
      expect((await get('project', '/projects/1002/projectManager')).statusCode).toBe(404);
      expect((await get('planner', '/projects/no-such/projectManager')).statusCode).toBe(404);
      const legacy = await get('planner', '/projects/1701/projectManager');
      expect(legacy.statusCode).toBe(404);
      expect(legacy.json()).toMatchObject({
        code: 'NOT_FOUND',
        reason: 'PROJECT_MANAGER_NOT_FOUND',
      });
      expect((await get('office', '/projects/1001/projectManager')).statusCode).toBe(403);
      expect((await get('planner', `/projects/${'x'.repeat(51)}/projectManager`)).statusCode).toBe(
        400,
      );
    });
  });
});
