// Mutation tests of a battle walked round by round (7.7), second round: the air clashes and
// their withdrawals (7.7.1), the charge's targets (20.0, 21.0), guided fire (19.2), the 0-SP
// blocks alone (7.7.10), armour HQs after firing (6.4), the Desperate Attack (12.4.1), the
// airbase overrun (7.6.2, 6.3.2), the battle's warnings and its bounds.
import { describe, expect, it } from 'vitest';
import { answersOf, noAnswers, walk } from '@/engine';
import { DEFAULT_BATTLE_RULES, evaluateBattle, MAX_AIR_ROUNDS, MAX_ROUNDS, type BattleUnit } from '@/games/bite/battle';
import type { RuleLayers } from '@/games/bite/layers';
import { battle, line, play, refusals, say, unit } from './battle-view';

type P = Partial<BattleUnit>;
const ger = (id: string, more: P = {}) => unit({ id, side: 'attacker', nation: 'germany', cls: 'infantry', tech: 2, ...more });
const sov = (id: string, more: P = {}) => unit({ id, side: 'defender', nation: 'ussr', cls: 'infantry', ...more });
const opt = (...optional: RuleLayers['optional'][number][]): RuleLayers => ({ advanced: true, optional });
const fates = (w: ReturnType<typeof walk>) => (w.resolution.events[0]?.payload as { units: { id: string; fate: string; sp: number }[] } | undefined)?.units.map((x) => `${x.id} ${x.fate} ${x.sp}`);
const prompts = (q: ReturnType<typeof walk>['pending']) => (q?.kind === 'choice' ? [q.id, q.rule, say(q.prompt), ...q.options.map((o) => o.id)] : q?.id);

describe('7.7.1: air clashes', () => {
  const air = () => battle([ger('g'), ger('jg', { cls: 'fighter', name: 'JG' }), sov('s'), sov('a', { cls: 'fighter', name: 'A' }), sov('b', { cls: 'fighter', name: 'B' })]);
  it('7.7.1: while neither side withdraws its aircraft, the air combat goes on with another clash', () => {
    const r = play(air(), () => 1, (q) => (q.id === 'r1.retreat.a' ? 'all' : 'stay'), DEFAULT_BATTLE_RULES, 1000);
    expect(r.asked.slice(0, 5)).toEqual(['r1.air1.a', 'r1.air1.d', 'r1.air1.withdraw.d', 'r1.air1.withdraw.a', 'r1.air2.a']);
  });
  it('7.7.1: the air combat walks ' + String(MAX_AIR_ROUNDS) + ' clashes at most, then the battle goes on', () => {
    const r = play(air(), () => 1, (q) => (q.id === 'r1.retreat.a' ? 'all' : 'stay'), DEFAULT_BATTLE_RULES, 1000);
    expect(r.lines.filter((l) => l.includes('Air combat, clash')).length).toBe(MAX_AIR_ROUNDS);
    expect(r.asked).toContain('r1.retreat.a');
  });
  it('7.7.1: once a side withdraws some of its aircraft the air combat is over', () => {
    const r = play(air(), () => 1, (q) => (q.id === 'r1.air1.withdraw.d' ? 'some' : q.id === 'r1.air1.withdraw.d.a' ? 'go' : q.id === 'r1.retreat.a' ? 'all' : 'stay'));
    expect(r.asked.slice(0, 7)).toEqual(['r1.air1.a', 'r1.air1.d', 'r1.air1.withdraw.d', 'r1.air1.withdraw.d.a', 'r1.air1.withdraw.d.b', 'r1.air1.withdraw.a', 'r1.aa.d']);
  });
  it('7.7.1: a side withdrawing some of its aircraft ends the air combat though the enemy has as many aircraft up', () => {
    const more = battle([ger('g'), ger('j1', { cls: 'fighter' }), ger('j2', { cls: 'fighter' }), sov('s'), sov('a', { cls: 'fighter', name: 'A' }), sov('b', { cls: 'fighter', name: 'B' })]);
    const r = play(more, () => 1, (q) => (q.id === 'r1.air1.withdraw.d' ? 'some' : q.id === 'r1.air1.withdraw.d.a' ? 'go' : q.id === 'r1.retreat.a' ? 'all' : 'stay'));
    expect(r.asked.slice(0, 7)).toEqual(['r1.air1.a', 'r1.air1.d', 'r1.air1.withdraw.d', 'r1.air1.withdraw.d.a', 'r1.air1.withdraw.d.b', 'r1.air1.withdraw.a', 'r1.aa.d']);
  });
  it('7.7.1: bombers on both sides and no fighter: no air combat', () => {
    const r = play(battle([ger('g'), ger('kg', { cls: 'bomber' }), sov('s'), sov('sb', { cls: 'bomber' })]), () => 1, (q) => (q.id === 'r1.retreat.a' ? 'all' : 'stay'));
    expect(r.asked.filter((x) => x.includes('air'))).toEqual([]);
  });
  it('7.7.1, SBE5: Soviet bombers in the air and a Soviet fighter kept on the ground by the surprise: German bombers meet no air combat', () => {
    const r = play(battle([ger('g'), ger('kg', { cls: 'bomber' }), sov('s'), sov('sb', { cls: 'bomber' }), sov('vvs', { cls: 'fighter' })], { situations: { surprise: true } }), () => 1, (q) => (q.id === 'r1.retreat.a' ? 'all' : 'stay'));
    expect(r.asked.filter((x) => x.includes('air'))).toEqual([]);
  });
});

