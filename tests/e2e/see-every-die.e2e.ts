// Issue 31, point 2: every die in view. A row of rolled dice wraps to as many lines as it
// needs inside its card, and the custom dice are drawn as the real ones: War to Axis's black
// die black with light symbols, its white die white with its coloured symbols, each face
// named for screen readers.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { open, useBrowser } from './browser';
import { debugShot, home, newGame, until, where } from './helpers';

const browser = useBrowser();

/** Elements under `selector` whose right edge runs past the screen or past their own card. */
async function cutDice(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((sel) => {
    const out: string[] = [];
    const vw = document.documentElement.clientWidth;
    for (const el of document.querySelectorAll<HTMLElement>(sel)) {
      const r = el.getBoundingClientRect();
      if (r.width === 0) continue;
      if (r.right > vw + 1 || r.left < -1)
        out.push(`${el.getAttribute('aria-label') ?? el.className} at ${Math.round(r.left)}–${Math.round(r.right)} of ${vw}`);
    }
    return out;
  }, selector);
}

async function openTray(page: Page): Promise<void> {
  await where(page)
    .getByRole('button', { name: /^(Tira i dadi|Roll dice)$/ })
    .click();
  await page.getByTestId('tray-pool').waitFor();
}

describe('2.3 the custom dice, drawn as the real ones and always in view', () => {
  it('nine white and nine black dice rolled in the tray on a 360 px phone wrap inside the sheet, black dice black, every face named', async () => {
    const { context, page } = await open(browser(), { width: 360, height: 740 });
    try {
      await home(page);
      await newGame(page, { game: 'War to Axis', name: 'Dadi' });
      await openTray(page);
      const pool = page.getByTestId('tray-pool');
      for (const die of ['Dado anticarro (bianco)', 'Dado speciale (nero)']) {
        const more = pool.getByRole('button', { name: `Un ${die} in più` });
        for (let i = 0; i < 9; i++) await more.click();
      }
      const sheet = page.locator('.v-overlay--active .v-card').filter({ has: pool });
      await sheet.getByRole('button', { name: /^Tira$/ }).click();
      const dice = sheet.locator('.dice-roller__faces .die');
      await until(
        '18 dice on their faces',
        async () => (await dice.count()) === 18 && (await sheet.getByRole('button', { name: /^Tira ancora$/ }).isVisible()),
      );
      await dice.nth(17).scrollIntoViewIfNeeded();
      await debugShot(page, 'dice-rolled');
      // Each die in view: the row wraps, nothing runs past the screen.
      expect(await cutDice(page, '.dice-roller__faces .die')).toEqual([]);
      const rows = await dice.evaluateAll((els) => new Set(els.map((e) => Math.round(e.getBoundingClientRect().top))).size);
      expect(rows).toBeGreaterThan(1);
      // Every face keeps its name for screen readers: "Dado 12: Dado speciale (nero), faccia Bandiera".
      const names = await dice.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''));
      expect(names[0]).toMatch(/^Dado 1: Dado anticarro \(bianco\), faccia Veicolo (giallo|verde|blu): colpo su corazzato (leggero|medio|pesante)$/);
      expect(names[17]).toMatch(/^Dado 18: Dado speciale \(nero\), faccia (Colpo antiuomo|Collegamento radio|Esplosione \(HIT\)|Bandiera)$/);
      // The black die is black, with light symbols; the white die white.
      const look = (i: number) =>
        dice.nth(i).evaluate((e) => {
          const s = getComputedStyle(e);
          const icon = e.querySelector('.v-icon');
          return { bg: s.backgroundColor, fg: icon ? getComputedStyle(icon).color : s.color };
        });
      expect((await look(17)).bg).toBe('rgb(34, 34, 34)');
      expect((await look(17)).fg).toBe('rgb(245, 245, 245)');
      expect((await look(0)).bg).toBe('rgb(255, 255, 255)');

      // The players' own dice: every face's button shows its name whole, wrapped, inside the sheet.
      await sheet.getByLabel('Dadi al tavolo').check();
      const faces = sheet.locator('.dice-roller__face');
      await faces.first().waitFor();
      await faces.nth(8).scrollIntoViewIfNeeded();
      await debugShot(page, 'dice-physical');
      expect(await cutDice(page, '.dice-roller__face')).toEqual([]);
      const clipped = await faces.evaluateAll((els) =>
        els
          .filter((b) => [...b.querySelectorAll<HTMLElement>('.v-btn__content, .dice-roller__face-text')].some((t) => t.scrollWidth > t.clientWidth + 1))
          .map((b) => b.getAttribute('aria-label')),
      );
      expect(clipped).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
