// Chart data here is synthetic, made up for the tests (DESIGN.md "Charts"): never shipped.
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  makeChartAccess, rowFor, validateCell, validateColumns, cellKey, emptyChartData,
  exportChartPack, parseChartPack, t,
  chartDraft, draftToData, draftCellKey, insertColumn, moveColumn, renameColumn, removeColumn,
  restoreColumn, columnRooms, canInsertAt, chartTyped,
  type ChartSpec, type ChartData, type ChartDraft, type DraftEdit, type Text,
} from '@/engine';
import { trcSpec } from '@/games/inferno/charts';
import { crtSpec as armirCrt, bombardmentSpec } from '@/games/armir/charts';
import { isEngineMessage, seedProperties } from './helpers';

seedProperties();

const crt: ChartSpec = {
  id: 'test.crt',
  title: t('test.crt.title'),
  rule: '12.1',
  dice: '1d6',
  columns: ['1:2', '1:1', '2:1', '3:1', '4:1', '5:1', '6:1', '7:1'],
  columnsEditable: true,
  columnGrammar: { pattern: '^\\d+:\\d+$', example: '3:1', help: t('test.odds.help') },
  fixedColumns: ['1:2', '7:1'],
  rows: [
    { label: '≤0', max: 0 },
    { label: '1', min: 1, max: 1 },
    { label: '2', min: 2, max: 2 },
    { label: '3', min: 3, max: 3 },
    { label: '4', min: 4, max: 4 },
    { label: '5', min: 5, max: 5 },
    { label: '6', min: 6, max: 6 },
    { label: '7+', min: 7 },
  ],
  cell: { pattern: '^(-|\\d+)/(-|\\d+)$', example: '1/3', help: t('test.cell.help') },
  prefilled: [{ column: '6:1', row: '4', value: '1/3', rule: '14.3' }],
};

const terrain: ChartSpec = {
  id: 'test.terrain',
  title: t('test.terrain.title'),
  rule: '8.4',
  dice: '1d6',
  columns: ['small', 'large'],
  columnsEditable: false,
  rows: [{ label: '1-2', min: 1, max: 2 }, { label: '3-6', min: 3, max: 6 }],
  cell: { pattern: '^[+-]?\\d$', example: '+1', help: t('test.drm.help') },
  prefilled: [],
};

const specs = [crt, terrain];

function typed(): ChartData {
  const d = emptyChartData(crt);
  d.cells[cellKey('3:1', '2')] = '-/1';
  d.cells[cellKey('7:1', '7+')] = '0/4';
  return d;
}

describe('chart rows', () => {
  it('open ends: ≤0 covers every total down, 7+ every total up', () => {
    expect(rowFor(crt, 0)?.label).toBe('≤0');
    expect(rowFor(crt, -3)?.label).toBe('≤0');
    expect(rowFor(crt, 4)?.label).toBe('4');
    expect(rowFor(crt, 7)?.label).toBe('7+');
    expect(rowFor(crt, 12)?.label).toBe('7+');
    expect(rowFor(terrain, 2)?.label).toBe('1-2');
    expect(rowFor(terrain, 0)).toBeUndefined();
    expect(rowFor(terrain, 7)).toBeUndefined();
  });
});

