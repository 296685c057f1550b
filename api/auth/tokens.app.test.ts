import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApi, testBackends } from '../test/helpers';
import type { TestApi } from '../test/helpers';
import { call } from '../test/requests';

// Decision 236: the api remembers verified tokens on PostgreSQL, and checks every request's
// signature on PGlite.
describe.each(testBackends({ pgliteToo: true }))(
  'token verification per request on %s',
  (backend) => {
    let api: TestApi;
    let token: string;

    beforeAll(async () => {
      api = await createTestApi({ backend });
      token = await api.signInAs('crew');
    });
    afterAll(() => api.close());
    afterEach(() => vi.restoreAllMocks());

    it(
      backend === 'pglite'
        ? 'checks the signature on every request'
        : 'checks a token’s signature once',
      async () => {
        const verify = vi.spyOn(crypto.subtle, 'verify');
        for (let request = 0; request < 3; request += 1) {
          expect((await call(api.app, 'GET', '/jobs', { token })).statusCode).toBe(200);
        }
        // On PostgreSQL the sign-in's own first request may already have been remembered: at most one check.
        if (backend === 'pglite') expect(verify).toHaveBeenCalledTimes(3);
        else expect(verify.mock.calls.length).toBeLessThanOrEqual(1);
        // Either way a forged token is refused.
        expect(
          (await call(api.app, 'GET', '/jobs', { token: `${token.slice(0, -4)}AAAA` })).statusCode,
        ).toBe(401);
      },
    );
  },
);
