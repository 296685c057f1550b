import { describe, expect, it } from 'vitest';
import { atLeast, budgets, verdict } from './budgets';
import type { LighthouseFigures } from './lighthouse';
import { parseOptions } from './options';
import { renderMarkdown, renderReport, type BenchReport } from './report';

const lighthouse: LighthouseFigures = {
  lighthouseVersion: '12.8.2',
  chromium: 'Chrome/156.0.0.0',
  pages: [
    {
      name: 'login (first visit)',
      path: '/login',
      runs: 3,
      score: 93,
      fcpMs: 1200,
      lcpMs: 2100,
      tbtMs: 150,
      cls: 0,
      scriptTransferKiB: 150,
    },
    {
      name: 'crew home (stored session)',
      path: '/',
      runs: 3,
      score: 72,
      fcpMs: 2900,
      lcpMs: 3700,
      tbtMs: 420,
      cls: 0.2,
      scriptTransferKiB: 260,
    },
  ],
};

const skipped = { status: 'skipped', reason: 'not in --only' } as const;
const report: BenchReport = {
  date: '2026-11-23T05:30:00.000Z',
  machine: {
    node: 'v20.20.2',
    platform: 'linux',
    arch: 'x64',
    cpus: 2,
    cpuModel: 'test',
    loadAverage: 0.5,
  },
  setup: null,
  bundle: skipped,
  home: skipped,
  jobs: skipped,
  lighthouse: { status: 'ok', figures: lighthouse },
};

describe('bench budgets', () => {
  it('judges a ceiling and a floor', () => {
    expect(verdict(200, 200)).toBe('ok');
    expect(verdict(201, 200)).toBe('over');
    expect(atLeast(90, budgets.lighthouseScore)).toBe('ok');
    expect(atLeast(89, budgets.lighthouseScore)).toBe('under');
  });
});

describe('the Lighthouse section of the report', () => {
  it('prints each page with its figures and verdicts', () => {
    const text = renderReport(report);
    const login = text.slice(text.indexOf('login (first visit)'), text.indexOf('crew home'));
    const home = text.slice(text.indexOf('crew home'));
    expect(login).toMatch(/performance score\s+93\s+≥ 90\s+ok/);
    expect(login).toMatch(/largest contentful paint\s+2\.10 s\s+≤ 2\.5 s\s+ok/);
    expect(home).toMatch(/performance score\s+72\s+≥ 90\s+under/);
    expect(home).toMatch(/total blocking time\s+420 ms\s+≤ 200 ms\s+over/);
    expect(home).toMatch(/cumulative layout shift\s+0\.200\s+≤ 0\.1\s+over/);
    expect(home).toMatch(/JavaScript transferred\s+260\.0 KiB\s+≤ 200 KiB\s+over/);
  });

  it('gives docs/performance.md one table row per page and the budgets', () => {
    const markdown = renderMarkdown(report);
    expect(markdown).toContain(
      '| login (first visit) | 93 | 1.20 s | 2.10 s | 150 ms | 0.000 | 150.0 KiB |',
    );
    expect(markdown).toContain('| budget | ≥ 90 | | ≤ 2.5 s | ≤ 200 ms | ≤ 0.1 | ≤ 200 KiB |');
  });

  it('says why when it was not measured', () => {
    const failed = renderReport({
      ...report,
      lighthouse: { status: 'failed', reason: 'no chromium' },
    });
    expect(failed).toContain('FAILED: no chromium');
  });
});

describe('bench options', () => {
  it('selects the Lighthouse section and its runs', () => {
    const options = parseOptions(['--only', 'lighthouse', '--lighthouse-runs', '5']);
    expect([...options.sections]).toEqual(['lighthouse']);
    expect(options.lighthouseRuns).toBe(5);
    expect(parseOptions([]).lighthouseRuns).toBe(3);
    expect(() => parseOptions(['--lighthouse-runs', '0'])).toThrow(/lighthouse-runs/);
  });
});
