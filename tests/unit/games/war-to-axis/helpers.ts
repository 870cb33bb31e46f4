// Shared helpers for the War to Axis tests. The M10's movement and fire come from the rulebook's
// own card (2.5); its discs and armour class, and every other unit here, are made up for the tests
// only, as players would type them from their printed cards.
import type { GameEvent, RulesContext, SettingValue } from '@/engine/types';
import { makeChartAccess } from '@/engine';
import { interpretations, wtaSettings, type WtaSettings } from '@/games/war-to-axis/settings';
import type { ArmyCard, ScenarioSheet, UnitType } from '@/games/war-to-axis/state';
import { defaultScenario } from '@/games/war-to-axis/state';
import { faceIndex } from '@/games/war-to-axis/dice';
import { wtaBook } from '@/games/war-to-axis/events';
import { newGame, type WtaState } from '@/games/war-to-axis/state';

export function settings(over: Partial<WtaSettings> = {}): WtaSettings {
  return { ...wtaSettings(), ...over };
}

export function ctxWith(over: Record<string, SettingValue> = {}): RulesContext {
  return { settings: { ...Object.fromEntries(interpretations.map((s) => [s.id, s.default])), ...over }, charts: makeChartAccess([], []) };
}

export function unitType(p: Partial<UnitType> & { id: string }): UnitType {
  return {
    name: p.id,
    discs: 3,
    move: 4,
    advance: 3,
    apDice: [3, 2, 1],
    atDice: [],
    apTarget: true,
    armour: null,
    starred: false,
    hq: false,
    infantry: true,
    engineers: false,
    motorizedInfantry: false,
    mechanizedInfantry: false,
    vehicle: false,
    atGun: false,
    ...p,
  };
}

/** 2.5: "Cacciacarri M10*" — movement 6, advance 4, AP "3 esa − 2", AT "4 esa − 4/3/2/2" (positional, A1), starred. */
export const m10: UnitType = unitType({
  id: 'm10',
  name: 'Cacciacarri M10*',
  discs: 2,
  move: 6,
  advance: 4,
  apDice: [2, 2, 2],
  atDice: [4, 3, 2, 2],
  apTarget: false,
  armour: 'M',
  starred: true,
  infantry: false,
  vehicle: true,
});

export const usCard: ArmyCard = {
  id: 'us',
  name: 'Unità Americane',
  side: 'allies',
  american: true,
  units: [
    m10,
    unitType({ id: 'inf', name: 'Rifle Bn' }),
    unitType({ id: 'hq', name: 'HQ', discs: 1, hq: true }),
    unitType({ id: 'eng', name: 'Engineers', engineers: true }),
  ],
};

export const deCard: ArmyCard = {
  id: 'de',
  name: 'Wehrmacht',
  side: 'axis',
  american: false,
  units: [
    unitType({ id: 'gren', name: 'Grenadiere' }),
    unitType({ id: 'hq', name: 'Gefechtsstand', discs: 1, hq: true }),
    unitType({ id: 'pz', name: 'Panzer IV', apTarget: false, armour: 'M', infantry: false, vehicle: true, atDice: [3, 3, 2] }),
  ],
};

export function scenario(p: Partial<ScenarioSheet> = {}): ScenarioSheet {
  const base = defaultScenario();
  return {
    ...base,
    title: 'Test',
    eventCards: 6,
    reinforcementCards: { allies: 1, axis: 1 },
    sides: {
      allies: {
        rally: 3,
        radio: 3,
        artillery: [
          { count: 2, dice: 3 },
          { count: 1, dice: 4 },
        ],
        american: true,
      },
      axis: { rally: 2, radio: 2, artillery: [{ count: 3, dice: 3 }], american: false },
    },
    ...p,
  };
}

export function ev(type: string, payload?: unknown): GameEvent {
  return payload === undefined ? { type, at: 0 } : { type, payload, at: 0 };
}

/** Face ids → face indices of a custom die (a physical roll tapped in). */
export function black(...ids: string[]): string[] {
  for (const i of ids) if (faceIndex('black', i) < 0) throw new Error(`no black face ${i}`);
  return ids;
}
export function white(...ids: string[]): string[] {
  for (const i of ids) if (faceIndex('white', i) < 0) throw new Error(`no white face ${i}`);
  return ids;
}

/** Deep-freezes a value so a mutating reducer throws. */
export function freeze<T>(o: T): T {
  if (o && typeof o === 'object') {
    Object.freeze(o);
    for (const x of Object.values(o as Record<string, unknown>)) freeze(x);
  }
  return o;
}

/** Events applied through their schema, as the app replays them; a refused one fails the test. */
export function run(s: WtaState, events: GameEvent[], settings: Record<string, SettingValue> = {}): WtaState {
  const ctx = ctxWith(settings);
  return events.reduce((st, e) => {
    const c = wtaBook.check(e);
    if (!c.ok) throw new Error(`rejected ${e.type}: ${JSON.stringify(c.error)}`);
    return wtaBook.reduce(st, c.event, ctx);
  }, s);
}

/** A game with both cards and a few units: u1 M10 (A), u2 rifle (A), u3 US HQ (R), u4 grenadiers (A), u5 German HQ (B), u6 Panzer IV (B). */
export function game(mode: 'basic' | 'advanced' = 'basic', over: Parameters<typeof scenario>[0] = {}): WtaState {
  return run(newGame(scenario({ mode, ...over })), [
    ev('wta/card', { card: usCard }),
    ev('wta/card', { card: deCard }),
    ev('wta/unit-add', { side: 'allies', card: 'us', type: 'm10', group: 'A' }),
    ev('wta/unit-add', { side: 'allies', card: 'us', type: 'inf', group: 'A' }),
    ev('wta/unit-add', { side: 'allies', card: 'us', type: 'hq', group: 'R' }),
    ev('wta/unit-add', { side: 'axis', card: 'de', type: 'gren', group: 'A' }),
    ev('wta/unit-add', { side: 'axis', card: 'de', type: 'hq', group: 'B' }),
    ev('wta/unit-add', { side: 'axis', card: 'de', type: 'pz', group: 'B' }),
  ]);
}
