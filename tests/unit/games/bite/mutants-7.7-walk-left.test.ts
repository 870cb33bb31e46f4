// Mutation tests of a battle walked round by round (7.7), third round: the mutants of the walk
// left "not killed yet" in the second — a 0-SP block left alone once the enemy's combat blocks
// have gone (7.7.10), the dice of a round added up for "nothing fires" (7.7), the battle ended
// as soon as a strike or the artillery wipes a side out (7.7.3, 7.7.4), and a Desperate Attack
// whose attackers are all gone at the end of the first round (12.4.1).
import { describe, expect, it } from 'vitest';
import type { walk } from '@/engine';
import type { BattleUnit } from '@/games/bite/battle';
import { battle, play, unit } from './battle-view';

type P = Partial<BattleUnit>;
const ger = (id: string, more: P = {}) => unit({ id, side: 'attacker', nation: 'germany', cls: 'infantry', tech: 2, name: id.toUpperCase(), ...more });
const sov = (id: string, more: P = {}) => unit({ id, side: 'defender', nation: 'ussr', cls: 'infantry', name: id.toUpperCase(), ...more });
const fates = (w: ReturnType<typeof walk>) => (w.resolution.events[0]?.payload as { units: { id: string; fate: string; sp: number }[] } | undefined)?.units.map((x) => `${x.id} ${x.fate} ${x.sp}`);
const NOTHING = '[7.7] No unit can fire: the battle ends. (warning)';

describe('7.7.10: a 0-SP block left alone', () => {
  it('7.7.10: a 0-SP base stays when the enemy\'s combat blocks withdraw in the same retreat as its own side\'s last block', () => {
    const r = play(battle([ger('g'), sov('s'), sov('base', { cls: 'static', sp: 0, zeroBase: true })]), () => 1, (q) => (q.id.startsWith('r1.retreat') ? 'all' : 'stay'));
    expect(r.lines.filter((l) => l.includes('removed'))).toEqual([]);
    expect(fates(r.w)).toEqual(['g withdrawn 4', 's withdrawn 4', 'base in 0']);
  });
});

describe('7.7: the dice of a round, for "nothing fires"', () => {
  const dry = (i: ReturnType<typeof battle>, choose: (id: string) => string = () => 'stay') => play(i, () => 1, (q) => (q.id === 'r1.retreat.a' ? 'all' : choose(q.id)));
  it('7.7.1, 7.7.5: the air combat\'s 4 dice and the ground combat\'s 4 are 8 fired, not none — the retreat is asked', () => {
    const i = battle([ger('g', { sp: 2 }), ger('jg', { cls: 'fighter', sp: 2 }), sov('s', { sp: 2 }), sov('vvs', { cls: 'fighter', sp: 2 })]);
    const r = dry(i, (id) => (id.includes('withdraw') ? 'all' : 'stay'));
    expect(r.asked).toEqual(['r1.air1.a', 'r1.air1.d', 'r1.air1.withdraw.d', 'r1.air1.withdraw.a', 'r1.ground.d', 'r1.ground.a', 'r1.retreat.d', 'r1.retreat.a']);
    expect(r.lines).not.toContain(NOTHING);
  });
  it('7.7.3, 7.7.5: a strike\'s 2 dice and the ground combat\'s 2 are 4 fired — the retreat is asked (Barbarossa: the Soviet AA silent)', () => {
    const i = battle([ger('g', { sp: 1 }), ger('kg', { cls: 'bomber', sp: 2 }), sov('s', { sp: 1 })], { situations: { surprise: true } });
    const r = dry(i);
    expect(r.asked).toEqual(['r1.strike.a', 'r1.ground.d', 'r1.ground.a', 'r1.retreat.d', 'r1.retreat.a']);
    expect(r.lines).not.toContain(NOTHING);
  });
  it('7.7.4, 7.7.5: the artillery\'s 2 dice and the ground combat\'s 2 are 4 fired — the retreat is asked', () => {
    const r = dry(battle([ger('g', { sp: 1 }), ger('art', { cls: 'artillery', sp: 2 }), sov('s', { sp: 1 })]));
    expect(r.asked).toEqual(['r1.artillery.a', 'r1.ground.d', 'r1.ground.a', 'r1.retreat.d', 'r1.retreat.a']);
    expect(r.lines).not.toContain(NOTHING);
  });
  it('7.7.2, 7.7.3, 7.7.5: the AA\'s 2 dice (artillery alone, 6.1.4) and the strike\'s and ground combat\'s 1 each are 4 fired — the retreat is asked', () => {
    const r = dry(battle([ger('g', { sp: 1 }), ger('jg', { cls: 'fighter', sp: 1 }), sov('art', { cls: 'artillery', sp: 2 })]));
    expect(r.asked).toEqual(['r1.aa.d', 'r1.strike.a', 'r1.ground.a', 'r1.retreat.d', 'r1.retreat.a']);
    expect(r.lines).not.toContain(NOTHING);
  });
});

