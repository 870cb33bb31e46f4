import { describe, expect, it } from 'vitest';
import { addF, ZERO, fText, CONFIRM_QUESTION, noAnswers } from '@/engine';
import { analyseCombat, attackCommandLegal, evaluateCombat, artilleryValue } from '@/games/inferno/combat';
import { artilleryDrm, flankFromHexes } from '@/games/inferno/rules';
import { combat, ctxWith, cu, tdpData, trcData } from './helpers';
import { answer, firstRoll, choiceIds, cellAsked } from '../../support/answers';

const ctx = ctxWith();
const errKeys = (e: { key: string }[]): string[] => e.map((x) => x.key);

/** One attacker of strength A against one defender of strength D. */
function odds(A: number, D: number, flanked = false, settings = {}) {
  return analyseCombat(
    combat({
      attackers: [cu({ side: 'ah', attack: A, steps: 1 })],
      defenders: [cu({ side: 'it', defence: D, steps: 1 })],
      flank: { fiveHexes: flanked, noFriendly: true },
    }),
    ctxWith([], settings),
  );
}

describe('Phase One and Two: ratio, shifts and limits (8.1, 8.2)', () => {
  it('8.1: A 20 against D 4 (5:1) is resolved on 4:1 with +1 for the defender', () => {
    const a = odds(20, 4);
    expect(a.column).toBe('4:1');
    expect(a.extraRatioDrm).toBe(1);
  });
  it('8.1: 23 against 4 (5.75) is rounded for the defender to 5:1, so 4:1 and +1', () => {
    const a = odds(23, 4);
    expect(a.ratioText).toBe('5.75');
    expect([a.column, a.extraRatioDrm]).toEqual(['4:1', 1]);
  });
  it('8.1: 9 against 2 (4.5) and 8 against 2 are 4:1 with no extra DRM', () => {
    expect([odds(9, 2).column, odds(9, 2).extraRatioDrm]).toEqual(['4:1', 0]);
    expect([odds(8, 2).column, odds(8, 2).extraRatioDrm]).toEqual(['4:1', 0]);
  });
  it('8.2: 1 against 3 is 1:3 and allowed; 3 against 10 is below 1:3 and refused', () => {
    expect(odds(1, 3).errors).toEqual([]);
    expect(odds(1, 3).column).toBe('1:3');
    expect(errKeys(odds(3, 10).errors)).toContain('inferno.combat.belowOneThree');
  });
  it('9.4.1: with a ratio of 6:1 the DRM would be +2 (30 against 5, not flanked)', () => {
    const a = odds(30, 5);
    expect(a.column).toBe('4:1');
    expect(a.extraRatioDrm).toBe(2);
    expect(a.drm.defender).toBe(2);
    expect(a.drm.attacker).toBe(0);
  });
  it('8.2 (A2): 5:1 flanked → "7:1" → 4:1, the defender +3 (ratio) +2 (flank) = +5', () => {
    const a = odds(10, 2, true);
    expect(a.column).toBe('4:1');
    expect(a.extraRatioDrm).toBe(3);
    expect(a.drm.defender).toBe(5);
  });
  it('8.2 (A2): 4:1 flanked → "6:1" → 4:1 with +2 +2 = +4; 3:1 flanked → 4:1 with +1 +2', () => {
    expect(odds(8, 2, true).drm.defender).toBe(4);
    expect(odds(6, 2, true).drm.defender).toBe(3);
  });
  it('8.2 (A2 setting "cap first"): 4:1 flanked stays 4:1 with only the flank +2', () => {
    const a = odds(8, 2, true, { flankOrder: 'capThenShift' });
    expect([a.column, a.drm.defender]).toEqual(['4:1', 2]);
  });
  it('8.2 (A3): 3 against 10 flanked: 1:4 → two right → 1:2, allowed', () => {
    const a = odds(3, 10, true);
    expect(a.errors).toEqual([]);
    expect(a.column).toBe('1:2');
  });
  it('8.2 (A3 setting off): 3 against 10 flanked is refused', () => {
    expect(errKeys(odds(3, 10, true, { flankRescuesLowOdds: false }).errors)).toContain('inferno.combat.belowOneThree');
  });
  it('8.1 with the suggested columns: 11:4 → 2:1, 7:8 → 1:2, 4:9 → 1:3, 9:5 → 1:1 (3:2 if the chart has it)', () => {
    expect(odds(11, 4).column).toBe('2:1');
    expect(odds(7, 8).column).toBe('1:2');
    expect(odds(4, 9).column).toBe('1:3');
    expect(odds(9, 5).column).toBe('1:1');
    const withThreeTwo = ctxWith([trcData('-/-', {}, ['1:3', '1:2', '1:1', '3:2', '2:1', '3:1', '4:1'])]);
    const a = analyseCombat(combat({ attackers: [cu({ side: 'ah', attack: 9 })], defenders: [cu({ side: 'it', defence: 5 })] }), withThreeTwo);
    expect(a.column).toBe('3:2');
  });
});

