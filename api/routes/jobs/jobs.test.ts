import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, testBackends } from '../../test/helpers';
import type { TestApi } from '../../test/helpers';

describe.each(testBackends())('jobs on %s', (backend) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi({ backend });
  });
  afterAll(() => api.close());

  it('lists the crew member jobs', async () => {
    const token = await api.signInAs('crew');
    const response = await api.app.inject({ method: 'GET', url: '/api/v1/jobs', headers: { authorization: `Bearer ${token}`, host: 'localhost' } });
    expect(response.statusCode).toBe(200);
    console.log(JSON.stringify(response.json(), null, 1).slice(0, 3000));
  });
});
