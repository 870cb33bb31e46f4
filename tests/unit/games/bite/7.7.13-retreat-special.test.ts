// The end of a round and the special attacks in the walk: the withdrawals (7.7.13, 7.7.18, 6.1.1),
// the Desperate Attack (12.4.1), the cavalry charge and the Panzer attack (20.0, 21.0), guided fire
// (19.2), artillery and HQs reduced after firing (7.7.4, 6.4), and a battle where nothing can fire
// (7.7). Each read as the calculator shows it.
import { describe, expect, it } from 'vitest';
import { answersOf, walk } from '@/engine';
import { evaluateBattle, type BattleUnit } from '@/games/bite/battle';
import type { RuleLayers } from '@/games/bite/layers';
import { battle, play, say, unit } from './battle-view';

type P = Partial<BattleUnit>;
const ger = (id: string, more: P = {}) => unit({ id, side: 'attacker', nation: 'germany', cls: 'infantry', tech: 2, ...more });
const sov = (id: string, more: P = {}) => unit({ id, side: 'defender', nation: 'ussr', cls: 'infantry', ...more });
const opt = (...optional: RuleLayers['optional'][number][]): RuleLayers => ({ advanced: true, optional });
const options = (q: ReturnType<typeof walk>['pending']) =>
  q?.kind === 'choice' ? [q.id, q.rule, say(q.prompt), ...q.options.map((o) => `${o.id}: ${say(o.label)}${o.rule ? ` [${o.rule}]` : ''}`)] : q?.id;

describe('7.7.13, 7.7.18, 6.1.1: withdrawals', () => {
  it('7.7.13: the defender is asked first: stay, all, or some (then block by block: a ground block may be unable to withdraw, 7.7.18; an aircraft not)', () => {
    const i = battle([ger('g'), sov('st', { cls: 'static', name: 'St' }), sov('s', { name: 'S' }), sov('f', { cls: 'fighter', name: 'F' })]);
    const e = evaluateBattle(i);
    const rolls = {
      'r1.aa.a': { faces: [1, 1, 1, 1], source: 'app' as const },
      'r1.ground.d': { faces: Array.from({ length: 8 }, () => 1), source: 'app' as const },
      'r1.ground.a': { faces: [1, 1, 1, 1], source: 'app' as const },
    };
    expect(options(walk(e, answersOf({ rolls })).pending)).toEqual([
      'r1.retreat.d',
      '7.7.13',
      'defender, round 1: withdraw?',
      'stay: Stay',
      'all: All withdraw [7.7.13]',
      'some: Some withdraw [7.7.13]',
    ]);
    expect(options(walk(e, answersOf({ rolls, choices: { 'r1.retreat.d': 'some' } })).pending)).toEqual([
      'r1.retreat.d.st',
      '7.7.13',
      'St: does it withdraw?',
      'stay: Stay',
      'go: Withdraws [7.7.13]',
      'cannot: Would withdraw but cannot [7.7.18]',
    ]);
    expect(options(walk(e, answersOf({ rolls, choices: { 'r1.retreat.d': 'some', 'r1.retreat.d.st': 'stay', 'r1.retreat.d.s': 'stay' } })).pending)).toEqual([
      'r1.retreat.d.f',
      '7.7.13',
      'F: does it withdraw?',
      'stay: Stay',
      'go: Withdraws [7.7.13]',
    ]);
    const w = walk(
      e,
      answersOf({
        rolls,
        choices: { 'r1.retreat.d': 'some', 'r1.retreat.d.st': 'go', 'r1.retreat.d.s': 'cannot', 'r1.retreat.d.f': 'go', 'r1.retreat.a': 'all' },
      }),
    );
    expect(w.resolution.derivation.map((s) => `[${s.rule}] ${say(s)}`).slice(-10)).toEqual([
      '[7.7.13] Round 1 — Retreat ',
      '[6.1.1] St: static, it cannot retreat.',
      '[7.7.18] S: cannot withdraw and is eliminated.',
      '[7.7.13] F: withdraws.',
      '[7.7.13] G: withdraws.',
      '[7.7] Battle over after 1 round.',
      '[7.7.13] G: 4 SP, withdrawn.',
      '[3.15] St: 4 SP, stays in the hex.',
      '[3.15] S: eliminated.',
      '[7.7.13] F: 4 SP, withdrawn.',
    ]);
    // One block alone is asked stay or all only.
    const one = evaluateBattle(battle([ger('g'), sov('s')]));
    expect(
      options(
        walk(one, answersOf({ rolls: { 'r1.ground.d': { faces: [1, 1, 1, 1], source: 'app' }, 'r1.ground.a': { faces: [1, 1, 1, 1], source: 'app' } } }))
          .pending,
      ),
    ).toEqual(['r1.retreat.d', '7.7.13', 'defender, round 1: withdraw?', 'stay: Stay', 'all: All withdraw [7.7.13]']);
  });
  it('6.1.1: a static block that all withdraw stays in the hex', () => {
    const r = play(
      battle([ger('g'), sov('st', { cls: 'static', name: 'St' })]),
      () => 1,
      (q) => (q.id === 'r1.retreat.d' || q.id === 'r1.retreat.a' ? 'all' : 'stay'),
    );
    expect(r.lines.slice(-6)).toEqual([
      '[7.7.13] Round 1 — Retreat  (result)',
      '[6.1.1] St: static, it cannot retreat. (warning)',
      '[7.7.13] G: withdraws.',
      '[7.7] Battle over after 1 round. (result)',
      '[7.7.13] G: 4 SP, withdrawn.',
      '[3.15] St: 4 SP, stays in the hex.',
    ]);
  });
});

