import { existsSync, readFileSync } from 'node:fs';

/** How many bytes of a built chunk each package (or the app's own code) accounts for. */
export interface SourceShare {
  /** npm package name, or `app` for the repository's own sources, or `(unmapped)`. */
  source: string;
  bytes: number;
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Map([...BASE64].map((char, index) => [char, index]));

/** Base64 VLQ values of one source map segment ("AAAA" → [0, 0, 0, 0]). */
function decodeSegment(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = DIGIT.get(char);
    if (digit === undefined) throw new Error(`bad source map character ${char}`);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
    } else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

function packageOf(source: string): string {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source.split('\\').join('/'));
  if (match?.[1]) return match[1];
  return source.includes('\u0000') ? '(bundler)' : 'app';
}

/**
 * Splits a built chunk's bytes by the package each byte came from, using its source map (Vite writes
 * `<chunk>.map` with `build.sourcemap`). Null when there is no map.
 */
export function sourceShares(chunkPath: string): SourceShare[] | null {
  const mapPath = `${chunkPath}.map`;
  if (!existsSync(mapPath)) return null;
  const map = JSON.parse(readFileSync(mapPath, 'utf8')) as {
    sources?: string[];
    mappings?: string;
  };
  const sources = (map.sources ?? []).map(packageOf);
  const lines = readFileSync(chunkPath, 'utf8').split('\n');
  const totals = new Map<string, number>();
  const add = (source: string, bytes: number) =>
    totals.set(source, (totals.get(source) ?? 0) + bytes);
  let sourceIndex = 0;
  (map.mappings ?? '').split(';').forEach((lineMappings, lineNumber) => {
    const lineLength = Buffer.byteLength(lines[lineNumber] ?? '');
    let column = 0;
    let previousColumn = 0;
    let previousSource: string | null = null;
    let mapped = 0;
    for (const segment of lineMappings.split(',')) {
      if (segment === '') continue;
      const [columnDelta = 0, sourceDelta] = decodeSegment(segment);
      column += columnDelta;
      if (previousSource !== null) {
        add(previousSource, column - previousColumn);
        mapped += column - previousColumn;
      } else if (column > 0) {
        add('(unmapped)', column);
        mapped += column;
      }
      if (sourceDelta !== undefined) {
        sourceIndex += sourceDelta;
        previousSource = sources[sourceIndex] ?? '(unmapped)';
      } else {
        previousSource = '(unmapped)';
      }
      previousColumn = column;
    }
    // Columns count UTF-16 units, lengths here count bytes: close enough for a share.
    add(previousSource ?? '(unmapped)', Math.max(0, lineLength - mapped));
  });
  return [...totals.entries()]
    .map(([source, bytes]) => ({ source, bytes }))
    .filter((share) => share.bytes > 0)
    .sort((a, b) => b.bytes - a.bytes);
}
