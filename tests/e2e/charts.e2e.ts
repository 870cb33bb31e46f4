// The printed charts, as players copy them (DESIGN.md "Charts"): open a game's Charts
// section, a cell against the chart's grammar is refused in words, a good one is saved and
// survives a reload; a chart pack goes out to a file and comes back in; a broken pack is
// refused and changes nothing; a column list matched to the printed chart (insert, move,
// rename, remove) keeps its typed cells; exporting nothing is said in words. Values here
// are made up for the test (never shipped).
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { open, useBrowser } from './browser';
import { debugShot, dismissProblem, download, home, horizontalOverflow, newGame, nextPhase, pickFile, problemText, section, see, until } from './helpers';

const browser = useBrowser();

/** Opens the editor of the chart titled `title` from the Charts section. */
async function openChart(page: Page, title: RegExp): Promise<Locator> {
  const charts = await section(page, 'charts');
  await charts.locator('.v-list-item').filter({ hasText: title }).getByRole('button', { name: 'Compila' }).click();
  const editor = page.locator('.chart-editor');
  await editor.waitFor();
  return editor;
}

async function closeChart(page: Page): Promise<void> {
  await page.locator('.v-overlay--active .v-toolbar').getByRole('button', { name: 'Chiudi' }).click();
  await page.locator('.chart-editor').waitFor({ state: 'hidden' });
}

const cell = (editor: Locator, column: string, row: string) => editor.locator(`input[data-cell="${column}|${row}"]`);

/** The "n/m caselle" line of a chart in the Charts section. */
async function filledLine(page: Page, title: RegExp): Promise<string> {
  const charts = await section(page, 'charts');
  return (await charts.locator('.v-list-item').filter({ hasText: title }).innerText()).replace(/\s+/g, ' ');
}

