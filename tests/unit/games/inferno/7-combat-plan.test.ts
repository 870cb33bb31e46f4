// 7.0–7.9, 8.1, 11.1, 12.1–12.4, 15.2: what the combat calculator shows before the roll, line by
// line with each line's rule — the refusals, the command limits and who is held back, each unit's
// strength with its modifiers, the stacking cap, the artillery values and the flank. No chart value
// here comes from the printed charts: the tests use only what the rules text gives (the pre-filled
// stacking limits of 7.8 and 9.2.1) or what the players type.
import { describe, expect, it } from 'vitest';
import { noAnswers } from '@/engine';
import {
  analyseCombat,
  attackCommandLegal,
  defenceCommandLegal,
  defenceCommandMax,
  evaluateCombat,
  proposeDefenders,
  type CombatInput,
  type CombatUnit,
} from '@/games/inferno/combat';
import { combat, ctxWith, cu } from './helpers';
import { lines, show } from './lines';

const plan = (p: Partial<CombatInput>, settings = {}) => analyseCombat(combat(p), ctxWith([], settings));
const errors = (p: Partial<CombatInput>, settings = {}) => plan(p, settings).errors.map(show);
/** Only the lines whose key is one of these. */
const only = (d: string[], ...keys: string[]) => d.filter((l) => keys.some((k) => l.includes(`combat.${k}`)));

describe('8.1 with 7.0, 7.2, 7.4, 7.5, 7.8, 10.1, 11.1, 12.1: a whole plan read line by line', () => {
  // Into a Mountain hex: A1 (5, −1 efficiency, low supply, uphill and across a torrent),
  // A2 mountain infantry (4, out of supply, uphill), A3 (3, across a torrent, VA 1);
  // D1 (3) already attacked this phase, D2 (2 at −2 efficiency: zero, held back).
  const input = combat({
    terrain: 'mountain',
    attackers: [
      cu({ side: 'ah', name: 'A1', attack: 5, efficiency: 1, supply: 'low', hex: 1, alreadyAttacked: true }),
      cu({ side: 'ah', name: 'A2', attack: 4, kind: 'mountain', supply: 'out', hex: 2 }),
      cu({ side: 'ah', name: 'A3', attack: 3, hex: 3, artillery: 1 }),
    ],
    hexes: [
      { uphill: true, torrent: true },
      { uphill: true, torrent: false },
      { uphill: false, torrent: true },
    ],
    defenders: [cu({ side: 'it', name: 'D1', defence: 3, alreadyDefended: true }), cu({ side: 'it', name: 'D2', defence: 2, efficiency: 2 })],
    stackLimit: 4,
  });

  it('every step in order: the warnings of 7.0, the command limits, each strength with its modifiers, 2:1 on 6 against 3', () => {
    const a = analyseCombat(input, ctxWith());
    expect(a.errors).toEqual([]);
    expect(lines(a.derivation)).toEqual([
      '8.1 info combat.phase1',
      '7.0 warning combat.alreadyAttacked(name=A1)',
      '7.0 warning combat.alreadyDefended(name=D1)',
      '7.2 combat.attackCommandOk(n=3)',
      '7.5 warning combat.zeroHeld(name=D2)',
      '7.4 combat.defenceCommandOk(n=1)',
      '12.1 combat.mountainBonus(terrain=terrain.mountain)',
      '8.1 combat.unitAttack(name=A1 printed=5 mods=m.eff(n=−1), m.ls(n=−1), m.terrainCap value=2)',
      '8.1 combat.unitAttack(name=A2 printed=4 mods=m.oos(n=−2), m.uphill, m.mountain value=2)',
      '8.1 combat.unitAttack(name=A3 printed=3 mods=m.torrent value=2)',
      '8.1 combat.unitDefence(name=D1 printed=3 mods=m.none value=3)',
      '7.8 combat.stackLimit(terrain=terrain.mountain limit=4 rule=5.1)',
      '8.1 info combat.ratio(a=6 d=3 ratio=2 column=2:1)',
      '8.2 info combat.phase2',
      '8.2 result combat.finalColumn(column=2:1)',
      '8.4 combat.large(steps=8)',
      '9.4.1 combat.vaAttack(parts=A3 1 total=1 drm=+1)',
      '9.4.1 combat.vaDefence(parts=— total=0 drm=±0)',
      '9.4.1 info combat.drmBefore(att=±0 def=+1)',
    ]);
    expect(a.slips.map(show)).toEqual(['slip.zeroFromMarkers(name=D2 printed=2 markers=ui.effChip(n=2))']);
    expect([a.attackStrength, a.defenceStrength, a.column, a.flanked]).toEqual([6, 3, '2:1', false]);
  });

  it('7.0: units that have not attacked or been attacked this phase bring no warning', () => {
    const fresh = combat({
      ...input,
      attackers: input.attackers.map((u) => ({ ...u, alreadyAttacked: false })),
      defenders: input.defenders.map((u) => ({ ...u, alreadyDefended: undefined })),
    });
    expect(only(lines(analyseCombat(fresh, ctxWith()).derivation), 'already')).toEqual([]);
  });
});

