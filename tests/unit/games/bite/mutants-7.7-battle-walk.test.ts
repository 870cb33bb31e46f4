// Mutation tests of a battle walked round by round (7.7): the settings read from the game
// (battleRules), who fires as artillery (6.1.4, 6.4, 5.5), 0-SP blocks (7.7.10), the surprised
// Soviet fighters (SBE5), and a battle whose answers change (a retreat or a roll given again):
// the calculator's lines, questions and fates.
import { describe, expect, it } from 'vitest';
import { answersOf, walk } from '@/engine';
import { battleRules, DEFAULT_BATTLE_RULES, evaluateBattle, type BattleUnit } from '@/games/bite/battle';
import { battle, dice, play, unit } from './battle-view';

type P = Partial<BattleUnit>;
const ger = (id: string, more: P = {}) => unit({ id, side: 'attacker', nation: 'germany', cls: 'infantry', tech: 2, ...more });
const sov = (id: string, more: P = {}) => unit({ id, side: 'defender', nation: 'ussr', cls: 'infantry', ...more });
const fates = (w: ReturnType<typeof walk>) => (w.resolution.events[0]?.payload as { units: { id: string; fate: string; sp: number }[] } | undefined)?.units.map((x) => `${x.id} ${x.fate} ${x.sp}`);

describe('7.7.4: the game\'s settings in the battle', () => {
  it('7.7.4: the artillery reduction agreed for the game (−2 instead of halving) is the one the calculator applies; settings not given keep the rulebook\'s', () => {
    const i = battle([ger('g'), ger('art', { cls: 'artillery', name: 'Art' }), sov('s')]);
    const reduced = (settings: Record<string, unknown>) => play(i, () => 1, (q) => (q.id === 'r1.retreat.a' ? 'all' : 'stay'), battleRules(settings)).lines.filter((l) => l.includes('reduced'));
    expect(reduced({})).toEqual(['[7.7.4] Art: reduced from 4 to 2 SP after firing.']);
    expect(reduced({ artilleryReduction: 'minus2', somethingElse: true })).toEqual(['[7.7.4] Art: reduced from 4 to 2 SP after firing.']);
    const six = battle([ger('g'), ger('art', { cls: 'artillery', name: 'Art', sp: 6, maxSp: 6 }), sov('s')]);
    const r6 = (settings: Record<string, unknown>) => play(six, () => 1, (q) => (q.id === 'r1.retreat.a' ? 'all' : 'stay'), battleRules(settings)).lines.filter((l) => l.includes('reduced'));
    expect(r6({})).toEqual(['[7.7.4] Art: reduced from 6 to 3 SP after firing.']);
    expect(r6({ artilleryReduction: 'minus2' })).toEqual(['[7.7.4] Art: reduced from 6 to 4 SP after firing.']);
    expect(r6({ artilleryReduction: undefined })).toEqual(['[7.7.4] Art: reduced from 6 to 3 SP after firing.']);
    expect(battleRules({})).toEqual(DEFAULT_BATTLE_RULES);
    expect(battleRules({ artilleryReduction: 'minus2', cancellation: true })).toEqual({ ...DEFAULT_BATTLE_RULES, artilleryReduction: 'minus2', cancellation: true });
  });
});

describe('6.1.4, 6.4, 5.5: who fires as artillery', () => {
  it('6.4, 5.5: an armour HQ or a supreme HQ (Mannerheim) marked as firing as artillery fires in step 4 and loses 1 SP after; unmarked, the HQ does not', () => {
    const i = (cls: 'armourHq' | 'hq', asArtillery: boolean) => battle([ger('g'), ger('hq', { cls, asArtillery, name: 'HQ', aaHitOn: 4 }), sov('s')]);
    expect(dice(i('armourHq', true), 'attacker', 'artillery')).toEqual(['hq 4@5']);
    expect(dice(i('hq', true), 'attacker', 'artillery')).toEqual(['hq 4@5']);
    expect(dice(i('hq', false), 'attacker', 'artillery')).toEqual([]);
    expect(dice(i('armourHq', false), 'attacker', 'artillery')).toEqual([]);
    // Marked as artillery it does not fire again in the ground combat; an unmarked armour HQ does (6.4), a supreme HQ never.
    expect(dice(i('armourHq', true), 'attacker', 'ground')).toEqual(['g 4@6']);
    expect(dice(i('armourHq', false), 'attacker', 'ground')).toEqual(['g 4@6', 'hq 4@5']);
    expect(dice(i('hq', false), 'attacker', 'ground')).toEqual(['g 4@6']);
    const r = play(i('hq', true), () => 1, (q) => (q.id === 'r1.retreat.a' ? 'all' : 'stay'));
    expect(r.lines.filter((l) => l.includes('reduced'))).toEqual(['[6.4] HQ: reduced from 4 to 3 SP after firing.']);
  });
});