describe('Charts', () => {
  it('12.1 CRT: a cell typed and not saved is still there after a reload, marked unsaved; saved, the mark goes', async () => {
    const { context, page } = await open(browser());
    try {
      await home(page);
      await newGame(page, { game: 'ARMIR', name: 'Tabelle a metà', sides: {} });
      let editor = await openChart(page, /combattimento/i);
      await cell(editor, '2:1', '3').fill('1/1');
      await see(editor, 'Modifiche non salvate');
      await page.reload();
      editor = await openChart(page, /combattimento/i);
      expect(await cell(editor, '2:1', '3').inputValue()).toBe('1/1');
      await see(editor, 'Modifiche non salvate');
      await editor.getByRole('button', { name: 'Salva' }).click();
      await until('the unsaved mark gone', async () => !(await editor.innerText()).includes('Modifiche non salvate'));
      await closeChart(page);
      expect(await filledLine(page, /Tabella dei risultati|combattimento/i)).toContain('Caselle: 2/56');
    } catch (e) {
      await debugShot(page, 'charts-unsaved');
      throw e;
    } finally {
      await context.close();
    }
  });

  it('12.1 CRT: a cell that breaks the grammar is refused, a good one is saved and survives a reload; a pack goes out and back in; a broken pack changes nothing', async () => {
    const { context, page } = await open(browser());
    try {
      await home(page);
      await newGame(page, { game: 'ARMIR', name: 'Tabelle', sides: {} });
      await nextPhase(page);

      // The CRT of 12.1: 8 columns × 7 rows, the 6:1 / 4 cell pre-filled from the 14.3 example.
      expect(await filledLine(page, /Tabella dei risultati|combattimento/i)).toContain('Caselle: 1/56');
      let editor = await openChart(page, /combattimento/i);
      expect(await editor.locator('.chart-editor__head').innerText()).toContain('12.1');
      expect(await cell(editor, '6:1', '4').inputValue()).toBe('1/3');

      // "2-1" is not "a/d": refused with the reason, and Save refuses to save.
      await cell(editor, '3:1', '5').fill('2-1');
      const errors = editor.locator('.chart-editor__errors');
      await errors.waitFor();
      expect(await errors.innerText()).toMatch(/Colonna 3:1, riga 5: «2-1» non è un valore valido per questa tabella/);
      expect(await cell(editor, '3:1', '5').getAttribute('aria-invalid')).toBe('true');
      await editor.getByRole('button', { name: 'Salva' }).click();
      await see(editor, 'Caselle non valide: 1. Correggetele prima di salvare.');

      // A good value: "1/2" (made up for the test), saved.
      await cell(editor, '3:1', '5').fill('1/2');
      await errors.waitFor({ state: 'hidden' });
      await cell(editor, '1:2', '1').fill('2/-');
      await editor.getByRole('button', { name: 'Salva' }).click();
      await see(editor, 'Tabella salvata su questo dispositivo.');
      await closeChart(page);
      expect(await filledLine(page, /combattimento/i)).toContain('Caselle: 3/56');

      // Reload: still there.
      await page.reload();
      editor = await openChart(page, /combattimento/i);
      expect(await cell(editor, '3:1', '5').inputValue()).toBe('1/2');
      expect(await cell(editor, '1:2', '1').inputValue()).toBe('2/-');
      await closeChart(page);

      // Export the charts as a pack.
      const charts = await section(page, 'charts');
      const pack = await download(page, () => charts.getByRole('button', { name: 'Scarica le tabelle' }).click());
      expect(pack.name).toBe('aiutante-armir-charts.json');
      const parsed = JSON.parse(pack.text) as { kind: string; version: number; charts: { chartId: string; cells: Record<string, string> }[] };
      expect(parsed.kind).toBe('aiutante-chart-pack');
      expect(parsed.version).toBe(1);
      const crt = parsed.charts.find((c) => c.chartId === 'armir.crt');
      expect(crt?.cells['3:1|5']).toBe('1/2');

      // Wipe the chart (Ripristina), then import the pack: the values come back.
      editor = await openChart(page, /combattimento/i);
      await editor.getByRole('button', { name: 'Ripristina' }).click();
      await editor.getByRole('button', { name: 'Sì, cancella' }).click();
      await see(editor, 'Tabella ripristinata.');
      expect(await cell(editor, '3:1', '5').inputValue()).toBe('');
      expect(await cell(editor, '6:1', '4').inputValue()).toBe('1/3');
      await closeChart(page);
      expect(await filledLine(page, /combattimento/i)).toContain('Caselle: 1/56');

      await pickFile(page, () => charts.getByRole('button', { name: 'Importa tabelle' }).click(), pack.name, pack.text);
      await see(page, `Tabelle importate: ${parsed.charts.length}`);
      await until('the imported values', async () => (await filledLine(page, /combattimento/i)).includes('Caselle: 3/56'));
      editor = await openChart(page, /combattimento/i);
      expect(await cell(editor, '3:1', '5').inputValue()).toBe('1/2');
      await closeChart(page);

      // Broken packs: refused in Italian, nothing changed.
      const broken: [string, string, RegExp][] = [
        ['troncato.json', pack.text.slice(0, Math.floor(pack.text.length / 2)), /illeggibile o incompleto/],
        ['vuoto.json', '', /Il file è vuoto/],
        ['partita.json', JSON.stringify({ kind: 'aiutante-game', version: 1, game: {}, events: [], head: 0 }), /non è un pacchetto di tabelle/],
        [
          'cella.json',
          JSON.stringify({ ...parsed, charts: parsed.charts.map((c) => (c.chartId === 'armir.crt' ? { ...c, cells: { ...c.cells, '3:1|5': 'boh' } } : c)) }),
          /colonna 3:1, riga 5/,
        ],
      ];
      for (const [name, text, message] of broken) {
        await pickFile(page, () => charts.getByRole('button', { name: 'Importa tabelle' }).click(), name, text);
        expect(await problemText(page), name).toMatch(message);
        await dismissProblem(page);
      }
      expect(await filledLine(page, /combattimento/i)).toContain('Caselle: 3/56');
      editor = await openChart(page, /combattimento/i);
      expect(await cell(editor, '3:1', '5').inputValue()).toBe('1/2');
    } finally {
      await context.close();
    }
  });

  it('Inferno 8.1–8.2: the TRC takes 3:2 between 1:1 and 2:1, its cell typed and found after a reload; a column moved, renamed, removed and brought back; exporting nothing is said in words', async () => {
    const { context, page } = await open(browser(), { width: 375, height: 812 });
    try {
      await home(page);
      await newGame(page, { game: 'Inferno', name: 'Tabelle Inferno' });

      // Nothing typed yet: "Scarica le tabelle" says so and downloads nothing.
      let downloads = 0;
      page.on('download', () => downloads++);
      let charts = await section(page, 'charts');
      await charts.getByRole('button', { name: 'Scarica le tabelle' }).click();
      await see(page, "Nessuna tabella di questo gioco è ancora stata compilata: non c'è niente da esportare.");
      expect(downloads).toBe(0);

      // The dialog's bar shows the title whole (on two lines if need be), and only there.
      let editor = await openChart(page, /TRC/);
      const title = page.locator('#chart-editor-title');
      expect((await title.innerText()).trim()).toBe('TRC – Tabella dei Risultati del Combattimento');
      expect(await title.evaluate((el) => el.scrollHeight <= el.clientHeight + 1 && el.scrollWidth <= el.clientWidth + 1)).toBe(true);
      expect(await editor.innerText()).not.toContain('Tabella dei Risultati del Combattimento');

      // The column list is a line until asked for; "Modifica le colonne" opens it.
      expect((await editor.locator('.chart-editor__col-labels').innerText()).trim()).toBe('1:3 · 1:2 · 1:1 · 2:1 · 3:1 · 4:1');
      await editor.getByRole('button', { name: 'Modifica le colonne' }).click();

      // 8.2: 1:3 is the first column and 4:1 the last; nothing goes before or after them.
      const names = () => editor.locator('.chart-editor__col-input').evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value));
      expect(await names()).toEqual(['1:3', '1:2', '1:1', '2:1', '3:1', '4:1']);
      await see(editor.locator('.chart-editor__col').first(), 'Fissata dal regolamento');
      expect(await editor.getByRole('button', { name: /^Inserisci una colonna dopo 4:1$/ }).count()).toBe(0);

      // Insert 3:2 between 1:1 and 2:1: the new column's name is ready for typing.
      await editor.getByRole('button', { name: 'Inserisci una colonna tra 1:1 e 2:1' }).click();
      await see(editor, 'La colonna 4 non ha ancora un nome');
      await page.keyboard.type('3:2');
      await until('3:2 in the list', async () => (await names()).join(' ') === '1:3 1:2 1:1 3:2 2:1 3:1 4:1');
      await editor.locator('.chart-editor__columns-error').waitFor({ state: 'hidden' });
      await cell(editor, '3:2', '7').fill('-/R1');
      // A phone: every column control is a 48 px target, and nothing runs off the screen.
      for (const b of await editor.locator('.chart-editor__col .v-btn').all()) {
        const box = await b.boundingBox();
        expect(box!.width).toBeGreaterThanOrEqual(48);
        expect(box!.height).toBeGreaterThanOrEqual(48);
      }
      const list = await editor.locator('.chart-editor__col-list').boundingBox();
      expect(list!.x + list!.width).toBeLessThanOrEqual(375);
      expect((await horizontalOverflow(page)).scrollWidth).toBeLessThanOrEqual(375);
      await debugShot(page, 'charts-trc-phone-it');
      await editor.getByRole('button', { name: 'Salva' }).click();
      await see(editor, 'Tabella salvata su questo dispositivo.');
      await closeChart(page);
      expect(await filledLine(page, /TRC/)).toContain('Caselle: 1/77');

      // Reload: 3:2 is where it was put, its cell with it.
      await page.reload();
      editor = await openChart(page, /TRC/);
      expect((await editor.locator('.chart-editor__col-labels').innerText()).trim()).toBe('1:3 · 1:2 · 1:1 · 3:2 · 2:1 · 3:1 · 4:1');
      expect(await cell(editor, '3:2', '7').inputValue()).toBe('-/R1');
      await editor.getByRole('button', { name: 'Modifica le colonne' }).click();
      expect(await names()).toEqual(['1:3', '1:2', '1:1', '3:2', '2:1', '3:1', '4:1']);

      // Move 3:2 after 2:1: the order is wrong, said in words, and the chart is not saved;
      // the cell goes with its column. Moving it back mends it.
      await editor.getByRole('button', { name: 'Sposta la colonna 3:2 dopo 2:1' }).click();
      await see(editor, 'Le colonne devono andare in ordine crescente: «3:2» viene dopo «2:1».');
      expect(await names()).toEqual(['1:3', '1:2', '1:1', '2:1', '3:2', '3:1', '4:1']);
      expect(await cell(editor, '3:2', '7').inputValue()).toBe('-/R1');
      await editor.getByRole('button', { name: 'Salva' }).click();
      await see(editor.locator('.chart-editor__save-error'), 'viene dopo');
      await editor.getByRole('button', { name: 'Sposta la colonna 3:2 prima di 2:1' }).click();
      await editor.locator('.chart-editor__columns-error').waitFor({ state: 'hidden' });

      // Rename 1:2 to 2:3 (as a printed chart might read): its typed cell follows.
      await cell(editor, '1:2', '12').fill('+1/-');
      await editor.getByRole('textbox', { name: 'Nome della colonna 2', exact: true }).fill('2:3');
      expect(await cell(editor, '2:3', '12').inputValue()).toBe('+1/-');

      // Remove 3:2: its typed cell goes with it, and Annulla brings both back.
      await editor.getByRole('button', { name: 'Togli la colonna 3:2' }).click();
      await see(editor, 'Colonna «3:2» tolta, con le sue caselle compilate: 1.');
      expect(await cell(editor, '3:2', '7').count()).toBe(0);
      await editor.getByRole('button', { name: 'Annulla' }).click();
      expect(await cell(editor, '3:2', '7').inputValue()).toBe('-/R1');

      await editor.getByRole('button', { name: 'Salva' }).click();
      await see(editor, 'Tabella salvata su questo dispositivo.');
      await closeChart(page);
      await page.reload();
      editor = await openChart(page, /TRC/);
      expect((await editor.locator('.chart-editor__col-labels').innerText()).trim()).toBe('1:3 · 2:3 · 1:1 · 3:2 · 2:1 · 3:1 · 4:1');
      expect(await cell(editor, '2:3', '12').inputValue()).toBe('+1/-');
      expect(await cell(editor, '3:2', '7').inputValue()).toBe('-/R1');
      await closeChart(page);

      // Now there is something to export: the pack carries the typed list.
      charts = await section(page, 'charts');
      const pack = await download(page, () => charts.getByRole('button', { name: 'Scarica le tabelle' }).click());
      const trc = (JSON.parse(pack.text) as { charts: { chartId: string; columns: string[] }[] }).charts.find((c) => c.chartId === 'inferno.trc');
      expect(trc?.columns).toEqual(['1:3', '2:3', '1:1', '3:2', '2:1', '3:1', '4:1']);
    } finally {
      await context.close();
    }
  });
});
