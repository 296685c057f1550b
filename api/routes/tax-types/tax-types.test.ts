import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant } from '../../db/seed/factories';
import { createTestApi, testBackends } from '../../test/helpers';
import type { TestApi } from '../../test/helpers';
import { call } from '../../test/requests';
import type { TaxType } from './tax-types.schemas';
import { DEMO_TAX_TYPES } from './tax-types.seed';
import { findTaxType } from './tax-types.repository';
import { taxTypes } from '../../db/tables/tax-types.tables';

type Page<T> = { items: T[]; total: number; page: number; limit: number };

describe.each(testBackends())('tax types on %s', (backend) => {
  let api: TestApi;
  let foreignId = 0;

  beforeAll(async () => {
    api = await createTestApi({ backend });
    await api.database.transaction(async (tx) => {
      const foreign = await createTenant(tx, { name: `Foreign ${backend}` });
      const [row] = await tx
        .insert(taxTypes)
        .values({ tenantId: foreign.id, caption: 'Foreign VAT 19%', rateBasisPoints: 1900 })
        .returning({ id: taxTypes.id });
      foreignId = row?.id ?? 0;
    });
  });
  afterAll(() => api?.close());

  it("lists the tenant's tax types in basis points, lowest rate first, to any signed-in user", async () => {
    for (const role of ['crew', 'client', 'planner', 'office'] as const) {
      const response = await call(api.app, 'GET', '/taxTypes', { token: await api.signInAs(role) });
      expect(response.statusCode, response.body).toBe(200);
      const page = response.json<Page<TaxType>>();
      expect(
        page.items.map(({ caption, rateBasisPoints }) => ({ caption, rateBasisPoints })),
      ).toEqual([...DEMO_TAX_TYPES].sort((a, b) => a.rateBasisPoints - b.rateBasisPoints));
      expect(page.total).toBe(DEMO_TAX_TYPES.length);
      expect(page.items.map((item) => item.caption)).not.toContain('Foreign VAT 19%');
    }
  });

  it("never finds another tenant's tax type", async () => {
    expect(await findTaxType(api.database.db, 1, foreignId)).toBeUndefined();
  });

  it('refuses an anonymous caller and bad paging', async () => {
    expect((await call(api.app, 'GET', '/taxTypes')).statusCode).toBe(401);
    const token = await api.signInAs('crew');
    for (const query of ['limit=0', 'limit=1001', 'page=x', 'foo=1']) {
      const response = await call(api.app, 'GET', `/taxTypes?${query}`, { token });
      expect(response.statusCode, query).toBe(400);
      expect(response.json<{ message: string }>().message).toBeTruthy();
    }
  });
});
