import { describe, expect, it } from 'vitest';
import { isSafeReturnTo, type LoginParams, readLoginParams } from './login-params';

describe('readLoginParams', () => {
  it.each<[string, LoginParams]>([
    ['', { login: null, password: null, returnTo: null }],
    ['?PID=1001&Password=s3cret', { login: '1001', password: 's3cret', returnTo: null }],
    ['PID=1001&Password=s3cret', { login: '1001', password: 's3cret', returnTo: null }],
    ['?PCID=7001&Password=pw', { login: '7001', password: 'pw', returnTo: null }],
    [
      '?login=crew%40demo.test&password=demo1234',
      { login: 'crew@demo.test', password: 'demo1234', returnTo: null },
    ],
    ['?login=a&PCID=7001&PID=1001', { login: '1001', password: null, returnTo: null }],
    ['?login=a&PCID=7001', { login: '7001', password: null, returnTo: null }],
    ['?PID=&login=fallback', { login: 'fallback', password: null, returnTo: null }],
    ['?Password=upper&password=lower', { login: null, password: 'upper', returnTo: null }],
    ['?pid=1001', { login: null, password: null, returnTo: null }],
    ['?Password=a%2Bb%20c', { login: null, password: 'a+b c', returnTo: null }],
    [
      '?returnTo=%2Fjobs%2F31%3Ftab%3Dcrew',
      { login: null, password: null, returnTo: '/jobs/31?tab=crew' },
    ],
    ['?returnTo=%2F%2Fevil.test', { login: null, password: null, returnTo: null }],
    [
      '?PID=1001&returnTo=%2Fprojects%2F1001',
      { login: '1001', password: null, returnTo: '/projects/1001' },
    ],
  ])('%j', (search, expected) => {
    expect(readLoginParams(search)).toEqual(expected);
  });
});

describe('isSafeReturnTo', () => {
  it.each<[string, boolean]>([
    ['/', true],
    ['/jobs', true],
    ['/jobs/31?tab=crew#top', true],
    ['/projects/1001/contact-project-manager', true],
    ['/a//b', true],
    ['/foo\\bar', true],
    ['', false],
    ['jobs', false],
    ['//evil.test', false],
    ['//evil.test/jobs', false],
    ['/\\evil.test', false],
    ['\\\\evil.test', false],
    ['/\t/evil.test', false],
    ['/\n/evil.test', false],
    ['https://evil.test/', false],
    ['http:/evil.test', false],
    ['javascript:alert(1)', false],
    [' /jobs', false],
    ['./jobs', false],
  ])('%j → %s', (value, expected) => {
    expect(isSafeReturnTo(value)).toBe(expected);
  });
});
