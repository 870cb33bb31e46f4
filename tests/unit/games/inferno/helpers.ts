// Shared helpers for the Inferno tests. Chart values here are synthetic, made up for the tests only.
import type { ChartData, GameEvent, RulesContext, SettingValue } from '@/engine/types';
import { cellKey, makeChartAccess } from '@/engine';
import { inferno } from '@/games/inferno';
import type { InfernoState } from '@/games/inferno/state';
import type { CombatInput, CombatUnit } from '@/games/inferno/combat';
import type { NewUnit } from '@/games/inferno/reduce';

export function defaults(): Record<string, SettingValue> {
  return Object.fromEntries(inferno.interpretations.map((s) => [s.id, s.default]));
}

export function ctxWith(data: ChartData[] = [], settings: Record<string, SettingValue> = {}): RulesContext {
  return { settings: { ...defaults(), ...settings }, charts: makeChartAccess(inferno.charts, data) };
}

/** A synthetic TRC: every cell the same unless given. */
export function trcData(fill: string, cells: Record<string, string> = {}, columns = ['1:3', '1:2', '1:1', '2:1', '3:1', '4:1']): ChartData {
  const all: Record<string, string> = {};
  for (const c of columns) for (let r = 2; r <= 12; r++) all[cellKey(c, String(r))] = fill;
  return { chartId: 'inferno.trc', columns, cells: { ...all, ...cells } };
}

/** A synthetic TdP: reductions = f(row). */
export function tdpData(f: (row: number) => string): ChartData {
  const cells: Record<string, string> = {};
  const rows = ['≤0', ...Array.from({ length: 11 }, (_, i) => String(i + 1)), '12+'];
  rows.forEach((r, i) => {
    for (const c of ['Piccola', 'Grande']) cells[cellKey(c, r)] = f(i);
  });
  return { chartId: 'inferno.tdp', columns: ['Piccola', 'Grande'], cells };
}

let n = 0;
export function cu(p: Partial<CombatUnit> & { side: CombatUnit['side'] }): CombatUnit {
  n++;
  return {
    key: p.key ?? `k${n}`,
    name: p.name ?? `U${n}`,
    corps: '',
    kind: 'infantry',
    attack: 0,
    defence: 1,
    artillery: 0,
    steps: 2,
    efficiency: 0,
    supply: 'supplied',
    ...p,
  };
}

export function combat(p: Partial<CombatInput>): CombatInput {
  return {
    turn: 5,
    attackerSide: 'ah',
    attackers: [],
    attackSupport: [],
    defenders: [],
    defenceSupport: [],
    hexes: [
      { uphill: false, torrent: false },
      { uphill: false, torrent: false },
      { uphill: false, torrent: false },
    ],
    terrain: 'other',
    stackLimit: 99,
    mapEdge: false,
    flank: { fiveHexes: false, noFriendly: true },
    retreatFail: { attacker: false, defender: false },
    defensiveAbility: false,
    heldBackChosen: false,
    ...p,
  };
}

export function ev(type: string, payload?: unknown): GameEvent {
  return { type, payload, at: 0 };
}

export function start(options: Record<string, SettingValue> = {}): InfernoState {
  return inferno.setup({ scenario: 'strafexpedition', options, sideNames: {} });
}

export function run(s: InfernoState, events: GameEvent[], ctx: RulesContext = ctxWith()): InfernoState {
  return events.reduce((st, e) => inferno.reduce(st, e, ctx), s);
}

export function unit(p: Partial<NewUnit> & { name: string; side: NewUnit['side'] }): NewUnit {
  return { kind: 'infantry', full: { attack: 4, defence: 4, artillery: 0 }, reduced: { attack: 2, defence: 2, artillery: 0 }, steps: 2, ...p };
}

/** Deep-freezes a value so a mutating reducer throws. */
export function freeze<T>(o: T): T {
  if (o && typeof o === 'object') {
    Object.freeze(o);
    for (const v of Object.values(o as Record<string, unknown>)) freeze(v);
  }
  return o;
}
