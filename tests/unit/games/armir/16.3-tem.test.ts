// 16.3.1–16.3.3: the Soviet units in the TeM box attack the Tatsinskaya and Morozovsk garrison
// each Soviet combat phase; each step the Axis loses lowers the garrison by one, and at zero
// the airports are captured — otherwise a new combat the next turn. The CRT cells here are
// synthetic, made up for the tests only.
import { describe, expect, it } from 'vitest';
import { fText } from '@/engine';
import type { Evaluation, GameEvent } from '@/engine/types';
import { armir } from '@/games/armir';
import { evaluateTemCombat } from '@/games/armir/combat';
import { currentPhase } from '@/games/armir/sequence';
import type { ArmirState } from '@/games/armir/state';
import { apply, ctxWith, next, physical, setUp } from './helpers';
import { answer, firstRoll } from '../../support/answers';

interface TemUnit {
  cp: number;
  oos?: boolean;
}

/** A game in the Soviet combat phase of `turn`, the TeM box holding `units`, the garrison at `garrison`. */
function atTemCombat(turn: number, garrison: number, units: TemUnit[]): ArmirState {
  let s = setUp();
  for (const [i, u] of units.entries()) {
    s = apply(s, [
      { type: 'armir/offmap-add', payload: { track: 'tem', unit: { name: `Corps ${i + 1}`, cp: u.cp, motorized: true, armored: true, steps: 3 } } },
    ]);
  }
  s = { ...s, tem: { ...s.tem, garrison, units: s.tem.units.map((x, i) => ({ ...x, oos: units[i].oos ?? false })) } };
  s = apply(s, [next]);
  for (let i = 0; i < 60 && !(s.turn === turn && currentPhase(s) === 'soviet-combat'); i++) s = apply(s, [next]);
  expect([s.turn, currentPhase(s)]).toEqual([turn, 'soviet-combat']);
  return s;
}

function card(s: ArmirState, c = ctxWith()): Evaluation {
  const p = armir.procedures(s, c).find((x) => x.id === 'tem-combat');
  if (!p) throw new Error('no TeM combat card');
  return p.evaluate({}, c);
}

const stepKeys = (e: { derivation: { key: string }[] }): string[] => e.derivation.map((d) => d.key);
const ev = (e: Omit<GameEvent, 'at'>): GameEvent => ({ ...e, at: 0 });