describe('12.4.1: the Desperate Attack', () => {
  const d = () =>
    battle([ger('g', { supplied: false, name: 'G' }), ger('art', { cls: 'artillery', name: 'Art', supplied: false }), sov('s', { sp: 2, name: 'S' })], {
      situations: { desperate: true },
    });
  it('12.4.1: an enemy ground combat unit still standing after round 1: every out-of-supply attacker surrenders at once, the artillery too', () => {
    const r = play(
      d(),
      () => 1,
      () => 'stay',
    );
    expect(r.asked).toEqual(['r1.artillery.a', 'r1.ground.d', 'r1.ground.a']);
    expect(r.lines.slice(-7)).toEqual([
      '[12.4.1] Desperate Attack: an enemy ground unit still stands after the first round. (warning)',
      '[12.4.1] G surrenders at once (artillery and 0-SP units too).',
      '[12.4.1] Art surrenders at once (artillery and 0-SP units too).',
      '[7.7] Battle over after 1 round. (result)',
      '[3.15] G: surrendered.',
      '[3.15] Art: surrendered.',
      '[3.15] S: 2 SP, stays in the hex.',
    ]);
    expect((r.w.resolution.events[0].payload as { units: { fate: string }[] }).units.map((x) => x.fate)).toEqual(['surrendered', 'surrendered', 'in']);
  });
  it('12.4.1: every enemy ground unit eliminated in round 1: the Desperate Attack succeeds, and says so', () => {
    const r = play(
      d(),
      (q) => (q.id.endsWith('.a') ? 6 : 1),
      () => 'stay',
    );
    expect(r.lines.slice(-5)).toEqual([
      '[12.4.1] Desperate Attack: every enemy ground unit eliminated in the first round. (info)',
      '[7.7] Battle over after 1 round. (result)',
      '[3.15] G: 4 SP, stays in the hex.',
      '[3.15] Art: 2 SP, stays in the hex.',
      '[3.15] S: eliminated.',
    ]);
  });
  it('12.4.1: a supplied block in the same attack does not surrender; without the advanced rules, or with every attacker supplied, no Desperate Attack is said', () => {
    const mixed = battle([ger('g', { supplied: false, name: 'G' }), ger('h', { name: 'H' }), sov('s', { sp: 2, name: 'S' })], {
      situations: { desperate: true },
    });
    expect(
      play(
        mixed,
        () => 1,
        () => 'stay',
      ).lines.filter((l) => l.includes('12.4.1') || l.includes('surrender')),
    ).toEqual([
      '[12.4.1] Desperate Attack: an enemy ground unit still stands after the first round. (warning)',
      '[12.4.1] G surrenders at once (artillery and 0-SP units too).',
      '[3.15] G: surrendered.',
    ]);
    const supplied = battle([ger('g', { name: 'G' }), sov('s', { sp: 2, name: 'S' })], { situations: { desperate: true } });
    const r = play(
      supplied,
      (q) => (q.id.endsWith('.a') ? 6 : 1),
      () => 'stay',
    );
    expect(r.lines.filter((l) => l.includes('12.4.1'))).toEqual(['[12.4.1] Desperate Attack: every enemy ground unit eliminated in the first round. (info)']);
    expect(
      play(
        supplied,
        () => 1,
        (q) => (q.id === 'r1.retreat.a' ? 'all' : 'stay'),
      ).lines.filter((l) => l.includes('12.4.1')),
    ).toEqual([]);
    // From round 2 (a battle resumed) the Desperate Attack is over: no surrender.
    expect(
      play(
        { ...d(), round: 2 },
        () => 1,
        (q) => (q.id === 'r2.retreat.a' ? 'all' : 'stay'),
      ).lines.filter((l) => l.includes('12.4.1')),
    ).toEqual([]);
  });
});

