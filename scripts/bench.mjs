// npm run bench: measures what DESIGN.md budgets — the weight of the build and the speed of
// every calculator (odds included), of opening a 5,000-event game and of appending an event.
import { readFileSync, readdirSync, existsSync, statSync, mkdirSync, rmSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { ensureDependencies, must, root } from './lib.mjs';

ensureDependencies();
if (!process.argv.includes('--no-build')) {
  console.log('→ Building…');
  must('npx', ['vite', 'build', '--logLevel', 'warn']);
}
const dist = join(root, 'dist');
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

// Initial JavaScript: the entry module and everything index.html preloads.
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const initial = new Set();
for (const m of html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)) initial.add(m[1]);
for (const m of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g)) initial.add(m[1]);
let initialGz = 0;
for (const f of initial) initialGz += gz(join(dist, f.replace(/^\.\//, '')));

// Before the first paint the app also fetches the game modules' messages in the player's
// language (src/i18n ensureLocale): Italian here, the heavier of the two.
let firstPaintGz = initialGz;
for (const f of readdirSync(join(dist, 'assets'))) if (/^it-[\w-]+\.js$/.test(f)) firstPaintGz += gz(join(dist, 'assets', f));

// The service worker's precache list.
let precacheRaw = 0;
let precacheGz = 0;
let precacheCount = 0;
const sw = join(dist, 'sw.js');
if (existsSync(sw)) {
  const text = readFileSync(sw, 'utf8');
  for (const m of text.matchAll(/url:"([^"]+)"/g)) {
    const f = join(dist, m[1]);
    if (!existsSync(f)) continue;
    precacheCount++;
    precacheRaw += statSync(f).size;
    precacheGz += gz(f);
  }
}

// Speed, measured in Node by the bench suite (not part of npm test).
const out = join(root, '.bench');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
must('npx', ['vitest', 'run', '--config', 'vitest.bench.config.ts', '--reporter=dot']);
const speed = JSON.parse(readFileSync(join(out, 'results.json'), 'utf8'));

const rows = [
  ['Initial JavaScript (gzipped)', kb(initialGz), '≤ 200 KB', initialGz <= 200 * 1024],
  ['JavaScript before first paint (+ Italian messages)', kb(firstPaintGz), '—', true],
  [`Precache (${precacheCount} files)`, `${kb(precacheRaw)} raw, ${kb(precacheGz)} gzipped`, '—', true],
  ...speed.map((s) => [s.name, `${s.ms.toFixed(2)} ms p95, ${s.max.toFixed(2)} ms max (${s.runs} runs)`, s.budget ? `≤ ${s.budget} ms` : '—', !s.budget || s.ms <= s.budget]),
];
const w0 = Math.max(...rows.map((r) => r[0].length));
const w1 = Math.max(...rows.map((r) => r[1].length));
console.log('\nAiutante bench');
for (const [name, value, budget, ok] of rows) console.log(`${ok ? '✓' : '✗'} ${name.padEnd(w0)}  ${value.padEnd(w1)}  ${budget}`);
const bad = rows.filter((r) => !r[3]).length;
console.log(bad ? `\n${bad} figure(s) over budget` : '\nAll figures within budget');
process.exit(bad ? 1 : 0);
