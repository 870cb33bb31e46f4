// Issue "War to Axis": an evening on a tablet, in Italian, with the players' own dice typed in
// (so every result is known): a scenario with two army cards (one typed, one from a pack), a
// basic turn with its activations and an event on a 1, then the advanced game — R option c and
// a third turn of group A refused, shots from the fire screen (anti-personnel, then anti-tank),
// the bombardment of a unit entrenched by a marker on the roster, a
// rally, a hidden unit revealed by recon — with a reload in the middle, and the record sheet at
// the end. The units' values are made up for the test, as players would type them from their
// printed cards.
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { open, useBrowser } from './browser';
import { GERMAN_PACK, US_PACK } from './wta-packs';
import {
  applyIn,
  card,
  confirmDice,
  debugShot,
  download,
  facesOneByOne,
  home,
  menuItem,
  newGame,
  nextPhase,
  physicalDice,
  pick,
  section,
  see,
  trackValue,
  until,
  whereText,
} from './helpers';

const browser = useBrowser();

/** Physical dice: tap the face named `faces[i]` of die i+1 in the roller in `scope`, then confirm. */
async function tapFaces(scope: Locator, ...faces: string[]): Promise<void> {
  const roller = scope.locator('.dice-roller').first();
  await roller.waitFor();
  await facesOneByOne(roller);
  for (let i = 0; i < faces.length; i++) {
    await roller
      .getByRole('radio', { name: new RegExp(`^(Dado|Die) ${i + 1}.*${faces[i]}$`) })
      .first()
      .click();
  }
  await confirmDice(roller);
}

async function choose(scope: Locator, choice: string): Promise<void> {
  await scope.locator(`[data-choice="${choice}"]`).click();
}

async function field(scope: Locator, id: string): Promise<Locator> {
  const f = scope.locator(`[data-field="${id}"]`).first();
  await f.waitFor();
  return f;
}

async function typeUnit(
  cards: Locator,
  i: number,
  u: { name: string; discs: number; move: number; advance?: number; ap?: string; at?: string; armour?: string; flags?: string[]; noInfantry?: boolean },
  page: Page,
): Promise<void> {
  const row = cards.getByTestId(`wta-card-unit-${i}`);
  await row.waitFor();
  await row.locator('[data-field="name"] input').fill(u.name);
  await row.locator('[data-field="discs"] input').fill(String(u.discs));
  await row.locator('[data-field="move"] input').fill(String(u.move));
  if (u.advance !== undefined) await row.locator('[data-field="advance"] input').fill(String(u.advance));
  if (u.ap) await row.locator('[data-field="ap"] input').fill(u.ap);
  if (u.at) await row.locator('[data-field="at"] input').fill(u.at);
  if (u.armour) await pick(page, row.locator('[data-field="armour"]'), u.armour);
  // A new row starts neutral (no class, no target symbol): the class and the AP target symbol are ticked from the printed card.
  if (!u.noInfantry) await row.locator('[data-field="infantry"] input').check();
  await row.locator('[data-field="apTarget"] input').check();
  for (const f of u.flags ?? []) await row.locator(`[data-field="${f}"] input`).check();
}

