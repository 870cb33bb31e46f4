// Issue 31, point 4: coming back where you were. After a reload (or a relaunch, or a visit to
// the settings) the game opens on the section that was on screen, scrolled as it was, not on
// the Phase tab at its top.
import { describe, expect, it } from 'vitest';
import { open, useBrowser } from './browser';
import { back, newGame, home, section, until, where } from './helpers';

const browser = useBrowser();

describe('4 coming back where you were', () => {
  it('a reload reopens the calculators, scrolled as they were; so does a visit to the settings', async () => {
    const { context, page } = await open(browser(), { width: 390, height: 844 });
    try {
      await home(page);
      await newGame(page, { game: 'ARMIR', name: 'Ritorno' });
      const region = await section(page, 'calculators');
      await region.locator('input').first().waitFor();
      await page.evaluate(() => window.scrollTo({ top: 700 }));
      const y = await page.evaluate(() => window.scrollY);
      expect(y).toBeGreaterThan(300);
      // The place is kept a moment after the page stops moving.
      await until('the place kept', () =>
        page.evaluate((at) => (localStorage.getItem(`aiutante.place.${location.hash.split('/game/')[1]}`) ?? '').includes(`"y":${at}`), y),
      );

      await page.reload();
      await where(page).waitFor();
      const calc = page.getByRole('region', { name: 'Calcoli' });
      await calc.waitFor();
      await until('scrolled as before', async () => Math.abs((await page.evaluate(() => window.scrollY)) - y) <= 2);
      expect(await page.locator('.v-bottom-navigation').getByRole('button', { name: 'Calcoli' }).getAttribute('aria-current')).toBe('page');

      const gameUrl = page.url();
      await page.getByRole('link', { name: 'Impostazioni' }).first().click();
      await page.waitForURL(/#\/settings/);
      await back(page, gameUrl);
      await calc.waitFor();
      await until('scrolled as before again', async () => Math.abs((await page.evaluate(() => window.scrollY)) - y) <= 2);
    } finally {
      await context.close();
    }
  });
});
