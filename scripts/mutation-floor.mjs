// The floor of `npm run mutate`: after Stryker's run, each file's mutation score is read from its
// JSON report and compared with the figure recorded for that file in docs/mutation-floors.json
// (the figures of docs/MUTATION.md's table). A file below its figure fails the run, naming the
// file, its score and its floor; a file with no figure recorded is named and let through (record
// it once its survivors are examined); a recorded file the run did not mutate is not checked.
// Usage: node scripts/mutation-floor.mjs [report] [floors]
//   report: Stryker's JSON report (default reports/mutation/mutation.json)
//   floors: { "src/…/file.ts": score, … } (default docs/mutation-floors.json)
// The score is Stryker's: mutants detected (killed or timed out) over the valid ones (detected,
// survived or without coverage), in per cent, rounded to one decimal as the table records it.
// A run of a few lines of a file (`--mutate file.ts:10-40`) is scored on those lines only, so
// read its figure, not its verdict.
import { readFileSync } from 'node:fs';
import { relative, isAbsolute } from 'node:path';
import { pathToFileURL } from 'node:url';

const DETECTED = new Set(['Killed', 'Timeout']);
const UNDETECTED = new Set(['Survived', 'NoCoverage']);

/** Each file's score in a Stryker JSON report, keyed by its path relative to `cwd`. */
export function scores(report, cwd = process.cwd()) {
  const out = {};
  for (const [file, { mutants }] of Object.entries(report.files ?? {})) {
    let detected = 0;
    let valid = 0;
    for (const m of mutants ?? []) {
      if (DETECTED.has(m.status)) detected++;
      if (DETECTED.has(m.status) || UNDETECTED.has(m.status)) valid++;
    }
    if (valid === 0) continue;
    const key = (isAbsolute(file) ? relative(cwd, file) : file).split('\\').join('/');
    out[key] = Math.round((1000 * detected) / valid) / 10;
  }
  return out;
}

/** The files below their floor, the files with none, and the lines to print. */
export function check(report, floors, cwd = process.cwd()) {
  const found = scores(report, cwd);
  const below = [];
  const unrecorded = [];
  const lines = [];
  for (const [file, score] of Object.entries(found).sort(([a], [b]) => a.localeCompare(b))) {
    const floor = floors[file];
    if (floor === undefined) {
      unrecorded.push(file);
      lines.push(`  ${file}: ${score.toFixed(1)} %, no floor recorded`);
    } else if (score < floor) {
      below.push(file);
      lines.push(`✗ ${file}: ${score.toFixed(1)} %, below its floor of ${floor.toFixed(1)} %`);
    } else {
      lines.push(`✓ ${file}: ${score.toFixed(1)} % (floor ${floor.toFixed(1)} %)`);
    }
  }
  return { below, unrecorded, lines };
}

const isMain = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isMain) {
  const [reportPath = 'reports/mutation/mutation.json', floorsPath = 'docs/mutation-floors.json'] = process.argv.slice(2);
  const report = JSON.parse(readFileSync(reportPath, 'utf8'));
  const floors = JSON.parse(readFileSync(floorsPath, 'utf8'));
  const { below, lines } = check(report, floors);
  console.log(lines.join('\n'));
  if (below.length > 0) {
    console.error(
      `\n${below.length} file(s) below the score recorded in ${floorsPath}: kill the new survivors, or name them in docs/MUTATION.md and lower the figure.`,
    );
    process.exit(1);
  }
  console.log(`\nNo file below the score recorded in ${floorsPath}.`);
}
