import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBackends } from '../../../api/test/helpers';
import { createGatewayHarness, errorCode } from '../../test/helpers';
import type { GatewayHarness } from '../../test/helpers';

const LIST = /* GraphQL */ `
  {
    crewInfoArticles {
      id
      title
      summary
      publishedAt
    }
  }
`;
const ARTICLE = /* GraphQL */ `
  query Article($id: ID!) {
    crewInfoArticle(id: $id) {
      id
      title
      body
    }
  }
`;
const LIST_WITH_BODIES = /* GraphQL */ `
  {
    crewInfoArticles {
      id
      body
    }
  }
`;

type Article = { id: string; title: string; body?: string };

describe.each(testBackends())('crew info on %s', (backend) => {
  let gateway: GatewayHarness;
  let crewToken: string;
  let articles: Article[];

  beforeAll(async () => {
    gateway = await createGatewayHarness(backend);
    crewToken = await gateway.api.signInAs('crew');
  });
  afterAll(() => gateway.close());

  it('lists the articles with GET /crewInfo, limit 1000 page 1', async () => {
    const before = gateway.upstream.calls.length;
    const result = await gateway.execute<{ crewInfoArticles: Article[] }>(
      LIST,
      {},
      { token: crewToken },
    );
    expect(result.errors).toBeUndefined();
    articles = result.data?.crewInfoArticles ?? [];
    expect(articles[0]?.title).toBe('Check-in and check-out on site');
    expect(gateway.upstream.calls.slice(before)).toEqual([
      'GET /api/v1/crewInfo?limit=1000&page=1',
    ]);
  });

  it('reads an article with its body in one call', async () => {
    const id = articles[1]?.id;
    const before = gateway.upstream.calls.length;
    const result = await gateway.execute<{ crewInfoArticle: Article }>(
      ARTICLE,
      { id },
      { token: crewToken },
    );
    expect(result.data?.crewInfoArticle).toMatchObject({ id, title: 'Dress code' });
    expect(result.data?.crewInfoArticle.body).toContain('Safety shoes S3');
    expect(gateway.upstream.calls.slice(before)).toEqual([`GET /api/v1/crewInfo/${id}`]);
  });

  it('reads each body of the list once, not per field', async () => {
    const before = gateway.upstream.calls.length;
    const result = await gateway.execute<{ crewInfoArticles: Article[] }>(
      LIST_WITH_BODIES,
      {},
      { token: crewToken },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data?.crewInfoArticles.every((article) => (article.body ?? '').length > 0)).toBe(
      true,
    );
    expect(gateway.upstream.calls.slice(before)).toHaveLength(1 + articles.length);
  });

  it('answers null for an unknown article, forbidden without the right', async () => {
    const result = await gateway.execute<{ crewInfoArticle: Article | null }>(
      ARTICLE,
      { id: '999999' },
      { token: crewToken },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data?.crewInfoArticle).toBeNull();
    expect(
      errorCode(await gateway.execute(LIST, {}, { token: await gateway.api.signInAs('planner') })),
    ).toBe('FORBIDDEN');
  });
});
