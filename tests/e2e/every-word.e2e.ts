// Issue 31, point 2: every word in view. Each tab of each game, with its cards open as they
// come, on a phone upright (360×740) and on its side (844×390), in Italian and in English:
// no text cut off inside its box (a label that runs past its field, a line ending in "…"),
// and nothing wider than the screen that the player cannot scroll to.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { open, useBrowser } from './browser';
import { debugShot, home, newGame, until, where } from './helpers';

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

/**
 * Text the player cannot read whole: an element holding text whose content is wider (or, with
 * its overflow hidden, taller) than its box, and any element running past the screen's edge
 * outside a box that scrolls sideways. Things hidden on purpose (screen-reader-only text, a
 * menu not open) do not count, nor the header's two folded lines when "show all" opens them.
 */
async function cutText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const vw = document.documentElement.clientWidth;
    const out: string[] = [];
    const name = (el: Element) => `${el.tagName.toLowerCase()}.${[...el.classList].slice(0, 2).join('.')} «${(el.textContent ?? '').trim().slice(0, 40)}»`;
    const shown = (el: Element) => {
      const r = el.getBoundingClientRect();
      if (r.width < 2 || r.height < 2) return false;
      for (let e: Element | null = el; e; e = e.parentElement) {
        const s = getComputedStyle(e);
        if (s.display === 'none' || s.visibility === 'hidden' || s.opacity === '0') return false;
        if (s.clip && s.clip !== 'auto') return false;
        if (s.clipPath && s.clipPath !== 'none') return false;
      }
      return true;
    };
    /** Inside a box the player can scroll sideways (a wide table): not cut, just further on. */
    const inScroller = (el: Element) => {
      for (let e = el.parentElement; e && e !== document.body; e = e.parentElement) {
        const ox = getComputedStyle(e).overflowX;
        if ((ox === 'auto' || ox === 'scroll') && e.scrollWidth > e.clientWidth) return true;
      }
      return false;
    };
    const root = document.querySelector('.v-main') ?? document.body;
    const all = [...root.querySelectorAll<HTMLElement>('*'), ...document.querySelectorAll<HTMLElement>('header *, .v-bottom-navigation *')];
    for (const el of all) {
      if (el.closest('svg, [aria-hidden="true"] .v-icon, .v-overlay:not(.v-overlay--active), .where-asks')) continue;
      const hasText = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim() !== '');
      if (!hasText || !shown(el)) continue;
      const s = getComputedStyle(el);
      const r = el.getBoundingClientRect();
      if ((r.right > vw + 1 || r.left < -1) && !inScroller(el))
        out.push(`${name(el)} runs past the screen (${Math.round(r.left)}–${Math.round(r.right)} of ${vw})`);
      const hides = s.overflowX !== 'visible' || s.textOverflow === 'ellipsis';
      if (hides && s.overflowX !== 'auto' && s.overflowX !== 'scroll' && el.scrollWidth > el.clientWidth + 1)
        out.push(`${name(el)} cut at its side (${el.scrollWidth} in ${el.clientWidth})`);
      if (s.overflowY === 'hidden' && el.scrollHeight > el.clientHeight + 2) out.push(`${name(el)} cut at its foot (${el.scrollHeight} in ${el.clientHeight})`);
    }
    if (document.documentElement.scrollWidth > vw + 1) out.push(`the page is ${document.documentElement.scrollWidth} px wide on a ${vw} px screen`);
    return [...new Set(out)];
  });
}

const SECTIONS = /^(Fase|Phase|Tracciati|Tracks|Calcoli|Calculators|Segnalini|Markers|Diario|Journal|Tabelle|Charts)$/;

/** Every section of the game screen, tapped in turn from the bottom bar (upright) or the top bar (sideways); the cut text of each. */
async function everySection(page: Page, shot: string): Promise<Record<string, string[]>> {
  const nav = page.locator('.v-bottom-navigation, .bar-nav').first();
  await nav.waitFor();
  const buttons = nav.getByRole('button', { name: SECTIONS });
  const n = await buttons.count();
  const found: Record<string, string[]> = {};
  for (let i = 0; i < n; i++) {
    const b = buttons.nth(i);
    const label = ((await b.getAttribute('aria-label')) ?? (await b.innerText())).trim();
    await b.click();
    const region = page.getByRole('region', { name: label }).first();
    await region.waitFor();
    // The section's cards are drawn (the first two at once, the rest when the browser is idle).
    await until(`${label} drawn`, async () => {
      const a = await region.evaluate((el) => el.querySelectorAll('*').length);
      await page.waitForTimeout(0);
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      const b2 = await region.evaluate((el) => el.querySelectorAll('*').length);
      return a === b2;
    });
    await offlineSaid(page);
    await debugShot(page, `${shot}-${i}`);
    const cut = await cutText(page);
    if (cut.length) found[label] = cut;
  }
  return found;
}

const GAMES = ['ARMIR', 'Inferno', 'War to Axis', 'Blocks in the East'] as const;
const SIZES = [
  { width: 360, height: 740 },
  { width: 844, height: 390 },
] as const;

describe('2 every word in view, every tab of every game', () => {
  for (const game of GAMES) {
    for (const lang of ['it-IT', 'en-GB'] as const) {
      it(`${game}, ${lang}: at 360×740 and 844×390 no text is cut and nothing is wider than the screen`, async () => {
        const { context, page } = await open(browser(), { width: 360, height: 740, locale: lang });
        try {
          await home(page);
          await newGame(page, { game, name: 'Parole' });
          await where(page).waitFor();
          const found: Record<string, Record<string, string[]>> = {};
          for (const size of SIZES) {
            await page.setViewportSize(size);
            await page.evaluate(() => window.scrollTo({ top: 0 }));
            const cut = await everySection(page, `words-${game.replace(/ /g, '')}-${lang}-${size.width}`);
            if (Object.keys(cut).length) found[`${size.width}×${size.height}`] = cut;
          }
          expect(JSON.stringify(found, null, 1)).toBe('{}');
        } finally {
          await context.close();
        }
      });
    }
  }
});