async function addUnit(page: Page, roster: Locator, side: string, cardName: string, type: string, group?: string): Promise<void> {
  const add = roster.getByTestId('wta-add');
  await pick(page, add.locator('[data-field="type"]'), `${type} (${cardName}, ${side})`);
  if (group)
    await add
      .locator('[data-field="group"]')
      .getByRole('button', { name: new RegExp(` ${group}$`) })
      .click();
  const before = await roster.locator('.wta-unit').count();
  await add.getByTestId('action-apply').click();
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
      // 2.6.1: one Allied reinforcement card shuffled into the event deck.
      await scenario.getByTestId('wta-scenario-allies').getByLabel('Carte rinforzo', { exact: true }).fill('1');
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
      await typeUnit(
        cards,
        2,
        { name: 'Sherman', discs: 2, move: 6, advance: 4, ap: '2 esa - 2', at: '3 esa - 3/3/2', armour: 'Media (verde)', flags: ['vehicle'], noInfantry: true },
        page,
      );
      await cards.getByTestId('wta-card-save').click();
      await see(cards, 'Unità Americane');
      // Army card 2, from a pack shared by another player.
      await cards.getByLabel('Pacchetto (testo JSON)').fill(GERMAN_PACK);
      await cards.getByRole('button', { name: 'Aggiungi il pacchetto incollato sotto' }).click();
      await see(cards, '1 carta aggiunta');
      // Both cards kept on this device as they were applied (the app's database), for the next scenario: nothing to tap.
      await see(cards.getByTestId('device-library-wta.armyCards'), 'Sul dispositivo: 2 carte esercito');
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
      // 2.6, 2.6.1: six event cards and the Allies' reinforcement card in the deck; one drawn.
      expect(await trackValue(page, 'deck')).toBe('6');

      // 3.2: the Rifle Coy fires at the Grenadiere from the fire screen: 3 black dice; two AP hits.
      // Only anti-personnel is possible, said in words; the odds of hits before the roll: 3 black dice, 2 AP faces of 6.
      await section(page, 'calculators');
      const fire = page.getByTestId('wta-fire');
      await pick(page, fire.getByTestId('wta-fire-firer'), 'Rifle Coy (Alleati)');
      await pick(page, fire.getByTestId('wta-fire-target'), 'Grenadiere (Tedeschi)');
      await see(fire.getByTestId('wta-fire-attack-derived'), 'Unico attacco possibile: Antiuomo');
      await see(fire.getByTestId('wta-fire-odds'), 'Prima del tiro: 3 dadi');
      expect((await fire.getByTestId('wta-fire-odds').locator('table').first().innerText()).replace(/\s+/g, ' ')).toContain('% 29,6 44,4 22,2 3,7');
      expect(await fire.locator('[data-kind="final"]').count()).toBe(0);
      await see(fire, 'Lanciare 3 dadi neri');
      await tapFaces(fire, 'Colpo antiuomo', 'Colpo antiuomo', 'Bandiera');
      await see(fire, 'Ritirata di 1 esagono');
      await applyIn(fire);
      expect(await trackValue(page, 'activations-allies')).toBe('6');
      await see(roster.locator('[data-unit="Grenadiere"]'), '2/4');
      await see(roster.locator('[data-unit="Grenadiere"]'), 'Disorganizzata');
      await debugShot(page, 'wta-fire');

      // What is typed on the fire screen outlives a reload.
      await section(page, 'calculators');
      await pick(page, fire.getByTestId('wta-fire-firer'), 'Sherman (Alleati)');

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
      // The whole app starts again: on a busy machine that can take longer than a tap's wait.
      await see(page.getByTestId('wta-roster'), 'Grenadiere', 30_000);
      expect(await trackValue(page, 'deck')).toBe('6');
      // The card library is still on the device after the reload.
      await page.getByTestId('device-library-wta.armyCards').getByTestId('device-library-toggle').click();
      await see(page.getByTestId('device-library-list'), 'Wehrmacht');
      await see(page.getByTestId('device-library-list'), 'Unità Americane');
      // So is the shot being typed on the fire screen.
      await section(page, 'calculators');
      await see(page.getByTestId('wta-fire-firer'), 'Sherman (Alleati)');

      await debugShot(page, 'wta-after-reload');

      // The advanced game from turn 2 (7.0–12.4): the scenario form says so.
      const scenario2 = page.getByTestId('wta-scenario');
      await pick(page, scenario2.getByTestId('wta-scenario-mode'), 'Gioco avanzato');
      await scenario2.getByTestId('wta-scenario-save').click();
      await until('the advanced sequence', async () => /Tiri di attivazione/.test(await whereText(page)));

      // 12.0: a German unit set up hidden under marker 7, in the Germans' private view only.
      await section(page, 'markers');
      const priv = page.getByTestId('wta-private');
      await priv.getByRole('button', { name: 'Tedeschi' }).click();
      await priv.getByTestId('wta-private-show').click();
      await priv.getByTestId('wta-private-confirm').click();
      await pick(page, priv.getByTestId('wta-private-type'), 'Grenadiere (Wehrmacht)');
      await priv.getByTestId('wta-private-marker').locator('input').fill('7');
      await priv.getByTestId('wta-private-add-hidden').click();
      await see(priv, 'Segnalino 7: Grenadiere');
      await priv.getByTestId('wta-private-hide').click();
      await see(roster, 'Segnalino 7 (Tedeschi)');
      expect(await roster.innerText()).not.toMatch(/Segnalino 7: Grenadiere/);

      // The Rifle Coy took two losses from German fire (typed on the roster).
      await roster.locator('[data-unit="Rifle Coy"] .wta-unit__head').click();
      await roster.getByRole('button', { name: 'Perde un elemento' }).click();
      await see(roster.locator('[data-unit="Rifle Coy"]'), '3/4');
      await roster.getByRole('button', { name: 'Perde un elemento' }).click();
      await see(roster.locator('[data-unit="Rifle Coy"]'), '2/4');

      // Turn 2, 8.0: yellow A, d6 3 — group A, 3 free activations, batteries capped by the scenario's one battery (A7).
      const adv = card(page, 'advanced-roll-allies');
      await tapFaces(adv, 'A', '3');
      await applyIn(adv);
      expect(await trackValue(page, 'batteries-allies')).toBe('1');
      await nextPhase(page, true);
      expect(await whereText(page)).toMatch(/Attivazioni/);

      // 5.3: an anti-tank shot: the Sherman at the Panzer IV, 3 white dice against medium armour (2 green faces of 6); two green faces.
      // No armour question (the roster knows the Panzer's class), no trench: the marker says open ground.
      await section(page, 'calculators');
      await pick(page, fire.getByTestId('wta-fire-firer'), 'Sherman (Alleati)');
      await pick(page, fire.getByTestId('wta-fire-target'), 'Panzer IV (Tedeschi)');
      await see(fire.getByTestId('wta-fire-attack-derived'), 'Unico attacco possibile: Anticarro');
      expect(await fire.getByTestId('wta-fire-armour').count()).toBe(0);
      await see(fire.getByTestId('wta-fire-marker'), 'Nessun segnalino di trincea');
      await see(fire, '3 dadi, contando veicoli verdi');
      expect((await fire.getByTestId('wta-fire-odds').locator('table').first().innerText()).replace(/\s+/g, ' ')).toContain('% 29,6 44,4 22,2 3,7');
      await see(fire, 'Lanciare 3 dadi bianchi');
      await tapFaces(fire, 'Veicolo verde: colpo su corazzato medio', 'Veicolo verde: colpo su corazzato medio', 'Veicolo giallo: colpo su corazzato leggero');
      await applyIn(fire);
      await see(roster.locator('[data-unit="Panzer IV"]'), '1/3');

      // 4.3.4: the Grenadiere dig in: a trench marker under them on the roster.
      await roster.locator('[data-unit="Grenadiere"] .wta-unit__head').click();
      await roster.getByTestId('wta-unit-trench').locator('input').check();
      await see(roster.locator('[data-unit="Grenadiere"] .wta-unit__head'), 'In trincea');

      // 5.6, 4.3.4.1: the HQ calls the battery on the entrenched Grenadiere, the trench read from the marker:
      // radio contact, then 2 explosions — the trench absorbs the first and is removed: 1 loss.
      await section(page, 'calculators');
      const art = card(page, 'artillery');
      await pick(page, await field(art, 'target'), 'Grenadiere (Tedeschi)');
      await see(art, 'in trincea (segnalino nel ruolino)');
      await see(art, 'Batteria da 3 dadi neri');
      await tapFaces(art, 'Collegamento radio', 'Bandiera');
      await tapFaces(art, 'Esplosione \\(HIT\\)', 'Esplosione \\(HIT\\)', 'Bandiera');
      await see(art, 'trincea');
      await applyIn(art);
      await see(roster.locator('[data-unit="Grenadiere"]'), '1/4');
      // 4.3.4: a trench marker dug in an empty hex, by its name, then taken off (each journaled).
      const hexes = roster.getByTestId('wta-hex-trenches');
      await hexes.getByTestId('wta-hex-trench-add').locator('[data-field="hex"] input').fill('0612');
      await hexes.getByTestId('wta-hex-trench-add').getByTestId('action-apply').click();
      await see(hexes, 'Trincea in 0612');
      await hexes.getByTestId('wta-hex-trench-remove').click();
      await see(hexes, 'Nessun segnalino di trincea posto in un esagono');
      await until('the trench marker gone', async () => !/In trincea/.test(await roster.locator('[data-unit="Grenadiere"] .wta-unit__head').innerText()));
      expect(await trackValue(page, 'batteries-allies')).toBe('0');
      await debugShot(page, 'wta-artillery');

      // Turn 3: group A again (its second turn running).
      for (let i = 0; i < 3; i++) await nextPhase(page);
      await until('turn 3', async () => /Turno 3 di 6/i.test(await whereText(page)));
      await tapFaces(card(page, 'advanced-roll-allies'), 'A', '2');
      await applyIn(card(page, 'advanced-roll-allies'));
      for (let i = 0; i < 4; i++) await nextPhase(page);
      await until('turn 4', async () => /Turno 4 di 6/i.test(await whereText(page)));

      // Turn 4, 8.0: A a third time is refused: an event, then B or R — R, option c: every HQ rallies.
      const third = card(page, 'advanced-roll-allies');
      await tapFaces(third, 'A', '5');
      await third.locator('[data-question="group"]').waitFor();
      expect(await third.locator('[data-choice="A"]').count()).toBe(0);
      await choose(third, 'R');
      await choose(third, 'c');
      // 2.6.1: the card drawn is the Allies' reinforcement card.
      await choose(third, 'reinforce');
      await applyIn(third);
      expect(await trackValue(page, 'deck')).toBe('5');

      // 7.2: its unit, a Sherman, assigned to group B: it enters from the next turn.
      const reinf = card(page, 'reinforcement-allies');
      await (await field(reinf, 'first')).getByRole('button', { name: 'Sherman (Unità Americane)' }).click();
      await (await field(reinf, 'firstGroup')).getByRole('button', { name: 'Gruppo B' }).click();
      await see(reinf, 'Sherman: gruppo B, entrano dal turno 5');
      await applyIn(reinf);
      await until('the reinforcement on the roster', async () => (await roster.locator('[data-unit="Sherman"]').count()) === 2);
      await see(roster.locator('[data-unit="Sherman"]').last(), 'Entra al turno 5');
      await debugShot(page, 'wta-reinforcement');
      await nextPhase(page);
      const rally = page.locator('[data-procedure^="rally-all-"]').first();
      await tapFaces(rally, 'Bandiera', 'Bandiera');
      const rifle = await roster.locator('[data-unit="Rifle Coy"]').count();
      expect(rifle).toBe(1);
      await rally.locator('[data-question="disc1"] .flow__choice').filter({ hasText: 'Rifle Coy' }).click();
      await rally.locator('[data-question="disc2"] .flow__choice').filter({ hasText: 'Rifle Coy' }).click();
      await applyIn(rally);
      await see(roster.locator('[data-unit="Rifle Coy"]'), '4/4');

      // 12.4: recon at 2 hexes on marker 7: 2 black dice, a flag — revealed.
      await section(page, 'calculators');
      const recon = card(page, 'recon');
      await pick(page, await field(recon, 'scout'), 'Rifle Coy (Alleati)');
      await see(recon, 'Ricognizione: 2 dadi neri');
      await tapFaces(recon, 'Bandiera', 'Colpo antiuomo');
      await applyIn(recon);
      // 12.0: the marker is face up; this device set it up, so one tap says what it was.
      await debugShot(page, 'wta-recon');
      await section(page, 'markers');
      await debugShot(page, 'wta-identify');
      const identify = page.getByTestId('wta-identify');
      await identify.getByTestId('wta-identify-7').click();
      await until('marker 7 revealed', async () => (await roster.getByText('Segnalino 7 (Tedeschi)').count()) === 0);
      expect(await roster.locator('[data-unit="Grenadiere"]').count()).toBe(2);

      // Turn 5, 8.0 R(d), 9.0–9.4: the reinforcement is on the map now; the HQ, first to act,
      // calls a strategic bombardment: radio contact, then the one battery left bombards its hex —
      // the Panzer IV, medium armour −1 (5.6): 2 black dice, one explosion, its last element.
      for (let i = 0; i < 3; i++) await nextPhase(page);
      await until('turn 5', async () => /Turno 5 di 6/i.test(await whereText(page)));
      await until('the reinforcement entered', async () => !/Entra al turno 5/.test(await roster.locator('[data-unit="Sherman"]').last().innerText()));
      const fifth = card(page, 'advanced-roll-allies');
      await tapFaces(fifth, 'R \\(riserva\\)', '2');
      await choose(fifth, 'd');
      await applyIn(fifth);
      await nextPhase(page, true);
      const strat = card(page, 'strategic-allies');
      await see(strat, 'Batterie rimaste nel turno: 1');
      await tapFaces(strat, 'Collegamento radio', 'Bandiera');
      await strat.locator('[data-question="hex1"] .flow__choice').filter({ hasText: 'Panzer IV' }).click();
      await choose(strat.locator('[data-question="terrain1"]'), '0');
      await choose(strat.locator('[data-question="cover1"]'), 'open');
      await see(strat, 'Corazzato medio: −1 dado → 2');
      await tapFaces(strat, 'Esplosione \\(HIT\\)', 'Bandiera');
      await applyIn(strat);
      await see(roster.locator('[data-unit="Panzer IV"]'), 'Eliminata');
      expect(await trackValue(page, 'batteries-allies')).toBe('0');
      await debugShot(page, 'wta-strategic');

      // 8.1: the record sheet, as printed.
      const sheet = page.getByTestId('wta-record');
      await sheet.getByTestId('wta-record-printed').locator('input').check();
      await see(sheet.locator('tr[data-turn="2"]'), 'A');
      await see(sheet.locator('tr[data-turn="3"]'), 'A');
      await see(sheet.locator('tr[data-turn="4"]'), 'R (c)');
      expect((await sheet.locator('tr[data-turn="4"]').innerText()).replace(/\s+/g, ' ')).toMatch(/4 R \(c\) 5/);
      await see(sheet.locator('tr[data-turn="5"]'), 'R (d)');
      await debugShot(page, 'wta-record');

      // Issue point 7: the game's file, as the other player would get it: marker 7's set-up names no unit type.
      await home(page);
      const file = await download(page, async () => {
        await page.getByRole('button', { name: 'Azioni per Carentan' }).click();
        await menuItem(page, 'Scarica').click();
      });
      const events = (JSON.parse(file.text) as { events: { type: string; payload?: Record<string, unknown> }[] }).events;
      const marker = events.filter((e) => e.type === 'wta/marker-add');
      expect(marker).toHaveLength(1);
      expect(Object.keys(marker[0].payload ?? {}).sort()).toEqual(['group', 'marker', 'seal', 'side']);
      expect(events.some((e) => e.type === 'wta/unit-add' && e.payload?.hidden !== undefined && e.payload?.hidden !== null)).toBe(false);
    } finally {
      await context.close();
    }
    // A long evening on a busy machine: the limit is for a hang, not for a slow machine.
  }, 900_000);
});

