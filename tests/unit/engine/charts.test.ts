// Chart data here is synthetic, made up for the tests (DESIGN.md "Charts"): never shipped.
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  makeChartAccess, rowFor, validateCell, validateColumns, cellKey, emptyChartData,
  exportChartPack, parseChartPack, t,
  type ChartSpec, type ChartData, type Text,
} from '@/engine';
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
    expect(k(crt, ['1:2', '', '7:1'])).toBe('engine.chart.columnLabel');
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
