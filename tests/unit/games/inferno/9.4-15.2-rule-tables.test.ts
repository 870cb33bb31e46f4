// Inferno sugli Altipiani's small rules, at the edges of each table: what a supply state costs
// (11.1), the VA → DRM table (9.4.1(2)), victory levels and points (14.0), the optional rolls (15.1,
// 15.2), reductions (9.4.2, 10.2), the flank (7.9) and the last hex of a retreat (9.2.1).
import { describe, expect, it } from 'vitest';
import {
  applyReductions,
  artilleryDrm,
  brusilovTriggers,
  defensiveAbilitySucceeds,
  earnsReplacement,
  flankFromHexes,
  legalDistributions,
  levelWinner,
  reductionsToEliminate,
  supplyPenalty,
  unpreparednessSucceeds,
  victoryLevel,
  vpOf,
  type Absorber,
} from '@/games/inferno/rules';
import { isCombatUnit, type InfernoState, type Objective } from '@/games/inferno/state';
import { start } from './helpers';

/** Whether `counts` is one of the ways 9.4.2 allows, as the combat card offers them. */
const isLegalDistribution = (units: Absorber[], n: number, counts: number[]) =>
  legalDistributions(units, n).some((d) => d.counts.join(',') === counts.join(','));

describe('11.1 what a supply state costs', () => {
  it('11.1: a supplied unit loses no strength, low supply 1, out of supply 2', () => {
    expect((['supplied', 'low', 'out'] as const).map(supplyPenalty)).toEqual([0, 1, 2]);
  });
});

describe("9.4.1(2) the opponent's artillery value gives the loss-table DRM", () => {
  it('total 0 → +0; 1 → +1; 2, 3 → +2; 4, 5 → +3; 6 and more → +4; a negative total counts as 0', () => {
    expect([-1, 0, 1, 2, 3, 4, 5, 6, 7, 11].map(artilleryDrm)).toEqual([0, 0, 1, 2, 2, 3, 3, 4, 4, 4]);
  });
});

describe('14.0 victory', () => {
  it('at the end of turn 14: 29 and below Italian strategic, 30–34 tactical, 35–40 draw, 41–45 A-H tactical, 46 and more A-H strategic', () => {
    expect([-3, 29, 30, 34, 35, 40, 41, 45, 46].map(victoryLevel)).toEqual([
      'itStrategic',
      'itStrategic',
      'itTactical',
      'itTactical',
      'draw',
      'draw',
      'ahTactical',
      'ahTactical',
      'ahStrategic',
    ]);
  });

  it('who wins each level; a draw has no winner', () => {
    expect((['itStrategic', 'itTactical', 'draw', 'ahTactical', 'ahStrategic'] as const).map(levelWinner)).toEqual(['it', 'it', undefined, 'ah', 'ah']);
  });

  it('the A-H gains a town (+5), a village (+1) and a peak (+3) not its own at the start, and loses one of its own to the Italian', () => {
    const obj = (kind: Objective['kind'], inStart: boolean, holder: Objective['holder'], id: string): Objective => ({ id, name: id, kind, inStart, holder });
    const s: InfernoState = {
      ...start(),
      objectives: [
        obj('town', false, 'ah', 'a'),
        obj('village', false, 'ah', 'b'),
        obj('peak', false, 'ah', 'c'),
        obj('peak', true, 'it', 'd'),
        obj('town', true, 'ah', 'e'),
        obj('village', false, 'it', 'f'),
      ],
    };
    expect(vpOf(s, {})).toEqual({ start: 10, objectives: 5 + 1 + 3 - 3, italianSteps: 0, ahSteps: 0, adjust: 0, total: 16 });
  });

  it("Italian steps add, A-H steps subtract, and the players' adjustment counts", () => {
    const s: InfernoState = { ...start(), stepsLost: { it: 4, ah: 3 }, stepsEliminated: { it: 2, ah: 0 }, vpAdjust: 2 };
    expect(vpOf(s, {})).toMatchObject({ italianSteps: 4, ahSteps: 3, adjust: 2, total: 13 });
    expect(vpOf(s, { vpSteps: 'eliminated' })).toMatchObject({ italianSteps: 2, ahSteps: 0, total: 14 });
  });

  it('A50: artillery and units without defence are not combat units, and their steps give no VP', () => {
    const full = (defence: number) => ({ attack: 1, defence, artillery: 0 });
    expect(isCombatUnit({ kind: 'infantry', full: full(2) })).toBe(true);
    expect(isCombatUnit({ kind: 'fort', full: full(3) })).toBe(true);
    expect(isCombatUnit({ kind: 'artillery', full: full(1) })).toBe(false);
    expect(isCombatUnit({ kind: 'heavyArtillery', full: full(1) })).toBe(false);
    expect(isCombatUnit({ kind: 'infantry', full: full(0) })).toBe(false);
  });
});

