/**
 * Printed charts (DESIGN.md "Charts"): a module declares the structure of each chart
 * (dice, columns, rows with open ends, the grammar of a cell); players type the values
 * once; rules-revealed cells are pre-filled with their rule. Nothing here invents a value.
 */
import type { ChartAccess, ChartData, ChartLookup, ChartRow, ChartSpec, Text } from './types';
import { t } from './derivation';
import { parseOdds } from './ratio';

export const CHART_PACK_KIND = 'aiutante-chart-pack';
const CHART_PACK_VERSION = 1;

/** The key of a cell in ChartData.cells. */
export function cellKey(column: string, row: string): string {
  return `${column}|${row}`;
}

/** Whether a row covers the (modified) total: min/max inclusive, absent = open end. */
export function rowMatches(row: ChartRow, total: number): boolean {
  return (row.min === undefined || total >= row.min) && (row.max === undefined || total <= row.max);
}

/** The first row covering the total, or undefined (nothing is clamped). */
export function rowFor(spec: ChartSpec, total: number): ChartRow | undefined {
  return spec.rows.find((r) => rowMatches(r, total));
}

function grammarOk(pattern: string, text: string): boolean {
  try {
    return new RegExp(pattern).test(text);
  } catch {
    return false;
  }
}

/** Checks a cell value against the chart's grammar. null = valid. Empty is refused. */
export function validateCell(spec: ChartSpec, text: string): Text | null {
  const v = typeof text === 'string' ? text.trim() : '';
  if (v === '') return t('engine.chart.cellEmpty', { example: spec.cell.example });
  if (!grammarOk(spec.cell.pattern, v)) {
    return t('engine.chart.cellGrammar', { value: v, example: spec.cell.example, help: spec.cell.help });
  }
  return null;
}

/** A label as a signed integer ('-2', '0', '+3'), or null. */
function asInt(label: string): number | null {
  return /^[+-]?\d+$/.test(label.trim()) ? Number(label.trim()) : null;
}

/**
 * Checks a column list players edited: non-empty, every label valid (against the
 * column grammar when given), no duplicates, odds (or integer) columns in ascending
 * order, every column the rulebook fixes still present, and at its end when the rulebook
 * puts it there (spec.columnEnds). Columns of a chart that is not
 * editable must equal the default list. null = valid.
 */
export function validateColumns(spec: ChartSpec, cols: string[]): Text | null {
  if (!Array.isArray(cols) || cols.length === 0) return t('engine.chart.columnsEmpty');
  for (const [i, c] of cols.entries()) {
    if (c === '') {
      return t('engine.chart.columnBlank', { n: i + 1, example: spec.columnGrammar?.example ?? spec.columns[0] ?? '' });
    }
    if (typeof c !== 'string' || c.trim() === '' || c !== c.trim() || c.includes('|')) {
      return t('engine.chart.columnLabel', { column: String(c) });
    }
    if (spec.columnGrammar && !grammarOk(spec.columnGrammar.pattern, c)) {
      return t('engine.chart.columnGrammar', {
        column: c,
        example: spec.columnGrammar.example,
        help: spec.columnGrammar.help,
      });
    }
  }
  const seen = new Set<string>();
  for (const c of cols) {
    if (seen.has(c)) return t('engine.chart.columnDuplicate', { column: c });
    seen.add(c);
  }
  const odds = cols.map(parseOdds);
  if (odds.every((o) => o !== null)) {
    for (let i = 1; i < cols.length; i++) {
      const p = odds[i - 1]!;
      const q = odds[i]!;
      // p.a/p.d < q.a/q.d, exactly; equal ratios ('1:1' and '2:2') are duplicates too.
      if (BigInt(p.a) * BigInt(q.d) >= BigInt(q.a) * BigInt(p.d)) {
        return t('engine.chart.columnOrder', { column: cols[i], previous: cols[i - 1] });
      }
    }
  } else {
    const ints = cols.map(asInt);
    if (ints.every((n) => n !== null)) {
      for (let i = 1; i < cols.length; i++) {
        if (ints[i - 1]! >= ints[i]!) {
          return t('engine.chart.columnOrder', { column: cols[i], previous: cols[i - 1] });
        }
      }
    }
  }
  for (const f of spec.fixedColumns ?? []) {
    if (!seen.has(f)) return t('engine.chart.columnMissing', { column: f });
  }
  const ends = spec.columnEnds ?? {};
  if (ends.first !== undefined && cols[0] !== ends.first) {
    return t('engine.chart.columnNotFirst', { column: ends.first, other: cols[0] });
  }
  if (ends.last !== undefined && cols[cols.length - 1] !== ends.last) {
    return t('engine.chart.columnNotLast', { column: ends.last, other: cols[cols.length - 1] });
  }
  if (!spec.columnsEditable) {
    const same = cols.length === spec.columns.length && cols.every((c, i) => c === spec.columns[i]);
    if (!same) return t('engine.chart.columnsFixed');
  }
  return null;
}

