// ARMIR 16.2.1 at the table: the players type Kantemirovka on the map's list of places and,
// when Soviet units enter it, mark it Soviet. The Depot roll is then due at once: its card is
// required (the phase warns before it ends), the typed die comes off the PA track, and the
// Depot and the CAI are gone.
import { describe, expect, it } from 'vitest';
import { open, useBrowser } from './browser';
import {
  applyIn,
  armirAtTurnOne,
  card,
  debugShot,
  journalTexts,
  nextPhase,
  physicalDice,
  section,
  see,
  trackValue,
  typeDice,
  until,
  whereText,
} from './helpers';

const browser = useBrowser();

describe('ARMIR 16.2.1', () => {
  it('16.2.1: Kantemirovka marked Soviet brings the Depot roll due; the die comes off the PA', async () => {
    const { context, page } = await open(browser());
    try {
      await armirAtTurnOne(page);
      await physicalDice(page);

      // The map's list: Kantemirovka typed as the Axis holds it at the start.
      const markers = await section(page, 'markers');
      await markers.getByTestId('armir-star-name').getByRole('textbox').fill('Kantemirovka');
      await markers.getByTestId('armir-star-controller').getByRole('button', { name: 'Asse' }).click();
      await markers.getByTestId('armir-star-add').click();
      const row = markers.locator('[data-testid^="armir-star-l"]').filter({ hasText: 'Kantemirovka' }).first();
      await row.waitFor();
      await section(page, 'tracks');
      expect(await trackValue(page, 'pa')).toBe('16');

      // Soviet units enter it: one tap on its control.
      await section(page, 'markers');
      await row.locator('[data-testid$="-control"]').click();
      await see(row, 'Sovietico');

      // The phase now holds the Depot roll, required: "Fase successiva" warns first.
      await section(page, 'phase');
      const depot = card(page, 'kantemirovka');
      await see(depot, 'Unità sovietiche sono entrate a Kantemirovka');
      const before = await whereText(page);
      await nextPhase(page, false);
      await see(page, 'Manca qualcosa in questa fase');
      await see(page.locator('.v-overlay__content li'), /Sovietici a Kantemirovka\s*16\.2\.1/);
      await page.getByRole('button', { name: 'Resta qui' }).click();
      await page.getByRole('button', { name: 'Resta qui' }).waitFor({ state: 'hidden' });
      expect(await whereText(page)).toBe(before);

      // A 4 on the die: PA 16 → 12, the Depot and the CAI gone.
      await typeDice(depot, 4);
      await see(depot, 'Dado 4: PA 16 → 12');
      await applyIn(depot);
      await section(page, 'tracks');
      await until('PA at 12', async () => (await trackValue(page, 'pa')) === '12');
      const journal = await journalTexts(page);
      expect(journal[0]).toMatch(/Sovietici a Kantemirovka: Deposito tolto, dado 4, PA 16 → 12, CAI perso/);
      expect(journal.some((l) => /Deposito: il tiro per i PA è dovuto/.test(l))).toBe(true);
      // Nothing left to roll: the card is gone.
      await section(page, 'phase');
      await until('the Depot card gone', async () => (await card(page, 'kantemirovka').count()) === 0);
    } catch (e) {
      await debugShot(page, 'armir-kantemirovka-failure');
      throw e;
    } finally {
      await context.close();
    }
  });
});
