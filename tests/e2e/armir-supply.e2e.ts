// Issue "ARMIR", the parts of an evening the first walk did not play: turn 2 with the Soviet
// initiative (sequence B2, 3, 4), a Soviet tank overrun in the Soviet movement phase (13,
// 13.1, 13.2) through the combat panel, DSG markers gone at the end of the combat phase
// (11.2.1), then the supply phase: the 8.4 example (end of turn 2, the XVIII Corps rolls one
// die, 1-4 no OOS, 5-6 OOS), the German air supply (9.2) and the attrition (8.6) read off the
// markers roster. Dice are the players' own, typed in, so every result is known.
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { open, useBrowser } from './browser';
import {
  advanceTo,
  applyIn,
  card,
  debugShot,
  derivationSteps,
  home,
  journalTexts,
  newGame,
  nextPhase,
  phaseName,
  physicalDice,
  pick,
  section,
  see,
  trackValue,
  typeDice,
  typeNumber,
  until,
  whereText,
} from './helpers';

const browser = useBrowser();

/** Adds a named hex to the markers roster (Segnalini), with its side and what it holds. */
async function addToRoster(page: Page, name: string, side: 'Asse' | 'Sovietico', holds: RegExp): Promise<void> {
  const roster = page.getByTestId('armir-roster');
  await roster.getByTestId('armir-roster-name').getByRole('textbox').fill(name);
  // The side's menu is closed before the checkbox under it is ticked (a menu still fading out
  // on a busy machine would take the tap).
  await pick(page, roster.locator('.v-select').first(), side);
  await roster.getByLabel(holds).check();
  await roster.getByTestId('armir-roster-add').click();
  await roster.getByTestId('armir-roster-entry').filter({ hasText: name }).waitFor();
}

function rosterEntry(page: Page, name: string): Locator {
  return page.getByTestId('armir-roster').getByTestId('armir-roster-entry').filter({ hasText: name });
}

async function isOn(button: Locator): Promise<boolean> {
  return ((await button.getAttribute('class')) ?? '').includes('v-btn--variant-flat');
}