describe('8.1 with 10.1, 11.1, 15.2: each strength modifier is named, and only when it applies', () => {
  it('a supplied unit at full efficiency shows "no modifier"; −2 efficiency and low supply each show their own', () => {
    const a = plan({
      attackers: [cu({ side: 'ah', name: 'Fresh', attack: 4 }), cu({ side: 'ah', name: 'Tired', attack: 6, efficiency: 2, supply: 'low' })],
      defenders: [cu({ side: 'it', name: 'Out', defence: 4, supply: 'out' }), cu({ side: 'it', name: 'Low', defence: 3, supply: 'low' })],
    });
    expect(only(lines(a.derivation), 'unitAttack', 'unitDefence')).toEqual([
      '8.1 combat.unitAttack(name=Fresh printed=4 mods=m.none value=4)',
      '8.1 combat.unitAttack(name=Tired printed=6 mods=m.eff(n=−2), m.ls(n=−1) value=3)',
      '8.1 combat.unitDefence(name=Out printed=4 mods=m.oos(n=−2) value=2)',
      '8.1 combat.unitDefence(name=Low printed=3 mods=m.ls(n=−1) value=2)',
    ]);
  });

  it('15.2: the defensive ability adds +1 to Italian defenders only — an Austro-Hungarian defender gets nothing', () => {
    const it_ = plan({
      defensiveAbility: true,
      attackers: [cu({ side: 'ah', name: 'K', attack: 6 })],
      defenders: [cu({ side: 'it', name: 'Alpini', defence: 3 })],
    });
    expect(only(lines(it_.derivation), 'unitDefence')).toEqual(['8.1 combat.unitDefence(name=Alpini printed=3 mods=m.ida value=4)']);
    const ah = plan({
      defensiveAbility: true,
      attackerSide: 'it',
      attackers: [cu({ side: 'it', name: 'Alpini', attack: 6 })],
      defenders: [cu({ side: 'ah', name: 'K', defence: 3 })],
    });
    expect(only(lines(ah.derivation), 'unitDefence', 'unitAttack')).toEqual([
      '8.1 combat.unitAttack(name=Alpini printed=6 mods=m.none value=6)',
      '8.1 combat.unitDefence(name=K printed=3 mods=m.none value=3)',
    ]);
  });

  it('7.8: with no attacking hex typed, a unit attacks with no terrain modifier', () => {
    const a = plan({ hexes: [], attackers: [cu({ side: 'ah', name: 'K', attack: 5, hex: 2 })], defenders: [cu({ side: 'it', name: 'D', defence: 2 })] });
    expect(a.errors).toEqual([]);
    expect(only(lines(a.derivation), 'unitAttack')).toEqual(['8.1 combat.unitAttack(name=K printed=5 mods=m.none value=5)']);
  });
});

describe("12.1: mountain infantry +1 in the defender's (High) Mountain hex, unless the other side has mountain infantry too", () => {
  const mtn = (kind: CombatUnit['kind']) => cu({ side: 'it', name: 'Alpini', kind, defence: 2, efficiency: 2 });

  it('a mountain defender at −2 efficiency (2 − 2 + 1 = 1) still defends against plain infantry', () => {
    const a = plan({ terrain: 'mountain', attackers: [cu({ side: 'ah', name: 'K', attack: 4 })], defenders: [mtn('mountain')] });
    expect(a.autoEliminate).toBe(false);
    expect(only(lines(a.derivation), 'unitDefence', 'mountain')).toEqual([
      '12.1 combat.mountainBonus(terrain=terrain.mountain)',
      '8.1 combat.unitDefence(name=Alpini printed=2 mods=m.eff(n=−2), m.mountain value=1)',
    ]);
  });

  it('7.5: the same unit attacked by mountain infantry is at 0: alone in its hex, eliminated with no roll', () => {
    const a = plan({ terrain: 'mountain', attackers: [cu({ side: 'ah', name: 'K', kind: 'mountain', attack: 4 })], defenders: [mtn('mountain')] });
    expect(a.autoEliminate).toBe(true);
    expect(lines(a.derivation).at(-1)).toBe('7.5 result combat.zeroAll(n=1)');
  });

  it('both sides with mountain infantry: the bonus is cancelled for both, and said so', () => {
    const a = plan({
      terrain: 'highMountain',
      stackLimit: null,
      attackers: [cu({ side: 'ah', name: 'K', kind: 'mountain', attack: 4, steps: 1 })],
      defenders: [cu({ side: 'it', name: 'Alpini', kind: 'mountain', defence: 3, steps: 1 }), cu({ side: 'it', name: 'Fanti', defence: 2, steps: 1 })],
    });
    expect(only(lines(a.derivation), 'unitDefence', 'unitAttack', 'mountain')).toEqual([
      '12.1 combat.mountainBoth(terrain=terrain.highMountain)',
      '8.1 combat.unitAttack(name=K printed=4 mods=m.none value=4)',
      '8.1 combat.unitDefence(name=Alpini printed=3 mods=m.none value=3)',
      '8.1 combat.unitDefence(name=Fanti printed=2 mods=m.none value=2)',
    ]);
  });

  it('no mountain infantry on either side, or a hill: no 12.1 line at all', () => {
    const none = plan({ terrain: 'mountain', attackers: [cu({ side: 'ah', attack: 4 })], defenders: [cu({ side: 'it', defence: 2 })] });
    expect(only(lines(none.derivation), 'mountain')).toEqual([]);
    const hill = plan({
      terrain: 'hill',
      attackers: [cu({ side: 'ah', name: 'K', kind: 'mountain', attack: 4 })],
      defenders: [cu({ side: 'it', defence: 2 })],
    });
    expect(only(lines(hill.derivation), 'mountain', 'unitAttack')).toEqual(['8.1 combat.unitAttack(name=K printed=4 mods=m.none value=4)']);
  });
});

