import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { persons } from '../../db/core.tables';
import { seedDemoTenant } from '../../db/seed/demo';
import { createTestApi, testBackends } from '../../test/helpers';
import type { TestApi } from '../../test/helpers';
import { call } from '../../test/requests';
import { projects } from '../../db/tables/projects.tables';
import { jobChangeAcknowledgements } from './jobs.tables';
import { projectCrewItems } from '../../db/tables/project-crew-items.tables';
import type { Job, JobChange } from './jobs.schemas';
import type { Person } from '../../lib/person.schemas';
import { testNow } from '../../../machines/test-now';

// The job's project manager (contact-project-manager) and the home's changes with their
// acknowledgement (api/routes/jobs/README.md, Job changes on home).

describe.each(testBackends())('project managers and job changes on %s', (backend) => {
  let api: TestApi;
  let crewToken: string;
  let chiefToken: string;
  let crewId: number;

  const personId = async (email: string) => {
    const [row] = await api.database.db
      .select({ id: persons.id })
      .from(persons)
      .where(eq(persons.email, email));
    if (!row) throw new Error(`no ${email}`);
    return row.id;
  };
  const jobsOf = async (token: string) =>
    (await call(api.app, 'GET', '/jobs?limit=100', { token })).json<{ items: Job[] }>().items;
  const changes = async (token = crewToken) => {
    const response = await call(api.app, 'GET', '/jobChanges', { token });
    expect(response.statusCode).toBe(200);
    return response.json<{ items: JobChange[] }>().items;
  };

  beforeAll(async () => {
    api = await createTestApi({ backend });
    crewToken = await api.signInAs('crew');
    chiefToken = await api.signInAs('chief');
    crewId = await personId('crew@demo.test');
  });
  afterAll(() => api.close());

  describe('GET /jobs/{id}/projectManager', () => {
    it('answers the project’s manager with phone and e-mail for the caller’s own job', async () => {
      const [job] = await jobsOf(crewToken);
      const response = await call(api.app, 'GET', `/jobs/${job?.id}/projectManager`, {
        token: crewToken,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json<Person>()).toEqual({
        id: await personId('planner@demo.test'),
        caption: 'Priya Shah',
        phone: '+31 10 345 6789',
        email: 'planner@demo.test',
      });
    });

    it('is 404 for another person’s job, an unknown job, and a project without a manager', async () => {
      const crewIds = new Set((await jobsOf(crewToken)).map((job) => job.id));
      const foreign = (await jobsOf(chiefToken)).find((job) => !crewIds.has(job.id));
      expect(foreign).toBeDefined();
      const other = await call(api.app, 'GET', `/jobs/${foreign?.id}/projectManager`, {
        token: crewToken,
      });
      expect(other.statusCode).toBe(404);
      expect(other.json()).toMatchObject({ reason: 'JOB_NOT_FOUND' });
      expect(
        (await call(api.app, 'GET', '/jobs/99999999/projectManager', { token: crewToken }))
          .statusCode,
      ).toBe(404);
      expect(
        (await call(api.app, 'GET', '/jobs/abc/projectManager', { token: crewToken })).statusCode,
      ).toBe(400);
      expect((await call(api.app, 'GET', '/jobs/1/projectManager')).statusCode).toBe(401);

      const [job] = await jobsOf(crewToken);
      await api.database.db
        .update(projects)
        .set({ managerPersonId: null })
        .where(eq(projects.id, job?.project.id ?? -1));
      const none = await call(api.app, 'GET', `/jobs/${job?.id}/projectManager`, {
        token: crewToken,
      });
      expect(none.statusCode).toBe(404);
      expect(none.json()).toMatchObject({ reason: 'PROJECT_MANAGER_NOT_FOUND' });
    });

    it('never shows a manager of another tenant', async () => {
      const other = await api.database.transaction((tx) =>
        seedDemoTenant(tx, {
          hosts: [`pm-elsewhere-${backend}.test`],
          isDefault: false,
          unsubscribeToken: `pm-elsewhere-${backend}`,
          now: testNow(),
          passwordHash: 'x',
        }),
      );
      const [foreignManager] = await api.database.db
        .select()
        .from(persons)
        .where(eq(persons.tenantId, other.tenantId))
        .limit(1);
      const jobs = await jobsOf(crewToken);
      const job = jobs[1];
      await api.database.db
        .update(projects)
        .set({ managerPersonId: foreignManager?.id ?? null })
        .where(eq(projects.id, job?.project.id ?? -1));
      const response = await call(api.app, 'GET', `/jobs/${job?.id}/projectManager`, {
        token: crewToken,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ reason: 'PROJECT_MANAGER_NOT_FOUND' });
    });
  });

  describe('job changes', () => {
    it('lists crew@’s changed and cancelled jobs, newest change first, and nobody else’s', async () => {
      const items = await changes();
      expect(items.map((change) => [change.kind, change.job.crew.caption])).toEqual([
        ['changed', 'Main stage build'],
        ['cancelled', 'Merchandise stand'],
      ]);
      expect(
        items.every(
          (change) =>
            change.job.status === (change.kind === 'cancelled' ? 'cancelled' : change.job.status),
        ),
      ).toBe(true);
      // The chief's own list has neither of crew@'s.
      const chief = await changes(chiefToken);
      expect(chief.some((change) => items.some((own) => own.job.id === change.job.id))).toBe(false);
    });

    it('drops a change once acknowledged, per person, and shows it again when the job changes later', async () => {
      const listed = await changes();
      const cancelled = listed.find((change) => change.kind === 'cancelled');
      const changed = listed.find((change) => change.kind === 'changed');
      // Another person cannot acknowledge crew@'s change: 404, nothing stored.
      const foreign = await call(
        api.app,
        'POST',
        `/jobs/${cancelled?.job.id}/changeAcknowledgement`,
        { token: chiefToken },
      );
      expect(foreign.statusCode).toBe(404);
      expect(
        await api.database.db
          .select()
          .from(jobChangeAcknowledgements)
          .where(eq(jobChangeAcknowledgements.crewItemId, cancelled?.job.id ?? -1)),
      ).toEqual([]);

      const acknowledged = await call(
        api.app,
        'POST',
        `/jobs/${cancelled?.job.id}/changeAcknowledgement`,
        { token: crewToken },
      );
      expect(acknowledged.statusCode).toBe(200);
      expect(
        (
          await call(api.app, 'POST', `/jobs/${cancelled?.job.id}/changeAcknowledgement`, {
            token: crewToken,
          })
        ).statusCode,
      ).toBe(200);
      expect((await changes()).map((change) => change.job.id)).toEqual([changed?.job.id]);

      await call(api.app, 'POST', `/jobs/${changed?.job.id}/changeAcknowledgement`, {
        token: crewToken,
      });
      expect(await changes()).toEqual([]);
      // The planner moves the job again: it is news again.
      await api.database.db
        .update(projectCrewItems)
        .set({ changedAt: new Date(api.clock.now().getTime() + 1000) })
        .where(
          and(
            eq(projectCrewItems.id, changed?.job.id ?? -1),
            eq(projectCrewItems.personId, crewId),
          ),
        );
      expect((await changes()).map((change) => change.job.id)).toEqual([changed?.job.id]);
    });

    it('refuses bad input and strangers', async () => {
      expect(
        (await call(api.app, 'POST', '/jobs/0/changeAcknowledgement', { token: crewToken }))
          .statusCode,
      ).toBe(400);
      expect(
        (await call(api.app, 'POST', '/jobs/99999999/changeAcknowledgement', { token: crewToken }))
          .statusCode,
      ).toBe(404);
      expect((await call(api.app, 'GET', '/jobChanges')).statusCode).toBe(401);
      const planner = await api.signInAs('planner');
      expect((await call(api.app, 'GET', '/jobChanges', { token: planner })).statusCode).toBe(403);
    });
  });
});
