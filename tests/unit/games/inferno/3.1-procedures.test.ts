// 3.1 with 5.1, 7.0, 10.3, 11.4, 12.3, 12.4, 13.0, 15.1, 15.2: the cards each phase of a turn
// shows, with their rule, title, body and whether they must be done, and what each card's
// calculator says.
import { describe, expect, it } from 'vitest';
import type { Evaluation, RolledDice } from '@/engine/types';
import {
  defensiveAbilityProcedure,
  evaluateRecovery,
  procedures,
  quickCombatProcedure,
  reinforcementsProcedure,
  rpIncomeProcedure,
  supplyProcedure,
} from '@/games/inferno/procedures';
import type { InfernoState } from '@/games/inferno/state';
import { ctxWith, ev, run, start, unit } from './helpers';
import { lines, show } from './lines';
import { answer, firstRoll } from '../../support/answers';

const ctx = ctxWith();
/** Ivrea and Salerno frozen (12.4), an A-H unit, and an Italian unit entering on turn 2 (13.0). */
const base = run(start({ replacements: true, defensiveAbility: true }), [
  ev('inferno/add-unit', unit({ name: 'Ivrea', side: 'it', frozen: true })),
  ev('inferno/add-unit', unit({ name: 'Salerno', side: 'it', frozen: true })),
  ev('inferno/add-unit', unit({ name: 'KJ', side: 'ah' })),
  ev('inferno/add-unit', unit({ name: 'Late', side: 'it', entryTurn: 2 })),
]);
const cards = (turn: number, phaseIndex: number) =>
  procedures({ ...base, turn, phaseIndex }, ctx).map((c) =>
    [c.id, c.rule, show(c.title), show(c.body), c.required ? 'required' : '', c.skip ? show(c.skip.label) : '', c.done ? show(c.done) : '']
      .filter((x) => x)
      .join(' | '),
  );

