// Every icon name written in the app's sources is drawn: the SVG icon set knows it.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { mdiPaths } from '@/plugins/icons';

const SRC = fileURLToPath(new URL('../../../src/', import.meta.url));
function files(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? files(p) : /\.(ts|vue)$/.test(n) ? [p] : [];
  });
}

describe('icons', () => {
  it('every mdi-* icon named in src/ has its SVG path', () => {
    const used = new Set(files(SRC).flatMap((f) => [...readFileSync(f, 'utf8').matchAll(/(?<![/\w-])mdi-[a-z0-9-]+/g)].map((m) => m[0])));
    expect([...used].filter((n) => !mdiPaths[n])).toEqual([]);
    expect(used.size).toBeGreaterThan(20);
  });
});
