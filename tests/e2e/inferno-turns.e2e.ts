// Inferno sugli Altipiani on a phone, in Italian, turn after turn with typed physical dice:
// the optional rules' rolls — Italian unpreparedness (15.1: below the turn), the defensive
// ability (15.2: 2d6 + turn ≥ 15) and its +1 defence in the combat calculator, the Brusilov
// roll from turn 10 (15.1: 1–2 ends the A-H replacements, then −1 a turn) — and an Italian
// brigade out of supply two Supply Phases running, whose attrition (11.5) comes at the second,
// and whose Supply Phase warns before it ends with the brigade not yet checked (11.5).
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { open, useBrowser } from './browser';
import {
  advanceTo,
  applyIn,
  back,
  card,
  debugShot,
  derivationSteps,
  home,
  newGame,
  nextPhase,
  pickChips,
  section,
  see,
  textOf,
  typeDice,
  unitLine,
  until,
  where,
  whereText,
} from './helpers';

const browser = useBrowser();

/** Types one two-step infantry counter into the roster. */
async function addBrigade(page: Page, name: string, side: 'ah' | 'it', full: [number, number, number], reduced: [number, number, number]): Promise<void> {
  const roster = await section(page, 'markers');
  const form = roster.getByTestId('inferno-roster-form');
  if (!(await form.isVisible())) await roster.getByTestId('inferno-roster-add').click();
  await form.waitFor();
  await form
    .getByTestId('inferno-roster-side')
    .getByRole('button', { name: side === 'ah' ? 'Austroungarici' : 'Italiani' })
    .click();
  await form.getByTestId('inferno-roster-steps').getByRole('button', { name: '2 livelli' }).click();
  await form.getByTestId('inferno-roster-name').getByRole('textbox').fill(name);
  const ids = ['attack', 'defence', 'va'];
  for (let i = 0; i < 3; i++) {
    await form.getByTestId(`inferno-roster-${ids[i]}`).getByRole('textbox').fill(String(full[i]));
    await form.getByTestId(`inferno-roster-r${ids[i]}`).getByRole('textbox').fill(String(reduced[i]));
  }
  await form.getByTestId('inferno-roster-save').click();
  await see(form.getByTestId('inferno-roster-added'), `${name} aggiunta al ruolino`);
}

const track = (page: Page, id: string): Locator => page.locator(`[data-track="${id}"] .track__value`).first();
async function trackIs(page: Page, id: string, value: string): Promise<void> {
  await section(page, 'tracks');
  await until(`track ${id} at ${value}`, async () => (await textOf(track(page, id))) === value);
}

