// When no unit of a side fires in a step, the calculator says why — the Soviet AA silent in the
// first round of the Barbarossa surprise (SBE5: "le AA sovietiche non possono far fuoco alle unità
// aeree dell'Asse durante il primo round") and artillery alone against ground units (6.1.4) fire
// nothing: each is said in words.
import { describe, expect, it } from 'vitest';
import { battle, play, unit } from './battle-view';

describe('SBE5, 6.1.4: a side that does not fire says why', () => {
  it('SBE5: in round 1 of the surprise the Soviet AA does not fire, and the calculator says so; from round 2 it fires', () => {
    const s = battle(
      [
        unit({ id: 'g', side: 'attacker', nation: 'germany', cls: 'infantry', tech: 2 }),
        unit({ id: 'b', side: 'attacker', nation: 'germany', cls: 'bomber', tech: 2 }),
        unit({ id: 's', side: 'defender', nation: 'ussr', cls: 'infantry' }),
      ],
      { situations: { surprise: true } },
    );
    const r = play(
      s,
      () => 1,
      (q) => (q.id === 'r2.retreat.a' ? 'all' : 'stay'),
    );
    expect(r.lines.slice(0, 2)).toEqual([
      '[SBE5] Barbarossa surprise: Soviet AA does not fire in the first round. (warning)',
      '[7.7.3] Round 1 — Air strike attacker (result)',
    ]);
    expect(r.lines.filter((l) => l.includes('Soviet AA'))).toHaveLength(1);
    expect(r.asked).toEqual([
      'r1.strike.a',
      'r1.ground.d',
      'r1.ground.a',
      'r1.retreat.d',
      'r1.retreat.a',
      'r2.aa.d',
      'r2.strike.a',
      'r2.ground.d',
      'r2.ground.a',
      'r2.retreat.d',
      'r2.retreat.a',
    ]);
  });
  it('6.1.4: artillery alone against enemy ground combat units does not fire, and the calculator says so', () => {
    const a = battle([
      unit({ id: 'g', side: 'attacker', nation: 'germany', cls: 'infantry', tech: 2 }),
      unit({ id: 's', name: 'Art', side: 'defender', nation: 'ussr', cls: 'artillery', sp: 2 }),
    ]);
    const r = play(
      a,
      () => 1,
      (q) => (q.id === 'r1.retreat.a' ? 'all' : 'stay'),
    );
    expect(r.lines[0]).toBe('[6.1.4] Art: artillery alone against ground units does not fire. (warning)');
    expect(r.asked).toEqual(['r1.ground.a', 'r1.retreat.d', 'r1.retreat.a']);
  });
  it('6.4: an armour HQ firing as artillery, alone against ground combat units, does not fire either (its rule 6.4)', () => {
    const a = battle([
      unit({ id: 'g', side: 'attacker', nation: 'ussr', cls: 'infantry' }),
      unit({ id: 'hq', name: 'Pz HQ', side: 'defender', nation: 'germany', cls: 'armourHq', asArtillery: true, tech: 2 }),
    ]);
    const r = play(
      a,
      () => 1,
      (q) => (q.id === 'r1.retreat.a' ? 'all' : 'stay'),
    );
    expect(r.lines[0]).toBe('[6.4] Pz HQ: artillery alone against ground units does not fire. (warning)');
  });
});
