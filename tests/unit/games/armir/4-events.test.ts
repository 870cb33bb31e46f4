// ARMIR's forces and bombardments as the players keep them: a correction of one unit, one entry,
// one army touches that one and no other; the turn-1 artillery value fills the pool only during the
// set-up (18.3); a Soviet artillery bombardment spends its army's points, at least 1 (10.2.1), the
// others none; a DSG lands on the hex bombarded only (11.1.3); a Čir roll's total is its die plus
// its modifier.
import { describe, expect, it } from 'vitest';
import { armir } from '@/games/armir';
import type { GameEvent } from '@/engine/types';
import { apply, fresh, next, setUp } from './helpers';

const unit = (name: string, steps = 2) => ({ name, cp: 4, steps, motorized: false, armored: false });
const entry = (name: string) => ({ name, side: 'soviet' as const, kind: 'hex' as const, oos: false, dsg: false, used: false });

describe('16.1, 16.3.1, 12.2: the units off the map, one at a time', () => {
  it("12.2: a step lost or regained, or a unit taken off the track, is that unit's alone", () => {
    let s = apply(setUp(), [next]);
    s = apply(s, [
      { type: 'armir/offmap-add', payload: { track: 'cir', unit: unit('8 Cav', 2) } },
      { type: 'armir/offmap-add', payload: { track: 'cir', unit: unit('3 Gds', 3) } },
    ]);
    const [a, b] = s.cir.units;
    s = apply(s, [{ type: 'armir/offmap-step', payload: { track: 'cir', id: a!.id, delta: -1 } }]);
    expect(s.cir.units.map((u) => [u.name, u.steps])).toEqual([
      ['8 Cav', 1],
      ['3 Gds', 3],
    ]);
    s = apply(s, [{ type: 'armir/offmap-remove', payload: { track: 'cir', id: b!.id } }]);
    expect(s.cir.units.map((u) => u.name)).toEqual(['8 Cav']);
  });
});

describe('the roster, one entry at a time', () => {
  it('a correction or a removal touches the entry named and no other', () => {
    let s = apply(setUp(), [next]);
    s = apply(s, [
      { type: 'armir/roster-add', payload: { entry: entry('Rossosh') } },
      { type: 'armir/roster-add', payload: { entry: entry('Kalach') } },
    ]);
    const [r1, r2] = s.roster;
    s = apply(s, [{ type: 'armir/roster-edit', payload: { id: r2!.id, patch: { oos: true } } }]);
    expect(s.roster.map((r) => [r.name, r.oos])).toEqual([
      ['Rossosh', false],
      ['Kalach', true],
    ]);
    s = apply(s, [{ type: 'armir/roster-remove', payload: { id: r1!.id } }]);
    expect(s.roster.map((r) => r.name)).toEqual(['Kalach']);
  });
});

describe('18.3: the artillery points of an army', () => {
  it('18.3: the turn-1 value typed at set-up fills the pool; typed later it leaves the pool as it stands', () => {
    let s = apply(fresh(), [{ type: 'armir/army', payload: { army: 'army1', artilleryStart: 4 } }]);
    expect(s.armies.army1.points).toBe(4);
    s = apply(setUp(), [next, { type: 'armir/army', payload: { army: 'army1', points: 2 } }]);
    s = apply(s, [{ type: 'armir/army', payload: { army: 'army1', artilleryStart: 5 } }]);
    expect(s.armies.army1.points).toBe(2);
    // At set-up, a correction that does not touch the turn-1 value leaves the pool as typed.
    s = apply(fresh(), [
      { type: 'armir/army', payload: { army: 'army1', artilleryStart: 4 } },
      { type: 'armir/army', payload: { army: 'army1', points: 2 } },
    ]);
    expect(s.armies.army1.points).toBe(2);
  });
});

const bombard = (p: Record<string, unknown>) => ({
  source: 'soviet-artillery',
  side: 'soviet',
  army: 'army1',
  points: 1,
  column: '1',
  die: 5,
  total: 5,
  result: 'DSG',
  paSpent: 0,
  target: 'Rossosh',
  ...p,
});
const ok = (type: string, payload: unknown) => armir.check({ type, payload, at: 1 } as GameEvent).ok;

describe('10.2.1, 11.1.3: a bombardment recorded', () => {
  it("10.2.1: Soviet artillery fires at least 1 point from its army's pool; the Italian artillery and the air spend none of it", () => {
    expect(ok('armir/bombard', bombard({ points: 1 }))).toBe(true);
    expect(ok('armir/bombard', bombard({ points: 0 }))).toBe(false);
    let s = apply(setUp(), [next, { type: 'armir/army', payload: { army: 'army1', points: 5 } }]);
    s = apply(s, [{ type: 'armir/bombard', payload: bombard({ source: 'italian-artillery', side: 'axis', points: 2, result: '-' }) }]);
    expect(s.armies.army1.points).toBe(5);
    s = apply(s, [{ type: 'armir/bombard', payload: bombard({ points: 2, result: '-' }) }]);
    expect(s.armies.army1.points).toBe(3);
  });

  it('11.1.3: a DSG marks the hex bombarded, not the others on the roster', () => {
    let s = apply(setUp(), [next]);
    s = apply(s, [
      { type: 'armir/roster-add', payload: { entry: { ...entry('Rossosh'), side: 'axis' } } },
      { type: 'armir/roster-add', payload: { entry: { ...entry('Kalach'), side: 'axis' } } },
    ]);
    const [r1] = s.roster;
    s = apply(s, [{ type: 'armir/bombard', payload: bombard({ targetEntry: r1!.id }) }]);
    expect(s.roster.map((r) => [r.name, r.dsg])).toEqual([
      ['Rossosh', true],
      ['Kalach', false],
    ]);
  });
});

describe('16.1.3: the Čir roll', () => {
  it('16.1.3: its total is the die plus the modifier, or the roll is refused', () => {
    expect(ok('armir/cir-roll', { die: 5, mod: 1, total: 6, advance: true, losses: 1 })).toBe(true);
    expect(ok('armir/cir-roll', { die: 5, mod: 1, total: 7, advance: true, losses: 1 })).toBe(false);
  });
});
