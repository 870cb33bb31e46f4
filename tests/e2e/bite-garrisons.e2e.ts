// Issue 11 point 5: the garrison rules of Blocks in the East as ledgers, on a 360 px phone in
// Italian — SBE6 (June 1942) with the advanced rules and 27.0, 28.0 and 30.0 turned on at set-up:
// the Turkish border counted short then held (27.0); the Volkssturm begun when a Soviet ground unit
// enters Greater Germany, with no German infantry out of play said in words (28.0); the Chechen
// rebels' unit placed at Grozny, a second placement refused in words, a reload in the middle, the
// unit lost and offered again to rebuild free (30.0); the journal keeps each entry with its rule.
import { describe, expect, it } from 'vitest';
import { open, useBrowser } from './browser';
import { chooseBiteScenario } from './bite-helpers';
import { home, horizontalOverflow, journalTexts, newGame, section, see, typeNumber } from './helpers';

const browser = useBrowser();

describe('Blocks in the East: garrisons, Volkssturm and the Chechen rebels (SBE6, advanced rules, 27.0, 28.0, 30.0)', () => {
  it('the border counted, the Volkssturm begun, the Chechen unit placed, kept across a reload, lost and offered again', async () => {
    const { context, page } = await open(browser(), { width: 360, height: 740 });
    try {
      await home(page);
      await newGame(page, {
        game: 'Blocks in the East',
        name: 'Case Blau',
        options: async (dialog) => {
          await chooseBiteScenario(page, dialog, 'SBE6');
          await dialog.getByLabel('Regole avanzate (RA)', { exact: true }).check();
          await dialog.getByTestId('option-group-forces').locator('.v-expansion-panel-title').click();
          for (const rule of ['27.0 Guarnigioni', '28.0 Volkssturm', '30.0 Rivoluzionari ceceni']) await dialog.getByLabel(rule, { exact: true }).check();
        },
      });

      let markers = await section(page, 'markers');
      let led = markers.getByTestId('bite-ledgers');

      // 27.0: two units are not enough, three are.
      const border = led.getByTestId('bite-led-border');
      await see(border, 'Non ancora contate in giugno 1942.');
      await typeNumber(border, 'Unità sovietiche a guardia del confine', 2);
      await border.getByTestId('bite-led-border-count').click();
      await see(border, 'Solo 2 unità sovietiche sorvegliano il confine turco: ne servono almeno 3.');
      await typeNumber(border, 'Unità sovietiche a guardia del confine', 3);
      await border.getByTestId('bite-led-border-count').click();
      await see(border, '3 unità sovietiche sorvegliano il confine turco: bastano (almeno 3).');

      // 28.0: begun by the players' word; nothing to bring back yet, said so.
      const vs = led.getByTestId('bite-led-volkssturm');
      await vs.getByTestId('bite-led-volkssturm-start').click();
      await see(led.getByTestId('bite-led-message'), 'Il Volkssturm è operativo.');
      await see(vs, 'Operativo da giugno 1942.');
      await see(vs, 'Nessun blocco di fanteria tedesca è fuori dal gioco');

      // 30.0: June 1942 is after January 1942: the unit may be placed, once.
      const ch = led.getByTestId('bite-led-chechens');
      await see(ch, "L'Asse può piazzare ora l'unità a Grozny, se la condizione vale.");
      await ch.getByTestId('bite-led-chechens-place').click();
      await see(led.getByTestId('bite-led-message'), "L'unità dei rivoluzionari ceceni è a Grozny.");
      await see(ch, "L'unità è sulla mappa, al comando tedesco, rifornita da Grozny.");
      expect(await ch.getByTestId('bite-led-chechens-place').count()).toBe(0);

      // A reload in the middle: the ledgers are as they were.
      await page.reload();
      markers = await section(page, 'markers');
      led = markers.getByTestId('bite-ledgers');
      await see(led.getByTestId('bite-led-chechens'), "L'unità è sulla mappa");
      await see(led.getByTestId('bite-led-border'), '3 unità sovietiche sorvegliano il confine turco');
      await see(led.getByTestId('bite-led-volkssturm'), 'Operativo da giugno 1942.');

      // Lost, then offered again to rebuild free.
      await led.getByTestId('bite-led-chechens-lost').click();
      await see(led.getByTestId('bite-led-chechens'), "L'unità è stata persa: l'Asse può ricostituirla gratis a Grozny, se la condizione vale.");
      await see(led.getByTestId('bite-led-chechens-place'), "Ricostituisci l'unità a Grozny, gratis");

      const { scrollWidth, innerWidth } = await horizontalOverflow(page);
      expect(scrollWidth).toBeLessThanOrEqual(innerWidth);

      const journal = await journalTexts(page);
      const line = (s: string) => journal.find((x) => x.includes(s)) ?? '';
      expect(line('Confine turco: solo 2 unità sovietiche')).toContain('27.0');
      expect(line('il Volkssturm è operativo')).toContain('28.0');
      expect(line('piazzata a Grozny, gratis e a piena forza')).toContain('30.0');
      expect(line('la loro unità distrutta o sciolta')).toContain('30.0');
    } finally {
      await context.close();
    }
  });
});
