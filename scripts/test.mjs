// npm test: installs what it needs (npm packages; Debian's Chromium, firefox-esr,
// webkit2gtk-driver and xvfb, when missing), then runs the linter (ESLint, which holds the
// floors: docs/ARCHITECTURE.md), the type check, the unit tests, the
// production build and the browser tests against it: the Chromium suite, and the same evening
// (tests/e2e/engines.e2e.ts) in Chromium, Firefox and WebKit. E2E_ENGINES names fewer
// (E2E_ENGINES=chromium,firefox leaves WebKit out; E2E_ENGINES=none, the evening).
// `--browser` (npm run test:e2e) runs the browser tests alone, building only when dist/ is
// older than its sources; any other argument names browser test files to run.
import { readFileSync, rmSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { buildState, ensureDependencies, ensureChromium, ensureOtherEngines, run, root } from './lib.mjs';

const args = process.argv.slice(2);
const browserOnly = args.includes('--browser');
const browserFiles = args.filter((a) => !a.startsWith('--'));

ensureDependencies();
const chromium = ensureChromium();
const ALL = ['chromium', 'firefox', 'webkit'];
const DEFAULT = ALL;
const engines = (process.env.E2E_ENGINES ?? DEFAULT.join(','))
  .split(',')
  .map((e) => e.trim())
  .filter((e) => ALL.includes(e));
if (engines.includes('firefox') || engines.includes('webkit')) ensureOtherEngines(engines);
const out = join(root, 'test-results');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

const results = [];
function counts(file) {
  try {
    const r = JSON.parse(readFileSync(file, 'utf8'));
    return { passed: r.numPassedTests ?? 0, failed: r.numFailedTests ?? 0, skipped: (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0) };
  } catch {
    return null;
  }
}
function stage(name, cmd, args, jsonFile, env = {}) {
  console.log(`\n━━ ${name} ━━`);
  const code = run(cmd, args, { env: { ...process.env, ...env } });
  const c = jsonFile ? counts(jsonFile) : null;
  results.push({ name, code, c });
  return code;
}

let buildCode = 0;
if (!browserOnly) {
  const lintJson = join(out, 'lint.json');
  stage('Lint (ESLint; a test per file)', 'npx', ['eslint', '--max-warnings', '0', '--format', './scripts/lint-counts.mjs', '.'], lintJson, {
    LINT_COUNTS: lintJson,
  });
  stage('Format (Prettier: the code keeps one style; npm run format writes it)', 'npx', ['prettier', '--check', '.']);
  stage('Type check (vue-tsc)', 'npx', ['vue-tsc', '--noEmit', '-p', 'tsconfig.json']);
  const unitJson = join(out, 'unit.json');
  stage('Unit and component tests (Vitest)', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${unitJson}`], unitJson);
  // The bench's suites assert what they measure (a calculator's odds, a game opened): run here so
  // they never rot between benches; their timings are judged by `npm run bench` alone.
  const benchJson = join(out, 'bench.json');
  stage(
    'Bench suites (what they measure still works; timings not judged here)',
    'npx',
    ['vitest', 'run', '--config', 'vitest.bench.config.ts', '--reporter=default', '--reporter=json', `--outputFile.json=${benchJson}`],
    benchJson,
  );
}
const build = browserOnly ? buildState() : { current: false };
if (build.current) console.log('\n→ The build in dist/ is current (newer than every source): the browser tests run against it.');
else buildCode = stage(`Production build (Vite + PWA)${build.why ? `: ${build.why}` : ''}`, 'npx', ['vite', 'build']);
const e2eJson = join(out, 'e2e.json');
const browserStage = `Browser tests (Chromium; the same evening in ${engines.length ? engines.join(', ') : 'no other engine'}; production build)`;
if (buildCode === 0) {
  stage(
    browserStage,
    'npx',
    ['vitest', 'run', '--config', 'vitest.e2e.config.ts', '--reporter=default', '--reporter=json', `--outputFile.json=${e2eJson}`, ...browserFiles],
    e2eJson,
    { CHROMIUM_PATH: chromium, E2E_ENGINES: engines.join(',') || 'none' },
  );
} else {
  results.push({ name: browserStage, code: 1, c: null });
}

/** The three-engine script's tests by engine ("In webkit > ..."), with the time each engine took. */
function byEngine(file) {
  try {
    const r = JSON.parse(readFileSync(file, 'utf8'));
    const out = new Map();
    for (const f of r.testResults ?? []) {
      for (const t of f.assertionResults ?? []) {
        const engine = /^In (\w+)$/.exec(t.ancestorTitles?.[0] ?? '')?.[1];
        if (!engine) continue;
        const e = out.get(engine) ?? { passed: 0, failed: 0, ms: 0 };
        if (t.status === 'passed') e.passed++;
        else if (t.status === 'failed') e.failed++;
        e.ms += t.duration ?? 0;
        out.set(engine, e);
      }
    }
    return out;
  } catch {
    return new Map();
  }
}

console.log('\n━━ Summary ━━');
let passed = 0;
let failed = 0;
let skipped = 0;
for (const r of results) {
  const ok = r.code === 0;
  const detail = r.c ? `${r.c.passed} passed, ${r.c.failed} failed` : ok ? 'ok' : 'FAILED';
  console.log(`${ok ? '✓' : '✗'} ${r.name}: ${detail}`);
  if (r.c) {
    passed += r.c.passed;
    failed += r.c.failed;
    skipped += r.c.skipped;
  }
  if (!ok && (!r.c || r.c.failed === 0)) failed += 1; // a stage that failed outside any test counts once
}
for (const [engine, e] of byEngine(e2eJson)) {
  console.log(`  ${e.failed ? '✗' : '✓'} the same evening in ${engine}: ${e.passed} passed, ${e.failed} failed (${Math.round(e.ms / 1000)} s)`);
}
console.log(`\ntests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed === 0 && results.every((r) => r.code === 0) ? 0 : 1);