/** A chart with nothing typed yet: the default columns and the rulebook's pre-filled cells. */
export function emptyChartData(spec: ChartSpec): ChartData {
  const cells: Record<string, string> = {};
  for (const p of spec.prefilled) cells[cellKey(p.column, p.row)] = p.value;
  return { chartId: spec.id, columns: [...spec.columns], cells };
}

/** What the rules see of the charts: specs, typed data, columns in force, lookups. */
export function makeChartAccess(specs: ChartSpec[], data: ChartData[]): ChartAccess {
  const specById = new Map(specs.map((s) => [s.id, s]));
  const dataById = new Map(data.map((d) => [d.chartId, d]));
  const specOf = (chartId: string): ChartSpec => {
    const s = specById.get(chartId);
    if (!s) throw new Error(`unknown chart ${chartId}`);
    return s;
  };
  return {
    spec: specOf,
    data: (chartId) => dataById.get(chartId),
    columns(chartId) {
      const d = dataById.get(chartId);
      if (d && Array.isArray(d.columns) && d.columns.length > 0) return [...d.columns];
      return [...specOf(chartId).columns];
    },
    lookup(chartId, column, total): ChartLookup {
      const spec = specOf(chartId);
      const row = rowFor(spec, total);
      if (!row) return { chartId, column, row: '?' };
      const res: ChartLookup = { chartId, column, row: row.label };
      const pre = spec.prefilled.find((p) => p.column === column && p.row === row.label);
      const typedRaw = dataById.get(chartId)?.cells[cellKey(column, row.label)];
      const typed = typeof typedRaw === 'string' ? typedRaw.trim() : '';
      if (typed !== '') {
        res.value = typed;
        // A pre-filled value still counts as the rulebook's unless players typed over it.
        if (pre && pre.value === typed) res.prefilledBy = pre.rule;
      } else if (pre) {
        res.value = pre.value;
        res.prefilledBy = pre.rule;
      }
      return res;
    },
  };
}

interface PackChart {
  chartId: string;
  columns: string[];
  cells: Record<string, string>;
}

/**
 * A chart pack: versioned JSON text players can share. Only charts the given specs know
 * are written; empty cells are left out; keys sorted so the same data gives the same text.
 */
export function exportChartPack(data: ChartData[], specs: ChartSpec[]): string {
  const known = new Set(specs.map((s) => s.id));
  const charts: PackChart[] = data
    .filter((d) => known.has(d.chartId))
    .map((d) => {
      const cells: Record<string, string> = {};
      for (const k of Object.keys(d.cells).sort()) {
        const v = d.cells[k];
        if (typeof v === 'string' && v.trim() !== '') cells[k] = v.trim();
      }
      return { chartId: d.chartId, columns: [...d.columns], cells };
    });
  return JSON.stringify({ kind: CHART_PACK_KIND, version: CHART_PACK_VERSION, charts }, null, 2);
}

