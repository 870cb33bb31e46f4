// The battle calculator read as a whole (7.7): a two-round battle line by line with each line's
// rule and tone, the questions with their words and options, the exact odds of a roll, a roll typed
// wrong, and the lines before the first roll.
import { describe, expect, it } from 'vitest';
import { answersOf, fText, noAnswers, walk } from '@/engine';
import type { Answers } from '@/engine/types';
import { DEFAULT_BATTLE_RULES, evaluateBattle } from '@/games/bite/battle';
import { battle, line, play, say, unit } from './battle-view';

const twoRounds = () =>
  battle(
    [
      unit({ id: 'pz', name: 'XXIV Pz', side: 'attacker', nation: 'germany', cls: 'armour', tech: 2, sp: 4 }),
      unit({ id: 'art', name: 'Art', side: 'attacker', nation: 'germany', cls: 'artillery', tech: 2, sp: 4 }),
      unit({ id: 'jg', name: 'JG', side: 'attacker', nation: 'germany', cls: 'fighter', tech: 2, sp: 2 }),
      unit({ id: 'shock', name: 'Shock', side: 'defender', nation: 'ussr', cls: 'infantry', tech: 2, sp: 7, maxSp: 7, shield: true }),
      unit({ id: 'a5', name: '5th A', side: 'defender', nation: 'ussr', cls: 'infantry', sp: 3 }),
      unit({ id: 'vvs', name: 'VVS', side: 'defender', nation: 'ussr', cls: 'fighter', sp: 1 }),
    ],
    { hex: { terrain: 'plain', city: 'major', crossing: 'river' } },
  );

const fire = (name: string, dice: number, hit: string, b = 0, m = 0, sp = dice, base = hit) => [
  `${name}: ${dice} ${dice === 1 ? 'die' : 'dice'}, hits on ${hit} (Bonus ${b}, Malus ${m})`,
  `[3.11] ${name}: ${sp} SP, hits on ${base}.`,
];