describe('3.1: the cards of each phase, turns 1 to 3 (A-H phases 0–3, Italian 4–7)', () => {
  const table: [number, number, string[]][] = [
    [1, 0, ['supply | 11.4 | proc.supply | proc.supplyBody(left=1 total=1) | required']],
    [
      1,
      1,
      [
        'reinforcements | 13.0 | proc.reinforcements | proc.reinforcementsBodyAh(list=—)',
        'rp-income | 15.1 | proc.rpIncome(side=sides.ah) | proc.rpAuto | required',
      ],
    ],
    [
      1,
      2,
      [
        'recovery | 10.3 | proc.recovery | proc.recoveryBody',
        'artilleryMove | 12.3 | proc.artilleryMove | proc.artilleryMoveBody',
        'stacking | 5.1 | proc.stacking | proc.stackingBody',
      ],
    ],
    [
      1,
      3,
      [
        'barrage | 12.4 | proc.barrage | proc.barrageBody',
        'combatRules | 7.0 | proc.combatRules | proc.combatRulesBody',
        'stacking | 5.1 | proc.stacking | proc.stackingBody',
      ],
    ],
    [1, 4, ['supply | 11.4 | proc.supply | proc.supplyBody(left=2 total=2) | required', 'defensive-ability | 15.2 | proc.ida | proc.idaBody(need=14)']],
    [
      1,
      5,
      [
        'reinforcements | 13.0 | proc.reinforcements | proc.reinforcementsBodyIt(list=—)',
        'rp-income | 15.1 | proc.rpIncome(side=sides.it) | proc.unpreparedBody(turn=1)',
      ],
    ],
    [
      1,
      6,
      [
        'recovery | 10.3 | proc.recovery | proc.recoveryBody',
        'artilleryMove | 12.3 | proc.artilleryMove | proc.artilleryMoveBody',
        'frozen | 12.4 | proc.frozen | proc.frozenBody(list=Ivrea, Salerno)',
        'stacking | 5.1 | proc.stacking | proc.stackingBody',
      ],
    ],
    [
      1,
      7,
      [
        'frozen | 12.4 | proc.frozen | proc.frozenBody(list=Ivrea, Salerno)',
        'combatRules | 7.0 | proc.combatRules | proc.combatRulesBody',
        'stacking | 5.1 | proc.stacking | proc.stackingBody',
      ],
    ],
    [2, 0, ['supply | 11.4 | proc.supply | proc.supplyBody(left=1 total=1) | required']],
    [
      2,
      1,
      [
        'reinforcements | 13.0 | proc.reinforcements | proc.reinforcementsBodyAh(list=—)',
        'rp-income | 15.1 | proc.rpIncome(side=sides.ah) | proc.rpAuto | required',
      ],
    ],
    [
      2,
      2,
      [
        'recovery | 10.3 | proc.recovery | proc.recoveryBody',
        'artilleryMove | 12.3 | proc.artilleryMove | proc.artilleryMoveBody',
        'stacking | 5.1 | proc.stacking | proc.stackingBody',
      ],
    ],
    [2, 3, ['combatRules | 7.0 | proc.combatRules | proc.combatRulesBody', 'stacking | 5.1 | proc.stacking | proc.stackingBody']],
    [2, 4, ['supply | 11.4 | proc.supply | proc.supplyBody(left=3 total=3) | required', 'defensive-ability | 15.2 | proc.ida | proc.idaBody(need=13)']],
    [
      2,
      5,
      [
        'reinforcements | 13.0 | proc.reinforcements | proc.reinforcementsBodyIt(list=Late)',
        'rp-income | 15.1 | proc.rpIncome(side=sides.it) | proc.unpreparedBody(turn=2) | required | proc.skipRoll',
      ],
    ],
    [
      2,
      6,
      [
        'recovery | 10.3 | proc.recovery | proc.recoveryBody',
        'artilleryMove | 12.3 | proc.artilleryMove | proc.artilleryMoveBody',
        'frozen | 12.4 | proc.frozen | proc.frozenBody(list=Ivrea, Salerno)',
        'stacking | 5.1 | proc.stacking | proc.stackingBody',
      ],
    ],
    [
      2,
      7,
      [
        'frozen | 12.4 | proc.frozen | proc.frozenBody(list=Ivrea, Salerno)',
        'combatRules | 7.0 | proc.combatRules | proc.combatRulesBody',
        'stacking | 5.1 | proc.stacking | proc.stackingBody',
      ],
    ],
    [3, 0, ['supply | 11.4 | proc.supply | proc.supplyBody(left=1 total=1) | required']],
    [
      3,
      1,
      [
        'reinforcements | 13.0 | proc.reinforcements | proc.reinforcementsBodyAh(list=—)',
        'rp-income | 15.1 | proc.rpIncome(side=sides.ah) | proc.rpAuto | required',
      ],
    ],
    [
      3,
      2,
      [
        'recovery | 10.3 | proc.recovery | proc.recoveryBody',
        'artilleryMove | 12.3 | proc.artilleryMove | proc.artilleryMoveBody',
        'stacking | 5.1 | proc.stacking | proc.stackingBody',
      ],
    ],
    [3, 3, ['combatRules | 7.0 | proc.combatRules | proc.combatRulesBody', 'stacking | 5.1 | proc.stacking | proc.stackingBody']],
    [
      3,
      4,
      [
        'supply | 11.4 | proc.supply | proc.supplyBody(left=3 total=3) | required',
        'defensive-ability | 15.2 | proc.ida | proc.idaBody(need=12) | required | proc.skipRoll',
      ],
    ],
    [
      3,
      5,
      [
        'reinforcements | 13.0 | proc.reinforcements | proc.reinforcementsBodyIt(list=—)',
        'rp-income | 15.1 | proc.rpIncome(side=sides.it) | proc.unpreparedBody(turn=3) | required | proc.skipRoll',
      ],
    ],
    [
      3,
      6,
      [
        'recovery | 10.3 | proc.recovery | proc.recoveryBody',
        'artilleryMove | 12.3 | proc.artilleryMove | proc.artilleryMoveBody',
        'stacking | 5.1 | proc.stacking | proc.stackingBody',
      ],
    ],
    [3, 7, ['combatRules | 7.0 | proc.combatRules | proc.combatRulesBody', 'stacking | 5.1 | proc.stacking | proc.stackingBody']],
  ];
  it.each(table)('turn %i, phase %i', (turn, phase, expected) => {
    expect(cards(turn, phase)).toEqual(expected);
  });
});

