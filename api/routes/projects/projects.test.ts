import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, testBackends } from '../../test/helpers';
import type { TestApi } from '../../test/helpers';
import { call } from '../../test/requests';

describe.each(testBackends())('projects and plus crews on %s', (backend) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi({ backend });
  });
  afterAll(() => api.close());

  const status = async (account: Parameters<TestApi['signInAs']>[0], url: string) =>
    (await call(api.app, 'GET', url, { token: await api.signInAs(account) })).statusCode;

  it('lets a project token read only its own project', async () => {
    const token = await api.signInAs('project');
    const own = await call(api.app, 'GET', '/projects/1001', { token });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({
      number: '1001',
      name: 'Winter Festival',
      company: { caption: 'Eventful Ltd' },
    });
    expect(own.json<{ beginDate: string }>().beginDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(await status('project', '/projects/1002')).toBe(404);
    const other = await call(api.app, 'GET', '/projects/1002', { token });
    expect(other.json()).toEqual({
      statusCode: 404,
      code: 'NOT_FOUND',
      reason: 'PROJECT_NOT_FOUND',
      message: 'Project not found',
    });
  });

  it('lets a client read the projects of their company only', async () => {
    expect(await status('client', '/projects/1001')).toBe(200);
    expect(await status('client', '/projects/0999')).toBe(200);
    expect(await status('client', '/projects/1002')).toBe(404);
  });

  it('lets a crew member read the projects they work on, and a planner any project', async () => {
    expect(await status('crew', '/projects/1001')).toBe(200);
    expect(await status('office', '/projects/1001')).toBe(403);
    expect(await status('planner', '/projects/1002')).toBe(200);
    expect(await status('planner', '/projects/9999')).toBe(404);
  });

  it('lets a plus-crew token read only its own plus crew', async () => {
    const own = await call(api.app, 'GET', '/plusCrews/7001', {
      token: await api.signInAs('plusCrew'),
    });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ number: '7001', name: 'Plus Crew North' });
    expect(await status('plusCrew', '/plusCrews/7002')).toBe(404);
    const other = await call(api.app, 'GET', '/plusCrews/7002', {
      token: await api.signInAs('plusCrew'),
    });
    expect(other.json()).toEqual({
      statusCode: 404,
      code: 'NOT_FOUND',
      reason: 'PLUS_CREW_NOT_FOUND',
      message: 'Plus crew not found',
    });
    expect(await status('plusCrew', '/projects/1001')).toBe(403);
    expect(await status('planner', '/plusCrews/7001')).toBe(200);
    expect(await status('crew', '/plusCrews/7001')).toBe(403);
  });
});
