import { describe, expect, it } from 'vitest';
import { hostName } from './tenant';

describe('hostName', () => {
  it.each([
    ['localhost', 'localhost'],
    ['LocalHost:8080', 'localhost'],
    ['other.test:443', 'other.test'],
    [' demo.crew.example ', 'demo.crew.example'],
    ['[::1]:8080', '[::1]'],
    ['', ''],
    [undefined, ''],
  ])('reads %j as %j', (header, expected) => {
    expect(hostName(header)).toBe(expected);
  });
});
