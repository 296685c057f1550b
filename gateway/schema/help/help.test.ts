import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBackends } from '../../../api/test/helpers';
import { createGatewayHarness, errorCode } from '../../test/helpers';
import type { GatewayHarness } from '../../test/helpers';

describe.each(testBackends())('help on %s', (backend) => {
  let gateway: GatewayHarness;

  beforeAll(async () => {
    gateway = await createGatewayHarness(backend);
  });
  afterAll(() => gateway.close());

  it('answers the tenant’s contact in one call, to a project session too', async () => {
    for (const account of ['crew', 'project'] as const) {
      const before = gateway.upstream.calls.length;
      const result = await gateway.execute(
        '{ helpContact { name email phone } }',
        {},
        { token: await gateway.api.signInAs(account) },
      );
      expect(result.errors).toBeUndefined();
      expect(result.data).toEqual({
        helpContact: {
          name: 'Demo Crew Company',
          email: 'office@demo.test',
          phone: '+31 20 555 0100',
        },
      });
      expect(gateway.upstream.calls.slice(before)).toEqual(['GET /api/v1/helpContact']);
    }
  });

  it('needs sign-in', async () => {
    expect(errorCode(await gateway.execute('{ helpContact { name } }'))).toBe('UNAUTHENTICATED');
  });
});
