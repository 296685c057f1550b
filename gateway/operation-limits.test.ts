import { describe, expect, it } from 'vitest';
import { createGatewayYoga } from './yoga';

// Validation refuses before any resolver runs, so no upstream is needed: a closed port makes
// sure that nothing here could pass by reaching one.
const yoga = createGatewayYoga({
  apiFetch: fetch,
  apiBaseUrl: 'http://127.0.0.1:9',
  limits: { maxDepth: 4, maxFields: 20 },
});

async function errorsOf(query: string): Promise<string[]> {
  const response = await yoga.fetch('http://localhost/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });
  const body = (await response.json()) as { errors?: { message: string }[] };
  return (body.errors ?? []).map((error) => error.message);
}

describe('operation limits', () => {
  it('accepts an operation within the limits', async () => {
    expect(await errorsOf('query Fine { ok }')).toEqual([]);
  });

  it('refuses an operation nested deeper than the limit', async () => {
    expect(await errorsOf('query Deep { jobs { items { project { company { id } } } } }')).toEqual([
      'Operation Deep is nested 5 deep; the limit is 4',
    ]);
  });

  it('counts depth through fragments and inline fragments', async () => {
    const query = `
      query ViaFragments { jobs { ...Page } }
      fragment Page on JobPage { items { ... on Job { project { ...ProjectParts } } } }
      fragment ProjectParts on Project { company { id } }
    `;
    expect(await errorsOf(query)).toEqual([
      'Operation ViaFragments is nested 5 deep; the limit is 4',
    ]);
  });

  it('refuses alias amplification beyond the field limit', async () => {
    const aliases = Array.from(
      { length: 11 },
      (_, index) => `j${index}: job(id: "${index}") { id }`,
    ).join(' ');
    expect(await errorsOf(`query Wide { ${aliases} }`)).toEqual([
      'Operation Wide selects more than 20 fields',
    ]);
  });

  it('does not loop on a fragment cycle; graphql reports the cycle itself', async () => {
    const query = `
      query Cycle { jobs { ...A } }
      fragment A on JobPage { items { id } ...B }
      fragment B on JobPage { total ...A }
    `;
    const errors = await errorsOf(query);
    expect(
      errors.some((message) => message.includes('Cannot spread fragment "A" within itself')),
    ).toBe(true);
    expect(errors.some((message) => message.startsWith('Operation Cycle'))).toBe(false);
  });
});
