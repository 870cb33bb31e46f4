// Typed once (issue 31, point 5): an army card typed in one game of War to Axis (2.5), and a
// block typed in one game of Blocks in the East (3.11), are offered in the next game of the same
// title without anyone tapping "save on the device"; used there, they are in that game, and
// after a reload they still are. The card's and the block's values are made up for the test, as
// players would type them from their printed cards and blocks.
import { describe, expect, it } from 'vitest';
import { open, useBrowser } from './browser';
import { addBiteBlocks, chooseBiteScenario } from './bite-helpers';
import { home, newGame, pick, section, see, until } from './helpers';

const browser = useBrowser();

describe('typed once: what players type is offered in the next game of the title', () => {
  it('War to Axis 2.5: an army card typed in one game is offered in the next, used, and still there after a reload', async () => {
    const { context, page } = await open(browser(), { width: 1024, height: 768 });
    try {
      await home(page);
      await newGame(page, { game: 'War to Axis', name: 'Prima sera' });
      const cards = page.getByTestId('wta-cards');
      await cards.getByTestId('wta-card-name').locator('input').fill('Fallschirmjäger');
      await pick(page, cards.getByTestId('wta-card-side'), 'Tedeschi');
      const row = cards.getByTestId('wta-card-unit-0');
      await row.locator('[data-field="name"] input').fill('Jäger');
      await row.locator('[data-field="discs"] input').fill('3');
      await row.locator('[data-field="move"] input').fill('4');
      await row.locator('[data-field="ap"] input').fill('3 esa - 2');
      await row.locator('[data-field="infantry"] input').check();
      await cards.getByTestId('wta-card-save').click();
      // Kept on this device as it was applied: nothing to tap, nothing to remember.
      await see(cards.getByTestId('device-library-wta.armyCards'), 'Sul dispositivo: 1 carta esercito');

      await home(page);
      await newGame(page, { game: 'War to Axis', name: 'Seconda sera' });
      const next = page.getByTestId('wta-cards');
      const lib = next.getByTestId('device-library-wta.armyCards');
      await see(lib, 'Dal dispositivo: 1 carta esercito');
      await lib.getByTestId('device-library-use-all').click();
      await see(lib, 'Dal dispositivo a questa partita: 1 carta esercito.');
      await see(next.locator('.wta-cards__list').first(), 'Fallschirmjäger');
      await see(lib, 'Tutto ciò che il dispositivo tiene è già in questa partita.');

      await page.reload();
      const again = page.getByTestId('wta-cards');
      await see(again.locator('.wta-cards__list').first(), 'Fallschirmjäger', 30_000);
      await see(again.getByTestId('device-library-wta.armyCards'), 'Tutto ciò che il dispositivo tiene è già in questa partita.');
    } finally {
      await context.close();
    }
  });

  it('Blocks in the East 3.11: a block typed in one game is offered in the next, comes in at full strength, and is still there after a reload', async () => {
    const { context, page } = await open(browser(), { width: 390, height: 800 });
    try {
      await home(page);
      await newGame(page, { game: 'Blocks in the East', name: 'Barbarossa', options: async (dialog) => chooseBiteScenario(page, dialog, 'SBE5') });
      await addBiteBlocks(page, [{ name: 'XXXIX Pz', cls: 'Corazzati', max: 3, sp: 2 }]);
      await see((await section(page, 'markers')).getByTestId('device-library-bite.blocks'), 'Sul dispositivo: 1 blocco');

      await home(page);
      await newGame(page, { game: 'Blocks in the East', name: 'Tifone', options: async (dialog) => chooseBiteScenario(page, dialog, 'SBE5') });
      const markers = await section(page, 'markers');
      const roster = markers.getByTestId('bite-roster');
      const lib = roster.getByTestId('device-library-bite.blocks');
      await see(lib, 'Dal dispositivo: 1 blocco');
      await lib.getByTestId('device-library-use-all').click();
      await see(lib, 'Dal dispositivo a questa partita: 1 blocco.');
      // 7.3: a block comes into a new game at full strength.
      const block = roster.locator('.bite-block').filter({ hasText: 'XXXIX Pz' });
      await see(block, '3/3 PF');

      await page.reload();
      const after = (await section(page, 'markers')).getByTestId('bite-roster');
      await see(after.locator('.bite-block').filter({ hasText: 'XXXIX Pz' }), '3/3 PF', 30_000);
      await until('the offer gone', async () => (await after.getByTestId('device-library-offer').count()) === 0);
      expect(await after.getByTestId('device-library-bite.blocks').innerText()).toContain('già in questa partita');
    } finally {
      await context.close();
    }
  });
});