describe('16.3.2: each Axis step lost lowers the TeM garrison by one; at zero the airports fall', () => {
  it('16.3.2: garrison 3, the Soviets roll 3 on 4:1 and read "1/1": the garrison drops to 2, the Soviets owe a step, and the combat goes on next turn', () => {
    const c = ctxWith({ '4:1|3': '1/1' });
    let s = atTemCombat(2, 3, [{ cp: 12 }]);
    const r = answer(card(s, c), physical(3));
    expect(r.next).toBeUndefined();
    expect(stepKeys(r)).toContain('armir.tem.again');
    expect(stepKeys(r)).not.toContain('armir.tem.captured');
    expect(r.derivation.find((d) => d.key === 'armir.tem.result')?.params).toMatchObject({ a: 1, from: 3, to: 2 });
    expect(armir.describe(r.events[0] as GameEvent, s).text.key).toBe('armir.journal.temCombat');
    s = apply(s, r.events, c);
    expect(s.tem).toMatchObject({ garrison: 2, capturedOnTurn: null, pendingLosses: 1 });
    // Not captured: next turn's Soviet combat phase offers the TeM combat again.
    for (let i = 0; i < 60 && !(s.turn === 3 && currentPhase(s) === 'soviet-combat'); i++) s = apply(s, [next]);
    expect(armir.procedures(s, c).some((p) => p.id === 'tem-combat')).toBe(true);
  });

  it('16.3.2: the capture is dated by the turn it happens in (turn 3 here), and the journal says the airports fell', () => {
    const c = ctxWith({ '4:1|5': '-/2' });
    let s = atTemCombat(3, 2, [{ cp: 8 }]);
    const r = answer(card(s, c), physical(5));
    expect(r.derivation.find((d) => d.key === 'armir.tem.captured')).toMatchObject({ rule: '16.3.2', tone: 'result' });
    expect(stepKeys(r)).not.toContain('armir.tem.again');
    expect(armir.describe(r.events[0] as GameEvent, s)).toMatchObject({
      text: { key: 'armir.journal.temCaptured', params: { from: 2, to: 0 } },
      category: 'combat',
      rules: ['16.3.2'],
    });
    s = apply(s, r.events, c);
    expect(s.tem).toMatchObject({ garrison: 0, capturedOnTurn: 3, pendingLosses: 0 });
  });

  it('16.3.2: more steps lost than the garrison holds leave it at 0, never below', () => {
    const c = ctxWith({ '4:1|6': '-/3' });
    let s = atTemCombat(2, 1, [{ cp: 4 }]);
    const r = answer(card(s, c), physical(6));
    expect(r.derivation.find((d) => d.key === 'armir.tem.result')?.params).toMatchObject({ from: 1, to: 0 });
    expect(armir.describe(r.events[0] as GameEvent, s).text.params).toMatchObject({ from: 1, to: 0 });
    s = apply(s, r.events, c);
    expect(s.tem).toMatchObject({ garrison: 0, capturedOnTurn: 2 });
  });

  it('16.3.2: a combat that takes no Axis step leaves the garrison as it was', () => {
    const c = ctxWith({ '1:1|1': '2/-' });
    let s = atTemCombat(2, 3, [{ cp: 3 }]);
    const r = answer(card(s, c), physical(1));
    expect(stepKeys(r)).toContain('armir.tem.again');
    s = apply(s, r.events, c);
    expect(s.tem).toMatchObject({ garrison: 3, capturedOnTurn: null, pendingLosses: 2 });
  });

  it('16.3.1, 16.3.2: one combat a phase: a second result in the same phase changes nothing', () => {
    const c = ctxWith({ '4:1|3': '1/1' });
    let s = atTemCombat(2, 3, [{ cp: 12 }]);
    const e = { type: 'armir/tem-combat', payload: { die: 3, column: '4:1', cell: '1/1', attackerLoss: 1, defenderLoss: 1 } };
    s = apply(s, [e], c);
    const again = apply(s, [e], c);
    expect(again.tem).toEqual(s.tem);
    // The card says it is done, and refuses a second combat.
    expect(card(s, c).errors.map((x) => x.key)).toContain('armir.proc.alreadyDone');
  });

  it('16.3.2: airports already captured are never attacked again: no card, an error if asked, and a stray result changes nothing', () => {
    const c = ctxWith({ '4:1|5': '-/2' });
    let s = atTemCombat(3, 2, [{ cp: 8 }]);
    s = apply(s, answer(card(s, c), physical(5)).events, c);
    expect(s.tem.capturedOnTurn).toBe(3);
    for (let i = 0; i < 60 && !(s.turn === 4 && currentPhase(s) === 'soviet-combat'); i++) s = apply(s, [next]);
    expect(armir.procedures(s, c).some((p) => p.id === 'tem-combat')).toBe(false);
    expect(evaluateTemCombat(s, c).errors.map((x) => x.key)).toContain('armir.tem.err.captured');
    const stray = armir.reduce(s, ev({ type: 'armir/tem-combat', payload: { die: 1, column: '4:1', cell: '1/1', attackerLoss: 1, defenderLoss: 1 } }), c);
    expect(stray.tem).toEqual(s.tem);
  });

  it('16.3.2: a garrison at 0 (not yet dated) cannot be attacked either', () => {
    const s = atTemCombat(2, 3, [{ cp: 8 }]);
    const zero = { ...s, tem: { ...s.tem, garrison: 0 } };
    expect(evaluateTemCombat(zero, ctxWith()).errors.map((x) => x.key)).toContain('armir.tem.err.captured');
    expect(evaluateTemCombat(s, ctxWith()).errors).toEqual([]);
  });

  it('16.3.2, 16.3 (garrison rolls after the capture, a setting): airports taken stay taken even when the garrison grew again', () => {
    const s = atTemCombat(4, 2, [{ cp: 8 }]);
    const regrown = { ...s, tem: { ...s.tem, garrison: 1, capturedOnTurn: 3 } };
    expect(evaluateTemCombat(regrown, ctxWith()).errors.map((x) => x.key)).toEqual(['armir.tem.err.captured']);
  });

  it('16.3.1: an empty Soviet box attacks nothing', () => {
    const s = atTemCombat(2, 3, [{ cp: 8 }]);
    const empty = { ...s, tem: { ...s.tem, units: [] } };
    const e = evaluateTemCombat(empty, ctxWith());
    expect(e.errors.map((x) => x.key)).toEqual(['armir.tem.err.noUnits']);
    expect(e.derivation.find((d) => d.key === 'armir.tem.attack')?.params).toMatchObject({ parts: '0', value: 0 });
    expect(armir.procedures(empty, ctxWith()).some((p) => p.id === 'tem-combat')).toBe(false);
  });

  it('16.3.2: before the roll, the outcomes that take the whole garrison are shown as good for the Soviets, with their exact odds', () => {
    // Garrison 2 at 4:1: rows 1-2 take 1 step, rows 3-4 take 2, rows 5-6 take 3.
    const c = ctxWith({ '4:1|1': '1/1', '4:1|2': '1/1', '4:1|3': '-/2', '4:1|4': '-/2', '4:1|5': '-/3', '4:1|6': '-/3' });
    const s = atTemCombat(2, 2, [{ cp: 8 }]);
    const odds = firstRoll(card(s, c))!.odds;
    const by = (id: string) => odds.find((o) => o.id === id)!;
    expect([by('cell:1/1').tone, fText(by('cell:1/1').p)]).toEqual(['neutral', '1/3']);
    expect([by('cell:-/2').tone, fText(by('cell:-/2').p)]).toEqual(['good', '1/3']);
    expect([by('cell:-/3').tone, fText(by('cell:-/3').p)]).toEqual(['good', '1/3']);
    expect(by('cell:1/1').label).toEqual({ key: 'armir.combat.outcome', params: { cell: '1/1' } });
    // The roll shown is one d6 named for the TeM combat, and a rolled face lights its outcome.
    const q = firstRoll(card(s, c))!;
    expect(q.roll).toMatchObject({ label: { key: 'armir.tem.roll' }, rule: '16.3.2' });
    expect(q.roll.dice).toHaveLength(1);
    expect([q.outcomeOf([1]), q.outcomeOf([3]), q.outcomeOf([6])]).toEqual(['cell:1/1', 'cell:-/2', 'cell:-/3']);
  });

  it('16.3.2: rows of the chart not entered, or entered wrongly, are shown as rows to read off the paper chart', () => {
    const c = ctxWith({ '4:1|1': '1/1', '4:1|2': 'zz' });
    const odds = firstRoll(card(atTemCombat(2, 2, [{ cp: 8 }]), c))!.odds;
    expect(odds.find((o) => o.id === 'cell:1/1')?.tone).toBe('neutral');
    expect(odds.filter((o) => o.tone === 'unknown')).toHaveLength(5);
    expect(odds.some((o) => o.id.includes('zz'))).toBe(false);
  });
});

