// A battle walked round by round (7.7): the settings read from the game (battleRules), who fires as
// artillery (6.1.4, 6.4, 5.5), 0-SP blocks (7.7.10), the surprised Soviet fighters (SBE5), and a
// battle whose answers change (a retreat or a roll given again): the calculator's lines, questions
// and fates.
import { describe, expect, it } from 'vitest';
import { answersOf, noAnswers, walk } from '@/engine';
import { battleRules, type BattleUnit, DEFAULT_BATTLE_RULES, evaluateBattle, MAX_AIR_ROUNDS, MAX_ROUNDS } from '@/games/bite/battle';
import { battle, dice, line, play, refusals, say, unit } from './battle-view';
import type { RuleLayers } from '@/games/bite/layers';

type P = Partial<BattleUnit>;
const ger = (id: string, more: P = {}) => unit({ id, side: 'attacker', nation: 'germany', cls: 'infantry', tech: 2, ...more });
const sov = (id: string, more: P = {}) => unit({ id, side: 'defender', nation: 'ussr', cls: 'infantry', ...more });
const fates = (w: ReturnType<typeof walk>) =>
  (w.resolution.events[0]?.payload as { units: { id: string; fate: string; sp: number }[] } | undefined)?.units.map((x) => `${x.id} ${x.fate} ${x.sp}`);

describe("7.7.4: the game's settings in the battle", () => {
  it("7.7.4: the artillery reduction agreed for the game (−2 instead of halving) is the one the calculator applies; settings not given keep the rulebook's", () => {
    const i = battle([ger('g'), ger('art', { cls: 'artillery', name: 'Art' }), sov('s')]);
    const reduced = (settings: Record<string, unknown>) =>
      play(
        i,
        () => 1,
        (q) => (q.id === 'r1.retreat.a' ? 'all' : 'stay'),
        battleRules(settings),
      ).lines.filter((l) => l.includes('reduced'));
    expect(reduced({})).toEqual(['[7.7.4] Art: reduced from 4 to 2 SP after firing.']);
    expect(reduced({ artilleryReduction: 'minus2', somethingElse: true })).toEqual(['[7.7.4] Art: reduced from 4 to 2 SP after firing.']);
    const six = battle([ger('g'), ger('art', { cls: 'artillery', name: 'Art', sp: 6, maxSp: 6 }), sov('s')]);
    const r6 = (settings: Record<string, unknown>) =>
      play(
        six,
        () => 1,
        (q) => (q.id === 'r1.retreat.a' ? 'all' : 'stay'),
        battleRules(settings),
      ).lines.filter((l) => l.includes('reduced'));
    expect(r6({})).toEqual(['[7.7.4] Art: reduced from 6 to 3 SP after firing.']);
    expect(r6({ artilleryReduction: 'minus2' })).toEqual(['[7.7.4] Art: reduced from 6 to 4 SP after firing.']);
    expect(r6({ artilleryReduction: undefined })).toEqual(['[7.7.4] Art: reduced from 6 to 3 SP after firing.']);
    expect(battleRules({})).toEqual(DEFAULT_BATTLE_RULES);
    expect(battleRules({ artilleryReduction: 'minus2', cancellation: true })).toEqual({
      ...DEFAULT_BATTLE_RULES,
      artilleryReduction: 'minus2',
      cancellation: true,
    });
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
    const r = play(
      i('hq', true),
      () => 1,
      (q) => (q.id === 'r1.retreat.a' ? 'all' : 'stay'),
    );
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
      'bite.damage.hit',
      'bite.damage.hit',
      'bite.damage.eliminated',
      'bite.damage.lost',
      'bite.damage.zeroAlone',
    ]);
    expect(fates(w)).toEqual(['g in 4', 'inf eliminated 0', 'art eliminated 0']);
    expect(w.resolution.derivation.filter((s) => s.key === 'bite.damage.lost').map((s) => s.params?.n)).toEqual([1]);
  });
});

