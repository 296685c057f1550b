import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi } from '../../test/helpers';
import type { TestApi } from '../../test/helpers';
import { appOrigin, tenantAppOrigin } from './app-origin';

describe('where a link in a mail points', () => {
  it('is https on a real host and the local port on a machine name', () => {
    expect(appOrigin('crew.example.com', '8080')).toBe('https://crew.example.com');
    expect(appOrigin('acme.localhost', '4000')).toBe('http://acme.localhost:4000');
    expect(appOrigin('localhost', '8080')).toBe('http://localhost:8080');
  });

  describe('for a tenant', () => {
    let api: TestApi;
    beforeAll(async () => {
      api = await createTestApi();
    });
    afterAll(() => api.close());

    it('names the host the request came to only when the tenant is served on it', async () => {
      const db = api.database.db;
      // The demo tenant is served on localhost (its default) and 127.0.0.1.
      expect(await tenantAppOrigin(db, 1, '127.0.0.1:4180')).toBe('http://127.0.0.1:4180');
      expect(await tenantAppOrigin(db, 1, 'localhost:5173')).toBe('http://localhost:5173');
      // A Host header the caller made up (the default tenant answers it) never reaches a mail.
      expect(await tenantAppOrigin(db, 1, 'evil.example')).toBe('http://localhost:8080');
      expect(await tenantAppOrigin(db, 1, 'evil.localhost:6666')).toBe('http://localhost:8080');
      expect(await tenantAppOrigin(db, 1)).toBe('http://localhost:8080');
      expect(await tenantAppOrigin(db, 999_999, 'localhost')).toBeUndefined();
    });
  });
});