describe('Command limits and zero strength (7.2, 7.4, 7.5)', () => {
  const c = (...corps: string[]) => corps.map((x) => ({ corps: x }));
  it('7.2: all of a Corps plus two others is legal; two Corps of two plus one is not', () => {
    expect(attackCommandLegal(c('III', 'III', 'III', 'III', '', ''))).toBe(true);
    expect(attackCommandLegal(c('III', 'III', 'III', 'III', 'XX', ''))).toBe(true);
    expect(attackCommandLegal(c('III', 'III', 'XX', 'XX', ''))).toBe(false);
    expect(attackCommandLegal(c('', '', ''))).toBe(true);
    expect(attackCommandLegal(c('', '', '', ''))).toBe(false);
  });
  it('7.2: an Italian attack with four units is refused with a message', () => {
    const a = analyseCombat(
      combat({
        attackerSide: 'it',
        attackers: [1, 2, 3, 4].map(() => cu({ side: 'it', attack: 3, steps: 1 })),
        defenders: [cu({ side: 'ah', defence: 3 })],
      }),
      ctx,
    );
    expect(errKeys(a.errors)).toContain('inferno.combat.attackCommand');
  });
  it('7.4: three independent units in a hex — exactly one is held back, chosen by the defender', () => {
    const [p, q, r] = [cu({ side: 'it', defence: 3 }), cu({ side: 'it', defence: 2 }), cu({ side: 'it', defence: 4 })];
    const att = [cu({ side: 'ah', attack: 12, corps: 'XX' })];
    const proposed = analyseCombat(combat({ attackers: att, defenders: [p, q, r] }), ctx);
    expect(proposed.heldBack).toHaveLength(1);
    expect(proposed.defenceStrength).toBe(7); // the app proposes keeping the strongest two
    const chosen = analyseCombat(combat({ attackers: att, defenders: [p, { ...q }, { ...r, heldBack: true }], heldBackChosen: true }), ctx);
    expect(chosen.errors).toEqual([]);
    expect(chosen.defenceStrength).toBe(5);
    // Holding back none, or two, is refused (7.4: never voluntarily).
    const none = analyseCombat(combat({ attackers: att, defenders: [p, q, r], heldBackChosen: true }), ctx);
    expect(errKeys(none.errors)).toContain('inferno.combat.defenceCommand');
    const two = analyseCombat(combat({ attackers: att, defenders: [p, { ...q, heldBack: true }, { ...r, heldBack: true }], heldBackChosen: true }), ctx);
    expect(errKeys(two.errors)).toContain('inferno.combat.defenceCommand');
  });
  it('7.4: 3 × Corps III + 1 independent all defend; 2 × III + 2 independent hold one back; III + XX + 1 hold one back', () => {
    const hex = (...corps: string[]) =>
      analyseCombat(
        combat({
          attackerSide: 'it',
          attackers: [cu({ side: 'it', attack: 20, steps: 1 })],
          defenders: corps.map((x) => cu({ side: 'ah', corps: x, defence: 2, steps: 1 })),
        }),
        ctx,
      ).heldBack.length;
    expect(hex('III', 'III', 'III', '')).toBe(0);
    expect(hex('III', 'III', '', '')).toBe(1);
    expect(hex('III', 'XX', '')).toBe(1);
  });
  it('7.5: a defender at modified defence 0 stacked with another is held back; the other defends alone', () => {
    const a = analyseCombat(
      combat({
        attackers: [cu({ side: 'ah', attack: 6 })],
        defenders: [cu({ side: 'it', name: 'Zero', defence: 2, efficiency: 2 }), cu({ side: 'it', defence: 3 })],
      }),
      ctx,
    );
    expect(a.heldBack.map((u) => u.name)).toEqual(['Zero']);
    expect(a.defenceStrength).toBe(3);
  });
  it('7.5 (A16): three independent units, one at zero — that one held back, the other two defend', () => {
    const a = analyseCombat(
      combat({
        attackers: [cu({ side: 'ah', attack: 9 })],
        defenders: [cu({ side: 'it', defence: 1, supply: 'low' }), cu({ side: 'it', defence: 3 }), cu({ side: 'it', defence: 3 })],
      }),
      ctx,
    );
    expect(a.heldBack).toHaveLength(1);
    expect(a.defenceStrength).toBe(6);
  });
  it('7.5 (A17): a lone defender at zero is eliminated with no roll, its steps counting for VP', () => {
    const ev = evaluateCombat(
      combat({ attackers: [cu({ side: 'ah', attack: 4 })], defenders: [cu({ side: 'it', defence: 2, efficiency: 2, steps: 2 })] }),
      ctx,
    );
    expect(firstRoll(ev)?.roll).toBeUndefined();
    // Printed defence 2, zero only from its markers: the players confirm before the 7.5 removal.
    expect(choiceIds(ev.resolve(noAnswers()))).toEqual(['go']);
    const r = answer(ev, null, { choices: { [CONFIRM_QUESTION]: 'go' } });
    expect(r.events[0].type).toBe('inferno/combat');
    expect((r.events[0].payload as { typedLosses: { steps: number }[] }).typedLosses[0].steps).toBe(2);
  });
  it('7.5: a unit with attack 2 at −2 efficiency, or attack 1 uphill, cannot attack', () => {
    const a = analyseCombat(combat({ attackers: [cu({ side: 'ah', attack: 2, efficiency: 2 })], defenders: [cu({ side: 'it', defence: 2 })] }), ctx);
    expect(errKeys(a.errors)).toContain('inferno.combat.zeroAttack');
    const b = analyseCombat(
      combat({ attackers: [cu({ side: 'ah', attack: 1, hex: 1 })], defenders: [cu({ side: 'it', defence: 2 })], hexes: [{ uphill: true, torrent: false }] }),
      ctx,
    );
    expect(errKeys(b.errors)).toContain('inferno.combat.zeroAttack');
  });
  it('12.4: a frozen Italian brigade may not attack on turn 2', () => {
    const a = analyseCombat(
      combat({
        turn: 2,
        attackerSide: 'it',
        attackers: [cu({ side: 'it', name: 'Ivrea', attack: 4, frozen: true })],
        defenders: [cu({ side: 'ah', defence: 2 })],
      }),
      ctx,
    );
    expect(errKeys(a.errors)).toContain('inferno.combat.frozen');
  });
});

