// 8.3–9.4.2, 7.5, 12.2, 12.3: what the combat calculator shows after the roll, line by line with
// each line's rule — the TRC result, the retreats and who cannot retreat, the questions of 9.2.1
// and 9.2.3 with their options, the loss die of each side, the spread of 9.4.2 and each unit's
// fate, the event that lands on the roster, and the odds' words and tones before the roll. Chart
// values here are synthetic, made up for the tests only.
import { describe, expect, it } from 'vitest';
import type { Resolution } from '@/engine/types';
import { CONFIRM_QUESTION, fText } from '@/engine';
import { evaluateCombat, type CombatEventPayload } from '@/games/inferno/combat';
import { combat, ctxWith, cu, tdpData, trcData } from './helpers';
import { answer, firstRoll } from '../../support/answers';
import { lines, show } from './lines';

const question = (r: Resolution) => {
  const q = r.next;
  if (!q || q.kind !== 'choice') return q ? { kind: q.kind, id: q.id } : undefined;
  return { id: q.id, rule: q.rule, text: show(q.prompt), options: q.options.map((o) => `${o.id} ${o.rule ?? ''} ${show(o.label)}`) };
};
const payload = (r: Resolution) => {
  expect(r.next).toBeUndefined();
  return r.events[0].payload as CombatEventPayload;
};