describe('7.7.3, 7.7.4: a side wiped out by a strike or by the artillery', () => {
  it('7.7.3: a defender\'s strike that wipes out the attacker ends the battle at once — its artillery and ground blocks do not fire', () => {
    const r = play(battle([ger('g', { sp: 1 }), sov('s'), sov('sb', { cls: 'bomber', sp: 2 }), sov('art', { cls: 'artillery' })]), (q) => (q.id === 'r1.strike.d' ? 6 : 1), () => 'stay');
    expect(r.asked).toEqual(['r1.aa.a', 'r1.strike.d']);
    expect(fates(r.w)).toEqual(['g eliminated 0', 's in 4', 'sb in 2', 'art in 4']);
  });
  it('7.7.3: an attacker\'s strike that wipes out the defender ends the battle at once — its artillery does not fire at no one, nor lose SP for it', () => {
    const r = play(battle([ger('g'), ger('kg', { cls: 'bomber', sp: 2 }), ger('art', { cls: 'artillery' }), sov('s', { sp: 1 })]), (q) => (q.id === 'r1.strike.a' ? 6 : 1), () => 'stay');
    expect(r.asked).toEqual(['r1.aa.d', 'r1.strike.a']);
    expect(r.lines.filter((l) => l.startsWith('[7.7.4]'))).toEqual([]);
    expect(fates(r.w)).toEqual(['g in 4', 'kg in 2', 'art in 4', 's eliminated 0']);
  });
  it('7.7.4: a defender\'s artillery that wipes out the attacker ends the battle at once — its ground blocks do not fire', () => {
    const r = play(battle([ger('g', { sp: 1 }), sov('s'), sov('art', { cls: 'artillery', sp: 2 })]), (q) => (q.id === 'r1.artillery.d' ? 6 : 1), () => 'stay');
    expect(r.asked).toEqual(['r1.artillery.d']);
    expect(fates(r.w)).toEqual(['g eliminated 0', 's in 4', 'art in 1']);
  });
});

describe('12.4.1: the Desperate Attack', () => {
  it('12.4.1: a Desperate Attack whose attackers all withdraw at the end of round 1 is not won, though no enemy combat block stands', () => {
    const d = battle([ger('g', { supplied: false, sp: 1, maxSp: 4 }), sov('s', { sp: 1 }), sov('hq', { cls: 'hq', sp: 1 })], { situations: { desperate: true } });
    const r = play(d, (q) => (q.id.endsWith('.a') ? 6 : 1), (q) => (q.kind === 'choice' ? (q.id.includes('hit') ? 's' : q.id === 'r1.retreat.a' ? 'all' : 'stay') : ''));
    expect(r.lines.filter((l) => l.includes('12.4.1'))).toEqual([]);
    expect(fates(r.w)).toEqual(['g withdrawn 1', 's eliminated 0', 'hq in 1']);
  });
});