describe('7.5, 12.3: which units count, and bad input refused with nothing computed', () => {
  it('a unit out of range (efficiency 3, attack 100, 3 steps, 0 steps) is refused by name, "?" when unnamed, and nothing else is computed', () => {
    const a = plan({
      attackers: [cu({ side: 'ah', name: 'E', efficiency: 3, attack: 4 }), cu({ side: 'ah', name: 'Big', attack: 100 })],
      defenders: [cu({ side: 'it', name: '', defence: 2, steps: 3 }), cu({ side: 'it', name: 'Gone', defence: 2, steps: 0 })],
    });
    expect(a.errors.map(show)).toEqual(['combat.badUnit(name=E)', 'combat.badUnit(name=Big)', 'combat.badUnit(name=?)', 'combat.badUnit(name=Gone)']);
    expect(a.derivation).toEqual([]);
    expect(
      evaluateCombat(
        combat({ attackers: [cu({ side: 'ah', name: 'E', efficiency: 3, attack: 4 })], defenders: [cu({ side: 'it', defence: 2 })] }),
        ctxWith(),
      ).errors.map(show),
    ).toEqual(['combat.badUnit(name=E)']);
  });

  it('a unit typed as a whole stack may have any number of steps; artillery has no step limit to check', () => {
    expect(
      errors({
        attackers: [cu({ side: 'ah', attack: 9, steps: 5, stack: true })],
        defenders: [cu({ side: 'it', defence: 2 }), cu({ side: 'it', kind: 'artillery', defence: 0, artillery: 2, steps: 0 })],
      }),
    ).toEqual([]);
  });

  it('no attacker and no defender are each said, alone', () => {
    expect(errors({ defenders: [cu({ side: 'it', defence: 2 })] })).toEqual(['combat.noAttackers']);
    expect(errors({ attackers: [cu({ side: 'ah', attack: 4 })] })).toEqual(['combat.noDefenders']);
  });

  it('12.3: a hex holding only artillery (heavy or not) has no defender to attack', () => {
    expect(
      errors({
        attackers: [cu({ side: 'ah', attack: 4 })],
        defenders: [cu({ side: 'it', kind: 'artillery', defence: 2, artillery: 2 }), cu({ side: 'it', kind: 'heavyArtillery', defence: 1, artillery: 3 })],
      }),
    ).toEqual(['combat.noDefenders']);
  });

  it('7.3, 12.3: artillery and units with no defence stacked with a combat unit do not defend, and are not "held back at zero"', () => {
    const a = plan({
      attackers: [cu({ side: 'ah', attack: 4 })],
      defenders: [
        cu({ side: 'it', name: 'Bty', kind: 'artillery', defence: 2, artillery: 1 }),
        cu({ side: 'it', name: 'HQ', defence: 0 }),
        cu({ side: 'it', name: 'Fanti', defence: 3 }),
      ],
    });
    expect(only(lines(a.derivation), 'unitDefence', 'zero', 'defenceCommand')).toEqual([
      '7.4 combat.defenceCommandOk(n=1)',
      '8.1 combat.unitDefence(name=Fanti printed=3 mods=m.none value=3)',
    ]);
    expect(a.slips).toEqual([]);
  });
});