/**
 * What sticks out of the screen sideways and is not inside a box that scrolls or clips it
 * within the screen: the page itself wider than the screen, any element drawn past its right
 * or left edge (a label, a chip row, a table), or cut short by a box that hides its overflow
 * (text meant to be ellipsed aside). Each as "tag.class: text".
 */
async function sideways(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const vw = document.documentElement.clientWidth;
    const out: string[] = [];
    if (document.documentElement.scrollWidth > vw) out.push(`page: ${document.documentElement.scrollWidth} px wide on a ${vw} px screen`);
    const clippedInside = (el: Element): boolean => {
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        const st = getComputedStyle(a);
        if (st.overflowX !== 'visible') {
          const r = a.getBoundingClientRect();
          if (r.right <= vw + 1 && r.left >= -1) return true;
        }
      }
      return false;
    };
    for (const el of Array.from(document.querySelectorAll('.v-main *'))) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0 || el.closest('.visually-hidden, .text-truncate')) continue;
      // Cut off by a box that hides what overflows it (a label or a chip row shown in part).
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        const ox = getComputedStyle(a).overflowX;
        if (ox === 'visible') continue;
        const ar = a.getBoundingClientRect();
        if ((ox === 'hidden' || ox === 'clip') && (r.right > ar.right + 1 || r.left < ar.left - 1))
          out.push(`cut: ${el.tagName.toLowerCase()}.${String(el.className).split(' ')[0]}: ${(el.textContent ?? '').trim().slice(0, 40)}`);
        break;
      }
      if (r.right <= vw + 1 && r.left >= -1) continue;
      const st = getComputedStyle(el);
      if (st.visibility === 'hidden' || st.position === 'fixed') continue;
      if (clippedInside(el)) continue;
      out.push(
        `${el.tagName.toLowerCase()}.${String(el.className).split(' ')[0]}: ${(el.textContent ?? '').trim().slice(0, 40)} (${Math.round(r.left)}–${Math.round(r.right)})`,
      );
    }
    return out.slice(0, 8);
  });
}

