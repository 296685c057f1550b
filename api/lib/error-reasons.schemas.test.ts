import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SHARED_ERROR_REASONS, collectErrorReasons } from '../../machines/error-reasons';
import { ERROR_REASONS, isErrorReason } from './error-reasons.schemas';

const machinesDir = new URL('../../machines/', import.meta.url);
const reasonFiles = readdirSync(machinesDir).filter((file) => file.endsWith('.reasons.ts'));

describe('error reasons', () => {
  it("collects the shared reasons and every area's file", () => {
    expect(reasonFiles.length).toBeGreaterThan(0);
    expect(ERROR_REASONS.slice(0, SHARED_ERROR_REASONS.length)).toEqual([...SHARED_ERROR_REASONS]);
    expect(ERROR_REASONS).toContain('RECEIPT_NOT_SUBMITTED');
    expect(isErrorReason('RECEIPT_NOT_SUBMITTED')).toBe(true);
    expect(isErrorReason('SOMETHING_NEW')).toBe(false);
  });

  it('refuses a reason declared twice, a file without a list and a file of another name', () => {
    expect(() =>
      collectErrorReasons({
        './a.reasons.ts': { reasons: ['X'] },
        './b.reasons.ts': { reasons: ['X'] },
      }),
    ).toThrow('./b.reasons.ts: X is declared twice');
    expect(() =>
      collectErrorReasons({ './a.reasons.ts': { reasons: ['WRONG_CREDENTIALS'] } }),
    ).toThrow('is declared twice');
    expect(() => collectErrorReasons({ './a.reasons.ts': { other: [] } })).toThrow(
      'must export `reasons`',
    );
    expect(() => collectErrorReasons({ './a.ts': { reasons: [] } })).toThrow('Not an area');
  });

  it.each(reasonFiles)('%s belongs to an api area and names it in AreaErrorReasons', (file) => {
    const area = file.replace(/\.reasons\.ts$/, '');
    expect(existsSync(new URL(`../routes/${area}/index.ts`, import.meta.url))).toBe(true);
    const text = readFileSync(new URL(file, machinesDir), 'utf8');
    expect(text).toMatch(
      new RegExp(
        `interface AreaErrorReasons \\{\\s*'?${area}'?: \\(typeof reasons\\)\\[number\\];`,
      ),
    );
  });
});
