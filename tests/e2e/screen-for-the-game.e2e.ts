// Issue 31, point 3: the game gets the screen. On a phone held upright (390×844) the fixed
// chrome — the bar, the header's phase row and the bottom navigation — takes at most a fifth of
// the height once the page is scrolled; turned sideways (844×390) the game keeps at least 60 %
// of the height (no bottom bar: the sections are in the top bar; the header one row). Undo and
// redo say in a line what they took back or put back, and that line never lies over a field.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { open, useBrowser } from './browser';
import { debugShot, home, newGame, nextPhase, section, see, until, where, whereText } from './helpers';

const browser = useBrowser();

/** "Ready offline", said once on a first visit in its own line above the bar: read, and put away with its OK. */
async function offlineSaid(page: Page): Promise<void> {
  const bar = page.locator('.pwa-offline');
  if (await bar.isVisible()) {
    // It also steps aside by itself after a few seconds: the tap may find it gone.
    await bar
      .getByRole('button')
      .click({ timeout: 2000 })
      .catch(() => undefined);
    await bar.waitFor({ state: 'hidden' });
  }
}

/** Pixels of the screen's height taken by what stays put while the game scrolls. */
async function chrome(page: Page): Promise<{ top: number; bottom: number; share: number }> {
  await offlineSaid(page);
  // Scrolled well down, as in the middle of a phase: only the sticky part of the header is left.
  await page.evaluate(() => window.scrollTo({ top: 600 }));
  await until('the header settled', () => page.evaluate(() => window.scrollY > 0 || document.documentElement.scrollHeight <= window.innerHeight + 1));
  return page.evaluate(() => {
    const h = window.innerHeight;
    const header = document.querySelector('section.where')!.getBoundingClientRect();
    const nav = document.querySelector('.v-bottom-navigation');
    const top = Math.max(header.bottom, 0);
    const bottom = nav ? h - nav.getBoundingClientRect().top : 0;
    return { top, bottom, share: (top + bottom) / h };
  });
}

/** A long phase so the page scrolls: the header row under the bar while the cards go by. */
async function longPage(page: Page): Promise<void> {
  await page.evaluate(() => {
    const pad = document.createElement('div');
    pad.style.height = '2000px';
    pad.id = 'e2e-room';
    document.querySelector('.game-body')!.appendChild(pad);
  });
}

/** Visible fields that a box of the page meets. */
async function fieldsUnder(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((sel) => {
    const box = document.querySelector(sel)?.querySelector('.v-snackbar__wrapper')?.getBoundingClientRect();
    if (!box) return [];
    const hits: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>('input:not([type="hidden"]), textarea, select')) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0 || r.bottom <= 0 || r.top >= window.innerHeight) continue;
      if (box.left < r.right && r.left < box.right && box.top < r.bottom && r.top < box.bottom) hits.push(el.getAttribute('aria-label') ?? el.id ?? el.tagName);
    }
    return hits;
  }, selector);
}

describe('3 the screen given to the game', () => {
  for (const lang of ['it-IT', 'en-GB'] as const) {
    for (const scheme of ['light', 'dark'] as const) {
      it(`ARMIR on a phone upright and sideways, ${lang}, ${scheme}: chrome ≤ 20 % of 844 px upright, game ≥ 60 % of 390 px sideways`, async () => {
        const { context, page } = await open(browser(), { width: 390, height: 844, locale: lang, colorScheme: scheme });
        try {
          await home(page);
          await newGame(page, { game: 'ARMIR', name: 'Schermo' });
          await nextPhase(page);
          await debugShot(page, `chrome-upright-${lang}-${scheme}`);
          await longPage(page);
          const upright = await chrome(page);
          await debugShot(page, `chrome-upright-scrolled-${lang}-${scheme}`);
          expect(upright.share, JSON.stringify(upright)).toBeLessThanOrEqual(0.2);
          // The phase and its buttons stay in view while the page scrolls.
          await expect(where(page).locator('h1').isVisible()).resolves.toBe(true);
          const next = where(page).getByRole('button', { name: /^(Fase successiva|Next phase)$/ });
          const nb = (await next.boundingBox())!;
          expect(nb.y).toBeGreaterThanOrEqual(56);
          expect(Math.min(nb.width, nb.height)).toBeGreaterThanOrEqual(48);

          await page.setViewportSize({ width: 844, height: 390 });
          await until(
            'the bottom bar folded into the top bar',
            async () => (await page.locator('.v-bottom-navigation').count()) === 0 && (await page.locator('.bar-nav').isVisible()),
          );
          await page.evaluate(() => window.scrollTo({ top: 0 }));
          await debugShot(page, `chrome-sideways-${lang}-${scheme}`);
          const sideways = await chrome(page);
          await debugShot(page, `chrome-sideways-scrolled-${lang}-${scheme}`);
          expect(1 - sideways.share, JSON.stringify(sideways)).toBeGreaterThanOrEqual(0.6);
          // The sections are one tap away in the bar.
          await page
            .locator('.bar-nav')
            .getByRole('button', { name: /^(Diario|Journal)$/ })
            .click();
          await page.getByRole('region', { name: /^(Diario|Journal)$/ }).waitFor();
        } finally {
          await context.close();
        }
      });
    }
  }

  it('undo and redo say what they took back and put back, over the header and not over a field', async () => {
    const { context, page } = await open(browser(), { width: 390, height: 844 });
    try {
      await home(page);
      await newGame(page, { game: 'ARMIR', name: 'Indietro' });
      await nextPhase(page);
      const at = await whereText(page);
      await section(page, 'calculators');
      await page.locator('.game-body input').first().waitFor();
      await page.getByRole('button', { name: "Annulla l'ultima azione" }).click();
      const said = page.locator('.game-moved');
      await see(said, /^Annullato: \p{L}/u);
      expect(await said.innerText()).not.toMatch(/object/);
      await debugShot(page, 'undo-said');
      expect(await fieldsUnder(page, '.game-moved')).toEqual([]);
      await until('the phase back', async () => (await whereText(page)) !== at);
      await page.getByRole('button', { name: 'Ripeti' }).click();
      await see(said, /^Ripetuto: \p{L}/u);
      expect(await fieldsUnder(page, '.game-moved')).toEqual([]);
      await until('the phase forward again', async () => (await whereText(page)) === at);
    } finally {
      await context.close();
    }
  });
});
