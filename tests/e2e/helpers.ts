// What a player does again and again, written once: start a game, move through the phases,
// open a section, pick a file, wait for the service worker. Every step waits for a
// condition the player would see, never for a fixed time.
import type { Download, Locator, Page } from 'playwright-core';
import { readFile } from 'node:fs/promises';
import { expect } from 'vitest';
import { baseUrl } from './browser';

/** Waits until `f` is true (polling), or fails with `what`. */
export async function until(what: string, f: () => Promise<boolean> | boolean, ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  let last: unknown;
  while (Date.now() < end) {
    try {
      if (await f()) return;
    } catch (e) {
      last = e;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out waiting for: ${what}${last ? ` (${String(last)})` : ''}`);
}

/** Visible text of a locator once it is on screen. */
export async function textOf(l: Locator): Promise<string> {
  await l.first().waitFor();
  return (await l.first().innerText()).replace(/\s+/g, ' ').trim();
}

/** Waits for some visible text to appear (exact substring, not a regexp). */
export async function see(page: Page | Locator, text: string | RegExp, ms = 10_000): Promise<Locator> {
  const l = page.getByText(text).first();
  await l.waitFor({ state: 'visible', timeout: ms });
  return l;
}

/**
 * The home screen's heading, the app's own: found by its role, which the first-paint shell's
 * stand-in (index.html, hidden from assistive technology, no heading element) never has, even
 * in the moment both are in the page.
 */
export function homeHeading(page: Page, name: string | RegExp = /^(Le tue partite|Your games)$/): Locator {
  return page.getByRole('heading', { level: 1, name });
}

/** The app's first screen is whole: the first-paint shell laid over it is gone (src/main.ts). */
export async function shellGone(page: Page): Promise<void> {
  await page.locator('#app-shell').waitFor({ state: 'detached' });
}

export async function home(page: Page): Promise<void> {
  // #/: home itself (the start address alone reopens the game the player left from).
  await page.goto(`${baseUrl()}#/`);
  await homeHeading(page).waitFor();
  await shellGone(page);
}

export interface NewGame {
  /** The game's title as the dialog shows it (a prefix is enough: 'ARMIR', 'Inferno'). */
  game: string;
  name: string;
  /** Side label in the dialog ("Nome per lo schieramento Asse") → the name typed. */
  sides?: Record<string, string>;
  /** Before "Start": set options in the open dialog. */
  options?: (dialog: Locator) => Promise<void>;
}

/** From the home screen: New game → choose the game, name sides and game → Start; lands on the game screen. */
export async function newGame(page: Page, g: NewGame): Promise<string> {
  await page
    .getByRole('button', { name: /^(Nuova partita|New game)$/ })
    .first()
    .click();
  const dialog = page.locator('.v-overlay--active .v-card').filter({ has: page.getByRole('button', { name: /^(Inizia|Start)$/ }) });
  await dialog.waitFor();
  await dialog.getByRole('radio', { name: new RegExp(`^${escapeRe(g.game)}`) }).check();
  for (const [label, value] of Object.entries(g.sides ?? {})) {
    await dialog.getByLabel(label, { exact: true }).fill(value);
  }
  if (g.options) await g.options(dialog);
  await dialog.getByLabel(/^(Nome della partita|Game name)$/).fill(g.name);
  await dialog.getByRole('button', { name: /^(Inizia|Start)$/ }).click();
  await page.waitForURL(/#\/game\//);
  await where(page).waitFor();
  return page.url().split('#/game/')[1] ?? '';
}

export function escapeRe(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The "where we are" header. */
export function where(page: Page): Locator {
  return page.locator('section.where');
}

export async function whereText(page: Page): Promise<string> {
  return textOf(where(page));
}

/** The phase's name in the header (its h1). */
export async function phaseName(page: Page): Promise<string> {
  return textOf(where(page).locator('h1'));
}

/**
 * Next phase; if the app warns that a required card is not done, "Advance anyway" when
 * `anyway` (the default), else the warning is left open for the test to read.
 */
export async function nextPhase(page: Page, anyway = true): Promise<void> {
  const before = await whereText(page);
  await where(page)
    .getByRole('button', { name: /^(Fase successiva|Next phase)$/ })
    .click();
  const warning = page.getByRole('button', { name: /^(Avanza comunque|Advance anyway)$/ });
  await until('the phase to change or a warning', async () => (await whereText(page)) !== before || (await warning.isVisible()));
  if ((await warning.isVisible()) && anyway) {
    await warning.click();
    await until('the phase to change', async () => (await whereText(page)) !== before);
    await warning.waitFor({ state: 'hidden' });
  }
}

export async function prevPhase(page: Page): Promise<void> {
  const before = await whereText(page);
  await where(page)
    .getByRole('button', { name: /^(Fase prec\.|Previous)/ })
    .click();
  await until('the phase to change back', async () => (await whereText(page)) !== before);
}

/** Advances until the header's phase name matches (at most `max` steps). */
export async function advanceTo(page: Page, phase: RegExp, max = 30): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (phase.test(await whereText(page))) return;
    await nextPhase(page);
  }
  throw new Error(`never reached phase ${phase}: at ${await whereText(page)}`);
}

const SECTION_NAMES: Record<string, RegExp> = {
  phase: /^(Fase|Phase)$/,
  tracks: /^(Tracciati|Tracks)$/,
  calculators: /^(Calcoli|Calculators)$/,
  markers: /^(Segnalini|Markers)$/,
  journal: /^(Diario|Journal)$/,
  charts: /^(Tabelle|Charts)$/,
};

/** Opens a section of the game screen (bottom navigation on a phone, the top bar's icons on a phone on its side, tabs on a tablet). */
export async function section(page: Page, s: keyof typeof SECTION_NAMES): Promise<Locator> {
  const nav = page.locator('.v-bottom-navigation, .bar-nav').first();
  const name = SECTION_NAMES[s]!;
  // Vuetify's md breakpoint (960 px): below it a bottom navigation, from it two columns and tabs.
  const phone = (page.viewportSize()?.width ?? 390) < 960;
  if (phone) {
    await nav.getByRole('button', { name }).click();
  } else if (s !== 'phase' && s !== 'tracks') {
    await page.getByRole('tab', { name }).click();
  }
  const region = page.getByRole('region', { name }).first();
  await region.waitFor();
  return region;
}

/** Reads a downloaded file's text. */
export async function downloadedText(d: Download): Promise<string> {
  const path = await d.path();
  if (!path) throw new Error('download failed');
  return readFile(path, 'utf8');
}

/** Clicks `trigger`, expects a download, returns its file name and text. */
export async function download(page: Page, trigger: () => Promise<void>): Promise<{ name: string; text: string }> {
  const [d] = await Promise.all([page.waitForEvent('download'), trigger()]);
  return { name: d.suggestedFilename(), text: await downloadedText(d) };
}

/** Clicks `trigger`, answers the file picker with `text` as `name`. */
export async function pickFile(page: Page, trigger: () => Promise<void>, name: string, text: string): Promise<void> {
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), trigger()]);
  await chooser.setFiles({ name, mimeType: 'application/json', buffer: Buffer.from(text, 'utf8') });
}

