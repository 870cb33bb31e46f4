// Issue "At the table", point 8: on a 390×844 phone the header shows the phase, whose turn
// and what to do now in at most a fifth of the screen (≤ 169 px), the side and initiative
// whole (wrapped, never cut), a "show all" target of at least 48 px, and the dice button
// over no control of the phase section; the new-game dialog shows the scenario's name whole.
// Point 9: importing a game already here says so in words and asks before making a copy.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { open, useBrowser } from './browser';
import { advanceTo, applyIn, card, debugShot, download, home, newGame, nextPhase, pickFile, section, see, until, where, whereText } from './helpers';

const browser = useBrowser();

/**
 * The visible controls, labels and warnings of the phase section, in the band of the screen
 * the page scrolls through (below the sticky header, above the bottom navigation), that the
 * dice button's box meets.
 */
async function coveredByDice(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const dice = [...document.querySelectorAll('button')].find((b) => b.getAttribute('aria-label') === 'Tira i dadi');
    if (!dice) return ['(no dice button)'];
    const d = dice.getBoundingClientRect();
    const top = document.querySelector('section.where')?.getBoundingClientRect().bottom ?? 0;
    const bottom = document.querySelector('.v-bottom-navigation')?.getBoundingClientRect().top ?? window.innerHeight;
    const region = document.querySelector('section[aria-label="Fase"]');
    if (!region) return ['(no phase section)'];
    const hits: string[] = [];
    for (const el of region.querySelectorAll('button, label, input[type="checkbox"], .v-selection-control, .v-alert')) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0 || r.bottom <= top || r.top >= bottom) continue;
      // Only the part of the control in that band is seen (the rest has scrolled under the header).
      const seenTop = Math.max(r.top, top);
      const seenBottom = Math.min(r.bottom, bottom);
      const meets = d.left < r.right && r.left < d.right && d.top < seenBottom && seenTop < d.bottom;
      if (meets) hits.push((el as HTMLElement).innerText?.trim() || el.getAttribute('aria-label') || el.tagName);
    }
    return hits;
  });
}

/** Scrolls the page through, top to bottom, asking at each stop what the dice button covers. */
async function coveredWhileScrolling(page: Page): Promise<string[]> {
  const hits = new Set<string>();
  await page.evaluate(() => window.scrollTo({ top: 0 }));
  for (let i = 0; i < 40; i++) {
    for (const h of await coveredByDice(page)) hits.add(h);
    const done = await page.evaluate(() => {
      const before = window.scrollY;
      window.scrollBy({ top: 200 });
      return window.scrollY === before;
    });
    if (done) break;
    await page.waitForTimeout(0);
  }
  for (const h of await coveredByDice(page)) hits.add(h);
  return [...hits];
}

/**
 * The header, folded, takes at most a fifth of the 844 px screen and shows the side and
 * initiative whole; says whether "show all" is offered.
 */
async function checkHeader(page: Page, side: RegExp): Promise<boolean> {
  const header = where(page);
  const at = await whereText(page);
  expect((await header.boundingBox())!.height, at).toBeLessThanOrEqual(169);
  expect(await header.locator('.where-turn__side').innerText(), at).toMatch(side);
  const cut = await header.locator('.where-turn').evaluate((el) => el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1);
  expect(cut, at).toBe(false);
  return header.getByRole('button', { name: 'Mostra tutto' }).isVisible();
}

