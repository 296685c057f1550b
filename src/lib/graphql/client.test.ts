import { afterEach, describe, expect, it, vi } from 'vitest';
import { parse } from 'graphql';
import { createGatewayClient } from './client';

// A signed-in client hands the session back to sign-in when the gateway refuses its token (the
// session ended elsewhere), and only then: a missing right or a failed load keeps the session.

// Parsed from a plain string: a tagged document would join the app's trusted documents.
const Query = parse('query ClientTestProbe { probe }');

function answering(extensions: Record<string, unknown>) {
  return vi.fn(
    async () =>
      new Response(JSON.stringify({ data: null, errors: [{ message: 'no', extensions }] }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('createGatewayClient', () => {
  it.each([
    ['UNAUTHENTICATED', 1],
    ['FORBIDDEN', 0],
    ['INTERNAL', 0],
  ])('a %s answer calls onRefused %i times', async (code, times) => {
    const fetch = answering({ code });
    vi.stubGlobal('fetch', fetch);
    const onRefused = vi.fn();
    const client = createGatewayClient({ getToken: () => 'token', cache: 'none', onRefused });
    const result = await client.query(Query, {}).toPromise();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(result.error?.graphQLErrors[0]?.extensions?.code).toBe(code);
    expect(onRefused).toHaveBeenCalledTimes(times);
  });
});