/** The page is controlled by the service worker (after `ready`, a reload may be needed to be claimed). */
export async function serviceWorkerInControl(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  for (let i = 0; i < 3; i++) {
    const controlled = await page.evaluate(() => !!navigator.serviceWorker.controller);
    if (controlled) return;
    await page.reload();
    await page.waitForLoadState('load');
  }
  await until('the service worker to control the page', () => page.evaluate(() => !!navigator.serviceWorker.controller));
}

/** No horizontal scrolling: the page is no wider than the screen. */
export async function horizontalOverflow(page: Page): Promise<{ scrollWidth: number; innerWidth: number }> {
  return page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
}

/** The open dialog with role=alert text (the app's "Qualcosa non va" problem dialog). */
export async function problemText(page: Page): Promise<string> {
  const alert = page.locator('.v-overlay--active [role="alert"]').first();
  await alert.waitFor();
  return (await alert.innerText()).trim();
}

/** Closes the problem dialog with OK. */
export async function dismissProblem(page: Page): Promise<void> {
  const overlay = page.locator('.v-overlay--active').filter({ has: page.locator('[role="alert"]') });
  await overlay.getByRole('button', { name: /^OK$/ }).click();
  await overlay.waitFor({ state: 'hidden' });
}

/** The names of the saved games on the home screen, in the order shown. */
export async function gameNames(page: Page): Promise<string[]> {
  const items = page.locator('.game-item .v-card-title');
  return (await items.allInnerTexts()).map((s) => s.trim());
}

/** The physical-dice faces of the nth roller in `scope`: tap face `f` of die `die` (1-based). */
export async function tapFace(scope: Locator, die: number, face: number): Promise<void> {
  await scope.getByRole('radio', { name: new RegExp(`^(Dado|Die) ${die}.*(faccia|face) ${face}$`) }).click();
}

/** An item of the open menu (Vuetify lists its items as listitems), by its text. */
export function menuItem(page: Page, text: string): Locator {
  return page.locator('.v-menu .v-list-item').filter({ hasText: text }).first();
}

/** A procedure card (phase card or quick calculator) by its id. */
export function card(page: Page, id: string): Locator {
  return page.locator(`[data-procedure="${id}"]`);
}

