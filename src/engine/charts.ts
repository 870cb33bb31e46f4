/**
 * Printed charts (DESIGN.md "Charts"): a module declares the structure of each chart
 * (dice, columns, rows with open ends, the grammar of a cell); players type the values
 * once; rules-revealed cells are pre-filled with their rule. Nothing here invents a value.
 */
import type {
  ChartAccess,
  ChartData,
  ChartLookup,
  ChartRow,
  ChartSpec,
  Text,
} from './types';
import { t } from './derivation';
import { parseOdds } from './ratio';

export const CHART_PACK_KIND = 'aiutante-chart-pack';
export const CHART_PACK_VERSION = 1;

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
 * order, every column the rulebook fixes still present. Columns of a chart that is not
 * editable must equal the default list. null = valid.
 */
export function validateColumns(spec: ChartSpec, cols: string[]): Text | null {
  if (!Array.isArray(cols) || cols.length === 0) return t('engine.chart.columnsEmpty');
  for (const c of cols) {
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