describe('20.0, 21.0: the cavalry charge and the Panzer attack', () => {
  it("20.0: the charging cavalry fire first, at the enemy infantry first; the defender's return fire goes at the charging cavalry first; then the rest of the attack", () => {
    const c = battle(
      [
        ger('cav', { cls: 'cavalry', name: 'Cav' }),
        ger('g', { name: 'G' }),
        sov('s', { name: 'S', sp: 3 }),
        sov('art', { name: 'SArt', cls: 'artillery', sp: 3 }),
      ],
      { situations: { cavalryCharge: true }, layers: opt('20.0') },
    );
    const r = play(
      c,
      () => 6,
      (q) => (q.kind === 'choice' ? (q.id.includes('retreat') ? 'all' : q.options[0].id) : ''),
    );
    expect(r.asked).toEqual([
      'r1.artillery.d',
      'r1.artillery.d.hit1',
      'r1.artillery.d.hit3',
      'r1.ground.charge.a',
      'r1.ground.d',
      'r1.ground.a',
      'r1.ground.a.hit1',
    ]);
    expect(r.lines.slice(9)).toEqual([
      '[20.0] Round 1 — Ground combat attacker (result)',
      '[7.7.5] Cav: 2 dice, hits on 6 (Bonus 0, Malus 0)',
      '[3.11] Cav: 2 SP, hits on 6.',
      '[7.7.6] Cav: 2 dice, hits on 6. (result)',
      '[7.7.5] 2 hits. (result)',
      '[3.15] S: down to 2 SP.',
      '[3.15] S: down to 1 SP.',
      '[7.7.5] Round 1 — Ground combat defender (result)',
      '[7.7.5] S: 1 die, hits on 6 (Bonus 0, Malus 0)',
      '[3.11] S: 1 SP, hits on 6.',
      '[7.7.6] S: 1 die, hits on 6. (result)',
      '[7.7.5] 1 hit. (result)',
      '[3.15] Cav: down to 1 SP.',
      '[7.7.5] Round 1 — Ground combat attacker (result)',
      '[7.7.5] G: 3 dice, hits on 6 (Bonus 0, Malus 0)',
      '[3.11] G: 3 SP, hits on 6.',
      '[7.7.6] G: 3 dice, hits on 6. (result)',
      '[7.7.5] 3 hits. (result)',
      '[7.7.10] S: eliminated. (warning)',
      '[7.7.10] SArt: eliminated. (warning)',
      '[7.7.11] 1 excess hit is lost. (info)',
      '[7.7] Battle over after 1 round. (result)',
      '[3.15] Cav: 1 SP, stays in the hex.',
      '[3.15] G: 3 SP, stays in the hex.',
      '[3.15] S: eliminated.',
      '[3.15] SArt: eliminated.',
    ]);
  });
  it('21.0: the attacking armour fires first, at the non-armour first; the return fire goes at the armour first', () => {
    const pz = battle(
      [
        ger('pz', { cls: 'armour', name: 'Pz' }),
        ger('g', { name: 'G' }),
        sov('m', { name: 'M', cls: 'mechanised', tech: 1, sp: 3 }),
        sov('s', { name: 'S', sp: 4 }),
      ],
      { situations: { panzerAttack: true }, layers: opt('21.0') },
    );
    const r = play(
      pz,
      (q) => (q.id.endsWith('.a') || q.id === 'r1.ground.d' ? 6 : 1),
      (q) => (q.kind === 'choice' ? (q.id.includes('retreat') ? 'all' : q.options[0].id) : ''),
    );
    expect(r.asked).toEqual(['r1.ground.charge.a', 'r1.ground.charge.a.hit2', 'r1.ground.charge.a.hit4', 'r1.ground.d', 'r1.ground.a', 'r1.ground.a.hit2']);
    expect(r.lines.filter((l) => l.startsWith('[3.15]') || l.includes('Round 1'))).toEqual([
      '[21.0] Round 1 — Ground combat attacker (result)',
      '[3.15] S: down to 3 SP.',
      '[3.15] M: down to 2 SP.',
      '[3.15] S: down to 2 SP.',
      '[3.15] M: down to 1 SP.',
      '[7.7.5] Round 1 — Ground combat defender (result)',
      '[3.15] Pz: down to 3 SP.',
      '[3.15] Pz: down to 2 SP.',
      '[3.15] Pz: down to 1 SP.',
      '[7.7.5] Round 1 — Ground combat attacker (result)',
      '[3.15] S: down to 1 SP.',
      '[3.15] Pz: 1 SP, stays in the hex.',
      '[3.15] G: 4 SP, stays in the hex.',
      '[3.15] M: eliminated.',
      '[3.15] S: eliminated.',
    ]);
  });
});

