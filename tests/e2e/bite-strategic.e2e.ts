// Issue 11 point 5: an evening of strategic warfare in Blocks in the East, on a tablet, in
// Italian — SBE9 with the advanced rules, 34.0 Lend-Lease and 35.0 strategic warfare. In
// September 1941 the Allied raid over Germany is rolled in the Axis phase 1 with the table's dice
// typed (35.1: bombers at 6, fighters at 5–6, flak 6 dice at 6, bombing at 5–6): each step's odds,
// its faces and its hits; the PP it costs come out of Germany's box once its income is collected
// (B3). In the Soviet phase 1 the Axis attacks the Arctic convoy (35.2: 3 dice at 6 and 2 at 5–6):
// five hits sink all three PP on the route, the Pacific's five arrive. The journal keeps each roll
// and each loss with its rule.
import { describe, expect, it } from 'vitest';
import { open, useBrowser } from './browser';
import { chooseBiteScenario } from './bite-helpers';
import { advanceTo, home, horizontalOverflow, journalTexts, newGame, section, see, textOf, typeDice, typeNumber, until } from './helpers';

const browser = useBrowser();

describe('Blocks in the East: strategic warfare (SBE9, advanced rules, 34.0, 35.0)', () => {
  it('an Allied raid rolled step by step and paid after the income, a convoy attack sinking the Arctic route', async () => {
    const { context, page } = await open(browser(), { width: 1024, height: 900 });
    try {
      await home(page);
      await newGame(page, {
        game: 'Blocks in the East',
        name: 'Guerra strategica',
        options: async (dialog) => {
          await chooseBiteScenario(page, dialog, 'SBE9');
          await dialog.getByLabel('Regole avanzate (RA)', { exact: true }).check();
          await dialog.getByTestId('option-group-economy').locator('.v-expansion-panel-title').click();
          for (const rule of ['34.0 Lend-Lease', '35.0 Guerra strategica']) await dialog.getByLabel(rule, { exact: true }).check();
        },
      });

      // September 1941, the Axis phase 1: the Allied raid (35.1), with September's hit numbers.
      await advanceTo(page, /settembre 1941.*asse b1\./i, 90);
      let markers = await section(page, 'markers');
      let led = markers.getByTestId('bite-ledgers');
      let raid = led.getByTestId('bite-led-raid');
      await see(raid, 'I PP persi escono dalla riserva della Germania');
      await typeNumber(raid, 'PF dei bombardieri alleati (dadi)', 2);
      await typeNumber(raid, 'PF dei caccia tedeschi (dadi)', 1);
      const stepOf = (name: string) => raid.locator('.bite-led__step').filter({ hasText: name });
      // Each step shows its dice and hit number before the roll, then the faces typed and the hits.
      await see(stepOf('I bombardieri sparano ai caccia'), '2 × 6');
      await typeDice(stepOf('I bombardieri sparano ai caccia'), 6, 2);
      await see(led.getByTestId('bite-led-message'), '1 colpo');
      await see(stepOf('I caccia sparano ai bombardieri'), '1 × 5–6');
      await typeDice(stepOf('I caccia sparano ai bombardieri'), 1);
      await see(led.getByTestId('bite-led-message'), '0 colpi');
      await see(stepOf('Contraerea'), '6 × 6');
      await typeDice(stepOf('Contraerea'), 6, 1, 2, 3, 4, 5);
      await see(led.getByTestId('bite-led-message'), '1 colpo');
      // One of the two bombers is left (the flak's hit): it bombs at 5–6.
      await typeNumber(stepOf('Bombardamento'), 'PF dei bombardieri sopravvissuti (dadi)', 1);
      await see(stepOf('Bombardamento'), '1 × 5–6');
      await typeDice(stepOf('Bombardamento'), 5);
      await see(led.getByTestId('bite-led-message'), '1 colpo');
      await raid.getByLabel('Bersaglio (esagono)').fill('Schweinfurt');
      await typeNumber(raid, 'La sua produzione del turno', 3);
      await raid.getByTestId('bite-led-raid-apply').waitFor();

      // Germany's production (B3): the income collected, then the raid's PP taken from the box.
      await advanceTo(page, /settembre 1941.*asse b3\./i, 5);
      markers = await section(page, 'markers');
      const eco = markers.getByTestId('bite-eco');
      await eco.getByTestId('bite-eco-income-go').click();
      await see(eco.getByTestId('bite-eco-income').getByTestId('action-done'), 'Germania riscuote le entrate');
      const redBefore = Number((await textOf(eco.getByTestId('bite-eco-box-red'))).split(' ')[0]);
      led = markers.getByTestId('bite-ledgers');
      raid = led.getByTestId('bite-led-raid');
      await raid.getByTestId('bite-led-raid-apply').click();
      await see(led.getByTestId('bite-led-message'), 'Persi: 1 rosso.');
      await until('the box to lose 1 red PP', async () => (await textOf(eco.getByTestId('bite-eco-box-red'))).startsWith(`${redBefore - 1} `));

      // The Soviet phase 1: the Arctic convoy attacked (35.2), the Pacific route out of reach.
      await advanceTo(page, /settembre 1941.*c1\./i, 20);
      markers = await section(page, 'markers');
      led = markers.getByTestId('bite-ledgers');
      let ll = led.getByTestId('bite-led-ll');
      await see(ll, 'Rotta artica (Murmansk/Archangelsk): 2 rossi, 1 blu.');
      await see(ll, 'Attacchi ai convogli');
      expect(await ll.getByTestId('bite-led-deliver').isDisabled()).toBe(true);
      await typeDice(ll, 6, 6, 6, 5, 5);
      await see(ll.getByTestId('bite-led-sunk'), 'Affondati: 2 rossi, 1 blu · 6 6 6 5 5');
      // The roll is kept with the game (35.2): a reload shows the same roll and the same losses.
      await page.reload();
      markers = await section(page, 'markers');
      led = markers.getByTestId('bite-ledgers');
      ll = led.getByTestId('bite-led-ll');
      await see(ll.getByTestId('bite-led-sunk'), 'Affondati: 2 rossi, 1 blu · 6 6 6 5 5');
      await see(ll.getByTestId('bite-led-deliver'), 'Consegna 3 rossi, 2 blu');
      await ll.getByTestId('bite-led-deliver').click();
      await see(led.getByTestId('bite-led-message'), 'Lend-Lease arrivato: 3 rossi, 2 blu.');
      await see(ll.getByTestId('bite-led-arrived'), 'Arrivato in questo turno: 3 rossi, 2 blu.');

      const { scrollWidth, innerWidth } = await horizontalOverflow(page);
      expect(scrollWidth).toBeLessThanOrEqual(innerWidth);

      // The journal: each roll and each loss with its rule.
      const journal = await journalTexts(page);
      const line = (s: string) => journal.find((x) => x.includes(s)) ?? '';
      expect(line('Bombardieri alleati contro caccia: 6 2 (al 6) → colpi: 1.')).toContain('35.1');
      expect(line('Contraerea: 6 1 2 3 4 5 (al 6) → colpi: 1.')).toContain('35.1');
      expect(line('Bombardamento alleato: 5 (al 5–6) → colpi: 1.')).toContain('35.1');
      expect(line('Schweinfurt (Germania) bombardato: colpi: 1; PP persi in questo turno: 1 rosso.')).toContain('35.1');
      expect(line('Attacco ai convogli: Rotta artica (Murmansk/Archangelsk) 6 6 6 5 5 → colpi: 3.')).toContain('35.2');
      const convoy = line('Lend-Lease di settembre 1941: i convogli attaccati (6 6 6 5 5) perdono 2 rossi, 1 blu; arrivano 3 rossi, 2 blu.');
      expect(convoy).toContain('34.0');
      expect(convoy).toContain('35.2');
    } finally {
      await context.close();
    }
  });
});