/** What a card shows: its refusals, its lines, and once answered what it records. */
const shown = (e: Evaluation, rolled: RolledDice | null = null) => {
  const r = answer(e, rolled);
  // Not given yet (`waiting`) is shown beside the errors: nothing is recorded either way.
  return {
    errors: [...e.errors, ...(e.waiting ?? [])].map(show),
    lines: lines(e.derivation),
    after: lines(r.derivation),
    events: r.events.map((x) => [x.type, x.payload]),
  };
};
const die = (...faces: number[]): RolledDice => ({ faces, source: 'physical' });
const odds = (e: Evaluation) => firstRoll(e)!.odds.map((o) => `${o.id} ${o.tone} ${show(o.label)}`);
const s0 = run(start({ replacements: true, defensiveAbility: true }), [
  ev('inferno/add-unit', unit({ name: 'Ivrea', side: 'it' })),
  ev(
    'inferno/add-unit',
    unit({
      name: 'Bty',
      side: 'it',
      kind: 'artillery',
      full: { attack: 0, defence: 0, artillery: 2 },
      reduced: { attack: 0, defence: 0, artillery: 1 },
      steps: 1,
    }),
  ),
]);
const at = (turn: number, phaseIndex: number, more: Partial<InfernoState> = {}): InfernoState => ({ ...s0, turn, phaseIndex, ...more });

describe('11.1, 11.4, 11.5: the supply card', () => {
  const card = supplyProcedure(at(4, 4));
  const supply = (values: Record<string, string | number | boolean | null>, s = at(4, 4)) => shown(supplyProcedure(s).evaluate(values, ctx));

  it('11.4: a line of 3 hexes: supplied; 6: low supply; no line: out of supply, its VA 0 (11.1)', () => {
    expect(supply({ unit: 'u1', noLine: false, length: 3 })).toEqual({
      errors: [],
      lines: ['11.4 result supply.length(name=Ivrea n=3 state=supply.supplied)'],
      after: ['11.4 result supply.length(name=Ivrea n=3 state=supply.supplied)'],
      events: [['inferno/supply', { id: 'u1', supply: 'supplied', length: 3 }]],
    });
    expect(supply({ unit: 'u1', noLine: false, length: 6 }).lines).toEqual(['11.4 result supply.length(name=Ivrea n=6 state=supply.low)']);
    expect(supply({ unit: 'u1', noLine: true, length: null })).toMatchObject({
      lines: ['11.4 result supply.noLine(name=Ivrea n=0 state=supply.out)', '11.1 supply.vaZero'],
      events: [['inferno/supply', { id: 'u1', supply: 'out', length: null }]],
    });
  });

  it('no unit picked, or no length typed, is refused in words with nothing recorded', () => {
    expect(supply({ unit: 'zz', noLine: false, length: 3 })).toEqual({ errors: ['err.pickUnit'], lines: [], after: [], events: [] });
    expect(supply({ unit: 'u1', noLine: false, length: null })).toEqual({ errors: ['err.lineLength'], lines: [], after: [], events: [] });
  });

  it('11.5: out of supply a second time brings attrition, said for a unit and for artillery', () => {
    const s3 = run(at(3, 4), [ev('inferno/supply', { id: 'u1', supply: 'out' }), ev('inferno/supply', { id: 'u2', supply: 'out' })]);
    const s4 = { ...s3, turn: 4 };
    expect(supply({ unit: 'u1', noLine: true, length: null }, s4).lines).toEqual([
      '11.4 result supply.noLine(name=Ivrea n=0 state=supply.out)',
      '11.5 warning supply.attrition(name=Ivrea)',
      '11.1 supply.vaZero',
    ]);
    expect(supply({ unit: 'u2', noLine: false, length: 12 }, s4).lines).toEqual([
      '11.4 result supply.length(name=Bty n=12 state=supply.out)',
      '11.5 warning supply.attritionArtillery(name=Bty)',
      '11.1 supply.vaZero',
    ]);
  });

  it('the card offers the units still to check first, and says done once all are checked', () => {
    expect(card.fields?.map((f) => [f.id, f.kind, f.rule ?? '', f.default])).toEqual([
      ['unit', 'select', '', 'u1'],
      ['noLine', 'bool', '11.3', false],
      ['length', 'int', '11.4', null],
    ]);
    const one = run(at(4, 4), [ev('inferno/supply', { id: 'u1', supply: 'supplied' })]);
    expect(supplyProcedure(one).fields?.[0].default).toBe('u2');
    expect(supplyProcedure(one).done).toBeUndefined();
    const both = run(one, [ev('inferno/supply', { id: 'u2', supply: 'supplied' })]);
    expect(show(supplyProcedure(both).done)).toBe('done.supplyAll(n=2)');
  });
});