describe('Steps per attacking hex (7.8) and intensity (8.4)', () => {
  const defender = [cu({ side: 'it', defence: 2, steps: 1 })];
  const att = (hex: number, steps: number) => cu({ side: 'ah', attack: 3, steps, hex, corps: 'XX' });
  const run = (attackers: ReturnType<typeof att>[]) =>
    errKeys(analyseCombat(combat({ attackers, defenders: defender, terrain: 'highMountain', stackLimit: null }), ctx).errors);
  it('7.8: a High Mountain hex can be attacked by two steps from each attacking hex', () => {
    expect(run([att(1, 2), att(1, 2)])).toContain('inferno.combat.stackExceeded');
    expect(run([att(1, 2), att(1, 1)])).toContain('inferno.combat.stackExceeded');
    expect(run([att(1, 2)])).toEqual([]);
    expect(run([att(1, 1)])).toEqual([]);
    expect(run([att(1, 1), att(1, 1)])).toEqual([]);
    expect(run([att(1, 2), att(2, 2), att(3, 2)])).toEqual([]);
  });
  it('8.4: 6 steps are a Small combat, 7 a Large one; held-back steps do not count', () => {
    const a = analyseCombat(
      combat({ attackers: [cu({ side: 'ah', attack: 4 }), cu({ side: 'ah', attack: 4 })], defenders: [cu({ side: 'it', defence: 3 })] }),
      ctx,
    );
    expect([a.steps, a.intensity]).toEqual([6, 'small']);
    const b = analyseCombat(
      combat({
        attackers: [cu({ side: 'ah', attack: 4 }), cu({ side: 'ah', attack: 4 }), cu({ side: 'ah', attack: 2, steps: 1 })],
        defenders: [cu({ side: 'it', defence: 3 })],
      }),
      ctx,
    );
    expect([b.steps, b.intensity]).toEqual([7, 'large']);
    const c = analyseCombat(
      combat({
        attackers: [cu({ side: 'ah', attack: 9 })],
        defenders: [cu({ side: 'it', defence: 2 }), cu({ side: 'it', defence: 2 }), cu({ side: 'it', defence: 1 })],
      }),
      ctx,
    );
    expect(c.steps).toBe(6);
  });
});