function isRecord(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

type PackResult = { ok: true; charts: ChartData[] } | { ok: false; error: Text };

function bad(key: string, params?: Text['params']): PackResult {
  return { ok: false, error: t(`engine.pack.${key}`, params) };
}

/**
 * Reads a chart pack, checking every chart against the module specs (columns, every
 * cell's key and grammar). The whole pack is refused on the first error, with a message
 * naming the chart, the cell and the reason; nothing is returned partially.
 */
export function parseChartPack(text: string, specs: ChartSpec[]): PackResult {
  if (typeof text !== 'string' || text.trim() === '') return bad('empty');
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return bad('notJson');
  }
  if (!isRecord(raw) || raw.kind !== CHART_PACK_KIND) return bad('notAPack');
  if (raw.version !== CHART_PACK_VERSION) {
    return bad('version', { version: String(raw.version), supported: CHART_PACK_VERSION });
  }
  if (!Array.isArray(raw.charts)) return bad('malformed');
  const specById = new Map(specs.map((s) => [s.id, s]));
  const out: ChartData[] = [];
  const seen = new Set<string>();
  for (const [i, c] of raw.charts.entries()) {
    if (!isRecord(c) || typeof c.chartId !== 'string') return bad('chartMalformed', { index: i + 1 });
    const spec = specById.get(c.chartId);
    if (!spec) return bad('unknownChart', { chart: c.chartId });
    const chart = spec.title;
    if (seen.has(spec.id)) return bad('duplicateChart', { chart });
    seen.add(spec.id);
    if (!Array.isArray(c.columns) || !c.columns.every((x) => typeof x === 'string')) {
      return bad('chartMalformed', { index: i + 1 });
    }
    const columns = c.columns as string[];
    const colErr = validateColumns(spec, columns);
    if (colErr) return bad('badColumns', { chart, reason: colErr });
    if (!isRecord(c.cells)) return bad('chartMalformed', { index: i + 1 });
    const cols = new Set(columns);
    const rows = new Set(spec.rows.map((r) => r.label));
    const cells: Record<string, string> = {};
    for (const [key, value] of Object.entries(c.cells)) {
      const sep = key.indexOf('|');
      const column = sep < 0 ? key : key.slice(0, sep);
      const row = sep < 0 ? '' : key.slice(sep + 1);
      if (sep < 0 || !cols.has(column) || !rows.has(row)) {
        return bad('badCellKey', { chart, cell: key });
      }
      if (typeof value !== 'string') {
        return bad('badCell', { chart, column, row, reason: t('engine.pack.notText') });
      }
      if (value.trim() === '') continue;
      const err = validateCell(spec, value);
      if (err) return bad('badCell', { chart, column, row, reason: err });
      cells[key] = value.trim();
    }
    out.push({ chartId: spec.id, columns: [...columns], cells });
  }
  return { ok: true, charts: out };
}

/** The key of a cell typed off the paper chart during a resolution (ResolveExtra.cells). */
export function paperCellKey(lookup: Pick<ChartLookup, 'chartId' | 'column' | 'row'>): string {
  return `${lookup.chartId}|${lookup.column}|${lookup.row}`;
}

// ---------------------------------------------------------------------------
// Editing a chart's column list (DESIGN.md "Charts"). Players copy their printed chart:
// they insert, move, rename and remove columns wherever the rulebook leaves the list
// open. A draft gives each column a stable id, so typed cells follow their column when
// it moves or is renamed, and a half-typed label ("3:") never loses a cell. The list may
// be wrong while it is edited (validateColumns says why, in words); it is only written
// when it is right (draftToData).
// ---------------------------------------------------------------------------

export interface DraftColumn {
  /** Stable while the draft lives: cells are keyed by it, not by the label. */
  id: number;
  label: string;
  /** One of spec.fixedColumns when the draft was made: never renamed, moved or removed. */
  fixed: boolean;
}

export interface ChartDraft {
  chartId: string;
  columns: DraftColumn[];
  /** Typed values keyed by draftCellKey(column id, row label). */
  cells: Record<string, string>;
  nextId: number;
}

/** A column taken out of a draft, with its typed cells (by row label), to put back. */
export interface RemovedColumn {
  column: DraftColumn;
  index: number;
  cells: Record<string, string>;
}

export type DraftEdit = { ok: true; draft: ChartDraft; removed?: RemovedColumn } | { ok: false; error: Text };

/** What the rulebook lets players do with one column of an edited list. */
export interface ColumnRoom {
  canRename: boolean;
  canRemove: boolean;
  canMoveEarlier: boolean;
  canMoveLater: boolean;
  /** A new column may go right after this one. */
  canInsertAfter: boolean;
}

export function draftCellKey(columnId: number, row: string): string {
  return `${columnId}|${row}`;
}

/** A draft of stored (or default) chart data: its columns with ids, its cells keyed by id. */
export function chartDraft(spec: ChartSpec, data: ChartData | undefined): ChartDraft {
  const d = data ?? emptyChartData(spec);
  const labels = Array.isArray(d.columns) && d.columns.length > 0 ? d.columns : spec.columns;
  const fixed = new Set(spec.fixedColumns ?? []);
  const columns = labels.map((label, i): DraftColumn => ({ id: i + 1, label, fixed: fixed.has(label) }));
  const cells: Record<string, string> = {};
  for (const c of columns) {
    for (const r of spec.rows) {
      const v = d.cells[cellKey(c.label, r.label)];
      if (typeof v === 'string' && v !== '') cells[draftCellKey(c.id, r.label)] = v;
    }
  }
  return { chartId: spec.id, columns, cells, nextId: columns.length + 1 };
}

