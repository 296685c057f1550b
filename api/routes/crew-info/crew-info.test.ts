import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../auth/passwords';
import {
  DEMO_PASSWORD,
  createPerson,
  createRoles,
  createTenant,
  createTenantHost,
} from '../../db/seed/factories';
import { createTestApi, signIn, testBackends } from '../../test/helpers';
import type { TestApi } from '../../test/helpers';
import { call } from '../../test/requests';
import type { CrewInfoArticle, CrewInfoArticleDetail } from './crew-info.schemas';
import { DEMO_CREW_INFO, createCrewInfoArticle } from './crew-info.seed';
import { crewInfoArticles } from './crew-info.tables';
import { testNow } from '../../../machines/test-now';

describe.each(testBackends())('crew info on %s', (backend) => {
  let api: TestApi;
  let crewToken: string;
  let articles: CrewInfoArticle[];

  beforeAll(async () => {
    api = await createTestApi({ backend });
    crewToken = await api.signInAs('crew');
    articles = (
      await call(api.app, 'GET', '/crewInfo?limit=1000&page=1', { token: crewToken })
    ).json<{ items: CrewInfoArticle[] }>().items;
  });
  afterAll(() => api.close());

  it('lists the tenant’s articles newest first, as a page', async () => {
    const response = await call(api.app, 'GET', '/crewInfo?limit=2&page=2', { token: crewToken });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ total: DEMO_CREW_INFO.length, page: 2, limit: 2 });
    expect(articles.map((article) => article.title)).toEqual(
      DEMO_CREW_INFO.map((article) => article.title),
    );
    expect(articles[0]).not.toHaveProperty('body');
    const chief = await call(api.app, 'GET', '/crewInfo', { token: await api.signInAs('chief') });
    expect(chief.json<{ items: CrewInfoArticle[] }>().items).toEqual(articles);
  });

  it('reads an article with its body', async () => {
    const first = articles[0];
    const response = await call(api.app, 'GET', `/crewInfo/${first?.id}`, { token: crewToken });
    expect(response.statusCode).toBe(200);
    const article = response.json<CrewInfoArticleDetail>();
    expect(article).toMatchObject({ ...first, title: 'Check-in and check-out on site' });
    expect(article.body).toContain('- allow location for Crew Hub on your phone;');
  });

  it('refuses callers without the right, and answers 404 for another tenant’s article', async () => {
    expect(
      (await call(api.app, 'GET', '/crewInfo', { token: await api.signInAs('planner') }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await call(api.app, 'GET', `/crewInfo/${articles[0]?.id}`, {
          token: await api.signInAs('client'),
        })
      ).statusCode,
    ).toBe(403);
    expect((await call(api.app, 'GET', '/crewInfo')).statusCode).toBe(401);

    const host = `crew-info-${backend}.test`;
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    const { foreignId, email } = await api.database.transaction(async (tx) => {
      const other = await createTenant(tx, { name: `Elsewhere ${backend}` });
      await createTenantHost(tx, other.id, host);
      const roleIds = await createRoles(tx, other.id, [
        {
          name: 'crew',
          loginType: 'crew',
          grants: [{ resource: 'crewInfo', action: 'READ', permissionType: 'ALL' }],
        },
      ]);
      const person = await createPerson(tx, other.id, {
        name: 'Tess Test',
        email: `tess-${backend}@elsewhere.test`,
        passwordHash,
        roleIds: [roleIds.crew ?? -1],
      });
      const article = await createCrewInfoArticle(tx, other.id, {
        title: 'Elsewhere only',
        summary: 'S',
        body: 'B',
        publishedAt: testNow(),
      });
      return { foreignId: article.id, email: person.email };
    });
    const token = await signIn(api.app, email, DEMO_PASSWORD, host);
    const theirs = await call(api.app, 'GET', '/crewInfo', { token, host });
    expect(theirs.json<{ items: CrewInfoArticle[] }>().items.map((article) => article.id)).toEqual([
      foreignId,
    ]);
    const ours = await call(api.app, 'GET', `/crewInfo/${articles[0]?.id}`, { token, host });
    expect(ours.statusCode).toBe(404);
    const foreign = await call(api.app, 'GET', `/crewInfo/${foreignId}`, { token: crewToken });
    expect(foreign.json()).toEqual({
      statusCode: 404,
      code: 'NOT_FOUND',
      reason: 'CREW_INFO_ARTICLE_NOT_FOUND',
      message: 'Crew info article not found',
    });
  });

  it('answers bad input with 400 and a message, and writes nothing', async () => {
    const [before] = await api.database.db
      .select({ n: count() })
      .from(crewInfoArticles)
      .where(eq(crewInfoArticles.tenantId, 1));
    for (const url of [
      '/crewInfo?limit=0',
      '/crewInfo?page=0',
      '/crewInfo?limit=abc',
      '/crewInfo?q=x',
      '/crewInfo/abc',
      '/crewInfo/-1',
      '/crewInfo/1e3x',
    ]) {
      const response = await call(api.app, 'GET', url, { token: crewToken });
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toMatchObject({ statusCode: 400, code: 'BAD_USER_INPUT' });
    }
    const [after] = await api.database.db
      .select({ n: count() })
      .from(crewInfoArticles)
      .where(eq(crewInfoArticles.tenantId, 1));
    expect(after?.n).toBe(before?.n);
  });
});
