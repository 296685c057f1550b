import { readFileSync } from 'node:fs';
import { SourceMapConsumer } from 'source-map-js';
const file = process.argv[2];
const code = readFileSync(file, 'utf8');
const map = JSON.parse(readFileSync(file + '.map', 'utf8'));
const c = new SourceMapConsumer(map);
const lines = code.split('\n');
const sizes = new Map();
let last = null;
lines.forEach((line, i) => {
  let col = 0;
  // walk mappings for this line
});
c.eachMapping((m) => {}, null, SourceMapConsumer.GENERATED_ORDER);
const arr = [];
c.eachMapping((m) => arr.push(m), null, SourceMapConsumer.GENERATED_ORDER);
for (let k = 0; k < arr.length; k++) {
  const m = arr[k], n = arr[k + 1];
  let len;
  if (n && n.generatedLine === m.generatedLine) len = n.generatedColumn - m.generatedColumn;
  else len = (lines[m.generatedLine - 1] ?? '').length - m.generatedColumn;
  const src = (m.source ?? '(none)').replace(/^.*node_modules\//, 'nm:').replace(/^.*\/src\//, 'src/');
  sizes.set(src, (sizes.get(src) ?? 0) + len);
}
const total = code.length;
console.log('total', total);
[...sizes].sort((a, b) => b[1] - a[1]).slice(0, 40).forEach(([s, n]) => console.log(String(n).padStart(8), s));