describe('7.7: a two-round battle, line by line', () => {
  it("7.7.1–7.7.13: air combat, AA with the city's dice, strike, artillery reduced after firing, ground fire defender first, shield hits, ties chosen by the owner, retreat after round 2", () => {
    const r = play(
      twoRounds(),
      (q) => (q.id.endsWith('.a') ? 6 : 1),
      (q) => (q.id.includes('retreat') || q.id.includes('withdraw') ? (q.id === 'r2.retreat.d' ? 'all' : 'stay') : q.kind === 'choice' ? q.options[0].id : ''),
    );
    const [jg, vvs] = [fire('JG', 2, '5–6'), fire('VVS', 1, '6')];
    expect(r.lines).toEqual([
      '[7.7.1] Air combat, clash 1 (result)',
      `[7.7.1] ${jg[0]}`,
      jg[1],
      '[7.7.6] JG: 2 dice, hits on 5–6. (result)',
      `[7.7.1] ${vvs[0]}`,
      vvs[1],
      '[7.7.6] VVS: 1 die, hits on 6. (result)',
      '[7.7.1] 2 hits. (result)',
      '[7.7.10] VVS: eliminated. (warning)',
      '[7.7.11] 1 excess hit is lost. (info)',
      '[7.7.1] 0 hits. (result)',
      '[7.7.1] attacker: stays.',
      '[7.7.2] Round 1 — AA barrage defender (result)',
      `[7.7.2] ${fire('Shock', 7, '6')[0]}`,
      fire('Shock', 7, '6')[1],
      '[7.7.6] Shock: 7 dice, hits on 6. (result)',
      `[7.7.2] ${fire('5th A', 3, '6')[0]}`,
      fire('5th A', 3, '6')[1],
      '[7.7.6] 5th A: 3 dice, hits on 6. (result)',
      '[7.7.2] Major city: 2 dice on 6: 2 dice, hits on 6 (Bonus 0, Malus 0)',
      '[3.11] Major city: 2 dice on 6: 2 SP, hits on 6.',
      '[7.7.6] Major city: 2 dice on 6: 2 dice, hits on 6. (result)',
      '[7.7.2] 0 hits. (result)',
      '[7.7.3] Round 1 — Air strike attacker (result)',
      '[7.7.3] JG: 2 dice, hits on 6 (Bonus 0, Malus 0)',
      '[3.11] JG: 2 SP, hits on 6.',
      '[7.7.6] JG: 2 dice, hits on 6. (result)',
      '[7.7.3] 2 hits. (result)',
      '[3.15] Shock: shield, first hit marked; a second is needed.',
      '[3.15] Shock: down to 6 SP.',
      '[7.7.4] Round 1 — Artillery fire attacker (result)',
      `[7.7.4] ${fire('Art', 4, '5–6')[0]}`,
      fire('Art', 4, '5–6')[1],
      '[7.7.6] Art: 4 dice, hits on 5–6. (result)',
      '[7.7.4] 4 hits. (result)',
      '[7.7.4] Art: reduced from 4 to 2 SP after firing.',
      '[3.15] Shock: shield, first hit marked; a second is needed.',
      '[3.15] Shock: down to 5 SP.',
      '[3.15] Shock: shield, first hit marked; a second is needed.',
      '[3.15] Shock: down to 4 SP.',
      '[7.7.5] Round 1 — Ground combat defender (result)',
      `[7.7.5] ${fire('Shock', 4, '5–6', 1, 0, 4, '6')[0]}`,
      fire('Shock', 4, '5–6', 1, 0, 4, '6')[1],
      '[7.7.6] Shock: major city: 1 Bonus',
      '[7.7.6] Shock: 4 dice, hits on 5–6. (result)',
      `[7.7.5] ${fire('5th A', 3, '5–6', 1, 0, 3, '6')[0]}`,
      fire('5th A', 3, '5–6', 1, 0, 3, '6')[1],
      '[7.7.6] 5th A: major city: 1 Bonus',
      '[7.7.6] 5th A: 3 dice, hits on 5–6. (result)',
      '[7.7.5] 0 hits. (result)',
      '[7.7.5] Round 1 — Ground combat attacker (result)',
      '[7.7.5] XXIV Pz: 2 dice, hits on 5–6 (Bonus 0, Malus 1)',
      '[3.11] XXIV Pz: 4 SP, hits on 5–6.',
      '[7.7.6] XXIV Pz: major city: 1 Malus',
      '[7.7.6] XXIV Pz: 4 SP divided by 2, rounded down: 2 dice.',
      '[7.7.6] XXIV Pz: 2 dice, hits on 5–6. (result)',
      '[7.7.5] 2 hits. (result)',
      '[3.15] Shock: shield, first hit marked; a second is needed.',
      '[3.15] Shock: down to 3 SP.',
      '[7.7.13] Round 1 — Retreat  (result)',
      '[7.7.13] defender: stays.',
      '[7.7.13] attacker: stays.',
      '[7.7.12] Round 2: it starts again from the AA barrage. (info)',
      '[7.7.2] Round 2 — AA barrage defender (result)',
      `[7.7.2] ${fire('Shock', 3, '6')[0]}`,
      fire('Shock', 3, '6')[1],
      '[7.7.6] Shock: 3 dice, hits on 6. (result)',
      `[7.7.2] ${fire('5th A', 3, '6')[0]}`,
      fire('5th A', 3, '6')[1],
      '[7.7.6] 5th A: 3 dice, hits on 6. (result)',
      '[7.7.2] Major city: 2 dice on 6: 2 dice, hits on 6 (Bonus 0, Malus 0)',
      '[3.11] Major city: 2 dice on 6: 2 SP, hits on 6.',
      '[7.7.6] Major city: 2 dice on 6: 2 dice, hits on 6. (result)',
      '[7.7.2] 0 hits. (result)',
      '[7.7.3] Round 2 — Air strike attacker (result)',
      '[7.7.3] JG: 2 dice, hits on 6 (Bonus 0, Malus 0)',
      '[3.11] JG: 2 SP, hits on 6.',
      '[7.7.6] JG: 2 dice, hits on 6. (result)',
      '[7.7.3] 2 hits. (result)',
      '[3.15] Shock: shield, first hit marked; a second is needed.',
      '[3.15] Shock: down to 2 SP.',
      '[7.7.4] Round 2 — Artillery fire attacker (result)',
      `[7.7.4] ${fire('Art', 2, '5–6')[0]}`,
      fire('Art', 2, '5–6')[1],
      '[7.7.6] Art: 2 dice, hits on 5–6. (result)',
      '[7.7.4] 2 hits. (result)',
      '[7.7.4] Art: reduced from 2 to 1 SP after firing.',
      '[3.15] 5th A: down to 2 SP.',
      '[3.15] Shock: shield, first hit marked; a second is needed.',
      '[7.7.5] Round 2 — Ground combat defender (result)',
      `[7.7.5] ${fire('Shock', 2, '5–6', 1, 0, 2, '6')[0]}`,
      fire('Shock', 2, '5–6', 1, 0, 2, '6')[1],
      '[7.7.6] Shock: major city: 1 Bonus',
      '[7.7.6] Shock: 2 dice, hits on 5–6. (result)',
      `[7.7.5] ${fire('5th A', 2, '5–6', 1, 0, 2, '6')[0]}`,
      fire('5th A', 2, '5–6', 1, 0, 2, '6')[1],
      '[7.7.6] 5th A: major city: 1 Bonus',
      '[7.7.6] 5th A: 2 dice, hits on 5–6. (result)',
      '[7.7.5] 0 hits. (result)',
      '[7.7.5] Round 2 — Ground combat attacker (result)',
      '[7.7.5] XXIV Pz: 2 dice, hits on 5–6 (Bonus 0, Malus 1)',
      '[3.11] XXIV Pz: 4 SP, hits on 5–6.',
      '[7.7.6] XXIV Pz: major city: 1 Malus',
      '[7.7.6] XXIV Pz: 4 SP divided by 2, rounded down: 2 dice.',
      '[7.7.6] XXIV Pz: 2 dice, hits on 5–6. (result)',
      '[7.7.5] 2 hits. (result)',
      '[3.15] Shock: down to 1 SP.',
      '[3.15] 5th A: down to 1 SP.',
      '[7.7.13] Round 2 — Retreat  (result)',
      '[7.7.13] Shock: withdraws.',
      '[7.7.13] 5th A: withdraws.',
      '[7.7.13] attacker: stays.',
      '[7.7] Battle over after 2 rounds. (result)',
      '[3.15] XXIV Pz: 4 SP, stays in the hex.',
      '[3.15] Art: 1 SP, stays in the hex.',
      '[3.15] JG: 2 SP, stays in the hex.',
      '[7.7.13] Shock: 1 SP, withdrawn.',
      '[7.7.13] 5th A: 1 SP, withdrawn.',
      '[3.15] VVS: eliminated.',
    ]);
    expect(r.asked).toEqual([
      'r1.air1.a',
      'r1.air1.d',
      'r1.air1.withdraw.a',
      'r1.aa.d',
      'r1.strike.a',
      'r1.artillery.a',
      'r1.ground.d',
      'r1.ground.a',
      'r1.retreat.d',
      'r1.retreat.a',
      'r2.aa.d',
      'r2.strike.a',
      'r2.strike.a.hit1',
      'r2.strike.a.hit2',
      'r2.artillery.a',
      'r2.artillery.a.hit2',
      'r2.ground.d',
      'r2.ground.a',
      'r2.ground.a.hit1',
      'r2.retreat.d',
      'r2.retreat.a',
    ]);
    expect(r.w.resolution.events).toEqual([
      {
        type: 'bite/battle',
        at: 0,
        payload: {
          rounds: 2,
          units: [
            { id: 'pz', name: 'XXIV Pz', side: 'attacker', sp: 4, fate: 'in' },
            { id: 'art', name: 'Art', side: 'attacker', sp: 1, fate: 'in' },
            { id: 'jg', name: 'JG', side: 'attacker', sp: 2, fate: 'in' },
            { id: 'shock', name: 'Shock', side: 'defender', sp: 1, fate: 'withdrawn' },
            { id: 'a5', name: '5th A', side: 'defender', sp: 1, fate: 'withdrawn' },
            { id: 'vvs', name: 'VVS', side: 'defender', sp: 0, fate: 'eliminated' },
          ],
        },
      },
    ]);
  });

  it('7.7.1: the air combat goes on clash after clash while nobody withdraws; the defender declares first', () => {
    const i = battle(
      [
        unit({ id: 'pz', side: 'attacker', nation: 'germany', cls: 'armour', tech: 2 }),
        unit({ id: 'jg', name: 'JG', side: 'attacker', nation: 'germany', cls: 'fighter', tech: 2, sp: 2 }),
        unit({ id: 's', side: 'defender', nation: 'ussr', cls: 'infantry' }),
        unit({ id: 'vvs', name: 'VVS', side: 'defender', nation: 'ussr', cls: 'fighter', sp: 1 }),
      ],
      { hex: { terrain: 'plain', city: 'minor', crossing: 'none' } },
    );
    const e = evaluateBattle(i);
    const first = walk(e, noAnswers()).pending;
    expect(
      first?.kind === 'roll' && [
        first.id,
        say(first.roll.label),
        first.roll.rule,
        ...first.roll.dice.map((d) => say(d.label as never)),
        ...first.odds.map((o) => `${o.id} ${say(o.label)} ${fText(o.p)}`),
      ],
    ).toEqual(['r1.air1.a', 'Air combat: attacker', '7.7.1', 'JG, hits on 5–6', 'JG, hits on 5–6', 'h0 0 hits 4/9', 'h1 1 hit 4/9', 'h2 2 hits 1/9']);
    const miss = { 'r1.air1.a': { faces: [1, 1], source: 'app' as const }, 'r1.air1.d': { faces: [1], source: 'app' as const } };
    const q = walk(e, answersOf({ rolls: miss })).pending;
    expect(q?.kind === 'choice' && [q.id, q.rule, say(q.prompt), ...q.options.map((o) => `${o.id}: ${say(o.label)}${o.rule ? ` [${o.rule}]` : ''}`)]).toEqual([
      'r1.air1.withdraw.d',
      '7.7.1',
      'defender, round 1: withdraw?',
      'stay: Stay',
      'all: All withdraw [7.7.1]',
    ]);
    const again = walk(e, answersOf({ rolls: miss, choices: { 'r1.air1.withdraw.d': 'stay', 'r1.air1.withdraw.a': 'stay' } }));
    expect(again.pending?.id).toBe('r1.air2.a');
    expect(again.resolution.derivation.map(line).filter((l) => l.includes('stays') || l.includes('clash') || l.includes('hits.'))).toEqual([
      '[7.7.1] Air combat, clash 1 (result)',
      '[7.7.1] 0 hits. (result)',
      '[7.7.1] 0 hits. (result)',
      '[7.7.1] defender: stays.',
      '[7.7.1] attacker: stays.',
      '[7.7.1] Air combat, clash 2 (result)',
    ]);
    const gone = walk(
      e,
      answersOf({
        rolls: { ...miss, 'r1.air2.a': miss['r1.air1.a'], 'r1.air2.d': miss['r1.air1.d'] },
        choices: { 'r1.air1.withdraw.d': 'stay', 'r1.air1.withdraw.a': 'stay', 'r1.air2.withdraw.d': 'all', 'r1.air2.withdraw.a': 'stay' },
      }),
    );
    // The VVS gone, the AA fires at the JG (the defender's, with the minor city's die), then the JG strikes.
    expect(gone.pending?.id).toBe('r1.aa.d');
    expect(gone.resolution.derivation.map(line).filter((l) => l.includes('withdraws') || l.includes('Minor city'))).toEqual([
      '[7.7.1] VVS: withdraws.',
      '[7.7.2] Minor city: 1 die on 6: 1 die, hits on 6 (Bonus 0, Malus 0)',
      '[3.11] Minor city: 1 die on 6: 1 SP, hits on 6.',
      '[7.7.6] Minor city: 1 die on 6: 1 die, hits on 6. (result)',
    ]);
  });

  it('7.7.1: an aircraft shot down is no withdrawal: while both sides still fly and nobody withdraws, the air combat goes on', () => {
    const i = battle([
      unit({ id: 'pz', side: 'attacker', nation: 'germany', cls: 'armour', tech: 2 }),
      unit({ id: 'jg', side: 'attacker', nation: 'germany', cls: 'fighter', tech: 2, sp: 2 }),
      unit({ id: 's', side: 'defender', nation: 'ussr', cls: 'infantry' }),
      unit({ id: 'vvs', side: 'defender', nation: 'ussr', cls: 'fighter', sp: 1 }),
      unit({ id: 'sb', side: 'defender', nation: 'ussr', cls: 'bomber', tech: 2, sp: 1 }),
    ]);
    const e = evaluateBattle(i);
    const rolls = { 'r1.air1.a': { faces: [6, 1], source: 'app' as const }, 'r1.air1.d': { faces: [1, 1], source: 'app' as const } };
    expect(walk(e, answersOf({ rolls })).pending?.id).toBe('r1.air1.a.hit1');
    const w = walk(e, answersOf({ rolls, choices: { 'r1.air1.a.hit1': 'vvs', 'r1.air1.withdraw.d': 'stay', 'r1.air1.withdraw.a': 'stay' } }));
    expect(w.pending?.id).toBe('r1.air2.a');
    expect(w.resolution.derivation.map(line).filter((l) => l.includes('VVS') && !/\b(dice|die)\b/.test(l) && !l.includes('3.11'))).toEqual([
      '[7.7.10] VVS: eliminated. (warning)',
    ]);
    // The bomber withdrawn instead: the air combat is over, the AA comes next.
    const gone = walk(e, answersOf({ rolls, choices: { 'r1.air1.a.hit1': 'vvs', 'r1.air1.withdraw.d': 'all', 'r1.air1.withdraw.a': 'stay' } }));
    expect(gone.pending?.id).toBe('r1.aa.d');
  });

  it('7.7.9, 3.15: on a tie the owner picks the block that loses the SP, told the SP and the shield of each', () => {
    const i = battle([
      unit({ id: 'g', side: 'attacker', nation: 'germany', cls: 'infantry', tech: 2 }),
      unit({ id: 'shock', name: 'Shock', side: 'defender', nation: 'ussr', cls: 'infantry', sp: 3, maxSp: 7, shield: true }),
      unit({ id: 'a5', name: '5th A', side: 'defender', nation: 'ussr', cls: 'infantry', sp: 3 }),
    ]);
    const e = evaluateBattle(i);
    const a: Answers = answersOf({
      rolls: { 'r1.ground.d': { faces: [1, 1, 1, 1, 1, 1], source: 'app' }, 'r1.ground.a': { faces: [6, 6, 1, 1], source: 'app' } },
    });
    const q = walk(e, a).pending;
    expect(q?.kind === 'choice' && [q.id, q.rule, say(q.prompt), ...q.options.map((o) => `${o.id}: ${say(o.label)}`)]).toEqual([
      'r1.ground.a.hit1',
      '7.7.9',
      'defender: hit 1, several units with 3 SP — the owner chooses which loses the SP.',
      'shock: Shock (3 SP, shield: yes)',
      'a5: 5th A (3 SP, shield: no)',
    ]);
    const q2 = walk(e, { ...a, choices: { 'r1.ground.a.hit1': 'shock' } }).pending;
    expect(q2?.kind === 'choice' && [q2.id, say(q2.prompt), ...q2.options.map((o) => `${o.id}: ${say(o.label)}`)]).toEqual([
      'r1.ground.a.hit2',
      'defender: hit 2, several units with 3 SP — the owner chooses which loses the SP.',
      'shock: Shock (3 SP, shield: one hit marked)',
      'a5: 5th A (3 SP, shield: no)',
    ]);
    const w = walk(e, { ...a, choices: { 'r1.ground.a.hit1': 'shock', 'r1.ground.a.hit2': 'a5', 'r1.retreat.d': 'stay', 'r1.retreat.a': 'all' } });
    expect(w.resolution.derivation.map(line).filter((l) => l.startsWith('[3.15]'))).toEqual([
      '[3.15] Shock: shield, first hit marked; a second is needed.',
      '[3.15] 5th A: down to 2 SP.',
      '[3.15] Shock: the battle is over, the hit marked on the shield is cleared.',
      '[3.15] Shock: 3 SP, stays in the hex.',
      '[3.15] 5th A: 2 SP, stays in the hex.',
    ]);
  });

  it('7.7: a roll typed with the wrong number of dice, or a face that is no die face, is asked again', () => {
    const e = evaluateBattle(
      battle([
        unit({ id: 'g', side: 'attacker', nation: 'germany', cls: 'infantry', tech: 2, sp: 2 }),
        unit({ id: 's', side: 'defender', nation: 'ussr', cls: 'infantry', sp: 2 }),
      ]),
    );
    for (const faces of [[1], [1, 1, 1], [0, 1], [1, 7], [1, 2.5]])
      expect(walk(e, answersOf({ rolls: { 'r1.ground.d': { faces, source: 'app' } } })).pending?.id).toBe('r1.ground.d');
    expect(walk(e, answersOf({ rolls: { 'r1.ground.d': { faces: [1, 6], source: 'app' } } })).pending?.id).toBe('r1.ground.a');
    expect(walk(e, answersOf({ rolls: { 'r1.ground.d': { faces: [6, 6], source: 'app' } } })).resolution.derivation.map(line)).toContain(
      '[7.7.5] 2 hits. (result)',
    );
  });

  it('BOX 1, 9.0, SBE5, 7.6.1, 33.0, 7.7.6: the lines before the first roll say the hex, the weather and the situations in play', () => {
    const g = unit({ id: 'g', side: 'attacker', nation: 'germany', cls: 'infantry', tech: 2 });
    const b = unit({ id: 'b', side: 'attacker', nation: 'germany', cls: 'bomber', tech: 2 });
    const s = unit({ id: 's', side: 'defender', nation: 'ussr', cls: 'infantry' });
    const i = battle([g, b, s], {
      hex: { terrain: 'hill', city: 'fortress', crossing: 'strait' },
      weather: 'snow',
      situations: { surprise: true, airbase: true, firstWinter: true },
      layers: { advanced: true, optional: ['33.0'] },
    });
    expect(evaluateBattle(i, { ...DEFAULT_BATTLE_RULES, cancellation: true }).derivation.map(line)).toEqual([
      '[BOX 1] A hill hex; fortress; attack across a strait.',
      '[9.0] Weather effects: Snow (result)',
      '[SBE5] Barbarossa surprise. (info)',
      "[7.6.1] Attack on an airbase: the defender's bombers stay on the ground in round 1 and may be hit there; its fighters scramble and fight. (info)",
      '[33.0] First Axis winter. (info)',
      '[7.7.6] A Bonus and a Malus on the same unit cancel (agreed for the game). (info)',
    ]);
    expect(evaluateBattle(battle([g, s])).derivation.map(line)).toEqual(['[BOX 1] A plain hex; no city; no river.', '[9.0] Weather effects: Fair (result)']);
  });

  it('3.10: a refused battle walks nothing: no line, no question, no event', () => {
    const e = evaluateBattle(battle([unit({ id: 'g', side: 'attacker', nation: 'germany', cls: 'infantry', tech: 2 })]));
    expect(e.errors.map(say)).toEqual(['The defender is missing.']);
    const w = walk(e, noAnswers());
    expect([w.pending, w.resolution.derivation, w.resolution.events]).toEqual([undefined, [], []]);
  });
});

