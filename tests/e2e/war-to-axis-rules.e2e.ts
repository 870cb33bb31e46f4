// War to Axis: the rules own every action, seen from the screens. A game file is imported in the
// advanced game's activations (the units' values made up for the test, as players would type
// them from their printed cards), then: 5.2 — the M10 activated "avanza e spara" is offered its
// advancing fire, one die fewer; 11.0 — in final fire the M10, which fired, is not offered, and
// the reason is said; 9.0–9.2 — no bombardment card for the HQ of group R when group A was
// rolled, nor for the Germans on R option c.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { open, useBrowser } from './browser';
import { card, home, nextPhase, pick, pickFile, section, see, until, whereText } from './helpers';

const browser = useBrowser();

const unit = (id: string, name: string, over: Record<string, unknown> = {}) => ({
  id,
  name,
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
  ...over,
});
const US = {
  id: 'us',
  name: 'Unità Americane',
  side: 'allies',
  american: true,
  units: [
    // 2.5: "Cacciacarri M10*": movement 6, advance 4, AT "4 esa − 4/3/2/2".
    unit('m10', 'Cacciacarri M10', {
      discs: 2,
      move: 6,
      advance: 4,
      apDice: [2, 2, 2],
      atDice: [4, 3, 2, 2],
      apTarget: false,
      armour: 'M',
      starred: true,
      infantry: false,
      vehicle: true,
    }),
    unit('inf', 'Rifle 1/115'),
    unit('hq', 'HQ 29', { discs: 1, hq: true, advance: null }),
  ],
};
const DE = {
  id: 'de',
  name: 'Wehrmacht',
  side: 'axis',
  american: false,
  units: [
    unit('gren', 'Grenadiere'),
    unit('hq', 'Gefechtsstand', { discs: 1, hq: true, advance: null }),
    unit('pz', 'Panzer IV', { apTarget: false, armour: 'M', infantry: false, vehicle: true, atDice: [3, 3, 2] }),
  ],
};

function file(events: { type: string; payload?: unknown }[]): string {
  return JSON.stringify({
    kind: 'aiutante-game',
    version: 1,
    game: {
      moduleId: 'wta',
      name: 'Regole WtA',
      setup: { scenario: 'sheet', options: { mode: 'advanced', turns: 6 }, sideNames: {} },
      createdAt: 1,
      updatedAt: 2,
    },
    events: events.map((e) => ({ ...e, at: 1 })),
    head: events.length,
    checkedFrom: 0,
  });
}

/** Allies roll A (M10 u1, rifles u2 in A; HQ 29 u3 in R); the Germans roll R and choose option c (grenadiers u4 A, HQ u5 B, Panzer u6 B). */
const SETUP = [
  { type: 'wta/card', payload: { card: US } },
  { type: 'wta/card', payload: { card: DE } },
  { type: 'wta/unit-add', payload: { side: 'allies', card: 'us', type: 'm10', group: 'A' } },
  { type: 'wta/unit-add', payload: { side: 'allies', card: 'us', type: 'inf', group: 'A' } },
  { type: 'wta/unit-add', payload: { side: 'allies', card: 'us', type: 'hq', group: 'R' } },
  { type: 'wta/unit-add', payload: { side: 'axis', card: 'de', type: 'gren', group: 'A' } },
  { type: 'wta/unit-add', payload: { side: 'axis', card: 'de', type: 'hq', group: 'B' } },
  { type: 'wta/unit-add', payload: { side: 'axis', card: 'de', type: 'pz', group: 'B' } },
  { type: 'wta/advanced-roll', payload: { side: 'allies', yellow: 'A', d6: 3, group: 'A', rOption: null } },
  { type: 'wta/advanced-roll', payload: { side: 'axis', yellow: 'R', d6: 3, group: 'R', rOption: 'c' } },
  { type: 'core/next-phase' },
  { type: 'wta/activate', payload: { unit: 'u1', action: 'advanceFire' } },
];

async function importAndOpen(page: Page, text: string): Promise<void> {
  await home(page);
  await pickFile(page, () => page.getByRole('button', { name: 'Importa partita' }).first().click(), 'regole.json', text);
  await see(page, 'Partita importata');
  // The notice may lie over the game's buttons: the player taps its OK first.
  const ok = page.locator('.v-overlay--active').getByRole('button', { name: 'OK' });
  if (await ok.count()) await ok.first().click();
  await page.locator('.game-item', { hasText: 'Regole WtA' }).getByRole('button', { name: 'Apri' }).click();
  await until('the imported game open', async () => /Attivazioni/.test(await whereText(page).catch(() => '')), 30_000);
}

describe('War to Axis: the rules own every action', () => {
  it('5.2 advancing fire from the activation, 9.0–9.2 no bombardment card for the wrong HQ, 11.0 final fire only for those allowed', async () => {
    const { context, page } = await open(browser(), { width: 1024, height: 768 });
    try {
      await importAndOpen(page, file(SETUP));

      // 9.1, 8.0: group A rolled, HQ 29 is in R; the Germans chose R option c: no bombardment card on either side.
      await section(page, 'phase');
      await card(page, 'activate').waitFor();
      await card(page, 'rally-all-u5').waitFor();
      expect(await page.locator('[data-procedure^="strategic-"]').count()).toBe(0);

      // 5.2: the M10, activated "avanza e spara", at the Panzer IV two hexes away: 3 white dice on its card, 2 advancing.
      await section(page, 'calculators');
      const fire = page.getByTestId('wta-fire');
      await fire.waitFor();
      await pick(page, fire.getByTestId('wta-fire-firer'), 'Cacciacarri M10 (Alleati)');
      await pick(page, fire.getByTestId('wta-fire-target'), 'Panzer IV (Tedeschi)');
      await fire.getByTestId('wta-fire-range').locator('input').fill('2');
      await see(fire.getByTestId('wta-fire-odds'), 'Prima del tiro: 2 dadi');
      await see(fire, 'è stata attivata per «avanza e spara»: spara in avanzata, con un dado in meno');
      expect(await fire.locator('[data-kind]').evaluateAll((els) => els.map((e) => e.getAttribute('data-kind')))).toEqual(['advancing']);

      // 11.0: final fire. The M10 fired this turn: it is not offered, and the reason is said; the rifles (never activated) are.
      await nextPhase(page);
      await until('final fire', async () => /Fuochi conclusivi/.test(await whereText(page)));
      await section(page, 'calculators');
      const notFinal = fire.getByTestId('wta-fire-not-final');
      await see(notFinal, 'Cacciacarri M10 (Alleati)');
      await see(notFinal, 'il fuoco conclusivo spetta alle unità non attivate o rimaste immobili');
      await fire.getByTestId('wta-fire-firer').click();
      const options = page.locator('.v-overlay--active .v-list-item-title');
      await options.first().waitFor();
      const titles = await options.allInnerTexts();
      expect(titles).toContain('Rifle 1/115 (Alleati)');
      expect(titles).not.toContain('Cacciacarri M10 (Alleati)');
      await page.keyboard.press('Escape');
    } finally {
      await context.close();
    }
  });
});