describe('15.2: the defensive-ability card', () => {
  const ida = (turn: number) => defensiveAbilityProcedure(at(turn, 4)).evaluate({}, ctx);

  it('turn 2: impossible (12 + 2 < 15), said, and only acknowledged', () => {
    expect(shown(ida(2))).toEqual({
      errors: [],
      lines: ['15.2 info proc.idaImpossible(turn=2 need=13)'],
      after: [],
      events: [['inferno/ack', { procedure: 'defensive-ability' }]],
    });
  });

  it('turn 3 needs 12: 3 + 4 fails (10); turn 8 needs 7: 3 + 4 succeeds (15); the odds in words', () => {
    expect(shown(ida(3), die(3, 4))).toEqual({
      errors: [],
      lines: ['15.2 proc.idaNeed(turn=3 need=12)'],
      after: ['15.2 result proc.idaFail(sum=7 turn=3 total=10)'],
      events: [['inferno/defensive-ability', { total: 10, success: false }]],
    });
    expect(shown(ida(8), die(3, 4))).toMatchObject({
      after: ['15.2 result proc.idaSuccess(sum=7 turn=8 total=15)'],
      events: [['inferno/defensive-ability', { total: 15, success: true }]],
    });
    expect(shown(ida(12)).lines).toEqual(['15.2 proc.idaNeed(turn=12 need=3)']);
    expect(odds(ida(8))).toEqual(['no bad odds.idaNo', 'yes good odds.idaYes']);
  });

  it('turn 13: certain with no roll (13 + 2 = 15)', () => {
    expect(shown(ida(13))).toEqual({
      errors: [],
      lines: ['15.2 result proc.idaCertain(turn=13)'],
      after: ['15.2 result proc.idaCertain(turn=13)'],
      events: [['inferno/defensive-ability', { total: 15, success: true }]],
    });
  });
});

