// The printed charts, as players copy them (DESIGN.md "Charts"): open a game's Charts
// section, a cell against the chart's grammar is refused in words, a good one is saved and
// survives a reload; a chart pack goes out to a file and comes back in; a broken pack is
// refused and changes nothing. Values here are made up for the test (never shipped).
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { open, useBrowser } from './browser';
import { dismissProblem, download, home, newGame, nextPhase, pickFile, problemText, section, see, until } from './helpers';

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
  it('12.1 CRT: a cell that breaks the grammar is refused, a good one is saved and survives a reload; a pack goes out and back in; a broken pack changes nothing', async () => {
    const { context, page } = await open(browser());
    try {
      await home(page);
      await newGame(page, { game: 'ARMIR', name: 'Tabelle', sides: {} });
      await nextPhase(page);

      // The CRT of 12.1: 8 columns × 7 rows, the 6:1 / 4 cell pre-filled from the 14.3 example.
      expect(await filledLine(page, /Tabella dei risultati|combattimento/i)).toContain('1/56 caselle');
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
      expect(await filledLine(page, /combattimento/i)).toContain('3/56 caselle');

      // Reload: still there.
      await page.reload();
      editor = await openChart(page, /combattimento/i);
      expect(await cell(editor, '3:1', '5').inputValue()).toBe('1/2');
      expect(await cell(editor, '1:2', '1').inputValue()).toBe('2/-');
      await closeChart(page);

      // Export the charts as a pack.
      const charts = await section(page, 'charts');
      const pack = await download(page, () => charts.getByRole('button', { name: 'Esporta tabelle' }).click());
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
      expect(await filledLine(page, /combattimento/i)).toContain('1/56 caselle');

      await pickFile(page, () => charts.getByRole('button', { name: 'Importa tabelle' }).click(), pack.name, pack.text);
      await see(page, `Tabelle importate: ${parsed.charts.length}`);
      await until('the imported values', async () => (await filledLine(page, /combattimento/i)).includes('3/56 caselle'));
      editor = await openChart(page, /combattimento/i);
      expect(await cell(editor, '3:1', '5').inputValue()).toBe('1/2');
      await closeChart(page);

      // Broken packs: refused in Italian, nothing changed.
      const broken: [string, string, RegExp][] = [
        ['troncato.json', pack.text.slice(0, Math.floor(pack.text.length / 2)), /illeggibile o incompleto/],
        ['vuoto.json', '', /Il file è vuoto/],
        [
          'partita.json',
          JSON.stringify({ kind: 'aiutante-game', version: 1, game: {}, events: [], head: 0 }),
          /non è un pacchetto di tabelle/,
        ],
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
      expect(await filledLine(page, /combattimento/i)).toContain('3/56 caselle');
      editor = await openChart(page, /combattimento/i);
      expect(await cell(editor, '3:1', '5').inputValue()).toBe('1/2');
    } finally {
      await context.close();
    }
  });
});