describe('16.3.3: the TeM box attacks as one group, OOS units halved (8.3), the total rounded up (1.4)', () => {
  const attack = (units: TemUnit[]) => card(atTemCombat(2, 1, units)).derivation.find((d) => d.key === 'armir.tem.attack')?.params;
  const column = (units: TemUnit[], garrison: number) =>
    card(atTemCombat(2, garrison, units)).derivation.find((d) => ['armir.combat.column', 'armir.combat.aboveLast', 'armir.combat.belowFirst'].includes(d.key))
      ?.params?.col;

  it('16.3.3: 5 and 4, both OOS: (5 + 4) ÷ 2 = 4½, rounded up to 5 — not 2½ + 2 rounded unit by unit', () => {
    expect(
      attack([
        { cp: 5, oos: true },
        { cp: 4, oos: true },
      ]),
    ).toMatchObject({ value: 5 });
  });

  it('16.3.3: 5 OOS and 4 in supply: 2½ + 4 = 6½, rounded up to 7', () => {
    expect(attack([{ cp: 5, oos: true }, { cp: 4 }])).toMatchObject({ value: 7 });
  });

  it('16.3.3: units in supply count in full: 6 + 3 = 9', () => {
    expect(attack([{ cp: 6 }, { cp: 3 }])).toMatchObject({ value: 9 });
  });

  it('16.3.2: the strength ratio is calculated normally: 9 against a garrison of 3 is 3:1, 4 against 3 is 1:1', () => {
    expect(column([{ cp: 9 }], 3)).toBe('3:1');
    expect(column([{ cp: 4 }], 3)).toBe('1:1');
  });
});

