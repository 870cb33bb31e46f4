// Issue 11 point 5: the garrison rules of BITE as ledgers, each behind its toggle — the Turkish
// border's Soviet garrison counted each turn (27.0), the Volkssturm's free 1-SP infantry corps once
// the Soviets are in Greater Germany (28.0, one a German city a turn: AMB-40), and the Chechen
// rebels' unit placed at Grozny from January 1942 and rebuilt free (30.0). Each refusal is in words
// and changes nothing; each entry reads in both languages.
import { describe, expect, it } from 'vitest';
import it_ from '@/games/bite/i18n/it.json';
import en_ from '@/games/bite/i18n/en.json';
import { biteBook, ev } from '@/games/bite/events';
import { setupState, type Block, type BiteState } from '@/games/bite/state';
import { weatherChartSpec } from '@/games/bite/weather';
import { makeChartAccess } from '@/engine';
import type { GameEvent, RulesContext, Text } from '@/engine/types';
import {
  borderSteps,
  canCountBorder,
  canLoseChechens,
  canPlaceChechens,
  canRaiseVolkssturm,
  canStartVolkssturm,
  chechenSteps,
  optionalOf,
  volkssturmBlocks,
  volkssturmOn,
} from '@/games/bite/optional';
import { bite } from '@/games/bite';

const ctx: RulesContext = { settings: {}, charts: makeChartAccess([weatherChartSpec], []) };
const run = (s: BiteState, events: GameEvent[]) => events.reduce((st, e) => biteBook.reduce(st, e, ctx), s);
function nextTurn(s: BiteState, n = 1): BiteState {
  const target = s.turn + n;
  while (s.turn < target) s = run(s, [{ type: 'core/next-phase', at: 0 }]);
  return s;
}
const game = (rules: string[], scenario = 'SBE9') => setupState(scenario, { advanced: true, ...Object.fromEntries(rules.map((r) => [r, true])) });
const words = (x: Text, lang: Record<string, unknown>): string => {
  const v = x.key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], lang);
  if (typeof v !== 'string') return `MISSING:${x.key}`;
  const n = x.params?.n;
  const chosen = v.includes(' | ') ? v.split(' | ')[n === 1 ? 0 : 1]! : v;
  return chosen.replace(/\{(\w+)\}/g, (m, k: string) => {
    const p = x.params?.[k];
    return p === undefined ? m : typeof p === 'object' ? words(p, lang) : String(p);
  });
};
const en = (x: Text) => words(x, en_ as Record<string, unknown>);
const refusal = (c: { ok: boolean; error?: Text }) => (c.ok ? 'ok' : en(c.error as Text));

const block = (p: Partial<Block> = {}): Omit<Block, 'id' | 'eliminated'> => ({
  name: 'XXIII Korps',
  nation: 'germany',
  cls: 'infantry',
  maxSp: 4,
  sp: 4,
  colours: ['black', 'black', 'white', 'white'],
  shield: false,
  mountain: false,
  ski: false,
  zeroBase: false,
  supplied: true,
  ...p,
});
/** The blocks typed, then the ones named eliminated in a battle. */
function withBlocks(s: BiteState, blocks: Omit<Block, 'id' | 'eliminated'>[], eliminated: string[]): BiteState {
  s = run(
    s,
    blocks.map((b) => ev('bite/block-add', { block: b })),
  );
  const units = s.blocks
    .filter((b) => eliminated.includes(b.name))
    .map((b) => ({ id: b.id, name: b.name, side: 'defender' as const, sp: 0, fate: 'eliminated' as const }));
  return units.length ? run(s, [ev('bite/battle', { rounds: 1, units })]) : s;
}

