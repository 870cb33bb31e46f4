// @vitest-environment happy-dom
// tx(): a Text becomes words in the player's language, nested Texts first.
import { describe, expect, it } from 'vitest';
import { createAppI18n, makeTx, mergeMessages, setLocale, translateText } from '@/i18n';
import type { GameEntry } from '@/engine/types';

const fakeModule = {
  messages: {
    it: { fake: { ratio: 'Rapporto {a} : {d} — {column}', column: 'colonna {c}', side: 'Sovietici' } },
    en: { fake: { ratio: 'Ratio {a} : {d} — {column}', column: 'column {c}', side: 'Soviets' } },
  },
} as Pick<GameEntry, 'messages'>;

describe('translateText', () => {
  const dict: Record<string, string> = { outer: 'A<{inner}>', inner: 'B<{x}>', plain: 'P' };
  const t = (key: string, named: Record<string, unknown>) => (dict[key] ?? key).replace(/\{(\w+)\}/g, (_, n: string) => String(named[n]));

  it('translates parameters that are Texts before the outer message', () => {
    expect(translateText(t, { key: 'outer', params: { inner: { key: 'inner', params: { x: 3 } } } })).toBe('A<B<3>>');
  });
  it('passes plain values through and takes a string as a key', () => {
    expect(translateText(t, { key: 'inner', params: { x: 'ok' } })).toBe('B<ok>');
    expect(translateText(t, 'plain')).toBe('P');
    expect(translateText(t, null)).toBe('');
  });
  it('12.1: a ratio of 9.75 reads "9,75" in Italian and "9.75" in English; whole numbers stay as they are', () => {
    expect(translateText(t, { key: 'inner', params: { x: 9.75 } }, 'it')).toBe('B<9,75>');
    expect(translateText(t, { key: 'inner', params: { x: 9.75 } }, 'en')).toBe('B<9.75>');
    expect(translateText(t, { key: 'inner', params: { x: 39 } }, 'it')).toBe('B<39>');
  });
});

describe('the app i18n', () => {
  it('merges the shell, engine, widgets, stores and module messages, in Italian and English', () => {
    const i18n = createAppI18n([fakeModule], 'it');
    const g = i18n.global as unknown as {
      t: (k: string, n: Record<string, unknown>) => string;
      te: (k: string, l: string) => boolean;
    };
    const tx = makeTx((k, n) => g.t(k, n));
    expect(tx('app.name')).toBe('Aiutante');
    expect(tx({ key: 'app.where.turnOf', params: { turn: 3, turns: 7 } })).toBe('Turno 3 di 7');
    expect(g.te('engine.input.empty', 'it')).toBe(true);
    expect(g.te('engine.input.empty', 'en')).toBe(true);
    expect(
      tx({
        key: 'fake.ratio',
        params: { a: 39, d: 4, column: { key: 'fake.column', params: { c: '6:1' } } },
      }),
    ).toBe('Rapporto 39 : 4 — colonna 6:1');

    setLocale(i18n, 'en');
    expect(tx({ key: 'app.where.turnOf', params: { turn: 3, turns: 7 } })).toBe('Turn 3 of 7');
    expect(tx({ key: 'app.journal.where', params: { turn: { key: 'app.where.turn', params: { turn: 2 } }, phase: { key: 'fake.side' } } })).toBe(
      'Turn 2, Soviets',
    );
    expect(document.documentElement.lang).toBe('en');
    setLocale(i18n, 'it');
    expect(document.documentElement.lang).toBe('it');
  });

  it('tx and tx.tx are the same function, so both ways of destructuring work', () => {
    const tx = makeTx((k) => k.toUpperCase());
    expect(tx.tx('a.b')).toBe('A.B');
    const { tx: inner } = tx;
    expect(inner('c')).toBe('C');
  });

  it('mergeMessages merges nested trees without losing siblings', () => {
    const a = { x: { y: '1' } };
    mergeMessages(a, { x: { z: '2' }, w: '3' });
    expect(a).toEqual({ x: { y: '1', z: '2' }, w: '3' });
  });
});