describe('ARMIR supply', () => {
  it('turn 2 in B2: a Soviet tank overrun, DSG gone after combat, the 8.4 roll of the XVIII Corps, German air supply and attrition', async () => {
    const { context, page } = await open(browser());
    try {
      await home(page);
      await newGame(page, {
        game: 'ARMIR',
        name: 'Rifornimenti',
        sides: { 'Nome per lo schieramento Asse': 'Marco', 'Nome per lo schieramento Sovietico': 'Ivan' },
      });
      await physicalDice(page);

      // 18.3: the turn-1 artillery from the counters' backs.
      await section(page, 'phase');
      for (const id of ['army1', 'army2', 'army3']) {
        const army = page.getByTestId(`armir-army-${id}`);
        await typeNumber(army, 'Punti al turno 1 (retro)', 4);
        await typeNumber(army, 'Raggio HQ, lato raggio', 3);
        await typeNumber(army, 'Raggio HQ, lato movimento', 2);
        await until(`${id}: 4 points`, async () => (await army.innerText()).includes('4 punti'));
      }

      // The hexes the players will mark: a XVIII Corps hex (8.4), a German and an Italian one (9.2).
      await section(page, 'markers');
      await addToRoster(page, 'XVIII Corpo', 'Sovietico', /Corpo corazzato/);
      await addToRoster(page, 'Millerovo', 'Asse', /Con unità tedesche/);
      // What a hex holds is its own: the ticks do not carry over to the next entry.
      expect(
        await page
          .getByTestId('armir-roster')
          .getByLabel(/Con unità tedesche/)
          .isChecked(),
      ).toBe(false);
      await addToRoster(page, 'Cosseria', 'Asse', /Con unità italiane/);
      expect(await rosterEntry(page, 'Millerovo').innerText()).toContain('unità tedesche');

      // Turn 2, A. Initiative: the Soviet takes it (−1 PS, 16.4.3): sequence B2 (3).
      await section(page, 'phase');
      await advanceTo(page, /TURNO 2 DI 6[\s\S]*A\. Iniziativa/i);
      const initiative = card(page, 'initiative');
      await initiative.getByRole('button', { name: 'Sovietico (−1 PS)' }).click();
      await applyIn(initiative);
      await until('the B2 sequence', async () => /Iniziativa: Sovietico \(sequenza B2\)/i.test(await whereText(page)));

      // B2: after the Axis reinforcements comes the Soviet movement (phase 3), not the Axis one.
      await nextPhase(page);
      expect(await phaseName(page)).toBe('Rinforzi Asse');
      await nextPhase(page);
      expect(await phaseName(page)).toBe('Movimento Sovietico');

      // 13: a stack of one tank brigade (6 CP, tracked) overruns a 2 CP Italian hex.
      await section(page, 'calculators');
      const combat = page.getByTestId('armir-combat');
      await combat
        .getByTestId('armir-combat-mode')
        .getByRole('button', { name: /assalto mobile/i })
        .click();
      const tank = combat.getByTestId('armir-combat-unit').first();
      await typeNumber(tank, 'CP', 6);
      await tank.locator('.armir-flag', { hasText: /cingolat/i }).click();
      await typeNumber(combat.getByTestId('armir-combat-def-unit').first(), 'CP', 2);
      const result = combat.getByTestId('armir-combat-result');
      let steps = (await derivationSteps(result)).join('\n');
      expect(steps).toMatch(/Assalto mobile durante il movimento.*13/);
      expect(steps).toMatch(/Costa 2 MP più il costo dell'esagono attaccato.*13\.1/);
      expect(steps).toMatch(/Rapporto 6 : 2 = 3/);
      expect(steps).not.toMatch(/ora non è il momento/);
      await typeDice(result, 5);
      await see(result, /colonna 3:1, riga 5/);
      await result.getByLabel('Valore letto sulla tabella').fill('-/1');
      await result.getByRole('button', { name: 'Usa questo valore' }).click();
      steps = (await derivationSteps(result)).join('\n');
      // 12.3.2: Soviet tracked units against the Axis in the open: the loss is taken as a retreat,
      // so the hex is cleared and the stack must enter it (13.2).
      expect(steps).toMatch(/Ritirata obbligatoria/);
      expect(steps).toMatch(/L'esagono è liberato: il gruppo deve entrarvi.*13\.2/);
      await debugShot(page, 'armir-overrun');
      await applyIn(result);
      expect((await journalTexts(page))[0]).toMatch(/assalto mobile.*3:1.*dado 5/i);

      // Soviet combat (B2 phase 6): a DSG marker on Cosseria goes at the end of the phase (11.2.1).
      await section(page, 'phase');
      await advanceTo(page, /Combattimento Sovietico/);
      await section(page, 'markers');
      const dsg = rosterEntry(page, 'Cosseria').getByRole('button', { name: 'DSG' });
      await dsg.click();
      await until('DSG on Cosseria', () => isOn(dsg));
      await section(page, 'phase');
      await nextPhase(page);
      expect(await phaseName(page)).toBe('Movimento motorizzato Sovietico');
      await section(page, 'markers');
      await until('DSG removed after the combat phase', async () => !(await isOn(dsg)));

      // C. Supply, end of turn 2: the XVIII Corps hex is cut off (8.4 example).
      await section(page, 'phase');
      await advanceTo(page, /C\. Rifornimento/);
      expect(await whereText(page)).toMatch(/TURNO 2 DI 6/i);
      const armored = card(page, 'armored-supply');
      steps = (await derivationSteps(armored)).join('\n');
      expect(steps).toMatch(/Dado \+ 2 inferiore a 7: in rifornimento con 1-4.*8\.4/);
      expect(steps).toMatch(/Unità già OOS non tirano più.*8\.4\.1/);
      const odds = (await armored.locator('.odds').innerText()).replace(/\s+/g, ' ');
      expect(odds).toMatch(/In rifornimento.*2\/3/);
      expect(odds).toMatch(/Pedina OOS.*1\/3/);
      await typeDice(armored, 5);
      expect((await derivationSteps(armored)).join('\n')).toMatch(/Dado 5 \+ 2 = 7: pedina OOS/);
      await applyIn(armored);
      await debugShot(page, 'armir-84');

      // The Axis marks its cut-off hexes in the roster, then air-supplies the German one (9.2).
      await section(page, 'markers');
      expect(await isOn(rosterEntry(page, 'XVIII Corpo').getByTestId('armir-roster-oos'))).toBe(true);
      for (const name of ['Millerovo', 'Cosseria']) {
        const oos = rosterEntry(page, name).getByTestId('armir-roster-oos');
        await oos.click();
        await until(`${name} OOS`, () => isOn(oos));
      }
      await section(page, 'phase');
      const air = card(page, 'air-supply');
      await air.getByRole('button', { name: 'Millerovo' }).click();
      await air.getByRole('button', { name: "Almeno un'unità tedesca" }).click();
      steps = (await derivationSteps(air)).join('\n');
      expect(steps).toMatch(/Fino a due esagoni OOS con almeno un'unità tedesca.*9\.2/);
      expect(steps).toMatch(/Millerovo: in rifornimento per tutto l'esagono, niente attrito/);
      await applyIn(air);
      // Cosseria has Italian units only: no German air supply for it (9.2).
      await air.getByRole('button', { name: 'Cosseria' }).click();
      await see(air, /Cosseria: nel registro non ha unità tedesche/);

      // 12. Attrition (8.6): one SP in each hex still OOS: Cosseria and the XVIII Corps.
      await nextPhase(page);
      expect(await phaseName(page)).toBe('Attrito');
      const attrition = card(page, 'attrition');
      steps = (await derivationSteps(attrition)).join('\n');
      expect(steps).toMatch(/Asse: 1 SP \(Cosseria\).*8\.6/);
      expect(steps).toMatch(/Sovietico: 1 SP \(XVIII Corpo\).*8\.6/);
      await applyIn(attrition);
      await debugShot(page, 'armir-attrition');
      const journal = await journalTexts(page);
      expect(journal[0]).toMatch(/Attrito: Asse 1 SP, Sovietico 1 SP/);
      expect(journal.join('\n')).toMatch(/Rifornimento aereo tedesco a Millerovo/);
      expect(journal.join('\n')).toMatch(/XVIII Corpo: dado 5 \(totale 7\), pedina OOS/);
      // PS: 4, −1 for the initiative (16.4.3); the airports card was passed by.
      await section(page, 'tracks');
      expect(await trackValue(page, 'ps')).toBe('3');
    } catch (e) {
      await debugShot(page, 'armir-supply-failure');
      throw e;
    } finally {
      await context.close();
    }
  });
});
