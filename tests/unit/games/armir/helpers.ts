// Helpers for the ARMIR tests: a rules context over synthetic chart data (made up here, never shipped).
import { makeChartAccess, seededRng, rollDice } from '@/engine';
import type { ChartData, GameEvent, RolledDice, RulesContext, SettingValue } from '@/engine/types';
import { armir } from '@/games/armir';
import { BOMB_ID, CRT_ID, charts } from '@/games/armir/charts';
import type { ArmirState } from '@/games/armir/state';

export function ctxWith(cells: Record<string, string> = {}, settings: Record<string, SettingValue> = {}, bombCells: Record<string, string> = {}): RulesContext {
  const data: ChartData[] = [
    { chartId: CRT_ID, columns: charts[0].columns, cells },
    { chartId: BOMB_ID, columns: charts[1].columns, cells: bombCells },
  ];
  return { settings, charts: makeChartAccess(charts, data) };
}

/** A synthetic CRT: every cell of every column filled with the same made-up value per row. */
export function syntheticCrt(rows: Record<string, string>): Record<string, string> {
  const cells: Record<string, string> = {};
  for (const col of charts[0].columns) for (const [row, v] of Object.entries(rows)) cells[`${col}|${row}`] = v;
  return cells;
}

export const physical = (...faces: number[]): RolledDice => ({ faces, source: 'physical' });

export function apply(s: ArmirState, events: Array<Omit<GameEvent, 'at'> | GameEvent>, ctx: RulesContext = ctxWith()): ArmirState {
  return events.reduce((st, e) => armir.reduce(st, { ...e, at: 0 } as GameEvent, ctx), s);
}

export const next = { type: 'core/next-phase', at: 0 } as GameEvent;

export function fresh(): ArmirState {
  return armir.setup({ scenario: 'campaign', options: {}, sideNames: {} });
}

/** A game set up as 18 asks: artillery backs typed, objectives sealed. */
export function setUp(ctx: RulesContext = ctxWith()): ArmirState {
  return apply(
    fresh(),
    [
      { type: 'armir/army', payload: { army: 'army1', range: 5, move: 3, artilleryStart: 3 } },
      { type: 'armir/army', payload: { army: 'army2', range: 4, move: 2, artilleryStart: 2 } },
      { type: 'armir/army', payload: { army: 'army3', range: 6, move: 3, artilleryStart: 4 } },
      { type: 'armir/objectives-seal', payload: { chosen: [2, 3] } },
    ],
    ctx,
  );
}

export function seededRoll(seed: number): RolledDice {
  return rollDice({ dice: [{ kind: 'numbered', sides: 6 }], label: { key: 'x' } }, seededRng(seed));
}
