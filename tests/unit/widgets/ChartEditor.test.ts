// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
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
      season: 'Season',
      spring: 'Spring',
      summer: 'Summer',
      wordHelp: 'a word',
    },
  },
  it: { test: { season: 'Stagione', spring: 'Primavera', summer: 'Estate', wordHelp: 'una parola' } },
};

// A chart not read with dice (synthetic): its rows are seasons, named; its row column has a heading.
const bySeason: ChartSpec = {
  id: 'test.seasons',
  title: { key: 'test.crt' },
  rule: '9.0',
  rowHeader: { key: 'test.season' },
  columns: ['1941', '1942'],
  columnsEditable: false,
  rows: [
    { label: '1', name: { key: 'test.spring' }, min: 1, max: 1 },
    { label: '2', name: { key: 'test.summer' }, min: 2, max: 2 },
  ],
  cell: { pattern: '^[A-Z]$', example: 'S', help: { key: 'test.wordHelp' } },
  prefilled: [{ column: '1942', row: '2', value: 'D', rule: '9.0' }],
};

// Shaped like a TRC whose rulebook names its first and last columns (synthetic).
const trcLike: ChartSpec = {
  ...spec,
  id: 'test.trc',
  columns: ['1:3', '1:1', '2:1', '4:1'],
  fixedColumns: ['1:3', '4:1'],
  columnEnds: { first: '1:3', last: '4:1' },
  rows: [
    { label: '2', min: 2, max: 2 },
    { label: '3', min: 3, max: 3 },
  ],
  prefilled: [],
};

function setup(s: ChartSpec = spec, lang: 'en' | 'it' = 'en') {
  const g = makeGlobal(lang, extra);
  const charts = useChartsStore();
  charts.loaded = true;
  const save = vi.fn(async (_d: ChartData) => ({ ok: true as const }));
  charts.save = save;
  const w = mount(ChartEditor, { props: { chartId: s.id, spec: s }, global: g.global, attachTo: document.body });
  return { w, save, charts };
}

/** "Edit columns": the list opens (it is closed while it is right and untouched). */
async function openColumns(w: W): Promise<void> {
  await w.find('.chart-editor__edit-columns').trigger('click');
}

type W = ReturnType<typeof setup>['w'];
const cell = (w: W, key: string) => w.find(`input[data-cell="${key}"]`);
const columns = (w: W) => w.findAll('.chart-editor__col-input').map((i) => (i.element as HTMLInputElement).value);
function button(w: W, name: string) {
  const b = w.findAll('button').find((x) => x.attributes('aria-label') === name);
  if (!b)
    throw new Error(
      `no button "${name}"; there are: ${w
        .findAll('button')
        .map((x) => x.attributes('aria-label'))
        .join(' | ')}`,
    );
  return b;
}

// What a test typed and did not save is kept on the device: each test starts without it.
beforeEach(() => localStorage.clear());

