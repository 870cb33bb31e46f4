// Issue 11, point 6: victory in Blocks in the East on a 360 px phone, in Italian — SBE5 with the
// advanced rules: the players mark who holds the scenario's cities (a fact of the map) and the
// verdict as it stands follows; a count typed wrong is refused in words; a count typed and not
// yet recorded survives a reload in the middle; the game is played to the Victory Phase of
// November 1941, whose cards check the surrenders (7.11, 5.5) and the scenario's VP (SBE5), and
// when the turn marker moves on the game ends with who won and why, each step with its rule.
import { describe, expect, it } from 'vitest';
import { open, useBrowser } from './browser';
import { chooseBiteScenario } from './bite-helpers';
import { advanceTo, card, home, horizontalOverflow, newGame, nextPhase, section, see, until, whereText } from './helpers';

const browser = useBrowser();

describe('Blocks in the East: the victory check (SBE5, advanced rules)', () => {
  it('cities marked, the standing verdict, a bad count refused, a typed count kept over a reload, the Victory Phase of November 1941 and the end of the game', async () => {
    const { context, page } = await open(browser(), { width: 360, height: 740 });
    try {
      await home(page);
      await newGame(page, {
        game: 'Blocks in the East',
        name: 'Barbarossa',
        options: async (dialog) => {
          await chooseBiteScenario(page, dialog, 'SBE5');
          await dialog.getByLabel('Regole avanzate (RA)', { exact: true }).check();
        },
      });

      // The victory screen: SBE5's four cities, Soviet at the start — the standing is a Soviet decisive victory.
      let tracks = await section(page, 'tracks');
      let panel = tracks.getByTestId('bite-victory');
      await see(panel.getByTestId('bite-victory-objectives'), 'Gli obiettivi di SBE5');
      await see(tracks, /Se lo scenario finisse ora: Vittoria decisiva sovietica/);

      // Leningrad falls to the Axis: 1 VP, a draw as it stands.
      await panel.getByTestId('bite-victory-city-leningrad-axis').click();
      await see(panel.getByTestId('bite-victory-message'), 'Registrato: Leningrado, Asse.');
      await see(tracks, /Se lo scenario finisse ora: Pareggio/);

      // A count typed wrong is refused in words, and nothing changes.
      const finns = panel.getByTestId('bite-victory-count-finnsEliminated');
      await finns.getByRole('textbox').fill('tre');
      await finns.getByTestId('bite-victory-count-finnsEliminated-save').click();
      await see(panel.getByTestId('bite-victory-error'), 'Scrivete un numero intero da 0 a 99.');
      await see(tracks, /Finlandia: Vyborg è sovietica, 0 unità terrestri finlandesi eliminate/);

      // Typed and not yet recorded: a reload keeps it.
      await finns.getByRole('textbox').fill('2');
      await page.reload();
      tracks = await section(page, 'tracks');
      panel = tracks.getByTestId('bite-victory');
      const field = panel.getByTestId('bite-victory-count-finnsEliminated').getByRole('textbox');
      await until('the typed count back after the reload', async () => (await field.inputValue()) === '2');
      await panel.getByTestId('bite-victory-count-finnsEliminated-save').click();
      await see(panel.getByTestId('bite-victory-message'), 'Registrato: Unità terrestri finlandesi eliminate 2.');
      await see(tracks, /Finlandia: Vyborg è sovietica, 2 unità terrestri finlandesi eliminate delle 4/);

      // Moscow too: 2 VP, an Axis marginal victory as it stands.
      await panel.getByTestId('bite-victory-city-moscow-axis').click();
      await see(panel.getByTestId('bite-victory-message'), 'Registrato: Mosca, Asse.');
      await see(tracks, /Se lo scenario finisse ora: Vittoria marginale dell'Asse \(i VP dell'Asse, SBE5\); il verdetto arriva alla fine di novembre 1941\./);
      const { scrollWidth, innerWidth } = await horizontalOverflow(page);
      expect(scrollWidth).toBeLessThanOrEqual(innerWidth);

      // On to the Victory Phase of November 1941, the scenario's last.
      await section(page, 'phase');
      await advanceTo(page, /novembre 1941.*d\. condizioni di vittoria/i, 140);
      const surrenders = card(page, 'bite.victory.surrenders');
      await see(surrenders, 'Nessuna nazione si arrende in questa fase D.');
      const scenario = card(page, 'bite.victory.scenario');
      await see(scenario, "VP dell'Asse: 2 (0 decisiva sovietica, 1 pareggio, 2 marginale dell'Asse, 3+ decisiva dell'Asse).");
      await see(scenario, "L'ultima fase D dello scenario (novembre 1941)");

      // The turn marker moves on: the game is over, with who won and why.
      await nextPhase(page);
      await until('the game over', async () => (await whereText(page)).includes('Partita finita'));
      const phase = await section(page, 'phase');
      await see(phase, "Vittoria marginale dell'Asse: i VP dell'Asse, SBE5.");
      await see(phase, "Leningrado: in mano all'Asse.");
      await see(phase, 'Stalingrado: in mano ai Sovietici.');
    } finally {
      await context.close();
    }
  });

  for (const L of [
    {
      locale: 'it-IT',
      advanced: 'Regole avanzate (RA)',
      cities: ['Mosca', 'Berlino'],
      gone: ['Helsinki', 'Bucarest', 'Budapest', 'Bratislava', 'Vyborg'],
      aid: 'carta degli aiuti',
    },
    {
      locale: 'en-GB',
      advanced: 'Advanced rules (RA)',
      cities: ['Moscow', 'Berlin'],
      gone: ['Helsinki', 'Bucharest', 'Budapest', 'Bratislava', 'Vyborg'],
      aid: 'aid card',
    },
  ]) {
    it(`${L.locale}: SBE2 marks only Moscow and Berlin — its area holds no Finnish, Romanian, Hungarian or Slovak capital nor Vyborg`, async () => {
      const { context, page } = await open(browser(), { locale: L.locale, width: 390, height: 844 });
      try {
        await home(page);
        await newGame(page, {
          game: 'Blocks in the East',
          name: `Verso Mosca ${L.locale}`,
          options: async (dialog) => {
            await chooseBiteScenario(page, dialog, 'SBE2');
            await dialog.getByLabel(L.advanced, { exact: true }).check();
          },
        });
        const tracks = await section(page, 'tracks');
        const panel = tracks.getByTestId('bite-victory');
        await panel.getByTestId('bite-victory-city-moscow').waitFor();
        const rows = await panel.locator('.bite-victory__name').allInnerTexts();
        expect(rows.map((x) => x.trim())).toEqual(L.cities);
        const all = await panel.innerText();
        for (const c of L.gone) expect(all, c).not.toContain(c);
        expect(await panel.getByTestId('bite-victory-finland').count()).toBe(0);
        // The Economy screen offers no aid to allies SBE2 does not have (5.2).
        const markers = await section(page, 'markers');
        const eco = markers.getByTestId('bite-eco');
        await eco.getByTestId('bite-eco-repair').waitFor();
        expect(await eco.getByTestId('bite-eco-aid').count()).toBe(0);
        expect(await eco.innerText()).not.toContain(L.aid);
      } finally {
        await context.close();
      }
    });
  }
});
