// The registry lists each game once — its messages, its rules and its screens — and the
// shared code finds games only through it, never by name.
import { describe, expect, it } from 'vitest';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { catalog, findEntry, findModule, modules } from '@/engine/registry';
import { LANGS, resolveMessages } from '@/i18n';
import { SRC, filesUnder as walk } from '../support/files';

describe('the registry', () => {
  it('lists each game once, and each entry loads the module of its own id', async () => {
    const ids = catalog.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const entry of catalog) {
      const m = await entry.load();
      expect(m.id).toBe(entry.id);
      expect(findModule(entry.id)).toBe(m);
      expect(findEntry(entry.id)).toBe(entry);
    }
    expect(modules.map((m) => m.id)).toEqual(ids);
  });

  it("gives every game's messages in every language, namespaced under its id", async () => {
    for (const entry of catalog) {
      for (const lang of LANGS) {
        const msgs = await resolveMessages(entry.messages[lang]);
        expect(Object.keys(msgs)).toEqual([entry.id]);
      }
    }
  });

  it('gives each screen a unique id, a title in its game, a section, and a loader of a component', async () => {
    const all: string[] = [];
    for (const entry of catalog) {
      for (const screen of await entry.screens()) {
        all.push(screen.id);
        expect(screen.title.key.startsWith(`${entry.id}.`)).toBe(true);
        expect(['phase', 'calculators', 'markers', 'status']).toContain(screen.place);
        expect(typeof screen.load).toBe('function');
      }
    }
    expect(all.length).toBeGreaterThan(0);
    expect(new Set(all).size).toBe(all.length);
  });

  it('is the only shared file that names a game', () => {
    const shared = ['views', 'stores', 'components/widgets', 'i18n', 'db', 'pwa', 'engine', 'App.vue', 'main.ts', 'router.ts']
      .map((p) => join(SRC, p))
      .flatMap((p) => (statSync(p).isDirectory() ? walk(p) : [p]))
      .filter((p) => /\.(ts|vue)$/.test(p));
    const naming: string[] = [];
    for (const file of shared) {
      // Code only: a comment may take a game as its example.
      const text = readFileSync(file, 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/^\s*\/\/.*$/gm, '');
      for (const { id } of catalog) if (new RegExp(`['"\`/]${id}['"\`/.]`).test(text)) naming.push(`${file.slice(SRC.length + 1)} names ${id}`);
    }
    expect(naming).toEqual([]);
  });
});
