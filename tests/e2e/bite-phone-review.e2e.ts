// A player's review of Blocks in the East on a 390 px phone, in Italian and in English: the
// turn chart's weather is typed by month and year (its rows named "gennaio"… under "Mese", no
// dice line, the 1945 column on screen), phase A's line in the basic game says what the basic
// game does (7.0), the roster's filters show their choice whole, and every checkbox of the block
// form is a 44 px target or more; with the advanced rules, a fixed month's weather is one tap among
// fair, rain and snow, cited to 9.0 even with 39.0, and the rule chips are labels, not controls.
import { describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { open, useBrowser } from './browser';
import { card, choice, horizontalOverflow, home, newGame, section, see, until, where } from './helpers';

const browser = useBrowser();

const LANGS = [
  {
    locale: 'it-IT',
    asks: 'Gioco base: sempre sereno; o la tabella dei turni, se scelta nelle impostazioni.',
    chart: 'Tempo della tabella dei turni',
    fill: 'Compila',
    line: 'Regola 9.0 ·',
    month: 'Mese',
    months: ['gennaio', 'febbraio', 'marzo', 'aprile', 'maggio', 'giugno', 'luglio', 'agosto', 'settembre', 'ottobre', 'novembre', 'dicembre'],
    dice: 'Dadi',
    cell: 'Colonna 1945, riga maggio',
    all: ['Tutte', 'Tutti'],
    longest: ['Slovacchia', 'Truppe da montagna'],
    advanced: 'Regole avanzate (RA)',
    lightRain: '39.0 Pioggia leggera',
    fixed: ['Sereno', 'Pioggia', 'Neve'],
    recorded: 'Tempo del mese: Sereno.',
  },
  {
    locale: 'en-GB',
    asks: 'Basic game: always fair; or the turn chart, if chosen in the settings.',
    chart: 'Turn chart weather',
    fill: 'Fill in',
    line: 'Rule 9.0 ·',
    month: 'Month',
    months: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
    dice: 'Dice',
    cell: 'Column 1945, row May',
    all: ['All', 'All'],
    longest: ['Slovakia', 'Static infantry'],
    advanced: 'Advanced rules (RA)',
    lightRain: '39.0 Light rain',
    fixed: ['Fair', 'Rain', 'Snow'],
    recorded: 'Weather of the month: Fair.',
  },
];

/** Whether a box is wholly inside the viewport's width. */
async function onScreen(l: Locator, width: number): Promise<boolean> {
  const b = await l.boundingBox();
  return !!b && b.x >= 0 && b.x + b.width <= width + 0.5;
}

describe('Blocks in the East at 390 px: the review of the tables, the roster and the basic game', () => {
  for (const L of LANGS) {
    it(`${L.locale}: the weather chart by month, phase A in the basic game, the roster's filters and checkboxes`, async () => {
      const { context, page } = await open(browser(), { locale: L.locale, width: 390, height: 844 });
      try {
        await home(page);
        await newGame(page, { game: 'Blocks in the East', name: `Recensione ${L.locale}` });

        // 7.0: the basic game has no weather roll; its line says so, and names the players' other choice.
        await see(where(page), L.asks);

        // 9.0: the turn chart's weather, read by year and month — no dice.
        const charts = await section(page, 'charts');
        const item = charts.locator('.v-list-item').filter({ hasText: L.chart });
        await see(item, L.line);
        expect(await item.innerText()).not.toMatch(/,\s*-/);
        await item.getByRole('button', { name: L.fill }).click();
        const editor = page.locator('.chart-editor');
        await editor.waitFor();
        await see(editor.locator('.chart-editor__corner'), L.month);
        expect(await editor.locator('tbody th').allInnerTexts()).toEqual(L.months);
        expect(await editor.locator('.chart-editor__head').innerText()).not.toContain(L.dice);
        expect(await editor.innerText()).not.toContain(`${L.dice}: -`);
        // The cell's name is the month's.
        expect(await editor.locator('input[data-cell="1945|5"]').getAttribute('aria-label')).toBe(L.cell);

        // The whole grid on a 390 px screen: the 1945 column and its cells are on screen, nothing scrolls sideways.
        const last = editor.locator('thead th').last();
        await see(last, '1945');
        await editor.locator('input[data-cell="1945|12"]').scrollIntoViewIfNeeded();
        expect(await onScreen(last, 390)).toBe(true);
        expect(await onScreen(editor.locator('input[data-cell="1945|12"]'), 390)).toBe(true);
        const grid = await editor.locator('.chart-editor__scroll').evaluate((e) => ({ scroll: e.scrollWidth, client: e.clientWidth }));
        expect(grid.scroll).toBeLessThanOrEqual(grid.client);
        // Each cell still a 48 px target.
        const cellBox = await editor.locator('input[data-cell="1945|12"]').boundingBox();
        expect(Math.min(cellBox!.width, cellBox!.height)).toBeGreaterThanOrEqual(48);
        // A value typed in the last column is kept.
        await editor.locator('input[data-cell="1945|3"]').fill('N');
        expect(await editor.locator('input[data-cell="1945|3"]').inputValue()).toBe('N');
        await page.locator('.v-overlay--active .v-toolbar').getByRole('button').first().click();
        await editor.waitFor({ state: 'hidden' });

        // The roster's filters show their choice whole: "all", and the longest nation and class.
        const markers = await section(page, 'markers');
        const roster = markers.getByTestId('bite-roster');
        for (const [i, id] of ['bite-roster-filter-nation', 'bite-roster-filter-class'].entries()) {
          const filter = roster.getByTestId(id);
          const shown = filter.locator('.v-select__selection-text');
          await see(shown, L.all[i]!);
          for (const pick of [L.longest[i]!, L.all[i]!]) {
            await choice(page, filter, pick);
            const fit = await shown.evaluate((e) => ({ scroll: e.scrollWidth, client: e.clientWidth }));
            expect(fit.scroll, `${id}: "${pick}" shown whole`).toBeLessThanOrEqual(fit.client);
          }
        }

        // The block form's checkboxes: each box a 44 px target or more, on a page that does not scroll sideways.
        await roster.getByTestId('bite-roster-add').click();
        const form = roster.getByTestId('bite-roster-form');
        await form.waitFor();
        const boxes = form.locator('.v-selection-control__input');
        await until("the form's checkboxes", async () => (await boxes.count()) >= 5);
        const sizes = await boxes.evaluateAll((els) =>
          els.map((e) => {
            const r = e.getBoundingClientRect();
            return Math.min(r.width, r.height);
          }),
        );
        expect(Math.min(...sizes), 'the smallest checkbox target').toBeGreaterThanOrEqual(44);
        const o = await horizontalOverflow(page);
        expect(o.scrollWidth).toBeLessThanOrEqual(o.innerWidth);
      } finally {
        await context.close();
      }
    });

    it(`${L.locale}: 9.0, a fixed month's weather read off the turn chart is one tap — fair, rain or snow, under 9.0 even with 39.0`, async () => {
      const { context, page } = await open(browser(), { locale: L.locale, width: 390, height: 844 });
      try {
        await home(page);
        await newGame(page, {
          game: 'Blocks in the East',
          name: `Meteo ${L.locale}`,
          options: async (dialog) => {
            await dialog.locator('.scenario-select .v-field').click();
            await page.locator('.v-overlay--active .v-list-item').filter({ hasText: 'SBE3' }).click();
            await until('SBE3 chosen', async () => (await dialog.locator('.scenario-select').innerText()).includes('SBE3'));
            await dialog.getByLabel(L.advanced, { exact: true }).check();
            await dialog.getByLabel(L.lightRain, { exact: true }).check();
          },
        });
        await section(page, 'phase');
        const weather = card(page, 'bite.weather');
        // The chart is not typed: the card asks for the month's printed weather, a button each.
        const options = weather.locator('.flow__choice');
        await until('the weather buttons', async () => (await options.count()) === 3);
        expect((await options.locator('.flow__choice-text').allInnerTexts()).map((x) => x.trim())).toEqual(L.fixed);
        // 39.0 changes the May/October roll only: the fixed month's card and its question cite 9.0.
        expect(await weather.locator('.rule-chip [aria-hidden="true"]').allInnerTexts()).not.toContain('39.0');
        await see(weather.locator('.procedure__title .rule-chip'), '9.0');
        // One tap records it: no Apply in between.
        await options.filter({ hasText: L.fixed[0] }).click();
        await see(weather.locator('.procedure__done'), L.recorded);
        // The rule chips are labels to read, not controls: none is in the tab order or called a button.
        const chips = await page
          .locator('.rule-chip')
          .evaluateAll((els) => els.map((e) => ({ tab: e.getAttribute('tabindex'), role: e.getAttribute('role'), tag: e.tagName })));
        expect(chips.length).toBeGreaterThan(0);
        expect(chips.filter((c) => c.tab !== null || c.role === 'button' || c.tag === 'BUTTON' || c.tag === 'A')).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});
