// Every icon name written in the app's sources is drawn: the SVG icon set knows it.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as mdi from '@mdi/js';
import { loadIcons, mdiPaths } from '@/plugins/icons';

const SRC = fileURLToPath(new URL('../../../src/', import.meta.url));
function files(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? files(p) : /\.(ts|vue)$/.test(n) ? [p] : [];
  });
}

describe('icons', () => {
  it('every mdi-* icon named in src/ has its SVG path', async () => {
    await loadIcons();
    const used = new Set(files(SRC).flatMap((f) => [...readFileSync(f, 'utf8').matchAll(/(?<![/\w-])mdi-[a-z0-9-]+/g)].map((m) => m[0])));
    expect([...used].filter((n) => !mdiPaths[n])).toEqual([]);
    expect(used.size).toBeGreaterThan(20);
  });

  it("the home screen's icons come with the first download, the others after it", () => {
    const home = readFileSync(join(SRC, 'views/HomeView.vue'), 'utf8') + readFileSync(join(SRC, 'views/home/GameListItem.vue'), 'utf8');
    const named = [...home.matchAll(/(?<![/\w-])mdi-[a-z0-9-]+/g)].map((m) => m[0]);
    return import('@/plugins/icons-rest').then(({ restPaths }) => {
      expect(named.filter((n) => n in restPaths)).toEqual([]);
    });
  });

  it("the home screen's icons written out in src/plugins/icons.ts are @mdi/js's", () => {
    const camel = (name: string) => name.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());
    const all = mdi as Record<string, string>;
    for (const [name, path] of Object.entries(mdiPaths)) expect([name, path]).toEqual([name, all[camel(name)]]);
  });
});