/** The draft as chart data, when its columns and every typed cell are right; else why not. */
export function draftToData(spec: ChartSpec, draft: ChartDraft): { ok: true; data: ChartData } | { ok: false; error: Text } {
  const labels = draft.columns.map((c) => c.label);
  const colErr = validateColumns(spec, labels);
  if (colErr) return { ok: false, error: colErr };
  const cells: Record<string, string> = {};
  for (const c of draft.columns) {
    for (const r of spec.rows) {
      const v = (draft.cells[draftCellKey(c.id, r.label)] ?? '').trim();
      if (v === '') continue;
      const err = validateCell(spec, v);
      if (err) return { ok: false, error: t('engine.chart.cellAt', { column: c.label, row: r.label, reason: err }) };
      cells[cellKey(c.label, r.label)] = v;
    }
  }
  return { ok: true, data: { chartId: spec.id, columns: labels, cells } };
}

/** The range of positions a column that is not an end may take: [lo, hi] (inclusive). */
function openRange(spec: ChartSpec, columns: DraftColumn[]): { lo: number; hi: number } {
  const ends = spec.columnEnds ?? {};
  const firstEnd = ends.first !== undefined && columns[0]?.fixed === true && columns[0].label === ends.first;
  const last = columns[columns.length - 1];
  const lastEnd = ends.last !== undefined && last?.fixed === true && last.label === ends.last;
  return { lo: firstEnd ? 1 : 0, hi: columns.length - (lastEnd ? 2 : 1) };
}

/** Whether a new column may go at position `at` (0 = before the first, length = after the last). */
export function canInsertAt(spec: ChartSpec, draft: ChartDraft, at: number): boolean {
  if (!spec.columnsEditable || !Number.isInteger(at) || at < 0 || at > draft.columns.length) return false;
  const { lo, hi } = openRange(spec, draft.columns);
  return at >= lo && at <= hi + 1;
}

/** What each column of the draft allows (for the editor's buttons; the edits check again). */
export function columnRooms(spec: ChartSpec, draft: ChartDraft): ColumnRoom[] {
  const { lo, hi } = openRange(spec, draft.columns);
  return draft.columns.map((c, i) => {
    const free = spec.columnsEditable && !c.fixed;
    return {
      canRename: free,
      canRemove: free,
      canMoveEarlier: free && i - 1 >= lo,
      canMoveLater: free && i + 1 <= hi,
      canInsertAfter: canInsertAt(spec, draft, i + 1),
    };
  });
}

function refusal(key: string, params?: Text['params']): DraftEdit {
  return { ok: false, error: t(`engine.chart.${key}`, params) };
}

/** Checks the chart is editable and `index` names a column; the column, or why not. */
function columnAt(spec: ChartSpec, draft: ChartDraft, index: number): DraftColumn | DraftEdit {
  if (!spec.columnsEditable) return refusal('columnsFixed');
  const c = Number.isInteger(index) ? draft.columns[index] : undefined;
  if (!c) return refusal('columnNone', { n: index + 1 });
  return c;
}

function isColumn(x: DraftColumn | DraftEdit): x is DraftColumn {
  return 'id' in x;
}

function endRefusal(spec: ChartSpec, draft: ChartDraft, at: number): DraftEdit {
  const { lo } = openRange(spec, draft.columns);
  const first = draft.columns[0]?.label ?? '';
  const last = draft.columns[draft.columns.length - 1]?.label ?? '';
  return at < lo ? refusal('columnBeforeFirst', { column: first }) : refusal('columnAfterLast', { column: last });
}

/**
 * Inserts a column at position `at` (0-based; its cells empty). Refused, in words, where
 * the rulebook closes the list: before its first column or after its last (columnEnds),
 * or in a chart whose columns it fixes entirely. The label may be blank for the players
 * to type; validateColumns says what is still wrong.
 */