describe('7.5: a defender brought to zero by its markers is worth a second look', () => {
  it('the slip names the markers that did it: efficiency, supply, or both', () => {
    const slips = (u: Partial<CombatUnit>) =>
      plan({
        attackers: [cu({ side: 'ah', attack: 4 })],
        defenders: [cu({ side: 'it', name: 'X', defence: 2, ...u }), cu({ side: 'it', name: 'Y', defence: 3 })],
      }).slips.map(show);
    expect(slips({ efficiency: 2 })).toEqual(['slip.zeroFromMarkers(name=X printed=2 markers=ui.effChip(n=2))']);
    expect(slips({ supply: 'out' })).toEqual(['slip.zeroFromMarkers(name=X printed=2 markers=supply.out)']);
    expect(slips({ defence: 3, efficiency: 1, supply: 'out' })).toEqual(['slip.zeroFromMarkers(name=X printed=3 markers=ui.effChip(n=1), supply.out)']);
    expect(slips({ defence: 1, efficiency: 1 })).toEqual(['slip.zeroFromMarkers(name=X printed=1 markers=ui.effChip(n=1))']);
    expect(slips({ efficiency: 1 })).toEqual([]);
  });
});

describe('7.2, 12.4: who may attack', () => {
  it('7.2: five Italian units must drop two; all of Corps III (4) and three others must drop one', () => {
    const it5 = Array.from({ length: 5 }, () => cu({ side: 'it', attack: 3 }));
    expect(errors({ attackerSide: 'it', attackers: it5, defenders: [cu({ side: 'ah', defence: 2 })] })).toEqual(['combat.attackCommand(n=5 drop=2)']);
    const ah7 = [
      ...Array.from({ length: 4 }, () => cu({ side: 'ah', corps: 'III', attack: 3, steps: 1 })),
      ...Array.from({ length: 3 }, () => cu({ side: 'ah', attack: 3, steps: 1 })),
    ];
    expect(errors({ attackers: ah7, defenders: [cu({ side: 'it', defence: 2 })] })).toEqual(['combat.attackCommand(n=7 drop=1)']);
  });

  it('12.4: a frozen unit on turn 2 is refused by name; an unfrozen one on turn 1 is not; frozen artillery adds no VA to the attack', () => {
    const a = plan({
      turn: 2,
      attackerSide: 'it',
      attackers: [cu({ side: 'it', name: 'Ivrea', attack: 4, frozen: true }), cu({ side: 'it', name: 'Pinerolo', attack: 4, artillery: 1 })],
      attackSupport: [cu({ side: 'it', name: '2903', kind: 'artillery', defence: 0, artillery: 2, frozen: true })],
      defenders: [cu({ side: 'ah', defence: 2 })],
    });
    expect(a.errors.map(show)).toEqual(['combat.frozen(name=Ivrea)', 'combat.frozen(name=2903)']);
    expect(only(lines(a.derivation), 'vaAttack')).toEqual(['9.4.1 combat.vaAttack(parts=Pinerolo 1 total=1 drm=+1)']);
    expect(errors({ turn: 1, attackerSide: 'it', attackers: [cu({ side: 'it', attack: 4 })], defenders: [cu({ side: 'ah', defence: 2 })] })).toEqual([]);
  });

  it('12.4: from turn 3 a frozen unit attacks, and its artillery adds its VA', () => {
    const a = plan({
      turn: 3,
      attackerSide: 'it',
      attackers: [cu({ side: 'it', name: 'Ivrea', attack: 4, frozen: true })],
      attackSupport: [cu({ side: 'it', name: '2903', kind: 'artillery', defence: 0, artillery: 2, frozen: true })],
      defenders: [cu({ side: 'ah', defence: 2 })],
    });
    expect(a.errors).toEqual([]);
    expect(only(lines(a.derivation), 'vaAttack')).toEqual(['9.4.1 combat.vaAttack(parts=2903 2 total=2 drm=+2)']);
  });

  it('7.5: an attacker brought to 0 is refused with its name and its strength', () => {
    expect(
      errors({
        attackers: [cu({ side: 'ah', name: 'Tired', attack: 2, efficiency: 2 }), cu({ side: 'ah', attack: 5 })],
        defenders: [cu({ side: 'it', defence: 2 })],
      }),
    ).toEqual(['combat.zeroAttack(name=Tired value=0)']);
  });

  it('12.4 (A30): frozen Italian artillery still supports a defence on turn 1', () => {
    const a = plan({
      turn: 1,
      attackers: [cu({ side: 'ah', attack: 6 })],
      defenders: [cu({ side: 'it', defence: 2 })],
      defenceSupport: [cu({ side: 'it', name: '2903', kind: 'artillery', defence: 0, artillery: 2, frozen: true })],
    });
    expect(only(lines(a.derivation), 'vaDefence')).toEqual(['9.4.1 combat.vaDefence(parts=2903 2 total=2 drm=+2)']);
  });
});

