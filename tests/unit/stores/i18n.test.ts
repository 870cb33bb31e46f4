import { describe, expect, it } from 'vitest';
import it_ from '@/stores/i18n/it.json';
import en from '@/stores/i18n/en.json';

function keys(o: unknown, prefix = ''): string[] {
  if (typeof o !== 'object' || o === null) return [prefix];
  return Object.entries(o).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

function leaves(o: unknown): string[] {
  if (typeof o === 'string') return [o];
  if (typeof o !== 'object' || o === null) return [];
  return Object.values(o).flatMap(leaves);
}

describe('stores messages', () => {
  it('Italian and English have exactly the same keys, all under stores.*', () => {
    expect(keys(it_).sort()).toEqual(keys(en).sort());
    expect(keys(en).every((k) => k.startsWith('stores.'))).toBe(true);
  });

  it('no unescaped vue-i18n special characters (@ | $) in any message', () => {
    for (const m of [...leaves(it_), ...leaves(en)]) expect(m).not.toMatch(/[@|$]/);
  });

  it('every key a store or the import check uses exists', async () => {
    const all = new Set(keys(en));
    const { readFileSync, readdirSync } = await import('node:fs');
    const used = new Set<string>();
    for (const dir of ['src/stores', 'src/db']) {
      for (const f of readdirSync(dir)) {
        if (!f.endsWith('.ts')) continue;
        const src = readFileSync(`${dir}/${f}`, 'utf8');
        for (const m of src.matchAll(/'(stores\.[a-zA-Z.]+)'/g)) used.add(m[1]);
        for (const m of src.matchAll(/bad\('([a-zA-Z]+)'/g)) used.add(`stores.import.${m[1]}`);
      }
    }
    // The session (the open game's engine) speaks in the stores' words too.
    for (const m of readFileSync('src/engine/session.ts', 'utf8').matchAll(/'(stores\.[a-zA-Z.]+)'/g)) used.add(m[1]);
    expect(used.has('stores.error.badLog')).toBe(true);
    expect([...used].filter((k) => !all.has(k))).toEqual([]);
  });
});