describe('Inferno, turn after turn', () => {
  it(
    '15.1 unpreparedness, 15.2 defensive ability and its +1 in combat, 11.5 attrition at the second OOS, 15.1 Brusilov from turn 10 — typed dice on a phone',
    { timeout: 300_000 },
    async () => {
      const { context, page } = await open(browser(), { width: 390, height: 844 });
      try {
        await home(page);
        await newGame(page, {
          game: 'Inferno',
          name: 'Strafexpedition a turni',
          options: async (dialog) => {
            for (const title of ['Rimpiazzi', 'Abilità difensiva italiana']) await dialog.getByRole('checkbox', { name: title, exact: true }).check();
          },
        });
        const gameUrl = page.url();
        await page.getByRole('link', { name: 'Impostazioni' }).first().click();
        await page.getByRole('radio', { name: 'Tiriamo i nostri dadi e inseriamo il risultato' }).check();
        await back(page, gameUrl);
        await where(page).waitFor();

        await addBrigade(page, 'IR 59', 'ah', [5, 5, 0], [3, 3, 0]);
        await addBrigade(page, 'Brig. Lambro', 'it', [4, 4, 1], [2, 2, 1]);
        await (await section(page, 'markers')).getByTestId('inferno-roster-close').click();

        // Turn 1, Italian Supply Phase: 2d6 + 1 can reach 13 at most, so no roll (15.2).
        await section(page, 'phase');
        await nextPhase(page);
        expect(await whereText(page)).toMatch(/Turno 1 di 14.*Italiani/i);
        await see(card(page, 'defensive-ability'), /servirebbero 14 con 2d6, impossibile/);
        // Turn 1, Italian Reinforcement Phase: no die is lower than 1 (15.1, A26).
        await nextPhase(page);
        await see(card(page, 'rp-income'), /nessun tiro è inferiore a 1/);

        // Turn 2, Italian Supply Phase: the Lambro has no line — OOS, the first time: no attrition.
        await advanceTo(page, /Turno 2 di 14.*Italiani.*Fase dei Rifornimenti/i);
        // 11.5: the Lambro not yet checked, "Fase successiva" warns first (the OOS count depends on it).
        await section(page, 'phase');
        await see(card(page, 'supply'), 'Da verificare: 1 di 1');
        await nextPhase(page, false);
        await see(page, 'Manca qualcosa in questa fase');
        await see(page.locator('.v-overlay__content li'), /Rifornimento delle unità\s*11\.4/);
        await page.getByRole('button', { name: 'Resta qui' }).click();
        await page.getByRole('button', { name: 'Resta qui' }).waitFor({ state: 'hidden' });
        expect(await whereText(page)).toMatch(/Turno 2 di 14.*Italiani.*Fase dei Rifornimenti/i);
        let roster = await section(page, 'markers');
        await roster.getByTestId('inferno-roster-supply-u2-out').click();
        await until('the Lambro OOS', async () => (await textOf(unitLine(page, 'Brig. Lambro'))).includes('OOS'));
        expect(await page.getByTestId('inferno-roster-eff-u2').count()).toBe(0);

        // Turn 2, Italian Reinforcement Phase: unpreparedness, only a 1 gives the point (1/6).
        // Every Italian unit checked (11.5): the phase ends with no warning.
        await section(page, 'phase');
        await see(card(page, 'supply'), "L'unica unità è verificata");
        await nextPhase(page, false);
        expect(await whereText(page)).toMatch(/Turno 2 di 14.*Italiani.*Fase dei Rinforzi/i);
        const unprep = card(page, 'rp-income');
        expect((await textOf(unprep.locator('.odds'))).replace(/\s+/g, ' ')).toMatch(/\+1 punto Rimpiazzo 1\/6 16,7/);
        await typeDice(unprep, 1);
        await see(unprep, '1 < 2: +1 punto Rimpiazzo');
        await applyIn(unprep);
        await see(card(page, 'rp-income'), 'Dado 1: punto Rimpiazzo del turno +1');
        await trackIs(page, 'rp-it', '1');

        // Turn 3, Italian Supply Phase: the Lambro OOS again — attrition, EdC −2 (11.5, 11.5.1).
        await section(page, 'phase');
        await advanceTo(page, /Turno 3 di 14.*Italiani.*Fase dei Rifornimenti/i);
        roster = await section(page, 'markers');
        const out = roster.getByTestId('inferno-roster-supply-u2-out');
        expect(await textOf(out)).toMatch(/OOS di nuovo: attrito −2/);
        await out.click();
        await until('attrition on the Lambro', async () => (await textOf(page.getByTestId('inferno-roster-eff-u2'))) === 'EdC −2');
        expect(await textOf(unitLine(page, 'Brig. Lambro'))).toMatch(/OOS da 2 Fasi dei Rifornimenti di fila/);
        // A wrong tap corrected in the same phase takes the attrition back; OOS again brings it once.
        await roster.getByTestId('inferno-roster-supply-u2-low').click();
        await until('the attrition taken back', async () => (await page.getByTestId('inferno-roster-eff-u2').count()) === 0);
        await roster.getByTestId('inferno-roster-supply-u2-out').click();
        await until('attrition once more', async () => (await page.getByTestId('inferno-roster-eff-u2').count()) === 1);
        expect(await textOf(page.getByTestId('inferno-roster-eff-u2'))).toBe('EdC −2');
        await debugShot(page, 'inferno-turns-attrition');

        // The same phase, 15.2: 2d6 + 3 needs 12 (1/36); typed 6 + 6 = 15.
        await section(page, 'phase');
        const ida = card(page, 'defensive-ability');
        expect((await textOf(ida.locator('.odds'))).replace(/\s+/g, ' ')).toMatch(/Abilità difensiva acquisita 1\/36 2,8/);
        await typeDice(ida, 6, 6);
        await see(ida, '12 + 3 = 15: abilità difensiva acquisita');
        await applyIn(ida);
        await trackIs(page, 'ida', '1');

        // Turn 4, A-H Combat Phase: the Lambro defends at 4 −2 EdC −2 OOS +1 defensive ability = 1.
        await section(page, 'phase');
        await advanceTo(page, /Turno 4 di 14.*Fase di Combattimento/i);
        const combat = page.getByTestId('inferno-combat');
        await section(page, 'calculators');
        await combat.waitFor();
        await pickChips(combat.getByTestId('inferno-combat-attackers'), 'IR 59');
        await pickChips(combat.getByTestId('inferno-combat-defenders'), 'Brig. Lambro');
        const steps = (await derivationSteps(combat.getByTestId('inferno-combat-result'))).join('\n');
        expect(steps).toMatch(/Brig\. Lambro: difesa 4 \(−2 EdC, −2 OOS, \+1 abilità difensiva\) = 1/);

        // Turn 10, A-H Reinforcement Phase: the Brusilov roll (1–2 in 3). A 4: +1 point.
        await section(page, 'phase');
        await advanceTo(page, /Turno 10 di 14.*Austroungarici.*Fase dei Rinforzi/i, 60);
        let brusilov = card(page, 'rp-income');
        expect((await textOf(brusilov.locator('.odds'))).replace(/\s+/g, ' ')).toMatch(/Offensiva di Brusilov: fine dei Rimpiazzi 1\/3 33,3/);
        await typeDice(brusilov, 4);
        await applyIn(brusilov);
        await trackIs(page, 'rp-ah', '1');
        // Turn 11: a 2 — the offensive. No point, nothing taken off yet.
        await section(page, 'phase');
        await advanceTo(page, /Turno 11 di 14.*Austroungarici.*Fase dei Rinforzi/i);
        brusilov = card(page, 'rp-income');
        await typeDice(brusilov, 2);
        await see(brusilov, '2: offensiva di Brusilov, niente più Rimpiazzi');
        await applyIn(brusilov);
        await see(card(page, 'rp-income'), /Dado 2: offensiva di Brusilov/);
        await trackIs(page, 'rp-ah', '1');
        // Turn 12: from this Reinforcement Phase on, one point off each turn.
        await section(page, 'phase');
        await advanceTo(page, /Turno 12 di 14.*Austroungarici.*Fase dei Rinforzi/i);
        const drain = card(page, 'rp-income');
        await see(drain, 'Offensiva di Brusilov: −1 punto Rimpiazzo');
        await applyIn(drain);
        await trackIs(page, 'rp-ah', '0');

        const journal = await textOf(await section(page, 'journal'));
        expect(journal).toMatch(/Brusilov/);
        await debugShot(page, 'inferno-turns-brusilov');
      } catch (e) {
        await debugShot(page, 'inferno-turns-failure');
        throw e;
      } finally {
        await context.close();
      }
    },
  );
});
