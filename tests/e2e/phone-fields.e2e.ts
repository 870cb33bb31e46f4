// Issue 11 (review): on phones between 375 and 600 px wide the number fields of BITE's forms —
// a block's SP, a centre's PP, the battle's round — must keep their − and + buttons whole and
// leave room for the number between them; a form opened fresh shows no "enter a number" error.
// The same holds for War to Axis's fire calculator, whose dice field once sat beside a switch
// with 18 px left for its number.
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { open, useBrowser } from './browser';
import { chooseBiteScenario } from './bite-helpers';
import { home, horizontalOverflow, newGame, section } from './helpers';

const browser = useBrowser();

/** The narrowest number between the − and + of the visible stepper fields in `where`, and the narrowest button. */
async function fieldSizes(where: Locator): Promise<{ fields: number; input: number; button: number }> {
  return where.evaluate((root) => {
    const wraps = [...root.querySelectorAll('.number-field-wrap')].filter(
      (w) => (w as HTMLElement).offsetParent !== null && w.querySelector('.number-field__step'),
    );
    let input = Infinity;
    let button = Infinity;
    for (const w of wraps) {
      input = Math.min(input, w.querySelector('input')!.getBoundingClientRect().width);
      for (const b of w.querySelectorAll('.number-field__step')) button = Math.min(button, b.getBoundingClientRect().width);
    }
    return { fields: wraps.length, input, button };
  });
}

async function expectRoomy(page: Page, where: Locator, what: string): Promise<void> {
  const s = await fieldSizes(where);
  expect(s.fields, `${what}: stepper fields shown`).toBeGreaterThan(0);
  expect(s.button, `${what}: − and + at least 44 px`).toBeGreaterThanOrEqual(44);
  expect(s.input, `${what}: room for the number`).toBeGreaterThanOrEqual(56);
  const o = await horizontalOverflow(page);
  expect(o.scrollWidth, `${what}: no sideways scroll`).toBeLessThanOrEqual(o.innerWidth);
}

describe('Blocks in the East on phones from 375 to 600 px: number fields keep their buttons and their number', () => {
  for (const width of [390, 480, 560]) {
    it(`at ${width} px: the block form, the centre form and the battle's round`, async () => {
      const { context, page } = await open(browser(), { width, height: 844 });
      try {
        await home(page);
        await newGame(page, {
          game: 'Blocks in the East',
          name: `Telefono ${width}`,
          options: async (dialog) => {
            await chooseBiteScenario(page, dialog, 'SBE5');
            await dialog.getByLabel('Regole avanzate (RA)', { exact: true }).check();
          },
        });
        const markers = await section(page, 'markers');
        const roster = markers.getByTestId('bite-roster');
        await roster.getByTestId('bite-roster-add').click();
        const form = roster.getByTestId('bite-roster-form');
        await form.waitFor();
        await expectRoomy(page, form, 'block form');
        // A fresh form has empty fields, not errors.
        expect(await form.locator('.v-messages__message').allInnerTexts()).not.toContain('Inserite un numero.');
        await roster.getByTestId('bite-roster-close').click();

        const eco = markers.getByTestId('bite-eco');
        await eco.getByTestId('bite-eco-centre-add').click();
        const centre = eco.getByTestId('bite-eco-centre-form');
        await centre.waitFor();
        await expectRoomy(page, centre, 'centre form');

        const calc = await section(page, 'calculators');
        const round = calc.getByTestId('bite-battle-round');
        await round.waitFor();
        await expectRoomy(page, calc, 'battle');
      } finally {
        await context.close();
      }
    });
  }
});

describe('Blocks in the East on a 390 px phone: a block typed on the spot', () => {
  it('7.7: tapping "Scrivete un blocco dell\'attaccante" brings its form on screen', async () => {
    const { context, page } = await open(browser(), { width: 390, height: 844 });
    try {
      await home(page);
      await newGame(page, { game: 'Blocks in the East', name: 'Telefono battaglia', options: (dialog) => chooseBiteScenario(page, dialog, 'SBE1') });
      const calc = await section(page, 'calculators');
      await calc.getByTestId('bite-battle-type-attacker').click();
      const form = calc.getByTestId('bite-battle-typed');
      await form.waitFor();
      await expect
        .poll(
          () =>
            form.evaluate((el) => {
              const r = el.getBoundingClientRect();
              return r.top >= 0 && r.top < window.innerHeight - 120;
            }),
          { timeout: 10_000 },
        )
        .toBe(true);
    } finally {
      await context.close();
    }
  });
});

describe('War to Axis on a 390 px phone: the fire calculator keeps its dice field readable', () => {
  it("5.0: a firer typed on the spot — its card's dice, the target's elements and the range each keep their − and + and the number between them", async () => {
    const { context, page } = await open(browser(), { width: 390, height: 844 });
    try {
      await home(page);
      await newGame(page, { game: 'War to Axis', name: 'Telefono WtA' });
      const calc = await section(page, 'calculators');
      const fire = calc.getByTestId('wta-fire');
      await fire.getByTestId('wta-fire-dice').waitFor();
      await fire.getByTestId('wta-fire-dice').locator('input').fill('2');
      await expectRoomy(page, fire, 'fire');
    } finally {
      await context.close();
    }
  });
});
