// The app starts with one language's messages: the player's, fetched before anything is
// drawn in words; the other comes only when the player switches to it.
import { describe, expect, it } from 'vitest';
import { createLangI18n, ensureLocale, makeTx, setLocale } from '@/i18n';
import type { GameModule } from '@/engine/types';

const fake: Pick<GameModule, 'messages'> = {
  messages: {
    it: async () => ({ fake: { side: 'Sovietici' } }),
    en: async () => ({ fake: { side: 'Soviets' } }),
  },
};

describe('the app in one language', () => {
  it("holds the shell's, engine's, widgets', stores' and the game's Italian messages, and no English until asked", async () => {
    const i18n = await createLangI18n([fake], 'it');
    const g = i18n.global as unknown as { t: (k: string, n?: Record<string, unknown>) => string; te: (k: string, l: string) => boolean };
    const tx = makeTx((k, n) => g.t(k, n));
    expect(tx({ key: 'app.where.turnOf', params: { turn: 3, turns: 7 } })).toBe('Turno 3 di 7');
    expect(tx('fake.side')).toBe('Sovietici');
    for (const key of ['app.name', 'engine.input.empty', 'stores.error.quota', 'fake.side']) expect(g.te(key, 'it')).toBe(true);
    expect(g.te('app.where.turnOf', 'en')).toBe(false);

    await ensureLocale(i18n, 'en');
    setLocale(i18n, 'en');
    expect(tx({ key: 'app.where.turnOf', params: { turn: 3, turns: 7 } })).toBe('Turn 3 of 7');
    expect(tx('fake.side')).toBe('Soviets');
    expect(g.te('engine.input.empty', 'en')).toBe(true);
  });
});