describe('27.0 garrisons: the Turkish border', () => {
  it('27.0: the border is counted each turn; fewer than 3 Soviet units is written as short, 3 or more as held', () => {
    let s = game(['ro27']);
    expect(borderSteps(s).map((x) => en(x))).toEqual([
      'Every Turkish border hex in the ZOC of a Soviet unit: at least 3 units in the Caucasus.',
      'Not counted yet in June 1941.',
    ]);
    s = run(s, [ev('bite/border-count', { units: 2 })]);
    const short = borderSteps(s).at(-1)!;
    expect([en(short), short.tone, short.rule]).toEqual(['Only 2 Soviet units watch the Turkish border: at least 3 needed.', 'warning', '27.0']);
    s = run(s, [ev('bite/border-count', { units: 3 })]);
    expect(en(borderSteps(s).at(-1)!)).toBe('3 Soviet units watch the Turkish border: enough (at least 3).');
    // A new month: counted again.
    s = nextTurn(s);
    expect(en(borderSteps(s).at(-1)!)).toBe('Not counted yet in July 1941.');
  });

  it('27.0: a count that is not a whole number from 0 to 30, or the rule not in play, is refused in words', () => {
    const s = game(['ro27']);
    expect(refusal(canCountBorder(s, null))).toMatch(/whole number from 0 to 30/);
    expect(refusal(canCountBorder(s, 2.5))).toMatch(/whole number/);
    expect(refusal(canCountBorder(game([]), 3))).toMatch(/27\.0 .* not in play/);
    // The event that cannot apply changes nothing.
    const off = game([]);
    expect(run(off, [ev('bite/border-count', { units: 3 })])).toBe(off);
  });
});

describe('28.0 the Volkssturm', () => {
  it('28.0: nothing before a Soviet ground unit enters Greater Germany; then an out-of-play German infantry block comes back at 1 SP, free', () => {
    let s = withBlocks(
      game(['ro28']),
      [block(), block({ name: 'Grossdeutschland', cls: 'mechanised' }), block({ name: 'Romanian I', nation: 'romania' })],
      ['XXIII Korps', 'Grossdeutschland', 'Romanian I'],
    );
    expect(volkssturmOn(s)).toBe(false);
    expect(refusal(canRaiseVolkssturm(s, 'b1', 'Berlin'))).toMatch(/once a Soviet ground unit enters Greater Germany/);
    s = run(s, [ev('bite/volkssturm-start', {})]);
    expect(volkssturmOn(s)).toBe(true);
    expect(refusal(canStartVolkssturm(s))).toMatch(/already begun/);
    // Only German infantry out of play.
    expect(volkssturmBlocks(s).map((b) => b.name)).toEqual(['XXIII Korps']);
    expect(refusal(canRaiseVolkssturm(s, 'b2', 'Berlin'))).toBe(
      'Grossdeutschland cannot come back with the Volkssturm: only German infantry blocks out of play (28.0).',
    );
    expect(refusal(canRaiseVolkssturm(s, 'b3', 'Berlin'))).toMatch(/Romanian I cannot come back/);
    expect(refusal(canRaiseVolkssturm(s, 'b1', '  '))).toMatch(/Type the German city/);
    const before = s;
    s = run(s, [ev('bite/volkssturm-raise', { block: 'b1', city: 'Berlin' })]);
    const b1 = s.blocks.find((b) => b.id === 'b1')!;
    expect([b1.sp, b1.eliminated]).toEqual([1, false]);
    // Free: no PP move.
    expect(s.economy).toEqual(before.economy);
    expect(en(bite.describe(ev('bite/volkssturm-raise', { block: 'b1', city: 'Berlin' }), before).text)).toBe(
      'Volkssturm: XXIII Korps comes back at 1 SP in Berlin, free.',
    );
  });

  it('28.0 (AMB-40): one corps a German city a turn; the next turn the city may raise another', () => {
    let s = withBlocks(game(['ro28']), [block(), block({ name: 'XXIV Korps' })], ['XXIII Korps', 'XXIV Korps']);
    s = run(s, [ev('bite/volkssturm-start', {}), ev('bite/volkssturm-raise', { block: 'b1', city: 'Berlin' })]);
    expect(refusal(canRaiseVolkssturm(s, 'b2', 'berlin'))).toBe(
      'berlin has already raised a corps in June 1941: one a city a turn (28.0, recommended reading).',
    );
    const refused = run(s, [ev('bite/volkssturm-raise', { block: 'b2', city: 'Berlin' })]);
    expect(refused).toBe(s);
    expect(canRaiseVolkssturm(s, 'b2', 'Breslau').ok).toBe(true);
    s = nextTurn(s);
    expect(canRaiseVolkssturm(s, 'b2', 'Berlin').ok).toBe(true);
  });

  it('28.0/13.8.2: the FHQ moved to Berlin because the Soviets are in Germany starts the Volkssturm too', () => {
    const s = run(game(['ro28']), [ev('bite/fhq-berlin', {})]);
    expect(volkssturmOn(s)).toBe(true);
  });
});