describe('9.2, 9.2.1, 9.2.3, 9.4.2, 12.2: both sides retreat, a typed fort cannot, and every question on the way', () => {
  // K (9) and the mountain unit J (3, 1 step) against P (4) and a fort F typed with defence 0:
  // 12 against 4 is 3:1. TRC "R1/R2 −1": the attacker retreats 1, the defender 2 with −1.
  // TdP: 3 reductions from row 4 up.
  const ev = evaluateCombat(
    combat({
      attackers: [cu({ side: 'ah', name: 'K', key: 'K', attack: 9 }), cu({ side: 'ah', name: 'J', key: 'J', attack: 3, steps: 1, kind: 'mountain' })],
      defenders: [
        cu({ side: 'it', name: 'P', key: 'P', defence: 4 }),
        cu({ side: 'it', name: 'F', key: 'F', kind: 'fort', defence: 0, artillery: 1, steps: 1 }),
      ],
    }),
    ctxWith([trcData('R1/R2 -1'), tdpData((i) => (i >= 4 ? '3' : '-'))]),
  );
  const roll = { faces: [2, 2, 5], source: 'physical' as const };
  const before = [
    '8.3 info combat.phase3(w1=2 w2=2 pair=4 red=5)',
    '9.1 result combat.trcResult(column=3:1 row=4 cell=R1/R2 -1 att=odds.retreat(n=1) def=odds.retreat(n=2), odds.drm(n=−1))',
    '9.2 warning combat.defRetreat(n=2)',
    '12.2 warning combat.cannotRetreat(name=F)',
    '9.3 combat.advance',
    '9.2 warning combat.attRetreat(n=1)',
  ];
  const failed = ['9.2.1 combat.retreatDrm(side=sides.ah)', '9.2.1 combat.retreatDrm(side=sides.it)'];
  const water = ['9.2.3 warning combat.waterUnit(name=P)', '9.2.3 warning combat.waterUnit(name=J)'];
  const dice = [
    '8.4 combat.small(steps=5)',
    '8.5 result combat.lossDie(side=sides.ah die=5 drm=+2 total=7 row=7 column=Piccola n=3)',
    '8.5 result combat.lossDie(side=sides.it die=5 drm=+1 total=6 row=6 column=Piccola n=3)',
  ];
  const choices = { retreat: 'both', 'watercourse.def': 'all', 'watercourse.att': 'J' };

  it('9.2.1: after the retreats, the players are asked whether a side failed a retreat priority', () => {
    const r = answer(ev, roll);
    expect(lines(r.derivation)).toEqual(before);
    expect(question(r)).toEqual({
      id: 'retreat',
      rule: '9.2.1',
      text: 'combat.retreatAsk',
      options: ['ok 9.2.1 combat.retreatOk', 'def 9.4.1 combat.retreatFailDef', 'att 9.4.1 combat.retreatFailAtt', 'both 9.4.1 combat.retreatFailBoth'],
    });
  });

  it('9.2.3: then each retreating side is asked about an unbridged watercourse — one unit, or all, or each by name', () => {
    const def = answer(ev, roll, { choices: { retreat: 'both' } });
    expect(lines(def.derivation)).toEqual([...before, ...failed]);
    expect(question(def)).toEqual({
      id: 'watercourse.def',
      rule: '9.2.3',
      text: 'combat.waterAsk(side=sides.it)',
      options: ['none 9.2.3 combat.waterNone(side=sides.it)', 'all 9.2.3 combat.waterOne(side=sides.it name=P)'],
    });
    const att = answer(ev, roll, { choices: { retreat: 'both', 'watercourse.def': 'all' } });
    expect(lines(att.derivation)).toEqual([...before, ...failed, water[0]]);
    expect(question(att)).toEqual({
      id: 'watercourse.att',
      rule: '9.2.3',
      text: 'combat.waterAsk(side=sides.ah)',
      options: [
        'none 9.2.3 combat.waterNone(side=sides.ah)',
        'all 9.2.3 combat.waterAll(side=sides.ah name=K)',
        'K 9.2.3 combat.waterOnly(name=K)',
        'J 9.2.3 combat.waterOnly(name=J)',
      ],
    });
  });

  it("8.5, 9.4.2: each side reads its loss die; the attacker's 3 reductions may be spread 2 + 1 (proposed) or 1 + 2", () => {
    const r = answer(ev, roll, { choices });
    expect(lines(r.derivation)).toEqual([...before, ...failed, ...water, ...dice]);
    expect(question(r)).toEqual({
      id: 'losses.att',
      rule: '9.4.2',
      text: 'combat.distAsk(side=sides.ah n=3 ways=2)',
      options: [
        '2.1 9.4.2 combat.distProposed(list=combat.distPart(name=K n=2 effect=combat.distEff(eff=2)), combat.distPart(name=J n=1 effect=combat.distEff(eff=2)))',
        '1.2 9.4.2 combat.distOther(list=combat.distPart(name=K n=1 effect=combat.distEff(eff=1)), combat.distPart(name=J n=2 effect=combat.distElim))',
      ],
    });
  });

  it('9.4.2, 10.2, 14.0, 15.1: the proposal taken — P flips (4 reductions with the watercourse), K and J at −2; the typed losses for VP and RP', () => {
    const r = answer(ev, roll, { choices: { ...choices, 'losses.att': '2.1' } });
    expect(lines(r.derivation)).toEqual([
      ...before,
      ...failed,
      ...water,
      ...dice,
      '9.4.2 combat.distChosen(side=sides.ah list=combat.distPart(name=K n=2 effect=combat.distEff(eff=2)), combat.distPart(name=J n=1 effect=combat.distEff(eff=2)))',
      '9.4.2 combat.distChosen(side=sides.it list=combat.distPart(name=P n=3 effect=combat.distStep(eff=−1)))',
      '9.4.2 warning combat.unitStepLost(name=P n=4 eff=1 effS=−1 steps=1)',
      '9.4.2 combat.unitReduced(name=J n=2 eff=2 effS=−2 steps=0)',
      '9.4.2 combat.unitReduced(name=K n=2 eff=2 effS=−2 steps=0)',
    ]);
    expect(payload(r)).toEqual({
      attackerSide: 'ah',
      attackers: [],
      defenders: [],
      column: '3:1',
      faces: [2, 2, 5],
      trc: 'R1/R2 -1',
      eliminated: [],
      reductions: [],
      typedLosses: [
        { side: 'it', steps: 1, replacementSteps: 1, eliminatedSteps: 0 },
        { side: 'it', steps: 1, replacementSteps: 0, eliminatedSteps: 1 },
      ],
      watercourse: [],
      attackerReductions: 3,
      defenderReductions: 3,
    });
  });

  it('9.4.2: the other way — J eliminated (its step counted as eliminated, and its replacement point), K at −1', () => {
    const r = answer(ev, roll, { choices: { ...choices, 'losses.att': '1.2' } });
    expect(lines(r.derivation).slice(-3)).toEqual([
      '9.4.2 warning combat.unitStepLost(name=P n=4 eff=1 effS=−1 steps=1)',
      '9.4.2 warning combat.unitEliminated(name=J n=3 eff=0 effS=±0 steps=1)',
      '9.4.2 combat.unitReduced(name=K n=1 eff=1 effS=−1 steps=0)',
    ]);
    expect(payload(r).typedLosses).toEqual([
      { side: 'it', steps: 1, replacementSteps: 1, eliminatedSteps: 0 },
      { side: 'ah', steps: 1, replacementSteps: 1, eliminatedSteps: 1 },
      { side: 'it', steps: 1, replacementSteps: 0, eliminatedSteps: 1 },
    ]);
  });

  it('the odds before the roll: each outcome in words, good for the attacker when the defender fares worse', () => {
    expect(firstRoll(ev)!.odds.map((o) => `${o.id} ${o.tone} ${show(o.label)}`)).toEqual([
      'a1.0|d2.0 neutral odds.outcome(att=odds.retreat(n=1) def=odds.retreat(n=2))',
      'a1.3|d2.0 bad odds.outcome(att=odds.retreat(n=1), odds.reductions(n=3) def=odds.retreat(n=2))',
      'a1.3|d2.3 neutral odds.outcome(att=odds.retreat(n=1), odds.reductions(n=3) def=odds.retreat(n=2), odds.reductions(n=3))',
    ]);
  });
});

