// 9.0–9.4, A7, A13–A15 (issue point 5): the strategic bombardment along its chain: the radio
// call, then one hex per battery left — what stands there, the battery, terrain and protection
// — each battery's black dice with their exact odds, the budget spent, each hex journaled.
import { describe, expect, it } from 'vitest';
import type { Answers, Evaluation, GameEvent, RolledDice } from '@/engine/types';
import { answersOf, walk } from '@/engine/resolution';
import { eqF, frac, sumF } from '@/engine/fraction';
import { faceIndex } from '@/games/war-to-axis/dice';
import { wtaBook } from '@/games/war-to-axis/events';
import { strategicProcedure } from '@/games/war-to-axis/procedures';
import type { RollQuestion } from '@/engine/types';
import { ctxWith, ev, game, run } from './helpers';

const black = (...ids: string[]): RolledDice => ({ faces: ids.map((i) => faceIndex('black', i)), source: 'physical' });
function play(e: Evaluation, a: Partial<Answers>) {
  const w = walk(e, answersOf(a));
  return { pending: w.pending, events: w.pending ? [] : w.resolution.events, derivation: w.resolution.derivation };
}

/** Allies on R option d with d6 3: three batteries (scenario lines 2 × 3 dice and 1 × 4 dice, A7). */
function rOptionD() {
  return run(game('advanced'), [ev('wta/advanced-roll', { side: 'allies', yellow: 'R', d6: 3, group: 'R', rOption: 'd' })]);
}