describe('chart lookup', () => {
  it('reads a typed cell', () => {
    const charts = makeChartAccess(specs, [typed()]);
    expect(charts.lookup('test.crt', '3:1', 2)).toEqual({ chartId: 'test.crt', column: '3:1', row: '2', value: '-/1' });
    expect(charts.lookup('test.crt', '7:1', 9)).toMatchObject({ row: '7+', value: '0/4' });
  });

  it('14.3: the cell a worked example reveals is pre-filled and marked with its rule', () => {
    const none = makeChartAccess(specs, []);
    expect(none.lookup('test.crt', '6:1', 4)).toEqual({
      chartId: 'test.crt', column: '6:1', row: '4', value: '1/3', prefilledBy: '14.3',
    });
    const withData = makeChartAccess(specs, [typed()]);
    expect(withData.lookup('test.crt', '6:1', 4)).toMatchObject({ value: '1/3', prefilledBy: '14.3' });
  });

  it('a pre-filled cell players typed over is theirs', () => {
    const d = typed();
    d.cells[cellKey('6:1', '4')] = '2/3';
    const got = makeChartAccess(specs, [d]).lookup('test.crt', '6:1', 4);
    expect(got.value).toBe('2/3');
    expect(got.prefilledBy).toBeUndefined();
  });

  it('an empty cell has no value: the players are asked', () => {
    const charts = makeChartAccess(specs, [typed()]);
    const got = charts.lookup('test.crt', '2:1', 5);
    expect(got).toEqual({ chartId: 'test.crt', column: '2:1', row: '5' });
    expect(got.value).toBeUndefined();
    expect(makeChartAccess(specs, []).lookup('test.terrain', 'small', 1).value).toBeUndefined();
  });

  it('a total no row covers is not clamped: row "?"', () => {
    expect(makeChartAccess(specs, []).lookup('test.terrain', 'large', 9)).toEqual({
      chartId: 'test.terrain', column: 'large', row: '?',
    });
  });

  it('columns edited by players are the ones in force', () => {
    const d = typed();
    d.columns = ['1:2', '1:1', '3:2', '2:1', '3:1', '4:1', '5:1', '6:1', '7:1'];
    d.cells[cellKey('3:2', '3')] = '1/1';
    const charts = makeChartAccess(specs, [d]);
    expect(charts.columns('test.crt')).toEqual(d.columns);
    expect(charts.columns('test.terrain')).toEqual(['small', 'large']);
    expect(charts.lookup('test.crt', '3:2', 3).value).toBe('1/1');
    expect(charts.data('test.crt')).toBe(d);
    expect(charts.data('test.terrain')).toBeUndefined();
    expect(charts.spec('test.crt')).toBe(crt);
  });
});

describe('validateCell', () => {
  it('accepts what the grammar allows', () => {
    for (const v of ['1/3', '-/2', '0/-', '-/-', ' 2/1 ']) expect(validateCell(crt, v)).toBeNull();
  });

  it('refuses what it does not, saying how it should look', () => {
    const e = validateCell(crt, '1-3');
    expect(e).toEqual({
      key: 'engine.chart.cellGrammar', params: { value: '1-3', example: '1/3', help: { key: 'test.cell.help' } },
    });
    expect(isEngineMessage(e)).toBe(true);
    expect(validateCell(crt, 'DSG')?.key).toBe('engine.chart.cellGrammar');
    expect(validateCell(crt, '')?.key).toBe('engine.chart.cellEmpty');
    expect(validateCell(crt, '   ')?.key).toBe('engine.chart.cellEmpty');
  });
});

describe('validateColumns', () => {
  const k = (spec: ChartSpec, cols: string[]) => {
    const e = validateColumns(spec, cols);
    if (e) expect(isEngineMessage(e)).toBe(true);
    return e?.key ?? null;
  };

  it('accepts the default list and one with 3:2 added', () => {
    expect(k(crt, crt.columns)).toBeNull();
    expect(k(crt, ['1:2', '1:1', '3:2', '2:1', '7:1'])).toBeNull();
  });

  it('refuses duplicates', () => {
    expect(k(crt, ['1:2', '1:1', '1:1', '7:1'])).toBe('engine.chart.columnDuplicate');
  });

  it('refuses unsorted odds, and equal ratios written twice', () => {
    expect(validateColumns(crt, ['1:2', '2:1', '1:1', '7:1'])).toEqual({
      key: 'engine.chart.columnOrder', params: { column: '1:1', previous: '2:1' },
    });
    expect(k(crt, ['1:2', '1:1', '2:2', '7:1'])).toBe('engine.chart.columnOrder');
  });

  it('refuses a list without the columns the rulebook fixes', () => {
    expect(validateColumns(crt, ['1:2', '1:1', '6:1'])).toEqual({
      key: 'engine.chart.columnMissing', params: { column: '7:1' },
    });
  });

  it('refuses bad labels and an empty list', () => {
    expect(k(crt, ['1:2', 'tre a uno', '7:1'])).toBe('engine.chart.columnGrammar');
    expect(k(crt, ['1:2', '', '7:1'])).toBe('engine.chart.columnBlank');
    expect(k(crt, ['1:2', ' ', '7:1'])).toBe('engine.chart.columnLabel');
    expect(k(crt, ['1:2', '2|1', '7:1'])).toBe('engine.chart.columnLabel');
    expect(k(crt, [])).toBe('engine.chart.columnsEmpty');
  });

  it('refuses any change to columns the rulebook fixes entirely', () => {
    expect(k(terrain, ['small', 'large'])).toBeNull();
    expect(k(terrain, ['large', 'small'])).toBe('engine.chart.columnsFixed');
  });
});

