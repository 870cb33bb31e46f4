// 17, 17.1.1–17.1.3, 17.2: what the victory panel says, line by line with its rule numbers — the
// public tallies while the objectives are secret, then each objective scored at the reveal and the
// verdict.
import { describe, expect, it } from 'vitest';
import type { Step } from '@/engine/types';
import { armirVp, donetzVp, victory } from '@/games/armir/victory';
import type { ArmirState, StarLocation } from '@/games/armir/state';
import { ctxWith, setUp } from './helpers';

const lines = (d: Step[] = []) => d.map((s) => [s.rule, s.key.replace('armir.victory.', ''), s.params ?? null, s.tone ?? null]);
const star = (id: string, value: 1 | 2 | null, controller: StarLocation['controller']): StarLocation => ({ id, name: id, value, controller });

/** Turn 4: Bokovskaya reached on turn 2, the airports taken on turn 4, the Alpine Corps destroyed (8 of 14 steps), one Soviet HQ eliminated. */
function midGame(): ArmirState {
  const s = setUp();
  return {
    ...s,
    turn: 4,
    cir: { ...s.cir, reachedOnTurn: 2 },
    tem: { ...s.tem, garrison: 0, capturedOnTurn: 4 },
    corps: { ...s.corps, CA: { total: 14, lost: 8, strongholdLost: false }, II: { total: 12, lost: 3, strongholdLost: false } },
    axisVp: 1,
    // 2 + 2 + 1 for the Soviet; the Axis city and the place not typed yet count nothing.
    locations: [star('a', 2, 'soviet'), star('b', 2, 'soviet'), star('c', 1, 'soviet'), star('d', 2, 'axis'), star('e', null, 'soviet')],
  };
}

const revealed = (s: ArmirState, chosen: number[]): ArmirState => ({
  ...s,
  stage: 'over',
  objectives: { chosen: chosen as ArmirState['objectives']['chosen'], revealed: true },
});

describe('17.1 before the reveal: public tallies only', () => {
  it('during the game: the PS, the Čir box, the TeM garrison, the corps, the star points and the Axis VP', () => {
    const v = victory(midGame(), ctxWith());
    expect([v?.final, v?.winner, v?.headline]).toEqual([false, undefined, { key: 'armir.victory.standing' }]);
    expect(lines(v?.derivation)).toEqual([
      ['17.1', 'secret', null, null],
      ['17', 'tallyPs', { ps: 4 }, null],
      ['16.1', 'tallyCir', { turn: 2, box: 1 }, null],
      ['16.3', 'tallyTem', { g: 0, turn: 4 }, null],
      ['17.1.1', 'tallyCorps', { n: 1, list: 'CA 8/14 ✕, II 3/12, XXXV 0/?, XXIX 0/?' }, null],
      ['17.1.1', 'tallyStars', { total: 5 }, null],
      ['17.1.3', 'tallyAxisVp', { vp: 1 }, null],
    ]);
  });

  it('at the start: Bokovskaya not reached, the airports held, nothing destroyed', () => {
    expect(lines(victory(setUp(), ctxWith())?.derivation).slice(2, 5)).toEqual([
      ['16.1', 'tallyCirNot', { turn: 0, box: 1 }, null],
      ['16.3', 'tallyTemNot', { g: 1, turn: 0 }, null],
      ['17.1.1', 'tallyCorps', { n: 0, list: 'CA 0/?, II 0/?, XXXV 0/?, XXIX 0/?' }, null],
    ]);
  });

  it('the game over but the objectives not shown yet: the panel asks for the reveal', () => {
    const v = victory({ ...midGame(), stage: 'over' }, ctxWith());
    expect([v?.final, v?.headline]).toEqual([false, { key: 'armir.victory.revealNow' }]);
  });

  it('17: the PS at 0 is an immediate Soviet defeat', () => {
    const v = victory({ ...midGame(), defeat: { turn: 3 } } as ArmirState, ctxWith());
    expect(v).toEqual({
      final: true,
      winner: 'axis',
      headline: { key: 'armir.victory.axisWinsPs' },
      derivation: [{ key: 'armir.victory.psZero', params: { turn: 3 }, rule: '17', tone: 'result' }],
    });
  });
});