describe('ChartEditor', () => {
  it('a cell typed and not saved comes back after the page is left (a reload, another screen), marked unsaved; saving forgets the copy', async () => {
    const first = setup();
    await cell(first.w, '2:1|2').setValue('1/2');
    expect(first.w.text()).toContain('Unsaved');
    first.w.unmount();
    const again = setup();
    expect((cell(again.w, '2:1|2').element as HTMLInputElement).value).toBe('1/2');
    expect(again.w.text()).toContain('Unsaved');
    await again.w.find('.chart-editor__save').trigger('click');
    await flushPromises();
    expect(again.save).toHaveBeenCalledWith(expect.objectContaining({ chartId: 'test.crt', cells: expect.objectContaining({ '2:1|2': '1/2' }) }));
    expect(again.charts.unsavedDraft('test.crt')).toBeNull();
    again.w.unmount();
  });

  it('a copy on the device that is not a draft of this chart is ignored', () => {
    localStorage.setItem('aiutante:chart-unsaved:test.crt', JSON.stringify({ chartId: 'other', columns: 'x' }));
    const { w, charts } = setup();
    expect(charts.unsavedDraft('test.crt')).toBeNull();
    expect((cell(w, '2:1|2').element as HTMLInputElement).value).toBe('');
    expect(w.text()).not.toContain('Unsaved');
  });

  it('lays out columns × rows, with the how-to and the grammar', () => {
    const { w } = setup();
    expect(w.findAll('thead th').map((h) => h.text())).toEqual(['Roll', '1:1', '2:1', '3:1']);
    expect(w.findAll('tbody th').map((h) => h.text())).toEqual(['≤1', '2', '3+']);
    expect(w.findAll('tbody input')).toHaveLength(9);
    expect(w.text()).toContain('Type the values from your printed chart once; they stay on this device.');
    expect(w.text()).toContain('Cell format (e.g. 1/3): attacker losses / defender losses');
    expect(cell(w, '2:1|2').attributes('aria-label')).toBe('Column 2:1, row 2');
  });

  it('14.3: the cell revealed by the worked example is pre-filled and marked with its rule', () => {
    const { w } = setup();
    expect((cell(w, '3:1|3+').element as HTMLInputElement).value).toBe('-/2');
    const td = cell(w, '3:1|3+').element.parentElement!;
    expect(td.className).toContain('chart-editor__cell--prefilled');
    expect(td.querySelector('.chart-editor__badge')?.textContent).toBe('14.3');
    expect(td.querySelector('.chart-editor__badge')?.getAttribute('title')).toBe('From the rulebook, rule 14.3 — the worked example of the stronghold');
  });

  it('refuses a cell that breaks the grammar, as it is typed, and will not save it', async () => {
    const { w, save } = setup();
    await cell(w, '1:1|2').setValue('3-1');
    const td = cell(w, '1:1|2').element.parentElement!;
    expect(td.className).toContain('chart-editor__cell--invalid');
    expect(cell(w, '1:1|2').attributes('aria-invalid')).toBe('true');
    expect(w.find('.chart-editor__errors').text()).toContain(
      'Column 1:1, row 2: “3-1” is not a valid value for this chart (e.g. 1/3): attacker losses / defender losses.',
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
    await openColumns(w);
    await cell(w, '2:1|2').setValue('2/1');
    const colInputs = w.findAll('.chart-editor__col-input');
    expect(colInputs[0].attributes('readonly')).toBeDefined();
    expect(colInputs[0].attributes('aria-label')).toBe('Name of column 1 — Fixed by the rulebook');
    await colInputs[1].setValue('2:3');
    expect(w.find('.chart-editor__columns-error').text()).toContain('Columns must go in ascending order: “2:3” comes after “1:1”.');
    // The typed cell followed the rename.
    expect((cell(w, '2:3|2').element as HTMLInputElement).value).toBe('2/1');
    await w.find('.chart-editor__save').trigger('click');
    expect(save).not.toHaveBeenCalled();
    await colInputs[1].setValue('2:1');
    await button(w, 'Insert a column after 3:1').trigger('click');
    const inputs = w.findAll('.chart-editor__col-input');
    expect(w.find('.chart-editor__columns-error').text()).toContain('Column 4 has no name yet: type it as printed on your chart (e.g. 4:1).');
    await inputs[3].setValue('5:1');
    expect(w.find('.chart-editor__columns-error').exists()).toBe(false);
    await w.find('.chart-editor__save').trigger('click');
    await flushPromises();
    expect(save).toHaveBeenCalledWith({
      chartId: 'test.crt',
      columns: ['1:1', '2:1', '3:1', '5:1'],
      cells: { '2:1|2': '2/1', '3:1|3+': '-/2' },
    });
  });

  it('inserts a column between two others, named and typed, focused for typing', async () => {
    const { w, save } = setup(trcLike);
    await openColumns(w);
    await button(w, 'Insert a column between 1:1 and 2:1').trigger('click');
    expect(columns(w)).toEqual(['1:3', '1:1', '', '2:1', '4:1']);
    expect(document.activeElement).toBe(w.findAll('.chart-editor__col-input')[2].element);
    expect(w.findAll('thead th').map((h) => h.text())).toEqual(['Roll', '1:3', '1:1', 'New column', '2:1', '4:1']);
    await w.findAll('.chart-editor__col-input')[2].setValue('3:2');
    await cell(w, '3:2|2').setValue('1/-');
    await w.find('.chart-editor__save').trigger('click');
    await flushPromises();
    expect(save).toHaveBeenCalledWith({
      chartId: 'test.trc',
      columns: ['1:3', '1:1', '3:2', '2:1', '4:1'],
      cells: { '3:2|2': '1/-' },
    });
  });

  it('8.2-like ends: nothing goes before the first or after the last; fixed columns cannot move or go', async () => {
    const { w } = setup(trcLike);
    await openColumns(w);
    expect(w.find('.chart-editor__insert-first').exists()).toBe(false);
    const rows = w.findAll('.chart-editor__col');
    expect(rows[0].text()).toContain('Fixed by the rulebook');
    expect(rows[0].find('.chart-editor__remove').exists()).toBe(false);
    expect(rows[0].find('.chart-editor__earlier').exists()).toBe(false);
    expect(rows[3].find('.chart-editor__insert').exists()).toBe(false);
    expect(rows[2].find('.chart-editor__insert').attributes('aria-label')).toBe('Insert a column between 2:1 and 4:1');
    // 1:1 is the first open column: it cannot move before 1:3.
    expect(rows[1].find('.chart-editor__earlier').attributes('disabled')).toBeDefined();
    expect(rows[2].find('.chart-editor__later').attributes('disabled')).toBeDefined();
    expect(rows[1].find('.chart-editor__later').attributes('disabled')).toBeUndefined();
    for (const b of w.findAll('.chart-editor__col .v-btn')) expect(b.attributes('aria-label')).toBeTruthy();
  });

  it('moving a column carries its cells; a wrong order is said in words until it is mended', async () => {
    const { w, save } = setup(trcLike);
    await openColumns(w);
    await cell(w, '1:1|3').setValue('2/1');
    await button(w, 'Move column 1:1 after 2:1').trigger('click');
    expect(columns(w)).toEqual(['1:3', '2:1', '1:1', '4:1']);
    expect(w.find('.chart-editor__columns-error').text()).toContain('Columns must go in ascending order: “1:1” comes after “2:1”.');
    expect((cell(w, '1:1|3').element as HTMLInputElement).value).toBe('2/1');
    await w.find('.chart-editor__save').trigger('click');
    expect(save).not.toHaveBeenCalled();
    await button(w, 'Move column 1:1 before 2:1').trigger('click');
    expect(w.find('.chart-editor__columns-error').exists()).toBe(false);
    await w.find('.chart-editor__save').trigger('click');
    await flushPromises();
    expect(save).toHaveBeenCalledWith({ chartId: 'test.trc', columns: ['1:3', '1:1', '2:1', '4:1'], cells: { '1:1|3': '2/1' } });
  });

  it('removing a column with typed cells offers Undo, which brings them back where they were', async () => {
    const { w } = setup(trcLike);
    await openColumns(w);
    await cell(w, '2:1|2').setValue('1/1');
    await button(w, 'Remove column 2:1').trigger('click');
    expect(columns(w)).toEqual(['1:3', '1:1', '4:1']);
    expect(w.find('.chart-editor__removed').text()).toContain('Column “2:1” removed, with its typed cells: 1.');
    await w.find('.chart-editor__undo').trigger('click');
    expect(columns(w)).toEqual(['1:3', '1:1', '2:1', '4:1']);
    expect((cell(w, '2:1|2').element as HTMLInputElement).value).toBe('1/1');
    expect(w.find('.chart-editor__removed').exists()).toBe(false);
  });

  it('in Italian, every refusal is in words', async () => {
    const { w } = setup(trcLike, 'it');
    await openColumns(w);
    await button(w, 'Inserisci una colonna tra 2:1 e 4:1').trigger('click');
    expect(w.find('.chart-editor__columns-error').text()).toContain('La colonna 4 non ha ancora un nome');
    await w.findAll('.chart-editor__col-input')[3].setValue('1:2');
    expect(w.find('.chart-editor__columns-error').text()).toContain('Le colonne devono andare in ordine crescente: «1:2» viene dopo «2:1».');
    await button(w, 'Togli la colonna 1:2').trigger('click');
    expect(w.find('.chart-editor__removed').text()).toContain('Colonna «1:2» tolta.');
  });

  it('the column list is shown closed, as a line, until asked for; Done closes it again', async () => {
    const { w } = setup(trcLike);
    expect(w.find('.chart-editor__col-list').exists()).toBe(false);
    expect(w.find('.chart-editor__col-labels').text()).toBe('1:3 · 1:1 · 2:1 · 4:1');
    await openColumns(w);
    expect(columns(w)).toEqual(['1:3', '1:1', '2:1', '4:1']);
    // While the list is wrong it stays open, and there is no Done.
    await button(w, 'Insert a column between 1:1 and 2:1').trigger('click');
    expect(w.find('.chart-editor__columns-done').exists()).toBe(false);
    await w.findAll('.chart-editor__col-input')[2].setValue('3:2');
    await w.find('.chart-editor__columns-done').trigger('click');
    expect(w.find('.chart-editor__col-list').exists()).toBe(false);
    expect(w.find('.chart-editor__col-labels').text()).toBe('1:3 · 1:1 · 3:2 · 2:1 · 4:1');
  });

  it('a chart read with dice says its dice, and heads its rows "Roll"', () => {
    const { w } = setup();
    expect(w.find('.chart-editor__head').text()).toContain('Dice: 1d6');
    expect(w.find('.chart-editor__corner').text()).toBe('Roll');
  });

  it('ChartSpec.rowHeader, ChartRow.name and no dice: the rows are shown by name under their heading, with no dice line', async () => {
    const { w, save } = setup(bySeason);
    expect(w.findAll('thead th').map((h) => h.text())).toEqual(['Season', '1941', '1942']);
    expect(w.findAll('tbody th').map((h) => h.text())).toEqual(['Spring', 'Summer']);
    expect(w.find('.chart-editor__head').text()).not.toContain('Dice');
    expect(w.text()).not.toContain('Dice:');
    // The cells keep the row's label as their key; the players read its name.
    expect(cell(w, '1941|1').attributes('aria-label')).toBe('Column 1941, row Spring');
    expect(w.find('.chart-editor__notes').text()).toContain('Column 1942, row Summer: D');
    await cell(w, '1941|2').setValue('ss');
    expect(w.find('.chart-editor__errors').text()).toContain('Column 1941, row Summer:');
    await cell(w, '1941|2').setValue('R');
    await w.find('.chart-editor__save').trigger('click');
    await flushPromises();
    expect(save).toHaveBeenCalledWith({ chartId: 'test.seasons', columns: ['1941', '1942'], cells: { '1941|2': 'R', '1942|2': 'D' } });
  });

  it('in Italian, the named rows and their heading are in Italian', () => {
    const { w } = setup(bySeason, 'it');
    expect(w.findAll('thead th').map((h) => h.text())).toEqual(['Stagione', '1941', '1942']);
    expect(w.findAll('tbody th').map((h) => h.text())).toEqual(['Primavera', 'Estate']);
    expect(w.text()).not.toContain('Dadi');
  });

  it('a dialog that shows the title in its bar hides it here', () => {
    const g = makeGlobal('en', extra);
    useChartsStore().loaded = true;
    const w = mount(ChartEditor, { props: { chartId: spec.id, spec, showTitle: false }, global: g.global });
    expect(w.find('.chart-editor__title').exists()).toBe(false);
    expect(w.find('.chart-editor__head').text()).toContain('12.4');
  });
});