describe('Strength modifiers (10.1, 11.1, 7.8, 12.1, 15.2)', () => {
  const one = (u: Parameters<typeof cu>[0], d: Parameters<typeof cu>[0], p = {}) =>
    analyseCombat(combat({ attackers: [cu(u)], defenders: [cu(d)], ...p }), ctx);
  it('7.8: attack 5, −1 efficiency, LS, uphill and across a torrent = 2 (terrain never more than −1)', () => {
    const a = one({ side: 'ah', attack: 5, efficiency: 1, supply: 'low', hex: 1 }, { side: 'it', defence: 1 }, { hexes: [{ uphill: true, torrent: true }] });
    expect(a.attackStrength).toBe(2);
  });
  it('11.1: attack 3 out of supply is 1, and its VA is 0', () => {
    const a = one({ side: 'ah', attack: 3, supply: 'out', artillery: 2 }, { side: 'it', defence: 1 });
    expect(a.attackStrength).toBe(1);
    expect(a.vaAttack).toBe(0);
  });
  it('12.1: mountain infantry attack 4 into Mountain is 5; 4 when a mountain unit defends; no bonus on a hill', () => {
    expect(one({ side: 'ah', kind: 'mountain', attack: 4 }, { side: 'it', defence: 2 }, { terrain: 'mountain' }).attackStrength).toBe(5);
    expect(one({ side: 'ah', kind: 'mountain', attack: 4 }, { side: 'it', kind: 'mountain', defence: 2 }, { terrain: 'mountain' }).attackStrength).toBe(4);
    expect(one({ side: 'ah', kind: 'mountain', attack: 4 }, { side: 'it', defence: 2 }, { terrain: 'hill' }).attackStrength).toBe(4);
  });
  it('12.1: mountain infantry defending in High Mountain (defence 3) against non-mountain attackers is 4', () => {
    expect(one({ side: 'ah', attack: 4 }, { side: 'it', kind: 'mountain', defence: 3 }, { terrain: 'highMountain', stackLimit: 2 }).defenceStrength).toBe(4);
  });
  it('15.2: an Italian unit with defence 3 at −1 efficiency and the defensive ability is 3', () => {
    expect(one({ side: 'ah', attack: 4 }, { side: 'it', defence: 3, efficiency: 1 }, { defensiveAbility: true }).defenceStrength).toBe(3);
  });
  it('10.0: efficiency −2 on a unit with VA 2 leaves VA 2', () => {
    expect(one({ side: 'ah', attack: 5, efficiency: 2, artillery: 2 }, { side: 'it', defence: 1 }).vaAttack).toBe(2);
  });
});

