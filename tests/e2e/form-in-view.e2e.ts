// Issue 31, point 3: a form opened by a tap is brought into view. On a 390×844 phone, "Add an
// attacker" at the foot of the screen opens its form further down the card: the page scrolls so
// that its first field is on screen, between the header's row and the bottom bar.
import { describe, expect, it } from 'vitest';
import { open, useBrowser } from './browser';
import { home, newGame, section, until } from './helpers';

const browser = useBrowser();

describe('3 a form opened by a tap is in view', () => {
  it('Inferno on a phone: the typed attacker form opened from the foot of the screen shows its first field', async () => {
    const { context, page } = await open(browser(), { width: 390, height: 844 });
    try {
      await home(page);
      await newGame(page, { game: 'Inferno', name: 'Modulo' });
      const combat = (await section(page, 'calculators')).getByTestId('inferno-combat');
      const add = combat.getByTestId('inferno-combat-add-attacker');
      await add.waitFor();
      // The button just above the bottom bar, as a player who scrolled to it finds it.
      await add.evaluate((el) => {
        const nav = document.querySelector('.v-bottom-navigation')!.getBoundingClientRect().top;
        window.scrollBy(0, el.getBoundingClientRect().bottom - nav + 4);
      });
      await add.click();
      const field = combat.getByTestId('inferno-combat-typed-form').locator('input:not([type="hidden"])').first();
      await field.waitFor();
      const inView = () =>
        field.evaluate((el) => {
          const r = el.getBoundingClientRect();
          const top = document.querySelector('section.where')!.getBoundingClientRect().bottom;
          const bottom = document.querySelector('.v-bottom-navigation')!.getBoundingClientRect().top;
          return r.top >= top - 1 && r.bottom <= bottom + 1;
        });
      await until('the form scrolled into view', inView, 3000);
      expect(await inView()).toBe(true);
    } finally {
      await context.close();
    }
  });
});
