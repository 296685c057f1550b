import { describe, expect, it } from 'vitest';
import { readLoginParams, safeReturnTo } from './login-params';

describe('readLoginParams', () => {
  it('takes the login from PID, PCID or login, in that order', () => {
    expect(readLoginParams('?PID=1001&login=x').login).toBe('1001');
    expect(readLoginParams('?PCID=7001').login).toBe('7001');
    expect(readLoginParams('?login=crew%40demo.test').login).toBe('crew@demo.test');
    expect(readLoginParams('').login).toBe('');
  });

  it('reads the password only when present', () => {
    expect(readLoginParams('?PID=1001&Password=demo1234').password).toBe('demo1234');
    expect(readLoginParams('?PID=1001').password).toBeNull();
  });

  it('keeps only a same-origin path to return to', () => {
    expect(readLoginParams('?returnTo=%2Fjobs%2F31').returnTo).toBe('/jobs/31');
    expect(safeReturnTo('//evil.test/x')).toBeNull();
    expect(safeReturnTo('/\\evil.test')).toBeNull();
    expect(safeReturnTo('https://evil.test')).toBeNull();
    expect(safeReturnTo(null)).toBeNull();
  });
});