describe('SBE5: the surprised Soviet fighters', () => {
  it('SBE5: in the surprise the Soviet fighters do not take off, the Soviet bombers do (they strike, and the German AA fires at them)', () => {
    const s = battle([ger('g'), ger('jg', { cls: 'fighter' }), sov('s'), sov('vvs', { cls: 'fighter' }), sov('sb', { cls: 'bomber' })], {
      situations: { surprise: true },
    });
    expect(dice(s, 'defender', 'air')).toEqual([]);
    expect(dice(s, 'defender', 'strike')).toEqual(['sb 4@6']);
    expect(dice(s, 'attacker', 'air')).toEqual(['jg 4@4']);
    const r = play(
      s,
      () => 1,
      (q) => (q.id.endsWith('withdraw.a') || q.id === 'r1.retreat.a' ? 'all' : 'stay'),
    );
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
    const r1 = (faces: number[]) => ({
      'r1.ground.d': { faces: [1, 1, 1], source: 'physical' as const },
      'r1.ground.a': { faces, source: 'physical' as const },
    });
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
  it("7.7.2, SBE5: the fortress's own AA dice are Soviet AA too: silent in round 1 of the surprise, 2 dice on 5–6 from round 2", () => {
    const c = battle([ger('g'), ger('b', { cls: 'bomber' }), sov('s')], {
      hex: { terrain: 'plain', city: 'fortress', crossing: 'none' },
      situations: { surprise: true },
    });
    expect(dice(c, 'defender', 'aa')).toEqual([]);
    expect(dice({ ...c, round: 2 }, 'defender', 'aa')).toEqual(['s 4@6', '#city 2@5']);
  });
  it("7.7.2, 9.3: the city's AA dice take the AA weather Malus, never an elite's Bonus", () => {
    const ax = battle(
      [
        unit({ id: 'r', side: 'attacker', nation: 'ussr', cls: 'infantry' }),
        unit({ id: 'rb', side: 'attacker', nation: 'ussr', cls: 'bomber' }),
        unit({ id: 'x', side: 'defender', nation: 'germany', cls: 'infantry', elite: 'defence' }),
      ],
      { hex: { terrain: 'plain', city: 'major', crossing: 'none' }, weather: 'snow' },
    );
    const r = play(
      ax,
      () => 1,
      (q) => (q.id === 'r1.retreat.a' ? 'all' : 'stay'),
    );
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

// A battle walked round by round (7.7): the air clashes and their withdrawals (7.7.1), the charge's
// targets (20.0, 21.0), guided fire (19.2), the 0-SP blocks alone (7.7.10), armour HQs after firing
// (6.4), the Desperate Attack (12.4.1), the airbase overrun (7.6.2, 6.3.2), the battle's warnings
// and its bounds.
const opt = (...optional: RuleLayers['optional'][number][]): RuleLayers => ({ advanced: true, optional });
const prompts = (q: ReturnType<typeof walk>['pending']) => (q?.kind === 'choice' ? [q.id, q.rule, say(q.prompt), ...q.options.map((o) => o.id)] : q?.id);

describe('7.7.1: air clashes', () => {
  const air = () =>
    battle([ger('g'), ger('jg', { cls: 'fighter', name: 'JG' }), sov('s'), sov('a', { cls: 'fighter', name: 'A' }), sov('b', { cls: 'fighter', name: 'B' })]);
  it('7.7.1: while neither side withdraws its aircraft, the air combat goes on with another clash', () => {
    const r = play(
      air(),
      () => 1,
      (q) => (q.id === 'r1.retreat.a' ? 'all' : 'stay'),
      DEFAULT_BATTLE_RULES,
      1000,
    );
    expect(r.asked.slice(0, 5)).toEqual(['r1.air1.a', 'r1.air1.d', 'r1.air1.withdraw.d', 'r1.air1.withdraw.a', 'r1.air2.a']);
  });
  it('7.7.1: the air combat walks ' + String(MAX_AIR_ROUNDS) + ' clashes at most, then the battle goes on', () => {
    const r = play(
      air(),
      () => 1,
      (q) => (q.id === 'r1.retreat.a' ? 'all' : 'stay'),
      DEFAULT_BATTLE_RULES,
      1000,
    );
    expect(r.lines.filter((l) => l.includes('Air combat, clash')).length).toBe(MAX_AIR_ROUNDS);
    expect(r.asked).toContain('r1.retreat.a');
  });
  it('7.7.1: once a side withdraws some of its aircraft the air combat is over', () => {
    const r = play(
      air(),
      () => 1,
      (q) => (q.id === 'r1.air1.withdraw.d' ? 'some' : q.id === 'r1.air1.withdraw.d.a' ? 'go' : q.id === 'r1.retreat.a' ? 'all' : 'stay'),
    );
    expect(r.asked.slice(0, 7)).toEqual([
      'r1.air1.a',
      'r1.air1.d',
      'r1.air1.withdraw.d',
      'r1.air1.withdraw.d.a',
      'r1.air1.withdraw.d.b',
      'r1.air1.withdraw.a',
      'r1.aa.d',
    ]);
  });
  it('7.7.1: a side withdrawing some of its aircraft ends the air combat though the enemy has as many aircraft up', () => {
    const more = battle([
      ger('g'),
      ger('j1', { cls: 'fighter' }),
      ger('j2', { cls: 'fighter' }),
      sov('s'),
      sov('a', { cls: 'fighter', name: 'A' }),
      sov('b', { cls: 'fighter', name: 'B' }),
    ]);
    const r = play(
      more,
      () => 1,
      (q) => (q.id === 'r1.air1.withdraw.d' ? 'some' : q.id === 'r1.air1.withdraw.d.a' ? 'go' : q.id === 'r1.retreat.a' ? 'all' : 'stay'),
    );
    expect(r.asked.slice(0, 7)).toEqual([
      'r1.air1.a',
      'r1.air1.d',
      'r1.air1.withdraw.d',
      'r1.air1.withdraw.d.a',
      'r1.air1.withdraw.d.b',
      'r1.air1.withdraw.a',
      'r1.aa.d',
    ]);
  });
  it('7.7.1: bombers on both sides and no fighter: no air combat', () => {
    const r = play(
      battle([ger('g'), ger('kg', { cls: 'bomber' }), sov('s'), sov('sb', { cls: 'bomber' })]),
      () => 1,
      (q) => (q.id === 'r1.retreat.a' ? 'all' : 'stay'),
    );
    expect(r.asked.filter((x) => x.includes('air'))).toEqual([]);
  });
  it('7.7.1, SBE5: Soviet bombers in the air and a Soviet fighter kept on the ground by the surprise: German bombers meet no air combat', () => {
    const r = play(
      battle([ger('g'), ger('kg', { cls: 'bomber' }), sov('s'), sov('sb', { cls: 'bomber' }), sov('vvs', { cls: 'fighter' })], {
        situations: { surprise: true },
      }),
      () => 1,
      (q) => (q.id === 'r1.retreat.a' ? 'all' : 'stay'),
    );
    expect(r.asked.filter((x) => x.includes('air'))).toEqual([]);
  });
});

describe("20.0, 21.0: the charge's targets", () => {
  it("20.0: the charging cavalry's hits go to the enemy infantry first, though an HQ there has more SP", () => {
    const c = battle(
      [ger('cav', { cls: 'cavalry', name: 'Cav', sp: 1, maxSp: 4 }), ger('g'), sov('hq', { cls: 'hq', name: 'HQ', sp: 4 }), sov('s', { name: 'S', sp: 2 })],
      { situations: { cavalryCharge: true }, layers: opt('20.0') },
    );
    const r = play(
      c,
      (q) => (q.id === 'r1.ground.charge.a' ? 6 : 1),
      (q) => (q.id.includes('retreat') ? (q.id.endsWith('.a') ? 'all' : 'stay') : q.kind === 'choice' ? q.options[0].id : ''),
    );
    expect(r.asked[0]).toBe('r1.ground.charge.a');
    expect(r.lines.filter((l) => l.startsWith('[3.15] S:') || l.startsWith('[3.15] HQ:'))[0]).toBe('[3.15] S: down to 1 SP.');
  });
});

describe('19.2: guided fire, its steps and its units', () => {
  const tied = [sov('a', { name: 'A', sp: 2 }), sov('b', { name: 'B', sp: 2 })];
  const firstTie = (i: ReturnType<typeof battle>, faces: (id: string) => number) => {
    let a = answersOf({});
    const e = evaluateBattle(i);
    for (let k = 0; k < 30; k++) {
      const q = walk(e, a).pending;
      if (!q) return undefined;
      if (q.kind === 'choice') {
        if (q.id.includes('hit')) return [q.id, q.rule];
        a = { ...a, choices: { ...a.choices, [q.id]: q.id.endsWith('.a') ? 'all' : 'stay' } };
      } else if (q.kind === 'roll') a = { ...a, rolls: { ...a.rolls, [q.id]: { faces: q.roll.dice.map(() => faces(q.id)), source: 'app' } } };
    }
    return undefined;
  };
  it('19.2: TECH 2 aircraft striking with the recon made pick among the enemy blocks tied on SP', () => {
    expect(firstTie(battle([ger('g'), ger('kg', { cls: 'bomber' }), ...tied], { layers: opt('19.0') }), (id) => (id === 'r1.strike.a' ? 6 : 1))).toEqual([
      'r1.strike.a.hit1',
      '19.2',
    ]);
  });
  it('19.2: the ground combat is never guided: its ties go to the owner (7.7.9)', () => {
    expect(firstTie(battle([ger('g'), ...tied], { layers: opt('19.0') }), (id) => (id === 'r1.ground.a' ? 6 : 1))).toEqual(['r1.ground.a.hit1', '7.7.9']);
  });
  it('19.2: artillery of TECH 1 among TECH 2 artillery: the fire is not guided (every unit firing needs TECH 2)', () => {
    expect(
      firstTie(battle([ger('g'), ger('art', { cls: 'artillery' }), ger('old', { cls: 'artillery', tech: 1 }), ...tied], { layers: opt('19.0') }), (id) =>
        id === 'r1.artillery.a' ? 6 : 1,
      ),
    ).toEqual(['r1.artillery.a.hit1', '7.7.9']);
  });
});

describe('7.7.10, 6.4, 6.1.1: blocks at the end of a step', () => {
  it('7.7.10: a 0-SP base left alone with enemy combat units is removed, and the calculator says so', () => {
    const r = play(
      battle([ger('g'), sov('s', { sp: 1, maxSp: 4 }), sov('base', { cls: 'static', name: 'Base', sp: 1, zeroBase: true })]),
      (q) => (q.id === 'r1.ground.a' ? 6 : 1),
      (q) => (q.kind === 'choice' ? q.options[0].id : ''),
    );
    expect(r.lines.filter((l) => l.startsWith('[7.7.10]'))).toContain('[7.7.10] Base: at 0 SP, alone with enemy combat units, it is removed. (warning)');
  });
  it('7.7.10: a 0-SP base facing no enemy combat unit (artillery and aircraft only) stays', () => {
    const r = play(
      battle([ger('art', { cls: 'artillery' }), ger('kg', { cls: 'bomber' }), sov('base', { cls: 'static', name: 'Base', sp: 0, zeroBase: true })]),
      () => 1,
      (q) => (q.kind === 'choice' ? (q.id.endsWith('.a') ? 'all' : 'stay') : ''),
    );
    expect(r.lines.filter((l) => l.includes('removed'))).toEqual([]);
    expect(fates(r.w)).toContain('base in 0');
  });
  it('6.4: an armour HQ firing as artillery loses 1 SP after firing (it is not halved like artillery)', () => {
    const r = play(
      battle([ger('g'), ger('ahq', { cls: 'armourHq', asArtillery: true, name: 'AHQ' }), sov('s')]),
      () => 1,
      (q) => (q.id === 'r1.retreat.a' ? 'all' : 'stay'),
    );
    expect(r.lines.filter((l) => l.includes('reduced'))).toEqual(['[6.4] AHQ: reduced from 4 to 3 SP after firing.']);
  });
  it('6.1.1: a static block asked to retreat cannot, and the calculator warns', () => {
    const r = play(
      battle([ger('g'), sov('st', { cls: 'static', name: 'St' })]),
      () => 1,
      (q) => (q.id === 'r1.retreat.d' ? 'all' : q.id === 'r1.retreat.a' ? 'all' : 'stay'),
    );
    expect(r.lines.filter((l) => l.includes('cannot retreat'))).toEqual(['[6.1.1] St: static, it cannot retreat. (warning)']);
  });
  it('7.7.18: a block that would withdraw but cannot is eliminated, and the calculator warns', () => {
    const r = play(
      battle([ger('g'), sov('s', { name: 'S' }), sov('t', { name: 'T' })]),
      () => 1,
      (q) => (q.id === 'r1.retreat.d' ? 'some' : q.id === 'r1.retreat.d.s' ? 'cannot' : q.id === 'r1.retreat.a' ? 'all' : 'stay'),
    );
    expect(r.lines.filter((l) => l.includes('cannot withdraw'))).toEqual(['[7.7.18] S: cannot withdraw and is eliminated. (warning)']);
  });
  it('7.7.13: the retreat is asked of the blocks still able to fight; a 0-SP base is not one of them', () => {
    const e = evaluateBattle(battle([ger('g'), sov('s'), sov('base', { cls: 'static', sp: 0, zeroBase: true })]));
    const w = walk(e, answersOf({ rolls: { 'r1.ground.d': { faces: [1, 1, 1, 1], source: 'app' }, 'r1.ground.a': { faces: [1, 1, 1, 1], source: 'app' } } }));
    expect(prompts(w.pending)).toEqual(['r1.retreat.d', '7.7.13', 'defender, round 1: withdraw?', 'stay', 'all']);
  });
});

describe('7.7.3, 7.7.4: a side wiped out before the ground combat', () => {
  it('7.7.3: a strike that eliminates every defender ends the battle at once: no artillery, no ground combat', () => {
    const r = play(
      battle([ger('g'), ger('kg', { cls: 'bomber', tech: 3 }), sov('s', { sp: 1 })]),
      (q) => (q.id === 'r1.strike.a' ? 6 : 1),
      () => 'stay',
    );
    expect(r.asked).toEqual(['r1.aa.d', 'r1.strike.a']);
    expect(r.lines.filter((l) => l.includes('Round 1'))).toEqual([
      '[7.7.2] Round 1 — AA barrage defender (result)',
      '[7.7.3] Round 1 — Air strike attacker (result)',
    ]);
  });
  it('7.7.4: artillery that eliminates every defender ends the battle at once: no ground combat', () => {
    const r = play(
      battle([ger('g'), ger('art', { cls: 'artillery' }), sov('s', { sp: 1 })]),
      (q) => (q.id === 'r1.artillery.a' ? 6 : 1),
      () => 'stay',
    );
    expect(r.asked).toEqual(['r1.artillery.a']);
  });
});

describe('12.4.1: the Desperate Attack', () => {
  it('12.4.1, 4.4: an attacker out of supply is refused in an ordinary attack, and in a Desperate Attack of the basic game', () => {
    expect(refusals(battle([ger('g', { supplied: false }), sov('s')])).length).toBe(1);
    expect(
      refusals(battle([ger('g', { supplied: false }), sov('s')], { situations: { desperate: true }, layers: { advanced: false, optional: [] } })).length,
    ).toBe(1);
    expect(refusals(battle([ger('g', { supplied: false }), sov('s')], { situations: { desperate: true } }))).toEqual([]);
  });
  it("12.4.1: only the attacker's blocks out of supply surrender — not a defender out of supply, not a block withdrawn", () => {
    const r = play(
      battle([ger('g', { supplied: false, name: 'G' }), sov('s', { name: 'S', supplied: false })], { situations: { desperate: true } }),
      () => 1,
      () => 'stay',
    );
    expect(r.lines.filter((l) => l.includes('surrender'))).toEqual(['[12.4.1] G surrenders at once (artillery and 0-SP units too).', '[3.15] G: surrendered.']);
    const sup = play(
      battle([ger('g', { name: 'G' }), sov('s', { name: 'S', supplied: false })], { situations: { desperate: true } }),
      () => 1,
      (q) => (q.id === 'r1.retreat.a' ? 'all' : 'stay'),
    );
    expect(sup.lines.filter((l) => l.includes('12.4.1') || l.includes('surrender'))).toEqual([]);
  });
  it('12.4.1: a Desperate Attack that leaves only a non-combat block (an HQ) standing neither fails nor is won in round 1', () => {
    const d = battle([ger('g', { supplied: false, name: 'G', sp: 1, maxSp: 4 }), sov('s', { name: 'S', sp: 1 }), sov('hq', { cls: 'hq', name: 'HQ', sp: 1 })], {
      situations: { desperate: true },
    });
    const r = play(
      d,
      (q) => (q.id.endsWith('.a') ? 6 : 1),
      (q) => (q.kind === 'choice' ? (q.id.includes('hit') ? 's' : 'stay') : ''),
    );
    expect(r.lines.filter((l) => l.includes('12.4.1') || l.includes('surrender'))).toEqual([]);
  });
});

describe('7.6.2, 6.3.2: the airbase overrun', () => {
  const pz = () => unit({ id: 'pz', name: 'PZ', side: 'attacker', nation: 'germany', cls: 'armour', tech: 2 });
  it("7.6.2: fighters alone on the airbase: the bombers' line is not said; an attacking bomber is not a defending one", () => {
    const e = evaluateBattle(
      battle([
        pz(),
        unit({ id: 'kg', side: 'attacker', nation: 'germany', cls: 'bomber' }),
        unit({ id: 'vvs', side: 'defender', nation: 'ussr', cls: 'fighter' }),
      ]),
    );
    expect(e.derivation.map(line).filter((l) => l.includes('Bombers'))).toEqual([]);
  });
  it('7.6.2: once the fighters have left, the battle is over at once', () => {
    const w = walk(
      evaluateBattle(battle([pz(), unit({ id: 'vvs', side: 'defender', nation: 'ussr', cls: 'fighter' })])),
      answersOf({ choices: { 'evac.vvs': 'go' } }),
    );
    expect(w.pending).toBeUndefined();
    expect(w.resolution.derivation.map(line).filter((l) => l.includes('Round'))).toEqual([]);
  });
  it('6.3.2: bombers alone on the airbase (their round defenceless first): nothing leaves before the fire', () => {
    const e = evaluateBattle(battle([pz(), unit({ id: 'bom', name: 'DB-3', side: 'defender', nation: 'ussr', cls: 'bomber' })]));
    expect(
      walk(e, noAnswers())
        .resolution.derivation.map(line)
        .filter((l) => l.includes('leave at once')),
    ).toEqual([]);
  });
});

describe('7.7: the battle as the screen reads it', () => {
  it("3.10: the checks' warnings open the battle's lines", () => {
    const i = battle([ger('g', { justPlaced: true }), ...Array.from({ length: 5 }, (_, k) => ger(`x${k}`)), sov('s')]);
    const e = evaluateBattle(i);
    expect(e.errors).toEqual([]);
    expect(e.derivation.filter((s) => s.tone === 'warning').length).toBeGreaterThan(0);
  });
  it('7.7: a battle waiting for a roll records no event yet', () => {
    const w = walk(evaluateBattle(battle([ger('g'), sov('s')])), noAnswers());
    expect(w.pending?.id).toBe('r1.ground.d');
    expect(w.resolution.events).toEqual([]);
  });
  it('7.7.12: the calculator walks ' + String(MAX_ROUNDS) + ' rounds at most', () => {
    const r = play(
      battle([ger('g'), sov('s')]),
      () => 1,
      () => 'stay',
      DEFAULT_BATTLE_RULES,
      1000,
    );
    expect(r.lines.filter((l) => l.startsWith('[7.7] Battle over'))).toEqual([`[7.7] Battle over after ${MAX_ROUNDS + 1} rounds. (result)`]);
  });
});

// A battle walked round by round (7.7), its ends: a 0-SP block left alone once the enemy's combat
// blocks have gone (7.7.10), the dice of a round added up for "nothing fires" (7.7), the battle
// ended as soon as a strike or the artillery wipes a side out (7.7.3, 7.7.4), and a Desperate
// Attack whose attackers are all gone at the end of the first round (12.4.1).
describe('7.7 the ends of a battle', () => {
  type P = Partial<BattleUnit>;
  const ger = (id: string, more: P = {}) => unit({ id, side: 'attacker', nation: 'germany', cls: 'infantry', tech: 2, name: id.toUpperCase(), ...more });
  const sov = (id: string, more: P = {}) => unit({ id, side: 'defender', nation: 'ussr', cls: 'infantry', name: id.toUpperCase(), ...more });
  const fates = (w: ReturnType<typeof walk>) =>
    (w.resolution.events[0]?.payload as { units: { id: string; fate: string; sp: number }[] } | undefined)?.units.map((x) => `${x.id} ${x.fate} ${x.sp}`);
  const NOTHING = '[7.7] No unit can fire: the battle ends. (warning)';

  describe('7.7.10: a 0-SP block left alone', () => {
    it("7.7.10: a 0-SP base stays when the enemy's combat blocks withdraw in the same retreat as its own side's last block", () => {
      const r = play(
        battle([ger('g'), sov('s'), sov('base', { cls: 'static', sp: 0, zeroBase: true })]),
        () => 1,
        (q) => (q.id.startsWith('r1.retreat') ? 'all' : 'stay'),
      );
      expect(r.lines.filter((l) => l.includes('removed'))).toEqual([]);
      expect(fates(r.w)).toEqual(['g withdrawn 4', 's withdrawn 4', 'base in 0']);
    });
  });

  describe('7.7: the dice of a round, for "nothing fires"', () => {
    const dry = (i: ReturnType<typeof battle>, choose: (id: string) => string = () => 'stay') =>
      play(
        i,
        () => 1,
        (q) => (q.id === 'r1.retreat.a' ? 'all' : choose(q.id)),
      );
    it("7.7.1, 7.7.5: the air combat's 4 dice and the ground combat's 4 are 8 fired, not none — the retreat is asked", () => {
      const i = battle([ger('g', { sp: 2 }), ger('jg', { cls: 'fighter', sp: 2 }), sov('s', { sp: 2 }), sov('vvs', { cls: 'fighter', sp: 2 })]);
      const r = dry(i, (id) => (id.includes('withdraw') ? 'all' : 'stay'));
      expect(r.asked).toEqual([
        'r1.air1.a',
        'r1.air1.d',
        'r1.air1.withdraw.d',
        'r1.air1.withdraw.a',
        'r1.ground.d',
        'r1.ground.a',
        'r1.retreat.d',
        'r1.retreat.a',
      ]);
      expect(r.lines).not.toContain(NOTHING);
    });
    it("7.7.3, 7.7.5: a strike's 2 dice and the ground combat's 2 are 4 fired — the retreat is asked (Barbarossa: the Soviet AA silent)", () => {
      const i = battle([ger('g', { sp: 1 }), ger('kg', { cls: 'bomber', sp: 2 }), sov('s', { sp: 1 })], { situations: { surprise: true } });
      const r = dry(i);
      expect(r.asked).toEqual(['r1.strike.a', 'r1.ground.d', 'r1.ground.a', 'r1.retreat.d', 'r1.retreat.a']);
      expect(r.lines).not.toContain(NOTHING);
    });
    it("7.7.4, 7.7.5: the artillery's 2 dice and the ground combat's 2 are 4 fired — the retreat is asked", () => {
      const r = dry(battle([ger('g', { sp: 1 }), ger('art', { cls: 'artillery', sp: 2 }), sov('s', { sp: 1 })]));
      expect(r.asked).toEqual(['r1.artillery.a', 'r1.ground.d', 'r1.ground.a', 'r1.retreat.d', 'r1.retreat.a']);
      expect(r.lines).not.toContain(NOTHING);
    });
    it("7.7.2, 7.7.3, 7.7.5: the AA's 2 dice (artillery alone, 6.1.4) and the strike's and ground combat's 1 each are 4 fired — the retreat is asked", () => {
      const r = dry(battle([ger('g', { sp: 1 }), ger('jg', { cls: 'fighter', sp: 1 }), sov('art', { cls: 'artillery', sp: 2 })]));
      expect(r.asked).toEqual(['r1.aa.d', 'r1.strike.a', 'r1.ground.a', 'r1.retreat.d', 'r1.retreat.a']);
      expect(r.lines).not.toContain(NOTHING);
    });
  });

  describe('7.7.3, 7.7.4: a side wiped out by a strike or by the artillery', () => {
    it("7.7.3: a defender's strike that wipes out the attacker ends the battle at once — its artillery and ground blocks do not fire", () => {
      const r = play(
        battle([ger('g', { sp: 1 }), sov('s'), sov('sb', { cls: 'bomber', sp: 2 }), sov('art', { cls: 'artillery' })]),
        (q) => (q.id === 'r1.strike.d' ? 6 : 1),
        () => 'stay',
      );
      expect(r.asked).toEqual(['r1.aa.a', 'r1.strike.d']);
      expect(fates(r.w)).toEqual(['g eliminated 0', 's in 4', 'sb in 2', 'art in 4']);
    });
    it("7.7.3: an attacker's strike that wipes out the defender ends the battle at once — its artillery does not fire at no one, nor lose SP for it", () => {
      const r = play(
        battle([ger('g'), ger('kg', { cls: 'bomber', sp: 2 }), ger('art', { cls: 'artillery' }), sov('s', { sp: 1 })]),
        (q) => (q.id === 'r1.strike.a' ? 6 : 1),
        () => 'stay',
      );
      expect(r.asked).toEqual(['r1.aa.d', 'r1.strike.a']);
      expect(r.lines.filter((l) => l.startsWith('[7.7.4]'))).toEqual([]);
      expect(fates(r.w)).toEqual(['g in 4', 'kg in 2', 'art in 4', 's eliminated 0']);
    });
    it("7.7.4: a defender's artillery that wipes out the attacker ends the battle at once — its ground blocks do not fire", () => {
      const r = play(
        battle([ger('g', { sp: 1 }), sov('s'), sov('art', { cls: 'artillery', sp: 2 })]),
        (q) => (q.id === 'r1.artillery.d' ? 6 : 1),
        () => 'stay',
      );
      expect(r.asked).toEqual(['r1.artillery.d']);
      expect(fates(r.w)).toEqual(['g eliminated 0', 's in 4', 'art in 1']);
    });
  });

  describe('12.4.1: the Desperate Attack', () => {
    it('12.4.1: a Desperate Attack whose attackers all withdraw at the end of round 1 is not won, though no enemy combat block stands', () => {
      const d = battle([ger('g', { supplied: false, sp: 1, maxSp: 4 }), sov('s', { sp: 1 }), sov('hq', { cls: 'hq', sp: 1 })], {
        situations: { desperate: true },
      });
      const r = play(
        d,
        (q) => (q.id.endsWith('.a') ? 6 : 1),
        (q) => (q.kind === 'choice' ? (q.id.includes('hit') ? 's' : q.id === 'r1.retreat.a' ? 'all' : 'stay') : ''),
      );
      expect(r.lines.filter((l) => l.includes('12.4.1'))).toEqual([]);
      expect(fates(r.w)).toEqual(['g withdrawn 1', 's eliminated 0', 'hq in 1']);
    });
  });
});
