// Issue 11: scorched earth, captured industries (16.0, 16.1) and SBE9's Caucasus oil on a 360 px
// phone, in Italian — SBE9 with the advanced rules and 16.0 in play: centres from a pack (one of
// them an industry); a Soviet city taken by the Germans is scorched and its repair tracker names it;
// the industry taken is destroyed, the Germans' one-off PP in the journal; the Caucasus marked lost
// across a reload; the journal keeps each entry with its rule.
import { describe, expect, it } from 'vitest';
import { open, useBrowser } from './browser';
import { chooseBiteScenario } from './bite-helpers';
import { choice, home, horizontalOverflow, journalTexts, newGame, pickFile, section, see } from './helpers';

const browser = useBrowser();

const CENTRES = JSON.stringify({
  kind: 'aiutante-bite-centres',
  version: 1,
  centres: [
    { name: 'Dnepropetrovsk', pp: 3, colour: 'yellow', owner: 'ussr' },
    { name: 'Kharkov KhTZ', pp: 2, colour: 'red', owner: 'ussr', industry: true },
    { name: 'Baku', pp: 5, colour: 'black', owner: 'ussr' },
  ],
});

describe('Blocks in the East: scorched earth, captured industries and the Caucasus oil (SBE9, advanced rules, 16.0)', () => {
  it('a city scorched and put on its repair tracker, an industry destroyed when taken, the Caucasus lost over a reload', async () => {
    const { context, page } = await open(browser(), { width: 360, height: 780 });
    try {
      await home(page);
      await newGame(page, {
        game: 'Blocks in the East',
        name: 'Dortmund',
        options: async (dialog) => {
          await chooseBiteScenario(page, dialog, 'SBE9');
          await dialog.getByLabel('Regole avanzate (RA)', { exact: true }).check();
          await dialog.getByTestId('option-group-economy').locator('.v-expansion-panel-title').click();
          await dialog.getByLabel('16.0 Terra bruciata, industrie catturate ed evacuate', { exact: true }).check();
        },
      });

      let markers = await section(page, 'markers');
      let eco = markers.getByTestId('bite-eco');
      await pickFile(page, () => eco.getByTestId('bite-eco-centre-import').click(), 'centres.json', CENTRES);
      await see(eco, '3 centri importati.');
      const centre = (name: string) => eco.locator('[data-testid^="bite-centre-c"]').filter({ hasText: name }).first();
      await see(centre('Kharkov KhTZ'), 'industria');

      // 16.0: the Germans take Dnepropetrovsk: scorched.
      await choice(page, centre('Dnepropetrovsk').locator('[data-testid$="-controller"]'), 'Germania');
      await see(centre('Dnepropetrovsk').locator('[data-testid$="-idle"]'), 'bruciato');
      // 16.1: they take the tractor works: destroyed.
      await choice(page, centre('Kharkov KhTZ').locator('[data-testid$="-controller"]'), 'Germania');
      await see(centre('Kharkov KhTZ').locator('[data-testid$="-idle"]'), 'distrutto');

      // The repair tracker names the scorched centre.
      const led = markers.getByTestId('bite-ledgers');
      const trackers = led.getByTestId('bite-led-trackers');
      await choice(page, trackers.locator('.v-select').first(), 'Centro bruciato da riparare (3 PP / 3 turni)');
      await choice(page, trackers.getByTestId('bite-led-scorched-centre'), 'Dnepropetrovsk');
      await trackers.getByRole('button', { name: 'Aggiungi' }).click();
      await see(trackers, 'Dnepropetrovsk');
      await see(trackers, '0 su 3');

      // SBE9: the Caucasus lost — the Soviets track oil from now on; kept over a reload.
      const caucasus = eco.getByTestId('bite-eco-caucasus');
      await caucasus.getByTestId('bite-eco-caucasus-switch').locator('input').check();
      await see(caucasus, 'Perso da giugno 1941.');
      await page.reload();
      markers = await section(page, 'markers');
      eco = markers.getByTestId('bite-eco');
      await see(eco.getByTestId('bite-eco-caucasus'), 'Perso da giugno 1941.');
      await see(eco.locator('[data-testid^="bite-centre-c"]').filter({ hasText: 'Dnepropetrovsk' }).first(), 'bruciato');

      const { scrollWidth, innerWidth } = await horizontalOverflow(page);
      expect(scrollWidth).toBeLessThanOrEqual(innerWidth);

      const journal = await journalTexts(page);
      const line = (s: string) => journal.find((x) => x.includes(s)) ?? '';
      expect(line('Dnepropetrovsk conquistato dalla Germania: terra bruciata')).toContain('16.0');
      expect(line('Kharkov KhTZ conquistato dalla Germania, che riceve 1 PP')).toContain('16.1');
      expect(line('Il Caucaso è perso')).toContain('SBE9');
    } finally {
      await context.close();
    }
  });
});