describe('9.3–9.4: the chain of a strategic bombardment', () => {
  it('9.3 (TD-83): a failed radio call spends the HQ action only: no hex is asked, batteries unchanged', () => {
    const s = rOptionD();
    const e = strategicProcedure(s, 'allies', ctxWith()).evaluate({ hq: 'u3' }, ctxWith());
    const r = play(e, { rolls: { radio: black('ap', 'flag', 'explosion') } });
    expect(r.pending).toBeUndefined();
    expect(r.events.map((x: GameEvent) => x.type)).toEqual(['wta/activate', 'wta/noted']);
    const after = run(s, r.events);
    expect(after.sides.allies).toMatchObject({ batteriesUsed: 0, groupClosed: false });
  });

  it('9.3, 9.4 (TD-82): on contact every battery left bombards one hex each, in turn; the budget is spent and the group closed', () => {
    const s = rOptionD();
    const e = strategicProcedure(s, 'allies', ctxWith()).evaluate({ hq: 'u3' }, ctxWith());
    expect(e.errors).toEqual([]);
    // The radio first, then hex 1: what stands there.
    expect(play(e, {}).pending?.id).toBe('radio');
    expect(play(e, { rolls: { radio: black('radio', 'ap', 'ap') } }).pending?.id).toBe('hex1');
    // Hex 1: the Panzer IV (medium armour, −1, 5.6); two kinds of battery left: which fires (A7).
    const base = { rolls: { radio: black('radio', 'ap', 'ap') }, choices: { hex1: 'u6' } };
    expect(play(e, base).pending?.id).toBe('line1');
    const chosen1 = { ...base, choices: { ...base.choices, line1: '1', terrain1: '0', cover1: 'open' } };
    const q1 = play(e, chosen1).pending as RollQuestion;
    expect(q1.id).toBe('battery1');
    // 4 dice − 1 for medium armour = 3 black dice; no loss = no explosion among 3: (5/6)^3, exact.
    expect(q1.roll.dice).toHaveLength(3);
    expect(eqF(sumF(q1.odds.map((o) => o.p)), frac(1, 1))).toBe(true);
    expect(eqF(q1.odds.find((o) => o.id === 'losses-0')!.p, frac(125, 216))).toBe(true);
    // Hex 2 empty: only the 3-dice line is left, nothing to choose; hex 3 a unit not on the roster, in a trench, terrain +1.
    const all = {
      rolls: {
        radio: black('radio', 'ap', 'ap'),
        battery1: black('explosion', 'explosion', 'ap'),
        battery3: black('explosion', 'explosion', 'explosion', 'flag'),
      },
      choices: { ...chosen1.choices, hex2: 'empty', hex3: 'typed', armour3: 'none', terrain3: '1', cover3: 'trench' },
    };
    const r = play(e, all);
    expect(r.pending).toBeUndefined();
    expect(r.events.map((x) => x.type)).toEqual([
      'wta/activate',
      'wta/strategic',
      'wta/strategic-hex',
      'wta/fire-result',
      'wta/strategic-hex',
      'wta/strategic-hex',
    ]);
    expect(r.events[2].payload).toEqual({ side: 'allies', hex: 1, what: 'unit', unit: 'u6', dice: 3, explosions: 2, losses: 2 });
    expect(r.events[3].payload).toMatchObject({ unit: 'u6', losses: 2 });
    expect(r.events[4].payload).toMatchObject({ hex: 2, what: 'empty', dice: 0 });
    // 3 dice + 1 terrain = 4; the trench absorbs the first hit (4.3.4) and ≥2 explosions remove it: 3 − 1 = 2 losses.
    expect(r.events[5].payload).toEqual({ side: 'allies', hex: 3, what: 'typed', unit: null, dice: 4, explosions: 3, losses: 2 });
    const after = run(s, r.events);
    expect(after.sides.allies).toMatchObject({ batteriesUsed: 3, batteriesAvailable: 3, groupClosed: true });
    expect(after.units.find((u) => u.id === 'u6')?.elements).toBe(2);
    // Each hex is journaled with its rule.
    const d = wtaBook.describe(r.events[2], s);
    expect(d.text.key).toBe('wta.books.journal.strategicHex');
    expect(d.rules).toContain('9.4');
  });

  it('9.4: each hex is attacked once: a unit bombarded earlier in the chain is not offered again', () => {
    const s = rOptionD();
    const e = strategicProcedure(s, 'allies', ctxWith()).evaluate({ hq: 'u3' }, ctxWith());
    const r = play(e, {
      rolls: { radio: black('radio', 'ap', 'ap'), battery1: black('ap', 'ap', 'ap') },
      choices: { hex1: 'u6', line1: '1', terrain1: '0', cover1: 'open' },
    });
    expect(r.pending?.id).toBe('hex2');
    const ids = (r.pending as { options: { id: string }[] }).options.map((o) => o.id);
    expect(ids).not.toContain('u6');
    expect(ids).toContain('u5');
  });

  it('A14: a friendly unit in the chain is bombarded like any other, with a warning', () => {
    const s = rOptionD();
    const e = strategicProcedure(s, 'allies', ctxWith()).evaluate({ hq: 'u3' }, ctxWith());
    const r = play(e, { rolls: { radio: black('radio', 'ap', 'ap') }, choices: { hex1: 'u2', line1: '0', terrain1: '0', cover1: 'open' } });
    expect(r.derivation.some((x) => x.key === 'wta.books.strategic.friendly' && x.tone === 'warning')).toBe(true);
  });

  it('12.2: a hidden marker in the chain: its armour is asked (what it is is sealed) and −2 dice', () => {
    const s = run(rOptionD(), [ev('wta/marker-add', { side: 'axis', group: 'A', marker: 4, seal: '0123456789abcdef' })]);
    const e = strategicProcedure(s, 'allies', ctxWith()).evaluate({ hq: 'u3' }, ctxWith());
    const mk = s.units.find((u) => u.seal)!.id;
    const r = play(e, { rolls: { radio: black('radio', 'ap', 'ap') }, choices: { hex1: mk, line1: '1', armour1: 'none', terrain1: '0', cover1: 'open' } });
    expect((r.pending as RollQuestion).roll.dice).toHaveLength(2);
  });

  it('A7: a scenario that lists no battery asks the dice of each battery before anything', () => {
    let s = run(game('advanced'), [ev('wta/advanced-roll', { side: 'axis', yellow: 'R', d6: 2, group: 'R', rOption: 'd' })]);
    s = { ...s, scenario: { ...s.scenario, sides: { ...s.scenario.sides, axis: { ...s.scenario.sides.axis, artillery: [] } } } };
    s = { ...s, sides: { ...s.sides, axis: { ...s.sides.axis, batteriesAvailable: 2 } } };
    const p = strategicProcedure(s, 'axis', ctxWith());
    expect(p.evaluate({ hq: 'u5' }, ctxWith()).errors.map((x) => x.key)).toEqual(['wta.books.strategic.noBatteryDice']);
    expect(p.evaluate({ hq: 'u5', batteryDice: 3 }, ctxWith()).errors).toEqual([]);
  });
});
