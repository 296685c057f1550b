import { describe, expect, it } from 'vitest';
import { apiLoggerOptions, loggedUrl } from './logging';

describe('apiLoggerOptions', () => {
  it('writes to stdout asynchronously when no destination is given (decision 233)', () => {
    const options = apiLoggerOptions('info') as { stream: { fd?: number; sync?: boolean } };
    expect(options.stream).toMatchObject({ fd: 1, sync: false });
  });

  it("writes to a test's own destination when one is given", () => {
    const lines: string[] = [];
    const destination = { write: (line: string) => void lines.push(line) };
    expect((apiLoggerOptions('info', destination) as { stream: unknown }).stream).toBe(destination);
  });
});

describe('loggedUrl', () => {
  it('hides query values and link tokens', () => {
    expect(loggedUrl('/api/v1/jobs?limit=50&page=1')).toBe(
      '/api/v1/jobs?limit=[redacted]&page=[redacted]',
    );
    expect(loggedUrl('/api/v1/auth/welcome/abc123?x=1')).toBe(
      '/api/v1/auth/welcome/[redacted]?x=[redacted]',
    );
  });
});
