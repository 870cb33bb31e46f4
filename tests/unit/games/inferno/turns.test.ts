// Inferno over several turns, as players at a table meet it: supply checks corrected in the
// same phase (11.5), the optional rules' rolls in words (15.1), the third reduction (10.2),
// what recovery cannot do (10.3) and the VP after turn 14 (14.0).
import { describe, expect, it } from 'vitest';
import { inferno } from '@/games/inferno';
import { evaluateRecovery, rpIncomeProcedure, supplyProcedure } from '@/games/inferno/procedures';
import { vpOf } from '@/games/inferno/rules';
import type { InfernoState } from '@/games/inferno/state';
import { ctxWith, ev, freeze, run, start, unit } from './helpers';
import { answer } from '../../support/answers';

const ctx = ctxWith();
const opts = { replacements: true, defensiveAbility: true };
/** An Italian Supply Phase (phase index 4) on `turn`. */
const itSupply = (s: InfernoState, turn: number): InfernoState => ({ ...s, turn, phaseIndex: 4 });
const supply = (id: string, st: string) => ev('inferno/supply', { id, supply: st });
const brigade = (): InfernoState => run(start(opts), [ev('inferno/add-unit', unit({ name: 'Brig. Mantova', side: 'it' }))]);

describe('11.5: a supply check corrected in the same phase', () => {
  it('11.5: OOS again brings attrition; corrected to supplied in the same phase, the −2 is taken back', () => {
    let s = run(itSupply(brigade(), 3), [supply('u1', 'out')]);
    s = run(itSupply(s, 4), [supply('u1', 'out')]);
    expect([s.units[0].efficiency, s.units[0].oosStreak]).toEqual([2, 2]);
    s = run(s, [supply('u1', 'supplied')]);
    expect([s.units[0].efficiency, s.units[0].oosStreak, s.units[0].supply]).toEqual([0, 0, 'supplied']);
    // And back to OOS in the same phase: the attrition again, once.
    s = run(s, [supply('u1', 'out')]);
    expect([s.units[0].efficiency, s.units[0].oosStreak]).toEqual([2, 2]);
  });
  it('11.5, 10.2, 14.0, 15.1: an attrition that cost a step, corrected to LS, gives back the step, the VP and the RP', () => {
    let s = run(itSupply(brigade(), 3), [ev('inferno/reduce', { id: 'u1', count: 1 }), supply('u1', 'out')]);
    s = run(itSupply(s, 4), [supply('u1', 'out')]);
    // −1 and 2 more: the third reduction costs a step (10.2): reduced side at −0... then −1.
    expect([s.units[0].stepsLeft, s.units[0].efficiency, vpOf(s, ctx.settings).total, s.rp.it]).toEqual([1, 0, 11, 1]);
    s = run(s, [supply('u1', 'low')]);
    expect([s.units[0].stepsLeft, s.units[0].efficiency, s.units[0].supply, vpOf(s, ctx.settings).total, s.rp.it]).toEqual([2, 1, 'low', 10, 0]);
  });
  it('11.5: checked "supplied" by mistake, then OOS in the same phase: the attrition the marker calls for comes', () => {
    let s = run(itSupply(brigade(), 3), [supply('u1', 'out')]);
    s = run(itSupply(s, 4), [supply('u1', 'supplied'), supply('u1', 'out')]);
    expect(s.units[0].efficiency).toBe(2);
    // The card warns of it before the tap.
    const e = supplyProcedure(itSupply(run(itSupply(brigade(), 3), [supply('u1', 'out')]), 4)).evaluate({ unit: 'u1', noLine: true, length: null }, ctx);
    expect(e.derivation.map((d) => d.key)).toContain('inferno.supply.attrition');
  });
  it('11.5: a correction never mutates the state (undo-safety)', () => {
    let s = run(itSupply(brigade(), 3), [supply('u1', 'out')]);
    s = freeze(run(itSupply(s, 4), [supply('u1', 'out')]));
    expect(() => run(s, [supply('u1', 'supplied')])).not.toThrow();
  });
});

