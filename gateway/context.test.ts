import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRequestLoaders } from './context';
import { areas } from './schema/areas';

const upstream = {
  apiFetch: () => Promise.reject(new Error('no upstream call in this test')),
  apiBaseUrl: 'http://api.invalid',
};
const request = () =>
  new Request('http://demo.localhost/graphql', { headers: { authorization: 'Bearer t' } });

afterEach(() => vi.restoreAllMocks());

describe('createRequestLoaders', () => {
  it("makes an area's loaders when a resolver first asks for them, once per request", () => {
    const jobs = areas.find((area) => area.loaders?.key === 'jobs')?.loaders;
    if (!jobs) throw new Error('the jobs area has no loaders');
    const create = vi.spyOn(jobs, 'create');

    const first = createRequestLoaders(upstream, request());
    expect('jobs' in first).toBe(true);
    expect(create).not.toHaveBeenCalled();
    expect(first.jobs).toBe(first.jobs);
    expect(create).toHaveBeenCalledTimes(1);

    // Another request gets loaders of its own: no cache is shared between callers.
    const second = createRequestLoaders(upstream, request());
    expect(second.jobs).not.toBe(first.jobs);
    expect(create).toHaveBeenCalledTimes(2);
  });

  it('offers every area that declares loaders', () => {
    const keys = areas.flatMap((area) => (area.loaders ? [area.loaders.key] : []));
    expect(keys.length).toBeGreaterThan(10);
    const loaders = createRequestLoaders(upstream, request());
    for (const key of keys) expect(key in loaders, key).toBe(true);
    // Each is a getter until first asked for: a request that asks for none has none of its own.
    expect(Object.keys(loaders)).toEqual([]);
  });
});
