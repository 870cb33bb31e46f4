// Issue "At the table", point 1: what a player typed into a calculator, and a roll made by
// the app but not yet applied, are part of the game. Glancing at the journal, rotating the
// tablet across the wide/narrow layout, or reloading brings back the same inputs and the
// same roll — never a fresh calculator that invites a re-roll.
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { open, useBrowser } from './browser';
import { armirAtCombat, card, derivationSteps, journalTexts, section, typeNumber, until } from './helpers';

const browser = useBrowser();

async function fieldValue(scope: Locator, label: string): Promise<string> {
  return scope.getByRole('textbox', { name: label, exact: true }).first().inputValue();
}

/** The quick combat as a player reads it: the two strengths and the derivation lines. */
async function quickCombat(page: Page): Promise<{ attack: string; defence: string; steps: string }> {
  await section(page, 'calculators');
  const combat = card(page, 'quick-combat');
  await combat.waitFor();
  return {
    attack: await fieldValue(combat, "Forza dell'attaccante (12.1)"),
    defence: await fieldValue(combat, 'Forza del difensore (12.1)'),
    steps: (await derivationSteps(combat)).join('\n'),
  };
}

describe('Drafts: nothing typed or rolled is lost', () => {
  it('12.1: a quick combat typed and rolled by the app survives the journal, a rotation and a reload', async () => {
    const { context, page } = await open(browser(), { width: 1024, height: 768 });
    try {
      await armirAtCombat(page);
      await section(page, 'calculators');
      const combat = card(page, 'quick-combat');
      await typeNumber(combat, "Forza dell'attaccante (12.1)", 39);
      await typeNumber(combat, 'Forza del difensore (12.1)', 4);
      await combat.getByRole('button', { name: 'Tira', exact: true }).click();
      // The app's roll ("Dado n", then the 7:1 cell to read off the paper CRT): what must come back.
      let die = '';
      await until('the app roll to be shown', async () => {
        die = /Dado (\d)/.exec((await derivationSteps(combat)).join('\n'))?.[1] ?? '';
        return die !== '';
      });

      // A glance at the journal and back.
      await journalTexts(page);
      let seen = await quickCombat(page);
      expect([seen.attack, seen.defence]).toEqual(['39', '4']);
      expect(seen.steps).toContain(`Dado ${die}`);

      // The tablet turned to portrait: the narrow layout, same inputs, same roll.
      await page.setViewportSize({ width: 768, height: 1024 });
      await page.setViewportSize({ width: 390, height: 844 });
      seen = await quickCombat(page);
      expect([seen.attack, seen.defence]).toEqual(['39', '4']);
      expect(seen.steps).toContain(`Dado ${die}`);

      // The page reloaded (or the app closed and reopened): still there, no new roll offered.
      await page.reload();
      seen = await quickCombat(page);
      expect([seen.attack, seen.defence]).toEqual(['39', '4']);
      expect(seen.steps).toContain(`Dado ${die}`);
      expect(seen.steps).toMatch(/Rapporto 39 : 4 = 9,75/);
      await expect(combat.getByRole('button', { name: 'Tira', exact: true }).count()).resolves.toBe(0);
    } finally {
      await context.close();
    }
  });
});
