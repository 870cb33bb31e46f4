// `npm run mutate` fails when a file's mutation score falls below the figure recorded for it
// (docs/mutation-floors.json, the table of docs/MUTATION.md): the check reads Stryker's JSON
// report after the run. Here over small fake reports, as a maintainer would meet it.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

type Status = 'Killed' | 'Timeout' | 'Survived' | 'NoCoverage' | 'CompileError' | 'RuntimeError' | 'Ignored';

/** A Stryker JSON report: for each file, mutants with these statuses. */
function report(files: Record<string, Status[]>) {
  return {
    schemaVersion: '2',
    thresholds: { high: 95, low: 90, break: 85 },
    files: Object.fromEntries(
      Object.entries(files).map(([file, statuses]) => [
        file,
        {
          language: 'typescript',
          source: '',
          mutants: statuses.map((status, i) => ({
            id: String(i),
            mutatorName: 'EqualityOperator',
            replacement: '<=',
            status,
            location: { start: { line: 1, column: 0 }, end: { line: 1, column: 1 } },
          })),
        },
      ]),
    ),
  };
}

const many = (n: number, status: Status): Status[] => Array.from({ length: n }, () => status);

function floorCheck(files: Record<string, Status[]>, floors: Record<string, number>) {
  const dir = mkdtempSync(join(tmpdir(), 'mutation-floor-'));
  writeFileSync(join(dir, 'mutation.json'), JSON.stringify(report(files)));
  writeFileSync(join(dir, 'floors.json'), JSON.stringify(floors));
  const run = spawnSync(process.execPath, ['scripts/mutation-floor.mjs', join(dir, 'mutation.json'), join(dir, 'floors.json')], { encoding: 'utf8' });
  return { status: run.status, out: run.stdout + run.stderr };
}

describe('npm run mutate: each file keeps the score recorded for it', () => {
  it('a run where every file meets or beats its figure passes, naming each file with its score', () => {
    const r = floorCheck(
      {
        'src/games/armir/sequence.ts': many(10, 'Killed'),
        // 18 detected (killed or timed out) of 20 valid: 90.0 %; errors and ignored mutants do not count
        'src/engine/ratio.ts': [...many(17, 'Killed'), 'Timeout', 'Survived', 'NoCoverage', 'CompileError', 'RuntimeError', 'Ignored'],
      },
      { 'src/games/armir/sequence.ts': 100, 'src/engine/ratio.ts': 90, 'src/games/bite/battle.ts': 96.2 },
    );
    expect(r.status).toBe(0);
    expect(r.out).toContain('✓ src/engine/ratio.ts: 90.0 % (floor 90.0 %)');
    expect(r.out).toContain('✓ src/games/armir/sequence.ts: 100.0 % (floor 100.0 %)');
    // a recorded file the run did not mutate is not checked
    expect(r.out).not.toContain('battle.ts');
  });

  it('a file whose score falls below its figure fails the run, saying which file, its score and its floor', () => {
    const r = floorCheck(
      { 'src/games/armir/sequence.ts': many(10, 'Killed'), 'src/engine/ratio.ts': [...many(8, 'Killed'), 'Survived', 'Survived'] },
      { 'src/games/armir/sequence.ts': 100, 'src/engine/ratio.ts': 95.5 },
    );
    expect(r.status).toBe(1);
    expect(r.out).toContain('✗ src/engine/ratio.ts: 80.0 %, below its floor of 95.5 %');
    expect(r.out).toContain('1 file(s) below the score recorded');
  });

  it('the score is compared as the table records it, to one decimal', () => {
    // 2 of 3 detected: 66.666… %, recorded as 66.7 %
    const r = floorCheck({ 'src/engine/memo.ts': ['Killed', 'Killed', 'Survived'] }, { 'src/engine/memo.ts': 66.7 });
    expect(r.status).toBe(0);
  });

  it('a file with no figure recorded is named and let through', () => {
    const r = floorCheck({ 'src/games/bite/new.ts': ['Killed', 'Survived'] }, {});
    expect(r.status).toBe(0);
    expect(r.out).toContain('src/games/bite/new.ts: 50.0 %, no floor recorded');
  });

  it('every file of the recorded table has its figure, a score between 0 and 100', () => {
    const floors = JSON.parse(readFileSync('docs/mutation-floors.json', 'utf8')) as Record<string, number>;
    const table = readFileSync('docs/MUTATION.md', 'utf8');
    expect(Object.keys(floors).length).toBeGreaterThan(90);
    for (const [file, score] of Object.entries(floors)) {
      expect(score).toBeGreaterThanOrEqual(0);
      expect(score).toBeLessThanOrEqual(100);
      expect(table).toContain(`| ${file} |`);
      expect(table).toMatch(new RegExp(`\\| ${file.replace(/[.]/g, '\\.')} \\| \\d+ \\| ${score.toFixed(1).replace('.', '\\.')} % \\|`));
    }
  });
});
