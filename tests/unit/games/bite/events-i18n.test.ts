// BITE's state and events (strict schemas, the roster, a battle's damage landing on it) and its messages.
import { describe, expect, it } from 'vitest';
import it_ from '@/games/bite/i18n/it.json';
import en_ from '@/games/bite/i18n/en.json';
import { biteBook, ev } from '@/games/bite/events';
import { setupState, currentMonth, blockTech } from '@/games/bite/state';
import { DATED_EVENTS, SEQUENCE, phaseReminders, REMINDERS, SCENARIOS } from '@/games/bite/calendar';
import { interpretations, options } from '@/games/bite/settings';
import { weatherEffects, weatherChartSpec } from '@/games/bite/weather';
import { capabilities, CLASSES, NATIONS } from '@/games/bite/tech';
import { makeChartAccess, noAnswers, walk } from '@/engine';
import { evaluateBattle } from '@/games/bite/battle';
import type { Answers } from '@/engine/types';
import type { GameEvent, RulesContext, Text } from '@/engine/types';

const ctx: RulesContext = { settings: {}, charts: makeChartAccess([weatherChartSpec], []) };
const run = (events: GameEvent[], s = setupState('SBE3', { advanced: true })) => events.reduce((st, e) => biteBook.reduce(st, e, ctx), s);
const block = {
  name: '11. Armee',
  nation: 'germany' as const,
  cls: 'infantry' as const,
  maxSp: 4,
  sp: 4,
  colours: ['black', 'black', 'white', 'red'] as ('black' | 'white' | 'red')[],
  shield: false,
  mountain: false,
  ski: false,
  zeroBase: false,
  supplied: true,
};

describe('BITE state and events', () => {
  it('the sequence walks A → D month by month and ends after the last turn (SBE3: November 1941)', () => {
    let s = setupState('SBE3', {});
    for (let i = 0; i < SEQUENCE.length; i++) s = biteBook.reduce(s, { type: 'core/next-phase', at: 0 }, ctx);
    expect([s.turn, currentMonth(s)]).toEqual([2, { year: 1941, month: 7 }]);
    for (let i = 0; i < SEQUENCE.length * 5; i++) s = biteBook.reduce(s, { type: 'core/next-phase', at: 0 }, ctx);
    expect(s.over).toBe(true);
    expect(s.turn).toBe(6);
  });
  it("the roster: a block with the colour of each SP step; a battle's damage and eliminations land on it", () => {
    let s = run([ev('bite/block-add', { block }), ev('bite/block-add', { block: { ...block, name: 'Art', cls: 'artillery' } })]);
    expect(s.blocks.map((b) => b.id)).toEqual(['b1', 'b2']);
    s = run(
      [
        ev('bite/battle', {
          rounds: 2,
          units: [
            { id: 'b1', name: '11. Armee', side: 'attacker', sp: 2, fate: 'in' },
            { id: 'b2', name: 'Art', side: 'attacker', sp: 0, fate: 'eliminated' },
            { id: 'typed', name: 'T', side: 'defender', sp: 1, fate: 'in' },
          ],
        }),
      ],
      s,
    );
    expect(s.blocks.map((b) => [b.sp, b.eliminated])).toEqual([
      [2, false],
      [0, true],
    ]);
    expect(blockTech(s, s.blocks[0])).toBe(2);
  });
  it('strict schemas refuse what does not belong, in words, and change nothing', () => {
    expect(biteBook.check({ type: 'bite/block-add', payload: { block: { ...block, colours: ['black'] } }, at: 1 }).ok).toBe(false);
    expect(biteBook.check({ type: 'bite/block-add', payload: { block: { ...block, extra: 1 } }, at: 1 }).ok).toBe(false);
    expect(biteBook.check({ type: 'bite/weather', payload: { year: 1942, month: 5, weather: 'hail' }, at: 1 }).ok).toBe(false);
    expect(biteBook.check({ type: 'bite/weather', payload: { year: 1942, month: 5, weather: 'rain', faces: [5] }, at: 1 }).ok).toBe(true);
    const s = setupState('SBE3', {});
    expect(biteBook.reduce(s, { type: 'bite/block-edit', payload: { id: 'nope', patch: { sp: 2 } }, at: 0 }, ctx)).toBe(s);
    const w = run([ev('bite/weather', { year: 1941, month: 10, weather: 'rain', faces: [5] })]);
    expect(w.weather['1941-10']).toEqual({ weather: 'rain', faces: [5] });
  });
});