describe('13.0, 15.1: the reinforcement phase', () => {
  const rp = (s: InfernoState) => rpIncomeProcedure(s, ctx);

  it('13.0: the reinforcements card is acknowledged', () => {
    expect(shown(reinforcementsProcedure(at(4, 5)).evaluate({}, ctx)).events).toEqual([['inferno/ack', { procedure: 'reinforcements' }]]);
  });

  it('15.1 (A26): Italian turn 1, no point and nothing to roll; turn 3, a 2 gives the point and a 3 does not', () => {
    expect(shown(rp(at(1, 5)).evaluate({}, ctx))).toEqual({
      errors: [],
      lines: ['15.1 info proc.unpreparedImpossible'],
      after: ['15.1 result proc.unpreparedImpossible(delta=0 roll=0 turn=1)'],
      events: [['inferno/rp-income', { side: 'it', delta: 0 }]],
    });
    const t3 = rp(at(3, 5)).evaluate({}, ctx);
    expect(shown(t3, die(2))).toEqual({
      errors: [],
      lines: ['15.1 proc.unpreparedNeed(turn=3)'],
      after: ['15.1 result proc.unpreparedYes(delta=1 roll=2 turn=3)'],
      events: [['inferno/rp-income', { side: 'it', roll: 2, delta: 1 }]],
    });
    expect(shown(t3, die(3))).toMatchObject({
      after: ['15.1 result proc.unpreparedNo(delta=0 roll=3 turn=3)'],
      events: [['inferno/rp-income', { side: 'it', roll: 3, delta: 0 }]],
    });
    expect(odds(t3)).toEqual(['yes good odds.rpYes', 'no bad odds.rpNo']);
  });

  it('15.1: from turn 7 the Italian point, and before turn 10 the A-H point, come with no roll', () => {
    expect(shown(rp(at(7, 5)).evaluate({}, ctx))).toMatchObject({
      lines: ['15.1 proc.rpAuto'],
      after: ['15.1 result proc.rpGain(delta=1 roll=0 turn=7)'],
      events: [['inferno/rp-income', { side: 'it', delta: 1 }]],
    });
    expect(shown(rp(at(9, 1)).evaluate({}, ctx))).toMatchObject({
      lines: ['15.1 proc.rpAuto'],
      after: ['15.1 result proc.rpGain(delta=1 roll=0 turn=9)'],
      events: [['inferno/rp-income', { side: 'ah', delta: 1 }]],
    });
  });

  it('15.1: from turn 10 the Brusilov roll: a 2 brings the offensive, a 3 the point', () => {
    const t10 = rp(at(10, 1)).evaluate({}, ctx);
    expect(shown(t10, die(2))).toEqual({
      errors: [],
      lines: ['15.1 proc.brusilovBody'],
      after: ['15.1 result proc.brusilovYes(delta=0 roll=2 turn=10)'],
      events: [['inferno/rp-income', { side: 'ah', roll: 2, delta: 0, brusilov: true }]],
    });
    expect(shown(t10, die(3))).toMatchObject({
      after: ['15.1 result proc.rpGain(delta=1 roll=3 turn=10)'],
      events: [['inferno/rp-income', { side: 'ah', roll: 3, delta: 1, brusilov: false }]],
    });
    expect(odds(t10)).toEqual(['brusilov bad odds.brusilov', 'yes good odds.rpYes']);
  });

  it('15.1 (A25): the turn Brusilov came, nothing more; later, one point off each turn while there is one', () => {
    const card11 = rp(at(11, 1, { brusilovTurn: 11 }));
    expect([show(card11.body), card11.skip]).toEqual(['proc.brusilovBody', undefined]);
    expect(shown(card11.evaluate({}, ctx))).toEqual({ errors: [], lines: [], after: [], events: [] });
    const drain = rp(at(12, 1, { brusilovTurn: 11, rp: { ah: 2, it: 0 } }));
    expect(show(drain.body)).toBe('proc.brusilovDrain(turn=11)');
    expect(shown(drain.evaluate({}, ctx))).toEqual({
      errors: [],
      lines: ['15.1 warning proc.brusilovDrain(turn=11)'],
      after: ['15.1 result proc.rpLose(delta=-1 roll=0 turn=12)'],
      events: [['inferno/rp-income', { side: 'ah', delta: -1 }]],
    });
    expect(shown(rp(at(12, 1, { brusilovTurn: 11, rp: { ah: 0, it: 0 } })).evaluate({}, ctx))).toMatchObject({
      after: ['15.1 result proc.rpLoseNone(delta=0 roll=0 turn=12)'],
      events: [['inferno/rp-income', { side: 'ah', delta: 0 }]],
    });
  });
});

