import { describe, expect, it } from 'vitest';
import { isSafeReturnTo, readLoginParams } from './login-params';

describe('readLoginParams', () => {
  it('takes the login from PID, PCID or login, in that order', () => {
    expect(readLoginParams('?PID=1001&login=x').login).toBe('1001');
    expect(readLoginParams('?PCID=7001').login).toBe('7001');
    expect(readLoginParams('?login=crew%40demo.test').login).toBe('crew@demo.test');
    expect(readLoginParams('?login=').login).toBeNull();
  });

  it('reads the password only when present', () => {
    expect(readLoginParams('?PID=1001&Password=demo1234').password).toBe('demo1234');
    expect(readLoginParams('?PID=1001').password).toBeNull();
  });

  it('keeps only a same-origin path to return to', () => {
    expect(readLoginParams('?returnTo=%2Fjobs%2F31').returnTo).toBe('/jobs/31');
    expect(readLoginParams('?returnTo=%2F%2Fevil.test').returnTo).toBeNull();
    expect(isSafeReturnTo('/\\evil.test')).toBe(false);
    expect(isSafeReturnTo('/\t/evil.test')).toBe(false);
    expect(isSafeReturnTo('https://evil.test')).toBe(false);
    expect(isSafeReturnTo('/jobs?tab=1')).toBe(true);
  });
});
