// BITE 7.9 (4.5): a unit still out of supply surrenders only at its side's final supply check
// (B9 for the Axis). A game file whose block surrenders in phase A is refused in words, nothing
// imported; in play, the surrender button waits with the rule's reason until B9, then works.
import { describe, expect, it } from 'vitest';
import { open, useBrowser } from './browser';
import { addBiteBlocks, chooseBiteScenario } from './bite-helpers';
import { advanceTo, dismissProblem, gameNames, home, newGame, pickFile, section, see } from './helpers';

const browser = useBrowser();

const EARLY_SURRENDER = JSON.stringify({
  kind: 'aiutante-game',
  version: 1,
  game: { moduleId: 'bite', name: 'Resa anticipata', setup: { scenario: 'SBE5', options: {}, sideNames: {} }, createdAt: 1, updatedAt: 2 },
  events: [
    {
      type: 'bite/block-add',
      payload: {
        block: {
          name: 'IX AK',
          nation: 'germany',
          cls: 'infantry',
          maxSp: 2,
          sp: 2,
          colours: ['black', 'black'],
          shield: false,
          mountain: false,
          ski: false,
          zeroBase: false,
          supplied: false,
        },
      },
      at: 1,
    },
    { type: 'bite/surrender', payload: { id: 'b1', gainer: 'ussr', pp: { yellow: 1, red: 0, blue: 0, black: 0 } }, at: 2 },
  ],
  head: 2,
  checkedFrom: 0,
});

describe('Blocks in the East 7.9: the surrender belongs to the final supply check', () => {
  it('a file surrendering a block in phase A is refused in words; in play the button waits until B9', async () => {
    const { context, page } = await open(browser(), { width: 390, height: 800 });
    try {
      await home(page);
      await pickFile(page, () => page.getByRole('button', { name: 'Importa partita' }).first().click(), 'resa.json', EARLY_SURRENDER);
      await see(
        page,
        "L'evento n. 2 del file è rifiutato, quindi non è stato importato nulla: Un blocco si arrende solo al controllo finale del rifornimento della sua parte (Asse: B9) (regola 7.9)",
      );
      await dismissProblem(page);
      expect(await gameNames(page)).not.toContain('Resa anticipata');

      await newGame(page, { game: 'Blocks in the East', name: 'Barbarossa', options: async (dialog) => chooseBiteScenario(page, dialog, 'SBE5') });
      await addBiteBlocks(page, [{ name: 'IX AK', cls: 'Fanteria', max: 2, sp: 2 }]);

      // B2: the white barrel goes on (7.2); the surrender is not offered yet, and says why.
      await advanceTo(page, /asse b2\./i);
      let markers = await section(page, 'markers');
      const ixak = markers.getByTestId('bite-supply').locator('[data-testid^="bite-supply-b"]').filter({ hasText: 'IX AK' }).first();
      await ixak.getByRole('checkbox').click();
      const final = markers.getByTestId('bite-supply-final');
      await see(final, 'Un blocco si arrende solo al controllo finale del rifornimento della sua parte (Asse: B9)');
      expect(await final.getByRole('button', { name: 'Si arrende' }).isDisabled()).toBe(true);

      // B9: the final check; the button works, the USSR gains 1 yellow PP (4.5).
      await advanceTo(page, /asse b9\./i);
      markers = await section(page, 'markers');
      const check = markers.getByTestId('bite-supply-final');
      expect(await check.getByRole('button', { name: 'Si arrende' }).isDisabled()).toBe(false);
      await check.getByRole('button', { name: 'Si arrende' }).click();
      await see(markers.getByTestId('bite-supply-message'), 'IX AK si è arresa: URSS guadagna 1 giallo.');
    } finally {
      await context.close();
    }
  });
});