describe('Artillery values and the loss-table DRM (7.8, 9.4.1, 12.3)', () => {
  it('9.4.1(2): opponent VA 0,1,2,3,4,5,6,11 → +0,+1,+2,+2,+3,+3,+4,+4', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 11].map(artilleryDrm)).toEqual([0, 1, 2, 2, 3, 3, 4, 4]);
  });
  const base = () => ({
    attackers: [cu({ side: 'ah', attack: 3, artillery: 0, higher: true }), cu({ side: 'ah', attack: 3, artillery: 0, higher: true })],
    defenders: [cu({ side: 'it', defence: 3 })],
  });
  it('7.8 (A6): two VA-0 units from higher ground and a VA-2 battery: 1 + 1 + 2 = 4 → defender +3', () => {
    const a = analyseCombat(combat({ ...base(), attackSupport: [cu({ side: 'ah', kind: 'artillery', artillery: 2, defence: 0 })] }), ctx);
    expect(a.vaAttack).toBe(4);
    expect(a.drm.defender).toBe(3);
  });
  it('11.1, 12.3: the same battery OOS or In Mov adds nothing: 2 → +2', () => {
    expect(
      analyseCombat(combat({ ...base(), attackSupport: [cu({ side: 'ah', kind: 'artillery', artillery: 2, defence: 0, supply: 'out' })] }), ctx).drm.defender,
    ).toBe(2);
    expect(
      analyseCombat(combat({ ...base(), attackSupport: [cu({ side: 'ah', kind: 'artillery', artillery: 2, defence: 0, inMov: true })] }), ctx).drm.defender,
    ).toBe(2);
  });
  it('12.3: heavy artillery never supports a defence', () => {
    const a = analyseCombat(combat({ ...base(), defenceSupport: [cu({ side: 'it', kind: 'heavyArtillery', artillery: 3, defence: 0 })] }), ctx);
    expect(a.vaDefence).toBe(0);
  });
  it('7.8 (A9): defenders higher than all attackers, two VA-0 units and a stacked VA-1 battery: 4 → attacker +3', () => {
    const a = analyseCombat(
      combat({
        attackers: [cu({ side: 'ah', attack: 6 })],
        defenders: [
          cu({ side: 'it', defence: 2, higher: true }),
          cu({ side: 'it', defence: 2, higher: true }),
          cu({ side: 'it', kind: 'artillery', artillery: 1, defence: 0, higher: true }),
        ],
      }),
      ctx,
    );
    expect(a.vaDefence).toBe(4);
    expect(a.drm.attacker).toBe(3);
  });
  it('7.8 (A6 setting "two"): a VA-0 unit from higher ground counts 2', () => {
    expect(artilleryValue(cu({ side: 'ah', artillery: 0, higher: true }), 'two')).toBe(2);
  });
});