describe('chart packs', () => {
  it('export then import gives the same charts back', () => {
    const a = typed();
    const b: ChartData = { chartId: 'test.terrain', columns: ['small', 'large'], cells: { 'small|1-2': '+1', 'large|3-6': '-2' } };
    const text = exportChartPack([a, b], specs);
    const parsed = JSON.parse(text);
    expect(parsed).toMatchObject({ kind: 'aiutante-chart-pack', version: 1 });
    const back = parseChartPack(text, specs);
    expect(back).toEqual({ ok: true, charts: [a, b] });
  });

  it('property: any valid typed chart survives the round trip', () => {
    const cellValue = fc.tuple(fc.oneof(fc.constant('-'), fc.nat(9).map(String)), fc.oneof(fc.constant('-'), fc.nat(9).map(String)))
      .map(([x, y]) => `${x}/${y}`);
    const cellKeyArb = fc.tuple(fc.constantFrom(...crt.columns), fc.constantFrom(...crt.rows.map((r) => r.label)))
      .map(([c, r]) => cellKey(c, r));
    fc.assert(fc.property(fc.dictionary(cellKeyArb, cellValue), (cells) => {
      const d: ChartData = { chartId: 'test.crt', columns: [...crt.columns], cells };
      const back = parseChartPack(exportChartPack([d], specs), specs);
      expect(back.ok).toBe(true);
      if (back.ok) expect(back.charts[0].cells).toEqual(cells);
    }));
  });

  it('leaves charts the module does not know out of an export', () => {
    const stray: ChartData = { chartId: 'other.crt', columns: ['1:1'], cells: {} };
    const back = parseChartPack(exportChartPack([typed(), stray], specs), specs);
    expect(back.ok && back.charts.map((c) => c.chartId)).toEqual(['test.crt']);
  });

  describe('refuses a bad file whole, saying why', () => {
    const good = JSON.parse(exportChartPack([typed()], specs));
    const refused = (text: string): Text => {
      const r = parseChartPack(text, specs);
      expect(r.ok).toBe(false);
      expect('charts' in r).toBe(false);
      if (r.ok) throw new Error('accepted');
      expect(isEngineMessage(r.error)).toBe(true);
      return r.error;
    };

    it('truncated JSON', () => {
      const text = exportChartPack([typed()], specs);
      expect(refused(text.slice(0, text.length / 2)).key).toBe('engine.pack.notJson');
      expect(refused('').key).toBe('engine.pack.empty');
    });

    it('a file of another kind: a game export, a list, a number', () => {
      expect(refused(JSON.stringify({ kind: 'aiutante-game', version: 1, game: {} })).key).toBe('engine.pack.notAPack');
      expect(refused('[]').key).toBe('engine.pack.notAPack');
      expect(refused('42').key).toBe('engine.pack.notAPack');
      expect(refused('null').key).toBe('engine.pack.notAPack');
    });

    it('a version this app does not read', () => {
      expect(refused(JSON.stringify({ ...good, version: 2 }))).toEqual({
        key: 'engine.pack.version', params: { version: '2', supported: 1 },
      });
    });

    it('an unknown chart id', () => {
      const pack = { ...good, charts: [...good.charts, { chartId: 'nope.crt', columns: ['1:1'], cells: {} }] };
      expect(refused(JSON.stringify(pack))).toEqual({ key: 'engine.pack.unknownChart', params: { chart: 'nope.crt' } });
    });

    it('a cell that breaks its grammar, naming chart, column, row and reason', () => {
      const pack = structuredClone(good);
      pack.charts[0].cells['2:1|5'] = 'DSG1';
      const e = refused(JSON.stringify(pack));
      expect(e.key).toBe('engine.pack.badCell');
      expect(e.params).toMatchObject({ chart: crt.title, column: '2:1', row: '5' });
      expect((e.params!.reason as Text).key).toBe('engine.chart.cellGrammar');
    });

    it('a cell outside the chart, a value that is not text', () => {
      const p1 = structuredClone(good);
      p1.charts[0].cells['9:1|5'] = '1/1';
      expect(refused(JSON.stringify(p1))).toEqual({ key: 'engine.pack.badCellKey', params: { chart: crt.title, cell: '9:1|5' } });
      const p2 = structuredClone(good);
      p2.charts[0].cells['2:1|5'] = 3;
      expect(refused(JSON.stringify(p2)).key).toBe('engine.pack.badCell');
    });

    it('columns that break the rules of the chart', () => {
      const pack = structuredClone(good);
      pack.charts[0].columns = ['1:1', '1:2', '7:1'];
      const e = refused(JSON.stringify(pack));
      expect(e.key).toBe('engine.pack.badColumns');
      expect((e.params!.reason as Text).key).toBe('engine.chart.columnOrder');
    });

    it('a chart listed twice, a malformed chart, a missing list', () => {
      expect(refused(JSON.stringify({ ...good, charts: [good.charts[0], good.charts[0]] })).key).toBe('engine.pack.duplicateChart');
      expect(refused(JSON.stringify({ ...good, charts: [{ chartId: 'test.crt' }] })).key).toBe('engine.pack.chartMalformed');
      expect(refused(JSON.stringify({ kind: 'aiutante-chart-pack', version: 1 })).key).toBe('engine.pack.malformed');
    });
  });
});

