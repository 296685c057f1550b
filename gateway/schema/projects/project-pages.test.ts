import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBackends } from '../../../api/test/helpers';
import { createGatewayHarness, errorCode } from '../../test/helpers';
import type { GatewayHarness } from '../../test/helpers';

// The projects calendar's operation (api/routes/projects/README.md, The projects calendar's overlap filter) and the project subpages' (158, 159).

const CALENDAR = /* GraphQL */ `
  query ProjectsCalendar($filter: ProjectFilter) {
    projects(filter: $filter, sort: beginDateAsc, limit: 200) {
      total
      items {
        id
        number
        name
        status
        beginDate
        endDate
        company {
          caption
        }
      }
    }
  }
`;

const DOCUMENTS = /* GraphQL */ `
  query ProjectDocuments($number: String!) {
    project(number: $number) {
      id
      number
      name
      documents {
        id
        title
        typeCaption
        status
        source
        fileUrl
      }
    }
  }
`;

const CONTACT = /* GraphQL */ `
  query ProjectContact($number: String!) {
    project(number: $number) {
      number
      name
      projectManagerContact {
        caption
        phone
        email
      }
    }
  }
`;

interface CalendarData {
  projects: { total: number; items: Array<{ number: string; company: { caption: string } }> };
}
interface DocumentsData {
  project: {
    number: string;
    documents: Array<{ id: string; title: string; source: string; fileUrl: string }>;
  } | null;
}
interface ContactData {
  project: {
    number: string;
    projectManagerContact: { caption: string; email: string | null } | null;
  } | null;
}

describe.each(testBackends())(
  'the projects calendar and project subpages through the gateway on %s',
  (backend) => {
    let gateway: GatewayHarness;
    beforeAll(async () => {
      gateway = await createGatewayHarness(backend);
    });
    afterAll(() => gateway.close());

    it('answers a period’s overlapping projects in one upstream call', async () => {
      const token = await gateway.api.signInAs('planner');
      const before = gateway.upstream.calls.length;
      const result = await gateway.execute<CalendarData>(
        CALENDAR,
        { filter: { endDateFrom: '2025-06-01', beginDateTo: '2025-06-30' } },
        { token },
      );
      expect(result.errors).toBeUndefined();
      expect(gateway.upstream.calls.slice(before)).toEqual([
        'GET /api/v1/projects?sort=beginDateAsc&limit=200&page=1&beginDateTo=2025-06-30&endDateFrom=2025-06-01',
      ]);
      expect(result.data?.projects.items.map((item) => item.number)).toEqual(['2504', '2505']);
      const client = await gateway.api.signInAs('client');
      const own = await gateway.execute<CalendarData>(
        CALENDAR,
        { filter: { endDateFrom: '2027-01-01', beginDateTo: '2027-01-31' } },
        { token: client },
      );
      expect(own.data?.projects.items.map((item) => item.number)).toEqual(['2701']);
      const bad = await gateway.execute(
        CALENDAR,
        { filter: { endDateFrom: '2025-13-01' } },
        { token },
      );
      expect(errorCode(bad)).toBe('BAD_USER_INPUT');
    });

    it('answers a project with its documents in two upstream calls, links through the project', async () => {
      const token = await gateway.api.signInAs('client');
      const before = gateway.upstream.calls.length;
      const result = await gateway.execute<DocumentsData>(DOCUMENTS, { number: '1001' }, { token });
      expect(result.errors).toBeUndefined();
      expect(gateway.upstream.calls.slice(before)).toEqual([
        'GET /api/v1/projects/1001',
        'GET /api/v1/projects/1001/documents?limit=1000&page=1',
      ]);
      const documents = result.data?.project?.documents ?? [];
      expect(documents.map((document) => [document.title, document.source])).toEqual([
        ['Winter Festival load-in schedule', 'project'],
        ['Crew services agreement', 'company'],
        ['Winter Festival site plan', 'project'],
        ['Eventful framework agreement', 'company'],
      ]);
      expect(documents[0]?.fileUrl).toBe(
        `/api/v1/projects/1001/documents/${documents[0]?.id}/file`,
      );
    });

    it('answers null for another company’s project and FORBIDDEN without projectAttachments', async () => {
      const client = await gateway.api.signInAs('client');
      const other = await gateway.execute<DocumentsData>(
        DOCUMENTS,
        { number: '1002' },
        { token: client },
      );
      expect(other.errors).toBeUndefined();
      expect(other.data?.project).toBeNull();
      const project = await gateway.api.signInAs('project');
      expect(
        errorCode(await gateway.execute(DOCUMENTS, { number: '1001' }, { token: project })),
      ).toBe('FORBIDDEN');
    });

    it('answers the project manager’s contact, once for a project asked twice', async () => {
      const token = await gateway.api.signInAs('project');
      const before = gateway.upstream.calls.length;
      const result = await gateway.execute<ContactData>(CONTACT, { number: '1001' }, { token });
      expect(result.errors).toBeUndefined();
      expect(result.data?.project?.projectManagerContact).toMatchObject({
        caption: 'Priya Shah',
        email: expect.stringContaining('@'),
      });
      expect(gateway.upstream.calls.slice(before)).toEqual([
        'GET /api/v1/projects/1001',
        'GET /api/v1/projects/1001/projectManager',
      ]);
      const twice = gateway.upstream.calls.length;
      await gateway.execute(
        `{ a: project(number: "1001") { projectManagerContact { caption } } b: project(number: "1001") { projectManagerContact { email } } }`,
        {},
        { token },
      );
      expect(gateway.upstream.calls.slice(twice)).toEqual([
        'GET /api/v1/projects/1001',
        'GET /api/v1/projects/1001/projectManager',
      ]);
      const planner = await gateway.api.signInAs('planner');
      const none = await gateway.execute<ContactData>(
        CONTACT,
        { number: '1701' },
        { token: planner },
      );
      expect(none.errors).toBeUndefined();
      expect(none.data?.project).toMatchObject({ number: '1701', projectManagerContact: null });
    });
  },
);
