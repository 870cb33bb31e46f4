// Issue 31, point 9 and "storage shut": a first visit on a phone leads with the game — "New
// game" in view on a 360×740 screen, no keep-your-games advice yet; the advice comes once the
// first game is created (when the app also asks the browser to keep its data). When the browser
// refuses the database, the home says the saved games are there but cannot be opened now, not
// that there are none.
import { describe, expect, it } from 'vitest';
import { open, useBrowser } from './browser';
import { baseUrl } from './browser';
import { debugShot, home, homeHeading, newGame, see, shellGone, until } from './helpers';

const browser = useBrowser();

describe('9 a first visit leads with the game', () => {
  for (const lang of ['it-IT', 'en-GB'] as const) {
    it(`${lang}: "New game" in view at 360×740 on a first visit, the keep-your-games advice after the first game`, async () => {
      const { context, page } = await open(browser(), { width: 360, height: 740, locale: lang });
      try {
        await home(page);
        await debugShot(page, `first-visit-${lang}`);
        const start = page.getByRole('button', { name: /^(Nuova partita|New game)$/ }).first();
        const b = (await start.boundingBox())!;
        expect(b.y + b.height).toBeLessThanOrEqual(740);
        expect(await page.getByTestId('keep-advice').count()).toBe(0);

        await newGame(page, { game: 'ARMIR', name: 'Prima' });
        await home(page);
        await page.locator('.game-item').first().waitFor();
        await page.getByTestId('keep-advice').waitFor();
        await debugShot(page, `after-first-game-${lang}`);
        // A launch after it: the first paint's shell draws the advice in the same place.
        await page.reload();
        await homeHeading(page).waitFor();
        await shellGone(page);
        await page.getByTestId('keep-advice').waitFor();
      } finally {
        await context.close();
      }
    });
  }
});

describe('storage shut', () => {
  it('with the database refused, the home says the saved games are on the device but cannot be opened now', async () => {
    const { context, page } = await open(browser(), { width: 360, height: 740 });
    try {
      await home(page);
      await newGame(page, { game: 'ARMIR', name: 'Uno' });
      await home(page);
      await newGame(page, { game: 'Inferno', name: 'Due' });
      await home(page);
      await until('two games listed', async () => (await page.locator('.game-item').count()) === 2);
      // The browser shuts its storage to the page (as a private window or a blocked site does).
      await context.addInitScript(() => {
        const refuse = () => {
          throw new DOMException('The user denied permission to access the database.', 'SecurityError');
        };
        IDBFactory.prototype.open = refuse as never;
        IDBFactory.prototype.databases = (() => Promise.reject(new DOMException('denied', 'SecurityError'))) as never;
      });
      await page.goto(`${baseUrl()}#/`);
      await page.reload();
      await homeHeading(page).waitFor();
      const shut = page.getByTestId('storage-shut');
      await shut.waitFor();
      await debugShot(page, 'storage-shut');
      expect(await shut.innerText()).toMatch(
        /ci sono 2 partite salvate, ma il browser in questo momento non permette di leggere il suo archivio: le partite non sono perse/,
      );
      expect(await page.getByText('Nessuna partita salvata').count()).toBe(0);
      await see(page, 'Le partite non si possono aprire ora');
    } finally {
      await context.close();
    }
  });
});