/**
 * A roll the rule reads by count offers the table's dice as counts first; players who prefer to
 * give each die's face switch to faces one by one (what the tests that tap faces do).
 */
export async function facesOneByOne(roller: Locator): Promise<void> {
  const byFaces = roller.locator('.dice-roller__by-faces');
  if (await byFaces.count()) {
    await byFaces.click();
    await roller.locator('.dice-roller__die').first().waitFor();
  }
}

/** Physical dice: tap each die's face in `scope`, then "Conferma". */
export async function typeDice(scope: Locator, ...faces: number[]): Promise<void> {
  const roller = scope.locator('.dice-roller').first();
  await roller.waitFor();
  if (!(await roller.getAttribute('class'))?.includes('dice-roller--physical')) {
    await roller.getByLabel(/Dadi al tavolo|Table dice/).check();
  }
  await facesOneByOne(roller);
  for (let i = 0; i < faces.length; i++) await tapFace(roller, i + 1, faces[i]!);
  await confirmDice(roller);
}

/**
 * "Conferma" under the faces typed from the table's dice, then waits until the roll is taken:
 * it is written to the game first (every roll on the record), then the card moves on (the
 * roller goes) or, in the dice tray, the faces are cleared for the next roll.
 */
export async function confirmDice(roller: Locator): Promise<void> {
  await roller.getByRole('button', { name: /^(Conferma|Confirm)$/ }).click();
  await until(
    'the roll to be written and taken',
    async () => (await roller.count()) === 0 || (await roller.locator('[role="radio"][aria-checked="true"]').count()) === 0,
  );
}

/**
 * "Applica" in `scope`, then waits until it is written: "Fatto: registrato nel diario", or
 * the card moved on (the new position changes the card, so the button goes away).
 */
export async function applyIn(scope: Locator): Promise<void> {
  const button = scope.getByRole('button', { name: /^(Applica|Apply)$/ });
  await button.click();
  const done = scope.getByText(/Fatto: registrato nel diario|Done: written in the journal/).first();
  await until('the result to be applied', async () => (await done.isVisible()) || (await button.count()) === 0);
}

/** The value shown on a track tile. */
export async function trackValue(page: Page, id: string): Promise<string> {
  return (await page.locator(`[data-track="${id}"] .track__value`).first().innerText()).trim();
}

/** The texts of the derivation steps in `scope` (numbered list items), whitespace collapsed. */
export async function derivationSteps(scope: Locator): Promise<string[]> {
  return (await scope.locator('.derivation li').allInnerTexts()).map((s) => s.replace(/\s+/g, ' ').trim());
}

/** Saves a screenshot of the page under E2E_DEBUG_DIR when that variable is set (for looking at a failure). */
export async function debugShot(page: Page, name: string): Promise<void> {
  const dir = process.env.E2E_DEBUG_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: false }).catch(() => undefined);
}

/**
 * The settings screen's back arrow: the previous screen comes back at the first tap, even
 * while a snackbar ("Pronto anche senza rete" on the first visit) is on screen. With `to`,
 * it must land exactly there.
 */
export async function back(page: Page, to?: string): Promise<void> {
  const from = page.url();
  await page.getByRole('button', { name: /^(Indietro|Back)$/ }).click();
  await until('the back arrow to leave the screen', () => page.url() !== from, 5_000);
  if (to) await until(`the back arrow to land on ${to}`, () => page.url() === to, 5_000);
}

/** The ARMIR game most walks start: "Serata ARMIR", Marco for the Axis, Ivan for the Soviets. */
export const ARMIR: NewGame = {
  game: 'ARMIR',
  name: 'Serata ARMIR',
  sides: { 'Nome per lo schieramento Asse': 'Marco', 'Nome per lo schieramento Sovietico': 'Ivan' },
};

/** Starts the fresh ARMIR game and plays past set-up to turn 1, phase 7 (18.4). */
export async function armirAtTurnOne(page: Page): Promise<string> {
  await home(page);
  const id = await newGame(page, ARMIR);
  await nextPhase(page);
  return id;
}

/** An ARMIR game at its first Soviet combat phase: a combat is fought in the attacker's own combat phase (12), where the calculator asks for the die. */
export async function armirAtCombat(page: Page): Promise<string> {
  const id = await armirAtTurnOne(page);
  await advanceTo(page, /Combattimento Sovietico/);
  return id;
}

/** Types a value in a NumberField found by its label inside `scope` (a string label matches exactly), and leaves the field. */
export async function typeNumber(scope: Locator, label: string | RegExp, value: number): Promise<void> {
  const input = scope.getByRole('textbox', { name: label, exact: typeof label === 'string' }).first();
  await input.fill(String(value));
  await input.blur();
}

