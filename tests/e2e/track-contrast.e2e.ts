// Issue 31, contrast: the rule numbers on the track buttons (ARMIR and Inferno, Tracks tab)
// meet WCAG 2.1 AA (4.5:1 for their small text) against the button they are written on, in
// the light theme and the dark. The contrast is worked out as WCAG defines it, from the colours
// the browser draws: the text's colour and opacity over the button's tonal tint over the card.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { open, useBrowser } from './browser';
import { home, newGame, section } from './helpers';

const browser = useBrowser();

/** Each rule number on a track button with its contrast ratio against the button. */
async function ruleContrasts(page: Page): Promise<{ rule: string; ratio: number }[]> {
  return page.evaluate(() => {
    type RGBA = [number, number, number, number];
    const parse = (c: string): RGBA => {
      const m = /rgba?\(([^)]+)\)/.exec(c);
      if (!m) return [0, 0, 0, 0];
      const p = m[1]
        .split(/[ ,/]+/)
        .filter(Boolean)
        .map(Number);
      return [p[0], p[1], p[2], p[3] ?? 1];
    };
    const over = (top: RGBA, below: RGBA): RGBA => {
      const a = top[3] + below[3] * (1 - top[3]);
      if (a === 0) return [0, 0, 0, 0];
      const mix = (i: number) => (top[i] * top[3] + below[i] * below[3] * (1 - top[3])) / a;
      return [mix(0), mix(1), mix(2), a];
    };
    const lum = (c: RGBA) => {
      const ch = (v: number) => {
        const s = v / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * ch(c[0]) + 0.7152 * ch(c[1]) + 0.0722 * ch(c[2]);
    };
    /** The opaque background under an element: its ancestors' backgrounds, bottom up. */
    const ground = (el: Element): RGBA => {
      const layers: RGBA[] = [];
      for (let e: Element | null = el; e; e = e.parentElement) layers.push(parse(getComputedStyle(e).backgroundColor));
      let c: RGBA = [255, 255, 255, 1];
      for (const l of layers.reverse()) c = over(l, c);
      return c;
    };
    const out: { rule: string; ratio: number }[] = [];
    for (const rule of document.querySelectorAll<HTMLElement>('.track__action-rule')) {
      const btn = rule.closest('.v-btn');
      if (!btn || btn.classList.contains('v-btn--disabled')) continue;
      let bg = ground(btn);
      const under = btn.querySelector('.v-btn__underlay');
      if (under) {
        const s = getComputedStyle(under);
        const tint = parse(s.backgroundColor);
        bg = over([tint[0], tint[1], tint[2], tint[3] * Number(s.opacity)], bg);
      }
      const s = getComputedStyle(rule);
      let alpha = parse(s.color)[3];
      for (let e: Element | null = rule; e && e !== document.body; e = e.parentElement) alpha *= Number(getComputedStyle(e).opacity);
      const fg = over([...parse(s.color).slice(0, 3), alpha] as RGBA, bg);
      const [a, b] = [lum(fg), lum(bg)].sort((x, y) => y - x);
      out.push({ rule: rule.innerText.trim(), ratio: Math.round(((a + 0.05) / (b + 0.05)) * 100) / 100 });
    }
    return out;
  });
}

describe('contrast of the rule numbers on track buttons', () => {
  for (const game of ['ARMIR', 'Inferno'] as const) {
    for (const scheme of ['light', 'dark'] as const) {
      it(`${game}, ${scheme} theme: every rule number on a track button reads at 4.5:1 or more`, async () => {
        const { context, page } = await open(browser(), { width: 390, height: 844, colorScheme: scheme });
        try {
          await home(page);
          await newGame(page, { game, name: 'Contrasto' });
          const tracks = await section(page, 'tracks');
          await tracks.locator('.track__action-rule').first().waitFor();
          const found = await ruleContrasts(page);
          expect(found.length).toBeGreaterThan(0);
          expect(found.filter((f) => f.ratio < 4.5)).toEqual([]);
        } finally {
          await context.close();
        }
      });
    }
  }
});
