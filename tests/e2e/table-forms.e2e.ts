// Issue "At the table", what was still open: the ARMIR combat warns of a slip before the roll
// as Inferno's does; a typed unit filled from the roster says so until a value is changed;
// on a tablet the calculator's result stands beside its inputs; every other form a player
// types into keeps what was typed through a tab switch, a rotation and a reload.
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { open, useBrowser } from './browser';
import { ARMIR, armirAtCombat, armirAtTurnOne, home, newGame, section, see, typeNumber, until } from './helpers';

const browser = useBrowser();

/** A glance at the journal, the tablet turned to portrait and back, then a reload. */
async function lookAwayRotateReload(page: Page, back: () => Promise<void>, check: () => Promise<void>): Promise<void> {
  await section(page, 'journal');
  await back();
  await check();
  const size = page.viewportSize()!;
  await page.setViewportSize({ width: size.height, height: size.width });
  await back();
  await check();
  await page.setViewportSize(size);
  await page.reload();
  await back();
  await check();
}

async function addInfernoCounter(page: Page, side: string, name: string, full: number[], reduced: number[]): Promise<void> {
  const roster = await section(page, 'markers');
  await roster.getByTestId('inferno-roster-add').click();
  const form = roster.getByTestId('inferno-roster-form');
  await form.getByTestId('inferno-roster-side').getByRole('button', { name: side }).click();
  await form.getByTestId('inferno-roster-name').getByRole('textbox').fill(name);
  const ids = ['attack', 'defence', 'va', 'rattack', 'rdefence', 'rva'];
  const values = [...full, ...reduced];
  for (let i = 0; i < ids.length; i++) await form.getByTestId(`inferno-roster-${ids[i]}`).getByRole('textbox').fill(String(values[i]));
  await form.getByTestId('inferno-roster-save').click();
  await see(form.getByTestId('inferno-roster-added'), name);
  await form.getByTestId('inferno-roster-close').click();
}

const flowOf = (scope: Locator) => scope.locator('.flow').first();

/** The keys of the drafts saved in the app's database (what is typed and not yet applied). */
async function storedDraftKeys(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('aiutante');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const all = db.transaction('drafts').objectStore('drafts').getAll();
          all.onsuccess = () => {
            resolve((all.result as { key: string }[]).map((d) => d.key));
            db.close();
          };
          all.onerror = () => reject(all.error);
        };
      }),
  );
}

