// Issue 11 point 5: the optional rules' ledgers of Blocks in the East on a 360 px phone, in
// Italian — SBE9 with the advanced rules and three optional rules turned on at set-up (17.0
// research, 29.0 partisans, 34.0 Lend-Lease): in September 1941 Germany collects its income and
// puts 1 yellow PP into armour research (17.2: 1 of 25), a second PP the same month refused; in the
// Soviet production the partisans' formula from the cities typed (29.1: ⌊7 ÷ 3⌋ + 2 = 4), a
// reload in the middle with what was typed still there, four battalions placed, the month's
// Lend-Lease delivered into the Soviet box (34.0: 5 red, 3 blue) and a second delivery refused;
// the journal keeps each entry with its rule.
import { describe, expect, it } from 'vitest';
import { open, useBrowser } from './browser';
import { chooseBiteScenario } from './bite-helpers';
import { advanceTo, home, horizontalOverflow, journalTexts, newGame, section, see, textOf, typeNumber, until, whereText } from './helpers';

const browser = useBrowser();

describe("Blocks in the East: the optional rules' ledgers (SBE9, advanced rules, 17.0, 29.0, 34.0)", () => {
  it('research paid from the box once a month, partisans by the formula across a reload, Lend-Lease delivered once', async () => {
    const { context, page } = await open(browser(), { width: 360, height: 740 });
    try {
      await home(page);
      await newGame(page, {
        game: 'Blocks in the East',
        name: 'Codice Dortmund',
        options: async (dialog) => {
          await chooseBiteScenario(page, dialog, 'SBE9');
          await dialog.getByLabel('Regole avanzate (RA)', { exact: true }).check();
          // The optional rules are checklists by what they touch, folded: open economy and forces.
          for (const g of ['economy', 'forces']) await dialog.getByTestId(`option-group-${g}`).locator('.v-expansion-panel-title').click();
          for (const rule of ['17.0 Ricerca tecnologica', '29.0 Partigiani sovietici', '34.0 Lend-Lease'])
            await dialog.getByLabel(rule, { exact: true }).check();
        },
      });

      // June 1941: the ledgers of the three rules are there, and no other.
      let markers = await section(page, 'markers');
      let led = markers.getByTestId('bite-ledgers');
      await led.getByTestId('bite-led-research').waitFor();
      await led.getByTestId('bite-led-partisans').waitFor();
      await see(led.getByTestId('bite-led-ll'), 'Nessun Lend-Lease prima di settembre 1941.');
      expect(await led.getByTestId('bite-led-winter').count()).toBe(0);

      // September 1941, the Axis production: Germany collects, then researches armour (17.0, 17.2).
      await advanceTo(page, /settembre 1941.*asse b3\./i, 90);
      markers = await section(page, 'markers');
      const eco = markers.getByTestId('bite-eco');
      await eco.getByTestId('bite-eco-income-go').click();
      await see(eco.getByTestId('bite-eco-income').getByTestId('action-done'), 'Germania riscuote le entrate');
      const yellowBefore = Number((await textOf(eco.getByTestId('bite-eco-box-yellow'))).split(' ')[0]);
      led = markers.getByTestId('bite-ledgers');
      const armour = led.getByTestId('bite-led-research-germany-armour');
      await see(armour, '0/25');
      await led.getByTestId('bite-led-invest-germany-armour').click();
      await see(led.getByTestId('bite-led-message'), 'Germania, Corazzati: 1 PP investito.');
      await see(led.getByTestId('bite-led-progress-germany-armour'), '1/25');
      await until('the box to pay 1 yellow PP', async () => (await textOf(eco.getByTestId('bite-eco-box-yellow'))).startsWith(`${yellowBefore - 1} `));
      expect(await led.getByTestId('bite-led-invest-germany-armour').isDisabled()).toBe(true);

      // The Soviet production of September: partisans from the cities the players count on the map (29.1).
      await advanceTo(page, /settembre 1941.*c3\./i, 20);
      markers = await section(page, 'markers');
      led = markers.getByTestId('bite-ledgers');
      const partisans = led.getByTestId('bite-led-partisans');
      await typeNumber(partisans, 'Città minori conquistate e sguarnite', 7);
      await typeNumber(partisans, 'Città maggiori conquistate e sguarnite', 2);
      await see(partisans, 'Città minori conquistate e sguarnite: 7; diviso 3, per difetto: 2.');
      await see(partisans, 'Si possono piazzare 4 battaglioni.');

      // A reload in the middle: the month, and what was typed, are still there.
      await page.reload();
      expect((await whereText(page)).toLowerCase()).toContain('settembre 1941');
      markers = await section(page, 'markers');
      led = markers.getByTestId('bite-ledgers');
      await see(led.getByTestId('bite-led-partisans'), 'Si possono piazzare 4 battaglioni.');
      // Five are too many, said in words; four are placed.
      await typeNumber(led.getByTestId('bite-led-partisans'), 'Battaglioni da piazzare', 5);
      await led.getByTestId('bite-led-place').click();
      await see(led.getByTestId('bite-led-partisans-error'), 'Chiesti 5 battaglioni, se ne possono piazzare al massimo 4 (29.1).');
      await typeNumber(led.getByTestId('bite-led-partisans'), 'Battaglioni da piazzare', 4);
      await led.getByTestId('bite-led-place').click();
      await see(led.getByTestId('bite-led-onmap'), 'Sulla mappa: 4 su 20');
      await see(led.getByTestId('bite-led-partisans'), 'Si possono piazzare 0 battaglioni.');

      // Lend-Lease of September 1941 (34.0): 8 PP by two routes, into the Soviet box, once.
      const ll = led.getByTestId('bite-led-ll');
      await see(ll, 'Rotta del Pacifico (Vladivostok): 3 rossi, 2 blu.');
      await see(ll, 'Rotta artica (Murmansk/Archangelsk): 2 rossi, 1 blu.');
      await ll.getByTestId('bite-led-deliver').click();
      await see(led.getByTestId('bite-led-message'), 'Lend-Lease arrivato: 5 rossi, 3 blu.');
      await see(ll.getByTestId('bite-led-arrived'), 'Arrivato in questo turno: 5 rossi, 3 blu.');
      expect(await ll.getByTestId('bite-led-deliver').count()).toBe(0);
      await see(ll.getByTestId('bite-led-expire'), 'togli i PP Lend-Lease non spesi (5 rossi, 3 blu)');

      const { scrollWidth, innerWidth } = await horizontalOverflow(page);
      expect(scrollWidth).toBeLessThanOrEqual(innerWidth);

      // The journal: each entry with its rule.
      const journal = await journalTexts(page);
      const line = (s: string) => journal.find((x) => x.includes(s)) ?? '';
      expect(line('investe 1 PP giallo nella ricerca')).toContain('17.2');
      expect(line('4 battaglioni partigiani piazzati')).toContain('29.1');
      expect(line('Lend-Lease di settembre 1941')).toContain('34.0');
    } finally {
      await context.close();
    }
  });
});