describe('7.4: the defending force and who is held back', () => {
  const c = (corps: string, strength = 1) => ({ corps, strength });
  const propose = (us: { corps: string; strength: number }[]) => proposeDefenders(us, (u) => u.strength);

  it('7.4: all of one Corps plus one other, or two: the legal sets', () => {
    expect(defenceCommandLegal([c('III'), c('III'), c('III'), c('')])).toBe(true);
    expect(defenceCommandLegal([c('III'), c('III'), c('')])).toBe(true);
    expect(defenceCommandLegal([c('III'), c('III'), c(''), c('')])).toBe(false);
    expect(defenceCommandLegal([c(''), c(''), c('')])).toBe(false);
    expect(defenceCommandLegal([c(''), c('')])).toBe(true);
  });

  it('7.4 (A15): the largest legal force: three of Corps III and two others → 4 defend; a Corps is one Corps however it was typed', () => {
    expect(defenceCommandMax([c('III'), c('III'), c('III'), c(''), c('')])).toBe(4);
    expect(defenceCommandMax([c(' III'), c('III '), c('')])).toBe(3);
    expect(defenceCommandMax([c('  '), c('  '), c('  ')])).toBe(2);
    expect(attackCommandLegal([c('  '), c('  '), c('  '), c('  ')])).toBe(false);
  });

  it('7.4: the proposal is the Corps and its strongest other unit, by the Corps however it was typed', () => {
    const us = [c(' III', 6), c(' III', 1), c('', 5), c('', 4)];
    expect(propose(us)).toEqual([us[0], us[1], us[2]]);
  });

  it('7.4: two independents stronger than a Corps unit and one other: the two strongest are proposed', () => {
    const us = [c('III', 1), c('', 5), c('', 4)];
    expect(propose(us)).toEqual([us[1], us[2]]);
  });

  it('7.4: of two Corps that could each defend with one other, the stronger force is proposed', () => {
    const us = [c('III', 1), c('III', 1), c('XX', 3), c('XX', 3), c('', 2)];
    expect(propose(us)).toEqual([us[2], us[3], us[4]]);
  });

  it('7.4 (A15): never fewer units than the largest legal force, even when two strong ones would be stronger', () => {
    const us = [c('III', 1), c('III', 1), c('XX', 9), c('', 8)];
    expect(propose(us)).toEqual([us[0], us[1], us[2]]);
  });

  it('7.4, 12.1: on a Hill the mountain bonus does not count, so the proposal holds back the mountain unit of equal defence listed last', () => {
    const defenders = [
      cu({ side: 'it', name: 'F3', defence: 3 }),
      cu({ side: 'it', name: 'F2', defence: 2 }),
      cu({ side: 'it', name: 'Alpini', kind: 'mountain', defence: 2 }),
    ];
    const a = plan({ terrain: 'hill', attackers: [cu({ side: 'ah', attack: 6 })], defenders });
    expect(only(lines(a.derivation), 'heldBack')).toEqual(['7.4 warning combat.heldBackProposed(name=Alpini)']);
  });

  it('7.4, 12.1: in the Mountain, against no mountain infantry, the Alpini defend at 3 and the weaker unit is proposed to be held back', () => {
    const defenders = [
      cu({ side: 'it', name: 'F3', defence: 3 }),
      cu({ side: 'it', name: 'F2', defence: 2 }),
      cu({ side: 'it', name: 'Alpini', kind: 'mountain', defence: 2 }),
    ];
    const a = plan({ terrain: 'mountain', attackers: [cu({ side: 'ah', attack: 6 })], defenders });
    expect(only(lines(a.derivation), 'heldBack')).toEqual(['7.4 warning combat.heldBackProposed(name=F2)']);
    // With Austro-Hungarian mountain infantry in the attack the bonus does not count (A44): the Alpini are held back again.
    const b = plan({ terrain: 'mountain', attackers: [cu({ side: 'ah', attack: 6, kind: 'mountain' })], defenders });
    expect(only(lines(b.derivation), 'heldBack')).toEqual(['7.4 warning combat.heldBackProposed(name=Alpini)']);
  });

  it('7.4: the app proposes who is held back and says so; a legal choice of the defender is shown as held back', () => {
    const defenders = [cu({ side: 'it', name: 'D1', defence: 3 }), cu({ side: 'it', name: 'D2', defence: 1 }), cu({ side: 'it', name: 'D3', defence: 2 })];
    const proposed = plan({ attackers: [cu({ side: 'ah', attack: 6 })], defenders });
    expect(only(lines(proposed.derivation), 'heldBack', 'defenceCommand')).toEqual(['7.4 warning combat.heldBackProposed(name=D2)']);
    const chosen = plan({
      heldBackChosen: true,
      attackers: [cu({ side: 'ah', attack: 6 })],
      defenders: defenders.map((u) => ({ ...u, heldBack: u.name === 'D1' })),
    });
    expect(chosen.errors).toEqual([]);
    expect(only(lines(chosen.derivation), 'heldBack', 'defenceCommand')).toEqual(['7.4 warning combat.heldBack(name=D1)']);
  });

  it('7.4: the defender may not hold back a unit the command limits allow: refused, and the unit held back is shown', () => {
    const defenders = [cu({ side: 'it', name: 'D1', defence: 3, heldBack: true }), cu({ side: 'it', name: 'D2', defence: 1 })];
    const a = plan({ heldBackChosen: true, attackers: [cu({ side: 'ah', attack: 6 })], defenders });
    expect(a.errors.map(show)).toEqual(['combat.defenceCommand(n=2 max=2)']);
    expect(only(lines(a.derivation), 'heldBack', 'defenceCommand')).toEqual(['7.4 warning combat.heldBack(name=D1)']);
    const both = plan({ attackers: [cu({ side: 'ah', attack: 6 })], defenders: defenders.map((u) => ({ ...u, heldBack: false })) });
    expect(only(lines(both.derivation), 'heldBack', 'defenceCommand')).toEqual(['7.4 combat.defenceCommandOk(n=2)']);
  });

  it('7.4 (A11 setting): forts outside the command limits always defend, beside the two others', () => {
    const defenders = [
      cu({ side: 'it', name: 'F1', defence: 3 }),
      cu({ side: 'it', name: 'F2', defence: 2 }),
      cu({ side: 'it', name: 'Forte', kind: 'fort', defence: 2, artillery: 1 }),
    ];
    const counted = plan({ attackers: [cu({ side: 'ah', attack: 9 })], defenders });
    expect(only(lines(counted.derivation), 'heldBack', 'defenceCommand', 'unitDefence')).toEqual([
      '7.4 warning combat.heldBackProposed(name=Forte)',
      '8.1 combat.unitDefence(name=F1 printed=3 mods=m.none value=3)',
      '8.1 combat.unitDefence(name=F2 printed=2 mods=m.none value=2)',
    ]);
    const apart = plan({ attackers: [cu({ side: 'ah', attack: 9 })], defenders }, { fortsInCommand: false });
    expect(only(lines(apart.derivation), 'heldBack', 'defenceCommand', 'unitDefence')).toEqual([
      '7.4 combat.defenceCommandOk(n=3)',
      '8.1 combat.unitDefence(name=F1 printed=3 mods=m.none value=3)',
      '8.1 combat.unitDefence(name=F2 printed=2 mods=m.none value=2)',
      '8.1 combat.unitDefence(name=Forte printed=2 mods=m.none value=2)',
    ]);
  });
});

