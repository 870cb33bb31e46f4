// The README's picture: a phone (390×844), in Italian, light theme, an ARMIR game in
// progress showing the 12.1/14.3 combat derivation and its odds. Skipped unless
// SCREENSHOTS=1 (`SCREENSHOTS=1 npx vitest run --config vitest.e2e.config.ts tests/e2e/screenshots.e2e.ts`).
import { describe, it } from 'vitest';
import { mkdirSync } from 'node:fs';
import { open, useBrowser } from './browser';
import { card, home, newGame, nextPhase, section } from './helpers';

const wanted = process.env.SCREENSHOTS === '1';

const browser = useBrowser(wanted);

describe.skipIf(!wanted)('README screenshots', () => {
  it('docs/screenshot.png: ARMIR combat derivation and odds on a phone', async () => {
    const { context, page } = await open(browser(), { width: 390, height: 844, locale: 'it-IT', colorScheme: 'light' });
    try {
      await home(page);
      await newGame(page, {
        game: 'ARMIR',
        name: 'Piccolo Saturno',
        sides: { 'Nome per lo schieramento Asse': 'Marco', 'Nome per lo schieramento Sovietico': 'Ivan' },
      });
      await nextPhase(page);
      for (let i = 0; i < 2; i++) await nextPhase(page);
      await section(page, 'calculators');
      const combat = card(page, 'quick-combat');
      for (const [label, v] of [
        ["Forza dell'attaccante (12.1)", 39],
        ['Forza del difensore (12.1)', 4],
      ] as const) {
        const input = combat.getByRole('textbox', { name: label, exact: true });
        await input.fill(String(v));
        await input.blur();
      }
      await combat.getByLabel(/Caposaldo dell'Asse, tutti i Sovietici/).check();
      await combat.locator('.odds').waitFor();
      // The snackbars of the first visit ("ready offline") go before the picture.
      for (const ok of await page.locator('.v-snackbar--active').getByRole('button', { name: 'OK' }).all()) await ok.click();
      await page
        .locator('.v-snackbar--active')
        .first()
        .waitFor({ state: 'hidden' })
        .catch(() => undefined);
      // The derivation's ratio step just under the sticky header, the odds below it.
      await combat
        .locator('.derivation')
        .first()
        .evaluate((el) => {
          const header = document.querySelector('section.where')?.getBoundingClientRect().bottom ?? 0;
          window.scrollBy(0, el.getBoundingClientRect().top - header - 8 + (el as HTMLElement).offsetHeight * 0.35);
        });
      // The picture once the page has stopped scrolling (two frames with the same position).
      await page.evaluate(
        () =>
          new Promise<void>((resolve) => {
            let last = -1;
            const frame = () => (window.scrollY === last ? resolve() : ((last = window.scrollY), requestAnimationFrame(frame)));
            requestAnimationFrame(frame);
          }),
      );
      mkdirSync('docs', { recursive: true });
      await page.screenshot({ path: 'docs/screenshot.png' });
    } finally {
      await context.close();
    }
  });
});
