// Issue 11 points 1 and 7 on a 360 px phone, in Italian: SBE5 with the advanced rules, producing
// centres typed from a pack, July 1941's production phase (B3) — the month's dated rule recalled in
// the phase it belongs to, Germany's income offered and collected on its card once (then read as
// done), a reload in the middle, a panzer corps repaired at the price of its step's colour — and
// the Campaign screen: the months' picture of income, saved PP and SP lost, a unit removed from
// play as the Order of Battle says (4.11, refused in words while reduced), the scenario calendar.
import { describe, expect, it } from 'vitest';
import { open, useBrowser } from './browser';
import { addBiteBlocks, chooseBiteScenario } from './bite-helpers';
import { advanceTo, card, choice, home, horizontalOverflow, journalTexts, newGame, pickFile, section, see, textOf, whereText } from './helpers';

const browser = useBrowser();

const CENTRES = JSON.stringify({ kind: 'aiutante-bite-centres', version: 1, centres: [{ name: 'Kerch', pp: 1, colour: 'yellow', owner: 'ussr' }] });

describe('Blocks in the East: the long game (SBE5, advanced rules)', () => {
  it("July's production phase with its dated rule and income card, a reload, a repair by colour, the months' picture and a removal of 4.11", async () => {
    const { context, page } = await open(browser(), { width: 360, height: 740 });
    try {
      await home(page);
      await newGame(page, {
        game: 'Blocks in the East',
        name: 'Barbarossa lunga',
        options: async (dialog) => {
          await chooseBiteScenario(page, dialog, 'SBE5');
          await dialog.getByLabel('Regole avanzate (RA)', { exact: true }).check();
        },
      });
      await addBiteBlocks(page, [
        { name: 'XXXIX Pz', cls: 'Corazzati', max: 3, sp: 1, taps: [0, 1, 2] },
        { name: 'IX AK', cls: 'Fanteria', max: 2, sp: 2 },
      ]);
      let markers = await section(page, 'markers');
      const eco = markers.getByTestId('bite-eco');
      await pickFile(page, () => eco.getByTestId('bite-eco-centre-import').click(), 'centres.json', CENTRES);
      await see(eco, '1 centro importato.');

      // June 1941 (AMB-32): no income; the income is refused outside B3.
      await choice(page, eco.getByTestId('bite-eco-nation'), 'Germania');
      await see(
        eco.getByTestId('bite-eco-income').getByTestId('action-closed'),
        'Germania: le entrate si riscuotono nella fase di produzione (B3, Asse), non ora.',
      );

      // July 1941, B3: the month's dated rule in this phase's reminders, and Germany's income card.
      await advanceTo(page, /luglio 1941.*asse b3\./i, 40);
      let phase = await section(page, 'phase');
      await see(card(page, 'bite.reminders.B3'), 'luglio 1941: Inizia la produzione dello scenario.');
      const income = card(page, 'bite.income.germany');
      await see(income, 'Entrate del turno: 24 gialli, 3 rossi, 9 blu, 10 neri.');
      await income.getByRole('button', { name: 'Riscuoti' }).click();
      await see(card(page, 'bite.income.germany'), 'Germania ha riscosso le entrate del turno; nella casella: 24 gialli, 3 rossi, 9 blu, 10 neri.');
      expect(await phase.count()).toBeGreaterThan(0);

      // A reload in the middle: the month, the box and the card still as they were.
      await page.reload();
      expect((await whereText(page)).toLowerCase()).toContain('luglio 1941');
      phase = await section(page, 'phase');
      await see(card(page, 'bite.income.germany'), 'Germania ha riscosso le entrate del turno');

      // 7.3/11.0 (AMB-34): the white step of the panzer corps costs 2 yellow and 2 red.
      markers = await section(page, 'markers');
      const repair = markers.getByTestId('bite-eco-repair');
      await choice(page, markers.getByTestId('bite-eco-nation'), 'Germania');
      await choice(page, repair.getByTestId('bite-eco-repair-block'), 'XXXIX Pz · 1/3 PF');
      await see(repair, 'Costo: 2 gialli, 2 rossi.');
      await repair.getByTestId('bite-eco-repair-go').click();
      await see(repair.getByTestId('action-done'), 'XXXIX Pz riparata di 1 PF (ora 2/3) per 2 gialli, 2 rossi.');

      // The Campaign screen: July's income 46 PP, 42 saved after the repair.
      const status = await section(page, 'tracks');
      const camp = status.getByTestId('bite-campaign');
      await choice(page, camp.getByTestId('bite-campaign-nation'), 'Germania');
      const july = camp.getByTestId('bite-campaign-row-2');
      await see(july, 'lug');
      expect((await textOf(july)).replace(/\s+/g, ' ')).toContain('46 42 0');
      await see(camp.getByTestId('bite-campaign-now'), 'Conservati ora: 22 gialli, 1 rosso, 9 blu, 10 neri.');

      // 4.11: XXXIX Pz, at 2 of 3 SP, must be repaired first (refused in words); IX AK, full, leaves play.
      await choice(page, camp.getByTestId('bite-campaign-block'), 'XXXIX Pz · Germania · 2/3 PF');
      await see(camp.getByTestId('bite-campaign-refused'), 'XXXIX Pz ha 2 PF su 3: va prima riparata a piena forza (schermata della produzione), poi rimossa.');
      await choice(page, camp.getByTestId('bite-campaign-block'), 'IX AK · Germania · 2/2 PF');
      await camp.getByTestId('bite-campaign-remove').click();
      await see(camp.getByTestId('bite-campaign-message'), 'IX AK rimossa dal gioco.');
      await see(camp.getByTestId('bite-campaign-removed'), 'IX AK, luglio 1941');
      // The scenario's calendar, July open with its phases.
      await see(camp.getByTestId('bite-campaign-month-2'), 'Inizia la produzione dello scenario.');
      const { scrollWidth, innerWidth } = await horizontalOverflow(page);
      expect(scrollWidth).toBeLessThanOrEqual(innerWidth);

      const journal = await journalTexts(page);
      expect(journal.find((x) => x.includes('IX AK esce dal gioco')) ?? '').toContain('4.11');
      expect(journal.find((x) => x.includes('riscuote le entrate di luglio 1941')) ?? '').toContain('7.3');
    } finally {
      await context.close();
    }
  });
});
