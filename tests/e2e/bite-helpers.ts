// What every Blocks in the East browser test does the same way: choose the scenario in the new
// game's dialog, and type blocks into the roster as a player does (name, nation, class, SP, the
// colour of each step).
import type { Locator, Page } from 'playwright-core';
import { choice, section, see, typeNumber, until } from './helpers';

/** Picks a scenario (SBE1–SBE9) in the new game's dialog and waits until the dialog shows it. */
export async function chooseBiteScenario(page: Page, dialog: Locator, id: string): Promise<void> {
  await dialog.locator('.scenario-select .v-field').click();
  // The nine scenarios run past a phone's menu: the one wanted is scrolled to, then tapped (as `choice` does).
  const menu = page.locator('.v-overlay--active .v-list').last();
  await menu.waitFor();
  const item = menu.locator('.v-list-item').filter({ hasText: id }).first();
  await item.scrollIntoViewIfNeeded();
  await item.dispatchEvent('click');
  await menu.waitFor({ state: 'hidden' });
  await until(`${id} chosen`, async () => (await dialog.locator('.scenario-select').innerText()).includes(id));
}

export interface BiteBlockIn {
  name: string;
  /** The nation as the Italian form names it; Germany unless said. */
  nation?: string;
  cls: string;
  max: number;
  sp: number;
  /** How many taps on each step's colour (black → white → red → blue). */
  taps?: number[];
}

/** Types each block into the roster (Markers), waits for its "Aggiunto", then closes the form. */
export async function addBiteBlocks(page: Page, blocks: BiteBlockIn[]): Promise<void> {
  const markers = await section(page, 'markers');
  const roster = markers.getByTestId('bite-roster');
  const form = roster.getByTestId('bite-roster-form');
  for (const b of blocks) {
    await roster.getByTestId('bite-roster-add').click();
    await form.waitFor();
    await form.getByTestId('bite-roster-form-name').getByRole('textbox').fill(b.name);
    await choice(page, form.getByTestId('bite-roster-form-nation'), b.nation ?? 'Germania');
    await choice(page, form.getByTestId('bite-roster-form-class'), b.cls);
    await typeNumber(form, 'PF massimi', b.max);
    await typeNumber(form, 'PF attuali', b.sp);
    for (const [i, n] of (b.taps ?? []).entries()) for (let k = 0; k < n; k++) await form.getByTestId(`bite-roster-form-colour-${i + 1}`).click();
    await form.getByTestId('bite-roster-save').click();
    await see(roster, `Aggiunto: ${b.name}.`);
  }
  await roster.getByTestId('bite-roster-close').click();
}
