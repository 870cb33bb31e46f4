// Tap counts for `npm run bench`: how many taps a player needs for what is done again and
// again at the table, scripted in Chromium (playwright-core) against the built app in dist/
// (this script builds nothing). A tap is a touch on a control, or the keyboard's Enter that
// submits; typing letters into a field that has the focus is not a tap. The app's dice are
// seeded, so every run rolls the same and asks the same questions.
//
//   node scripts/taps.mjs [--dist DIR]     prints the counts (the dist/ of the last build by default)
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, ensureChromium, freePort, root } from './lib.mjs';

const PHONE = { width: 390, height: 844 };

/** Seeded dice: crypto.getRandomValues replaced by a small PRNG (mulberry32) before the app loads. */
const SEEDED = `(() => {
  let a = 20260101;
  const next = () => { a |= 0; a = (a + 0x6d2b79f5) | 0; let t = Math.imul(a ^ (a >>> 15), 1 | a); t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t; return (t ^ (t >>> 14)) >>> 0; };
  crypto.getRandomValues = (arr) => { for (let i = 0; i < arr.length; i++) arr[i] = next() & (2 ** (8 * arr.BYTES_PER_ELEMENT) - 1); return arr; };
})();`;

/** Counts the taps of one flow. */
class Taps {
  constructor(page) {
    this.page = page;
    this.n = 0;
  }
  async tap(locator) {
    await locator.click();
    this.n++;
  }
  /** Types into a field: a tap to focus it unless it has the focus already. */
  async type(locator, text) {
    const focused = await locator.evaluate((el) => el === document.activeElement).catch(() => false);
    if (!focused) await this.tap(locator);
    await locator.fill(text);
  }
  async enter() {
    await this.page.keyboard.press('Enter');
    this.n++;
  }
}

/** A calculator's flow as one reading: its stage and how many questions it shows, read together (an app roll may land between two reads). */
function flowState(flow) {
  return flow.evaluate((el) => `${el.getAttribute('data-stage')}:${el.querySelectorAll('[data-question]').length}`);
}

