// 8.6, 10.1.4, 11.1, 11.1.3, 12.1, 12.2, 13, 16.1, 17.1.1: the combat results as the journal tells
// them — attacker, column, die and its modifier, cell, losses, target, PA spent, the corps' losses
// — and what each does to the game.
import { describe, expect, it } from 'vitest';
import { e, jt, line, populated } from './journal-helpers';
import { apply, ctxWith } from './helpers';

const combat = {
  mode: 'combat',
  attacker: 'soviet',
  column: '3:1',
  die: 4,
  total: 4,
  cell: '1/2',
  attackerLoss: 1,
  defenderLoss: 2,
  retreat: false,
  paSpent: 0,
};

describe('12, 13: a combat or an overrun', () => {
  it('12.1, 12.2: the plain line — no modifier, no target, no PA, no corps', () => {
    expect(line(populated(), 'armir/combat', combat)).toEqual(
      jt('combat', 'combat', ['12.1', '12.2'], {
        corps: '',
        attacker: { key: 'armir.side.soviet' },
        mode: { key: 'armir.combat.mode.combat' },
        col: '3:1',
        die: '4',
        cell: '1/2',
        a: 1,
        d: 2,
        target: '',
        pa: '',
      }),
    );
  });
  it("13: an overrun with a retreat, a −2 modifier, a target, 2 PA and the corps' losses (17.1.1), those at 0 left out", () => {
    const p = {
      ...combat,
      mode: 'overrun',
      attacker: 'axis',
      column: '2:1',
      total: 2,
      cell: '0/1R',
      attackerLoss: 0,
      defenderLoss: 1,
      retreat: true,
      paSpent: 2,
      defenderLabel: 'Julia',
      corpsLosses: { CA: 2, II: 0, XXIX: 1 },
    };
    expect(line(populated(), 'armir/combat', p)).toEqual(
      jt('combatRetreatCorps', 'combat', ['13', '12.1', '12.2', '17.1.1'], {
        corps: 'CA 2, XXIX 1',
        attacker: { key: 'armir.side.axis' },
        mode: { key: 'armir.combat.mode.overrun' },
        col: '2:1',
        die: '4−2',
        cell: '0/1R',
        a: 0,
        d: 1,
        target: { key: 'armir.journal.against', params: { target: 'Julia' } },
        pa: { key: 'armir.journal.paSpent', params: { n: 2 } },
      }),
    );
  });
  it('12.1.1: a +2 modifier; the corps all at 0 say nothing of the corps', () => {
    const l = line(populated(), 'armir/combat', { ...combat, total: 6, paSpent: 1, corpsLosses: { CA: 0 } });
    expect([l.text.key, l.rules, l.text.params?.die, l.text.params?.corps]).toEqual(['armir.journal.combat', ['12.1', '12.2'], '4+2', '']);
    expect(line(populated(), 'armir/combat', { ...combat, retreat: true }).text.key).toBe('armir.journal.combatRetreat');
    expect(line(populated(), 'armir/combat', { ...combat, corpsLosses: { II: 1 } }).text.key).toBe('armir.journal.combatCorps');
  });
  it("10.1.4, 17.1.1: the PA spent go, and each corps' steps count against it", () => {
    const s = populated();
    const after = apply(s, [e('armir/combat', { ...combat, paSpent: 2, corpsLosses: { CA: 2, II: 0, XXIX: 1 } })]);
    expect([after.pa, after.corps.CA.lost, after.corps.II.lost, after.corps.XXXV.lost, after.corps.XXIX.lost]).toEqual([14, 2, 0, 0, 1]);
    const again = apply(after, [e('armir/combat', { ...combat, corpsLosses: { CA: 1 } })]);
    expect([again.pa, again.corps.CA.lost]).toEqual([14, 3]);
    expect(apply(s, [e('armir/combat', combat)]).corps).toEqual(s.corps);
  });
});

