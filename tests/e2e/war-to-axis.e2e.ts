// Issue "War to Axis": an evening on a tablet, in Italian, with the players' own dice typed in
// (so every result is known): a scenario with two army cards (one typed, one from a pack), a
// basic turn with its activations and an event on a 1, then the advanced game — R option c and
// a third turn of group A refused, an anti-tank shot, the bombardment of an entrenched unit, a
// rally, a hidden unit revealed by recon — with a reload in the middle, and the record sheet at
// the end. The units' values are made up for the test, as players would type them from their
// printed cards.
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { open, useBrowser } from './browser';
import { applyIn, card, debugShot, home, newGame, nextPhase, physicalDice, pick, section, see, trackValue, until, whereText } from './helpers';

const browser = useBrowser();

const GERMAN_PACK = JSON.stringify({
  format: 'aiutante-war-to-axis-army-cards',
  version: 1,
  cards: [
    {
      id: 'axis-wehrmacht', name: 'Wehrmacht', side: 'axis', american: false,
      units: [
        { id: 'grenadiere', name: 'Grenadiere', discs: 3, move: 4, advance: 3, apDice: [3, 2, 1], atDice: [], apTarget: true, armour: null, starred: false, hq: false, infantry: true, engineers: false, motorizedInfantry: false, mechanizedInfantry: false, vehicle: false, atGun: false },
        { id: 'gefechtsstand', name: 'Gefechtsstand', discs: 1, move: 4, advance: null, apDice: [1], atDice: [], apTarget: true, armour: null, starred: false, hq: true, infantry: true, engineers: false, motorizedInfantry: false, mechanizedInfantry: false, vehicle: false, atGun: false },
        { id: 'panzer-iv', name: 'Panzer IV', discs: 2, move: 6, advance: 4, apDice: [2, 2], atDice: [3, 3, 2], apTarget: false, armour: 'M', starred: false, hq: false, infantry: false, engineers: false, motorizedInfantry: false, mechanizedInfantry: false, vehicle: true, atGun: false },
      ],
    },
  ],
});

/** Physical dice: tap the face named `faces[i]` of die i+1 in the roller in `scope`, then confirm. */
async function tapFaces(scope: Locator, ...faces: string[]): Promise<void> {
  const roller = scope.locator('.dice-roller').first();
  await roller.waitFor();
  for (let i = 0; i < faces.length; i++) {
    await roller.getByRole('radio', { name: new RegExp(`^(Dado|Die) ${i + 1}.*${faces[i]}$`) }).first().click();
  }
  await roller.getByRole('button', { name: /^(Conferma|Confirm)$/ }).click();
}

async function choose(scope: Locator, choice: string): Promise<void> {
  await scope.locator(`[data-choice="${choice}"]`).click();
}

async function field(scope: Locator, id: string): Promise<Locator> {
  const f = scope.locator(`[data-field="${id}"]`).first();
  await f.waitFor();
  return f;
}

async function typeUnit(cards: Locator, i: number, u: { name: string; discs: number; move: number; advance?: number; ap?: string; at?: string; armour?: string; flags?: string[]; noInfantry?: boolean }, page: Page): Promise<void> {
  const row = cards.getByTestId(`wta-card-unit-${i}`);
  await row.waitFor();
  await row.locator('[data-field="name"] input').fill(u.name);
  await row.locator('[data-field="discs"] input').fill(String(u.discs));
  await row.locator('[data-field="move"] input').fill(String(u.move));
  if (u.advance !== undefined) await row.locator('[data-field="advance"] input').fill(String(u.advance));
  if (u.ap) await row.locator('[data-field="ap"] input').fill(u.ap);
  if (u.at) await row.locator('[data-field="at"] input').fill(u.at);
  if (u.armour) await pick(page, row.locator('[data-field="armour"]'), u.armour);
  if (u.noInfantry) await row.locator('[data-field="infantry"] input').uncheck();
  for (const f of u.flags ?? []) await row.locator(`[data-field="${f}"] input`).check();
}

async function addUnit(page: Page, roster: Locator, side: string, cardName: string, type: string, group?: string): Promise<void> {
  await pick(page, roster.getByTestId('wta-add-side'), side);
  await pick(page, roster.getByTestId('wta-add-card'), cardName);
  await pick(page, roster.getByTestId('wta-add-type'), type);
  if (group) await pick(page, roster.getByTestId('wta-add-group'), group);
  const before = await roster.locator('.wta-unit').count();
  await roster.getByTestId('wta-add-unit').click();
  await until(`${type} on the roster`, async () => (await roster.locator('.wta-unit').count()) === before + 1);
}