describe('War to Axis on a 360 px phone', () => {
  for (const lang of [
    {
      locale: 'it-IT',
      allies: 'Alleati',
      axis: 'Tedeschi',
      added: '2 carte aggiunte',
      pack: 'Pacchetto (testo JSON)',
      importPack: 'Aggiungi il pacchetto incollato sotto',
    },
    { locale: 'en-GB', allies: 'Allies', axis: 'Germans', added: '2 cards added', pack: 'Pack (JSON text)', importPack: 'Add the pack pasted below' },
  ])
    it(`${lang.locale}: no War to Axis section runs off the screen sideways, with units, a trench marker and a shot under way`, async () => {
      const { context, page } = await open(browser(), { width: 360, height: 740, locale: lang.locale });
      try {
        await home(page);
        await newGame(page, { game: 'War to Axis', name: 'Saint-Lô' });
        const tracks = await section(page, 'tracks');
        const cards = tracks.getByTestId('wta-cards');
        const both = JSON.parse(GERMAN_PACK) as { cards: unknown[] };
        both.cards.push(...(JSON.parse(US_PACK) as { cards: unknown[] }).cards);
        await cards.getByLabel(lang.pack).fill(JSON.stringify(both));
        // The pasted pack outlives a switch to another section and back (kept by the device).
        await section(page, 'phase');
        const again = (await section(page, 'tracks')).getByTestId('wta-cards');
        await until('the pasted pack still there', async () => (await again.getByLabel(lang.pack).inputValue()) === JSON.stringify(both));
        await cards.getByRole('button', { name: lang.importPack }).click();
        await see(cards, lang.added);

        await section(page, 'phase');
        const roster = page.getByTestId('wta-roster');
        await addUnit(page, roster, lang.allies, '29th Infantry', 'Rifle Coy');
        await addUnit(page, roster, lang.allies, '29th Infantry', 'Sherman');
        await addUnit(page, roster, lang.axis, 'Wehrmacht', 'Grenadiere');
        await addUnit(page, roster, lang.axis, 'Wehrmacht', 'Panzer IV');
        await roster.locator('[data-unit="Grenadiere"] .wta-unit__head').click();
        await roster.getByTestId('wta-unit-trench').locator('input').check();
        await see(roster.locator('[data-unit="Grenadiere"] .wta-unit__head'), lang.locale === 'it-IT' ? 'In trincea' : 'In a trench');

        const calc = await section(page, 'calculators');
        const fire = calc.getByTestId('wta-fire');
        await pick(page, fire.getByTestId('wta-fire-firer'), `Rifle Coy (${lang.allies})`);
        await pick(page, fire.getByTestId('wta-fire-target'), `Grenadiere (${lang.axis})`);
        await fire.getByTestId('wta-fire-odds').waitFor();
        await fire.locator('.dice-roller').first().waitFor();
        await debugShot(page, `wta-fire-360-${lang.locale}`);

        const nav = page.locator('.v-bottom-navigation');
        const names = (await nav.getByRole('button').allInnerTexts()).map((x) => x.trim()).filter(Boolean);
        expect(names.length).toBeGreaterThanOrEqual(4);
        for (const name of names) {
          await nav.getByRole('button', { name }).click();
          await page.getByRole('region', { name }).first().waitFor();
          expect(await sideways(page), `${lang.locale}, ${name}`).toEqual([]);
        }
      } finally {
        await context.close();
      }
    });
});
