// The app starts with one language's messages: the player's, fetched before anything is
// drawn in words; the other comes only when the player switches to it.
import { describe, expect, it } from 'vitest';
import { createLangI18n, ensureLocale, localeLoaded, makeTx, setLocale } from '@/i18n';
import type { GameEntry } from '@/engine/types';

const fake: Pick<GameEntry, 'messages'> = {
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

describe('an empty home is drawn before the games’ words', () => {
  const words = { it: { shared: { a: 'uno' }, alpha: { side: 'Alfa' } } };
  const alpha: Pick<GameEntry, 'messages'> & { id: string } = { id: 'alpha', messages: { it: async () => words.it, en: async () => ({}) } };
  const beta: Pick<GameEntry, 'messages'> & { id: string } = {
    id: 'beta',
    messages: { it: async () => ({ shared: { b: 'due' }, beta: { side: 'Beta' } }), en: async () => ({}) },
  };

  it("starts with the app's own words only, and a screen that asks for the games' waits for them all", async () => {
    const i18n = await createLangI18n([alpha, beta], 'it', []);
    const g = i18n.global as unknown as { t: (k: string) => string; te: (k: string, l: string) => boolean };
    expect(g.te('app.name', 'it')).toBe(true);
    expect(g.te('alpha.side', 'it')).toBe(false);
    expect(localeLoaded(i18n, 'it')).toBe(false);
    // Two askers at once (the idle load and the new-game dialog): the second waits for the first.
    const first = ensureLocale(i18n, 'it');
    await ensureLocale(i18n, 'it');
    expect(g.t('alpha.side')).toBe('Alfa');
    expect(g.t('beta.side')).toBe('Beta');
    await first;
    expect(localeLoaded(i18n, 'it')).toBe(true);
  });

  it('merges two games’ branches of one name without changing either game’s own messages', async () => {
    const i18n = await createLangI18n([alpha, beta], 'it');
    const g = i18n.global as unknown as { t: (k: string) => string };
    expect(g.t('shared.a')).toBe('uno');
    expect(g.t('shared.b')).toBe('due');
    expect(words.it.shared).toEqual({ a: 'uno' });
  });
});