describe('20.0, 21.0: the charge\'s targets', () => {
  it('20.0: the charging cavalry\'s hits go to the enemy infantry first, though an HQ there has more SP', () => {
    const c = battle([ger('cav', { cls: 'cavalry', name: 'Cav', sp: 1, maxSp: 4 }), ger('g'), sov('hq', { cls: 'hq', name: 'HQ', sp: 4 }), sov('s', { name: 'S', sp: 2 })], { situations: { cavalryCharge: true }, layers: opt('20.0') });
    const r = play(c, (q) => (q.id === 'r1.ground.charge.a' ? 6 : 1), (q) => (q.id.includes('retreat') ? (q.id.endsWith('.a') ? 'all' : 'stay') : q.kind === 'choice' ? q.options[0].id : ''));
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
    expect(firstTie(battle([ger('g'), ger('kg', { cls: 'bomber' }), ...tied], { layers: opt('19.0') }), (id) => (id === 'r1.strike.a' ? 6 : 1))).toEqual(['r1.strike.a.hit1', '19.2']);
  });
  it('19.2: the ground combat is never guided: its ties go to the owner (7.7.9)', () => {
    expect(firstTie(battle([ger('g'), ...tied], { layers: opt('19.0') }), (id) => (id === 'r1.ground.a' ? 6 : 1))).toEqual(['r1.ground.a.hit1', '7.7.9']);
  });
  it('19.2: artillery of TECH 1 among TECH 2 artillery: the fire is not guided (every unit firing needs TECH 2)', () => {
    expect(firstTie(battle([ger('g'), ger('art', { cls: 'artillery' }), ger('old', { cls: 'artillery', tech: 1 }), ...tied], { layers: opt('19.0') }), (id) => (id === 'r1.artillery.a' ? 6 : 1))).toEqual(['r1.artillery.a.hit1', '7.7.9']);
  });
});

describe('7.7.10, 6.4, 6.1.1: blocks at the end of a step', () => {
  it('7.7.10: a 0-SP base left alone with enemy combat units is removed, and the calculator says so', () => {
    const r = play(battle([ger('g'), sov('s', { sp: 1, maxSp: 4 }), sov('base', { cls: 'static', name: 'Base', sp: 1, zeroBase: true })]), (q) => (q.id === 'r1.ground.a' ? 6 : 1), (q) => (q.kind === 'choice' ? q.options[0].id : ''));
    expect(r.lines.filter((l) => l.startsWith('[7.7.10]'))).toContain('[7.7.10] Base: at 0 SP, alone with enemy combat units, it is removed. (warning)');
  });
  it('7.7.10: a 0-SP base facing no enemy combat unit (artillery and aircraft only) stays', () => {
    const r = play(battle([ger('art', { cls: 'artillery' }), ger('kg', { cls: 'bomber' }), sov('base', { cls: 'static', name: 'Base', sp: 0, zeroBase: true })]), () => 1, (q) => (q.kind === 'choice' ? (q.id.endsWith('.a') ? 'all' : 'stay') : ''));
    expect(r.lines.filter((l) => l.includes('removed'))).toEqual([]);
    expect(fates(r.w)).toContain('base in 0');
  });
  it('6.4: an armour HQ firing as artillery loses 1 SP after firing (it is not halved like artillery)', () => {
    const r = play(battle([ger('g'), ger('ahq', { cls: 'armourHq', asArtillery: true, name: 'AHQ' }), sov('s')]), () => 1, (q) => (q.id === 'r1.retreat.a' ? 'all' : 'stay'));
    expect(r.lines.filter((l) => l.includes('reduced'))).toEqual(['[6.4] AHQ: reduced from 4 to 3 SP after firing.']);
  });
  it('6.1.1: a static block asked to retreat cannot, and the calculator warns', () => {
    const r = play(battle([ger('g'), sov('st', { cls: 'static', name: 'St' })]), () => 1, (q) => (q.id === 'r1.retreat.d' ? 'all' : q.id === 'r1.retreat.a' ? 'all' : 'stay'));
    expect(r.lines.filter((l) => l.includes('cannot retreat'))).toEqual(['[6.1.1] St: static, it cannot retreat. (warning)']);
  });
  it('7.7.18: a block that would withdraw but cannot is eliminated, and the calculator warns', () => {
    const r = play(battle([ger('g'), sov('s', { name: 'S' }), sov('t', { name: 'T' })]), () => 1, (q) => (q.id === 'r1.retreat.d' ? 'some' : q.id === 'r1.retreat.d.s' ? 'cannot' : q.id === 'r1.retreat.a' ? 'all' : 'stay'));
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
    const r = play(battle([ger('g'), ger('kg', { cls: 'bomber', tech: 3 }), sov('s', { sp: 1 })]), (q) => (q.id === 'r1.strike.a' ? 6 : 1), () => 'stay');
    expect(r.asked).toEqual(['r1.aa.d', 'r1.strike.a']);
    expect(r.lines.filter((l) => l.includes('Round 1'))).toEqual(['[7.7.2] Round 1 — AA barrage defender (result)', '[7.7.3] Round 1 — Air strike attacker (result)']);
  });
  it('7.7.4: artillery that eliminates every defender ends the battle at once: no ground combat', () => {
    const r = play(battle([ger('g'), ger('art', { cls: 'artillery' }), sov('s', { sp: 1 })]), (q) => (q.id === 'r1.artillery.a' ? 6 : 1), () => 'stay');
    expect(r.asked).toEqual(['r1.artillery.a']);
  });
});