describe('10.3, 15.1: efficiency recovery', () => {
  const sr = run(at(4, 6), [ev('inferno/reduce', { id: 'u1', count: 2 })]);

  it('10.3: −2 to −1, paying 1 RP of 2 (15.1); without the replacement rule, nothing to pay', () => {
    expect(shown(evaluateRecovery({ ...sr, rp: { ah: 0, it: 2 } }, 'u1', true, true))).toEqual({
      errors: [],
      lines: ['10.3 result proc.recoveryStep(name=Ivrea from=2 to=1)', '15.1 proc.recoveryCost(rp=2 left=1)'],
      after: ['10.3 result proc.recoveryStep(name=Ivrea from=2 to=1)', '15.1 proc.recoveryCost(rp=2 left=1)'],
      events: [['inferno/recover', { id: 'u1' }]],
    });
    expect(shown(evaluateRecovery({ ...sr, replacements: false }, 'u1', true, true)).lines).toEqual(['10.3 result proc.recoveryStep(name=Ivrea from=2 to=1)']);
  });

  it('10.3: every reason against is said, and the card computes nothing', () => {
    const bad = { ...sr, phaseIndex: 2, rp: { ah: 0, it: 0 }, units: sr.units.map((u) => ({ ...u, efficiency: 0, supply: 'low' as const })) };
    expect(shown(evaluateRecovery(bad, 'u2', false, false))).toEqual({
      errors: [
        'err.recoveryPhase',
        'err.recoveryKind(name=Bty)',
        'err.recoveryNothing(name=Bty)',
        'err.recoverySupply(name=Bty)',
        'err.recoveryStill',
        'err.recoveryFar',
        'err.recoveryRp',
      ],
      lines: [],
      after: [],
      events: [],
    });
    expect(shown(evaluateRecovery(sr, 'zz', true, true)).errors).toEqual(['err.pickUnit']);
  });
});

describe('8.0: the quick calculator from totals typed on the spot', () => {
  const q = quickCombatProcedure(at(4, 3));

  it('waits for each total not typed validly, and says which', () => {
    expect(shown(q.evaluate({ attack: null, defence: 'x', attSteps: 2, defSteps: 2, vaAtt: 0, vaDef: 0, flanked: false }, ctx)).errors).toEqual([
      'engine.input.waitingFor(field=field.attackTotal)',
      'engine.input.waitingFor(field=field.defenceTotal)',
    ]);
  });

  it('8 against 4 flanked, 3 + 4 steps, VA 2 and 1: 2:1 shifted to 4:1, Large, DRMs +1 and +4', () => {
    expect(lines(q.evaluate({ attack: 8, defence: 4, attSteps: 3, defSteps: 4, vaAtt: 2, vaDef: 1, flanked: true }, ctx).derivation)).toEqual([
      '8.1 info combat.phase1',
      '7.2 combat.attackCommandOk(n=1)',
      '7.4 combat.defenceCommandOk(n=1)',
      '8.1 combat.unitAttack(name=ΣA printed=8 mods=m.none value=8)',
      '8.1 combat.unitDefence(name=ΣD printed=4 mods=m.none value=4)',
      '7.9 result combat.flanked',
      '8.1 info combat.ratio(a=8 d=4 ratio=2 column=2:1)',
      '8.2 info combat.phase2',
      '7.9.1 combat.shift(from=2:1 to=4:1)',
      '8.2 result combat.finalColumn(column=4:1)',
      '8.4 combat.large(steps=7)',
      '9.4.1 combat.vaAttack(parts=ΣA 2 total=2 drm=+2)',
      '9.4.1 combat.vaDefence(parts=ΣD 1 total=1 drm=+1)',
      '9.4.1 combat.flankDrm',
      '9.4.1 info combat.drmBefore(att=+1 def=+4)',
    ]);
  });

  it('an Italian attack puts the typed totals on the right sides', () => {
    const it_ = quickCombatProcedure(at(4, 7)).evaluate({ attack: 6, defence: 2, attSteps: 2, defSteps: 2, vaAtt: 0, vaDef: 0, flanked: false }, ctx);
    expect(it_.errors).toEqual([]);
    expect(lines(it_.derivation)).toContain('8.1 info combat.ratio(a=6 d=2 ratio=3 column=3:1)');
  });
});
