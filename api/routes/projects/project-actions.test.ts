import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, signIn, testBackends } from '../../test/helpers';
import type { TestApi } from '../../test/helpers';
import { pdfText } from '../../test/pdf-text';
import { call } from '../../test/requests';
import { companies, tenants } from '../../db/core.tables';
import { projectCrewItems } from '../../db/tables/project-crew-items.tables';
import { csvCell } from './project-actions.files';
import { shiftMoment } from './project-actions.repository';
import { projectCrews, projects } from '../../db/tables/projects.tables';

// Copy, share, report and export of a project, through the real api and database.

describe.each(testBackends())('project actions on %s', (backend) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi({ backend });
  });
  afterAll(() => api.close());

  const token = (account: Parameters<TestApi['signInAs']>[0]) => api.signInAs(account);
  const projectId = async (number: string) => {
    const [row] = await api.database.db
      .select({ id: projects.id })
      .from(projects)
      .where(eq(projects.number, number));
    return row?.id as number;
  };
  const projectCount = async () =>
    (await api.database.db.select({ n: count() }).from(projects))[0]?.n;
  const crewsOf = (id: number) =>
    api.database.db
      .select()
      .from(projectCrews)
      .where(eq(projectCrews.projectId, id))
      .orderBy(projectCrews.startsAt, projectCrews.id);
  const itemsOf = async (id: number) => {
    const crews = await crewsOf(id);
    if (crews.length === 0) return [];
    return api.database.db
      .select()
      .from(projectCrewItems)
      .where(
        inArray(
          projectCrewItems.crewId,
          crews.map((crew) => crew.id),
        ),
      )
      .orderBy(projectCrewItems.startsAt, projectCrewItems.id);
  };
  const copy = async (
    account: Parameters<TestApi['signInAs']>[0],
    id: number,
    payload: object,
    headers: Record<string, string> = {},
  ) =>
    call(api.app, 'POST', `/projects/${id}/copy`, {
      token: await token(account),
      payload,
      headers,
    });

  it('copies a project with its crews, crew items and persons 30 days on, as an inquiry with open items', async () => {
    const sourceId = await projectId('1001');
    const [source] = await api.database.db.select().from(projects).where(eq(projects.id, sourceId));
    const begin = new Date(Date.parse(`${source?.beginDate}T00:00:00Z`) + 30 * 86_400_000)
      .toISOString()
      .slice(0, 10);
    const response = await copy('planner', sourceId, {
      beginDate: begin,
      crews: true,
      crewItems: true,
      persons: true,
    });
    expect(response.statusCode).toBe(201);
    const body = response.json<{
      id: number;
      number: string;
      name: string;
      beginDate: string;
      endDate: string;
    }>();
    expect(body).toMatchObject({
      name: 'Winter Festival',
      beginDate: begin,
      company: { caption: 'Eventful Ltd' },
    });
    expect(body.number).not.toBe('1001');
    const [copied] = await api.database.db.select().from(projects).where(eq(projects.id, body.id));
    expect(copied).toMatchObject({
      status: 'inquiry',
      passwordHash: null,
      companyId: source?.companyId,
      clientMark: source?.clientMark,
    });

    const [sourceCrews, copyCrews] = [await crewsOf(sourceId), await crewsOf(body.id)];
    expect(copyCrews.length).toBe(sourceCrews.length);
    expect(copyCrews.length).toBeGreaterThan(0);
    copyCrews.forEach((crew, index) => {
      const from = sourceCrews[index];
      expect(crew.caption).toBe(from?.caption);
      expect(crew.startsAt.getTime()).toBe(
        shiftMoment(from?.startsAt as Date, 30, 'Europe/Amsterdam').getTime(),
      );
      expect(crew.crewChiefPersonId).toBe(from?.crewChiefPersonId);
    });
    const sourceItems = (await itemsOf(sourceId)).filter((item) => item.status !== 'cancelled');
    const copyItems = await itemsOf(body.id);
    expect(copyItems.length).toBe(sourceItems.length);
    expect(
      copyItems.every(
        (item) => item.status === 'pending' && item.confirmedAt === null && item.changedAt === null,
      ),
    ).toBe(true);
    expect(copyItems.map((item) => item.personId).sort()).toEqual(
      sourceItems.map((item) => item.personId).sort(),
    );

    // The copy is a project like any other: readable by its number.
    const read = await call(api.app, 'GET', `/projects/${body.number}`, {
      token: await token('planner'),
    });
    expect(read.statusCode).toBe(200);
  });

  it('keeps the wall-clock time across a daylight saving change', () => {
    // 09:00 in Amsterdam on 2026-03-20 (CET) is 09:00 on 2026-04-03 (CEST): 08:00Z, then 07:00Z.
    expect(
      shiftMoment(new Date('2026-03-20T08:00:00Z'), 14, 'Europe/Amsterdam').toISOString(),
    ).toBe('2026-04-03T07:00:00.000Z');
  });

  it('copies only the parts asked for: crews without items, items without persons', async () => {
    const sourceId = await projectId('1001');
    const crewsOnly = (
      await copy('planner', sourceId, { beginDate: '2031-05-04', crews: true })
    ).json<{ id: number }>();
    expect((await crewsOf(crewsOnly.id)).length).toBeGreaterThan(0);
    expect(await itemsOf(crewsOnly.id)).toEqual([]);
    expect((await crewsOf(crewsOnly.id)).every((crew) => crew.crewChiefPersonId === null)).toBe(
      true,
    );
    const withItems = (
      await copy('planner', sourceId, { beginDate: '2031-06-04', crews: true, crewItems: true })
    ).json<{ id: number }>();
    const items = await itemsOf(withItems.id);
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((item) => item.personId === null)).toBe(true);
    const bare = (await copy('planner', sourceId, { beginDate: '2031-07-04' })).json<{
      id: number;
    }>();
    expect(await crewsOf(bare.id)).toEqual([]);
  });

  it('refuses impossible combinations and bad input with 400 and writes nothing', async () => {
    const sourceId = await projectId('1001');
    const before = await projectCount();
    for (const payload of [
      { beginDate: '2031-01-01', crews: false, crewItems: true },
      { beginDate: '2031-01-01', crews: true, persons: true },
      { beginDate: '2031-02-30', crews: true },
      { crews: true },
      { beginDate: '2031-01-01', extra: 1 },
      { beginDate: '2031-01-01', crews: 'yes' },
    ]) {
      const response = await copy('planner', sourceId, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json<{ message: string }>().message).toBeTruthy();
    }
    expect(await projectCount()).toBe(before);
  });

  it('refuses a copy that would not lie between 1970-01-01 and 9999-12-30 with 400 and writes nothing, and copies to the ends (decision 247)', async () => {
    const sourceId = await projectId('1001');
    const crewCount = async () =>
      (await api.database.db.select({ n: count() }).from(projectCrews))[0]?.n;
    const before = [await projectCount(), await crewCount()];
    // Before: 500 for each (year 0 and year 10000 are no PostgreSQL dates, the project lasts days).
    for (const [beginDate, message] of [
      ['0000-01-01', 'must lie between 1970-01-01 and 9999-12-30'],
      ['9999-12-31', 'must lie between 1970-01-01 and 9999-12-30'],
    ] as const) {
      const response = await copy('planner', sourceId, { beginDate, crews: true, crewItems: true });
      expect(response.statusCode, beginDate).toBe(400);
      expect(response.json(), beginDate).toMatchObject({
        details: [{ path: 'body.beginDate', message }],
      });
    }
    // A begin on the last day moves the rest of the project past it: refused before anything is written.
    const late = await copy(
      'planner',
      sourceId,
      { beginDate: '9999-12-30', crews: true, crewItems: true },
      { 'idempotency-key': `late-${backend}` },
    );
    expect(late.statusCode, late.body).toBe(400);
    expect(late.json()).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'The copy would not lie between 1970-01-01 and 9999-12-30',
    });
    expect([await projectCount(), await crewCount()]).toEqual(before);
    // The first day is a day like any other.
    const early = await copy('planner', sourceId, { beginDate: '1970-01-01', crews: true });
    expect(early.statusCode, early.body).toBe(201);
    expect(early.json()).toMatchObject({ beginDate: '1970-01-01' });
  });

  it('answers a client 404 for another company’s project, 403 for its own (no copy right), and the planner 404 for none', async () => {
    const before = await projectCount();
    expect(
      (await copy('client', await projectId('1002'), { beginDate: '2031-01-01' })).statusCode,
    ).toBe(404);
    expect(
      (await copy('client', await projectId('1001'), { beginDate: '2031-01-01' })).statusCode,
    ).toBe(403);
    expect(
      (await copy('project', await projectId('1001'), { beginDate: '2031-01-01' })).statusCode,
    ).toBe(403);
    expect(
      (await copy('crew', await projectId('1001'), { beginDate: '2031-01-01' })).statusCode,
    ).toBe(403);
    expect(
      (await copy('office', await projectId('1001'), { beginDate: '2031-01-01' })).statusCode,
    ).toBe(403);
    expect((await copy('planner', 999_999, { beginDate: '2031-01-01' })).statusCode).toBe(404);
    expect(await projectCount()).toBe(before);
  });

  it('does not copy another tenant’s project (tenant isolation)', async () => {
    // A project of a second tenant, with the same number as the demo's.
    const [tenant] = await api.database.db
      .insert(tenants)
      .values({ name: 'Other tenant' })
      .returning({ id: tenants.id });
    const [company] = await api.database.db
      .insert(companies)
      .values({ tenantId: tenant?.id as number, name: 'Other Co' })
      .returning({ id: companies.id });
    const [other] = await api.database.db
      .insert(projects)
      .values({
        tenantId: tenant?.id as number,
        number: '1001',
        name: 'Foreign',
        companyId: company?.id as number,
        beginDate: '2030-01-01',
        endDate: '2030-01-02',
      })
      .returning({ id: projects.id });
    expect(
      (await copy('planner', other?.id as number, { beginDate: '2031-01-01' })).statusCode,
    ).toBe(404);
    expect(
      (
        await call(api.app, 'GET', `/projects/${other?.id}/report`, {
          token: await token('planner'),
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await call(api.app, 'GET', `/projects/${other?.id}/export`, {
          token: await token('planner'),
        })
      ).statusCode,
    ).toBe(404);
  });

  it('answers a repeat with the same Idempotency-Key with the same copy, made once', async () => {
    const sourceId = await projectId('1003');
    const headers = { 'idempotency-key': 'copy-1003-once' };
    const first = await copy(
      'planner',
      sourceId,
      { beginDate: '2032-01-01', crews: true },
      headers,
    );
    const before = await projectCount();
    const again = await copy(
      'planner',
      sourceId,
      { beginDate: '2032-01-01', crews: true },
      headers,
    );
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await projectCount()).toBe(before);
  });

  it('takes distinct numbers for copies made at the same time', async () => {
    const sourceId = await projectId('1003');
    const answers = await Promise.all(
      [1, 2, 3].map((n) => copy('planner', sourceId, { beginDate: `2033-0${n}-01` })),
    );
    const numbers = answers.map((answer) => answer.json<{ number: string }>().number);
    expect(new Set(numbers).size).toBe(3);
  });

  it('writes nothing when the copy fails half-way (one transaction)', async () => {
    const sourceId = await projectId('1001');
    const before = await projectCount();
    const crewsBefore = (await api.database.db.select({ n: count() }).from(projectCrews))[0]?.n;
    // A real failure after the project and its crews are written: the crew items' insert raises.
    await api.database.db.execute(
      sql.raw(
        `create function refuse_crew_items() returns trigger language plpgsql as $$ begin raise exception 'forced failure'; end $$`,
      ),
    );
    await api.database.db.execute(
      sql.raw(
        'create trigger refuse_crew_items before insert on project_crew_items for each row execute function refuse_crew_items()',
      ),
    );
    try {
      const response = await copy('planner', sourceId, {
        beginDate: '2034-01-01',
        crews: true,
        crewItems: true,
        persons: true,
      });
      expect(response.statusCode).toBe(500);
    } finally {
      await api.database.db.execute(
        sql.raw('drop trigger refuse_crew_items on project_crew_items'),
      );
      await api.database.db.execute(sql.raw('drop function refuse_crew_items()'));
    }
    expect(await projectCount()).toBe(before);
    expect((await api.database.db.select({ n: count() }).from(projectCrews))[0]?.n).toBe(
      crewsBefore,
    );
  });

  it('renders the report PDF with the project’s name, company and crew', async () => {
    const response = await call(api.app, 'GET', `/projects/${await projectId('1001')}/report`, {
      token: await token('planner'),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain('project-1001-report.pdf');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(response.rawPayload);
    expect(text).toContain('Winter Festival');
    expect(text).toContain('Eventful Ltd');
    expect(text).toContain('Stage rigging');
    expect(text).toContain('Daan Smit Rigger 09:00 19:00 confirmed');
  });

  it('lets a client download the report and export of its own project only', async () => {
    expect(
      (
        await call(api.app, 'GET', `/projects/${await projectId('1001')}/report`, {
          token: await token('client'),
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await call(api.app, 'GET', `/projects/${await projectId('1002')}/report`, {
          token: await token('client'),
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await call(api.app, 'GET', `/projects/${await projectId('1002')}/export?format=csv`, {
          token: await token('client'),
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await call(api.app, 'GET', `/projects/${await projectId('1001')}/export?format=xlsx`, {
          token: await token('office'),
        })
      ).statusCode,
    ).toBe(403);
  });

  it('exports the crew list as CSV and XLSX, and refuses an unknown format', async () => {
    const id = await projectId('1001');
    const csv = await call(api.app, 'GET', `/projects/${id}/export?format=csv`, {
      token: await token('planner'),
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Person,Function,Day,Start,End,Status');
    expect(lines.length).toBe((await itemsOf(id)).length + 1);
    expect(
      lines
        .slice(1)
        .every((line) => /^.*,.*,\d{4}-\d{2}-\d{2},\d{2}:\d{2},\d{2}:\d{2},[a-zA-Z]+$/.test(line)),
    ).toBe(true);
    const xlsx = await call(api.app, 'GET', `/projects/${id}/export?format=xlsx`, {
      token: await token('planner'),
    });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    expect(
      (
        await call(api.app, 'GET', `/projects/${id}/export?format=pdf`, {
          token: await token('planner'),
        })
      ).statusCode,
    ).toBe(400);
  });

  it('escapes spreadsheet formulas in CSV cells', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('+31 6 1234')).toBe("'+31 6 1234");
    expect(csvCell('-1')).toBe("'-1");
    expect(csvCell('@sum')).toBe("'@sum");
    expect(csvCell('Ann, B')).toBe('"Ann, B"');
    expect(csvCell('Ann')).toBe('Ann');
  });

  it('lets a client set a project password, shown once and stored hashed, that signs in to the project', async () => {
    const id = await projectId('1003');
    // Signed in before the client's share below replaces 1001's password.
    const projectToken = await token('project');
    expect(
      (
        await call(api.app, 'POST', `/projects/${await projectId('1002')}/share`, {
          token: await token('client'),
        })
      ).statusCode,
    ).toBe(404);
    // A crew member reads the projects they work on (crew@ works on 1001) but hands out no project sign-in.
    expect(
      (
        await call(api.app, 'POST', `/projects/${await projectId('1001')}/share`, {
          token: await token('crew'),
        })
      ).statusCode,
    ).toBe(403);
    const planner = await call(api.app, 'POST', `/projects/${id}/share`, {
      token: await token('planner'),
    });
    expect(planner.statusCode).toBe(200);
    const { number, password } = planner.json<{ number: string; password: string }>();
    expect(number).toBe('1003');
    expect(password).toMatch(/^[A-Za-z0-9]{12}$/);
    const [row] = await api.database.db
      .select({ hash: projects.passwordHash })
      .from(projects)
      .where(and(eq(projects.id, id)));
    expect(row?.hash).not.toContain(password);
    expect(row?.hash).toMatch(/^\$argon2id\$/);
    await expect(signIn(api.app, number, password)).resolves.toBeTruthy();

    const own = await call(api.app, 'POST', `/projects/${await projectId('1001')}/share`, {
      token: await token('client'),
    });
    expect(own.statusCode).toBe(200);
    expect(
      (
        await call(api.app, 'POST', `/projects/${await projectId('1001')}/share`, {
          token: projectToken,
        })
      ).statusCode,
    ).toBe(403);
  });
});