describe('Flank attacks (7.9, 7.9.2, 12.2, 12.4)', () => {
  const att = [cu({ side: 'ah', attack: 6, steps: 1 })];
  const def = [cu({ side: 'it', defence: 3, steps: 1 })];
  const flankOf = (hexes: Parameters<typeof flankFromHexes>[0], p = {}) =>
    analyseCombat(combat({ attackers: att, defenders: def, flank: flankFromHexes(hexes), ...p }), ctx);
  it("7.9 example 1: the 15th Brigade's ZOC counts only if it takes part in the attack", () => {
    // Four hexes occupied or in attackers' ZOC; the fifth only in the non-attacking 15th Brigade's ZOC.
    const notAttacking = flankOf(['enemy', 'zoc', 'enemy', 'zoc', 'open', 'open']);
    expect(notAttacking.flanked).toBe(false);
    expect(notAttacking.column).toBe('2:1');
    const attacking = flankOf(['enemy', 'zoc', 'enemy', 'zoc', 'zoc', 'open']);
    expect(attacking.flanked).toBe(true);
    expect(attacking.column).toBe('4:1'); // 2:1 two columns right
    expect(attacking.drm.defender).toBe(2);
  });
  it('7.9 example 2: the 55th Brigade occupying a hex creates the flank though it does not attack', () => {
    expect(flankOf(['enemy', 'zoc', 'zoc', 'zoc', 'enemy', 'open']).flanked).toBe(true);
  });
  it("7.9 example 3: Brigade Mantova cancels the attacking 15th Brigade's ZOC in its hex", () => {
    expect(flankOf(['enemy', 'zoc', 'zoc', 'zoc', 'friendly', 'open']).flanked).toBe(false);
  });
  it('7.9.2, 12.2: never flanked on the map edge or with a fort in the hex', () => {
    const five = { fiveHexes: true, noFriendly: true };
    expect(analyseCombat(combat({ attackers: att, defenders: def, flank: five, mapEdge: true }), ctx).flanked).toBe(false);
    const withFort = [...def, cu({ side: 'it', kind: 'fort', defence: 2, steps: 1 })];
    expect(analyseCombat(combat({ attackers: att, defenders: withFort, flank: five }), ctx).flanked).toBe(false);
  });
  it('12.4: on turn 1 an Italian unit attacked with artillery support is flanked; on turn 3 it is not', () => {
    const support = [cu({ side: 'ah', kind: 'artillery', artillery: 2, defence: 0 })];
    const t1 = analyseCombat(combat({ turn: 1, attackers: att, defenders: def, attackSupport: support }), ctx);
    expect(t1.flanked).toBe(true);
    expect(t1.drm.defender).toBe(2 + 2); // VA 2 → +2, flank +2
    const t3 = analyseCombat(combat({ turn: 3, attackers: att, defenders: def, attackSupport: support }), ctx);
    expect(t3.flanked).toBe(false);
  });
});

describe('Retreats and losses (9.2.1, 9.4.2)', () => {
  it('9.2.1: the last hex of a retreat keeps its stacking limit: a hill holds 4 steps', () => {
    const hill = Number(ctx.charts.lookup('inferno.stacking', 'Livelli', 1).value);
    expect(hill).toBe(4);
  });
});

describe('The complete worked combat of the rules notes (synthetic chart values)', () => {
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
  it('computes A 9, D 5, 1:1, VA 4 (+3 to the defender) and 2 (+2 to the attacker), Large', () => {
    const a = analyseCombat(input, charts);
    expect(a.errors).toEqual([]);
    expect([a.attackStrength, a.defenceStrength, a.column]).toEqual([9, 5, '1:1']);
    expect([a.vaAttack, a.vaDefence]).toEqual([4, 2]);
    expect(a.drm).toEqual({ attacker: 2, defender: 3 });
    expect(a.intensity).toBe('large');
  });
  it('rolls 4+3 and 4: retreat, R eliminated, attacker 7 → 1 reduction, defender 8 → 2 reductions spread 1 + 1', () => {
    const ev = evaluateCombat(input, charts);
    const first = answer(ev, { faces: [4, 3, 4], source: 'physical' });
    expect(choiceIds(first)).toEqual(['ok', 'def']);
    // 9.2.3: the retreating defenders are asked about an unbridged watercourse.
    const water = answer(ev, { faces: [4, 3, 4], source: 'physical' }, { choices: { retreat: 'ok' } });
    expect(choiceIds(water)).toEqual(['none', 'all', 'P', 'Q']);
    // 9.4.2: the attacker's one reduction goes on K or L, the owner's choice; K (no step lost) is proposed.
    const own = answer(ev, { faces: [4, 3, 4], source: 'physical' }, { choices: { retreat: 'ok', 'watercourse.def': 'none' } });
    expect(choiceIds(own)).toEqual(['1.0', '0.1']);
    const r = answer(ev, { faces: [4, 3, 4], source: 'physical' }, { choices: { retreat: 'ok', 'watercourse.def': 'none', 'losses.att': '1.0' } });
    const p = r.events[0].payload as {
      eliminated: string[];
      reductions: { unitId: string; count: number }[];
      attackerReductions: number;
      defenderReductions: number;
    };
    expect(p.eliminated).toEqual(['uR']);
    expect([p.attackerReductions, p.defenderReductions]).toEqual([1, 2]);
    expect(p.reductions).toEqual([
      { unitId: 'uP', count: 1 },
      { unitId: 'uQ', count: 1 },
    ]);
    // L at −2 taking it instead loses a step (10.2).
    const l = answer(ev, { faces: [4, 3, 4], source: 'physical' }, { choices: { retreat: 'ok', 'watercourse.def': 'none', 'losses.att': '0.1' } });
    expect(l.derivation.some((st) => st.key === 'inferno.combat.unitStepLost' && st.params?.name === 'L')).toBe(true);
    expect(firstRoll(ev)?.odds.some((o) => o.id === firstRoll(ev)?.outcomeOf([4, 3, 4]))).toBe(true);
  });
});

