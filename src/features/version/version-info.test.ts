import { describe, expect, it } from 'vitest';
import { parseVersionInfo } from './version-info';

describe('parseVersionInfo', () => {
  it('accepts the gateway answer, with or without a commit', () => {
    const info = { version: '0.1.0', commit: null, builtAt: '2026-11-21T09:30:00+00:00' };
    expect(parseVersionInfo(info)).toEqual(info);
    expect(parseVersionInfo({ ...info, commit: 'abc' }).commit).toBe('abc');
  });

  it('refuses anything else', () => {
    expect(() => parseVersionInfo(null)).toThrow();
    expect(() => parseVersionInfo({ version: 1, commit: null, builtAt: 'x' })).toThrow();
    expect(() => parseVersionInfo({ version: '1', builtAt: 'x' })).toThrow();
  });
});