describe('19.2: guided fire', () => {
  const gd = (more: Partial<Parameters<typeof battle>[1]> = {}, art: P = {}) =>
    battle([ger('g'), ger('art', { cls: 'artillery', name: 'Art', ...art }), sov('a', { name: 'A', sp: 2 }), sov('b', { name: 'B', sp: 2 })], {
      layers: opt('19.0'),
      ...more,
    });
  const tie = (i: ReturnType<typeof gd>) => {
    const e = evaluateBattle(i);
    const q = walk(e, answersOf({})).pending;
    const n = q?.kind === 'roll' ? q.roll.dice.length : 0;
    return options(walk(e, answersOf({ rolls: { 'r1.artillery.a': { faces: [6, 6, 6, 6].slice(0, n), source: 'app' } } })).pending);
  };
  it('19.2: with 19.0, the recon made and fair weather, TECH 2 artillery picks among the enemy blocks tied on SP', () => {
    expect(tie(gd())).toEqual([
      'r1.artillery.a.hit1',
      '19.2',
      'attacker: guided fire, hit 1 — several enemy units with 2 SP: the firing side chooses.',
      'a: A (2 SP, shield: no)',
      'b: B (2 SP, shield: no)',
    ]);
  });
  it('19.2: without the recon, in snow, with TECH 1 artillery, or without 19.0, the owner picks (7.7.9)', () => {
    const owner = [
      'r1.artillery.a.hit1',
      '7.7.9',
      'defender: hit 1, several units with 2 SP — the owner chooses which loses the SP.',
      'a: A (2 SP, shield: no)',
      'b: B (2 SP, shield: no)',
    ];
    expect(tie(gd({ recon: false }))).toEqual(owner);
    expect(tie(gd({ layers: opt() }))).toEqual(owner);
    expect(tie(gd({}, { tech: 1 }))).toEqual(owner);
    expect(tie(gd({ weather: 'snow' }))).toEqual(owner);
  });
  it("19.2: the defender's artillery never guides its fire", () => {
    const i = battle([ger('a', { name: 'A', sp: 2 }), ger('b', { name: 'B', sp: 2 }), sov('s'), sov('art', { cls: 'artillery', tech: 2, name: 'SArt' })], {
      layers: opt('19.0'),
    });
    const q = walk(evaluateBattle(i), answersOf({ rolls: { 'r1.artillery.d': { faces: [6, 1, 1, 1], source: 'app' } } })).pending;
    expect(options(q)).toEqual([
      'r1.artillery.d.hit1',
      '7.7.9',
      'attacker: hit 1, several units with 2 SP — the owner chooses which loses the SP.',
      'a: A (2 SP, shield: no)',
      'b: B (2 SP, shield: no)',
    ]);
  });
});

