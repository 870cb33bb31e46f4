// Issue 31, point 8: accessible as it stands, and kept so. axe-core checks every screen a
// player reaches on a phone against WCAG 2.0 and 2.1, levels A and AA — the home, the new-game
// dialog, and every section of each of the four games with a card or form open where a player
// would open one — in the light theme and the dark; any violation fails the test, named by its
// rule, the element and where it was found.
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { open, useBrowser } from './browser';
import { home, newGame, section, until, where } from './helpers';

const browser = useBrowser();
const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/**
 * Vuetify internals the app cannot reach, each excluded by its own selector with its reason.
 * Never a whole rule: everything else under the same rule is still checked.
 */
const EXCLUDE: { selector: string; why: string }[] = [];

interface Found {
  where: string;
  rule: string;
  impact: string;
  target: string;
  text: string;
  /** For a contrast: the colours axe read and their ratio. */
  detail: string;
}

/** axe over the page as it stands: WCAG 2.0/2.1 A and AA only. */
async function check(page: Page, where: string): Promise<Found[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: axePath });
  const violations = await page.evaluate(
    async (exclude) => {
      const axe = (
        window as unknown as {
          axe: {
            run: (
              ctx: unknown,
              opts: unknown,
            ) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[]; html: string; any: { data: unknown }[] }[] }[] }>;
          };
        }
      ).axe;
      const r = await axe.run(
        { include: [document], exclude: exclude.map((s) => [s]) },
        { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, resultTypes: ['violations'] },
      );
      return r.violations.flatMap((v) =>
        v.nodes.map((n) => {
          const el = document.querySelector(n.target.join(' '));
          const text = ((el as HTMLElement | null)?.innerText ?? el?.getAttribute('aria-label') ?? n.html).replace(/\s+/g, ' ').trim().slice(0, 80);
          const d = (n.any[0]?.data ?? {}) as { fgColor?: string; bgColor?: string; contrastRatio?: number; expectedContrastRatio?: string };
          const detail = d.fgColor ? `${d.fgColor} on ${d.bgColor}, ${d.contrastRatio}:1 where ${d.expectedContrastRatio} is needed` : '';
          return { rule: v.id, impact: v.impact, target: n.target.join(' '), text, detail };
        }),
      );
    },
    EXCLUDE.map((e) => e.selector),
  );
  return violations.map((v) => ({ where, ...v }));
}

/**
 * The screen is still: no transition or finite animation running (a theme's colours fade in,
 * a panel opens), so what axe reads is what a player sees once the screen has settled.
 */
async function still(page: Page): Promise<void> {
  await until('the screen to settle', () =>
    page.evaluate(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity)),
  );
}

/** Both themes, one after the other, on the page as it stands (the app follows the system's). */
async function checkBoth(page: Page, where: string, found: Found[]): Promise<void> {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await until(`the ${scheme} theme`, async () => ((await page.locator('.v-application').getAttribute('class')) ?? '').includes(`v-theme--${scheme}`));
    await still(page);
    found.push(...(await check(page, `${where} (${scheme})`)));
  }
}

const GAMES = ['ARMIR', 'Inferno', 'War to Axis', 'Blocks in the East'] as const;
type Game = (typeof GAMES)[number];
const SECTIONS = ['phase', 'tracks', 'calculators', 'markers', 'journal', 'charts'] as const;
type Section = (typeof SECTIONS)[number];
const SECTION_NAME: Record<Section, RegExp> = {
  phase: /^(Fase|Phase)$/,
  tracks: /^(Tracciati|Tracks)$/,
  calculators: /^(Calcoli|Calculators)$/,
  markers: /^(Segnalini|Markers)$/,
  journal: /^(Diario|Journal)$/,
  charts: /^(Tabelle|Charts)$/,
};

/**
 * What a player opens on each section, tapped in order where the section has it: a form to add
 * a unit or a block, a combat's first side, a roll, a track's history, a chart to fill in (the
 * forms always in view — a note in the journal, a marker, an objective — are checked as they stand).
 */