describe('Exact odds and the paper chart (§16, DESIGN.md "Charts")', () => {
  const input = combat({ attackers: [cu({ side: 'ah', attack: 8 })], defenders: [cu({ side: 'it', defence: 4 })] });
  const sum = (os: { p: { num: bigint; den: bigint } }[]) => fText(os.reduce((s, o) => addF(s, o.p), ZERO));
  it('with no chart entered, the odds are the TRC rows 2–12 (1/36 … 6/36) and sum to exactly 1', () => {
    const ev = evaluateCombat(input, ctx);
    expect(firstRoll(ev)?.odds).toHaveLength(11);
    expect(fText(firstRoll(ev)!.odds.find((o) => o.id === 'row-7')!.p)).toBe('1/6');
    expect(fText(firstRoll(ev)!.odds.find((o) => o.id === 'row-2')!.p)).toBe('1/36');
    expect(sum(firstRoll(ev)!.odds)).toBe('1');
  });
  it('with both charts entered, the 216 rolls group into outcomes summing to exactly 1', () => {
    const c = ctxWith([trcData('-/-', { '2:1|7': '-/R1', '2:1|12': '-1/R2 +2' }), tdpData((i) => String(Math.min(3, Math.floor(i / 3))))]);
    const ev = evaluateCombat(input, c);
    expect(sum(firstRoll(ev)!.odds)).toBe('1');
    expect(firstRoll(ev)!.odds.length).toBeGreaterThan(2);
  });
  it('asks for the TRC cell, then each TdP cell, off the paper chart when not entered', () => {
    const ev = evaluateCombat(input, ctx);
    const roll = { faces: [3, 3, 5], source: 'app' as const };
    const r1 = answer(ev, roll);
    expect(cellAsked(r1)).toMatchObject({ chartId: 'inferno.trc', column: '2:1', row: '6' });
    const r2 = answer(ev, roll, { cells: { 'inferno.trc|2:1|6': '-/-' } });
    expect(cellAsked(r2)).toMatchObject({ chartId: 'inferno.tdp', column: 'Piccola', row: '5' });
    const r3 = answer(ev, roll, { cells: { 'inferno.trc|2:1|6': '-/-', 'inferno.tdp|Piccola|5': '1' } });
    expect(cellAsked(r3)).toBeUndefined();
    // Resolving is pure: the same call gives the same answer.
    expect(cellAsked(answer(ev, roll, { cells: { 'inferno.trc|2:1|6': '-/-' } }))).toMatchObject({ chartId: 'inferno.tdp' });
    // Both sides read the same row (no DRMs): the typed cell answers both.
    const p = r3.events[0].payload as { attackerReductions: number; defenderReductions: number };
    expect([p.attackerReductions, p.defenderReductions]).toEqual([1, 1]);
  });
  it('refuses bad units with a message and nothing to apply', () => {
    const ev = evaluateCombat(combat({ attackers: [cu({ side: 'ah', attack: -2 })], defenders: [cu({ side: 'it', defence: 2 })] }), ctx);
    expect(errKeys(ev.errors)).toContain('inferno.combat.badUnit');
    expect(answer(ev, null).events).toEqual([]);
  });
});
