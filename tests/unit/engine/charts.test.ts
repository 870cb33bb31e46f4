// Chart data here is synthetic, made up for the tests (DESIGN.md "Charts"): never shipped.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  canInsertAt,
  cellKey,
  type ChartData,
  chartDraft,
  type ChartDraft,
  type ChartSpec,
  chartTyped,
  columnRooms,
  draftCellKey,
  type DraftEdit,
  draftToData,
  emptyChartData,
  exportChartPack,
  insertColumn,
  makeChartAccess,
  moveColumn,
  paperCellKey,
  parseChartPack,
  removeColumn,
  renameColumn,
  restoreColumn,
  rowFor,
  rowMatches,
  t,
  type Text,
  validateCell,
  validateColumns,
} from '@/engine';
import { trcSpec } from '@/games/inferno/charts';
import { bombardmentSpec, crtSpec as armirCrt } from '@/games/armir/charts';
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
  rows: [
    { label: '1-2', min: 1, max: 2 },
    { label: '3-6', min: 3, max: 6 },
  ],
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
      chartId: 'test.crt',
      column: '6:1',
      row: '4',
      value: '1/3',
      prefilledBy: '14.3',
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
      chartId: 'test.terrain',
      column: 'large',
      row: '?',
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
      key: 'engine.chart.cellGrammar',
      params: { value: '1-3', example: '1/3', help: { key: 'test.cell.help' } },
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
      key: 'engine.chart.columnOrder',
      params: { column: '1:1', previous: '2:1' },
    });
    expect(k(crt, ['1:2', '1:1', '2:2', '7:1'])).toBe('engine.chart.columnOrder');
  });

  it('refuses a list without the columns the rulebook fixes', () => {
    expect(validateColumns(crt, ['1:2', '1:1', '6:1'])).toEqual({
      key: 'engine.chart.columnMissing',
      params: { column: '7:1' },
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
    const cellValue = fc
      .tuple(fc.oneof(fc.constant('-'), fc.nat(9).map(String)), fc.oneof(fc.constant('-'), fc.nat(9).map(String)))
      .map(([x, y]) => `${x}/${y}`);
    const cellKeyArb = fc.tuple(fc.constantFrom(...crt.columns), fc.constantFrom(...crt.rows.map((r) => r.label))).map(([c, r]) => cellKey(c, r));
    fc.assert(
      fc.property(fc.dictionary(cellKeyArb, cellValue), (cells) => {
        const d: ChartData = { chartId: 'test.crt', columns: [...crt.columns], cells };
        const back = parseChartPack(exportChartPack([d], specs), specs);
        expect(back.ok).toBe(true);
        if (back.ok) expect(back.charts[0].cells).toEqual(cells);
      }),
    );
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
        key: 'engine.pack.version',
        params: { version: '2', supported: 1 },
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
  rows: [
    { label: '2', min: 2, max: 2 },
    { label: '3', min: 3, max: 3 },
  ],
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
      key: 'engine.chart.columnNotFirst',
      params: { column: '1:3', other: '1:4' },
    });
    expect(validateColumns(trc, ['1:3', '1:1', '4:1', '5:1'])).toEqual({
      key: 'engine.chart.columnNotLast',
      params: { column: '4:1', other: '5:1' },
    });
    expect(isEngineMessage(validateColumns(trc, ['1:3', '4:1', '5:1']))).toBe(true);
  });

  it('a blank column is asked for by its position, with an example', () => {
    expect(validateColumns(trc, ['1:3', '1:1', '', '4:1'])).toEqual({
      key: 'engine.chart.columnBlank',
      params: { n: 3, example: '3:1' },
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
            o.kind === 'insert'
              ? insertColumn(trc, d, o.at, o.label)
              : o.kind === 'move'
                ? moveColumn(trc, d, o.at, o.at + o.by)
                : o.kind === 'rename'
                  ? renameColumn(trc, d, o.at, o.label)
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
  it("a chart with only the rulebook's pre-filled cells and its default columns is not typed", () => {
    expect(chartTyped(crt, undefined)).toBe(false);
    expect(chartTyped(crt, emptyChartData(crt))).toBe(false);
    expect(chartTyped(crt, typed())).toBe(true);
    expect(chartTyped(crt, { ...emptyChartData(crt), columns: ['1:2', '1:1', '7:1'] })).toBe(true);
    expect(chartTyped(crt, { ...emptyChartData(crt), cells: { [cellKey('6:1', '4')]: '2/3' } })).toBe(true);
  });
});

// Chart data here is synthetic, made up for the tests (DESIGN.md "Charts"): never shipped.
// The charts read the way the players meet them: a cell read off the chart, a cell or a column
// refused in words, a chart pack written and read back, the column list edited.
describe('charts read as the players meet them', () => {
  const crt: ChartSpec = {
    id: 'test.crt',
    title: t('test.crt.title'),
    rule: '12.1',
    dice: '1d6',
    columns: ['1:2', '1:1', '2:1', '3:1'],
    columnsEditable: true,
    columnGrammar: { pattern: '^\\d+:\\d+$', example: '3:1', help: t('test.odds.help') },
    fixedColumns: ['1:2'],
    rows: [
      { label: '≤1', max: 1 },
      { label: '2-3', min: 2, max: 3 },
      { label: '4+', min: 4 },
    ],
    cell: { pattern: '^(-|\\d+)/(-|\\d+)$', example: '1/3', help: t('test.cell.help') },
    prefilled: [{ column: '2:1', row: '2-3', value: '1/1', rule: '14.3' }],
  };

  // Integer columns (a DRM chart), the rulebook fixing nothing.
  const drm: ChartSpec = {
    id: 'test.drm',
    title: t('test.drm.title'),
    rule: '9.1',
    dice: '1d6',
    columns: ['-1', '0', '+2'],
    columnsEditable: true,
    rows: [{ label: '1', min: 1, max: 1 }],
    cell: { pattern: '^\\d$', example: '3', help: t('test.drm.help') },
    prefilled: [],
  };

  // Ends fixed by the rulebook (like Inferno's TRC).
  const ends: ChartSpec = {
    ...crt,
    id: 'test.ends',
    columns: ['1:3', '1:1', '2:1', '4:1'],
    fixedColumns: ['1:3', '4:1'],
    columnEnds: { first: '1:3', last: '4:1' },
    rows: [{ label: '2', min: 2, max: 2 }],
    prefilled: [],
  };

  const fixed: ChartSpec = { ...drm, id: 'test.fixed', columnsEditable: false };

  function done(edit: DraftEdit): ChartDraft {
    if (!edit.ok) throw new Error(`refused: ${edit.error.key}`);
    return edit.draft;
  }
  function refused(edit: DraftEdit): Text {
    if (edit.ok) throw new Error('accepted');
    return edit.error;
  }
  const labels = (d: ChartDraft) => d.columns.map((c) => c.label);

  describe('rows and cells', () => {
    it('a row covers its bounds, both included; an open end covers everything past it', () => {
      const row = { label: '2-3', min: 2, max: 3 };
      expect([1, 2, 3, 4].map((n) => rowMatches(row, n))).toEqual([false, true, true, false]);
      expect(rowMatches({ label: '≤1', max: 1 }, -50)).toBe(true);
      expect(rowMatches({ label: '4+', min: 4 }, 50)).toBe(true);
      expect([0, 1, 2, 3, 4, 9].map((n) => rowFor(crt, n)?.label)).toEqual(['≤1', '≤1', '2-3', '2-3', '4+', '4+']);
    });

    it('a cell is trimmed before it is checked; empty or not text, it is asked for with an example', () => {
      expect(validateCell(crt, ' 1/2 ')).toBeNull();
      expect(validateCell(crt, '  ')).toEqual({ key: 'engine.chart.cellEmpty', params: { example: '1/3' } });
      expect(validateCell(crt, 3 as unknown as string)).toEqual({ key: 'engine.chart.cellEmpty', params: { example: '1/3' } });
      expect(validateCell(crt, ' x/1 ')).toEqual({ key: 'engine.chart.cellGrammar', params: { value: 'x/1', example: '1/3', help: t('test.cell.help') } });
    });

    it('a grammar that is no pattern refuses every cell and column, without failing', () => {
      const broken: ChartSpec = { ...crt, cell: { ...crt.cell, pattern: '(' }, columnGrammar: { ...crt.columnGrammar!, pattern: '[' } };
      expect(validateCell(broken, '1/1')?.key).toBe('engine.chart.cellGrammar');
      expect(validateColumns(broken, ['1:2'])?.key).toBe('engine.chart.columnGrammar');
    });

    it('the key of a cell typed off the paper chart names the chart, column and row', () => {
      expect(paperCellKey({ chartId: 'armir.crt', column: '3:1', row: '5' })).toBe('armir.crt|3:1|5');
      expect(cellKey('3:1', '5')).toBe('3:1|5');
      expect(draftCellKey(4, '5')).toBe('4|5');
    });
  });

  describe('a column list, checked in words', () => {
    it('not a list, or empty, is refused', () => {
      expect(validateColumns(crt, [])).toEqual({ key: 'engine.chart.columnsEmpty' });
      expect(validateColumns(crt, 'x' as unknown as string[])).toEqual({ key: 'engine.chart.columnsEmpty' });
    });

    it("a blank column asks for one like the grammar's example, or the first default column", () => {
      expect(validateColumns(drm, ['-1', ''])).toEqual({ key: 'engine.chart.columnBlank', params: { n: 2, example: '-1' } });
      expect(validateColumns({ ...drm, columns: [] }, [''])).toEqual({ key: 'engine.chart.columnBlank', params: { n: 1, example: '' } });
    });

    it('a label with spaces around, only spaces, a "|" or not text is refused, naming it', () => {
      for (const c of [' 0', '0 ', '   ', '0|1']) expect(validateColumns(drm, [c])).toEqual({ key: 'engine.chart.columnLabel', params: { column: c } });
      expect(validateColumns(drm, [3 as unknown as string])).toEqual({ key: 'engine.chart.columnLabel', params: { column: '3' } });
    });

    it('a label off the column grammar is refused with the example and help', () => {
      expect(validateColumns(crt, ['1:2', '3-1'])).toEqual({
        key: 'engine.chart.columnGrammar',
        params: { column: '3-1', example: '3:1', help: t('test.odds.help') },
      });
    });

    it('whole-number columns go up: each strictly greater than the one before', () => {
      expect(validateColumns(drm, ['-1', '0', '+2'])).toBeNull();
      expect(validateColumns(drm, ['0', '-1'])).toEqual({ key: 'engine.chart.columnOrder', params: { column: '-1', previous: '0' } });
      expect(validateColumns(drm, ['0', '+0'])).toEqual({ key: 'engine.chart.columnOrder', params: { column: '+0', previous: '0' } });
      expect(validateColumns(drm, ['-1', '+2', '1'])).toEqual({ key: 'engine.chart.columnOrder', params: { column: '1', previous: '+2' } });
      // Columns that are neither odds nor whole numbers keep the order typed.
      expect(validateColumns(drm, ['b', 'a'])).toBeNull();
      expect(validateColumns(drm, ['2', 'a', '1'])).toBeNull();
    });

    it('odds go up: the exact ratio, not its rounding; a mixed list of odds and words keeps its order', () => {
      expect(validateColumns(crt, ['1:2', '1:1', '2:1'])).toBeNull();
      expect(validateColumns(crt, ['1:2', '2:1', '1:1'])).toEqual({ key: 'engine.chart.columnOrder', params: { column: '1:1', previous: '2:1' } });
      expect(validateColumns(crt, ['1:2', '3:1', '2:1', '4:1'])).toEqual({ key: 'engine.chart.columnOrder', params: { column: '2:1', previous: '3:1' } });
      expect(validateColumns({ ...crt, columnGrammar: undefined }, ['1:2', '3:1', 'x', '2:1'])).toBeNull();
    });

    it('a column the rulebook fixes must be there; a list of a chart the rulebook fixes must be the default', () => {
      expect(validateColumns(crt, ['1:1', '2:1'])).toEqual({ key: 'engine.chart.columnMissing', params: { column: '1:2' } });
      expect(validateColumns(fixed, ['-1', '0', '+2'])).toBeNull();
      expect(validateColumns(fixed, ['-1', '0'])).toEqual({ key: 'engine.chart.columnsFixed' });
      expect(validateColumns(fixed, ['-1', '0', '+3'])).toEqual({ key: 'engine.chart.columnsFixed' });
      expect(validateColumns(fixed, ['-1', '0', '+2', '+3'])).toEqual({ key: 'engine.chart.columnsFixed' });
    });
  });

  describe('reading a cell off the chart', () => {
    it("a typed cell is read trimmed; one typed as the rulebook's value still carries its rule; one typed over does not", () => {
      const access = makeChartAccess(
        [crt],
        [{ chartId: 'test.crt', columns: crt.columns, cells: { [cellKey('3:1', '4+')]: ' 2/- ', [cellKey('2:1', '2-3')]: ' 1/1 ' } }],
      );
      expect(access.lookup('test.crt', '3:1', 6)).toEqual({ chartId: 'test.crt', column: '3:1', row: '4+', value: '2/-' });
      expect(access.lookup('test.crt', '2:1', 2)).toEqual({ chartId: 'test.crt', column: '2:1', row: '2-3', value: '1/1', prefilledBy: '14.3' });
      const over = makeChartAccess([crt], [{ chartId: 'test.crt', columns: crt.columns, cells: { [cellKey('2:1', '2-3')]: '0/2' } }]);
      expect(over.lookup('test.crt', '2:1', 3)).toEqual({ chartId: 'test.crt', column: '2:1', row: '2-3', value: '0/2' });
    });

    it("a cell blank or not text is not typed: the rulebook's value, or nothing", () => {
      const access = makeChartAccess(
        [crt],
        [{ chartId: 'test.crt', columns: crt.columns, cells: { [cellKey('2:1', '2-3')]: '  ', [cellKey('1:1', '2-3')]: 4 as unknown as string } }],
      );
      expect(access.lookup('test.crt', '2:1', 2)).toEqual({ chartId: 'test.crt', column: '2:1', row: '2-3', value: '1/1', prefilledBy: '14.3' });
      expect(access.lookup('test.crt', '1:1', 2)).toEqual({ chartId: 'test.crt', column: '1:1', row: '2-3' });
      // The pre-filled cell of another column or row is not this one's.
      expect(access.lookup('test.crt', '2:1', 4)).toEqual({ chartId: 'test.crt', column: '2:1', row: '4+' });
      expect(access.lookup('test.crt', '3:1', 2)).toEqual({ chartId: 'test.crt', column: '3:1', row: '2-3' });
    });

    it('a total no row covers reads row "?"; an unknown chart is an error naming it', () => {
      const gap: ChartSpec = { ...crt, rows: [{ label: '1', min: 1, max: 1 }] };
      expect(makeChartAccess([gap], []).lookup('test.crt', '1:1', 5)).toEqual({ chartId: 'test.crt', column: '1:1', row: '?' });
      expect(() => makeChartAccess([crt], []).lookup('nope', '1:1', 1)).toThrow('unknown chart nope');
      expect(() => makeChartAccess([crt], []).columns('nope')).toThrow('unknown chart nope');
    });

    it("the columns in force are the typed ones, else the rulebook's, always a copy", () => {
      const data = { chartId: 'test.crt', columns: ['1:2', '3:1'], cells: {} };
      const access = makeChartAccess([crt], [data]);
      const cols = access.columns('test.crt');
      expect(cols).toEqual(['1:2', '3:1']);
      cols.push('x');
      expect(access.columns('test.crt')).toEqual(['1:2', '3:1']);
      const none = makeChartAccess([crt], [{ chartId: 'test.crt', columns: [], cells: {} }]);
      const def = none.columns('test.crt');
      expect(def).toEqual(crt.columns);
      def.push('x');
      expect(crt.columns).toEqual(['1:2', '1:1', '2:1', '3:1']);
      expect(none.spec('test.crt')).toBe(crt);
      expect(none.data('test.crt')).toEqual({ chartId: 'test.crt', columns: [], cells: {} });
      expect(none.data('other')).toBeUndefined();
    });

    it("a chart with nothing typed has the default columns and the rulebook's cells", () => {
      const e = emptyChartData(crt);
      expect(e).toEqual({ chartId: 'test.crt', columns: crt.columns, cells: { '2:1|2-3': '1/1' } });
      expect(e.columns).not.toBe(crt.columns);
    });
  });

  describe('a chart pack', () => {
    it('is written with cells trimmed and sorted, blank ones left out, two spaces deep', () => {
      const text = exportChartPack(
        [{ chartId: 'test.crt', columns: crt.columns, cells: { 'b|x': ' 1/1 ', 'a|x': '0/1', 'c|x': '  ', 'd|x': 5 as unknown as string } }],
        [crt],
      );
      expect(text).toBe(
        JSON.stringify(
          { kind: 'aiutante-chart-pack', version: 1, charts: [{ chartId: 'test.crt', columns: crt.columns, cells: { 'a|x': '0/1', 'b|x': '1/1' } }] },
          null,
          2,
        ),
      );
      expect(Object.keys(JSON.parse(text).charts[0].cells)).toEqual(['a|x', 'b|x']);
    });

    it('is read with cells trimmed and blank ones left out', () => {
      const text = JSON.stringify({
        kind: 'aiutante-chart-pack',
        version: 1,
        charts: [{ chartId: 'test.crt', columns: crt.columns, cells: { '3:1|4+': ' 2/- ', '1:1|≤1': '  ' } }],
      });
      expect(parseChartPack(text, [crt])).toEqual({ ok: true, charts: [{ chartId: 'test.crt', columns: crt.columns, cells: { '3:1|4+': '2/-' } }] });
    });

    it('not text, or blank, is empty; a version is named as read', () => {
      expect(parseChartPack(3 as unknown as string, [crt])).toEqual({ ok: false, error: { key: 'engine.pack.empty' } });
      expect(parseChartPack('   ', [crt])).toEqual({ ok: false, error: { key: 'engine.pack.empty' } });
      expect(parseChartPack('{', [crt])).toEqual({ ok: false, error: { key: 'engine.pack.notJson' } });
      expect(parseChartPack('{"kind":"aiutante-chart-pack"}', [crt])).toEqual({
        ok: false,
        error: { key: 'engine.pack.version', params: { version: 'undefined', supported: 1 } },
      });
      expect(parseChartPack('{"kind":"aiutante-chart-pack","version":1,"charts":{}}', [crt])).toEqual({ ok: false, error: { key: 'engine.pack.malformed' } });
    });

    it('a malformed chart is named by its place in the list', () => {
      const pack = (charts: unknown[]) => JSON.stringify({ kind: 'aiutante-chart-pack', version: 1, charts });
      const good = { chartId: 'test.crt', columns: crt.columns, cells: {} };
      expect(parseChartPack(pack([good, 'x']), [crt, drm])).toEqual({ ok: false, error: { key: 'engine.pack.chartMalformed', params: { index: 2 } } });
      expect(parseChartPack(pack([{ chartId: 7 }]), [crt])).toEqual({ ok: false, error: { key: 'engine.pack.chartMalformed', params: { index: 1 } } });
      expect(parseChartPack(pack([{ chartId: 'test.crt', columns: ['1:2', 3], cells: {} }]), [crt])).toEqual({
        ok: false,
        error: { key: 'engine.pack.chartMalformed', params: { index: 1 } },
      });
      expect(parseChartPack(pack([{ chartId: 'test.crt', columns: '1:2', cells: {} }]), [crt])).toEqual({
        ok: false,
        error: { key: 'engine.pack.chartMalformed', params: { index: 1 } },
      });
      expect(parseChartPack(pack([{ chartId: 'test.crt', columns: crt.columns, cells: [] }]), [crt])).toEqual({
        ok: false,
        error: { key: 'engine.pack.chartMalformed', params: { index: 1 } },
      });
      expect(parseChartPack(pack([{ chartId: 'test.crt', columns: crt.columns }]), [crt])).toEqual({
        ok: false,
        error: { key: 'engine.pack.chartMalformed', params: { index: 1 } },
      });
    });

    it("a chart twice is named; its columns' fault is said", () => {
      const pack = (charts: unknown[]) => JSON.stringify({ kind: 'aiutante-chart-pack', version: 1, charts });
      const good = { chartId: 'test.crt', columns: crt.columns, cells: {} };
      expect(parseChartPack(pack([good, good]), [crt])).toEqual({ ok: false, error: { key: 'engine.pack.duplicateChart', params: { chart: crt.title } } });
      expect(parseChartPack(pack([{ ...good, columns: ['1:1'] }]), [crt])).toEqual({
        ok: false,
        error: { key: 'engine.pack.badColumns', params: { chart: crt.title, reason: { key: 'engine.chart.columnMissing', params: { column: '1:2' } } } },
      });
    });

    it('a cell key without its row, with a column not in the list or a row not in the chart, is refused, naming it', () => {
      const pack = (cells: Record<string, unknown>) =>
        JSON.stringify({ kind: 'aiutante-chart-pack', version: 1, charts: [{ chartId: 'test.crt', columns: crt.columns, cells }] });
      for (const key of ['3:1', '9:1|4+', '3:1|7', '|4+', '3:1|']) {
        expect(parseChartPack(pack({ [key]: '1/1' }), [crt])).toEqual({
          ok: false,
          error: { key: 'engine.pack.badCellKey', params: { chart: crt.title, cell: key } },
        });
      }
      expect(parseChartPack(pack({ '3:1|4+': 2 }), [crt])).toEqual({
        ok: false,
        error: { key: 'engine.pack.badCell', params: { chart: crt.title, column: '3:1', row: '4+', reason: { key: 'engine.pack.notText' } } },
      });
      expect(parseChartPack(pack({ '3:1|4+': 'x' }), [crt])).toEqual({
        ok: false,
        error: { key: 'engine.pack.badCell', params: { chart: crt.title, column: '3:1', row: '4+', reason: validateCell(crt, 'x') } },
      });
    });

    it('a row label holding "|" is split at the first one', () => {
      const odd: ChartSpec = { ...drm, rows: [{ label: 'a|b', min: 1, max: 1 }] };
      const text = JSON.stringify({
        kind: 'aiutante-chart-pack',
        version: 1,
        charts: [{ chartId: 'test.drm', columns: drm.columns, cells: { '0|a|b': '3' } }],
      });
      expect(parseChartPack(text, [odd])).toEqual({ ok: true, charts: [{ chartId: 'test.drm', columns: drm.columns, cells: { '0|a|b': '3' } }] });
    });
  });

  describe('a draft of the column list', () => {
    it('is made from the chart typed, else the default; fixed columns marked; only typed cells kept', () => {
      const d = chartDraft(crt, {
        chartId: 'test.crt',
        columns: ['1:2', '3:1'],
        cells: { '3:1|4+': '2/-', '1:2|≤1': '', '1:2|2-3': 7 as unknown as string, 'zz|4+': '1/1' },
      });
      expect(d).toEqual({
        chartId: 'test.crt',
        columns: [
          { id: 1, label: '1:2', fixed: true },
          { id: 2, label: '3:1', fixed: false },
        ],
        cells: { '2|4+': '2/-' },
        nextId: 3,
      });
      const e = chartDraft(crt, { chartId: 'test.crt', columns: [], cells: {} });
      expect(labels(e)).toEqual(crt.columns);
      expect(chartDraft(crt, undefined).cells).toEqual({ '3|2-3': '1/1' });
    });

    it('saves with cells trimmed, blank ones left out; a bad cell named by column and row with the reason', () => {
      const d = chartDraft(crt, undefined);
      d.cells['4|4+'] = ' 2/1 ';
      d.cells['2|≤1'] = '   ';
      expect(draftToData(crt, d)).toEqual({ ok: true, data: { chartId: 'test.crt', columns: crt.columns, cells: { '2:1|2-3': '1/1', '3:1|4+': '2/1' } } });
      d.cells['2|≤1'] = 'x';
      expect(draftToData(crt, d)).toEqual({
        ok: false,
        error: { key: 'engine.chart.cellAt', params: { column: '1:1', row: '≤1', reason: validateCell(crt, 'x') } },
      });
      const bad = done(renameColumn(crt, d, 1, '5:1'));
      expect(draftToData(crt, bad)).toEqual({ ok: false, error: { key: 'engine.chart.columnOrder', params: { column: '2:1', previous: '5:1' } } });
    });

    it('a new column goes where the list is open, blank unless named, with a new id', () => {
      const d = chartDraft(ends, undefined);
      expect([-1, 0, 1, 2, 3, 4, 5, 1.5].map((at) => canInsertAt(ends, d, at))).toEqual([false, false, true, true, true, false, false, false]);
      const e = done(insertColumn(ends, d, 1));
      expect(e.columns[1]).toEqual({ id: 5, label: '', fixed: false });
      expect(e.nextId).toBe(6);
      expect(done(insertColumn(ends, d, 3, '3:1')).columns.map((c) => c.label)).toEqual(['1:3', '1:1', '2:1', '3:1', '4:1']);
      expect(refused(insertColumn(ends, d, 0))).toEqual({ key: 'engine.chart.columnBeforeFirst', params: { column: '1:3' } });
      expect(refused(insertColumn(ends, d, 4))).toEqual({ key: 'engine.chart.columnAfterLast', params: { column: '4:1' } });
      expect(refused(insertColumn(ends, d, 5))).toEqual({ key: 'engine.chart.columnNone', params: { n: 6 } });
      expect(refused(insertColumn(ends, d, -1))).toEqual({ key: 'engine.chart.columnNone', params: { n: 0 } });
      expect(refused(insertColumn(ends, d, 0.5))).toEqual({ key: 'engine.chart.columnNone', params: { n: 1.5 } });
      expect(canInsertAt(fixed, chartDraft(fixed, undefined), 1)).toBe(false);
    });

    it('an end column moved off its place, or a list without its end columns, opens that end', () => {
      const d = chartDraft(ends, undefined);
      const loose = { ...d, columns: d.columns.map((c) => ({ ...c, fixed: false })) };
      expect(canInsertAt(ends, loose, 0)).toBe(true);
      expect(canInsertAt(ends, loose, 4)).toBe(true);
      const swapped = { ...d, columns: [d.columns[1]!, d.columns[0]!, d.columns[2]!, d.columns[3]!] };
      expect(canInsertAt(ends, swapped, 0)).toBe(true);
      const noEnds = { ...d, columns: [d.columns[0]!, d.columns[1]!, d.columns[2]!] };
      expect(canInsertAt(ends, noEnds, 3)).toBe(true);
      const empty = { ...d, columns: [] };
      expect(canInsertAt(ends, empty, 0)).toBe(true);
      const lastOnly = { ...d, columns: [d.columns[1]!, d.columns[3]!] };
      expect([0, 1, 2].map((at) => canInsertAt(ends, lastOnly, at))).toEqual([true, true, false]);
    });

    it('what each column allows, end to end', () => {
      const d = chartDraft(ends, undefined);
      expect(columnRooms(ends, d)).toEqual([
        { canRename: false, canRemove: false, canMoveEarlier: false, canMoveLater: false, canInsertAfter: true },
        { canRename: true, canRemove: true, canMoveEarlier: false, canMoveLater: true, canInsertAfter: true },
        { canRename: true, canRemove: true, canMoveEarlier: true, canMoveLater: false, canInsertAfter: true },
        { canRename: false, canRemove: false, canMoveEarlier: false, canMoveLater: false, canInsertAfter: false },
      ]);
      const free = chartDraft(drm, undefined);
      expect(columnRooms(drm, free).map((r) => [r.canMoveEarlier, r.canMoveLater, r.canInsertAfter])).toEqual([
        [false, true, true],
        [true, true, true],
        [true, false, true],
      ]);
      expect(columnRooms(fixed, chartDraft(fixed, undefined)).every((r) => !r.canRename && !r.canRemove && !r.canMoveEarlier && !r.canMoveLater)).toBe(true);
    });

    it('a rename changes that column only; a column not there is named by its number', () => {
      const d = chartDraft(drm, undefined);
      expect(labels(done(renameColumn(drm, d, 1, '1')))).toEqual(['-1', '1', '+2']);
      expect(refused(renameColumn(drm, d, 3, 'x'))).toEqual({ key: 'engine.chart.columnNone', params: { n: 4 } });
      expect(refused(renameColumn(drm, d, 0.5, 'x'))).toEqual({ key: 'engine.chart.columnNone', params: { n: 1.5 } });
      expect(refused(renameColumn(fixed, chartDraft(fixed, undefined), 0, 'x'))).toEqual({ key: 'engine.chart.columnsFixed' });
    });

    it('a move goes to the place asked, within the list; past the ends it is refused naming the end', () => {
      const d = chartDraft(drm, undefined);
      expect(labels(done(moveColumn(drm, d, 0, 2)))).toEqual(['0', '+2', '-1']);
      expect(labels(done(moveColumn(drm, d, 2, 0)))).toEqual(['+2', '-1', '0']);
      expect(refused(moveColumn(drm, d, 0, 3))).toEqual({ key: 'engine.chart.columnNone', params: { n: 4 } });
      expect(refused(moveColumn(drm, d, 0, -1))).toEqual({ key: 'engine.chart.columnNone', params: { n: 0 } });
      expect(refused(moveColumn(drm, d, 0, 1.5))).toEqual({ key: 'engine.chart.columnNone', params: { n: 2.5 } });
      expect(refused(moveColumn(drm, d, 5, 1))).toEqual({ key: 'engine.chart.columnNone', params: { n: 6 } });
      const e = chartDraft(ends, undefined);
      expect(labels(done(moveColumn(ends, e, 1, 2)))).toEqual(['1:3', '2:1', '1:1', '4:1']);
      expect(refused(moveColumn(ends, e, 1, 0))).toEqual({ key: 'engine.chart.columnBeforeFirst', params: { column: '1:3' } });
      expect(refused(moveColumn(ends, e, 2, 3))).toEqual({ key: 'engine.chart.columnAfterLast', params: { column: '4:1' } });
      expect(refused(moveColumn(fixed, chartDraft(fixed, undefined), 0, 1))).toEqual({ key: 'engine.chart.columnsFixed' });
    });

    it('a removed column takes its typed cells with it (blank ones are not given back); the others stay', () => {
      const d = chartDraft(drm, { chartId: 'test.drm', columns: drm.columns, cells: {} });
      d.cells['2|1'] = '3';
      d.cells['2|9'] = '  ';
      d.cells['1|1'] = '4';
      d.cells['12|1'] = '5';
      const r = removeColumn(drm, d, 1);
      if (!r.ok) throw new Error('refused');
      expect(r.removed).toEqual({ column: { id: 2, label: '0', fixed: false }, index: 1, cells: { '1': '3' } });
      expect(r.draft.cells).toEqual({ '1|1': '4', '12|1': '5' });
      expect(labels(r.draft)).toEqual(['-1', '+2']);
      expect(refused(removeColumn(fixed, chartDraft(fixed, undefined), 0))).toEqual({ key: 'engine.chart.columnsFixed' });
    });

    it('a column put back goes where it was, or as near as the ends allow, with its cells; twice is once', () => {
      const d = chartDraft(ends, undefined);
      d.cells['2|2'] = '1/1';
      const r = removeColumn(ends, d, 1);
      if (!r.ok || !r.removed) throw new Error('refused');
      const back = done(restoreColumn(ends, r.draft, r.removed));
      expect(labels(back)).toEqual(['1:3', '1:1', '2:1', '4:1']);
      expect(back.cells['2|2']).toBe('1/1');
      expect(back.nextId).toBe(5);
      expect(restoreColumn(ends, back, r.removed)).toEqual({ ok: true, draft: back });
      expect(labels(done(restoreColumn(ends, r.draft, { ...r.removed, index: 0 })))).toEqual(['1:3', '1:1', '2:1', '4:1']);
      expect(labels(done(restoreColumn(ends, r.draft, { ...r.removed, index: 9 })))).toEqual(['1:3', '2:1', '1:1', '4:1']);
      const newer = done(restoreColumn(ends, r.draft, { ...r.removed, column: { ...r.removed.column, id: 9 } }));
      expect(newer.nextId).toBe(10);
      expect(refused(restoreColumn(fixed, chartDraft(fixed, undefined), r.removed))).toEqual({ key: 'engine.chart.columnsFixed' });
    });
  });

  describe('is a chart typed?', () => {
    it("a cell typed as the rulebook's value, blank or spaces, is not typed; a column list of the same labels is not", () => {
      expect(chartTyped(crt, { chartId: 'test.crt', columns: [], cells: { '2:1|2-3': ' 1/1 ', '1:1|≤1': '  ', '3:1|4+': 3 as unknown as string } })).toBe(
        false,
      );
      expect(chartTyped(crt, { chartId: 'test.crt', columns: [...crt.columns], cells: {} })).toBe(false);
      expect(chartTyped(crt, { chartId: 'test.crt', columns: ['1:2', '1:1', '3:1', '2:1'], cells: {} })).toBe(true);
      expect(chartTyped(crt, { chartId: 'test.crt', columns: crt.columns, cells: { '3:1|4+': '0/1' } })).toBe(true);
    });
  });

  describe('charts, last details', () => {
    it('whole numbers of several digits are compared as numbers; a column twice is named; a fixed column refuses to move by name', () => {
      expect(validateColumns(drm, ['10', '2'])).toEqual({ key: 'engine.chart.columnOrder', params: { column: '2', previous: '10' } });
      expect(validateColumns(drm, ['0', '0'])).toEqual({ key: 'engine.chart.columnDuplicate', params: { column: '0' } });
      expect(refused(moveColumn(ends, chartDraft(ends, undefined), 0, 1))).toEqual({ key: 'engine.chart.columnFixedMove', params: { column: '1:3' } });
    });

    it('a column list shorter than the default, even its beginning, is typed', () => {
      expect(chartTyped(crt, { chartId: 'test.crt', columns: ['1:2', '1:1'], cells: {} })).toBe(true);
    });
  });
});