/** Switches the whole app to "we roll our own dice" (settings), then comes back with the back arrow. */
export async function physicalDice(page: Page): Promise<void> {
  const gameUrl = page.url();
  await page.getByRole('link', { name: 'Impostazioni' }).first().click();
  const radio = page.getByRole('radio', { name: 'Tiriamo i nostri dadi e inseriamo il risultato' });
  await radio.check();
  await until('the setting to be kept', () => radio.isChecked());
  await back(page, gameUrl);
}

/** The journal's entries as shown, newest first, whitespace collapsed (waits for at least one). */
export async function journalTexts(page: Page): Promise<string[]> {
  const region = await section(page, 'journal');
  await region.locator('.v-list-item').first().waitFor();
  return (await region.locator('.v-list-item').allInnerTexts()).map((s) => s.replace(/\s+/g, ' ').trim());
}

/**
 * Picks items in a Vuetify select (single or multiple) by their visible titles, one at a
 * time as a player does: with no other menu open, open this one, wait for the item to show,
 * tap it, wait until the select shows it as picked, close the menu and wait for it to go.
 */
export async function pick(page: Page, select: Locator, ...titles: string[]): Promise<void> {
  const shown = async () => (await select.locator('.v-select__selection').allInnerTexts()).map((x) => x.trim());
  for (let attempt = 0; attempt < 3; attempt++) {
    const missing = [];
    for (const t of titles) if (!(await shown()).includes(t)) missing.push(t);
    if (!missing.length) return;
    await select.locator('.v-field').first().click();
    const menu = page.locator('.v-overlay--active .v-list').last();
    await menu.waitFor();
    for (const t of missing) {
      await menu
        .locator('.v-list-item')
        .filter({ has: page.getByText(t, { exact: true }) })
        .first()
        .click();
    }
    if (await menu.isVisible()) await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' }).catch(() => undefined);
  }
  expect(await shown()).toEqual(expect.arrayContaining(titles));
}

/** An Inferno roster line by unit name. */
export function unitLine(page: Page, name: string): Locator {
  return page.locator('.inf-unit').filter({ hasText: name }).first();
}

/** Picks units in a chip group (the combat panels' roster picks): one tap per unit not picked yet. */
export async function pickChips(group: Locator, ...names: string[]): Promise<void> {
  for (const name of names) {
    const chip = group.locator('.v-chip').filter({ hasText: name }).first();
    if (!((await chip.getAttribute('class')) ?? '').includes('v-chip--selected')) await chip.click();
    await until(`${name} picked`, async () => ((await chip.getAttribute('class')) ?? '').includes('v-chip--selected'));
  }
}

/**
 * Picks an item of a long select on a phone: the menu scrolls to the chosen item as it opens,
 * so the item is tapped once it is on screen and still.
 */
export async function choice(page: Page, select: Locator, title: string): Promise<void> {
  // A field of up to four options is drawn as a row of toggles (FieldInputs): one tap.
  if ((await select.locator('.v-select__selection').count()) === 0 && (await select.locator('button').count()) > 0) {
    const b = select.getByRole('button', { name: title, exact: true });
    if ((await b.getAttribute('aria-pressed')) !== 'true') await b.click();
    await until(
      `${title} chosen`,
      async () => (await b.getAttribute('aria-pressed')) === 'true' || (await b.getAttribute('class'))?.includes('v-btn--active') === true,
    );
    return;
  }
  if ((await select.locator('.v-select__selection').innerText()).trim() === title) return;
  await select.locator('.v-field').first().click();
  const menu = page.locator('.v-overlay--active .v-list').last();
  await menu.waitFor();
  const item = menu
    .locator('.v-list-item')
    .filter({ has: page.getByText(title, { exact: true }) })
    .first();
  await item.scrollIntoViewIfNeeded();
  await item.dispatchEvent('click');
  await menu.waitFor({ state: 'hidden' });
  await until(`${title} chosen`, async () => (await select.locator('.v-select__selection').innerText()).trim() === title);
}

/** Opens the dialog's "Inizia da…" and picks each field's value by its words. */
export async function startFrom(page: Page, dialog: Locator, values: Record<string, string>): Promise<void> {
  const panel = dialog.getByTestId('start-at');
  const title = panel.getByRole('button', { name: /Inizia da…/ });
  if ((await title.getAttribute('aria-expanded')) !== 'true') await title.click();
  for (const [id, title] of Object.entries(values)) {
    const field = panel.getByTestId(`start-at-${id}`);
    await field.waitFor();
    await choice(page, field.locator('.v-select'), title);
  }
  await until('the start chosen', async () => !(await panel.getByTestId('start-at-summary').innerText()).includes("Dall'inizio"));
}