function flatten(obj: unknown, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(obj as Record<string, unknown>)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out[key] = v;
    else Object.assign(out, flatten(v, key));
  }
  return out;
}
const ph = (s: string) => [...new Set([...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]))].sort();
function keysOf(x: unknown, out: Set<string> = new Set()): Set<string> {
  if (Array.isArray(x)) x.forEach((y) => keysOf(y, out));
  else if (x && typeof x === 'object') {
    const t = x as Partial<Text>;
    if (typeof t.key === 'string' && t.key.startsWith('bite.')) out.add(t.key);
    Object.values(x).forEach((y) => keysOf(y, out));
  }
  return out;
}

describe('BITE messages', () => {
  const itM = flatten(it_);
  const en = flatten(en_);
  it('Italian and English have the same keys and the same parameters, under bite.*, with no vue-i18n syntax', () => {
    expect(Object.keys(itM).sort()).toEqual(Object.keys(en).sort());
    for (const k of Object.keys(itM)) {
      expect(k.startsWith('bite.')).toBe(true);
      expect(ph(itM[k]), k).toEqual(ph(en[k]));
      // Plural forms ("{n} hex | {n} hexes") are the one piece of vue-i18n syntax allowed.
      expect(/[@|$]/.test((itM[k] + en[k]).replaceAll(' | ', ' ')), k).toBe(false);
    }
  });
  it('every message the rules use exists', () => {
    const used = new Set<string>();
    const all = {
      advanced: true,
      optional: [
        '14.0',
        '16.0',
        '17.0',
        '19.0',
        '23.0',
        '24.0',
        '25.0',
        '26.0',
        '28.0',
        '29.0',
        '30.0',
        '31.0',
        '32.0',
        '33.0',
        '34.0',
        '35.0',
        '36.0',
        '37.0',
        '39.0',
      ] as const,
    };
    for (const p of SEQUENCE)
      for (let m = 1; m <= 12; m++) keysOf(phaseReminders(p.id, { advanced: true, optional: [...all.optional] }, { year: 1943, month: m }), used);
    keysOf([SEQUENCE, DATED_EVENTS, SCENARIOS, interpretations, options, REMINDERS && []], used);
    for (const w of ['fair', 'lightRain', 'rain', 'snow'] as const) keysOf(weatherEffects(w, { advanced: true, optional: ['19.0'] }), used);
    for (const n of NATIONS) for (const c of CLASSES) for (const t of [1, 2, 3] as const) keysOf(capabilities(n, c, t), used);
    // A battle with every step, walked to its end: its words and its questions.
    const e = evaluateBattle({
      units: [
        { id: 'a', name: 'A', side: 'attacker', nation: 'germany', cls: 'armour', tech: 2, sp: 4, maxSp: 4, supplied: true, crosses: true },
        { id: 'r', name: 'R', side: 'attacker', nation: 'germany', cls: 'artillery', tech: 2, sp: 4, maxSp: 4, supplied: true },
        { id: 'f', name: 'F', side: 'attacker', nation: 'germany', cls: 'fighter', tech: 2, sp: 2, maxSp: 2, supplied: true },
        { id: 's', name: 'S', side: 'defender', nation: 'ussr', cls: 'infantry', tech: 1, sp: 7, maxSp: 7, supplied: true, shield: true },
        { id: 't', name: 'T', side: 'defender', nation: 'ussr', cls: 'infantry', tech: 1, sp: 3, maxSp: 3, supplied: true },
        { id: 'v', name: 'V', side: 'defender', nation: 'ussr', cls: 'fighter', tech: 1, sp: 1, maxSp: 1, supplied: true },
      ],
      hex: { terrain: 'forest', city: 'major', crossing: 'river' },
      weather: 'fair',
      round: 1,
      recon: false,
      situations: { firstWinter: true },
      layers: { advanced: true, optional: ['19.0', '33.0'] },
    });
    let a: Answers = noAnswers();
    for (let k = 0; k < 200; k++) {
      const w = walk(e, a);
      keysOf([e.derivation, w.resolution.derivation, w.pending], used);
      if (!w.pending) break;
      const q = w.pending;
      if (q.kind === 'roll') a = { ...a, rolls: { ...a.rolls, [q.id]: { faces: q.roll.dice.map((_, i) => (i % 2 ? 6 : 2)), source: 'app' } } };
      else if (q.kind === 'choice')
        a = {
          ...a,
          choices: {
            ...a.choices,
            [q.id]:
              q.id.includes('retreat') && q.id.startsWith('r3')
                ? 'all'
                : q.id.includes('retreat') && q.id.startsWith('r2.retreat.d')
                  ? 'some'
                  : q.options[q.options.length - 1].id,
          },
        };
    }
    const missing = [...used].filter((k) => !(k in en) && k !== 'bite.weather');
    expect(missing).toEqual([]);
  });
});
