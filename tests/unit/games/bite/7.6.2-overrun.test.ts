// 7.6.1, 7.6.2, 6.3.1 and 6.3.2 (AMB-24): aircraft on an airbase the enemy's ground units enter,
// read the way the players read the calculator: its lines, its questions and the fates it records.
import { describe, expect, it } from 'vitest';
import { answersOf, noAnswers, walk } from '@/engine';
import { DEFAULT_BATTLE_RULES, evaluateBattle, isOverrun } from '@/games/bite/battle';
import { battle, line, play, say, unit } from './battle-view';

const pz = () => unit({ id: 'pz', name: 'PZ', side: 'attacker', nation: 'germany', cls: 'armour', tech: 2 });
const vvs = (sp = 3) => unit({ id: 'vvs', name: 'VVS', side: 'defender', nation: 'ussr', cls: 'fighter', sp });
const db3 = (sp = 3) => unit({ id: 'bom', name: 'DB-3', side: 'defender', nation: 'ussr', cls: 'bomber', sp });
const fates = (w: ReturnType<typeof walk>) =>
  (w.resolution.events[0]?.payload as { units: { id: string; fate: string; sp: number }[] } | undefined)?.units.map((x) => `${x.id} ${x.fate} ${x.sp}`);

describe('7.6.2: the airbase entered by enemy ground units', () => {
  it('7.6.2: the owner is asked, aircraft by aircraft, whether a friendly airbase is within range (7.7.16)', () => {
    const e = evaluateBattle(battle([pz(), vvs(), db3()], {}), { ...DEFAULT_BATTLE_RULES, overrunBombers: 'immediate' });
    expect(e.derivation.map(line).slice(2)).toEqual([
      "[7.6.2] Only aircraft hold this hex and the attacker's ground units enter it: fighters do not fight, they leave at once losing 1 SP, or are destroyed if no friendly airbase is within range. (info)",
      '[7.6.2] Bombers there leave at once like the fighters (setting), losing 1 SP, or are destroyed. (info)',
    ]);
    const q = walk(e, noAnswers()).pending;
    expect(q?.kind === 'choice' && [q.id, q.rule, say(q.prompt), ...q.options.map((o) => `${o.id}: ${say(o.label)} [${o.rule}]`)]).toEqual([
      'evac.vvs',
      '7.6.2',
      'VVS must leave the airbase: is there a friendly airbase within its range?',
      'go: Yes: it rebases and loses 1 SP [7.7.16]',
      'cannot: No: it is destroyed where it stands [7.6.2]',
    ]);
    expect(walk(e, answersOf({ choices: { 'evac.vvs': 'go' } })).pending?.id).toBe('evac.bom');
    const w = walk(e, answersOf({ choices: { 'evac.vvs': 'go', 'evac.bom': 'cannot' } }));
    expect(w.resolution.derivation.map(line)).toEqual([
      '[7.6.2] The airbase is entered by enemy ground units: its aircraft leave at once (result)',
      '[7.6.2] VVS: rebases to a friendly airbase, down to 2 SP.',
      '[7.6.2] DB-3: no friendly airbase within range, destroyed on the ground. (warning)',
      '[7.7] Battle over after 1 round. (result)',
      '[3.15] PZ: 4 SP, stays in the hex.',
      '[7.7.13] VVS: 2 SP, withdrawn.',
      '[3.15] DB-3: eliminated.',
    ]);
    expect(fates(w)).toEqual(['pz in 4', 'vvs withdrawn 2', 'bom eliminated 3']);
  });
  it('7.6.2: an aircraft of 1 SP loses its last SP leaving and is eliminated; with a 0-SP base it leaves at 0', () => {
    const w = walk(evaluateBattle(battle([pz(), vvs(1)])), answersOf({ choices: { 'evac.vvs': 'go' } }));
    expect(w.resolution.derivation.map(line).slice(0, 2)).toEqual([
      '[7.6.2] The airbase is entered by enemy ground units: its aircraft leave at once (result)',
      '[7.6.2] VVS: loses its last SP leaving, eliminated. (warning)',
    ]);
    expect(fates(w)).toEqual(['pz in 4', 'vvs eliminated 0']);
    const rom = unit({ id: 'rom', side: 'defender', nation: 'romania', cls: 'fighter', sp: 1, zeroBase: true });
    const base = walk(
      evaluateBattle(battle([unit({ id: 'sov', side: 'attacker', nation: 'ussr', cls: 'infantry' }), rom])),
      answersOf({ choices: { 'evac.rom': 'go' } }),
    );
    expect(fates(base)).toEqual(['sov in 4', 'rom withdrawn 0']);
  });
  it('6.3.2 (AMB-24): bombers alone stay their first round defenceless, then their own question, with the rule 6.3.2', () => {
    const e = evaluateBattle(battle([pz(), db3(4)]));
    const first = walk(e, noAnswers());
    expect(first.pending?.id).toBe('r1.ground.a');
    const a = answersOf({ rolls: { 'r1.ground.a': { faces: [6, 1, 1, 1], source: 'physical' } } });
    const q = walk(e, a).pending;
    expect(q?.kind === 'choice' && [q.id, q.rule, say(q.prompt), ...q.options.map((o) => `${o.id} [${o.rule}]`)]).toEqual([
      'r1.evac.bom',
      '6.3.2',
      'DB-3 must leave the airbase: is there a friendly airbase within its range?',
      'go [7.7.16]',
      'cannot [6.3.2]',
    ]);
    const w = walk(e, { ...a, choices: { 'r1.evac.bom': 'go' } });
    expect(w.resolution.derivation.map(line).filter((l) => l.includes('6.3.2') || l.includes('DB-3'))).toEqual([
      '[3.15] DB-3: down to 3 SP.',
      '[6.3.2] Bombers alone on the airbase: after their round defenceless, they leave (result)',
      '[6.3.2] DB-3: rebases to a friendly airbase, down to 2 SP.',
      '[7.7.13] DB-3: 2 SP, withdrawn.',
    ]);
  });
  it('7.6.1: in an attack on an airbase the defending bombers stay on the ground in round 1 only, and take the ground fire there', () => {
    const i = battle(
      [
        pz(),
        unit({ id: 'jg', side: 'attacker', nation: 'germany', cls: 'fighter', tech: 2 }),
        unit({ id: 'inf', name: 'INF', side: 'defender', nation: 'ussr', cls: 'infantry', sp: 1 }),
        db3(4),
      ],
      { situations: { airbase: true } },
    );
    const e = evaluateBattle(i);
    expect(e.derivation.map(line)).toContain(
      "[7.6.1] Attack on an airbase: the defender's bombers stay on the ground in round 1 and may be hit there; its fighters scramble and fight. (info)",
    );
    // Round 1: the bomber on the ground neither flies nor fires (no air combat, no AA at it); round 2: it flies: the German fighter
    // fires at it in the air (a TECH 1 bomber has no air-combat number), withdraws, and the bomber takes the AA and strikes.
    const asked = play(
      i,
      () => 1,
      (q) => (q.id === 'r2.retreat.d' || q.id === 'r2.air1.withdraw.a' ? 'all' : 'stay'),
    ).asked;
    expect(asked).toEqual([
      'r1.aa.d',
      'r1.strike.a',
      'r1.ground.d',
      'r1.ground.a',
      'r1.retreat.d',
      'r1.retreat.a',
      'r2.air1.a',
      'r2.air1.withdraw.d',
      'r2.air1.withdraw.a',
      'r2.aa.a',
      'r2.strike.d',
      'r2.ground.d',
      'r2.ground.a',
      'r2.retreat.d',
      'r2.retreat.a',
    ]);
  });
  it("7.6.2: only from the battle's start, when every defender is an aircraft and an attacking ground unit enters", () => {
    expect(isOverrun(battle([pz(), vvs()]))).toBe(true);
    expect(isOverrun({ ...battle([pz(), vvs()]), round: 2 })).toBe(false);
    expect(isOverrun(battle([pz()]))).toBe(false);
    expect(isOverrun(battle([unit({ id: 'jg', side: 'attacker', nation: 'germany', cls: 'fighter' }), vvs()]))).toBe(false);
    expect(isOverrun(battle([pz(), vvs(), unit({ id: 'art', side: 'defender', nation: 'ussr', cls: 'artillery' })]))).toBe(false);
  });
});