describe('At the table: slips, fills, the tablet and every form', () => {
  it('12.1: an ARMIR combat against a defender typed at 0 CP asks to confirm before the dice; a Soviet unit still marked German is named', async () => {
    const { context, page } = await open(browser());
    try {
      await armirAtCombat(page);
      const combat = (await section(page, 'calculators')).getByTestId('armir-combat');
      await combat.getByTestId('armir-combat-attacker').getByRole('button', { name: 'Attacca il Sovietico' }).click();
      await typeNumber(combat.getByTestId('armir-combat-unit').first(), 'CP', 8);
      const flow = flowOf(combat.getByTestId('armir-combat-result'));
      // A fresh form waits for the defender's CP; typed as 0, the warning and a confirmation instead of the dice.
      await see(flow, "In attesa di «CP dell'unità 1, esagono difensore»");
      await typeNumber(combat.getByTestId('armir-combat-def-unit').first(), 'CP', 0);
      await see(flow, /Difesa 0, ma unità 1, esagono difensore è un'unità da combattimento a 0 CP/);
      const go = flow.getByRole('button', { name: 'I dati sono giusti: procedi' });
      await go.waitFor();
      expect(await flow.getByRole('button', { name: /^Tira/ }).count()).toBe(0);
      // Typed, the warning goes and the dice are offered at once.
      await typeNumber(combat.getByTestId('armir-combat-def-unit').first(), 'CP', 4);
      await flow.getByRole('button', { name: /^Tira/ }).first().waitFor();
      expect(await flow.getByText(/Difesa 0, ma/).count()).toBe(0);
      // Typed as the Axis with "Tedesca", then the Soviet made the attacker: the mark is named and shown.
      await combat.getByTestId('armir-combat-attacker').getByRole('button', { name: "Attacca l'Asse" }).click();
      await combat.getByTestId('armir-combat-unit').first().locator('.armir-flag', { hasText: 'Tedesca' }).click();
      await combat.getByTestId('armir-combat-attacker').getByRole('button', { name: 'Attacca il Sovietico' }).click();
      await see(flow, /unità 1, esagono attaccante 1 è sovietica ma segnata Tedesca/);
      await go.waitFor();
      // The mark is on screen where the unit is: one tap takes it off, and the dice come back.
      await combat.getByTestId('armir-combat-unit').first().locator('.armir-flag', { hasText: 'Tedesca' }).click();
      await flow.getByRole('button', { name: /^Tira/ }).first().waitFor();
    } finally {
      await context.close();
    }
  });

  it('Inferno: a typed attacker filled from the roster says which unit filled it, in English too, until a value is changed', async () => {
    const { context, page } = await open(browser(), { locale: 'en-GB' });
    try {
      await home(page);
      await newGame(page, { game: 'Inferno', name: 'Filled' });
      await addInfernoCounter(page, 'Austro-Hungarians', 'III/14 KJ', [7, 6, 1], [4, 3, 1]);
      const combat = (await section(page, 'calculators')).getByTestId('inferno-combat');
      await combat.getByTestId('inferno-combat-add-attacker').click();
      const form = combat.getByTestId('inferno-combat-typed-form');
      // Fresh: nothing filled, nothing said.
      expect(await form.getByTestId('inferno-combat-typed-filled').count()).toBe(0);
      await form.getByTestId('inferno-combat-typed-fill').click();
      await page.locator('.v-overlay--active .v-list-item', { hasText: 'III/14 KJ' }).click();
      await see(form.getByTestId('inferno-combat-typed-filled'), 'Filled from the roster: III/14 KJ');
      expect(await form.getByTestId('inferno-combat-typed-attack').getByRole('textbox').inputValue()).toBe('7');
      // Said again after a reload (the form is a draft), gone once the attack is changed.
      await page.reload();
      await section(page, 'calculators');
      await see(form.getByTestId('inferno-combat-typed-filled'), 'Filled from the roster: III/14 KJ');
      await typeNumber(form, 'Attack', 5);
      await until('the note gone', async () => (await form.getByTestId('inferno-combat-typed-filled').count()) === 0);
    } finally {
      await context.close();
    }
  });

  for (const size of [
    { width: 1024, height: 768 },
    { width: 768, height: 1024 },
  ]) {
    it(`on a ${size.width}×${size.height} tablet the combat's working, odds and dice stand beside its inputs`, async () => {
      const { context, page } = await open(browser(), size);
      try {
        await armirAtCombat(page);
        const combat = (await section(page, 'calculators')).getByTestId('armir-combat');
        await typeNumber(combat.getByTestId('armir-combat-unit').first(), 'CP', 12);
        await typeNumber(combat.getByTestId('armir-combat-def-unit').first(), 'CP', 4);
        const result = combat.getByTestId('armir-combat-result');
        await result.locator('.odds').first().waitFor();
        const inputs = await combat.getByTestId('armir-combat-attack-hex').first().boundingBox();
        const working = await result.boundingBox();
        const odds = await result.locator('.odds').first().boundingBox();
        expect(inputs && working && odds).toBeTruthy();
        // Beside, not below: the working and the odds right of the inputs, the working beginning beside the first hex.
        expect(odds!.x).toBeGreaterThanOrEqual(inputs!.x + inputs!.width);
        expect(working!.y).toBeLessThan(inputs!.y + inputs!.height);
      } finally {
        await context.close();
      }
    });
  }

  it('ARMIR: what is typed in the Čir form, the red-star and roster forms survives the journal, a rotation and a reload; Add and Clear empty it', async () => {
    const { context, page } = await open(browser(), { width: 1024, height: 768 });
    try {
      await home(page);
      await newGame(page, ARMIR);
      const cir = page.getByTestId('armir-cir');
      await cir.getByTestId('armir-cir-add-open').click();
      await cir.getByTestId('armir-cir-name').getByRole('textbox').fill('24ª Brigata corazzata');
      await typeNumber(cir.getByTestId('armir-cir-cp'), 'CP', 6);
      await cir.getByRole('checkbox', { name: 'Motorizzata o cingolata' }).check();
      const map = (await section(page, 'markers')).getByTestId('armir-map');
      await map.getByTestId('armir-star-name').getByRole('textbox').fill('Kalač 2');
      await map.getByTestId('armir-roster-name').getByRole('textbox').fill('Esagono 2417');
      await lookAwayRotateReload(
        page,
        async () => {
          await section(page, 'phase');
        },
        async () => {
          expect(await cir.getByTestId('armir-cir-name').getByRole('textbox').inputValue()).toBe('24ª Brigata corazzata');
          expect(await cir.getByTestId('armir-cir-cp').getByRole('textbox').inputValue()).toBe('6');
          expect(await cir.getByRole('checkbox', { name: 'Motorizzata o cingolata' }).isChecked()).toBe(true);
          await section(page, 'markers');
          expect(await map.getByTestId('armir-star-name').getByRole('textbox').inputValue()).toBe('Kalač 2');
          expect(await map.getByTestId('armir-roster-name').getByRole('textbox').inputValue()).toBe('Esagono 2417');
        },
      );
      // Add empties the Čir form; Clear empties the roster entry; both stay empty after a reload.
      await cir.getByTestId('armir-cir-add').click();
      await see(cir.getByTestId('armir-cir-unit'), '24ª Brigata corazzata');
      await section(page, 'markers');
      await map.getByTestId('armir-roster-clear').click();
      await until('the entry cleared', async () => (await map.getByTestId('armir-roster-name').getByRole('textbox').inputValue()) === '');
      await page.reload();
      await section(page, 'phase');
      // Nothing kept from before: the form is closed, and opens empty.
      await cir.getByTestId('armir-cir-add-open').click();
      await cir.getByTestId('armir-cir-name').waitFor();
      expect(await cir.getByTestId('armir-cir-name').getByRole('textbox').inputValue()).toBe('');
      expect(await cir.getByRole('checkbox', { name: 'Motorizzata o cingolata' }).isChecked()).toBe(false);
      await section(page, 'markers');
      expect(await map.getByTestId('armir-roster-name').getByRole('textbox').inputValue()).toBe('');
      expect(await map.getByTestId('armir-star-name').getByRole('textbox').inputValue()).toBe('Kalač 2');
    } finally {
      await context.close();
    }
  });

  it("ARMIR: an army's name and points typed and interrupted by a reload before the field is left are kept, and written when the field is left", async () => {
    const { context, page } = await open(browser());
    try {
      await home(page);
      await newGame(page, ARMIR);
      await section(page, 'phase');
      const army = page.getByTestId('armir-army-army1');
      await army.getByLabel('Nome (per esempio 6ª)').fill('6');
      await army.getByTestId('armir-army-army1-start').getByRole('textbox').fill('5');
      // Still in the field (nothing written yet), a moment later the page goes: a reload, a
      // closed tab. (The moment: until what is typed is saved with the game.)
      await until('the typing saved with the game', async () => (await storedDraftKeys(page)).includes('action:armir.army.set:army1'));
      await page.reload();
      await section(page, 'phase');
      expect(await army.getByLabel('Nome (per esempio 6ª)').inputValue()).toBe('6');
      const start = army.getByTestId('armir-army-army1-start').getByRole('textbox');
      expect(await start.inputValue()).toBe('5');
      // Leaving the field writes it, as it would have before the reload; another reload keeps it.
      await start.press('Enter');
      await see(army, '5 punti');
      await see(army, 'Armata 6');
      await page.reload();
      await section(page, 'phase');
      await see(army, '5 punti');
    } finally {
      await context.close();
    }
  });

  it('Inferno: a counter half typed in the roster form and an objective survive the journal, a rotation and a reload', async () => {
    const { context, page } = await open(browser());
    try {
      await home(page);
      await newGame(page, { game: 'Inferno', name: 'Moduli' });
      const roster = await section(page, 'markers');
      await roster.getByTestId('inferno-roster-add').click();
      const form = roster.getByTestId('inferno-roster-form');
      await form.getByTestId('inferno-roster-side').getByRole('button', { name: 'Italiani' }).click();
      await form.getByTestId('inferno-roster-name').getByRole('textbox').fill('Brig. Ivrea');
      await form.getByTestId('inferno-roster-attack').getByRole('textbox').fill('3');
      await form.getByTestId('inferno-roster-defence').getByRole('textbox').fill('4');
      const objective = page.getByTestId('inferno-objective-form').locator('[data-field="name"]').getByRole('textbox');
      await section(page, 'tracks');
      await objective.fill('Monte Cimone');
      await lookAwayRotateReload(
        page,
        async () => {
          await section(page, 'markers');
        },
        async () => {
          expect(await form.getByTestId('inferno-roster-name').getByRole('textbox').inputValue()).toBe('Brig. Ivrea');
          expect(await form.getByTestId('inferno-roster-attack').getByRole('textbox').inputValue()).toBe('3');
          expect(await form.getByTestId('inferno-roster-defence').getByRole('textbox').inputValue()).toBe('4');
          expect(await form.getByTestId('inferno-roster-side').getByRole('button', { name: 'Italiani' }).getAttribute('class')).toContain('v-btn--active');
          await section(page, 'tracks');
          expect(await objective.inputValue()).toBe('Monte Cimone');
          await section(page, 'markers');
        },
      );
      // Clear: a fresh counter.
      await form.getByTestId('inferno-roster-clear').click();
      await until('the form fresh', async () => (await form.getByTestId('inferno-roster-name').getByRole('textbox').inputValue()) === '');
      expect(await form.getByTestId('inferno-roster-attack').getByRole('textbox').inputValue()).toBe('');
    } finally {
      await context.close();
    }
  });

  it('one tap that empties a combat is taken back from the snackbar: ARMIR "Azzera", then a unit taken out', async () => {
    const { context, page } = await open(browser());
    try {
      await armirAtTurnOne(page);
      const combat = (await section(page, 'calculators')).getByTestId('armir-combat');
      await typeNumber(combat.getByTestId('armir-combat-unit').first(), 'CP', 12);
      await typeNumber(combat.getByTestId('armir-combat-def-unit').first(), 'CP', 4);
      const cp = () => combat.getByTestId('armir-combat-unit').first().getByRole('textbox', { name: 'CP', exact: true }).inputValue();
      await combat.getByTestId('armir-combat-reset').click();
      await see(page, 'Combattimento azzerato');
      await until('the combat emptied', async () => (await cp()) === '');
      await page.locator('.v-snackbar').getByRole('button', { name: 'Annulla' }).click();
      await until('the combat back', async () => (await cp()) === '12');
      // A unit taken out of the defending hex comes back the same way.
      await combat.getByTestId('armir-combat-def-unit').first().getByRole('button', { name: 'Togli' }).click();
      await see(page, 'Unità tolta dal combattimento');
      await until('the defender gone', async () => (await combat.getByTestId('armir-combat-def-unit').count()) === 0);
      await page.locator('.v-snackbar').getByRole('button', { name: 'Annulla' }).click();
      await until('the defender back', async () => (await combat.getByTestId('armir-combat-def-unit').count()) === 1);
    } finally {
      await context.close();
    }
  });
});
