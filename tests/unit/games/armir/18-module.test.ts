// ARMIR's module as the turn bar, the home list and a new game show it: the set-up of 18.3 marker
// by marker, the bar's phase, question, rule and side in play and once the game is over (17, 17.2),
// the home's one-line summary, the settings read from a saved game, and a corps destroyed (17.1.1).
import { describe, expect, it } from 'vitest';
import { armir } from '@/games/armir';
import { settingBool } from '@/games/armir/settings';
import { corpsDestroyed, setupState } from '@/games/armir/state';
import { apply, next, setUp } from './helpers';

const army = (id: string) => ({
  id,
  name: '',
  hqRange: { range: null, move: null },
  hqFace: 'range',
  artilleryStart: null,
  points: 0,
  hqOos: false,
  hqEliminatedOnTurn: null,
});

describe('18.3: a new game, every marker at its start', () => {
  it('18.3, 18.4, 16.1, 16.3, 18.1.3: PA 16, PS 4, Hollidt in box 1 of the Čir, garrison 1, the Axis initiative on turn 1; everything the map holds still to type', () => {
    expect(setupState()).toEqual({
      version: 1,
      stage: 'setup',
      turn: 1,
      turns: 6,
      phaseIndex: 0,
      initiative: 'axis',
      initiativeByTurn: { 1: 'axis' },
      pa: 16,
      ps: 4,
      armies: { army1: army('army1'), army2: army('army2'), army3: army('army3') },
      cir: { box: 1, units: [], reachedOnTurn: null, pendingLosses: 0 },
      tem: { garrison: 1, units: [], capturedOnTurn: null, supplyFailed: false, pendingLosses: 0 },
      airUnit: null,
      cai: 'available',
      depotPresent: true,
      depotDue: false,
      locations: [
        { id: 'kazanskaja', name: 'Kazanskaja', value: null, controller: 'soviet', named: true },
        { id: 'pavlovsk', name: 'Pavlovsk', value: null, controller: 'soviet', named: true },
        { id: 'verkhniy-mamon', name: 'Verkhniy Mamon', value: null, controller: 'soviet', named: true },
      ],
      corps: {
        CA: { total: null, lost: 0, strongholdLost: false },
        II: { total: null, lost: 0, strongholdLost: false },
        XXXV: { total: null, lost: 0, strongholdLost: false },
        XXIX: { total: null, lost: 0, strongholdLost: false },
      },
      armirHqEliminated: false,
      gebirgs: { steps: 0, eliminated: false },
      xxiv: { triggerTurn: null, hqEntered: false, juliaAssigned: false },
      axisVp: 0,
      objectives: { chosen: null, revealed: false },
      roster: [],
      airSupply: { german: 0, italian: 0 },
      phaseDone: [],
      turnDone: [],
      defeat: null,
      nextId: 1,
    });
  });

  it("two new games share nothing: typing one army's HQ range leaves the other game's blank", () => {
    const a = setupState();
    const b = setupState();
    a.armies.army1.hqRange.range = 5;
    a.initiativeByTurn[2] = 'soviet';
    expect(b.armies.army1.hqRange).toEqual({ range: null, move: null });
    expect(b.initiativeByTurn).toEqual({ 1: 'axis' });
  });
});

describe('the turn bar (3, 17)', () => {
  it('18.4: turn 1 starts in the Axis motorized movement, with its own question; the same phase on turn 2 asks the usual one', () => {
    const s = apply(setUp(), [next]);
    expect(armir.where(s)).toEqual({
      turn: 1,
      turns: 6,
      phase: { key: 'armir.phase.axis-motorized.label' },
      asks: { key: 'armir.phase.axis-motorized.asksTurn1' },
      rule: '5.2',
      side: { key: 'armir.side.initiative.axis' },
    });
    const turn2 = { ...s, turn: 2 };
    expect(armir.where(turn2).asks).toEqual({ key: 'armir.phase.axis-motorized.asks' });
    const turn1Supply = { ...s, phaseIndex: 10 };
    expect(armir.where(turn1Supply)).toMatchObject({ phase: { key: 'armir.phase.supply.label' }, asks: { key: 'armir.phase.supply.asks' }, rule: '8' });
  });

  it('4: in play the bar says whose initiative the turn is; in the set-up it says no side and the game is not over', () => {
    const s = apply(setUp(), [next]);
    expect(armir.where({ ...s, initiative: 'soviet' }).side).toEqual({ key: 'armir.side.initiative.soviet' });
    const w = armir.where(setUp());
    expect('side' in w).toBe(false);
    expect('over' in w).toBe(false);
    expect('over' in armir.where(s)).toBe(false);
  });

  it('17.2: once the game is over the bar says so, with 17.2, and asks for the verdict; no side is in play', () => {
    const s = { ...apply(setUp(), [next]), stage: 'over' as const };
    expect(armir.where(s)).toEqual({
      turn: 1,
      turns: 6,
      phase: { key: 'armir.phase.over.label' },
      asks: { key: 'armir.phase.over.asks' },
      rule: '17.2',
      over: true,
    });
  });

  it("17: the Soviet's immediate defeat (PS at 0) is said on the bar instead of the usual question", () => {
    const s = { ...apply(setUp(), [next]), stage: 'over' as const, defeat: { turn: 3, reason: 'ps' as const } };
    expect(armir.where(s).asks).toEqual({ key: 'armir.phase.over.defeat' });
  });
});

describe('the home list', () => {
  it("16.2, 16.4, 16.3: a game's line shows its PA, its PS and the TeM garrison", () => {
    const s = { ...setUp(), pa: 11, ps: 7, tem: { ...setUp().tem, garrison: 3 } };
    expect(armir.summary?.(s)).toEqual({ key: 'armir.summary', params: { pa: 11, ps: 7, garrison: 3 } });
  });
});

describe('the settings a saved game holds', () => {
  it('a yes/no reading saved as true, as "true" or as 1 reads yes; anything else reads no', () => {
    const at = (v: unknown) => settingBool({ settings: { crtRow7: v as boolean } }, 'crtRow7');
    expect([at(true), at('true'), at(1)]).toEqual([true, true, true]);
    expect([at(false), at('false'), at(0), at('')]).toEqual([false, false, false, false]);
    expect(settingBool(undefined, 'crtRow7')).toBe(false);
    expect(settingBool(undefined, 'strongholdIgnoreSecond')).toBe(true);
  });
});

describe('17.1.1: a corps destroyed, for objective 3', () => {
  it('17.1.1: a corps whose total is not typed, or is 0, is never destroyed, whatever it has lost', () => {
    expect(corpsDestroyed({ total: null, lost: 1, strongholdLost: false })).toBe(false);
    expect(corpsDestroyed({ total: 0, lost: 1, strongholdLost: false })).toBe(false);
    expect(corpsDestroyed({ total: 1, lost: 1, strongholdLost: false })).toBe(true);
  });
});