const OPENS: Partial<Record<Section, RegExp[]>> & { [g in Game]?: Partial<Record<Section, RegExp[]>> } = {
  tracks: [/^Andamento nei turni$/],
  charts: [/^Compila$/],
  ARMIR: { phase: [/^Aggiungi unità$/], calculators: [/^Attacca il Sovietico$/, /^Aggiungi un esagono attaccante$/] },
  Inferno: { calculators: [/^Inserisci un attaccante$/], markers: [/^Aggiungi unità$/] },
  'War to Axis': { phase: [/^Tira$/], calculators: [/^Nuovo tiro$/] },
  'Blocks in the East': { calculators: [/^Attacca l'Asse$/, /^Scrivete un blocco dell'attaccante$/], markers: [/^Aggiungi un blocco$/] },
};

/** Taps the first button of `name` in the section, if it has one, and waits for the screen to settle. */
async function tap(page: Page, region: Locator, name: RegExp): Promise<boolean> {
  const b = region.getByRole('button', { name }).first();
  if (!(await b.count()) || !(await b.isVisible()) || !(await b.isEnabled())) return false;
  await b.scrollIntoViewIfNeeded();
  await b.click();
  await still(page);
  return true;
}

/** Closes whatever dialog or sheet is open (Escape, as a keyboard player does). */
async function closeOverlays(page: Page): Promise<void> {
  const overlay = page.locator('.v-overlay--active');
  for (let i = 0; i < 3 && (await overlay.count()); i++) {
    await page.keyboard.press('Escape');
    await until('the dialog to close', async () => (await overlay.count()) === 0, 5_000).catch(() => undefined);
  }
}

function report(found: Found[]): string[] {
  return found.map((f) => `${f.where}: ${f.rule} (${f.impact}) at ${f.target} — "${f.text}"${f.detail ? ` — ${f.detail}` : ''}`);
}

describe('WCAG 2.1 AA on a phone, light and dark (axe-core)', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    ({ context, page } = await open(browser(), { width: 390, height: 844 }));
  });
  afterAll(async () => {
    await context?.close();
  });

  it('the home and the settings: no violation', async () => {
    const found: Found[] = [];
    await home(page);
    await checkBoth(page, 'home', found);
    await page.getByRole('link', { name: 'Impostazioni' }).first().click();
    await page.getByRole('radio', { name: 'Tiriamo i nostri dadi e inseriamo il risultato' }).waitFor();
    await checkBoth(page, 'settings', found);
    expect(report(found)).toEqual([]);
  });

  for (const game of GAMES) {
    it(`${game}: the new-game dialog and every section, with what a player opens there: no violation`, async () => {
      const found: Found[] = [];
      await home(page);
      await newGame(page, { game, name: `Accessibile ${game}`, options: async () => checkBoth(page, `${game} / new-game dialog`, found) });
      const names = (await page.locator('.v-bottom-navigation').getByRole('button').allInnerTexts()).map((n) => n.trim());
      for (const s of SECTIONS) {
        if (!names.some((n) => SECTION_NAME[s].test(n))) continue;
        const region = await section(page, s);
        await checkBoth(page, `${game} / ${s}`, found);
        for (const name of OPENS[game]?.[s] ?? OPENS[s] ?? []) {
          if (await tap(page, region, name)) await checkBoth(page, `${game} / ${s}, ${name.source.replace(/[\^$]/g, '')}`, found);
        }
        await closeOverlays(page);
      }
      // The dice tray, from the header, rolled: with a die of each of the game's own kinds where
      // it has some (War to Axis's yellow, white and black dice, drawn as their stickers).
      await where(page)
        .getByRole('button', { name: /^(Tira i dadi|Roll dice)$/ })
        .click();
      const sheet = page.locator('.v-overlay--active .v-card').filter({ has: page.locator('.tray') });
      await sheet.waitFor();
      for (const more of await sheet
        .getByTestId('tray-pool')
        .getByRole('button', { name: /^Un .* in più$/ })
        .all())
        await more.click();
      await sheet.getByRole('button', { name: /^Tira$/ }).click();
      await sheet.getByRole('button', { name: /^Tira ancora$/ }).waitFor();
      await still(page);
      await checkBoth(page, `${game} / dice tray, rolled`, found);
      await closeOverlays(page);
      expect(report(found)).toEqual([]);
    }, 600_000);
  }
});