describe('7.8: no more steps from an attacking hex than the defender hex holds', () => {
  const two = (o: Partial<CombatUnit> = {}) => cu({ side: 'ah', corps: 'XX', attack: 3, steps: 2, ...o });

  it("9.2.1: a Hill holds 4 (pre-filled from the rule's example), typed or not", () => {
    const a = plan({ terrain: 'hill', stackLimit: null, attackers: [two(), two()], defenders: [cu({ side: 'it', defence: 2 })] });
    expect(only(lines(a.derivation), 'stack')).toEqual(['7.8 combat.stackLimit(terrain=terrain.hill limit=4 rule=9.2.1)']);
  });

  it("5.1: a Mountain's limit is the one the players typed when the chart lacks it; none typed, the check is left to them", () => {
    const typed = plan({ terrain: 'mountain', stackLimit: 3, attackers: [two({ hex: 1 }), two({ hex: 2 })], defenders: [cu({ side: 'it', defence: 2 })] });
    expect(typed.errors).toEqual([]);
    expect(only(lines(typed.derivation), 'stack')).toEqual(['7.8 combat.stackLimit(terrain=terrain.mountain limit=3 rule=5.1)']);
    const unknown = plan({ terrain: 'mountain', stackLimit: null, attackers: [two()], defenders: [cu({ side: 'it', defence: 2 })] });
    expect(only(lines(unknown.derivation), 'stack')).toEqual(['7.8 warning combat.stackUnknown(terrain=terrain.mountain)']);
  });

  it('totals typed on the spot skip the check and its line', () => {
    const a = plan({ terrain: 'highMountain', checkStacking: false, attackers: [two({ stack: true, steps: 6 })], defenders: [cu({ side: 'it', defence: 2 })] });
    expect(a.errors).toEqual([]);
    expect(only(lines(a.derivation), 'stack')).toEqual([]);
  });

  it('7.8: units with no hex given attack from the first; each hex over the limit is refused, first hex first', () => {
    const a = plan({
      terrain: 'highMountain',
      attackers: [two({ hex: 2 }), two({ hex: 2, steps: 1 }), two({ hex: undefined }), two({ hex: 1, steps: 1 })],
      defenders: [cu({ side: 'it', defence: 2 })],
    });
    expect(a.errors.map(show)).toEqual(['combat.stackExceeded(hex=1 steps=3 limit=2)', 'combat.stackExceeded(hex=2 steps=3 limit=2)']);
  });
});