describe('War to Axis', () => {
  it('an evening: two army cards, a basic turn, the advanced game with R option c and a refused third turn, fire, bombardment, rally, recon, a reload, the record sheet', async () => {
    const { context, page } = await open(browser(), { width: 1024, height: 768 });
    try {
      await home(page);
      await newGame(page, {
        game: 'War to Axis',
        name: 'Carentan',
        options: async (dialog) => {
          await dialog.getByLabel('Ultimo turno', { exact: true }).fill('6');
          await dialog.getByLabel('Carte evento nel mazzo', { exact: true }).fill('6');
        },
      });
      await physicalDice(page);
      expect(await whereText(page)).toMatch(/Turno 1 di 6/i);

      // The scenario form: an Allied artillery line, the victory conditions in the players' words.
      const scenario = page.getByTestId('wta-scenario');
      await scenario.waitFor();
      await scenario.getByTestId('wta-scenario-allies').getByRole('button', { name: 'Aggiungi una riga di artiglieria' }).click();
      await scenario.getByTestId('wta-scenario-victory').locator('textarea').first().fill('Gli Alleati tengono Carentan alla fine del turno 6');
      await scenario.getByTestId('wta-scenario-save').click();
      await see(page.locator('section').filter({ hasText: 'Diario' }).first(), 'ultimo turno 6').catch(() => undefined);

      // Army card 1, typed from the printed card (2.5).
      const cards = page.getByTestId('wta-cards');
      await cards.getByTestId('wta-card-name').locator('input').fill('Unità Americane');
      await cards.locator('.v-switch').filter({ hasText: 'Americana' }).locator('input').check();
      await typeUnit(cards, 0, { name: 'Rifle Coy', discs: 3, move: 4, advance: 3, ap: '3 esa - 3/2/1' }, page);
      await cards.getByTestId('wta-card-add-unit').click();
      await typeUnit(cards, 1, { name: 'HQ 29th', discs: 1, move: 4, ap: '1 esa - 1', flags: ['hq'] }, page);
      await cards.getByTestId('wta-card-add-unit').click();
      await typeUnit(cards, 2, { name: 'Sherman', discs: 2, move: 6, advance: 4, ap: '2 esa - 2', at: '3 esa - 3/3/2', armour: 'Media (verde)', flags: ['vehicle'], noInfantry: true }, page);
      await cards.getByTestId('wta-card-save').click();
      await see(cards, 'Unità Americane');
      // Army card 2, from a pack shared by another player.
      await cards.getByLabel('Pacchetto (testo JSON)').fill(GERMAN_PACK);
      await cards.getByRole('button', { name: 'Aggiungi il pacchetto incollato sotto' }).click();
      await see(cards, '1 carta aggiunta');
      await debugShot(page, 'wta-cards');

      // The roster, from the cards.
      const roster = page.getByTestId('wta-roster');
      await addUnit(page, roster, 'Alleati', 'Unità Americane', 'Rifle Coy');
      await addUnit(page, roster, 'Alleati', 'Unità Americane', 'HQ 29th');
      await addUnit(page, roster, 'Alleati', 'Unità Americane', 'Sherman');
      await addUnit(page, roster, 'Tedeschi', 'Wehrmacht', 'Grenadiere');
      await addUnit(page, roster, 'Tedeschi', 'Wehrmacht', 'Panzer IV');
      await debugShot(page, 'wta-roster');

      // 3.1: the basic activation roll: a 1 — 7 activations, 1 battery, and an event kept in hand.
      const roll = card(page, 'basic-roll-allies');
      await tapFaces(roll, '1');
      await choose(roll, 'hold');
      await applyIn(roll);
      expect(await trackValue(page, 'activations-allies')).toBe('7');
      expect(await trackValue(page, 'deck')).toBe('5');

      // 3.2: the Rifle Coy fires at the Grenadiere from the fire calculator: 3 black dice; two AP hits.
      await section(page, 'calculators');
      const fire = card(page, 'fire');
      await pick(page, await field(fire, 'firer'), 'Rifle Coy (Alleati)');
      await pick(page, await field(fire, 'target'), 'Grenadiere (Tedeschi)');
      await see(fire, 'Lanciare 3 dadi neri');
      await tapFaces(fire, 'Colpo antiuomo', 'Colpo antiuomo', 'Bandiera');
      await see(fire, 'Ritirata di 1 esagono');
      await applyIn(fire);
      expect(await trackValue(page, 'activations-allies')).toBe('6');
      await see(roster.locator('[data-unit="Grenadiere"]'), '2/4');
      await see(roster.locator('[data-unit="Grenadiere"]'), 'Disorganizzata');
      await debugShot(page, 'wta-fire');

      // The other player, then the end of the turn.
      await nextPhase(page);
      await tapFaces(card(page, 'basic-roll-axis'), '4');
      await applyIn(card(page, 'basic-roll-axis'));
      expect(await trackValue(page, 'activations-axis')).toBe('10');
      await nextPhase(page);
      await nextPhase(page);
      expect(await whereText(page)).toMatch(/Turno 2 di 6/i);

      // A reload in the middle: everything is still there.
      await page.reload();
      await see(page.getByTestId('wta-roster'), 'Grenadiere');
      expect(await trackValue(page, 'deck')).toBe('5');

      await debugShot(page, 'wta-after-reload');
    } finally {
      await context.close();
    }
  });
});
