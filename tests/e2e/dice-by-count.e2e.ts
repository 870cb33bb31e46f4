// Issue 31: the table's dice given by count where the rule reads only how many dice show a
// result. A Blocks in the East battle round (7.7.7: hits per hit number) and a War to Axis fire
// from the roster (5.3: the anti-personnel symbols counted; 3.2: activating the unit to fire
// opens the fire calculator with it as the firer), on a phone, in Italian, the players rolling
// their own dice: one tap per count, each count with its exact odds beside it, and the journal
// saying the counts given.
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { open, useBrowser } from './browser';
import { applyIn, choice, home, journalTexts, newGame, nextPhase, physicalDice, pick, pickChips, section, see, typeNumber, until, whereText } from './helpers';

const browser = useBrowser();

/** Gives each count group of the roll waiting in `scope` its count. */
async function counts(scope: Locator, ...ns: number[]): Promise<void> {
  const first = scope.locator('.flow__roll').first();
  await first.locator('.dice-roller__count').first().waitFor();
  const roll = scope.locator(`.flow__roll[data-question="${await first.getAttribute('data-question')}"]`);
  const groups = roll.locator('.dice-roller__count');
  expect(await groups.count()).toBe(ns.length);
  // One tap per group: the last count given is the roll.
  for (let i = 0; i < ns.length; i++) await groups.nth(i).locator(`[data-count="${ns[i]}"]`).click();
  await roll.waitFor({ state: 'detached' });
}