describe('7.6, 7.8, 12.3: the artillery values, fixed at declaration', () => {
  it('a unit of VA 0 adds nothing and is not listed; In Mov and heavy artillery in defence are said and left out', () => {
    const a = plan({
      attackers: [cu({ side: 'ah', name: 'Inf', attack: 6 }), cu({ side: 'ah', name: 'Jg', attack: 2, artillery: 1 })],
      attackSupport: [
        cu({ side: 'ah', name: 'Mov', kind: 'artillery', defence: 0, artillery: 3, inMov: true }),
        cu({ side: 'ah', name: 'Heavy', kind: 'heavyArtillery', defence: 0, artillery: 2 }),
      ],
      defenders: [cu({ side: 'it', name: 'D', defence: 3 })],
      defenceSupport: [
        cu({ side: 'it', name: 'Big', kind: 'heavyArtillery', defence: 0, artillery: 4 }),
        cu({ side: 'it', name: 'Bty', kind: 'artillery', defence: 0, artillery: 1 }),
      ],
    });
    expect(only(lines(a.derivation), 'inMov', 'heavy', 'va')).toEqual([
      '12.3 warning combat.inMov(name=Mov)',
      '12.3 warning combat.heavyDefence(name=Big)',
      '9.4.1 combat.vaAttack(parts=Jg 1, Heavy 2 total=3 drm=+2)',
      '9.4.1 combat.vaDefence(parts=Bty 1 total=1 drm=+1)',
    ]);
  });

  it('7.8 (A6 setting "two"): a VA-0 unit attacking from higher ground counts 2 in the plan', () => {
    const a = plan(
      { attackers: [cu({ side: 'ah', name: 'Hi', attack: 6, higher: true })], defenders: [cu({ side: 'it', defence: 3 })] },
      { vaZeroAltitude: 'two' },
    );
    expect(only(lines(a.derivation), 'vaAttack')).toEqual(['9.4.1 combat.vaAttack(parts=Hi 2 total=2 drm=+2)']);
    const one = plan({ attackers: [cu({ side: 'ah', name: 'Hi', attack: 6, higher: true })], defenders: [cu({ side: 'it', defence: 3 })] });
    expect(only(lines(one.derivation), 'vaAttack')).toEqual(['9.4.1 combat.vaAttack(parts=Hi 1 total=1 drm=+1)']);
  });
});

describe('7.9, 7.9.2, 12.2, 12.4: the flank attack and the turn-1 barrage', () => {
  const base: Partial<CombatInput> = { turn: 1, attackers: [cu({ side: 'ah', attack: 3 })], defenders: [cu({ side: 'it', defence: 3 })] };
  const bty = (o: Partial<CombatUnit> = {}) => cu({ side: 'ah', name: 'Bty', kind: 'artillery', defence: 0, artillery: 1, ...o });
  const flank = (p: Partial<CombatInput>, settings = {}) =>
    only(lines(plan({ ...base, ...p }, settings).derivation), 'flanked', 'flankEdge', 'flankFort', 'flankFriendly', 'barrage');

  it('12.4: on turn 1 an Italian hex attacked with artillery (or a fort) in support is flanked; In Mov artillery does not count', () => {
    expect(flank({ attackSupport: [bty()] })).toEqual(['12.4 result combat.barrage']);
    expect(flank({ attackSupport: [cu({ side: 'ah', name: 'Werk', kind: 'fort', defence: 2, artillery: 1 })] })).toEqual(['12.4 result combat.barrage']);
    expect(flank({ attackSupport: [bty({ inMov: true })] })).toEqual([]);
    expect(flank({ attackSupport: [cu({ side: 'ah', attack: 2 }), bty()] })).toEqual(['12.4 result combat.barrage']);
    expect(flank({ attackSupport: [cu({ side: 'ah', attack: 2, artillery: 1 })] })).toEqual([]);
  });

  it('12.4: the barrage is against the Italians only — an Italian attack on turn 1 with artillery is not flanked', () => {
    const a = plan({
      turn: 1,
      attackerSide: 'it',
      attackers: [cu({ side: 'it', attack: 3 })],
      defenders: [cu({ side: 'ah', defence: 3 })],
      attackSupport: [cu({ side: 'it', name: 'Bty', kind: 'artillery', defence: 0, artillery: 1 })],
    });
    expect(a.flanked).toBe(false);
    expect(only(lines(a.derivation), 'flank', 'barrage')).toEqual([]);
  });

  it('12.4 (A29 setting off): the barrage does not override the map edge (7.9.2) nor a fort (12.2)', () => {
    const off = { barrageOverrides: false };
    expect(flank({ attackSupport: [bty()], mapEdge: true }, off)).toEqual([]);
    expect(flank({ attackSupport: [bty()], defenders: [cu({ side: 'it', defence: 3 }), cu({ side: 'it', kind: 'fort', defence: 2 })] }, off)).toEqual([]);
    expect(flank({ attackSupport: [bty()] }, off)).toEqual(['12.4 result combat.barrage']);
    expect(flank({ attackSupport: [bty()], mapEdge: true })).toEqual(['12.4 result combat.barrage']);
  });

  it('7.9: five hexes and no friendly unit: flanked; on the map edge or with a fort, the checklist says why not', () => {
    const five = { turn: 5, flank: { fiveHexes: true, noFriendly: true } };
    expect(flank(five)).toEqual(['7.9 result combat.flanked']);
    expect(flank({ ...five, mapEdge: true })).toEqual(['7.9.2 warning combat.flankEdge']);
    expect(flank({ ...five, defenders: [cu({ side: 'it', defence: 3 }), cu({ side: 'it', kind: 'fort', defence: 2 })] })).toEqual([
      '12.2 warning combat.flankFort',
    ]);
  });

  it('7.9 example 3: five hexes but a friendly unit among them: not flanked, and the line says so; fewer than five: nothing', () => {
    expect(flank({ turn: 5, flank: { fiveHexes: true, noFriendly: false } })).toEqual(['7.9 info combat.flankFriendly']);
    expect(flank({ turn: 5, flank: { fiveHexes: false, noFriendly: false } })).toEqual([]);
    expect(flank({ turn: 5, flank: { fiveHexes: false, noFriendly: true } })).toEqual([]);
  });
});