describe('8.3, 9.1, 8.5: the paper chart read cell by cell', () => {
  const input = combat({ attackers: [cu({ side: 'ah', name: 'K', attack: 6 })], defenders: [cu({ side: 'it', name: 'D', defence: 3 })] });
  const roll = { faces: [1, 2, 3], source: 'physical' as const };

  it('9.1: a TRC cell that is no result is refused in words and asked again; "-/-" reads "nothing" for both sides', () => {
    const ev = evaluateCombat(input, ctxWith([tdpData((i) => (i >= 6 ? '1' : '-'))]));
    const bad = answer(ev, roll, { cells: ['R9/zz'] });
    expect(lines(bad.derivation)).toEqual(['8.3 info combat.phase3(w1=1 w2=2 pair=3 red=3)', '9.1 error combat.badCell(value=R9/zz)']);
    expect(bad.next).toMatchObject({ kind: 'cell', lookup: { chartId: 'inferno.trc', column: '2:1', row: '3' } });
    const ok = answer(ev, roll, { cells: ['-/-'] });
    expect(lines(ok.derivation)).toEqual([
      '8.3 info combat.phase3(w1=1 w2=2 pair=3 red=3)',
      '9.1 result combat.trcResult(column=2:1 row=3 cell=-/- att=odds.nothing def=odds.nothing)',
      '8.4 combat.small(steps=4)',
      '8.5 result combat.lossDie(side=sides.ah die=3 drm=±0 total=3 row=3 column=Piccola n=0)',
      '8.5 result combat.lossDie(side=sides.it die=3 drm=±0 total=3 row=3 column=Piccola n=0)',
    ]);
    expect(payload(ok)).toMatchObject({ attackerReductions: 0, defenderReductions: 0, typedLosses: [], reductions: [] });
  });

  it('8.5: a TdP cell that is no number is refused in words and asked again; a good one spreads one reduction on each side', () => {
    const ev = evaluateCombat(input, ctxWith([trcData('-/-')]));
    const bad = answer(ev, roll, { cells: ['x'] });
    expect(lines(bad.derivation).at(-1)).toBe('8.5 error combat.badTdp(value=x)');
    expect(bad.next).toMatchObject({ kind: 'cell', lookup: { chartId: 'inferno.tdp', column: 'Piccola', row: '3' } });
    const ok = answer(ev, roll, { cells: ['1'] });
    expect(lines(ok.derivation).slice(-4)).toEqual([
      '9.4.2 combat.distChosen(side=sides.ah list=combat.distPart(name=K n=1 effect=combat.distEff(eff=1)))',
      '9.4.2 combat.distChosen(side=sides.it list=combat.distPart(name=D n=1 effect=combat.distEff(eff=1)))',
      '9.4.2 combat.unitReduced(name=K n=1 eff=1 effS=−1 steps=0)',
      '9.4.2 combat.unitReduced(name=D n=1 eff=1 effS=−1 steps=0)',
    ]);
  });

  it('§16: with the TdP not entered, each TRC result of the chart is one outcome, its reductions unknown', () => {
    const ev = evaluateCombat(input, ctxWith([trcData('-/-')]));
    expect(firstRoll(ev)!.odds.map((o) => `${o.id} ${o.tone} ${show(o.label)}`)).toEqual([
      'a0.?|d0.? unknown odds.outcome(att=odds.tdpUnknown def=odds.tdpUnknown)',
    ]);
    const none = evaluateCombat(input, ctxWith());
    expect(firstRoll(none)!.odds.map((o) => `${o.id} ${o.tone} ${show(o.label)}`)[0]).toBe('row-2 unknown odds.row(row=2 column=2:1)');
  });
});

