// Every icon name written in the app's sources is drawn: the SVG icon set knows it.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as mdi from '@mdi/js';
import { loadIcons, mdiPaths } from '@/plugins/icons';
import { catalog } from '@/engine/registry';

const SRC = fileURLToPath(new URL('../../../src/', import.meta.url));
function files(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? files(p) : /\.(ts|vue)$/.test(n) ? [p] : [];
  });
}

describe('icons', () => {
  const named = (f: string) => [...readFileSync(f, 'utf8').matchAll(/(?<![/\w-])mdi-[a-z0-9-]+/g)].map((m) => m[0]);
  /** Each game's own folders (its rules and its screens), by the folder's name. */
  const folders = readdirSync(join(SRC, 'games')).map((name) => ({ name, dirs: [join(SRC, 'games', name), join(SRC, 'components/games', name)] }));
  const inAGame = (f: string) => folders.some((g) => g.dirs.some((d) => f.startsWith(d + '/')));

  it("every mdi-* icon named in shared code is one of the app's own", async () => {
    await loadIcons();
    const used = new Set(
      files(SRC)
        .filter((f) => !inAGame(f))
        .flatMap(named),
    );
    expect([...used].filter((n) => !mdiPaths[n])).toEqual([]);
    expect(used.size).toBeGreaterThan(20);
  });

  it("every mdi-* icon a game names is the app's or the game's own (loaded by its registry line), and each own icon is @mdi/js's and drawn", async () => {
    await loadIcons();
    const shared = new Set(Object.keys(mdiPaths));
    const all = mdi as Record<string, string>;
    const camel = (name: string) => name.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());
    const loaded = await Promise.all(catalog.map(async (e) => (await e.icons?.()) ?? {}));
    for (const g of folders) {
      const own = existsSync(join(g.dirs[1]!, 'icons.ts'))
        ? ((await import(/* @vite-ignore */ join(g.dirs[1]!, 'icons.ts'))) as { icons: Record<string, string> }).icons
        : {};
      if (Object.keys(own).length) expect(loaded, `${g.name}: its icons are loaded by its registry line`).toContainEqual(own);
      const used = new Set(
        g.dirs
          .filter((d) => existsSync(d))
          .flatMap(files)
          .flatMap(named),
      );
      expect(
        [...used].filter((n) => !shared.has(n) && !own[n]),
        g.name,
      ).toEqual([]);
      expect(
        Object.keys(own).filter((n) => shared.has(n)),
        `${g.name}: its own icons are not also the app's`,
      ).toEqual([]);
      expect(
        Object.keys(own).filter((n) => !used.has(n)),
        `${g.name}: every own icon is drawn`,
      ).toEqual([]);
      for (const [name, path] of Object.entries(own)) expect([name, path]).toEqual([name, all[camel(name)]]);
    }
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
