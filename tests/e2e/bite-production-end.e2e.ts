// Issue 11 (review) on a 390 px phone, in Italian: SBE5 with the advanced rules — a repair tried in
// June's phase A is refused in words (7.3: PP are spent in the nation's own production phase);
// in July's B3 Germany's box corrected to 2 yellow and 5 red, and the end-of-production card asks
// which coloured PP go over the 11.2 limit, refuses more than are over, loses 2 red on the
// player's choice; a reload; moving on takes the last red over the limit, and the journal says so
// with its rule.
import { describe, expect, it } from 'vitest';
import { open, useBrowser } from './browser';
import { addBiteBlocks, chooseBiteScenario } from './bite-helpers';
import { advanceTo, card, choice, home, journalTexts, newGame, nextPhase, section, see, typeNumber, until, whereText } from './helpers';

const browser = useBrowser();

describe('Blocks in the East: the end of production (7.3, 11.2; SBE5, advanced rules)', () => {
  it('a repair refused outside production, the saved-PP box over its limit chosen down on the card, the rest taken when the phase ends', async () => {
    const { context, page } = await open(browser(), { width: 390, height: 844 });
    try {
      await home(page);
      await newGame(page, {
        game: 'Blocks in the East',
        name: 'Fine produzione',
        options: async (dialog) => {
          await chooseBiteScenario(page, dialog, 'SBE5');
          await dialog.getByLabel('Regole avanzate (RA)', { exact: true }).check();
        },
      });
      await addBiteBlocks(page, [{ name: 'XXXIX Pz', cls: 'Corazzati', max: 3, sp: 1, taps: [0, 1, 2] }]);

      // June 1941, phase A: a repair is refused in words.
      let markers = await section(page, 'markers');
      const eco = markers.getByTestId('bite-eco');
      await choice(page, eco.getByTestId('bite-eco-nation'), 'Germania');
      const repair = eco.getByTestId('bite-eco-repair');
      await choice(page, repair.getByTestId('bite-eco-repair-block'), 'XXXIX Pz · 1/3 PF');
      await see(repair.getByTestId('action-refused'), 'Germania: i PP si spendono nella propria fase di produzione (B3, Asse), non ora.');
      expect(await repair.getByTestId('bite-eco-repair-go').isDisabled()).toBe(true);

      // July 1941, B3: the end-of-production card asks which coloured PP go.
      await advanceTo(page, /luglio 1941.*asse b3\./i, 40);
      markers = await section(page, 'markers');
      // The box corrected in July's production: 2 yellow and 5 red saved.
      await eco.getByTestId('bite-eco-adjust-part').locator('summary').click();
      const adjust = eco.getByTestId('bite-eco-adjust');
      for (const [colour, n] of [
        ['rosso', 5],
        ['giallo', 2],
      ] as const) {
        await choice(page, adjust.getByTestId('bite-eco-adjust-colour'), colour);
        await typeNumber(adjust, 'PP (+ o −)', n);
        await adjust.getByTestId('bite-eco-adjust-reason').getByRole('textbox').fill('PP salvati');
        await adjust.getByTestId('bite-eco-adjust-go').click();
        await see(eco.getByTestId(colour === 'rosso' ? 'bite-eco-box-red' : 'bite-eco-box-yellow'), `${n} `);
      }

      await section(page, 'phase');
      let storage = card(page, 'bite.storage.axis');
      await see(
        storage,
        'Germania: nella casella 2 gialli, 5 rossi; 3 PP colorati oltre quelli gialli devono andare, li sceglie il proprietario qui sotto (lettura consigliata).',
      );
      await storage.getByRole('button', { name: 'rossi' }).click();
      await typeNumber(storage, 'PP (11.2)', 4);
      await see(storage, 'Germania ha solo 3 PP colorati oltre il limite.');
      await typeNumber(storage, 'PP (11.2)', 2);
      await see(storage, 'Germania perde 2 rossi; ancora oltre: 1.');
      await storage.getByRole('button', { name: 'Perdi questi PP' }).click();
      await see(
        card(page, 'bite.storage.axis'),
        'Germania: nella casella 2 gialli, 3 rossi; 1 PP colorato oltre quelli gialli deve andare, lo sceglie il proprietario qui sotto (lettura consigliata).',
      );

      // A reload in the middle: the month and the card as they were.
      await page.reload();
      expect((await whereText(page)).toLowerCase()).toContain('luglio 1941');
      await section(page, 'phase');
      storage = card(page, 'bite.storage.axis');
      await see(storage, 'Germania: nella casella 2 gialli, 3 rossi');

      // Moving on: the card was required (a warning first); the last red over the limit is lost.
      await nextPhase(page, false);
      await see(page, /Avanza comunque/);
      await page.getByRole('button', { name: 'Avanza comunque' }).click();
      await until('phase B4', async () => /B4/.test(await whereText(page)));
      markers = await section(page, 'markers');
      await see(markers.getByTestId('bite-eco-box-red'), '2 ');
      const journal = await journalTexts(page);
      expect(journal.some((l) => l.includes('Fine della produzione: Germania perde 1 rosso oltre il limite dei PP conservati.'))).toBe(true);
      expect(journal.some((l) => l.includes('Germania perde 2 rossi oltre il limite di accumulo.'))).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('SBE5: with the Luftwaffe supremacy, an HQ marked as an air HQ is reduced twice at the end of the June Blitz, and the journal says so', async () => {
    const { context, page } = await open(browser(), { width: 390, height: 844 });
    try {
      await home(page);
      await newGame(page, {
        game: 'Blocks in the East',
        name: 'Supremazia',
        options: async (dialog) => {
          await chooseBiteScenario(page, dialog, 'SBE5');
          await dialog.getByLabel('Regole avanzate (RA)', { exact: true }).check();
          await dialog.getByLabel('Supremazia aerea della Luftwaffe', { exact: true }).check();
        },
      });
      await addBiteBlocks(page, [{ name: 'Lfl. 2', cls: 'QG di supporto', max: 3, sp: 3 }]);
      const markers = await section(page, 'markers');
      const hqs = markers.getByTestId('bite-hq');
      const lfl = hqs.locator('[data-testid^="bite-hq-b"]').filter({ hasText: 'Lfl. 2' }).first();
      await lfl.getByLabel('QG aereo (comanda solo unità aeree)').check();
      await see(lfl, 'Giugno 1941 con la supremazia della Luftwaffe: questo QG aereo perde 2 PA alla fine del Blitz (SBE5).');
      // Activated in the Axis Movement phase (13.3), deactivated at the end of its Blitz (13.6).
      await advanceTo(page, /giugno 1941.*asse b5\./i, 6);
      const inB5 = (await section(page, 'markers')).getByTestId('bite-hq');
      await inB5.locator('[data-testid^="bite-hq-b"]').filter({ hasText: 'Lfl. 2' }).first().getByRole('button', { name: 'Attiva' }).click();
      await see(inB5, 'Lfl. 2: 3 PA → 1 (supremazia della Luftwaffe: doppia riduzione).');
      await advanceTo(page, /giugno 1941.*asse b8\./i, 4);
      const inB8 = (await section(page, 'markers')).getByTestId('bite-hq');
      await inB8.getByTestId('bite-hq-deactivate').click();
      await see(inB8.getByTestId('bite-hq-message'), 'QG disattivati.');
      await see(inB8.locator('[data-testid^="bite-hq-b"]').filter({ hasText: 'Lfl. 2' }).first(), 'Unità che può muovere o rifornire: 1.');
      // A reload keeps the mark.
      await page.reload();
      const again = (await section(page, 'markers')).getByTestId('bite-hq').locator('[data-testid^="bite-hq-b"]').filter({ hasText: 'Lfl. 2' }).first();
      expect(await again.getByLabel('QG aereo (comanda solo unità aeree)').isChecked()).toBe(true);
      const journal = await journalTexts(page);
      expect(journal.some((l) => l.includes('Lfl. 2 segnato come QG aereo: comanda solo unità aeree.'))).toBe(true);
    } finally {
      await context.close();
    }
  });
});
