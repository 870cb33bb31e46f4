/**
 * The printed charts ARMIR reads (DESIGN.md "Charts"): their structure only. The cells are
 * typed by the players from the paper chart; the only cell pre-filled is the one the 14.3
 * worked example reveals.
 */
import type { ChartSpec } from '@/engine/types';

export const CRT_ID = 'armir.crt';
export const BOMB_ID = 'armir.bombardment';

/** CRT columns: 1:2 and 7:1 are fixed by 12.1, 6:1 appears in 12.1 and 14.3; the rest is the default (A3). */
const CRT_COLUMNS = ['1:2', '1:1', '2:1', '3:1', '4:1', '5:1', '6:1', '7:1'];

export const crtSpec: ChartSpec = {
  id: CRT_ID,
  title: { key: 'armir.charts.crt.title' },
  rule: '12.1',
  dice: '1d6',
  columns: CRT_COLUMNS,
  columnsEditable: true,
  columnGrammar: { pattern: '^\\d+:\\d+$', example: '3:1', help: { key: 'armir.charts.crt.columnHelp' } },
  fixedColumns: ['1:2', '6:1', '7:1'],
  // 12.1: below 1:2 is read on 1:2, above 7:1 on 7:1; 6:1 sits where the odds put it.
  columnEnds: { first: '1:2', last: '7:1' },
  // Rows 1-6; row 7 is read only if the interpretation "the CRT prints a 7 row" is on (12.1.1, A4).
  rows: [
    { label: '1', max: 1 },
    { label: '2', min: 2, max: 2 },
    { label: '3', min: 3, max: 3 },
    { label: '4', min: 4, max: 4 },
    { label: '5', min: 5, max: 5 },
    { label: '6', min: 6, max: 6 },
    { label: '7', min: 7 },
  ],
  // 12.2: attacker steps / defender steps, "-" for none (12.3 example "-/2", 14.3 example "1/3").
  cell: { pattern: '^(-|\\d+)/(-|\\d+)$', example: '1/3', help: { key: 'armir.charts.crt.cellHelp' } },
  prefilled: [
    // 14.3 example: "rapporto di 6:1, il tiro del dado è 4 per un risultato di 1/3" (A5: verify on your chart).
    { column: '6:1', row: '4', value: '1/3', rule: '14.3', note: { key: 'armir.charts.crt.prefillNote' } },
  ],
};

/** Bombardment Table: column = bombardment value (11.1); the column list is editable (A32). */
const BOMB_COLUMNS = ['1', '2', '3', '4', '5', '6', '7', '8'];

export const bombardmentSpec: ChartSpec = {
  id: BOMB_ID,
  title: { key: 'armir.charts.bombardment.title' },
  rule: '11.1',
  dice: '1d6',
  columns: BOMB_COLUMNS,
  columnsEditable: true,
  columnGrammar: { pattern: '^\\d+$', example: '4', help: { key: 'armir.charts.bombardment.columnHelp' } },
  // 9.1: the air units bombard at 3 (Soviet) and 4 (Axis), so those columns exist.
  fixedColumns: ['3', '4'],
  // Row 0 is read only if the interpretation "the table prints a 0 row" is on (14.3.2, A4).
  rows: [
    { label: '0', max: 0 },
    { label: '1', min: 1, max: 1 },
    { label: '2', min: 2, max: 2 },
    { label: '3', min: 3, max: 3 },
    { label: '4', min: 4, max: 4 },
    { label: '5', min: 5, max: 5 },
    { label: '6', min: 6 },
  ],
  // 11.1.3: - (no effect), DSG, DSG1.
  cell: { pattern: '^(-|DSG|DSG1)$', example: 'DSG', help: { key: 'armir.charts.bombardment.cellHelp' } },
  prefilled: [],
};

export const charts: ChartSpec[] = [crtSpec, bombardmentSpec];

/** Parse a CRT cell "a/d" ('-' = 0) into step losses (12.2). */
export function parseCrtCell(cell: string): { attacker: number; defender: number } | null {
  const m = /^(-|\d+)\/(-|\d+)$/.exec(cell.trim());
  if (!m) return null;
  return { attacker: m[1] === '-' ? 0 : Number(m[1]), defender: m[2] === '-' ? 0 : Number(m[2]) };
}

export function parseBombCell(cell: string): '-' | 'DSG' | 'DSG1' | null {
  const v = cell.trim();
  return v === '-' || v === 'DSG' || v === 'DSG1' ? v : null;
}