describe('7.7.4, 6.4, 7.7: after firing, and nothing to fire', () => {
  it('7.7.4, 6.4: artillery of 1 SP halved to 0 is eliminated; an armour HQ loses 1 SP and at 0 is eliminated too', () => {
    const r = play(
      battle([
        ger('g'),
        ger('art', { cls: 'artillery', name: 'Art', sp: 1 }),
        ger('ahq', { cls: 'armourHq', name: 'AHQ', asArtillery: true, sp: 1 }),
        sov('s'),
      ]),
      () => 1,
      (q) => (q.id === 'r1.retreat.a' ? 'all' : 'stay'),
    );
    expect(r.lines.slice(0, 11)).toEqual([
      '[7.7.4] Round 1 — Artillery fire attacker (result)',
      '[7.7.4] Art: 1 die, hits on 5–6 (Bonus 0, Malus 0)',
      '[3.11] Art: 1 SP, hits on 5–6.',
      '[7.7.6] Art: 1 die, hits on 5–6. (result)',
      '[7.7.4] AHQ: 1 die, hits on 5–6 (Bonus 0, Malus 0)',
      '[3.11] AHQ: 1 SP, hits on 5–6.',
      '[7.7.6] AHQ: 1 die, hits on 5–6. (result)',
      '[7.7.4] 0 hits. (result)',
      '[7.7.4] Art: reduced from 1 to 0 SP after firing.',
      '[7.7.10] Art: eliminated. (warning)',
      '[6.4] AHQ: reduced from 1 to 0 SP after firing.',
    ]);
    expect(r.lines[11]).toBe('[7.7.10] AHQ: eliminated. (warning)');
    const base = play(
      battle([ger('g'), ger('art', { cls: 'artillery', name: 'Art', sp: 1, zeroBase: true }), sov('s')]),
      () => 1,
      (q) => (q.id === 'r1.retreat.d' ? 'all' : 'stay'),
    );
    expect(base.lines.filter((l) => l.includes('Art:')).slice(-2)).toEqual([
      '[7.7.4] Art: reduced from 1 to 0 SP after firing.',
      '[3.15] Art: 0 SP, stays in the hex.',
    ]);
  });
  it('7.7: when no unit can fire the battle ends, and says so', () => {
    const r = play(
      battle([ger('st', { cls: 'static', name: 'St' }), sov('art', { cls: 'artillery', name: 'Art' })]),
      () => 1,
      () => 'stay',
    );
    expect(r.asked).toEqual([]);
    expect(r.lines).toEqual([
      '[6.1.4] Art: artillery alone against ground units does not fire. (warning)',
      '[7.7] No unit can fire: the battle ends. (warning)',
      '[7.7] Battle over after 1 round. (result)',
      '[3.15] St: 4 SP, stays in the hex.',
      '[3.15] Art: 4 SP, stays in the hex.',
    ]);
  });
});
