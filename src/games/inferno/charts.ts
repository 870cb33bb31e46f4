/**
 * The printed charts of Inferno sugli Altipiani: structure only (DESIGN.md "Charts").
 * The game chart is not in the rulebook text; players type its values once.
 */
import type { ChartRow, ChartSpec } from '@/engine/types';

export const TRC = 'inferno.trc';
export const TDP = 'inferno.tdp';
export const STACKING = 'inferno.stacking';

/** 9.4 / 8.4: the TdP columns, one per combat intensity. */
export const TDP_SMALL = 'Piccola';
export const TDP_LARGE = 'Grande';

/** One half of a TRC cell (9.1): "-" no effect, "±#" a loss-table DRM, "R#" retreat hexes (or both). */
const HALF = '(?:[-–]|R[1-9]\\d*(?:\\s*[+-]\\d+)?|[+-]\\d+(?:\\s*R[1-9]\\d*)?)';

/** The TRC: 2d6 (the two same-coloured dice, 8.3), rows 2–12; columns from 1:3 to 4:1 (8.2). */
export const trcSpec: ChartSpec = {
  id: TRC,
  title: { key: 'inferno.charts.trc' },
  rule: '9.1',
  dice: '2d6',
  // 8.2 names only 1:3 and 4:1; the in-between columns are a suggestion to check on the chart (A5).
  columns: ['1:3', '1:2', '1:1', '2:1', '3:1', '4:1'],
  columnsEditable: true,
  columnGrammar: { pattern: '^\\d+:\\d+$', example: '3:2', help: { key: 'inferno.charts.trcColumns' } },
  fixedColumns: ['1:3', '4:1'],
  // 8.2: no combat below 1:3; above 4:1 it is read on 4:1 (+1 to the loss roll).
  columnEnds: { first: '1:3', last: '4:1' },
  rows: Array.from({ length: 11 }, (_, i): ChartRow => ({ label: String(i + 2), min: i + 2, max: i + 2 })),
  cell: {
    pattern: `^\\s*${HALF}\\s*/\\s*${HALF}\\s*$`,
    example: '+1/R1',
    help: { key: 'inferno.charts.trcCell' },
  },
  prefilled: [],
};

/**
 * The TdP (9.4): the odd-coloured die plus each side's DRMs (9.4.1), on the column of the
 * intensity (8.4). How far the printed rows run is not in the text: the ends are open, so a
 * modified die beyond them reads the end row (A39).
 */
const tdpSpec: ChartSpec = {
  id: TDP,
  title: { key: 'inferno.charts.tdp' },
  rule: '9.4',
  dice: '1d6',
  columns: [TDP_SMALL, TDP_LARGE],
  columnsEditable: false,
  rows: [
    { label: '≤0', max: 0 },
    ...Array.from({ length: 11 }, (_, i): ChartRow => ({ label: String(i + 1), min: i + 1, max: i + 1 })),
    { label: '12+', min: 12 },
  ],
  cell: { pattern: '^\\s*(?:[-–]|\\d{1,2})\\s*$', example: '2', help: { key: 'inferno.charts.tdpCell' } },
  prefilled: [],
};

/** Terrain rows of the stacking chart: only the terrains the rules name with combat effects. */
export const TERRAINS = ['hill', 'mountain', 'highMountain', 'other'] as const;
export type Terrain = (typeof TERRAINS)[number];
const TERRAIN_ROWS: Record<Terrain, string> = {
  hill: 'Collina',
  mountain: 'Montagna',
  highMountain: 'Alta Montagna',
  other: 'Altro',
};
export const STACK_COLUMN = 'Livelli';

/**
 * The stacking limit in steps per terrain (5.1, from the TET). Rows are looked up by their
 * index (1..4). Pre-filled where a worked example reveals it: High Mountain 2 (7.8), Hill 4 (9.2.1).
 */
export const stackingSpec: ChartSpec = {
  id: STACKING,
  title: { key: 'inferno.charts.stacking' },
  rule: '5.1',
  // Read by terrain, not with dice.
  rowHeader: { key: 'inferno.charts.stackingRows' },
  columns: [STACK_COLUMN],
  columnsEditable: false,
  rows: TERRAINS.map((t, i): ChartRow => ({ label: TERRAIN_ROWS[t], min: i + 1, max: i + 1 })),
  cell: { pattern: '^\\s*[1-9]\\d?\\s*$', example: '3', help: { key: 'inferno.charts.stackingCell' } },
  prefilled: [
    { column: STACK_COLUMN, row: 'Alta Montagna', value: '2', rule: '7.8', note: { key: 'inferno.charts.prefill78' } },
    { column: STACK_COLUMN, row: 'Collina', value: '4', rule: '9.2.1', note: { key: 'inferno.charts.prefill921' } },
  ],
};

export const chartSpecs: ChartSpec[] = [trcSpec, tdpSpec, stackingSpec];

/** The row index of a terrain in the stacking chart. */
export function terrainRow(t: Terrain): number {
  return TERRAINS.indexOf(t) + 1;
}

/** A parsed half of a TRC cell (9.1). */
export interface TrcHalf {
  retreat: number;
  drm: number;
}

/** "+1/R1" → attacker +1, defender retreat 1. null when it does not follow the grammar. */
export function parseTrcCell(text: string): { attacker: TrcHalf; defender: TrcHalf } | null {
  if (!new RegExp(trcSpec.cell.pattern).test(text)) return null;
  const [a, d] = text.split('/');
  return { attacker: parseHalf(a), defender: parseHalf(d) };
}

function parseHalf(s: string): TrcHalf {
  const r = /R(\d+)/.exec(s);
  const m = /([+-]\d+)/.exec(s.replace(/R\d+/, ''));
  return { retreat: r ? Number(r[1]) : 0, drm: m ? Number(m[1]) : 0 };
}

/** "2" → 2 reductions; "-" → 0. null when it does not follow the grammar. */
export function parseTdpCell(text: string): number | null {
  if (!new RegExp(tdpSpec.cell.pattern).test(text)) return null;
  const v = text.trim();
  return /^\d+$/.test(v) ? Number(v) : 0;
}