export function insertColumn(spec: ChartSpec, draft: ChartDraft, at: number, label = ''): DraftEdit {
  if (!spec.columnsEditable) return refusal('columnsFixed');
  if (!Number.isInteger(at) || at < 0 || at > draft.columns.length) return refusal('columnNone', { n: at + 1 });
  if (!canInsertAt(spec, draft, at)) return endRefusal(spec, draft, at);
  const column: DraftColumn = { id: draft.nextId, label, fixed: false };
  const columns = [...draft.columns.slice(0, at), column, ...draft.columns.slice(at)];
  return { ok: true, draft: { ...draft, columns, nextId: draft.nextId + 1 } };
}

/** Renames a column; its typed cells stay with it. A column the rulebook fixes keeps its name. */
export function renameColumn(spec: ChartSpec, draft: ChartDraft, index: number, label: string): DraftEdit {
  const c = columnAt(spec, draft, index);
  if (!isColumn(c)) return c;
  if (c.fixed) return refusal('columnFixedRename', { column: c.label });
  const columns = draft.columns.map((x, i) => (i === index ? { ...x, label } : x));
  return { ok: true, draft: { ...draft, columns } };
}

/**
 * Moves a column to position `to`, its typed cells with it. A column the rulebook fixes
 * stays where it is; nothing moves before the rulebook's first column or after its last.
 */
export function moveColumn(spec: ChartSpec, draft: ChartDraft, index: number, to: number): DraftEdit {
  const c = columnAt(spec, draft, index);
  if (!isColumn(c)) return c;
  if (c.fixed) return refusal('columnFixedMove', { column: c.label });
  if (!Number.isInteger(to) || to < 0 || to >= draft.columns.length) return refusal('columnNone', { n: to + 1 });
  const { lo, hi } = openRange(spec, draft.columns);
  if (to < lo || to > hi) return endRefusal(spec, draft, to < lo ? -1 : draft.columns.length + 1);
  const rest = draft.columns.filter((_, i) => i !== index);
  const columns = [...rest.slice(0, to), c, ...rest.slice(to)];
  return { ok: true, draft: { ...draft, columns } };
}

/**
 * Removes a column and its typed cells, which come back in `removed` so the players can
 * undo (restoreColumn). A column the rulebook fixes cannot be removed.
 */
export function removeColumn(spec: ChartSpec, draft: ChartDraft, index: number): DraftEdit {
  const c = columnAt(spec, draft, index);
  if (!isColumn(c)) return c;
  if (c.fixed) return refusal('columnFixedRemove', { column: c.label });
  const cells: Record<string, string> = {};
  const left: Record<string, string> = {};
  const prefix = `${c.id}|`;
  for (const [key, value] of Object.entries(draft.cells)) {
    if (key.startsWith(prefix)) {
      if (value.trim() !== '') cells[key.slice(prefix.length)] = value;
    } else left[key] = value;
  }
  const columns = draft.columns.filter((_, i) => i !== index);
  return { ok: true, draft: { ...draft, columns, cells: left }, removed: { column: c, index, cells } };
}

/** Puts a removed column back with its cells, where it was (or as near as the list allows). */
export function restoreColumn(spec: ChartSpec, draft: ChartDraft, removed: RemovedColumn): DraftEdit {
  if (!spec.columnsEditable) return refusal('columnsFixed');
  if (draft.columns.some((c) => c.id === removed.column.id)) return { ok: true, draft };
  const { lo, hi } = openRange(spec, draft.columns);
  const at = Math.min(Math.max(removed.index, lo), hi + 1);
  const columns = [...draft.columns.slice(0, at), removed.column, ...draft.columns.slice(at)];
  const cells = { ...draft.cells };
  for (const [row, value] of Object.entries(removed.cells)) cells[draftCellKey(removed.column.id, row)] = value;
  return { ok: true, draft: { ...draft, columns, cells, nextId: Math.max(draft.nextId, removed.column.id + 1) } };
}

/**
 * Whether players typed anything into a chart: a cell other than the rulebook's pre-filled
 * value, or a column list other than the default. A chart pack of untyped charts says nothing.
 */
export function chartTyped(spec: ChartSpec, data: ChartData | undefined): boolean {
  if (!data) return false;
  const cols = Array.isArray(data.columns) && data.columns.length > 0 ? data.columns : spec.columns;
  if (cols.length !== spec.columns.length || cols.some((c, i) => c !== spec.columns[i])) return true;
  const pre = new Map(spec.prefilled.map((p) => [cellKey(p.column, p.row), p.value]));
  return Object.entries(data.cells).some(([key, v]) => typeof v === 'string' && v.trim() !== '' && v.trim() !== pre.get(key));
}