// A chart shaped like Inferno's TRC (8.2): 1:3 first and 4:1 last, the rest open.
const trc: ChartSpec = {
  ...crt,
  id: 'test.trc',
  columns: ['1:3', '1:2', '1:1', '2:1', '3:1', '4:1'],
  fixedColumns: ['1:3', '4:1'],
  columnEnds: { first: '1:3', last: '4:1' },
  rows: [{ label: '2', min: 2, max: 2 }, { label: '3', min: 3, max: 3 }],
  prefilled: [],
};

function done(edit: DraftEdit): ChartDraft {
  if (!edit.ok) throw new Error(`refused: ${edit.error.key}`);
  return edit.draft;
}
function refusedEdit(edit: DraftEdit): Text {
  if (edit.ok) throw new Error('accepted');
  expect(isEngineMessage(edit.error)).toBe(true);
  return edit.error;
}
const labels = (d: ChartDraft) => d.columns.map((c) => c.label);
function saved(spec: ChartSpec, d: ChartDraft): ChartData {
  const r = draftToData(spec, d);
  if (!r.ok) throw new Error(`not saved: ${r.error.key}`);
  return r.data;
}

describe('validateColumns: the columns the rulebook puts at the ends (columnEnds)', () => {
  it('8.2: a column before 1:3 or after 4:1 is refused, naming the end column', () => {
    expect(validateColumns(trc, ['1:4', '1:3', '1:1', '4:1'])).toEqual({
      key: 'engine.chart.columnNotFirst', params: { column: '1:3', other: '1:4' },
    });
    expect(validateColumns(trc, ['1:3', '1:1', '4:1', '5:1'])).toEqual({
      key: 'engine.chart.columnNotLast', params: { column: '4:1', other: '5:1' },
    });
    expect(isEngineMessage(validateColumns(trc, ['1:3', '4:1', '5:1']))).toBe(true);
  });

  it('a blank column is asked for by its position, with an example', () => {
    expect(validateColumns(trc, ['1:3', '1:1', '', '4:1'])).toEqual({
      key: 'engine.chart.columnBlank', params: { n: 3, example: '3:1' },
    });
  });
});

