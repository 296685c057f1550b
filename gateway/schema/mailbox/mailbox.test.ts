import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBackends } from '../../../api/test/helpers';
import { DEMO_UNSUBSCRIBE_TOKEN, createGatewayHarness, errorCode } from '../../test/helpers';
import type { GatewayHarness } from '../../test/helpers';

const UNSUBSCRIBE = /* GraphQL */ `
  mutation Unsubscribe($token: String!) {
    unsubscribe(token: $token)
  }
`;

describe.each(testBackends())('mailbox on %s', (backend) => {
  let gateway: GatewayHarness;

  beforeAll(async () => {
    gateway = await createGatewayHarness(backend);
  });
  afterAll(() => gateway.close());

  it('unsubscribes with the token from a mail, without signing in', async () => {
    const result = await gateway.execute(UNSUBSCRIBE, { token: DEMO_UNSUBSCRIBE_TOKEN });
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({ unsubscribe: true });
  });

  it('answers NOT_FOUND for an unknown token', async () => {
    const result = await gateway.execute(UNSUBSCRIBE, { token: 'no-such-unsubscribe-token' });
    expect(errorCode(result)).toBe('NOT_FOUND');
  });
});
