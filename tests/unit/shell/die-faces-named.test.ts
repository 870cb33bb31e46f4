// A custom die's face drawn as a symbol (an icon or a path) is named in both languages: the name
// is what a screen reader says for the symbol, its tooltip, and the words beside it in lists.
import { describe, expect, it } from 'vitest';
import type { DieSpec, GameModule, Lang, MessagesSource } from '@/engine/types';
import { catalog } from '@/engine/registry';
import { flatten } from './messages';

async function words(source: MessagesSource): Promise<Map<string, string>> {
  return flatten(typeof source === 'function' ? await source() : source);
}

describe('2.3 custom dice: every face drawn as a symbol has its name in Italian and in English', () => {
  for (const entry of catalog) {
    it(`${entry.id}: each drawn face's name is a message of both languages`, async () => {
      const mod = (await entry.load()) as GameModule;
      const dice: DieSpec[] = mod.dice ?? [];
      const drawn = dice.flatMap((d) => (d.kind === 'custom' ? d.faces.filter((f) => f.icon || f.path) : []));
      for (const lang of ['it', 'en'] as Lang[]) {
        const messages = await words(entry.messages[lang]);
        const missing = drawn.filter((f) => !messages.get(f.label.key)?.trim()).map((f) => f.label.key);
        expect(missing, `${entry.id} (${lang})`).toEqual([]);
      }
    });
  }

  it('War to Axis draws its dice: the yellow, white and black dice have a symbol on every face', async () => {
    const mod = (await catalog.find((e) => e.id === 'wta')!.load()) as GameModule;
    const custom = (mod.dice ?? []).filter((d) => d.kind === 'custom');
    expect(custom.length).toBe(3);
    for (const d of custom) if (d.kind === 'custom') expect(d.faces.every((f) => !!(f.icon || f.path))).toBe(true);
  });
});