async function waitFor(what, f, ms = 15_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    try {
      if (await f()) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

async function newGame(page, url, game, name, options = []) {
  await page.goto(url);
  await page.locator('h1', { hasText: /Le tue partite|Your games/ }).waitFor();
  await page
    .getByRole('button', { name: /^(Nuova partita|New game)$/ })
    .first()
    .click();
  const dialog = page.locator('.v-overlay--active .v-card').filter({ has: page.getByRole('button', { name: /^(Inizia|Start)$/ }) });
  await dialog.waitFor();
  await dialog.getByRole('radio', { name: new RegExp(`^${game}`) }).check();
  for (const o of options) await dialog.getByRole('checkbox', { name: o, exact: true }).check();
  await dialog.getByLabel(/^(Nome della partita|Game name)$/).fill(name);
  await dialog.getByRole('button', { name: /^(Inizia|Start)$/ }).click();
  await page.locator('section.where').waitFor();
}

const where = (page) => page.locator('section.where').innerText();
const nav = (page, name) => page.locator('.v-bottom-navigation').getByRole('button', { name });

/** Next phase; "Avanza comunque" when a required card is left (counted when `t` is given). */
async function nextPhase(page, t) {
  const before = await where(page);
  const next = page.locator('section.where').getByRole('button', { name: /^(Fase successiva|Next phase)$/ });
  if (t) await t.tap(next);
  else await next.click();
  const anyway = page.getByRole('button', { name: /^(Avanza comunque|Advance anyway)$/ });
  await waitFor('the next phase or a warning', async () => (await where(page)) !== before || (await anyway.isVisible()));
  if (await anyway.isVisible()) {
    if (t) await t.tap(anyway);
    else await anyway.click();
    await waitFor('the next phase', async () => (await where(page)) !== before);
    await anyway.waitFor({ state: 'hidden' });
  }
}

/** Picks a roster unit in the combat panel: one chip, or (older builds) a select's menu. */
async function pickUnit(t, page, scope, name) {
  const chip = scope.locator('.v-chip').filter({ hasText: name }).first();
  if (await chip.count()) return t.tap(chip);
  await t.tap(scope.locator('.v-field').first());
  const menu = page.locator('.v-overlay--active .v-list').last();
  await t.tap(menu.locator('.v-list-item').filter({ hasText: name }).first());
  await t.tap(page.locator('section.where'));
  await menu.waitFor({ state: 'hidden' });
}

/** An Inferno combat from the roster on a phone: one unit a side, app dice, paper-chart cells typed. */
async function rosterCombat(browser, url) {
  const context = await browser.newContext({ viewport: PHONE, locale: 'it-IT', reducedMotion: 'reduce', hasTouch: true });
  await context.addInitScript(SEEDED);
  const page = await context.newPage();
  try {
    await newGame(page, url, 'Inferno', 'Taps combat');
    await nav(page, /^Segnalini$/).click();
    await page.getByTestId('inferno-roster-add').click();
    const form = page.getByTestId('inferno-roster-form');
    for (const [side, name, full, reduced] of [
      ['Austroungarici', 'III/14 KJ', [7, 6, 1], [4, 3, 1]],
      ['Italiani', 'Brig. Ivrea', [3, 4, 1], [2, 2, 1]],
    ]) {
      await form.getByTestId('inferno-roster-side').getByRole('button', { name: side }).click();
      await form.getByTestId('inferno-roster-name').getByRole('textbox').fill(name);
      for (const [id, v] of [
        ['attack', full[0]],
        ['defence', full[1]],
        ['va', full[2]],
        ['rattack', reduced[0]],
        ['rdefence', reduced[1]],
        ['rva', reduced[2]],
      ]) {
        await form.getByTestId(`inferno-roster-${id}`).getByRole('textbox').fill(String(v));
      }
      await form.getByTestId('inferno-roster-save').click();
      await form.getByTestId('inferno-roster-added').filter({ hasText: name }).waitFor();
    }
    await form.getByTestId('inferno-roster-close').click();

    const t = new Taps(page);
    await t.tap(nav(page, /^Calcoli$/));
    const combat = page.getByTestId('inferno-combat');
    await combat.waitFor();
    await pickUnit(t, page, combat.getByTestId('inferno-combat-attackers'), 'III/14 KJ');
    await pickUnit(t, page, combat.getByTestId('inferno-combat-defenders'), 'Brig. Ivrea');
    const result = combat.getByTestId('inferno-combat-result');
    const flow = result.locator('.flow').first();
    for (let i = 0; i < 20; i++) {
      const before = await flowState(flow);
      const stage = before.split(':')[0];
      if (stage === 'ready') break;
      if (stage === 'roll') {
        await t.tap(
          flow
            .locator('.flow__roll')
            .getByRole('button', { name: /^(Tira|Roll)/ })
            .first(),
        );
      } else if (stage === 'cell') {
        const input = flow.locator('.flow__cell input').first();
        const value = (await flow.locator('.flow__cell .flow__prompt').innerText()).includes('TRC') ? '-/+1' : '1';
        await t.type(input, value);
        if (await input.evaluate((el) => el === document.activeElement)) await t.enter();
        else await t.tap(flow.getByRole('button', { name: /^(Usa questo valore|Use this value)$/ }));
      } else if (stage === 'choice') {
        await t.tap(flow.locator('.flow__choice').first());
      } else {
        throw new Error(`the combat stopped at ${stage}`);
      }
      await waitFor('the next question', async () => (await flowState(flow)) !== before);
    }
    // In view without scrolling: the result's top and its Apply button within the screen,
    // clear of the bottom navigation.
    const apply = flow.locator('.flow__apply');
    await apply.waitFor();
    await page.waitForTimeout(300); // let a smooth scroll settle (motion is reduced: none expected)
    const navTop = await page
      .locator('.v-bottom-navigation')
      .evaluate((el) => el.getBoundingClientRect().top)
      .catch(() => PHONE.height);
    const box = await flow.locator('.flow__result').evaluate((el) => ({ top: el.getBoundingClientRect().top }));
    const applyBox = await apply.evaluate((el) => ({ top: el.getBoundingClientRect().top, bottom: el.getBoundingClientRect().bottom }));
    const inView = box.top >= 0 && applyBox.bottom <= navTop;
    await t.tap(apply);
    // Applied: the panel clears for the next combat (or says it is done).
    await waitFor(
      'the combat to be applied',
      async () => (await flow.getAttribute('data-stage')) === 'blocked' || (await flow.locator('.flow__applied').isVisible()),
    );
    return { taps: t.n, inView };
  } catch (e) {
    if (process.env.TAPS_DEBUG) {
      console.error(
        await page
          .getByTestId('inferno-combat-result')
          .innerText()
          .catch(() => ''),
      );
      await page.screenshot({ path: `${process.env.TAPS_DEBUG}/taps-combat.png` });
    }
    throw e;
  } finally {
    await context.close();
  }
}

/** One whole Inferno turn (turn 3) with both optional rules on, the players rolling none of their cards. */
async function infernoTurn(browser, url) {
  const context = await browser.newContext({ viewport: PHONE, locale: 'it-IT', reducedMotion: 'reduce', hasTouch: true });
  await context.addInitScript(SEEDED);
  const page = await context.newPage();
  try {
    await newGame(page, url, 'Inferno', 'Taps turn', ['Rimpiazzi', 'Abilità difensiva italiana']);
    for (let i = 0; i < 30 && !/Turno 3 di 14/i.test(await where(page)); i++) await nextPhase(page);
    const t = new Taps(page);
    const skipped = [];
    for (let i = 0; i < 12 && !/Turno 4 di 14/i.test(await where(page)); i++) {
      const skip = page.getByTestId('procedure-skip');
      while ((await skip.count()) > 0 && (await skip.first().isVisible())) {
        const n = await skip.count();
        skipped.push(await skip.first().locator('xpath=ancestor::*[@data-procedure][1]').getAttribute('data-procedure'));
        await t.tap(skip.first());
        await waitFor('the card to read as done', async () => (await skip.count()) < n);
      }
      await nextPhase(page, t);
    }
    return { taps: t.n, skipped: skipped.length };
  } finally {
    await context.close();
  }
}

/** The players' own dice for every roll (the settings' dice mode, set once), then back to the game. */
async function tableDice(page) {
  const gameUrl = page.url();
  await page.getByRole('link', { name: 'Impostazioni' }).first().click();
  const radio = page.getByRole('radio', { name: 'Tiriamo i nostri dadi e inseriamo il risultato' });
  await radio.check();
  await waitFor('the setting to be kept', () => radio.isChecked());
  await page.getByRole('button', { name: /^(Indietro|Back)$/ }).click();
  await waitFor('the game again', async () => page.url() === gameUrl);
  await page.locator('section.where').waitFor();
}

/** A select's item: the field, then the item (two taps). */
async function selectItem(t, page, select, text) {
  await t.tap(select.locator('.v-field').first());
  const menu = page.locator('.v-overlay--active .v-list').last();
  await menu.waitFor();
  await t.tap(
    menu
      .locator('.v-list-item')
      .filter({ has: page.getByText(text, { exact: true }) })
      .first(),
  );
  await menu.waitFor({ state: 'hidden' }).catch(() => undefined);
}

/** Table dice given by count: each group of the roll gets `count(group)` (capped by its buttons); the last count given is the roll. */
async function giveCounts(t, roll, count) {
  const groups = roll.locator('.dice-roller__count');
  await groups.first().waitFor();
  const n = await groups.count();
  for (let i = 0; i < n; i++) {
    const g = groups.nth(i);
    const options = g.locator('.dice-roller__count-option');
    const max = (await options.count()) - 1;
    await t.tap(g.locator(`[data-count="${Math.min(max, count(i))}"]`));
  }
}

/**
 * A Blocks in the East battle round, 2 blocks against 3, with the table's dice (phone): the blocks
 * picked, then each fire given as hits per hit number (one hit a roll), to the defender's retreat.
 */
async function biteRound(browser, url) {
  const context = await browser.newContext({ viewport: PHONE, locale: 'it-IT', reducedMotion: 'reduce', hasTouch: true });
  await context.addInitScript(SEEDED);
  const page = await context.newPage();
  try {
    await newGame(page, url, 'Blocks in the East', 'Taps battle');
    await tableDice(page);
    await nav(page, /^Segnalini$/).click();
    const roster = page.locator('[data-testid="bite-roster-add"]').locator('xpath=ancestor::section[1]');
    const form = page.getByTestId('bite-roster-form');
    // SP chosen so that no hit falls on a tie (7.7.9 would ask the owner: one tap more).
    for (const [name, nation, cls, sp] of [
      ['XLVII Pz', 'Germania', 'Corazzati', 4],
      ['IX AK', 'Germania', 'Fanteria', 1],
      ['13a Armata', 'URSS', 'Fanteria', 4],
      ['20a Armata', 'URSS', 'Fanteria', 3],
      ['Art 5', 'URSS', 'Artiglieria', 2],
    ]) {
      await page.getByTestId('bite-roster-add').click();
      await form.waitFor();
      await form.getByTestId('bite-roster-form-name').getByRole('textbox').fill(name);
      for (const [id, v] of [
        ['nation', nation],
        ['class', cls],
      ]) {
        await form.getByTestId(`bite-roster-form-${id}`).locator('.v-field').first().click();
        const menu = page.locator('.v-overlay--active .v-list').last();
        await menu.waitFor();
        await menu
          .locator('.v-list-item')
          .filter({ has: page.getByText(v, { exact: true }) })
          .first()
          .click();
        await menu.waitFor({ state: 'hidden' }).catch(() => undefined);
      }
      for (const label of ['PF massimi', 'PF attuali']) {
        const f = form.getByRole('textbox', { name: label, exact: true }).first();
        await f.fill(String(sp));
        await f.blur();
      }
      await form.getByTestId('bite-roster-save').click();
      await page.getByText(`Aggiunto: ${name}.`).first().waitFor();
    }
    await page.getByTestId('bite-roster-close').click();
    void roster;
    // B7, the Axis's combat phase (7.7).
    for (let i = 0; i < 30 && !/B7/.test(await where(page)); i++) await nextPhase(page);

    const t = new Taps(page);
    await t.tap(nav(page, /^Calcoli$/));
    const battle = page.getByTestId('bite-battle');
    await battle.waitFor();
    for (const [side, names] of [
      ['attacker', ['XLVII Pz', 'IX AK']],
      ['defender', ['13a Armata', '20a Armata', 'Art 5']],
    ]) {
      for (const n of names) await t.tap(battle.getByTestId(`bite-battle-${side}`).locator('.v-chip').filter({ hasText: n }).first());
    }
    const flow = battle.getByTestId('bite-battle-result').locator('.flow').first();
    let rolls = 0;
    for (let i = 0; i < 20; i++) {
      const q = flow.locator('.flow__next').first();
      await q.waitFor();
      const id = await q.getAttribute('data-question');
      if (/retreat/.test(id ?? '')) break;
      const stage = await flow.getAttribute('data-stage');
      if (stage === 'roll') {
        // One hit a roll: 1 on the first group, 0 on the others.
        await giveCounts(t, q, (g) => (g === 0 ? 1 : 0));
        rolls++;
      } else if (stage === 'choice') {
        await t.tap(flow.locator('.flow__choice').first());
      } else throw new Error(`the battle stopped at ${stage}`);
      await q.waitFor({ state: 'detached' }).catch(() => undefined);
      await waitFor('the next question', async () => (await flow.locator('.flow__next').first().getAttribute('data-question')) !== id);
    }
    return { taps: t.n, rolls };
  } catch (e) {
    if (process.env.TAPS_DEBUG) await page.screenshot({ path: `${process.env.TAPS_DEBUG}/taps-bite.png` });
    throw e;
  } finally {
    await context.close();
  }
}

const WTA_PACK = JSON.stringify({
  format: 'aiutante-war-to-axis-army-cards',
  version: 1,
  cards: [
    {
      id: 'allies-us',
      name: 'Unità Americane',
      side: 'allies',
      american: true,
      units: [
        {
          id: 'rifle',
          name: 'Rifle Coy',
          discs: 3,
          move: 4,
          advance: 3,
          apDice: [3, 2, 1],
          atDice: [],
          apTarget: true,
          armour: null,
          starred: false,
          hq: false,
          infantry: true,
          engineers: false,
          motorizedInfantry: false,
          mechanizedInfantry: false,
          vehicle: false,
          atGun: false,
        },
      ],
    },
    {
      id: 'axis-wehrmacht',
      name: 'Wehrmacht',
      side: 'axis',
      american: false,
      units: [
        {
          id: 'grenadiere',
          name: 'Grenadiere',
          discs: 3,
          move: 4,
          advance: 3,
          apDice: [3, 2, 1],
          atDice: [],
          apTarget: true,
          armour: null,
          starred: false,
          hq: false,
          infantry: true,
          engineers: false,
          motorizedInfantry: false,
          mechanizedInfantry: false,
          vehicle: false,
          atGun: false,
        },
      ],
    },
  ],
});

/** A War to Axis fire from the roster with the table's dice (phone): the unit activated to fire, its target, the hits by count, Apply. */
async function wtaFire(browser, url) {
  const context = await browser.newContext({ viewport: PHONE, locale: 'it-IT', reducedMotion: 'reduce', hasTouch: true });
  await context.addInitScript(SEEDED);
  const page = await context.newPage();
  try {
    await newGame(page, url, 'War to Axis', 'Taps fire');
    await tableDice(page);
    await nav(page, /^Tracciati$/).click();
    const cards = page.getByTestId('wta-cards');
    await cards.waitFor();
    await cards.getByLabel('Pacchetto (testo JSON)').fill(WTA_PACK);
    await cards.getByRole('button', { name: 'Aggiungi il pacchetto incollato sotto' }).click();
    await page.getByText('2 carte aggiunte').first().waitFor();
    await nav(page, /^Fase$/).click();
    const roster = page.getByTestId('wta-roster');
    const nt = new Taps(page);
    for (const [side, card, type] of [
      ['Alleati', 'Unità Americane', 'Rifle Coy'],
      ['Tedeschi', 'Wehrmacht', 'Grenadiere'],
    ]) {
      // The roster's one form: the type from the cards (two types: a row of toggles), then Add.
      const add = roster.getByTestId('wta-add');
      await nt.tap(add.locator('[data-field="type"]').getByRole('button', { name: `${type} (${card}, ${side})`, exact: true }));
      const before = await roster.locator('.wta-unit').count();
      await add.getByTestId('action-apply').click();
      await waitFor(`${type} on the roster`, async () => (await roster.locator('.wta-unit').count()) === before + 1);
    }
    // 3.1: the Allies' activation roll, a 4 from the table.
    const rollCard = page.locator('[data-procedure="basic-roll-allies"]');
    await rollCard.locator('[data-face="4"]').first().click();
    await rollCard.locator('.dice-roller__confirm').click();
    for (let i = 0; i < 5 && !(await rollCard.locator('.flow__apply').count()); i++) {
      if (await rollCard.locator('.flow__choice').count()) await rollCard.locator('.flow__choice').first().click();
      await page.waitForTimeout(100);
    }
    await rollCard.locator('.flow__apply').click();
    await rollCard
      .locator('.flow__apply')
      .waitFor({ state: 'detached' })
      .catch(() => undefined);

    const t = new Taps(page);
    const unit = roster.locator('.wta-unit').filter({ hasText: 'Rifle Coy' }).first();
    await t.tap(unit.locator('.wta-unit__head'));
    // Activated to fire (the form's default action, 3.2): one tap on its button.
    await t.tap(unit.getByTestId('wta-unit-activate').getByTestId('action-apply'));
    const fire = page.getByTestId('wta-fire');
    await waitFor('the fire calculator with the Rifle Coy as firer', async () => (await fire.getByTestId('wta-fire-firer').innerText()).includes('Rifle Coy'));
    await selectItem(t, page, fire.getByTestId('wta-fire-target'), 'Grenadiere (Tedeschi)');
    const q = fire.locator('.flow__roll').first();
    await q.waitFor();
    await giveCounts(t, q, () => 1);
    const apply = fire.locator('.flow__apply');
    await apply.waitFor();
    await t.tap(apply);
    await waitFor('the fire to be applied', async () => (await apply.count()) === 0 || (await fire.locator('.flow__applied').isVisible()));
    return { taps: t.n };
  } catch (e) {
    if (process.env.TAPS_DEBUG) await page.screenshot({ path: `${process.env.TAPS_DEBUG}/taps-wta.png` });
    throw e;
  } finally {
    await context.close();
  }
}

/** ARMIR's red stars at set-up: the three towns of 18.3, then five more places, one a city. */
async function armirStars(browser, url) {
  const context = await browser.newContext({ viewport: PHONE, locale: 'it-IT', reducedMotion: 'reduce', hasTouch: true });
  const page = await context.newPage();
  try {
    await newGame(page, url, 'ARMIR', 'Taps stars');
    const t = new Taps(page);
    await t.tap(nav(page, /^Segnalini$/));
    const map = page.getByTestId('armir-map');
    await map.waitFor();
    for (const [id, value] of [
      ['kazanskaja', 'Villaggio'],
      ['pavlovsk', 'Città'],
      ['verkhniy-mamon', 'Villaggio'],
    ]) {
      await t.tap(map.getByTestId(`armir-star-${id}`).getByRole('button', { name: value }));
    }
    const name = map.getByTestId('armir-star-name').getByRole('textbox');
    const valueToggle = map.getByTestId('armir-star-value');
    const count = () => map.locator('[data-testid$="-control"]').count();
    if (await valueToggle.count()) {
      // Places typed in one go: "2" after a city's name, Enter.
      const before = await count();
      await t.type(name, 'Rossosh 2, Kantemirovka, Millerovo, Boguchar, Chertkovo');
      await t.enter();
      await waitFor('the five places on the list', async () => (await count()) === before + 5);
      return { taps: t.n };
    }
    for (const [place, city] of [
      ['Rossosh', true],
      ['Kantemirovka', false],
      ['Millerovo', false],
      ['Boguchar', false],
      ['Chertkovo', false],
    ]) {
      const before = await map.locator('[data-testid^="armir-star-"][data-testid$="-control"]').count();
      await t.type(name, place);
      if (city) {
        if (await valueToggle.count()) await t.tap(valueToggle.getByRole('button', { name: 'Città' }));
        else {
          // Older builds: a select for the value.
          await t.tap(map.locator('.v-select').first().locator('.v-field'));
          await t.tap(page.locator('.v-overlay--active .v-list-item').filter({ hasText: 'Città' }).first());
        }
      }
      if (city || !(await name.evaluate((el) => el === document.activeElement))) {
        await t.tap(map.getByTestId('armir-star-add'));
      } else {
        await t.enter();
        if ((await map.locator('[data-testid$="-control"]').count()) === before) await t.tap(map.getByTestId('armir-star-add'));
      }
      await waitFor(`${place} on the list`, async () => (await map.locator('[data-testid$="-control"]').count()) > before);
    }
    return { taps: t.n };
  } finally {
    await context.close();
  }
}

/**
 * An ARMIR combat from the roster on a phone: in the Soviet combat phase (12), the attacking hex
 * and the defending hex taken from the markers' register, one unit each with its CP typed, app
 * dice, the paper chart's cell typed, applied.
 */
async function armirCombat(browser, url) {
  const context = await browser.newContext({ viewport: PHONE, locale: 'it-IT', reducedMotion: 'reduce', hasTouch: true });
  await context.addInitScript(SEEDED);
  const page = await context.newPage();
  try {
    await newGame(page, url, 'ARMIR', 'Taps ARMIR combat');
    for (let i = 0; i < 30 && !/Combattimento Sovietico/.test(await where(page)); i++) await nextPhase(page);
    // The register: a Soviet hex and an Italian one (Segnalini).
    await nav(page, /^Segnalini$/).click();
    const roster = page.getByTestId('armir-roster');
    await roster.waitFor();
    for (const [name, side] of [
      ['Osetrovka', 'Sovietico'],
      ['Cosseria', 'Asse'],
    ]) {
      await roster.getByTestId('armir-roster-name').getByRole('textbox').fill(name);
      await roster.locator('.v-select').first().locator('.v-field').click();
      const menu = page.locator('.v-overlay--active .v-list').last();
      await menu.waitFor();
      await menu.locator('.v-list-item').filter({ hasText: side }).first().click();
      await menu.waitFor({ state: 'hidden' }).catch(() => undefined);
      await roster.getByTestId('armir-roster-add').click();
      await roster.getByTestId('armir-roster-entry').filter({ hasText: name }).waitFor();
    }

    const t = new Taps(page);
    await t.tap(nav(page, /^Calcoli$/));
    const combat = page.getByTestId('armir-combat');
    await combat.waitFor();
    for (const [register, unit, name, cp] of [
      ['armir-combat-attack-register', 'armir-combat-unit', 'Osetrovka', '6'],
      ['armir-combat-def-register', 'armir-combat-def-unit', 'Cosseria', '2'],
    ]) {
      const reg = combat.getByTestId(register);
      const chip = reg.locator('.v-chip').filter({ hasText: name }).first();
      if (await chip.count()) await t.tap(chip);
      else {
        await t.tap(reg.locator('.v-field').first());
        const menu = page.locator('.v-overlay--active .v-list').last();
        await t.tap(menu.locator('.v-list-item').filter({ hasText: name }).first());
        await menu.waitFor({ state: 'hidden' }).catch(() => undefined);
      }
      await t.type(combat.getByTestId(unit).first().getByRole('textbox', { name: 'CP', exact: true }), cp);
    }
    const flow = combat.getByTestId('armir-combat-result').locator('.flow').first();
    const steps = [];
    for (let i = 0; i < 20; i++) {
      const before = await flowState(flow);
      const stage = before.split(':')[0];
      if (stage === 'ready') break;
      steps.push(stage);
      if (stage === 'roll') {
        await t.tap(
          flow
            .locator('.flow__roll')
            .getByRole('button', { name: /^(Tira|Roll)/ })
            .first(),
        );
      } else if (stage === 'cell') {
        const input = flow.locator('.flow__cell input').first();
        await t.type(input, '-/1');
        if (await input.evaluate((el) => el === document.activeElement)) await t.enter();
        else await t.tap(flow.getByRole('button', { name: /^(Usa questo valore|Use this value)$/ }));
      } else if (stage === 'choice') {
        await t.tap(flow.locator('.flow__choice').first());
      } else {
        throw new Error(`the combat stopped at ${stage}`);
      }
      await waitFor('the next question', async () => (await flowState(flow)) !== before);
    }
    const apply = flow.locator('.flow__apply');
    await apply.waitFor();
    await t.tap(apply);
    await waitFor(
      'the combat to be applied',
      async () => (await flow.getAttribute('data-stage')) === 'blocked' || (await flow.locator('.flow__applied').isVisible()),
    );
    return { taps: t.n, steps: steps.join(' ') };
  } catch (e) {
    if (process.env.TAPS_DEBUG) await page.screenshot({ path: `${process.env.TAPS_DEBUG}/taps-armir.png`, fullPage: true });
    throw e;
  } finally {
    await context.close();
  }
}

/** Picks a scenario in the open new-game dialog (BITE: SBE1–SBE9). */
async function chooseScenario(page, dialog, id) {
  await dialog.locator('.scenario-select .v-field').click();
  const menu = page.locator('.v-overlay--active .v-list').last();
  await menu.waitFor();
  const item = menu.locator('.v-list-item').filter({ hasText: id }).first();
  await item.scrollIntoViewIfNeeded();
  await item.dispatchEvent('click');
  await menu.waitFor({ state: 'hidden' });
  await waitFor(`${id} chosen`, async () => (await dialog.locator('.scenario-select').innerText()).includes(id));
}

/** A month of BITE's SBE1 in the basic game: the taps of "Fase successiva" from June's phase A to July's (7.0). */
async function biteMonth(browser, url) {
  const context = await browser.newContext({ viewport: PHONE, locale: 'it-IT', reducedMotion: 'reduce', hasTouch: true });
  const page = await context.newPage();
  try {
    await page.goto(url);
    await page.locator('h1', { hasText: /Le tue partite|Your games/ }).waitFor();
    await page
      .getByRole('button', { name: /^(Nuova partita|New game)$/ })
      .first()
      .click();
    const dialog = page.locator('.v-overlay--active .v-card').filter({ has: page.getByRole('button', { name: /^(Inizia|Start)$/ }) });
    await dialog.waitFor();
    await dialog.getByRole('radio', { name: /^Blocks in the East/ }).check();
    await chooseScenario(page, dialog, 'SBE1');
    await dialog.getByLabel(/^(Nome della partita|Game name)$/).fill('Taps month');
    await dialog.getByRole('button', { name: /^(Inizia|Start)$/ }).click();
    await page.locator('section.where').waitFor();
    const t = new Taps(page);
    const stops = [];
    const atA = async () => /luglio 1941/i.test(await where(page)) && /\bA\. /.test(await where(page));
    while (!(await atA()) && t.n < 40) {
      await nextPhase(page, t);
      stops.push((await where(page)).match(/\b([A-D]\d{0,2})\. /)?.[1] ?? '?');
    }
    return { taps: t.n, stops: stops.join(' ') };
  } finally {
    await context.close();
  }
}

/** Serves `dist` with vite preview and measures every flow. */
export async function measureTaps({ dist = join(root, 'dist') } = {}) {
  if (!existsSync(join(dist, 'index.html'))) throw new Error(`${dist} has no build: run npx vite build first`);
  const port = await freePort(4700);
  const server = spawn('npx', ['vite', 'preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort', '--outDir', dist], {
    cwd: root,
    stdio: 'ignore',
    detached: true,
  });
  const url = `http://127.0.0.1:${port}/`;
  const browser = await chromium.launch({
    executablePath: ensureChromium(),
    headless: true,
    args: [...CHROMIUM_ARGS, '--disable-quic'],
  });
  try {
    await waitFor('the preview server', async () => (await fetch(url)).ok, 30_000);
    // TAPS_ONLY=bite,wta measures only the flows named (while working on one of them).
    const only = process.env.TAPS_ONLY ? process.env.TAPS_ONLY.split(',') : null;
    const skip = (k) => only !== null && !only.includes(k);
    return {
      combat: skip('combat') ? null : await rosterCombat(browser, url),
      turn: skip('turn') ? null : await infernoTurn(browser, url),
      stars: skip('stars') ? null : await armirStars(browser, url),
      bite: skip('bite') ? null : await biteRound(browser, url).catch((e) => ({ error: String(e?.message ?? e).split('\n')[0] })),
      wta: skip('wta') ? null : await wtaFire(browser, url).catch((e) => ({ error: String(e?.message ?? e).split('\n')[0] })),
      month: skip('month') ? null : await biteMonth(browser, url).catch((e) => ({ error: String(e?.message ?? e).split('\n')[0] })),
      armir: skip('armir') ? null : await armirCombat(browser, url).catch((e) => ({ error: String(e?.message ?? e).split('\n')[0] })),
    };
  } finally {
    await browser.close();
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      /* gone */
    }
  }
}

/** The bench's rows: [figure, value, budget, within budget]. */
export async function tapRows(opts) {
  try {
    const m = await measureTaps(opts);
    return [
      [
        'Taps: Inferno combat from the roster (phone)',
        `${m.combat.taps} taps, result ${m.combat.inView ? 'in view' : 'NOT in view'}`,
        '≤ 8, in view',
        m.combat.taps <= 8 && m.combat.inView,
      ],
      ['Taps: a whole Inferno turn, optional rolls skipped (phone)', `${m.turn.taps} taps (${m.turn.skipped} cards skipped)`, '—', true],
      ['Taps: ARMIR red stars, 3 towns + 5 places (phone)', `${m.stars.taps} taps`, '≤ 9', m.stars.taps <= 9],
      m.bite.error
        ? ['Taps: BITE battle round, 2 against 3 blocks, table dice by count (phone)', `not measured: ${m.bite.error}`, '≤ 10', false]
        : [
            'Taps: BITE battle round, 2 against 3 blocks, table dice by count (phone)',
            `${m.bite.taps} taps (${m.bite.rolls} rolls)`,
            '≤ 10',
            m.bite.taps <= 10,
          ],
      m.wta.error
        ? ['Taps: War to Axis fire from the roster, table dice by count (phone)', `not measured: ${m.wta.error}`, '≤ 6', false]
        : ['Taps: War to Axis fire from the roster, table dice by count (phone)', `${m.wta.taps} taps`, '≤ 6', m.wta.taps <= 6],
      m.month.error
        ? ['Taps: BITE month of SBE1 basic, taps of next (phone)', `not measured: ${m.month.error}`, '≤ 10', false]
        : ['Taps: BITE month of SBE1 basic, taps of next (phone)', `${m.month.taps} taps (stops ${m.month.stops})`, '≤ 10', m.month.taps <= 10],
      m.armir.error
        ? ['Taps: ARMIR combat from the roster (phone)', `not measured: ${m.armir.error}`, '≤ 8', false]
        : ['Taps: ARMIR combat from the roster (phone)', `${m.armir.taps} taps`, '≤ 8', m.armir.taps <= 8],
    ];
  } catch (e) {
    return [['Taps (scripted in Chromium)', `not measured: ${String(e?.message ?? e).split('\n')[0]}`, '—', false]];
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const i = process.argv.indexOf('--dist');
  const dist = i > 0 ? resolve(process.argv[i + 1]) : undefined;
  const m = await measureTaps(dist ? { dist } : {});
  console.log(JSON.stringify(m, null, 2));
}