describe('7.5 (A17): a lone defender at zero is eliminated with no roll', () => {
  it('every defending unit at zero: removed, the roster ones by id, the typed ones as steps for VP and RP', () => {
    const ev = evaluateCombat(
      combat({
        attackers: [cu({ side: 'ah', name: 'K', attack: 6, unitId: 'uK' }), cu({ side: 'ah', name: 'T', attack: 6 })],
        defenders: [
          cu({ side: 'it', name: 'Z', defence: 2, efficiency: 2, unitId: 'uZ' }),
          cu({ side: 'it', name: 'Y', defence: 1, supply: 'low', steps: 1 }),
          cu({ side: 'it', name: 'W', kind: 'artillery', defence: 0, artillery: 1, steps: 1 }),
        ],
      }),
      ctxWith(),
    );
    const r = answer(ev, null, { choices: { [CONFIRM_QUESTION]: 'go' } });
    expect(lines(r.derivation)).toEqual(['7.5 result combat.zeroEliminated(n=2)']);
    expect(payload(r)).toEqual({
      attackerSide: 'ah',
      attackers: ['uK'],
      defenders: ['uZ'],
      column: '',
      faces: [],
      trc: '',
      eliminated: ['uZ'],
      reductions: [],
      typedLosses: [{ side: 'it', steps: 1, replacementSteps: 1, eliminatedSteps: 1 }],
      attackerReductions: 0,
      defenderReductions: 0,
    });
  });
});