describe('7.7.10, 3.15: blocks at 0 SP', () => {
  it('7.7.10: a 0-SP base block at 0 takes no more hits (they are lost), and alone with enemy combat units it is removed', () => {
    const i = battle([ger('g'), sov('inf', { name: 'Inf', sp: 2 }), sov('art', { name: 'Z', sp: 1, zeroBase: true })]);
    const e = evaluateBattle(i);
    const a = answersOf({ rolls: { 'r1.ground.d': { faces: [1, 1, 1], source: 'physical' }, 'r1.ground.a': { faces: [6, 6, 6, 6], source: 'physical' } } });
    // Hit 1: Inf (2 SP, the most) → 1; hit 2: Inf and Z tie at 1 SP, the owner picks Z, down to 0; hit 3: Inf eliminated; hit 4 lost.
    expect(walk(e, a).pending?.id).toBe('r1.ground.a.hit2');
    const w = walk(e, { ...a, choices: { 'r1.ground.a.hit2': 'art' } });
    expect(w.resolution.derivation.map((s) => s.key).filter((k) => k.startsWith('bite.damage.'))).toEqual([
      'bite.damage.hit', 'bite.damage.hit', 'bite.damage.eliminated', 'bite.damage.lost', 'bite.damage.zeroAlone',
    ]);
    expect(fates(w)).toEqual(['g in 4', 'inf eliminated 0', 'art eliminated 0']);
    expect(w.resolution.derivation.filter((s) => s.key === 'bite.damage.lost').map((s) => s.params?.n)).toEqual([1]);
  });
});

describe('SBE5: the surprised Soviet fighters', () => {
  it('SBE5: in the surprise the Soviet fighters do not take off, the Soviet bombers do (they strike, and the German AA fires at them)', () => {
    const s = battle([ger('g'), ger('jg', { cls: 'fighter' }), sov('s'), sov('vvs', { cls: 'fighter' }), sov('sb', { cls: 'bomber' })], { situations: { surprise: true } });
    expect(dice(s, 'defender', 'air')).toEqual([]);
    expect(dice(s, 'defender', 'strike')).toEqual(['sb 4@6']);
    expect(dice(s, 'attacker', 'air')).toEqual(['jg 4@4']);
    const r = play(s, () => 1, (q) => (q.id.endsWith('withdraw.a') || q.id === 'r1.retreat.a' ? 'all' : 'stay'));
    expect(r.asked.slice(0, 4)).toEqual(['r1.air1.a', 'r1.air1.withdraw.d', 'r1.air1.withdraw.a', 'r1.aa.a']);
    // Without the surprise the Soviet fighter flies and fires in the air combat.
    expect(dice({ ...s, situations: {} }, 'defender', 'air')).toEqual(['vvs 4@6']);
  });
});

describe('7.7.12, 7.7.13: the battle replayed with other answers', () => {
  it('7.7.13: a block withdrawn in round 1 does not fire in round 2; given again with no withdrawal, it fires', () => {
    const i = battle([ger('g', { sp: 3 }), sov('a', { sp: 2 }), sov('b', { sp: 3 })]);
    const e = evaluateBattle(i);
    const miss = (id: string, n: number) => ({ [id]: { faces: Array.from({ length: n }, () => 1), source: 'physical' as const } });
    const rolls = { ...miss('r1.ground.d', 5), ...miss('r1.ground.a', 3) };
    const some = walk(e, answersOf({ rolls, choices: { 'r1.retreat.d': 'some', 'r1.retreat.d.a': 'go', 'r1.retreat.d.b': 'stay', 'r1.retreat.a': 'stay' } }));
    expect(some.pending?.kind === 'roll' && [some.pending.id, some.pending.roll.dice.length]).toEqual(['r2.ground.d', 3]);
    const stay = walk(e, answersOf({ rolls, choices: { 'r1.retreat.d': 'stay', 'r1.retreat.a': 'stay' } }));
    expect(stay.pending?.kind === 'roll' && [stay.pending.id, stay.pending.roll.dice.length]).toEqual(['r2.ground.d', 5]);
    const again = walk(e, answersOf({ rolls, choices: { 'r1.retreat.d': 'some', 'r1.retreat.d.a': 'go', 'r1.retreat.d.b': 'stay', 'r1.retreat.a': 'stay' } }));
    expect(again.pending?.kind === 'roll' && again.pending.roll.dice.length).toBe(3);
  });
  it('7.7.12: a block hit in round 1 rolls fewer dice in round 2; with the round-1 roll given again as misses, its full dice', () => {
    const i = battle([ger('g', { sp: 4 }), sov('s', { sp: 3 })]);
    const e = evaluateBattle(i);
    const r1 = (faces: number[]) => ({ 'r1.ground.d': { faces: [1, 1, 1], source: 'physical' as const }, 'r1.ground.a': { faces, source: 'physical' as const } });
    const stays = { 'r1.retreat.d': 'stay', 'r1.retreat.a': 'stay' };
    const hit = walk(e, answersOf({ rolls: r1([6, 6, 1, 1]), choices: stays }));
    expect(hit.pending?.kind === 'roll' && [hit.pending.id, hit.pending.roll.dice.length]).toEqual(['r2.ground.d', 1]);
    const missed = walk(e, answersOf({ rolls: r1([1, 1, 1, 1]), choices: stays }));
    expect(missed.pending?.kind === 'roll' && [missed.pending.id, missed.pending.roll.dice.length]).toEqual(['r2.ground.d', 3]);
  });
});

