// 8.1, 8.2, 7.9.1, 8.4, 9.4.1: the second half of the plan before the roll, line by line with each
// line's rule — the ratio and its column (virtual columns beyond the chart, A1, A3), the flank
// shift, the cap at 4:1 with its extra DRM, the intensity and the loss-table DRMs. The TRC columns
// are the ones the rules notes suggest (1:3 … 4:1); no chart cell is used here.
import { describe, expect, it } from 'vitest';
import { analyseCombat, type CombatInput } from '@/games/inferno/combat';
import { combat, ctxWith, cu } from './helpers';
import { lines, show } from './lines';

/** One attacker of strength A (1 step) against one defender of strength D (1 step). */
function plan(A: number, D: number, p: Partial<CombatInput> = {}, settings = {}) {
  return analyseCombat(
    combat({ attackers: [cu({ side: 'ah', name: 'A', attack: A, steps: 1 })], defenders: [cu({ side: 'it', name: 'D', defence: D, steps: 1 })], ...p }),
    ctxWith([], settings),
  );
}
const flanked = { flank: { fiveHexes: true, noFriendly: true } };
/** The lines from the ratio on. */
const fromRatio = (d: string[]) => d.slice(d.findIndex((l) => l.includes('combat.ratio(')));

describe('8.1, 8.2 (A1, A2): above 4:1', () => {
  it('30 against 5 flanked: 6:1, two columns right to "8:1", capped at 4:1 with +4, and +2 for the flank: the defender +6', () => {
    const a = plan(30, 5, flanked);
    expect(a.errors).toEqual([]);
    expect(fromRatio(lines(a.derivation))).toEqual([
      '8.1 info combat.ratio(a=30 d=5 ratio=6 column=6:1)',
      '8.2 info combat.phase2',
      '7.9.1 combat.shift(from=6:1 to=8:1)',
      '8.2 warning combat.capped(column=4:1 extra=4)',
      '8.2 result combat.finalColumn(column=4:1)',
      '8.4 combat.small(steps=2)',
      '9.4.1 combat.vaAttack(parts=— total=0 drm=±0)',
      '9.4.1 combat.vaDefence(parts=— total=0 drm=±0)',
      '9.4.1 combat.flankDrm',
      '9.4.1 combat.ratioDrm(n=+4)',
      '9.4.1 info combat.drmBefore(att=±0 def=+6)',
    ]);
    expect([a.column, a.extraRatioDrm, a.drm]).toEqual(['4:1', 4, { attacker: 0, defender: 6 }]);
  });

  it('9 against 2 (4.5) is 4:1 with no cap line and no extra DRM', () => {
    expect(fromRatio(lines(plan(9, 2).derivation)).slice(0, 3)).toEqual([
      '8.1 info combat.ratio(a=9 d=2 ratio=4.5 column=4:1)',
      '8.2 info combat.phase2',
      '8.2 result combat.finalColumn(column=4:1)',
    ]);
  });

  it('8.2 (A2 setting "cap first"): 6:1 flanked is capped to 4:1 (+2), then the shift stays on 4:1; the defender +4', () => {
    const a = plan(30, 5, flanked, { flankOrder: 'capThenShift' });
    expect(fromRatio(lines(a.derivation)).slice(0, 5)).toEqual([
      '8.1 info combat.ratio(a=30 d=5 ratio=6 column=6:1)',
      '8.2 info combat.phase2',
      '7.9.1 combat.shift(from=4:1 to=4:1)',
      '8.2 warning combat.capped(column=4:1 extra=2)',
      '8.2 result combat.finalColumn(column=4:1)',
    ]);
    expect(a.drm).toEqual({ attacker: 0, defender: 4 });
  });

  it('8.2 (A2 setting "cap first"): 2:1 flanked shifts two columns to 4:1 with no extra DRM', () => {
    const a = plan(8, 4, flanked, { flankOrder: 'capThenShift' });
    expect(fromRatio(lines(a.derivation)).slice(2, 4)).toEqual(['7.9.1 combat.shift(from=2:1 to=4:1)', '8.2 result combat.finalColumn(column=4:1)']);
    expect(a.drm).toEqual({ attacker: 0, defender: 2 });
  });
});

