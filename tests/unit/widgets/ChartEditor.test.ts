// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { flushPromises, mount } from '@vue/test-utils';
import ChartEditor from '@/components/widgets/ChartEditor.vue';
import type { ChartData, ChartSpec } from '@/engine/types';
import { useChartsStore } from '@/stores';
import { makeGlobal } from './helpers';

// A synthetic chart, made up for the test: two odds columns, three rows with open ends.
const spec: ChartSpec = {
  id: 'test.crt',
  title: { key: 'test.crt' },
  rule: '12.4',
  dice: '1d6',
  columns: ['1:1', '2:1', '3:1'],
  columnsEditable: true,
  columnGrammar: { pattern: '^\\d+:\\d+$', example: '4:1', help: { key: 'test.colHelp' } },
  fixedColumns: ['1:1'],
  rows: [
    { label: '≤1', max: 1 },
    { label: '2', min: 2, max: 2 },
    { label: '3+', min: 3 },
  ],
  cell: { pattern: '^(-|\\d+)/(-|\\d+)$', example: '1/3', help: { key: 'test.help' } },
  prefilled: [{ column: '3:1', row: '3+', value: '-/2', rule: '14.3', note: { key: 'test.note' } }],
};
const extra = {
  en: {
    test: {
      crt: 'Combat Results Table',
      help: 'attacker losses / defender losses',
      colHelp: 'odds such as 4:1',
      note: 'the worked example of the stronghold',
    },
  },
  it: { test: {} },
};

function setup() {
  const g = makeGlobal('en', extra);
  const charts = useChartsStore();
  charts.loaded = true;
  const save = vi.fn(async (_d: ChartData) => ({ ok: true as const }));
  charts.save = save;
  const w = mount(ChartEditor, { props: { chartId: spec.id, spec }, global: g.global });
  return { w, save, charts };
}

const cell = (w: ReturnType<typeof setup>['w'], key: string) => w.find(`input[data-cell="${key}"]`);

describe('ChartEditor', () => {
  it('lays out columns × rows, with the how-to and the grammar', () => {
    const { w } = setup();
    expect(w.findAll('thead th').map((h) => h.text())).toEqual(['Roll', '1:1', '2:1', '3:1']);
    expect(w.findAll('tbody th').map((h) => h.text())).toEqual(['≤1', '2', '3+']);
    expect(w.findAll('tbody input')).toHaveLength(9);
    expect(w.text()).toContain('Type the values from your printed chart once; they stay on this device.');
    expect(w.text()).toContain('Cell format: attacker losses / defender losses (e.g. 1/3)');
    expect(cell(w, '2:1|2').attributes('aria-label')).toBe('Column 2:1, row 2');
  });

  it('14.3: the cell revealed by the worked example is pre-filled and marked with its rule', () => {
    const { w } = setup();
    expect((cell(w, '3:1|3+').element as HTMLInputElement).value).toBe('-/2');
    const td = cell(w, '3:1|3+').element.parentElement!;
    expect(td.className).toContain('chart-editor__cell--prefilled');
    expect(td.querySelector('.chart-editor__badge')?.textContent).toBe('14.3');
    expect(td.querySelector('.chart-editor__badge')?.getAttribute('title')).toBe(
      'From the rulebook, rule 14.3 — the worked example of the stronghold',
    );
  });

  it('refuses a cell that breaks the grammar, as it is typed, and will not save it', async () => {
    const { w, save } = setup();
    await cell(w, '1:1|2').setValue('3-1');
    const td = cell(w, '1:1|2').element.parentElement!;
    expect(td.className).toContain('chart-editor__cell--invalid');
    expect(cell(w, '1:1|2').attributes('aria-invalid')).toBe('true');
    expect(w.find('.chart-editor__errors').text()).toContain(
      'Column 1:1, row 2: “3-1” is not a valid value for this chart: attacker losses / defender losses (e.g. 1/3).',
    );
    await w.find('.chart-editor__save').trigger('click');
    expect(save).not.toHaveBeenCalled();
    expect(w.text()).toContain('Invalid cells: 1. Fix them before saving.');
  });

  it('saves valid cells (and the pre-filled one) through the charts store', async () => {
    const { w, save } = setup();
    await cell(w, '1:1|2').setValue(' 1/3 ');
    await cell(w, '2:1|≤1').setValue('-/-');
    expect(w.find('.chart-editor__errors').exists()).toBe(false);
    await w.find('.chart-editor__save').trigger('click');
    await flushPromises();
    expect(save).toHaveBeenCalledWith({
      chartId: 'test.crt',
      columns: ['1:1', '2:1', '3:1'],
      cells: { '1:1|2': '1/3', '2:1|≤1': '-/-', '3:1|3+': '-/2' },
    });
    expect(w.find('.chart-editor__status').text()).toContain('Chart saved on this device.');
  });

  it('edits the column list: renaming keeps the cells, a fixed column is locked, a bad list is refused', async () => {
    const { w, save } = setup();
    await cell(w, '2:1|2').setValue('2/1');
    const colInputs = w.findAll('.chart-editor__col-input');
    expect(colInputs[0].attributes('readonly')).toBeDefined();
    await colInputs[1].setValue('2:3');
    expect(w.find('.chart-editor__columns [role="alert"]').text()).toContain(
      'Columns must go in ascending order: “2:3” comes after “1:1”.',
    );
    await w.find('.chart-editor__save').trigger('click');
    expect(save).not.toHaveBeenCalled();
    await colInputs[1].setValue('2:1');
    await w.findAll('.chart-editor__col-list > .v-btn').at(-1)!.trigger('click');
    const inputs = w.findAll('.chart-editor__col-input');
    await inputs[3].setValue('5:1');
    expect(w.find('.chart-editor__columns [role="alert"]').exists()).toBe(false);
    await w.find('.chart-editor__save').trigger('click');
    await flushPromises();
    expect(save).toHaveBeenCalledWith({
      chartId: 'test.crt',
      columns: ['1:1', '2:1', '3:1', '5:1'],
      cells: { '2:1|2': '2/1', '3:1|3+': '-/2' },
    });
  });
});