describe('30.0 the Chechen rebels', () => {
  it('30.0: not before January 1942; then placed at Grozny free and at full strength, lost, and rebuilt free', () => {
    let s = game(['ro30']);
    expect(refusal(canPlaceChechens(s))).toBe('The Chechen rebels may appear from January 1942 (30.0).');
    expect(run(s, [ev('bite/chechens', { act: 'place', cause: 'axisHeld' })])).toBe(s);
    s = nextTurn(s, 7); // January 1942
    expect(en(chechenSteps(s).at(-1)!)).toBe('The Axis may place the unit at Grozny now, if the condition holds.');
    const before = s;
    s = run(s, [ev('bite/chechens', { act: 'place', cause: 'ungarrisoned' })]);
    expect(optionalOf(s).chechens).toEqual({ onMap: true, placed: 1, turn: s.turn });
    expect(s.economy).toEqual(before.economy); // free
    expect(en(bite.describe(ev('bite/chechens', { act: 'place', cause: 'ungarrisoned' }), before).text)).toBe(
      'Chechen rebels: a mountain unit placed at Grozny, free and at full strength (Grozny not garrisoned).',
    );
    expect(refusal(canPlaceChechens(s))).toMatch(/already on the map/);
    s = run(s, [ev('bite/chechens', { act: 'lost' })]);
    expect(refusal(canLoseChechens(s))).toMatch(/not on the map/);
    expect(en(chechenSteps(s).at(-1)!)).toMatch(/rebuild it free at Grozny/);
    const lost = s;
    s = run(s, [ev('bite/chechens', { act: 'place', cause: 'axisHeld' })]);
    expect(optionalOf(s).chechens?.placed).toBe(2);
    expect(en(bite.describe(ev('bite/chechens', { act: 'place', cause: 'axisHeld' }), lost).text)).toBe(
      'Chechen rebels: their unit rebuilt free at Grozny, at full strength (Grozny held by the Axis).',
    );
  });

  it('30.0: a placement without its cause, or with an unknown act, is refused by the schema', () => {
    const raw = (type: string, payload: unknown): GameEvent => ({ type, payload, at: 1 });
    expect(biteBook.check(raw('bite/chechens', { act: 'place' })).ok).toBe(false);
    expect(biteBook.check(raw('bite/chechens', { act: 'raise', cause: 'axisHeld' })).ok).toBe(false);
    expect(biteBook.check(raw('bite/border-count', { units: -1 })).ok).toBe(false);
    expect(biteBook.check(raw('bite/volkssturm-raise', { block: 'b1', city: '' })).ok).toBe(false);
    expect(biteBook.check(raw('bite/volkssturm-start', { now: true })).ok).toBe(false);
  });
});

describe('27.0/28.0/30.0 in both languages', () => {
  it('every sentence and step reads in Italian and English with its parameters filled', () => {
    let s = withBlocks(nextTurn(game(['ro27', 'ro28', 'ro30']), 7), [block()], ['XXIII Korps']);
    const events = [
      ev('bite/border-count', { units: 1 }),
      ev('bite/border-count', { units: 4 }),
      ev('bite/volkssturm-start', {}),
      ev('bite/volkssturm-raise', { block: 'b1', city: 'Breslau' }),
      ev('bite/chechens', { act: 'place', cause: 'axisHeld' }),
      ev('bite/chechens', { act: 'lost' }),
      ev('bite/chechens', { act: 'place', cause: 'ungarrisoned' }),
    ];
    const texts: Text[] = [...borderSteps(s), ...chechenSteps(s)];
    for (const e of events) {
      texts.push(bite.describe(e, s).text);
      const after = biteBook.reduce(s, e, ctx);
      expect(after, e.type).not.toBe(s);
      s = after;
      texts.push(...borderSteps(s), ...chechenSteps(s));
    }
    for (const c of [canStartVolkssturm(s), canPlaceChechens(s), canCountBorder(s, null), canRaiseVolkssturm(s, 'b1', 'Breslau')])
      if (!c.ok) texts.push(c.error);
    for (const x of texts) {
      for (const lang of [it_, en_]) expect(words(x, lang as Record<string, unknown>), x.key).not.toMatch(/MISSING|\{\w+\}/);
    }
    expect(words(bite.describe(ev('bite/border-count', { units: 1 }), s).text, it_ as Record<string, unknown>)).toBe(
      'Confine turco: solo 1 unità sovietica nel Caucaso, ne servono almeno 3.',
    );
  });
});