describe('13.8, 7.7.2, SBE5: the AA of HQs and of the hex', () => {
  it('13.8: a supreme HQ fires AA on the number typed for it (Stavka 5–6); with none typed it does not fire', () => {
    const h = (aaHitOn?: number) => battle([ger('g'), ger('b', { cls: 'bomber' }), sov('s'), sov('stavka', { cls: 'hq', aaHitOn })]);
    expect(dice(h(5), 'defender', 'aa')).toEqual(['s 4@6', 'stavka 4@5']);
    expect(dice(h(4), 'defender', 'aa')).toEqual(['s 4@6', 'stavka 4@4']);
    expect(dice(h(), 'defender', 'aa')).toEqual(['s 4@6']);
  });
  it('7.7.2, SBE5: the fortress\'s own AA dice are Soviet AA too: silent in round 1 of the surprise, 2 dice on 5–6 from round 2', () => {
    const c = battle([ger('g'), ger('b', { cls: 'bomber' }), sov('s')], { hex: { terrain: 'plain', city: 'fortress', crossing: 'none' }, situations: { surprise: true } });
    expect(dice(c, 'defender', 'aa')).toEqual([]);
    expect(dice({ ...c, round: 2 }, 'defender', 'aa')).toEqual(['s 4@6', '#city 2@5']);
  });
  it('7.7.2, 9.3: the city\'s AA dice take the AA weather Malus, never an elite\'s Bonus', () => {
    const ax = battle([unit({ id: 'r', side: 'attacker', nation: 'ussr', cls: 'infantry' }), unit({ id: 'rb', side: 'attacker', nation: 'ussr', cls: 'bomber' }), unit({ id: 'x', side: 'defender', nation: 'germany', cls: 'infantry', elite: 'defence' })], { hex: { terrain: 'plain', city: 'major', crossing: 'none' }, weather: 'snow' });
    const r = play(ax, () => 1, (q) => (q.id === 'r1.retreat.a' ? 'all' : 'stay'));
    expect(r.lines.slice(0, 13)).toEqual([
      '[7.7.2] Round 1 — AA barrage defender (result)',
      '[7.7.2] X: 2 dice, hits on 5–6 (Bonus 1, Malus 1)',
      '[3.11] X: 4 SP, hits on 6.',
      '[10.0] X: AA of a defending elite: 1 Bonus',
      '[9.3] X: snow, AA: 1 Malus',
      '[7.7.7] X: pooled dice, 6 SP divided by 2; dice in all: 3.',
      '[7.7.6] X: 2 dice, hits on 5–6. (result)',
      '[7.7.2] Major city: 2 dice on 6: 1 die, hits on 6 (Bonus 0, Malus 1)',
      '[3.11] Major city: 2 dice on 6: 2 SP, hits on 6.',
      '[9.3] Major city: 2 dice on 6: snow, AA: 1 Malus',
      '[7.7.7] Major city: 2 dice on 6: pooled dice, 6 SP divided by 2; dice in all: 3.',
      '[7.7.6] Major city: 2 dice on 6: 1 die, hits on 6. (result)',
      '[7.7.2] 0 hits. (result)',
    ]);
  });
});
