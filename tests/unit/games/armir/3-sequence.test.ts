// 3, 4, 18.4: the sequence of play as the turn bar and the phase list show it — each phase with its
// name, its question, its rule and whose phase it is, in the order of B1 (Axis initiative) or B2
// (Soviet initiative); and which phases are combat, bombardment or movement.
import { describe, expect, it } from 'vitest';
import { armir } from '@/games/armir';
import { currentPhase, isBombardmentPhase, isCombatPhase, phaseDef, phaseIds, phasesOf, SEQUENCE_B1, SEQUENCE_B2, type PhaseId } from '@/games/armir/sequence';
import { apply, next, setUp } from './helpers';

const ALL: PhaseId[] = [...SEQUENCE_B1, 'setup'];

describe('3: the two sequences of play', () => {
  it('B1, the Axis initiative: each phase with its rule and its side', () => {
    expect(phasesOf('axis').map((p) => [p.id, p.rule, p.side ?? null])).toEqual([
      ['initiative', '4', null],
      ['axis-reinforcements', '15', 'axis'],
      ['axis-movement', '5', 'axis'],
      ['bombardment-1', '11', null],
      ['axis-combat', '12', 'axis'],
      ['soviet-movement', '5', 'soviet'],
      ['axis-motorized', '5.2', 'axis'],
      ['bombardment-2', '11', null],
      ['soviet-combat', '12', 'soviet'],
      ['soviet-motorized', '5.2', 'soviet'],
      ['supply', '8', null],
      ['attrition', '8.6', null],
    ]);
  });

  it('B2, the Soviet initiative: the Soviet moves and fights first', () => {
    expect(phaseIds('soviet')).toEqual(SEQUENCE_B2);
    expect(phasesOf('soviet').map((p) => p.id)).toEqual([
      'initiative',
      'axis-reinforcements',
      'soviet-movement',
      'axis-motorized',
      'bombardment-1',
      'soviet-combat',
      'soviet-motorized',
      'axis-movement',
      'bombardment-2',
      'axis-combat',
      'supply',
      'attrition',
    ]);
    expect(phaseIds('axis')).toEqual(SEQUENCE_B1);
  });

  it('each phase shows its own name and question; a phase of no side says none', () => {
    expect(phaseDef('soviet-combat')).toEqual({
      id: 'soviet-combat',
      label: { key: 'armir.phase.soviet-combat.label' },
      asks: { key: 'armir.phase.soviet-combat.asks' },
      rule: '12',
      side: 'soviet',
    });
    const supply = phaseDef('supply');
    expect(supply).toEqual({ id: 'supply', label: { key: 'armir.phase.supply.label' }, asks: { key: 'armir.phase.supply.asks' }, rule: '8' });
    expect('side' in supply).toBe(false);
  });
});

describe('18: the game before turn 1, and the phase the game is in', () => {
  it('18: while setting up, the game is in the set-up, whatever the phase index', () => {
    const s = setUp();
    expect(currentPhase({ ...s, phaseIndex: 4 })).toBe('setup');
    expect(armir.where(s)).toMatchObject({ phase: { key: 'armir.phase.setup.label' }, rule: '18' });
  });

  it('18.4: turn 1 starts at phase 7 of B1, the Axis motorized movement; six phases on, turn 2 opens at phase 1', () => {
    const s = apply(setUp(), [next]);
    expect([currentPhase(s), s.phaseIndex + 1]).toEqual(['axis-motorized', 7]);
    const t2 = apply(s, [next, next, next, next, next, next]);
    expect([t2.turn, t2.phaseIndex + 1]).toEqual([2, 1]);
  });

  it('3: a phase index past the end of the turn reads as its last phase, the attrition', () => {
    expect(currentPhase({ ...apply(setUp(), [next]), phaseIndex: 12 })).toBe('attrition');
  });
});

describe('which phases are what', () => {
  it('12: the two combat phases', () => {
    expect(ALL.filter(isCombatPhase)).toEqual(['axis-combat', 'soviet-combat']);
  });
  it('11: the two bombardment phases', () => {
    expect(ALL.filter(isBombardmentPhase)).toEqual(['bombardment-1', 'bombardment-2']);
  });
});