describe('15.1: the replacement rolls in words', () => {
  const card = (s: InfernoState) => rpIncomeProcedure(s, ctx);
  it('15.1: the unpreparedness card once done names the die and the point: "die 1: +1"', () => {
    const s = { ...start(opts), turn: 2, phaseIndex: 5 };
    const after = run(s, answer(card(s).evaluate({}, ctx), { faces: [1], source: 'physical' }).events);
    expect(card(after).done).toEqual({ key: 'inferno.done.rpRoll', params: { roll: 1, delta: '+1' } });
    expect(after.rp.it).toBe(1);
  });
  it('15.1: on the turn Brusilov comes the card says so, and nothing is taken off until the next Reinforcement Phase', () => {
    let s: InfernoState = { ...start(opts), turn: 11, phaseIndex: 1, rp: { ah: 3, it: 0 } };
    s = run(s, answer(card(s).evaluate({}, ctx), { faces: [2], source: 'physical' }).events);
    expect([s.rp.ah, s.brusilovTurn]).toEqual([3, 11]);
    expect(card(s).done).toEqual({ key: 'inferno.done.brusilov', params: { roll: 2 } });
    expect(card(s).body?.key).toBe('inferno.proc.brusilovBody');
    s = { ...s, turn: 12 };
    expect(card(s).body?.key).toBe('inferno.proc.brusilovDrain');
    const r = answer(card(s).evaluate({}, ctx), null);
    expect(r.derivation.map((d) => d.key)).toEqual(['inferno.proc.rpLose']);
    s = run(s, r.events);
    expect(s.rp.ah).toBe(2);
    expect(card(s).done).toEqual({ key: 'inferno.done.rp', params: { delta: '−1' } });
  });
  it('15.1 (A25): with no point left the Brusilov card says there is none to take off', () => {
    const s: InfernoState = { ...start(opts), turn: 13, phaseIndex: 1, brusilovTurn: 11 };
    const r = answer(card(s).evaluate({}, ctx), null);
    expect(r.derivation.map((d) => d.key)).toEqual(['inferno.proc.rpLoseNone']);
    expect(run(s, r.events).rp.ah).toBe(0);
  });
});

describe('Efficiency (10.1–10.3)', () => {
  it('10.2: the third −1 EdC tapped on the roster flips the brigade to its reduced side: +1 VP, +1 Italian RP', () => {
    let s = brigade();
    s = run(s, [ev('inferno/reduce', { id: 'u1', count: 1 }), ev('inferno/reduce', { id: 'u1', count: 1 })]);
    expect([s.units[0].efficiency, s.units[0].stepsLeft]).toEqual([2, 2]);
    s = run(s, [ev('inferno/reduce', { id: 'u1', count: 1 })]);
    expect([s.units[0].efficiency, s.units[0].stepsLeft, vpOf(s, ctx.settings).total, s.rp.it]).toEqual([0, 1, 11, 1]);
    // 10.2: a two-step unit is removed after its second step: three more.
    s = run(s, [ev('inferno/reduce', { id: 'u1', count: 3 })]);
    expect([s.units[0].eliminated, vpOf(s, ctx.settings).total]).toEqual([true, 12]);
  });
  it('10.3: a reduced unit with no marker has nothing to recover — it never returns to full strength', () => {
    let s = run(brigade(), [ev('inferno/reduce', { id: 'u1', count: 3 })]);
    s = { ...s, turn: 4, phaseIndex: 6, rp: { ah: 0, it: 2 } };
    expect(evaluateRecovery(s, 'u1', true, true).errors.map((e) => e.key)).toContain('inferno.err.recoveryNothing');
  });
});

describe('14.0: the end of the game', () => {
  it('14.0: after turn 14 the VP track reads as the final result, no longer a standing', () => {
    const s: InfernoState = { ...start(opts), turn: 14, phaseIndex: 7, vpAdjust: 25 };
    const before = inferno.tracks(s, ctx).find((t) => t.id === 'vp')!;
    expect(before.detail?.key).toBe('inferno.track.vpDetail');
    const over = run(s, [ev('core/next-phase')]);
    expect(over.over).toBe(true);
    const tile = inferno.tracks(over, ctx).find((t) => t.id === 'vp')!;
    expect([tile.value, tile.detail?.key]).toEqual([35, 'inferno.track.vpFinal']);
    expect(inferno.victory(over, ctx)?.final).toBe(true);
  });
});