describe('9.2.1: the side named on the +2 line is the side that failed', () => {
  it("an Italian attack on an Austro-Hungarian hex: the defender's +2 is said for the Austro-Hungarians", () => {
    const a = plan({
      attackerSide: 'it',
      attackers: [cu({ side: 'it', attack: 6 })],
      defenders: [cu({ side: 'ah', defence: 3 })],
      retreatFail: { attacker: false, defender: true },
    });
    expect(only(lines(a.derivation), 'retreatDrm')).toEqual(['9.2.1 combat.retreatDrm(side=sides.ah)']);
  });
});

describe('8.0: a unit typed with exactly the values of a unit on the other side is worth a second look', () => {
  const vals = { attack: 4, defence: 3, artillery: 1 };
  const slips = (p: Partial<CombatInput>) =>
    plan({ attackers: [cu({ side: 'ah', name: 'K', attack: 6 })], defenders: [cu({ side: 'it', name: 'D', defence: 2 })], ...p }).slips.map(show);

  it('the slip names both units, once for the pair, whichever side was typed from the wrong counter', () => {
    expect(slips({ attackers: [cu({ side: 'ah', name: 'Twin', ...vals })], defenders: [cu({ side: 'it', name: 'Orig', ...vals })] })).toEqual([
      'slip.otherSide(name=Twin other=Orig)',
    ]);
  });

  it('a roster unit was not typed, so it is never the slip; the typed one on the other side is', () => {
    expect(slips({ attackers: [cu({ side: 'ah', name: 'Roster', unitId: 'u1', ...vals })], defenders: [cu({ side: 'it', name: 'Typed', ...vals })] })).toEqual([
      'slip.otherSide(name=Typed other=Roster)',
    ]);
  });

  it('the supports count too; a whole stack of totals, or a different marker, is no twin', () => {
    expect(
      slips({
        attackSupport: [cu({ side: 'ah', name: 'Bty', kind: 'artillery', defence: 0, artillery: 2 })],
        defenceSupport: [cu({ side: 'it', name: 'Bty2', kind: 'artillery', defence: 0, artillery: 2 })],
      }),
    ).toEqual(['slip.otherSide(name=Bty other=Bty2)']);
    expect(slips({ attackers: [cu({ side: 'ah', name: 'S', stack: true, ...vals })], defenders: [cu({ side: 'it', name: 'O', ...vals })] })).toEqual([]);
    expect(slips({ attackers: [cu({ side: 'ah', name: 'A', ...vals })], defenders: [cu({ side: 'it', name: 'O', stack: true, ...vals })] })).toEqual([]);
    expect(slips({ attackers: [cu({ side: 'ah', name: 'A', ...vals, supply: 'low' })], defenders: [cu({ side: 'it', name: 'O', ...vals })] })).toEqual([]);
    expect(slips({ attackers: [cu({ side: 'ah', name: 'A', ...vals, efficiency: 1 })], defenders: [cu({ side: 'it', name: 'O', ...vals })] })).toEqual([]);
  });

  it('8.0: the calculator asks to confirm before anything is rolled', () => {
    const ev = evaluateCombat(
      combat({ attackers: [cu({ side: 'ah', name: 'Twin', ...vals })], defenders: [cu({ side: 'it', name: 'Orig', ...vals })] }),
      ctxWith(),
    );
    const q = ev.resolve(noAnswers()).next;
    expect(q?.kind === 'choice' ? q.rule : undefined).toBe('8.0');
  });
});