async function addBlock(page: Page, name: string, nation: string, cls: string, sp: number): Promise<void> {
  const form = page.getByTestId('bite-roster-form');
  await page.getByTestId('bite-roster-add').click();
  await form.waitFor();
  await form.getByTestId('bite-roster-form-name').getByRole('textbox').fill(name);
  await pick(page, form.getByTestId('bite-roster-form-nation'), nation);
  await pick(page, form.getByTestId('bite-roster-form-class'), cls);
  await typeNumber(form, 'PF massimi', sp);
  await typeNumber(form, 'PF attuali', sp);
  await form.getByTestId('bite-roster-save').click();
  await see(page, `Aggiunto: ${name}.`);
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

describe('Table dice given by count (issue 31)', () => {
  it('7.7.7: a BITE battle round, 2 blocks against 3, each fire given as hits per hit number', async () => {
    const { context, page } = await open(browser());
    try {
      await home(page);
      await newGame(page, { game: 'Blocks in the East', name: 'Conteggi' });
      await physicalDice(page);
      await section(page, 'markers');
      await addBlock(page, 'XLVII Pz', 'Germania', 'Corazzati', 4);
      await addBlock(page, 'IX AK', 'Germania', 'Fanteria', 1);
      await addBlock(page, '13a Armata', 'URSS', 'Fanteria', 4);
      await addBlock(page, '20a Armata', 'URSS', 'Fanteria', 3);
      await addBlock(page, 'Art 5', 'URSS', 'Artiglieria', 2);
      await page.getByTestId('bite-roster-close').click();
      for (let i = 0; i < 30 && !(await whereText(page)).includes('B7'); i++) await nextPhase(page);

      const calc = await section(page, 'calculators');
      const battle = calc.getByTestId('bite-battle');
      await battle.waitFor();
      await pickChips(battle.getByTestId('bite-battle-attacker'), 'XLVII Pz', 'IX AK');
      await pickChips(battle.getByTestId('bite-battle-defender'), '13a Armata', '20a Armata', 'Art 5');
      const flow = battle.getByTestId('bite-battle-result');

      // 7.7.4: the Soviet artillery first: one row of counts, 0–2, each with its odds.
      const artillery = flow.locator('.flow__roll').first();
      const row = artillery.locator('.dice-roller__count').first();
      await row.waitFor();
      expect(await row.locator('.dice-roller__count-option').count()).toBe(3);
      expect(await row.locator('[data-count="0"]').getAttribute('aria-label')).toMatch(/: 0, probabilità \d+,\d %$/);
      await counts(flow, 1);
      // 7.7.5: the defender's ground fire, then the attackers', whose dice hit on two numbers.
      for (let i = 0; i < 6; i++) {
        const q = flow.locator('.flow__next').first();
        await q.waitFor();
        const id = (await q.getAttribute('data-question')) ?? '';
        if (id.includes('retreat')) break;
        if ((await q.locator('.dice-roller__count').count()) === 0) {
          await q.locator('.flow__choice').first().click();
          await until('the choice taken', async () => (await flow.locator('.flow__next').first().getAttribute('data-question')) !== id);
          continue;
        }
        const groups = await q.locator('.dice-roller__count').count();
        await counts(flow, ...Array.from({ length: groups }, (_, g) => (g === 0 ? 1 : 0)));
      }
      // The round's fire is done: the defender decides on retreat (7.7.13).
      await flow.locator('.flow__next[data-question^="r1.retreat"]').first().waitFor();
      // The journal says the counts given, not faces nobody saw.
      const lines = await journalTexts(page);
      expect(lines.some((l) => /Colpi con .*: 1 \(dadi del tavolo, contati\)/.test(l))).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('3.2, 5.3: a War to Axis unit activated to fire from the roster opens the fire calculator as the firer; its hits given by count', async () => {
    // Wide enough for the scenario's cards, the roster and the fire calculator side by side.
    const { context, page } = await open(browser(), { width: 1024, height: 768 });
    try {
      await home(page);
      await newGame(page, { game: 'War to Axis', name: 'Conteggi WtA' });
      await physicalDice(page);
      const cards = page.getByTestId('wta-cards');
      await cards.getByLabel('Pacchetto (testo JSON)').fill(WTA_PACK);
      await cards.getByRole('button', { name: 'Aggiungi il pacchetto incollato sotto' }).click();
      await see(cards, '2 carte aggiunte');
      const roster = page.getByTestId('wta-roster');
      for (const [side, card, type] of [
        ['Alleati', 'Unità Americane', 'Rifle Coy'],
        ['Tedeschi', 'Wehrmacht', 'Grenadiere'],
      ]) {
        const add = roster.getByTestId('wta-add');
        await choice(page, add.locator('[data-field="type"]'), `${type} (${card}, ${side})`);
        const before = await roster.locator('.wta-unit').count();
        await add.getByTestId('action-apply').click();
        await until(`${type} on the roster`, async () => (await roster.locator('.wta-unit').count()) === before + 1);
      }
      // 3.1: the Allies' activation roll from the table: a 4.
      const roll = page.locator('[data-procedure="basic-roll-allies"]');
      await roll.locator('[data-face="4"]').first().click();
      await roll.locator('.dice-roller__confirm').click();
      await applyIn(roll);

      const unit = roster.locator('.wta-unit').filter({ hasText: 'Rifle Coy' }).first();
      await unit.locator('.wta-unit__head').click();
      // Activated to fire (the form's default action, 3.2).
      await unit.getByTestId('wta-unit-activate').getByTestId('action-apply').click();
      const fire = page.getByTestId('wta-fire');
      await until('the fire calculator with the Rifle Coy as its firer', async () =>
        (await fire.getByTestId('wta-fire-firer').innerText()).includes('Rifle Coy'),
      );
      await pick(page, fire.getByTestId('wta-fire-target'), 'Grenadiere (Tedeschi)');
      // 2.3: two anti-personnel stickers of six: 3 dice show 0–3 hits with 29,6 / 44,4 / 22,2 / 3,7 %.
      const row = fire.locator('.dice-roller__count').first();
      await row.waitFor();
      expect((await row.locator('.dice-roller__count-option').allInnerTexts()).map((x) => x.replace(/\s+/g, ' ').trim())).toEqual([
        '0 29,6 %',
        '1 44,4 %',
        '2 22,2 %',
        '3 3,7 %',
      ]);
      await counts(fire, 2);
      await applyIn(fire);
      const lines = await journalTexts(page);
      expect(lines.some((l) => l.includes('Colpo antiuomo: 2 (dadi del tavolo, contati)'))).toBe(true);
    } finally {
      await context.close();
    }
  });
});
