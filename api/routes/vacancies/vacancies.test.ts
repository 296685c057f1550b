import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { persons } from '../../db/core.tables';
import { createCompany, createTenant, dayAt } from '../../db/seed/factories';
import { createTestApi, testBackends } from '../../test/helpers';
import type { TestApi } from '../../test/helpers';
import { call } from '../../test/requests';
import { createCrewItem } from '../jobs/jobs.seed';
import { projectCrewItems } from '../../db/tables/project-crew-items.tables';
import { createCrew, createFunction, createProject } from '../projects/projects.seed';
import type { Vacancy } from './vacancies.schemas';
import { testNow } from '../../../machines/test-now';

type Vacancies = { items: Vacancy[]; total: number };

describe.each(testBackends())('vacancies on %s', (backend) => {
  let api: TestApi;
  let crew: string;
  let chief: string;
  let planner: string;
  let client: string;
  let office: string;
  let foreignItemId: number;

  const list = async (token: string, query = '') => {
    const answer = await call(api.app, 'GET', `/vacancies${query}`, { token });
    expect(answer.statusCode).toBe(200);
    return answer.json<Vacancies>();
  };
  const byCrew = (vacancies: Vacancies, caption: string) =>
    vacancies.items.find((item) => item.crew.caption === caption);

  beforeAll(async () => {
    api = await createTestApi({ backend });
    crew = await api.signInAs('crew');
    chief = await api.signInAs('chief');
    planner = await api.signInAs('planner');
    client = await api.signInAs('client');
    office = await api.signInAs('office');
    // Another tenant's open vacancy: never listed, never applied to.
    foreignItemId = await api.database.transaction(async (tx) => {
      const tenant = await createTenant(tx, { name: `Vacancies elsewhere ${backend}` });
      const company = await createCompany(tx, tenant.id, 'Elsewhere');
      const project = await createProject(tx, tenant.id, {
        number: 'V1',
        name: 'Foreign show',
        companyId: company.id,
        beginDate: '2026-01-01',
        endDate: '2027-12-31',
      });
      const startsAt = dayAt(testNow(), 5, 8);
      const endsAt = dayAt(testNow(), 5, 16);
      const crewRow = await createCrew(tx, tenant.id, {
        projectId: project.id,
        caption: 'Foreign crew',
        startsAt,
        endsAt,
      });
      const fn = await createFunction(tx, tenant.id, 'Foreign hand');
      const item = await createCrewItem(tx, tenant.id, {
        crewId: crewRow.id,
        functionId: fn.id,
        personId: null,
        startsAt,
        endsAt,
      });
      await tx
        .update(projectCrewItems)
        .set({ vacancy: true })
        .where(eq(projectCrewItems.id, item.id));
      return item.id;
    });
  });
  afterAll(() => api.close());

  it('lists the open positions with function, times, place and project, and the clashes with the caller’s own calendar', async () => {
    const vacancies = await list(crew);
    expect(vacancies.total).toBe(vacancies.items.length);
    expect(vacancies.items.length).toBeGreaterThan(2);
    expect(
      vacancies.items.every((item) => !item.taken && !item.applied && item.status === 'pending'),
    ).toBe(true);
    const startTimes = vacancies.items.map((item) => item.startsAt);
    expect([...startTimes].sort()).toEqual(startTimes);
    expect(vacancies.items.every((item) => Date.parse(item.startsAt) > testNow().getTime())).toBe(
      true,
    );

    const preBuild = byCrew(vacancies, 'Booth pre-build');
    expect(preBuild).toMatchObject({
      project: { caption: 'Spring Expo' },
      function: { caption: 'Stagehand' },
      location: { name: 'Messe Düsseldorf Hall 8', city: 'Düsseldorf' },
    });
    expect(preBuild?.clashes).toEqual([
      expect.objectContaining({ kind: 'blockDate', caption: 'Family wedding' }),
    ]);
    // crew@ works the Harbour Nights concert already: the runner's position there clashes with that job.
    expect(
      byCrew(vacancies, 'Concert crew')?.clashes.map((clash) => [clash.kind, clash.caption]),
    ).toContainEqual(['job', 'Harbour Nights Concert']);
    // A job clash carries its own times (two jobs on one day read apart); a blocked date none.
    for (const clash of byCrew(vacancies, 'Concert crew')?.clashes ?? [])
      if (clash.kind === 'job')
        expect(clash.startsAt && clash.endsAt && clash.startsAt < clash.endsAt).toBe(true);
    expect(preBuild?.clashes[0]).toMatchObject({ startsAt: null, endsAt: null });
    // Clashes are the caller's own: chief@ has no blocked date on the pre-build's day.
    expect(byCrew(await list(chief), 'Booth pre-build')?.clashes).toEqual([]);
    // Another tenant's vacancy is not there.
    expect(vacancies.items.some((item) => item.id === foreignItemId)).toBe(false);
  });

  it('needs vacancies READ, or persons READ with mobileProjectVacancies READ (the planner’s /projects-vacancy)', async () => {
    expect((await call(api.app, 'GET', '/vacancies')).statusCode).toBe(401);
    for (const token of [client, office])
      expect((await call(api.app, 'GET', '/vacancies', { token })).statusCode).toBe(403);
    const forPlanner = await list(planner);
    expect(byCrew(forPlanner, 'Booth pre-build')?.clashes).toEqual([]);
  });

  it('answers bad input with 400 and a message', async () => {
    for (const query of ['?isActive=maybe', '?limit=10', '?isActive=true&personId=1']) {
      const answer = await call(api.app, 'GET', `/vacancies${query}`, { token: crew });
      expect(answer.statusCode).toBe(400);
      expect(answer.json<{ message: string }>().message).toBeTruthy();
    }
    // isActive false also lists positions whose shift has begun (none open in the demo now), never fewer.
    expect((await list(crew, '?isActive=false')).total).toBeGreaterThanOrEqual(
      (await list(crew, '?isActive=true')).total,
    );
  });

  it('a crew member applies for themself only: the position then shows as theirs, and is gone for everyone else', async () => {
    const preBuild = byCrew(await list(crew), 'Booth pre-build');
    if (!preBuild) throw new Error('no pre-build vacancy');
    const idOf = async (email: string) =>
      (
        await api.database.db
          .select({ id: persons.id })
          .from(persons)
          .where(eq(persons.email, email))
      )[0]?.id;
    const chiefRow = { id: await idOf('chief@demo.test') };
    // A person in the body is not a parameter: the applicant is always the caller.
    const applied = await call(api.app, 'POST', `/projectCrewItems/${preBuild.id}/applyVacancy`, {
      token: crew,
      payload: { personId: chiefRow?.id },
    });
    expect(applied.statusCode).toBe(200);
    expect(applied.json<{ person: { id: number } }>().person.id).toBe(await idOf('crew@demo.test'));
    const mine = byCrew(await list(crew), 'Booth pre-build');
    expect(mine).toMatchObject({ id: preBuild.id, taken: true, applied: true });
    expect(mine?.appliedAt).not.toBeNull();
    expect(byCrew(await list(chief), 'Booth pre-build')).toBeUndefined();
    // chief@ cannot withdraw crew@'s application (the machine: not the applicant).
    expect(
      (
        await call(api.app, 'POST', `/projectCrewItems/${preBuild.id}/unapplyVacancy`, {
          token: chief,
        })
      ).statusCode,
    ).toBe(409);
    expect(
      (
        await call(api.app, 'POST', `/projectCrewItems/${preBuild.id}/unapplyVacancy`, {
          token: crew,
        })
      ).statusCode,
    ).toBe(200);
    expect(byCrew(await list(chief), 'Booth pre-build')).toMatchObject({
      taken: false,
      applied: false,
    });
    // Another tenant's vacancy is not found.
    expect(
      (
        await call(api.app, 'POST', `/projectCrewItems/${foreignItemId}/applyVacancy`, {
          token: crew,
        })
      ).statusCode,
    ).toBe(404);
  });
});