describe('§16: the exact odds before the roll, each outcome with its tone', () => {
  it('the worked combat of the rules notes (1:1, Large, DRMs +2 and +3; rows 2, 7 and 12 with results): every outcome, its words, its tone and its chance', () => {
    const input = combat({
      turn: 5,
      terrain: 'mountain',
      stackLimit: 3,
      hexes: [
        { uphill: false, torrent: false },
        { uphill: true, torrent: true },
      ],
      attackers: [
        cu({ side: 'ah', name: 'K', key: 'K', kind: 'mountain', corps: 'XX', attack: 6, hex: 1, higher: true }),
        cu({ side: 'ah', name: 'L', key: 'L', corps: 'XX', attack: 5, efficiency: 2, hex: 2 }),
      ],
      attackSupport: [cu({ side: 'ah', name: 'H', kind: 'heavyArtillery', artillery: 3, defence: 0 })],
      defenders: [
        cu({ side: 'it', name: 'P', key: 'P', unitId: 'uP', defence: 4, efficiency: 1 }),
        cu({ side: 'it', name: 'Q', key: 'Q', unitId: 'uQ', defence: 3, supply: 'low' }),
        cu({ side: 'it', name: 'R', kind: 'artillery', unitId: 'uR', artillery: 2, defence: 0 }),
      ],
    });
    const ctx = ctxWith([trcData('-/-', { '1:1|7': '+1/R1 +1', '1:1|2': 'R1/-', '1:1|12': '-2/-' }), tdpData((i) => (i >= 8 ? '2' : i >= 7 ? '1' : '-'))]);
    expect(firstRoll(evaluateCombat(input, ctx))!.odds.map((o) => `${o.id} ${o.tone} ${fText(o.p)} ${show(o.label)}`)).toEqual([
      'a1.0|d0.0 bad 1/72 odds.outcome(att=odds.retreat(n=1) def=odds.nothing)',
      'a1.0|d0.1 neutral 1/216 odds.outcome(att=odds.retreat(n=1) def=odds.reductions(n=1))',
      'a1.1|d0.2 neutral 1/216 odds.outcome(att=odds.retreat(n=1), odds.reductions(n=1) def=odds.reductions(n=2))',
      'a1.2|d0.2 bad 1/216 odds.outcome(att=odds.retreat(n=1), odds.reductions(n=2) def=odds.reductions(n=2))',
      'a0.0|d0.0 neutral 29/72 odds.outcome(att=odds.nothing def=odds.nothing)',
      'a0.0|d0.1 good 29/216 odds.outcome(att=odds.nothing def=odds.reductions(n=1))',
      'a0.1|d0.2 good 7/54 odds.outcome(att=odds.reductions(n=1) def=odds.reductions(n=2))',
      'a0.2|d0.2 neutral 7/54 odds.outcome(att=odds.reductions(n=2) def=odds.reductions(n=2))',
      'a0.0|d1.0 good 1/18 odds.outcome(att=odds.nothing def=odds.retreat(n=1))',
      'a0.0|d1.1 good 1/36 odds.outcome(att=odds.nothing def=odds.retreat(n=1), odds.reductions(n=1))',
      'a0.1|d1.2 good 1/36 odds.outcome(att=odds.reductions(n=1) def=odds.retreat(n=1), odds.reductions(n=2))',
      'a0.2|d1.2 good 1/18 odds.outcome(att=odds.reductions(n=2) def=odds.retreat(n=1), odds.reductions(n=2))',
      'a0.0|d0.2 good 1/108 odds.outcome(att=odds.nothing def=odds.reductions(n=2))',
    ]);
  });

  it('8.4: a Large combat reads the Large column of the TdP in the odds, a Small one the Small column', () => {
    const cells: Record<string, string> = {};
    for (const r of ['≤0', ...Array.from({ length: 11 }, (_, i) => String(i + 1)), '12+']) {
      cells[`Piccola|${r}`] = '-';
      cells[`Grande|${r}`] = '1';
    }
    const ctx = ctxWith([trcData('-/-'), { chartId: 'inferno.tdp', columns: ['Piccola', 'Grande'], cells }]);
    const odds = (steps: number) =>
      firstRoll(
        evaluateCombat(combat({ attackers: [cu({ side: 'ah', attack: 8, steps, stack: true })], defenders: [cu({ side: 'it', defence: 4, steps: 2 })] }), ctx),
      )!.odds.map((o) => o.id);
    expect(odds(2)).toEqual(['a0.0|d0.0']);
    expect(odds(2 + 3)).toEqual(['a0.1|d0.1']);
  });
});