describe('8.2 (A3): below 1:3', () => {
  it('1 against 5 is "1:5": refused below 1:3, the column named', () => {
    const a = plan(1, 5);
    expect(a.errors.map(show)).toEqual(['combat.belowOneThree(column=1:5)']);
    expect(fromRatio(lines(a.derivation))).toEqual(['8.1 info combat.ratio(a=1 d=5 ratio=0.2 column=1:5)', '8.2 info combat.phase2']);
  });

  it('1 against 5 flanked: "1:5" shifted two columns to 1:3, allowed', () => {
    const a = plan(1, 5, flanked);
    expect(a.errors).toEqual([]);
    expect(fromRatio(lines(a.derivation)).slice(2, 4)).toEqual(['7.9.1 combat.shift(from=1:5 to=1:3)', '8.2 result combat.finalColumn(column=1:3)']);
  });

  it('1 against 7 flanked: "1:7" shifted to "1:5", still refused, the column reached named', () => {
    const a = plan(1, 7, flanked);
    expect(a.errors.map(show)).toEqual(['combat.belowOneThree(column=1:5)']);
  });

  it('1 against 4 is "1:4" (one column below 1:3); 1 against 6 "1:6"', () => {
    expect(plan(1, 4).errors.map(show)).toEqual(['combat.belowOneThree(column=1:4)']);
    expect(plan(1, 6).errors.map(show)).toEqual(['combat.belowOneThree(column=1:6)']);
  });

  it('8.2 (A3 setting off): a flank does not rescue 1:5 — refused with the column before the shift', () => {
    const a = plan(1, 5, flanked, { flankRescuesLowOdds: false });
    expect(a.errors.map(show)).toEqual(['combat.belowOneThree(column=1:5)']);
    const ok = plan(1, 3, flanked, { flankRescuesLowOdds: false });
    expect(ok.errors).toEqual([]);
    expect(ok.column).toBe('1:1');
  });

  it('7.5: an attacker at 0 is refused, and the ratio line reads "0"', () => {
    const a = plan(2, 3, { attackers: [cu({ side: 'ah', name: 'A', attack: 2, efficiency: 2, steps: 1 })] });
    expect(a.errors.map(show)).toContain('combat.zeroAttack(name=A value=0)');
    expect(fromRatio(lines(a.derivation))[0]).toBe('8.1 info combat.ratio(a=0 d=3 ratio=0 column=0)');
  });
});

describe('8.4: the intensity from the steps at declaration', () => {
  it('6 steps are Small, 7 Large, artillery in the hex not counted', () => {
    const small = analyseCombat(
      combat({
        attackers: [cu({ side: 'ah', attack: 8, steps: 2 }), cu({ side: 'ah', attack: 8, steps: 2 })],
        defenders: [cu({ side: 'it', defence: 3, steps: 2 }), cu({ side: 'it', kind: 'artillery', defence: 1, artillery: 1, steps: 2 })],
      }),
      ctxWith(),
    );
    expect(lines(small.derivation).filter((l) => l.startsWith('8.4'))).toEqual(['8.4 combat.small(steps=6)']);
    expect([small.steps, small.intensity]).toEqual([6, 'small']);
  });
});

describe('9.4.1: each loss DRM known before the roll, with the side it goes to', () => {
  it("the attacker's VA raises the defender's die; the defender's VA and the attacker's failed retreat the attacker's", () => {
    const a = plan(8, 4, {
      attackers: [cu({ side: 'ah', name: 'A', attack: 8, artillery: 2, steps: 1 })],
      defenceSupport: [cu({ side: 'it', name: 'Bty', kind: 'artillery', defence: 0, artillery: 1 })],
      retreatFail: { attacker: true, defender: false },
    });
    expect(fromRatio(lines(a.derivation)).slice(4)).toEqual([
      '9.4.1 combat.vaAttack(parts=A 2 total=2 drm=+2)',
      '9.4.1 combat.vaDefence(parts=Bty 1 total=1 drm=+1)',
      '9.2.1 combat.retreatDrm(side=sides.ah)',
      '9.4.1 info combat.drmBefore(att=+3 def=+2)',
    ]);
  });
});