describe('7.7: the same battle asked again', () => {
  it('7.7: the same battle typed again gets the same evaluation; another battle its own, even after many others', () => {
    const mk = (sp: number) =>
      battle([
        unit({ id: 'g', side: 'attacker', nation: 'germany', cls: 'infantry', tech: 2, sp, maxSp: 9 }),
        unit({ id: 's', side: 'defender', nation: 'ussr', cls: 'infantry' }),
      ]);
    const e1 = evaluateBattle(mk(1));
    expect(evaluateBattle(mk(1))).toBe(e1);
    for (const sp of [2, 3, 4, 5, 6]) {
      const e = evaluateBattle(mk(sp));
      const q = walk(e, answersOf({ rolls: { 'r1.ground.d': { faces: [1, 1, 1, 1], source: 'app' } } })).pending;
      expect(q?.kind === 'roll' && q.roll.dice.length).toBe(sp);
    }
    const back = evaluateBattle(mk(1));
    const q = walk(back, answersOf({ rolls: { 'r1.ground.d': { faces: [1, 1, 1, 1], source: 'app' } } })).pending;
    expect(q?.kind === 'roll' && q.roll.dice.length).toBe(1);
    expect(evaluateBattle(mk(1), { ...DEFAULT_BATTLE_RULES, cancellation: true })).not.toBe(back);
  });
});