describe('The worked combat of the rules notes, after the roll, line by line (synthetic chart values)', () => {
  const input = combat({
    turn: 5,
    terrain: 'mountain',
    stackLimit: 3,
    hexes: [
      { uphill: false, torrent: false },
      { uphill: true, torrent: true },
    ],
    attackers: [
      cu({ side: 'ah', name: 'K', key: 'K', kind: 'mountain', corps: 'XX', attack: 6, hex: 1, higher: true }),
      cu({ side: 'ah', name: 'L', key: 'L', corps: 'XX', attack: 5, efficiency: 2, hex: 2 }),
    ],
    attackSupport: [cu({ side: 'ah', name: 'H', kind: 'heavyArtillery', artillery: 3, defence: 0 })],
    defenders: [
      cu({ side: 'it', name: 'P', key: 'P', unitId: 'uP', defence: 4, efficiency: 1 }),
      cu({ side: 'it', name: 'Q', key: 'Q', unitId: 'uQ', defence: 3, supply: 'low' }),
      cu({ side: 'it', name: 'R', kind: 'artillery', unitId: 'uR', artillery: 2, defence: 0 }),
    ],
  });
  const charts = ctxWith([trcData('-/-', { '1:1|7': '+1/R1 +1' }), tdpData((i) => (i >= 8 ? '2' : i >= 7 ? '1' : '-'))]);

  it("12.3: the artillery R cannot retreat; P crosses a watercourse; L at −2 takes the attacker's reduction and flips", () => {
    const r = answer(
      evaluateCombat(input, charts),
      { faces: [4, 3, 4], source: 'physical' },
      { choices: { retreat: 'ok', 'watercourse.def': 'P', 'losses.att': '0.1' } },
    );
    expect(lines(r.derivation)).toEqual([
      '8.3 info combat.phase3(w1=4 w2=3 pair=7 red=4)',
      '9.1 result combat.trcResult(column=1:1 row=7 cell=+1/R1 +1 att=odds.drm(n=+1) def=odds.retreat(n=1), odds.drm(n=+1))',
      '9.2 warning combat.defRetreat(n=1)',
      '12.3 warning combat.cannotRetreat(name=R)',
      '9.3 combat.advance',
      '9.2.3 warning combat.waterUnit(name=P)',
      '8.4 combat.large(steps=8)',
      '8.5 result combat.lossDie(side=sides.ah die=4 drm=+3 total=7 row=7 column=Grande n=1)',
      '8.5 result combat.lossDie(side=sides.it die=4 drm=+4 total=8 row=8 column=Grande n=2)',
      '9.4.2 combat.distChosen(side=sides.ah list=combat.distPart(name=L n=1 effect=combat.distStep(eff=±0)))',
      '9.4.2 combat.distChosen(side=sides.it list=combat.distPart(name=P n=1 effect=combat.distStep(eff=±0)), combat.distPart(name=Q n=1 effect=combat.distEff(eff=1)))',
      '9.4.2 warning combat.unitStepLost(name=P n=2 eff=0 effS=±0 steps=1)',
      '9.4.2 warning combat.unitStepLost(name=L n=1 eff=0 effS=±0 steps=1)',
      '9.4.2 combat.unitReduced(name=Q n=1 eff=1 effS=−1 steps=0)',
    ]);
    expect(payload(r)).toEqual({
      attackerSide: 'ah',
      attackers: [],
      defenders: ['uP', 'uQ', 'uR'],
      column: '1:1',
      faces: [4, 3, 4],
      trc: '+1/R1 +1',
      eliminated: ['uR'],
      reductions: [
        { unitId: 'uP', count: 2 },
        { unitId: 'uQ', count: 1 },
      ],
      typedLosses: [{ side: 'ah', steps: 1, replacementSteps: 1, eliminatedSteps: 0 }],
      watercourse: ['uP'],
      attackerReductions: 1,
      defenderReductions: 2,
    });
  });

  it('8.4: a Large combat asks its loss die on the Large column of the paper TdP', () => {
    const r = answer(evaluateCombat(input, ctxWith([trcData('-/-')])), { faces: [4, 3, 4], source: 'physical' });
    expect(r.next).toMatchObject({ kind: 'cell', lookup: { chartId: 'inferno.tdp', column: 'Grande', row: '6' } });
  });

  it('8.3: a roll of two dice where three are asked for is asked again, with nothing computed', () => {
    const ev = evaluateCombat(input, charts);
    const r = answer(ev, { faces: [4, 3], source: 'physical' });
    expect(r.derivation).toEqual([]);
    expect(r.events).toEqual([]);
    expect(r.next).toMatchObject({ kind: 'roll', id: 'roll' });
  });
});

