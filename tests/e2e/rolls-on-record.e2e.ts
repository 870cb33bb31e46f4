// Every roll on the record (the rules own every action): a die the app rolls for a calculator
// is written to the game before it is shown, and stays in the journal. Taking it back leaves a
// line, and the same question is then rolled only as the players' "Ritira", which the journal
// says too; a reload after a roll shows the same roll, not a fresh "Tira"; changing an input
// after the roll asks first. Played on ARMIR's quick combat (12.1), app dice, in Italian.
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { open, useBrowser } from './browser';
import { armirAtCombat, card, journalTexts, section, see, typeNumber, until } from './helpers';

const browser = useBrowser();

async function calc(page: Page): Promise<Locator> {
  await section(page, 'calculators');
  const combat = card(page, 'quick-combat');
  await combat.waitFor();
  return combat;
}

async function combatReady(page: Page): Promise<Locator> {
  const combat = await calc(page);
  await typeNumber(combat, "Forza dell'attaccante (12.1)", 12);
  await typeNumber(combat, 'Forza del difensore (12.1)', 4);
  await combat.locator('.dice-roller').first().waitFor();
  return combat;
}

/** The faces the app rolled, as the flow shows them (the answered roll). */
async function rolledFaces(combat: Locator): Promise<string> {
  const rolled = combat.locator('.flow__answered .flow__rolled').first();
  await rolled.waitFor();
  return (await rolled.getAttribute('aria-label')) ?? '';
}

describe('every roll on the record', () => {
  it('a roll taken back is journaled as such, and the question is rolled again only as "Ritira", journaled too', async () => {
    const { context, page } = await open(browser());
    try {
      await armirAtCombat(page);
      let combat = await combatReady(page);
      await combat.getByRole('button', { name: /^Tira$/ }).click();
      await rolledFaces(combat);
      // On the record before anything else: the journal already has the roll.
      expect((await journalTexts(page))[0]).toMatch(/· \d\d:\d\d Tiro sulla TRC: \d/);

      combat = await calc(page);
      await combat.getByRole('button', { name: 'Correggi' }).first().click();
      // No fresh "Tira": the players must choose to roll again, and are told it is journaled.
      const again = combat.getByRole('button', { name: /^Ritira$/ });
      await again.waitFor();
      expect(await combat.getByRole('button', { name: /^Tira$/ }).count()).toBe(0);
      await see(combat, /è stato annullato ed è nel diario/);
      expect((await journalTexts(page))[0]).toMatch(/Tiro annullato \(ripreso prima di applicarlo\) — Tiro sulla TRC: \d/);

      combat = await calc(page);
      await combat.getByRole('button', { name: /^Ritira$/ }).click();
      await rolledFaces(combat);
      expect((await journalTexts(page))[0]).toMatch(/Tiro ripetuto per scelta dei giocatori — Tiro sulla TRC: \d/);
    } finally {
      await context.close();
    }
  });

  it('a reload after a roll shows the same roll; changing an input after it asks before setting it aside', async () => {
    const { context, page } = await open(browser());
    try {
      await armirAtCombat(page);
      let combat = await combatReady(page);
      await combat.getByRole('button', { name: /^Tira$/ }).click();
      const faces = await rolledFaces(combat);
      await page.reload();
      combat = await calc(page);
      expect(await rolledFaces(combat)).toBe(faces);
      expect(await combat.getByRole('button', { name: /^(Tira|Ritira)$/ }).count()).toBe(0);

      // The defence changes after the roll: the app asks; setting the roll aside journals it.
      await typeNumber(combat, 'Forza del difensore (12.1)', 3);
      await see(combat, /Avete cambiato i dati dopo il tiro/);
      await combat.getByRole('button', { name: 'Annulla il tiro' }).click();
      await until('the roll set aside', async () => (await combat.getByRole('button', { name: /^Ritira$/ }).count()) === 1);
      expect((await journalTexts(page))[0]).toMatch(/Tiro annullato \(dati cambiati dopo il tiro\)/);
    } finally {
      await context.close();
    }
  });
});
