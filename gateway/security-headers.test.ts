import { describe, expect, it } from 'vitest';
import {
  contentSecurityPolicy,
  createFrameAncestorsCache,
  safeFrameAncestors,
} from './security-headers';

describe('safeFrameAncestors', () => {
  it('keeps plain origins and wildcard subdomains, lower-cased and de-duplicated', () => {
    expect(
      safeFrameAncestors([
        'https://Portal.Example.com',
        'https://*.example.com',
        'http://localhost:3000',
        'https://portal.example.com',
      ]),
    ).toEqual(['https://portal.example.com', 'https://*.example.com', 'http://localhost:3000']);
  });

  it('drops anything that could add or change a directive', () => {
    expect(
      safeFrameAncestors([
        "https://a.test; script-src 'unsafe-inline'",
        'https://a.test https://b.test',
        "'unsafe-inline'",
        '*',
        'https://a.test/path',
        'javascript:alert(1)',
        'data:',
      ]),
    ).toEqual([]);
  });
});

describe('contentSecurityPolicy', () => {
  it('ends with frame-ancestors self plus the allowed origins', () => {
    expect(contentSecurityPolicy({ frameAncestors: ['https://portal.example.com'] })).toMatch(
      /; frame-ancestors 'self' https:\/\/portal\.example\.com$/,
    );
  });

  it('relaxes script-src for GraphiQL only', () => {
    expect(contentSecurityPolicy()).toContain("script-src 'self';");
    expect(contentSecurityPolicy({ graphiql: true })).toContain(
      "script-src 'self' 'unsafe-inline' https://unpkg.com;",
    );
  });
});

describe('createFrameAncestorsCache', () => {
  it('reads a host once per ttl and answers self only while the lookup fails', async () => {
    let clock = 0;
    const loads: string[] = [];
    let failing = false;
    const lookup = createFrameAncestorsCache({
      ttlMs: 1000,
      failureTtlMs: 100,
      now: () => clock,
      load: async (host) => {
        loads.push(host);
        if (failing) throw new Error('upstream down');
        return [`https://portal.${host}`];
      },
    });
    expect(await lookup('a.test')).toEqual(['https://portal.a.test']);
    expect(await lookup('a.test')).toEqual(['https://portal.a.test']);
    expect(loads).toEqual(['a.test']);
    clock = 1001;
    failing = true;
    expect(await lookup('a.test')).toEqual([]);
    clock = 1050;
    expect(await lookup('a.test')).toEqual([]);
    expect(loads).toHaveLength(2);
    clock = 1102;
    failing = false;
    expect(await lookup('a.test')).toEqual(['https://portal.a.test']);
    expect(loads).toHaveLength(3);
  });
});