describe('the phone header and the floating buttons', () => {
  it('ARMIR at turn 2, sequence B2, on a 390×844 phone in Italian: header ≤ 169 px, side whole, 48 px "show all", the dice over nothing', async () => {
    const { context, page } = await open(browser(), { width: 390, height: 844 });
    try {
      await home(page);
      // The new-game dialog shows the scenario's name whole.
      await page.getByRole('button', { name: 'Nuova partita' }).first().click();
      const dialog = page.locator('.v-overlay--active .v-card').filter({ has: page.getByRole('button', { name: 'Inizia' }) });
      await dialog.getByRole('radio', { name: /^ARMIR/ }).check();
      const chosen = dialog.locator('.v-select .v-select__selection-text').first();
      await chosen.waitFor();
      const cut = await chosen.evaluate((el) => el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1);
      expect(await chosen.innerText()).toMatch(/^Campagna completa, dicembre 1942/);
      expect(cut).toBe(false);
      await debugShot(page, 'phone-new-game');
      await dialog.locator('.v-card-actions').getByRole('button', { name: 'Annulla' }).click();
      await dialog.waitFor({ state: 'hidden' });

      await newGame(page, { game: 'ARMIR', name: 'Telefono' });
      await where(page).waitFor();
      // Turn 1's motorised movement asks more than two lines can hold (the bad weather's
      // effects): "show all" is a 48 px target that opens the sentence whole.
      await advanceTo(page, /Movimento motorizzato Asse/i, 10);
      expect(await checkHeader(page, /Iniziativa: Asse \(sequenza B1\)/i)).toBe(true);
      await debugShot(page, 'phone-header-turn1');
      const more = where(page).getByRole('button', { name: 'Mostra tutto' });
      const b = (await more.boundingBox())!;
      expect(Math.min(b.width, b.height)).toBeGreaterThanOrEqual(48);
      await more.click();
      const asks = where(page).locator('.where-asks');
      await until('the asks whole', () => asks.evaluate((el) => el.scrollHeight <= el.clientHeight + 1));
      expect(await asks.innerText()).toMatch(/maltempo \(−2 MP, cingolati −1; artiglieria italiana dimezzata\)\.$/);
      await where(page).getByRole('button', { name: 'Mostra meno' }).click();

      await advanceTo(page, /Turno 2 di 6.*A\. Iniziativa/is, 40);
      await section(page, 'phase');
      const initiative = card(page, 'initiative');
      await initiative.getByRole('button', { name: 'Sovietico (−1 PS)' }).click();
      await applyIn(initiative);
      await until('the B2 sequence', async () => /Iniziativa: Sovietico \(sequenza B2\)/i.test(await whereText(page)));
      // Through the phases of the B2 sequence: at each, the header takes at most a fifth of
      // the screen and shows the side and initiative whole.
      for (let i = 0; i < 6; i++) {
        if (i > 0) await nextPhase(page);
        await checkHeader(page, /Iniziativa: Sovietico \(sequenza B2\)/i);
      }
      // The dice button covers no button, checkbox, label or warning of the phase section.
      expect(await coveredWhileScrolling(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('importing a game already here says so in words and asks before making a copy', async () => {
    const { context, page } = await open(browser(), { width: 390, height: 844 });
    try {
      await home(page);
      await newGame(page, { game: 'ARMIR', name: 'Doppione' });
      await where(page).waitFor();
      await home(page);
      const items = page.locator('.game-item');
      await items.first().waitFor();
      const file = await download(page, async () => {
        await page.getByRole('button', { name: 'Azioni per Doppione' }).click();
        await page.locator('.v-menu .v-list-item').filter({ hasText: 'Scarica' }).first().click();
      });
      const importIt = () => page.getByRole('button', { name: 'Importa partita' }).first().click();

      // The same file again: the app says so and writes nothing unless asked.
      await pickFile(page, importIt, file.name, file.text);
      await see(page, 'Questa partita è già qui: «Doppione». Importarla di nuovo come copia?');
      const dialog = page.locator('.v-overlay--active .import-twin');
      await dialog.getByRole('button', { name: 'Annulla' }).click();
      await dialog.waitFor({ state: 'hidden' });
      expect(await items.count()).toBe(1);

      // Asked for, it comes in as a copy.
      await pickFile(page, importIt, file.name, file.text);
      await see(page, 'Partita già presente');
      await dialog.getByRole('button', { name: 'Importa come copia' }).click();
      await see(page, 'Partita importata come copia');
      await until('two games listed', async () => (await items.count()) === 2);
    } finally {
      await context.close();
    }
  });
});