describe('7.7, 9.2: the defenders retreat with the held-back units; an Italian attack resolved', () => {
  it('7.7: a retreat of the defender takes its held-back units along, and says so; the Austro-Hungarian losses are read for the defender', () => {
    const ev = evaluateCombat(
      combat({
        attackerSide: 'it',
        attackers: [cu({ side: 'it', name: 'Alpini', key: 'A', attack: 9 })],
        defenders: [
          cu({ side: 'ah', name: 'K1', key: 'K1', defence: 3 }),
          cu({ side: 'ah', name: 'K2', key: 'K2', defence: 2 }),
          cu({ side: 'ah', name: 'K3', key: 'K3', defence: 1 }),
        ],
      }),
      ctxWith([trcData('-/R1'), tdpData((i) => (i >= 1 ? '1' : '-'))]),
    );
    const r = answer(ev, { faces: [3, 3, 2], source: 'physical' }, { choices: { retreat: 'ok', 'watercourse.def': 'none', 'losses.def': '1.0' } });
    expect(lines(r.derivation)).toEqual([
      '8.3 info combat.phase3(w1=3 w2=3 pair=6 red=2)',
      '9.1 result combat.trcResult(column=1:1 row=6 cell=-/R1 att=odds.nothing def=odds.retreat(n=1))',
      '9.2 warning combat.defRetreat(n=1)',
      '7.7 combat.heldBackRetreat',
      '9.3 combat.advance',
      '8.4 combat.small(steps=6)',
      '8.5 result combat.lossDie(side=sides.it die=2 drm=±0 total=2 row=2 column=Piccola n=1)',
      '8.5 result combat.lossDie(side=sides.ah die=2 drm=±0 total=2 row=2 column=Piccola n=1)',
      '9.4.2 combat.distChosen(side=sides.it list=combat.distPart(name=Alpini n=1 effect=combat.distEff(eff=1)))',
      '9.4.2 combat.distChosen(side=sides.ah list=combat.distPart(name=K1 n=1 effect=combat.distEff(eff=1)))',
      '9.4.2 combat.unitReduced(name=Alpini n=1 eff=1 effS=−1 steps=0)',
      '9.4.2 combat.unitReduced(name=K1 n=1 eff=1 effS=−1 steps=0)',
    ]);
  });
});

describe("8.5, 14.0 (A50): the defender's own loss cell, and artillery lost in a retreat", () => {
  const input = combat({
    attackers: [cu({ side: 'ah', name: 'K', attack: 6 })],
    defenders: [cu({ side: 'it', name: 'D', defence: 3 }), cu({ side: 'it', name: 'Bty', kind: 'artillery', defence: 0, artillery: 1, steps: 1 })],
  });
  const roll = { faces: [1, 2, 3], source: 'physical' as const };

  it("8.5: with +2 for the defender on the TRC, its loss cell is another row, asked after the attacker's; a bad one is refused and asked again", () => {
    const ev = evaluateCombat(input, ctxWith([trcData('-/+2')]));
    const first = answer(ev, roll);
    // The attacker reads 3 + 1 (the battery's VA 1 in the hex, 9.4.1(2)), the defender 3 + 2.
    expect(first.next).toMatchObject({ kind: 'cell', lookup: { chartId: 'inferno.tdp', column: 'Piccola', row: '4' } });
    const second = answer(ev, roll, { cells: { 'inferno.tdp|Piccola|4': '-' } });
    expect(second.next).toMatchObject({ kind: 'cell', lookup: { chartId: 'inferno.tdp', column: 'Piccola', row: '5' } });
    expect(second.events).toEqual([]);
    const bad = answer(ev, roll, { cells: { 'inferno.tdp|Piccola|4': '-', 'inferno.tdp|Piccola|5': 'x' } });
    expect(lines(bad.derivation).at(-1)).toBe('8.5 error combat.badTdp(value=x)');
    expect(bad.next).toMatchObject({ kind: 'cell', lookup: { row: '5' } });
    expect(bad.events).toEqual([]);
  });

  it('12.3, 14.0 (A50): typed artillery that cannot retreat is removed, but its steps give no VP', () => {
    const ev = evaluateCombat(input, ctxWith([trcData('-/R1'), tdpData(() => '-')]));
    const r = answer(ev, roll, { choices: { retreat: 'ok', 'watercourse.def': 'none' } });
    expect(lines(r.derivation)).toContain('12.3 warning combat.cannotRetreat(name=Bty)');
    expect(payload(r).typedLosses).toEqual([]);
  });
});