describe('12.4.1: the Desperate Attack', () => {
  it('12.4.1, 4.4: an attacker out of supply is refused in an ordinary attack, and in a Desperate Attack of the basic game', () => {
    expect(refusals(battle([ger('g', { supplied: false }), sov('s')])).length).toBe(1);
    expect(refusals(battle([ger('g', { supplied: false }), sov('s')], { situations: { desperate: true }, layers: { advanced: false, optional: [] } })).length).toBe(1);
    expect(refusals(battle([ger('g', { supplied: false }), sov('s')], { situations: { desperate: true } }))).toEqual([]);
  });
  it('12.4.1: only the attacker\'s blocks out of supply surrender — not a defender out of supply, not a block withdrawn', () => {
    const r = play(battle([ger('g', { supplied: false, name: 'G' }), sov('s', { name: 'S', supplied: false })], { situations: { desperate: true } }), () => 1, () => 'stay');
    expect(r.lines.filter((l) => l.includes('surrender'))).toEqual(['[12.4.1] G surrenders at once (artillery and 0-SP units too).', '[3.15] G: surrendered.']);
    const sup = play(battle([ger('g', { name: 'G' }), sov('s', { name: 'S', supplied: false })], { situations: { desperate: true } }), () => 1, (q) => (q.id === 'r1.retreat.a' ? 'all' : 'stay'));
    expect(sup.lines.filter((l) => l.includes('12.4.1') || l.includes('surrender'))).toEqual([]);
  });
  it('12.4.1: a Desperate Attack that leaves only a non-combat block (an HQ) standing neither fails nor is won in round 1', () => {
    const d = battle([ger('g', { supplied: false, name: 'G', sp: 1, maxSp: 4 }), sov('s', { name: 'S', sp: 1 }), sov('hq', { cls: 'hq', name: 'HQ', sp: 1 })], { situations: { desperate: true } });
    const r = play(d, (q) => (q.id.endsWith('.a') ? 6 : 1), (q) => (q.kind === 'choice' ? (q.id.includes('hit') ? 's' : 'stay') : ''));
    expect(r.lines.filter((l) => l.includes('12.4.1') || l.includes('surrender'))).toEqual([]);
  });
});

describe('7.6.2, 6.3.2: the airbase overrun', () => {
  const pz = () => unit({ id: 'pz', name: 'PZ', side: 'attacker', nation: 'germany', cls: 'armour', tech: 2 });
  it('7.6.2: fighters alone on the airbase: the bombers\' line is not said; an attacking bomber is not a defending one', () => {
    const e = evaluateBattle(battle([pz(), unit({ id: 'kg', side: 'attacker', nation: 'germany', cls: 'bomber' }), unit({ id: 'vvs', side: 'defender', nation: 'ussr', cls: 'fighter' })]));
    expect(e.derivation.map(line).filter((l) => l.includes('Bombers'))).toEqual([]);
  });
  it('7.6.2: once the fighters have left, the battle is over at once', () => {
    const w = walk(evaluateBattle(battle([pz(), unit({ id: 'vvs', side: 'defender', nation: 'ussr', cls: 'fighter' })])), answersOf({ choices: { 'evac.vvs': 'go' } }));
    expect(w.pending).toBeUndefined();
    expect(w.resolution.derivation.map(line).filter((l) => l.includes('Round'))).toEqual([]);
  });
  it('6.3.2: bombers alone on the airbase (their round defenceless first): nothing leaves before the fire', () => {
    const e = evaluateBattle(battle([pz(), unit({ id: 'bom', name: 'DB-3', side: 'defender', nation: 'ussr', cls: 'bomber' })]));
    expect(walk(e, noAnswers()).resolution.derivation.map(line).filter((l) => l.includes('leave at once'))).toEqual([]);
  });
});

describe('7.7: the battle as the screen reads it', () => {
  it('3.10: the checks\' warnings open the battle\'s lines', () => {
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
    const r = play(battle([ger('g'), sov('s')]), () => 1, () => 'stay', DEFAULT_BATTLE_RULES, 1000);
    expect(r.lines.filter((l) => l.startsWith('[7.7] Battle over'))).toEqual([`[7.7] Battle over after ${MAX_ROUNDS + 1} rounds. (result)`]);
  });
});