describe('editing the column list (a draft: cells follow their column)', () => {
  function typedTrc(): ChartDraft {
    const d = emptyChartData(trc);
    d.cells[cellKey('1:1', '2')] = '-/1';
    d.cells[cellKey('2:1', '3')] = '1/2';
    return chartDraft(trc, d);
  }

  it('8.1: 3:2 goes between 1:1 and 2:1, its cell is typed, and the chart saves in that order', () => {
    let d = typedTrc();
    d = done(insertColumn(trc, d, 3));
    expect(labels(d)).toEqual(['1:3', '1:2', '1:1', '', '2:1', '3:1', '4:1']);
    expect(validateColumns(trc, labels(d))?.key).toBe('engine.chart.columnBlank');
    d = done(renameColumn(trc, d, 3, '3:2'));
    expect(validateColumns(trc, labels(d))).toBeNull();
    d.cells[draftCellKey(d.columns[3]!.id, '2')] = '0/1';
    const data = saved(trc, d);
    expect(data.columns).toEqual(['1:3', '1:2', '1:1', '3:2', '2:1', '3:1', '4:1']);
    expect(data.cells).toEqual({ '1:1|2': '-/1', '3:2|2': '0/1', '2:1|3': '1/2' });
  });

  it('the ends stay where the rulebook puts them: nothing before 1:3 or after 4:1, in words', () => {
    const d = typedTrc();
    expect(refusedEdit(insertColumn(trc, d, 0))).toEqual({ key: 'engine.chart.columnBeforeFirst', params: { column: '1:3' } });
    expect(refusedEdit(insertColumn(trc, d, 6))).toEqual({ key: 'engine.chart.columnAfterLast', params: { column: '4:1' } });
    expect(canInsertAt(trc, d, 0)).toBe(false);
    expect(canInsertAt(trc, d, 1)).toBe(true);
    expect(canInsertAt(trc, d, 5)).toBe(true);
    expect(canInsertAt(trc, d, 6)).toBe(false);
    expect(refusedEdit(moveColumn(trc, d, 1, 0)).key).toBe('engine.chart.columnBeforeFirst');
    expect(refusedEdit(moveColumn(trc, d, 4, 5)).key).toBe('engine.chart.columnAfterLast');
  });

  it('a column the rulebook fixes is neither renamed, moved nor removed', () => {
    const d = typedTrc();
    expect(refusedEdit(renameColumn(trc, d, 0, '1:4'))).toEqual({ key: 'engine.chart.columnFixedRename', params: { column: '1:3' } });
    expect(refusedEdit(moveColumn(trc, d, 5, 4)).key).toBe('engine.chart.columnFixedMove');
    expect(refusedEdit(removeColumn(trc, d, 5))).toEqual({ key: 'engine.chart.columnFixedRemove', params: { column: '4:1' } });
    expect(refusedEdit(removeColumn(trc, d, 9)).key).toBe('engine.chart.columnNone');
  });

  it('moving a column carries its typed cells; a move that breaks the order is said in words, and moving back mends it', () => {
    let d = typedTrc();
    d = done(moveColumn(trc, d, 2, 3)); // 1:1 after 2:1
    expect(labels(d)).toEqual(['1:3', '1:2', '2:1', '1:1', '3:1', '4:1']);
    expect(validateColumns(trc, labels(d))).toEqual({ key: 'engine.chart.columnOrder', params: { column: '1:1', previous: '2:1' } });
    expect(draftToData(trc, d).ok).toBe(false);
    d = done(moveColumn(trc, d, 3, 2));
    expect(saved(trc, d).cells).toEqual({ '1:1|2': '-/1', '2:1|3': '1/2' });
  });

  it('a 3:2 typed at the wrong place is moved where it belongs, its cell with it', () => {
    let d = done(insertColumn(trc, typedTrc(), 5, '3:2')); // between 3:1 and 4:1
    d.cells[draftCellKey(d.columns[5]!.id, '3')] = '2/-';
    expect(validateColumns(trc, labels(d))?.key).toBe('engine.chart.columnOrder');
    d = done(moveColumn(trc, d, 5, 4));
    d = done(moveColumn(trc, d, 4, 3));
    expect(saved(trc, d)).toEqual({
      chartId: 'test.trc',
      columns: ['1:3', '1:2', '1:1', '3:2', '2:1', '3:1', '4:1'],
      cells: { '1:1|2': '-/1', '3:2|3': '2/-', '2:1|3': '1/2' },
    });
  });

  it('renaming keeps the cells, even through a half-typed label', () => {
    let d = typedTrc();
    d = done(renameColumn(trc, d, 3, '3:'));
    expect(validateColumns(trc, labels(d))?.key).toBe('engine.chart.columnGrammar');
    d = done(renameColumn(trc, d, 3, '3:2'));
    expect(saved(trc, d).cells).toEqual({ '1:1|2': '-/1', '3:2|3': '1/2' });
  });

  it('removing a column gives its typed cells back for undo; undo puts them where they were', () => {
    const before = typedTrc();
    const r = removeColumn(trc, before, 3);
    if (!r.ok || !r.removed) throw new Error('refused');
    expect(labels(r.draft)).toEqual(['1:3', '1:2', '1:1', '3:1', '4:1']);
    expect(r.removed).toMatchObject({ index: 3, column: { label: '2:1' }, cells: { '3': '1/2' } });
    expect(saved(trc, r.draft).cells).toEqual({ '1:1|2': '-/1' });
    const back = done(restoreColumn(trc, r.draft, r.removed));
    expect(saved(trc, back)).toEqual(saved(trc, before));
  });

  it('what each column allows, for the buttons', () => {
    const rooms = columnRooms(trc, typedTrc());
    expect(rooms[0]).toEqual({ canRename: false, canRemove: false, canMoveEarlier: false, canMoveLater: false, canInsertAfter: true });
    expect(rooms[1]).toMatchObject({ canRename: true, canRemove: true, canMoveEarlier: false, canMoveLater: true });
    expect(rooms[4]).toMatchObject({ canMoveEarlier: true, canMoveLater: false, canInsertAfter: true });
    expect(rooms[5]).toMatchObject({ canRemove: false, canInsertAfter: false });
  });

  it('a chart whose columns the rulebook fixes entirely takes no edit', () => {
    const d = chartDraft(terrain, undefined);
    expect(refusedEdit(insertColumn(terrain, d, 1)).key).toBe('engine.chart.columnsFixed');
    expect(refusedEdit(renameColumn(terrain, d, 0, 'x')).key).toBe('engine.chart.columnsFixed');
    expect(columnRooms(terrain, d).every((r) => !r.canRename && !r.canInsertAfter)).toBe(true);
  });

  it('without ends, columns may go at the start and at the end', () => {
    const d = chartDraft(bombardmentSpec, undefined);
    expect(canInsertAt(bombardmentSpec, d, 0)).toBe(true);
    expect(canInsertAt(bombardmentSpec, d, d.columns.length)).toBe(true);
    const withZero = done(renameColumn(bombardmentSpec, done(insertColumn(bombardmentSpec, d, 0)), 0, '0'));
    expect(validateColumns(bombardmentSpec, labels(withZero))).toBeNull();
  });

  it('a cell that breaks the grammar keeps the draft from saving, naming column and row', () => {
    const d = typedTrc();
    d.cells[draftCellKey(d.columns[2]!.id, '3')] = 'boh';
    const r = draftToData(trc, d);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error).toMatchObject({ key: 'engine.chart.cellAt', params: { column: '1:1', row: '3' } });
      expect(isEngineMessage(r.error)).toBe(true);
    }
  });

  it('property: any sequence of edits loses no typed cell except with a removed column (given back)', () => {
    const op = fc.oneof(
      fc.record({ kind: fc.constant('insert' as const), at: fc.nat(8), label: fc.constantFrom('', '3:2', '5:2', 'x') }),
      fc.record({ kind: fc.constant('move' as const), at: fc.nat(8), by: fc.constantFrom(-1, 1) }),
      fc.record({ kind: fc.constant('rename' as const), at: fc.nat(8), label: fc.constantFrom('3:2', '3:', '9:4') }),
      fc.record({ kind: fc.constant('remove' as const), at: fc.nat(8) }),
    );
    fc.assert(
      fc.property(fc.array(op, { maxLength: 12 }), (ops) => {
        let d = typedTrc();
        const lost: string[] = [];
        for (const o of ops) {
          const r =
            o.kind === 'insert' ? insertColumn(trc, d, o.at, o.label)
            : o.kind === 'move' ? moveColumn(trc, d, o.at, o.at + o.by)
            : o.kind === 'rename' ? renameColumn(trc, d, o.at, o.label)
            : removeColumn(trc, d, o.at);
          if (!r.ok) {
            expect(isEngineMessage(r.error)).toBe(true);
            continue;
          }
          d = r.draft;
          if (r.removed) lost.push(...Object.values(r.removed.cells));
        }
        // The rulebook's ends never move.
        expect(d.columns[0]!.label).toBe('1:3');
        expect(d.columns.at(-1)!.label).toBe('4:1');
        // Every typed value is still in the draft, or was handed back on removal.
        expect([...Object.values(d.cells), ...lost].sort()).toEqual(['-/1', '1/2']);
      }),
    );
  });
});

