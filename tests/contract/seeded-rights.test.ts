import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, testBackends } from '../../api/test/helpers';
import type { TestApi } from '../../api/test/helpers';
import { call } from '../../api/test/requests';
import { chiefUserRights, demoMenus, type DemoUserRole } from '../fixtures/demo-menus';

// The api's demo seed must grant exactly the rights the app's menu tests assume
// (tests/fixtures/demo-menus.ts). Lives outside api/: the api never imports tests/.
describe.each(testBackends())('the seeded demo rights on %s', (backend) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi({ backend });
  });
  afterAll(() => api.close());

  it.each(Object.entries(demoMenus))(
    'answers the %s rights and mailbox rights of the demo roles',
    async (role, demo) => {
      const token = await api.signInAs(role as DemoUserRole);
      expect((await call(api.app, 'GET', '/userRights', { token })).json()).toEqual(
        demo.userRights,
      );
      expect((await call(api.app, 'GET', '/mailboxUserRights', { token })).json()).toEqual(
        demo.mailboxUserRights,
      );
    },
  );

  it('answers the session tokens’ rights as the union of their roles’ grants', async () => {
    const rightsOf = async (account: Parameters<TestApi['signInAs']>[0]) =>
      (await call(api.app, 'GET', '/userRights', { token: await api.signInAs(account) })).json();
    expect(await rightsOf('chief')).toEqual(chiefUserRights);
    expect(await rightsOf('project')).toEqual({
      projects: { READ: 'OWN' },
      crews: { READ: 'OWN' },
    });
    expect(await rightsOf('plusCrew')).toEqual({ plusCrews: { READ: 'OWN', EDIT: 'OWN' } });
  });
});