describe('16.3.2: the TeM combat card reads like any combat, without shifts', () => {
  it('16.3.2, 16.3.3: the derivation names each unit (OOS halved), the garrison, the ratio and that no shift applies', () => {
    const e = card(atTemCombat(2, 3, [{ cp: 5, oos: true }, { cp: 4 }]));
    expect(e.errors).toEqual([]);
    expect(e.derivation.map((d) => d.key)).toEqual([
      'armir.tem.attack',
      'armir.tem.defence',
      'armir.combat.ratio',
      'armir.combat.column',
      'armir.tem.noShifts',
    ]);
    const at = (key: string) => e.derivation.find((d) => d.key === key);
    expect(at('armir.tem.attack')).toMatchObject({ rule: '16.3.2', params: { parts: '5÷2 [OOS] + 4', value: 7 } });
    expect(at('armir.tem.defence')).toMatchObject({ rule: '16.3.2', params: { value: 3 } });
    expect(at('armir.combat.ratio')).toMatchObject({ rule: '12.1', params: { a: 7, d: 3 } });
    expect(at('armir.combat.column')).toMatchObject({ rule: '12.1', params: { col: '2:1' } });
    expect(at('armir.tem.noShifts')).toMatchObject({ rule: '16.3.2' });
  });

  it('12.1, 16.3.2: beyond the last column the last is used, below the first the first, each said so; a garrison of 0 shows no ratio', () => {
    const keys = (s: ArmirState) => evaluateTemCombat(s, ctxWith()).derivation.map((d) => d.key);
    const above = card(atTemCombat(2, 1, [{ cp: 20 }])).derivation.find((d) => d.key === 'armir.combat.aboveLast');
    expect(above).toMatchObject({ rule: '12.1', params: { col: '7:1' } });
    const below = card(atTemCombat(2, 5, [{ cp: 2 }])).derivation.find((d) => d.key === 'armir.combat.belowFirst');
    expect(below).toMatchObject({ rule: '12.1', params: { col: '1:2' } });
    const s = atTemCombat(2, 3, [{ cp: 8 }]);
    expect(keys(s)).toContain('armir.combat.ratio');
    expect(keys({ ...s, tem: { ...s.tem, garrison: 0 } })).not.toContain('armir.combat.ratio');
  });

  it('16.3.2: a box whose units add up to no attack strength cannot attack', () => {
    const s = atTemCombat(2, 3, [{ cp: 4 }]);
    const zero = { ...s, tem: { ...s.tem, units: s.tem.units.map((u) => ({ ...u, cp: 0 })) } };
    const e = evaluateTemCombat(zero, ctxWith());
    expect(e.errors.map((x) => x.key)).toEqual(['armir.combat.err.zeroAttack']);
    expect(e.resolve({ rolls: {}, cells: {}, choices: {} }).next).toBeUndefined();
  });

  it('16.3.2: the die is read as rolled (no modifier), the cell asked off the paper chart when not entered, a bad cell asked again', () => {
    const s = atTemCombat(2, 3, [{ cp: 12 }]);
    const e = card(s, ctxWith());
    const unrolled = e.resolve({ rolls: {}, cells: {}, choices: {} });
    expect([unrolled.derivation, unrolled.events, unrolled.next?.kind]).toEqual([[], [], 'roll']);
    const asked = answer(e, physical(4));
    expect(asked.derivation[0]).toMatchObject({ key: 'armir.combat.rolled', params: { die: 4, drm: 0, total: 4 }, rule: '16.3.2' });
    expect(asked.next).toMatchObject({ kind: 'cell', lookup: { column: '4:1', row: '4' } });
    expect(asked.events).toEqual([]);
    const bad = answer(e, physical(4), { cells: ['x/y'] });
    expect(bad.derivation.find((d) => d.key === 'armir.combat.badCell')).toMatchObject({ params: { cell: 'x/y' }, rule: '12.2', tone: 'error' });
    expect(bad.next?.kind).toBe('cell');
    expect(bad.events).toEqual([]);
    const good = answer(e, physical(4), { cells: ['1/2'] });
    const at = (key: string) => good.derivation.find((d) => d.key === key);
    expect(at('armir.combat.cell')).toMatchObject({ params: { col: '4:1', row: '4', cell: '1/2', rule: '' }, rule: '12.2', tone: 'result' });
    expect(at('armir.tem.result')).toMatchObject({ params: { a: 1, from: 3, to: 1 }, rule: '16.3.2', tone: 'result' });
    expect(at('armir.tem.again')).toMatchObject({ rule: '16.3.2' });
    expect(good.events[0]).toMatchObject({ type: 'armir/tem-combat', payload: { die: 4, column: '4:1', cell: '1/2', attackerLoss: 1, defenderLoss: 2 } });
  });
});