describe("the games' charts: where their rules fix the columns", () => {
  it('Inferno 8.2: the TRC runs from 1:3 to 4:1; 3:2 between 1:1 and 2:1 is accepted', () => {
    let d = chartDraft(trcSpec, undefined);
    const at = labels(d).indexOf('2:1');
    d = done(renameColumn(trcSpec, done(insertColumn(trcSpec, d, at)), at, '3:2'));
    expect(saved(trcSpec, d).columns).toEqual(['1:3', '1:2', '1:1', '3:2', '2:1', '3:1', '4:1']);
    expect(canInsertAt(trcSpec, d, 0)).toBe(false);
    expect(canInsertAt(trcSpec, d, d.columns.length)).toBe(false);
  });

  it('ARMIR 12.1: the CRT runs from 1:2 to 7:1, 6:1 stays; a column may go between 6:1 and 7:1', () => {
    const d = chartDraft(armirCrt, undefined);
    expect(canInsertAt(armirCrt, d, 0)).toBe(false);
    expect(canInsertAt(armirCrt, d, d.columns.length)).toBe(false);
    const six = labels(d).indexOf('6:1');
    expect(refusedEdit(removeColumn(armirCrt, d, six)).key).toBe('engine.chart.columnFixedRemove');
    const e = done(renameColumn(armirCrt, done(insertColumn(armirCrt, d, six + 1)), six + 1, '13:2'));
    expect(validateColumns(armirCrt, labels(e))).toBeNull();
    // The 14.3 cell (6:1, row 4) is still there.
    expect(saved(armirCrt, e).cells).toEqual({ '6:1|4': '1/3' });
  });
});

describe('chartTyped: is there anything to put in a pack?', () => {
  it('a chart with only the rulebook\'s pre-filled cells and its default columns is not typed', () => {
    expect(chartTyped(crt, undefined)).toBe(false);
    expect(chartTyped(crt, emptyChartData(crt))).toBe(false);
    expect(chartTyped(crt, typed())).toBe(true);
    expect(chartTyped(crt, { ...emptyChartData(crt), columns: ['1:2', '1:1', '7:1'] })).toBe(true);
    expect(chartTyped(crt, { ...emptyChartData(crt), cells: { [cellKey('6:1', '4')]: '2/3' } })).toBe(true);
  });
});
