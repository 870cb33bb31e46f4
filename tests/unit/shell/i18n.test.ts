// Every text a player reads exists in Italian AND English, with the same keys, and is a
// valid vue-i18n message; every key the shell's and the modules' code name exists.
import { beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { baseCompile } from '@intlify/message-compiler';
import { catalog, modules } from '@/engine/registry';
import { loadAllMessages, resolveMessages } from '@/i18n';
import { SRC, filesUnder, messageEntries } from '../support/files';

const ROOT = join(SRC, '..');

const walk = filesUnder;
const flatten = messageEntries;

function diff(a: Map<string, unknown>, b: Map<string, unknown>): string[] {
  return [...a.keys()].filter((k) => !b.has(k));
}

const files = walk(SRC);
const itFiles = files.filter((f) => f.endsWith(`${'/'}it.json`));

describe('message files', () => {
  it('there is an it/en pair in the shell, the engine, the widgets, the stores and each module', () => {
    const rel = itFiles.map((f) => relative(SRC, f));
    expect(rel).toContain('i18n/it.json');
    expect(rel.length).toBeGreaterThanOrEqual(2);
  });

  for (const itFile of itFiles) {
    const enFile = itFile.replace(/it\.json$/, 'en.json');
    const name = relative(ROOT, itFile).replace(/it\.json$/, '{it,en}.json');
    it(`${name}: Italian and English have exactly the same keys`, () => {
      const itKeys = flatten(JSON.parse(readFileSync(itFile, 'utf8')));
      const enKeys = flatten(JSON.parse(readFileSync(enFile, 'utf8')));
      expect({ missingInEnglish: diff(itKeys, enKeys), missingInItalian: diff(enKeys, itKeys) }).toEqual({
        missingInEnglish: [],
        missingInItalian: [],
      });
    });

    it(`${name}: every message is a non-empty string that vue-i18n can compile`, () => {
      const bad: string[] = [];
      for (const file of [itFile, enFile]) {
        for (const [key, value] of flatten(JSON.parse(readFileSync(file, 'utf8')))) {
          if (typeof value !== 'string' || value.trim() === '') {
            bad.push(`${key}: not a text`);
            continue;
          }
          const errors: string[] = [];
          baseCompile(value, { onError: (e) => errors.push(e.message) });
          if (errors.length) bad.push(`${key}: ${errors.join('; ')} in "${value}"`);
        }
      }
      expect(bad).toEqual([]);
    });
  }
});

describe('module messages', () => {
  for (const m of catalog) {
    it(`${m.id}: its messages have the same keys in Italian and English, all under "${m.id}."`, async () => {
      const itKeys = flatten(await resolveMessages(m.messages.it));
      const enKeys = flatten(await resolveMessages(m.messages.en));
      expect(diff(itKeys, enKeys)).toEqual([]);
      expect(diff(enKeys, itKeys)).toEqual([]);
      expect([...itKeys.keys()].filter((k) => !k.startsWith(`${m.id}.`))).toEqual([]);
    });
  }
});

/** Keys named literally in code: tx('a.b'), t('a.b'), step('a.b'), key: 'a.b'. */
function literalKeys(source: string, prefix: string): string[] {
  const re = new RegExp(String.raw`(?:\btx\(|\bt\(|\bstep\(|\bkey:\s*)\s*['"\`](${prefix.replace('.', '\\.')}[A-Za-z0-9_.-]*[A-Za-z0-9_])['"\`]`, 'g');
  return [...source.matchAll(re)].map((m) => m[1]);
}

describe('keys used in code exist', () => {
  let merged: { it: ReturnType<typeof flatten>; en: ReturnType<typeof flatten> };
  beforeAll(async () => {
    const all = await loadAllMessages(catalog);
    merged = { it: flatten(all.it), en: flatten(all.en) };
  });

  it("every 'app.*' key the shell names is in both languages", () => {
    const shellFiles = files.filter(
      (f) =>
        (/\.(vue|ts)$/.test(f) && ['views', 'pwa', 'plugins', 'i18n'].some((d) => relative(SRC, f).startsWith(`${d}/`))) ||
        /src\/(App\.vue|main\.ts|router\.ts)$/.test(f),
    );
    const missing: string[] = [];
    for (const f of shellFiles) {
      for (const key of literalKeys(readFileSync(f, 'utf8'), 'app.')) {
        for (const lang of ['it', 'en'] as const) {
          if (!merged[lang].has(key)) missing.push(`${relative(SRC, f)}: ${key} (${lang})`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  for (const m of modules) {
    it(`every '${m.id}.*' key the ${m.id} module names literally is in both languages`, () => {
      const dirs = [join(SRC, 'games', m.id), join(SRC, 'components', 'games', m.id)];
      const missing: string[] = [];
      for (const dir of dirs) {
        let list: string[] = [];
        try {
          list = walk(dir).filter((f) => /\.(vue|ts)$/.test(f));
        } catch {
          continue;
        }
        for (const f of list) {
          for (const key of literalKeys(readFileSync(f, 'utf8'), `${m.id}.`)) {
            for (const lang of ['it', 'en'] as const) {
              if (!merged[lang].has(key)) missing.push(`${relative(SRC, f)}: ${key} (${lang})`);
            }
          }
        }
      }
      expect(missing).toEqual([]);
    });
  }
});
