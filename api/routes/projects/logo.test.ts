import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, count, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../db/core.tables';
import { createCompany, createTenant } from '../../db/seed/factories';
import { createTestApi, testBackends } from '../../test/helpers';
import type { TestApi } from '../../test/helpers';
import { call, multipartFile } from '../../test/requests';
import { portraitPng } from '../../lib/images';
import { MAX_LOGO_BYTES } from './logo';
import type { ProjectLogo, ProjectLogoState } from './logo.schemas';
import { createProject } from './projects.seed';
import { projectLogos } from './projects.tables';
import { projects } from '../../db/tables/projects.tables';
import { testNow } from '../../../machines/test-now';

const PNG = portraitPng(16, [200, 30, 30]);

describe.each(testBackends())('the project logo on %s', (backend) => {
  let api: TestApi;
  let dataDir: string;
  let eventfulProject = 0;
  let harbourProject = 0;
  let otherTenantProject = 0;

  const upload = async (
    projectId: number,
    bytes: Buffer,
    account: Parameters<TestApi['signInAs']>[0] = 'planner',
    fileName = 'logo.png',
    type = 'image/png',
  ) => {
    const { payload, headers } = multipartFile(bytes, fileName, type);
    return call(api.app, 'POST', `/projects/${projectId}/logo`, {
      token: await api.signInAs(account),
      payload,
      headers,
    });
  };
  const get = async (account: Parameters<TestApi['signInAs']>[0], path: string) =>
    call(api.app, 'GET', path, { token: await api.signInAs(account) });
  const logoCount = async () =>
    (await api.database.db.select({ n: count() }).from(projectLogos))[0]?.n ?? 0;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'crewhub-logo-'));
    api = await createTestApi({ backend, env: { DATA_DIR: dataDir } });
    const db = api.database.db;
    const projectOf = async (companyName: string) => {
      const [row] = await db
        .select({ id: projects.id })
        .from(projects)
        .innerJoin(companies, eq(companies.id, projects.companyId))
        .where(
          and(
            eq(companies.name, companyName),
            eq(projects.kind, 'client'),
            ne(projects.number, '1001'),
          ),
        )
        .orderBy(projects.id)
        .limit(1);
      if (!row) throw new Error(`no project of ${companyName}`);
      return row.id;
    };
    eventfulProject = await projectOf('Eventful Ltd');
    harbourProject = await projectOf('Harbour Concerts BV');
    await api.database.transaction(async (tx) => {
      const tenant = await createTenant(tx, { name: 'Other Staffing', frameAncestors: [] });
      const company = await createCompany(tx, tenant.id, 'Other Client');
      otherTenantProject = (
        await createProject(tx, tenant.id, {
          number: '5501',
          name: 'Other',
          companyId: company.id,
          beginDate: '2025-01-02',
          endDate: '2025-01-02',
        })
      ).id;
    });
  });
  afterAll(async () => {
    await api.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('stores a planner’s upload as pending: not shown to readers until approved', async () => {
    const response = await upload(eventfulProject, PNG);
    expect(response.statusCode).toBe(201);
    const logo = response.json<ProjectLogo>();
    expect(logo).toMatchObject({
      projectId: eventfulProject,
      status: 'pending',
      contentType: 'image/png',
      byteSize: PNG.length,
      decidedAt: null,
    });

    const planner = (
      await get('planner', `/projects/${eventfulProject}/logo`)
    ).json<ProjectLogoState>();
    expect(planner).toMatchObject({
      projectId: eventfulProject,
      approved: null,
      pending: { id: logo.id, status: 'pending' },
      canUpload: true,
    });
    const pendingFile = await get('planner', `/projects/${eventfulProject}/logos/${logo.id}/file`);
    expect(pendingFile.statusCode).toBe(200);
    expect(pendingFile.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(pendingFile.rawPayload, PNG)).toBe(0);

    // The client reads the project but may not edit its logo: no pending logo, no upload, no file.
    const client = await get('client', `/projects/${eventfulProject}/logo`);
    expect(client.statusCode).toBe(200);
    expect(client.json<ProjectLogoState>()).toEqual({
      projectId: eventfulProject,
      approved: null,
      pending: null,
      canUpload: false,
    });
    expect((await get('client', `/projects/${eventfulProject}/logo/file`)).statusCode).toBe(404);
    expect(
      (await get('client', `/projects/${eventfulProject}/logos/${logo.id}/file`)).statusCode,
    ).toBe(403);
    expect((await get('planner', `/projects/${eventfulProject}/logo/file`)).statusCode).toBe(404);

    // Once the office approved it, every reader of the project sees it.
    await api.database.db
      .update(projectLogos)
      .set({ status: 'approved', decidedAt: testNow() })
      .where(eq(projectLogos.id, logo.id));
    const approvedFile = await get('client', `/projects/${eventfulProject}/logo/file`);
    expect(approvedFile.statusCode).toBe(200);
    expect(approvedFile.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.compare(approvedFile.rawPayload, PNG)).toBe(0);
    expect(
      (await get('client', `/projects/${eventfulProject}/logo`)).json<ProjectLogoState>().approved,
    ).toMatchObject({ id: logo.id, status: 'approved' });

    // A newer pending upload does not replace the approved logo.
    const newer = (await upload(eventfulProject, portraitPng(8, [0, 0, 200]))).json<ProjectLogo>();
    const state = (
      await get('planner', `/projects/${eventfulProject}/logo`)
    ).json<ProjectLogoState>();
    expect(state.approved?.id).toBe(logo.id);
    expect(state.pending?.id).toBe(newer.id);
    expect(
      Buffer.compare(
        (await get('planner', `/projects/${eventfulProject}/logo/file`)).rawPayload,
        PNG,
      ),
    ).toBe(0);
  });

  it('checks the content, not the name: a text file named .png is refused and nothing is stored', async () => {
    const before = await logoCount();
    const response = await upload(
      eventfulProject,
      Buffer.from('just some text, not an image'),
      'planner',
      'logo.png',
      'image/png',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ reason: 'PROJECT_LOGO_NOT_AN_IMAGE' });
    const svg = await upload(
      eventfulProject,
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      'planner',
      'logo.svg',
      'image/svg+xml',
    );
    expect(svg.statusCode).toBe(400);
    const json = await call(api.app, 'POST', `/projects/${eventfulProject}/logo`, {
      token: await api.signInAs('planner'),
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(400);
    expect(await logoCount()).toBe(before);
  });

  it('refuses a logo over the size limit with 413', async () => {
    const before = await logoCount();
    const huge = Buffer.concat([PNG.subarray(0, 8), Buffer.alloc(MAX_LOGO_BYTES + 1 - 8, 1)]);
    const response = await upload(eventfulProject, huge);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ reason: 'PROJECT_LOGO_TOO_LARGE' });
    expect(await logoCount()).toBe(before);
  });

  it('asks for projects EDIT_PROJECT_LOGO, the tenant, and bad ids are 400', async () => {
    const before = await logoCount();
    expect((await upload(eventfulProject, PNG, 'client')).statusCode).toBe(403);
    expect((await upload(eventfulProject, PNG, 'crew')).statusCode).toBe(403);
    expect((await upload(otherTenantProject, PNG)).statusCode).toBe(404);
    expect((await get('planner', `/projects/${otherTenantProject}/logo`)).statusCode).toBe(404);
    expect((await get('planner', `/projects/${otherTenantProject}/logo/file`)).statusCode).toBe(
      404,
    );
    expect((await call(api.app, 'POST', `/projects/${eventfulProject}/logo`)).statusCode).toBe(401);
    expect((await get('planner', '/projects/abc/logo')).statusCode).toBe(400);
    expect((await get('planner', `/projects/${eventfulProject}/logos/0/file`)).statusCode).toBe(
      400,
    );
    // Another project's logo id under this project is 404.
    const [some] = await api.database.db.select().from(projectLogos).limit(1);
    expect(
      (await get('planner', `/projects/${harbourProject}/logos/${some?.id}/file`)).statusCode,
    ).toBe(404);
    expect(await logoCount()).toBe(before);
  });

  it('hides another company’s project from a client as 404', async () => {
    expect((await get('client', `/projects/${harbourProject}/logo`)).statusCode).toBe(404);
    expect((await get('client', `/projects/${harbourProject}/logo/file`)).statusCode).toBe(404);
    expect((await get('planner', `/projects/${harbourProject}/logo`)).statusCode).toBe(200);
  });
});