describe('17.1.1, 17.2 at the reveal', () => {
  it('Čir on turn 2 (+1), one corps destroyed (−1), 5 star points (−1): −1, less the Axis VP: −2, the Axis wins', () => {
    const v = victory(revealed(midGame(), [1, 3, 4]), ctxWith());
    expect([v?.final, v?.winner, v?.headline]).toEqual([true, 'axis', { key: 'armir.victory.axisWins', params: { vp: -2 } }]);
    expect(lines(v?.derivation)).toEqual([
      ['17.2', 'revealed', { list: '1, 3, 4' }, null],
      ['17.1.1', 'cir', { turn: 2, vp: 1 }, null],
      ['17.1.1', 'armir', { n: 1, vp: -1, list: 'CA 8/14 ✕, II 3/12, XXXV 0/?, XXIX 0/?' }, null],
      ['17.1.1', 'donetz', { total: 5, vp: -1 }, null],
      ['17.1.2', 'sovietTotal', { vp: -1 }, null],
      ['17.1.3', 'axisVp', { vp: 1 }, null],
      ['17.2', 'net', { soviet: -1, axis: 1, net: -2 }, null],
      ['17.2', 'sovietShort', { vp: -2 }, 'result'],
    ]);
  });

  it('Čir on turn 2 (+1), the airports (+1), four corps destroyed (+2): 4, less 1 Axis VP: 3, the Soviet wins', () => {
    const s = midGame();
    const all = { total: 10, lost: 6, strongholdLost: false };
    const v = victory(revealed({ ...s, corps: { CA: all, II: all, XXXV: all, XXIX: all } }, [1, 2, 3]), ctxWith());
    expect([v?.final, v?.winner, v?.headline]).toEqual([true, 'soviet', { key: 'armir.victory.sovietWins', params: { vp: 3 } }]);
    expect(lines(v?.derivation).slice(1)).toEqual([
      ['17.1.1', 'cir', { turn: 2, vp: 1 }, null],
      ['17.1.1', 'airports', { turn: 4, vp: 1 }, null],
      ['17.1.1', 'armir', { n: 4, vp: 2, list: 'CA 6/10 ✕, II 6/10 ✕, XXXV 6/10 ✕, XXIX 6/10 ✕' }, null],
      ['17.1.2', 'sovietTotal', { vp: 4 }, null],
      ['17.1.3', 'axisVp', { vp: 1 }, null],
      ['17.2', 'net', { soviet: 4, axis: 1, net: 3 }, null],
      ['17.2', 'sovietEnough', { vp: 3 }, 'result'],
    ]);
  });

  it('Bokovskaya never reached (−1); the ARMIR HQ eliminated counts as a destroyed corps', () => {
    const v = victory(revealed({ ...midGame(), cir: { ...midGame().cir, reachedOnTurn: null }, armirHqEliminated: true }, [1, 3]), ctxWith());
    expect(lines(v?.derivation).slice(1, 3)).toEqual([
      ['17.1.1', 'cirNever', { turn: 0, vp: -1 }, null],
      ['17.1.1', 'armir', { n: 2, vp: -1, list: 'CA 8/14 ✕, II 3/12, XXXV 0/?, XXIX 0/?, HQ ARMIR ✕' }, null],
    ]);
  });

  it('A59 setting off: the airports still held are a Soviet defeat even when objective 2 was not chosen', () => {
    const s = midGame();
    const v = victory(revealed({ ...s, tem: setUp().tem }, [3, 4]), ctxWith({}, { airportsDefeatOnlyIfChosen: false }));
    expect([v?.winner, v?.headline]).toEqual(['axis', { key: 'armir.victory.axisWinsAirports' }]);
    expect(lines(v?.derivation)).toEqual([
      ['17.2', 'revealed', { list: '3, 4' }, null],
      ['17.1.1', 'armir', { n: 1, vp: -1, list: 'CA 8/14 ✕, II 3/12, XXXV 0/?, XXIX 0/?' }, null],
      ['17.1.1', 'donetz', { total: 5, vp: -1 }, null],
      ['17.1.1', 'airportsLost', null, 'result'],
      ['17.1.2', 'sovietTotal', { vp: -2 }, null],
      ['17.1.3', 'axisVp', { vp: 1 }, null],
      ['17.1.1', 'autoLoss', null, 'result'],
    ]);
  });

  it('A60 setting off: the Axis VP are shown but not subtracted', () => {
    const all = { total: 10, lost: 6, strongholdLost: false };
    const v = victory(revealed({ ...midGame(), corps: { CA: all, II: all, XXXV: all, XXIX: all } }, [3, 2]), ctxWith({}, { axisVpSubtract: false }));
    expect([v?.winner, v?.headline]).toEqual(['soviet', { key: 'armir.victory.sovietWins', params: { vp: 3 } }]);
    expect(lines(v?.derivation).map((l) => l[1])).not.toContain('net');
  });

  it('A58: no corps destroyed scores −1, or 0 with the setting; 1 or 2 destroyed are −1 whatever the setting', () => {
    const none = revealed({ ...midGame(), corps: setUp().corps }, [3]);
    expect(lines(victory(none, ctxWith())?.derivation)[1]).toEqual(['17.1.1', 'armir', { n: 0, vp: -1, list: 'CA 0/?, II 0/?, XXXV 0/?, XXIX 0/?' }, null]);
    expect(lines(victory(none, ctxWith({}, { objective3Zero: 0 }))?.derivation)[1]).toEqual([
      '17.1.1',
      'armir',
      { n: 0, vp: 0, list: 'CA 0/?, II 0/?, XXXV 0/?, XXIX 0/?' },
      null,
    ]);
    expect([0, 1, 2, 3, 4, 5].map((n) => armirVp(n, 0))).toEqual([0, -1, -1, 1, 2, 2]);
  });

  it('objective 4: 11 is −1, 12 and 13 are 0, 14 and 15 are +1, 16 is +2', () => {
    expect([11, 12, 13, 14, 15, 16].map(donetzVp)).toEqual([-1, 0, 0, 1, 1, 2]);
  });

  it('with no Axis VP there is nothing to subtract and no line for it', () => {
    const v = victory(revealed({ ...midGame(), axisVp: 0 }, [1, 2]), ctxWith());
    expect(lines(v?.derivation)).toEqual([
      ['17.2', 'revealed', { list: '1, 2' }, null],
      ['17.1.1', 'cir', { turn: 2, vp: 1 }, null],
      ['17.1.1', 'airports', { turn: 4, vp: 1 }, null],
      ['17.1.2', 'sovietTotal', { vp: 2 }, null],
      ['17.2', 'sovietShort', { vp: 2 }, 'result'],
    ]);
  });

  it('A59 setting off, the airports taken: no defeat for them', () => {
    const v = victory(revealed(midGame(), [3, 4]), ctxWith({}, { airportsDefeatOnlyIfChosen: false }));
    expect(lines(v?.derivation).map((l) => l[1])).not.toContain('airportsLost');
    expect(v?.headline).toEqual({ key: 'armir.victory.axisWins', params: { vp: -3 } });
  });

  it('objective 2 chosen and the airports held: one defeat line, not two, whatever the A59 setting', () => {
    const v = victory(revealed({ ...midGame(), tem: setUp().tem }, [2, 3]), ctxWith({}, { airportsDefeatOnlyIfChosen: false }));
    expect(lines(v?.derivation).filter((l) => l[1] === 'airportsLost')).toEqual([['17.1.1', 'airportsLost', null, 'result']]);
  });

  it('revealed with no objective sealed: nothing scored', () => {
    const v = victory({ ...midGame(), stage: 'over', objectives: { chosen: null, revealed: true } } as ArmirState, ctxWith());
    expect(lines(v?.derivation).slice(0, 2)).toEqual([
      ['17.2', 'revealed', { list: '' }, null],
      ['17.1.2', 'sovietTotal', { vp: 0 }, null],
    ]);
  });
});
