// Issue 31, point 6: a game already under way on paper starts in the app at its moment. Blocks in
// the East at a month and a phase of 7.0 (SBE9, March 1942, C4), ARMIR at a turn with its
// initiative and phase (turn 3, Soviet initiative, Soviet combat): the header says it, the phase
// card lists what the app still needs ("Da completare"), and a reload keeps both.
import { describe, expect, it } from 'vitest';
import { open, useBrowser } from './browser';
import { home, newGame, phaseName, section, see, startFrom, where, whereText } from './helpers';
import { chooseBiteScenario } from './bite-helpers';

const browser = useBrowser();

describe('Start mid-game', () => {
  it('Blocks in the East, SBE9 started at March 1942, phase C4: the header says it, the phase card lists what to complete, a reload keeps it', async () => {
    const { context, page } = await open(browser());
    try {
      await home(page);
      await newGame(page, {
        game: 'Blocks in the East',
        name: 'Dortmund in corso',
        options: async (dialog) => {
          await chooseBiteScenario(page, dialog, 'SBE9');
          await startFrom(page, dialog, { turn: 'marzo 1942', phase: 'C4. Movimento strategico ferroviario' });
        },
      });
      await where(page).waitFor();
      expect(await phaseName(page)).toMatch(/C4\. Movimento strategico ferroviario/i);
      expect(await whereText(page)).toMatch(/marzo 1942/i);
      await section(page, 'phase');
      const todo = page.getByTestId('to-complete');
      await see(todo, /Da completare/);
      await page.getByTestId('to-complete-box').waitFor();
      // "Done" on one line: it goes, the others stay.
      await page.getByTestId('to-complete-victory').getByRole('button', { name: /Fatto/ }).click();
      await page.getByTestId('to-complete-victory').waitFor({ state: 'hidden' });

      await page.reload();
      await where(page).waitFor();
      expect(await phaseName(page)).toMatch(/C4\./i);
      expect(await whereText(page)).toMatch(/marzo 1942/i);
      await section(page, 'phase');
      await page.getByTestId('to-complete-box').waitFor();
      expect(await page.getByTestId('to-complete-victory').count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('ARMIR started at turn 3, Soviet initiative, Soviet combat: the header says it, the boxes are typed on the phase card, a reload keeps it', async () => {
    const { context, page } = await open(browser());
    try {
      await home(page);
      await newGame(page, {
        game: 'ARMIR',
        name: 'Piccolo Saturno in corso',
        options: async (dialog) => {
          await startFrom(page, dialog, { turn: 'Turno 3' });
          await startFrom(page, dialog, { initiative: 'Iniziativa: Sovietico (sequenza B2)', phase: 'Combattimento Sovietico' });
        },
      });
      await where(page).waitFor();
      expect(await phaseName(page)).toMatch(/Combattimento Sovietico/i);
      expect(await whereText(page)).toMatch(/Turno 3 di 6/i);
      await section(page, 'phase');
      await see(page.getByTestId('to-complete'), /Da completare/);
      await page.getByTestId('to-complete-boxes').waitFor();

      await page.reload();
      await where(page).waitFor();
      expect(await phaseName(page)).toMatch(/Combattimento Sovietico/i);
      expect(await whereText(page)).toMatch(/Turno 3 di 6/i);
      await section(page, 'phase');
      await page.getByTestId('to-complete-boxes').waitFor();
    } finally {
      await context.close();
    }
  });
});