describe('11: a bombardment', () => {
  const bomb = {
    source: 'soviet-artillery',
    side: 'soviet',
    army: 'army1',
    points: 2,
    column: '2',
    die: 5,
    total: 5,
    result: 'DSG',
    paSpent: 0,
    target: 'Julia',
    targetEntry: 'r3',
  };
  it('11.1, 11.1.3: the source, column, die, result and target', () => {
    expect(line(populated(), 'armir/bombard', bomb)).toEqual(
      jt('bombard', 'combat', ['11.1', '11.1.3'], {
        source: { key: 'armir.bombard.source.soviet-artillery' },
        col: '2',
        die: '5',
        result: { key: 'armir.bombard.result.DSG' },
        target: 'Julia',
      }),
    );
    const air = line(populated(), 'armir/bombard', {
      ...bomb,
      source: 'air',
      side: 'axis',
      army: undefined,
      points: 0,
      column: '4',
      total: 4,
      result: '-',
      targetEntry: undefined,
      target: 'Hex',
    });
    expect(air.text.params).toEqual({
      source: { key: 'armir.bombard.source.air' },
      col: '4',
      die: '5−1',
      result: { key: 'armir.bombard.result.none' },
      target: 'Hex',
    });
  });
  it("10.2.1: Soviet artillery spends its army's points; 11.1.3: the hex bombarded gets its DSG", () => {
    const s = populated();
    const after = apply(s, [e('armir/bombard', bomb)]);
    expect([after.armies.army1.points, after.armies.army2.points, after.roster[0].dsg, after.roster.length]).toEqual([1, 2, true, 1]);
    expect(apply(s, [e('armir/bombard', { ...bomb, points: 5 })]).armies.army1.points).toBe(0);
  });
  it('11.1.3: a hex not on the roster enters it with its DSG, on the side that was bombarded', () => {
    const s = populated();
    const italian = { ...bomb, source: 'italian-artillery', side: 'axis', army: undefined, points: 0, paSpent: 1, target: 'Hill 201', targetEntry: undefined };
    const after = apply(s, [e('armir/bombard', italian)]);
    expect([after.pa, after.roster.at(-1), after.nextId]).toEqual([
      15,
      { id: 'r5', name: 'Hill 201', side: 'soviet', kind: 'hex', oos: false, dsg: true, used: false },
      6,
    ]);
    expect(apply(s, [e('armir/bombard', { ...bomb, target: 'Rossosh', targetEntry: 'r9' })]).roster.at(-1)).toMatchObject({
      name: 'Rossosh',
      side: 'axis',
      dsg: true,
    });
    expect(apply(s, [e('armir/bombard', { ...italian, result: '-' })]).roster).toEqual(s.roster);
  });
  it('9.1.1: the air unit, once it has bombarded, is used', () => {
    const s = { ...populated(), airUnit: { owner: 'axis' as const, value: 4, used: false } };
    const air = { ...bomb, source: 'air', side: 'axis', army: undefined, points: 0, result: '-', targetEntry: undefined };
    expect(apply(s, [e('armir/bombard', air)]).airUnit).toEqual({ owner: 'axis', value: 4, used: true });
    expect(apply(s, [e('armir/bombard', { ...air, source: 'italian-artillery' })]).airUnit?.used).toBe(false);
    expect(apply(s, [e('armir/bombard', bomb)]).airUnit?.used).toBe(false);
  });
});

describe('16.1: the Čir front roll', () => {
  it('16.1.1-16.1.3: die, modifier, total, losses and the box after', () => {
    const s = populated();
    expect(line(s, 'armir/cir-roll', { die: 5, mod: 1, total: 6, advance: true, losses: 1 })).toEqual(
      jt('cirAdvance', 'roll', ['16.1.1', '16.1.2', '16.1.3'], { die: 5, mod: 1, total: 6, losses: 1, box: 2 }),
    );
    expect(line(s, 'armir/cir-roll', { die: 2, mod: 0, total: 2, advance: false, losses: 0 })).toEqual(
      jt('cirStay', 'roll', ['16.1.1', '16.1.2', '16.1.3'], { die: 2, mod: 0, total: 2, losses: 0, box: 1 }),
    );
  });
  it('16.1: Hollidt advances a box, its losses are due; reaching the last box notes the turn; once a phase', () => {
    const s = { ...populated(), turn: 2 };
    const one = apply(s, [e('armir/cir-roll', { die: 5, mod: 1, total: 6, advance: true, losses: 1 })]);
    expect(one.cir).toMatchObject({ box: 2, reachedOnTurn: null, pendingLosses: 1 });
    expect(apply(one, [e('armir/cir-roll', { die: 5, mod: 1, total: 6, advance: true, losses: 1 })])).toBe(one);
    const two = apply({ ...one, phaseDone: [] }, [e('armir/cir-roll', { die: 5, mod: 1, total: 6, advance: true, losses: 2 })]);
    expect(two.cir).toMatchObject({ box: 3, reachedOnTurn: 2, pendingLosses: 3 });
    const stay = apply(s, [e('armir/cir-roll', { die: 2, mod: 0, total: 2, advance: false, losses: 0 })]);
    expect(stay.cir).toMatchObject({ box: 1, reachedOnTurn: null, pendingLosses: 0 });
  });
  it('16.1: with more boxes (the setting), the last box is further; once reached, the turn stays the first one', () => {
    const c = ctxWith({}, { cirBoxes: 4 });
    const s = { ...populated(), turn: 4, cir: { ...populated().cir, box: 3 } };
    expect(apply(s, [e('armir/cir-roll', { die: 5, mod: 1, total: 6, advance: true, losses: 0 })], c).cir).toMatchObject({ box: 4, reachedOnTurn: 4 });
    const s3 = { ...s, cir: { ...s.cir, box: 4, reachedOnTurn: 3 } };
    expect(apply(s3, [e('armir/cir-roll', { die: 5, mod: 1, total: 6, advance: true, losses: 0 })], c).cir).toMatchObject({ box: 4, reachedOnTurn: 3 });
  });
});

describe('8.6, 16.3.3: attrition', () => {
  it('the OOS units of each side, the TeM box counted as one more Soviet; its loss due, once a phase', () => {
    const s = populated();
    expect(line(s, 'armir/attrition', { axis: 1, soviet: 2, tem: 1 })).toEqual(jt('attrition', 'marker', ['8.6', '16.3.3'], { axis: 1, soviet: 3 }));
    const after = apply(s, [e('armir/attrition', { axis: 1, soviet: 2, tem: 1 })]);
    expect([after.tem.pendingLosses, after.phaseDone]).toEqual([1, ['attrition']]);
    expect(apply(after, [e('armir/attrition', { axis: 0, soviet: 0, tem: 1 })])).toBe(after);
  });
});