describe('15.1, 15.2 the optional rolls', () => {
  it('15.1 unpreparedness (A26): on turn 2 only a 1, on turn 4 1–3, on turn 6 1–5; from turn 7 automatic', () => {
    const ok = (turn: number) => [1, 2, 3, 4, 5, 6].filter((r) => unpreparednessSucceeds(turn, r));
    expect(ok(1)).toEqual([]);
    expect(ok(2)).toEqual([1]);
    expect(ok(4)).toEqual([1, 2, 3]);
    expect(ok(6)).toEqual([1, 2, 3, 4, 5]);
    expect(ok(7)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('15.1 Brusilov: a 1 or a 2 stops the A-H replacements, 3 to 6 do not', () => {
    expect([1, 2, 3, 4, 5, 6].map(brusilovTriggers)).toEqual([true, true, false, false, false, false]);
  });

  it('15.2: 2d6 + turn must reach 15: on turn 8 a 7 succeeds and a 6 fails; on turn 2 even 12 fails', () => {
    expect(defensiveAbilitySucceeds(8, 7)).toBe(true);
    expect(defensiveAbilitySucceeds(8, 6)).toBe(false);
    expect(defensiveAbilitySucceeds(3, 12)).toBe(true);
    expect(defensiveAbilitySucceeds(2, 12)).toBe(false);
  });

  it('15.1: an infantry or mountain-infantry step earns 1 RP; artillery, heavy artillery and forts none', () => {
    expect((['infantry', 'mountain', 'artillery', 'heavyArtillery', 'fort'] as const).map(earnsReplacement)).toEqual([true, true, false, false, false]);
  });
});

describe('9.4.2, 10.2 reductions', () => {
  it('a 2-step unit takes 1, 2, 3, 4, 6 reductions: −1, −2, reduced side, reduced at −1, eliminated', () => {
    expect([1, 2, 3, 4, 6].map((n) => applyReductions(0, 2, n))).toEqual([
      { efficiency: 1, stepsLeft: 2, stepsLost: 0, eliminated: false, wasted: 0 },
      { efficiency: 2, stepsLeft: 2, stepsLost: 0, eliminated: false, wasted: 0 },
      { efficiency: 0, stepsLeft: 1, stepsLost: 1, eliminated: false, wasted: 0 },
      { efficiency: 1, stepsLeft: 1, stepsLost: 1, eliminated: false, wasted: 0 },
      { efficiency: 0, stepsLeft: 0, stepsLost: 2, eliminated: true, wasted: 0 },
    ]);
  });

  it('A22: reductions past the last step are lost', () => {
    expect(applyReductions(2, 1, 3)).toEqual({ efficiency: 0, stepsLeft: 0, stepsLost: 1, eliminated: true, wasted: 2 });
    expect(applyReductions(0, 0, 2)).toEqual({ efficiency: 0, stepsLeft: 0, stepsLost: 0, eliminated: true, wasted: 2 });
    expect(applyReductions(2, 0, 1)).toEqual({ efficiency: 0, stepsLeft: 0, stepsLost: 0, eliminated: true, wasted: 1 });
  });

  it('how many reductions a unit can still take: 3 a step, less its marker; none once removed', () => {
    expect(reductionsToEliminate(0, 2)).toBe(6);
    expect(reductionsToEliminate(2, 1)).toBe(1);
    expect(reductionsToEliminate(1, 0)).toBe(0);
  });
});

describe('9.4.2 (A21, A22) the ways a result may be spread, the proposal first', () => {
  const fresh = { efficiency: 0, steps: 2 };
  const lastReduction = { efficiency: 2, steps: 1 };
  const counts = (units: Absorber[], n: number) => legalDistributions(units, n).map((d) => [d.counts.join('+'), d.eliminated, d.stepsLost]);

  it('two fresh 2-step units and 3 reductions: 2 + 1 or 1 + 2, the first unit taking the extra one; 3 + 0 is not allowed', () => {
    expect(counts([fresh, fresh], 3)).toEqual([
      ['2+1', 0, 0],
      ['1+2', 0, 0],
    ]);
    expect(isLegalDistribution([fresh, fresh], 3, [1, 2])).toBe(true);
    expect(isLegalDistribution([fresh, fresh], 3, [3, 0])).toBe(false);
  });

  it('the way that costs fewer steps comes first', () => {
    expect(counts([{ efficiency: 2, steps: 2 }, fresh], 1)).toEqual([
      ['0+1', 0, 0],
      ['1+0', 0, 1],
    ]);
  });

  it('units one reduction from removal may be passed over: fewest eliminated first, then the earlier units taking the extra ones', () => {
    expect(counts([lastReduction, lastReduction, fresh], 2)).toEqual([
      ['0+0+2', 0, 0],
      ['1+0+1', 1, 1],
      ['0+1+1', 1, 1],
      ['1+1+0', 2, 2],
    ]);
  });

  it('a unit already removed takes nothing and is not counted as eliminated again', () => {
    expect(counts([{ efficiency: 0, steps: 0 }, fresh], 1)).toEqual([['0+1', 0, 0]]);
  });
});

describe('7.9 the flank', () => {
  it("five of six hexes held by the enemy or in an attacker's ZOC flank the defender; four do not", () => {
    expect(flankFromHexes(['enemy', 'zoc', 'enemy', 'zoc', 'enemy', 'open'])).toEqual({ fiveHexes: true, noFriendly: true, count: 5 });
    expect(flankFromHexes(['enemy', 'zoc', 'enemy', 'zoc', 'friendly', 'open'])).toEqual({ fiveHexes: false, noFriendly: true, count: 4 });
  });
});
