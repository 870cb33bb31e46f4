// Issue "Foundation", as players live it: the home screen, a new ARMIR game, where we are,
// phases, the dice tray and the journal, undo/redo, a reload, offline from the precache,
// export / delete with undo / import, bad files refused in Italian, English and dark theme,
// two saved games, and the game screen on a phone and a tablet with no sideways scrolling.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl, open, useBrowser } from './browser';
import {
  ARMIR,
  armirAtTurnOne,
  back,
  dismissProblem,
  download,
  gameNames,
  home,
  homeHeading,
  horizontalOverflow,
  menuItem,
  newGame,
  nextPhase,
  phaseName,
  pickFile,
  prevPhase,
  problemText,
  section,
  see,
  serviceWorkerInControl,
  textOf,
  until,
  where,
  whereText,
} from './helpers';

const browser = useBrowser();

/** The journal's entries, newest first, each with whether it is struck through (undone). */
async function journal(page: Page): Promise<{ text: string; undone: boolean }[]> {
  const region = await section(page, 'journal');
  const items = region.locator('.v-list-item');
  const out: { text: string; undone: boolean }[] = [];
  for (let i = 0; i < (await items.count()); i++) {
    const item = items.nth(i);
    out.push({
      text: (await item.innerText()).replace(/\s+/g, ' ').trim(),
      undone: ((await item.getAttribute('class')) ?? '').includes('struck'),
    });
  }
  return out;
}

describe('Foundation', () => {
  it('the empty home says what to do; a new ARMIR game says where we are; phases, dice, journal, undo/redo and a reload', async () => {
    const { context, page } = await open(browser());
    try {
      await home(page);
      // The empty state explains what to do, and offers both ways in.
      await see(page, 'Nessuna partita salvata');
      await see(page, /Iniziate una nuova partita: scegliete il gioco e lo scenario/);
      await page.getByRole('button', { name: 'Importa partita' }).first().waitFor();

      await newGame(page, ARMIR);
      // The header: turn, phase, its rule and what it asks (set-up, 18).
      let head = await whereText(page);
      expect(head).toMatch(/Turno 1 di 6/i);
      expect(await phaseName(page)).toBe('Piazzamento iniziale');
      expect(head).toContain('18');
      expect(head).toContain('Preparate la partita');
      await expect(page.locator('.game-bar').innerText()).resolves.toContain('Serata ARMIR');

      // Set-up still has required cards: the app warns, "Resta qui" keeps us here.
      await nextPhase(page, false);
      await see(page, 'Manca qualcosa in questa fase');
      await page.getByRole('button', { name: 'Resta qui' }).click();
      await page.getByRole('button', { name: 'Resta qui' }).waitFor({ state: 'hidden' });
      expect(await phaseName(page)).toBe('Piazzamento iniziale');

      // Advance anyway: turn 1 starts at phase 7, Axis motorized movement, Axis initiative (18.4, B1).
      await nextPhase(page);
      head = await whereText(page);
      expect(head).toMatch(/Turno 1 di 6/i);
      expect(head).toMatch(/Iniziativa: Asse/i);
      expect(await phaseName(page)).toBe('Movimento motorizzato Asse');
      expect(head).toContain('5.2');
      expect(head).toContain("l'Asse muove una sola pedina");

      // Next phase, then back.
      await nextPhase(page);
      const seventh = await phaseName(page);
      expect(seventh).not.toBe('Movimento motorizzato Asse');
      await prevPhase(page);
      expect(await phaseName(page)).toBe('Movimento motorizzato Asse');
      await nextPhase(page);
      expect(await phaseName(page)).toBe(seventh);

      // The dice tray: the app rolls 2d6, and the roll is journaled.
      await page.getByRole('button', { name: 'Tira i dadi' }).click();
      const tray = page.locator('.tray');
      await tray.waitFor();
      await tray.locator('.tray__toggle').getByRole('button', { name: '2', exact: true }).click();
      await tray.getByRole('button', { name: /^Tira$/ }).click();
      // The roll is on the record before it is shown: wait for what the player sees.
      let rolled = '';
      await until('the roll shown', async () => /Uscito: \d, \d \(somma \d+\)/.test((rolled = await textOf(tray.locator('[role="status"]')))));
      const faces = /Uscito: (\d), (\d) \(somma (\d+)\)/.exec(rolled);
      expect(faces, rolled).not.toBeNull();
      const [a, b, sum] = [Number(faces![1]), Number(faces![2]), Number(faces![3])];
      expect(a + b).toBe(sum);
      await see(tray, 'Registrato nel diario.');
      await page.getByRole('button', { name: 'Chiudi' }).click();
      await tray.waitFor({ state: 'hidden' });

      let entries = await journal(page);
      expect(entries[0]!.text).toContain(`Tiro libero: ${a}, ${b}`);
      expect(entries[0]!.undone).toBe(false);
      const count = entries.length;

      // Undo: the roll is struck through in the journal; redo brings it back.
      await page.getByRole('button', { name: "Annulla l'ultima azione" }).click();
      await until('the roll to be shown as undone', async () => (await journal(page))[0]!.undone);
      entries = await journal(page);
      expect(entries[0]!.text).toContain('annullato');
      await page.getByRole('button', { name: 'Ripeti' }).click();
      await until('the roll to be back', async () => !(await journal(page))[0]!.undone);
      entries = await journal(page);
      expect(entries).toHaveLength(count);
      expect(entries[0]!.text).toContain(`Tiro libero: ${a}, ${b}`);

      // Undo twice goes back past the phase change; redo both.
      await page.getByRole('button', { name: "Annulla l'ultima azione" }).click();
      await until('roll undone', async () => (await journal(page))[0]!.undone);
      await page.getByRole('button', { name: "Annulla l'ultima azione" }).click();
      await until('the phase to go back', async () => (await phaseName(page)) === 'Movimento motorizzato Asse');
      await page.getByRole('button', { name: 'Ripeti' }).click();
      await until('the phase to come again', async () => (await phaseName(page)) === seventh);
      await page.getByRole('button', { name: 'Ripeti' }).click();
      await until('roll redone', async () => !(await journal(page))[0]!.undone);

      // Reload mid-game: same turn, phase and journal.
      const before = { head: await whereText(page), journal: await journal(page) };
      await page.reload();
      await where(page).waitFor();
      expect(await whereText(page)).toBe(before.head);
      await until('the journal to be back', async () => (await journal(page)).length === before.journal.length);
      expect((await journal(page)).map((e) => e.text.replace(/ · \d\d:\d\d/, ''))).toEqual(before.journal.map((e) => e.text.replace(/ · \d\d:\d\d/, '')));
    } finally {
      await context.close();
    }
  });

  it('offline from the precache: the game opens, advances and survives a reload with no network', async () => {
    const { context, page } = await open(browser());
    try {
      const id = await armirAtTurnOne(page);
      await serviceWorkerInControl(page);
      await where(page).waitFor();
      const phaseBefore = await phaseName(page);

      await context.setOffline(true);
      expect(await page.evaluate(() => navigator.onLine)).toBe(false);
      await page.reload();
      await where(page).waitFor();
      expect(await phaseName(page)).toBe(phaseBefore);
      expect(await page.locator('.game-bar').innerText()).toContain('Serata ARMIR');

      // Playable offline: advance a phase, reload, still there.
      await nextPhase(page);
      const phaseOffline = await phaseName(page);
      expect(phaseOffline).not.toBe(phaseBefore);
      await page.reload();
      await where(page).waitFor();
      expect(await phaseName(page)).toBe(phaseOffline);

      // The home screen (another lazy chunk) opens offline too, and lists the game.
      await page.goto(`${baseUrl()}#/`);
      await page.locator('.game-item').first().waitFor();
      expect(await gameNames(page)).toEqual(['Serata ARMIR']);
      await page.goto(`${baseUrl()}#/game/${id}`);
      await where(page).waitFor();
      expect(await phaseName(page)).toBe(phaseOffline);
    } finally {
      await context.setOffline(false);
      await context.close();
    }
  });

  it('export to a file, delete and undo the delete, import a copy with the same position; bad files refused in Italian', async () => {
    const { context, page } = await open(browser());
    try {
      await armirAtTurnOne(page);
      await nextPhase(page);
      await nextPhase(page);
      const position = await whereText(page);
      await home(page);
      await page.locator('.game-item').first().waitFor();
      expect(await gameNames(page)).toEqual(['Serata ARMIR']);

      // Export: a JSON file named after the game.
      const menu = page.getByRole('button', { name: 'Azioni per Serata ARMIR' });
      const file = await download(page, async () => {
        await menu.click();
        await menuItem(page, 'Scarica').click();
      });
      expect(file.name).toBe('Serata ARMIR.aiutante.json');
      const parsed = JSON.parse(file.text) as { kind: string; version: number; events: unknown[]; game: { moduleId: string } };
      expect(parsed.kind).toBe('aiutante-game');
      expect(parsed.game.moduleId).toBe('armir');
      expect(parsed.events.length).toBeGreaterThan(0);

      // Delete (confirm), then undo from the snackbar.
      await menu.click();
      await menuItem(page, 'Elimina').click();
      await see(page, 'Eliminare la partita?');
      await see(page, /«Serata ARMIR» sarà eliminata/);
      await page.locator('.v-overlay--active').getByRole('button', { name: 'Elimina' }).click();
      await see(page, 'Partita eliminata');
      await see(page, 'Nessuna partita salvata');
      await page.locator('.v-snackbar').getByRole('button', { name: 'Annulla' }).click();
      await page.locator('.game-item').first().waitFor();
      expect(await gameNames(page)).toEqual(['Serata ARMIR']);

      // Import the exported file: the game is already here, so the app asks; as a copy it is
      // a second game, at the same position.
      await pickFile(page, () => page.getByRole('button', { name: 'Importa partita' }).first().click(), file.name, file.text);
      await see(page, 'Questa partita è già qui: «Serata ARMIR». Importarla di nuovo come copia?');
      await page.locator('.v-overlay--active').getByRole('button', { name: 'Importa come copia' }).click();
      await see(page, 'Partita importata come copia');
      await until('two games listed', async () => (await gameNames(page)).length === 2);
      expect(await gameNames(page)).toEqual(['Serata ARMIR', 'Serata ARMIR']);
      for (const item of await page.locator('.game-item').all()) {
        expect(await item.innerText()).toContain('Turno 1 di 6');
      }
      // Open each copy: same turn and phase as before the export.
      for (let i = 0; i < 2; i++) {
        await page.locator('.game-item').nth(i).getByRole('button', { name: 'Apri' }).click();
        await where(page).waitFor();
        expect(await whereText(page)).toBe(position);
        await home(page);
        await page.locator('.game-item').nth(1).waitFor();
      }

      // A truncated file: refused in Italian, nothing changes.
      const listBefore = await gameNames(page);
      await pickFile(page, () => page.getByRole('button', { name: 'Importa partita' }).first().click(), 'rotto.json', file.text.slice(0, file.text.length / 2));
      expect(await problemText(page)).toMatch(/non è leggibile.*nulla è stato importato/);
      await dismissProblem(page);
      expect(await gameNames(page)).toEqual(listBefore);

      // A chart pack picked as a game: named as such.
      const pack = JSON.stringify({ kind: 'aiutante-chart-pack', version: 1, charts: [] });
      await pickFile(page, () => page.getByRole('button', { name: 'Importa partita' }).first().click(), 'tabelle.json', pack);
      expect(await problemText(page)).toContain('pacchetto di tabelle, non una partita');
      await dismissProblem(page);

      // An empty file and a JSON that is no game at all.
      await pickFile(page, () => page.getByRole('button', { name: 'Importa partita' }).first().click(), 'vuoto.json', '');
      expect(await problemText(page)).toMatch(/vuoto|non è leggibile/);
      await dismissProblem(page);
      await pickFile(page, () => page.getByRole('button', { name: 'Importa partita' }).first().click(), 'altro.json', '{"ciao": 1}');
      expect(await problemText(page)).toContain('non è una partita di Aiutante');
      await dismissProblem(page);
      expect(await gameNames(page)).toEqual(listBefore);
    } finally {
      await context.close();
    }
  });

  it('two games side by side, English in settings, and the dark theme', async () => {
    const { context, page } = await open(browser());
    try {
      await home(page);
      await newGame(page, ARMIR);
      await home(page);
      await newGame(page, { game: 'Inferno', name: 'Altipiani', sides: {} });
      await home(page);
      await until('two games listed', async () => (await gameNames(page)).length === 2);
      expect([...(await gameNames(page))].sort()).toEqual(['Altipiani', 'Serata ARMIR']);
      const list = await page.locator('.home').innerText();
      expect(list).toContain('ARMIR');
      expect(list).toContain('Inferno sugli Altipiani');
      expect(list).toContain('Marco – Ivan');

      // Settings → English: the home screen speaks English.
      await page.getByRole('link', { name: 'Impostazioni' }).click();
      await page.getByRole('radio', { name: 'English' }).check();
      await see(page, 'Language');
      await page.getByRole('radio', { name: 'Dark' }).check();
      await until('the dark theme', async () => (await page.locator('.v-application').getAttribute('class'))!.includes('v-theme--dark'));
      // The background really is dark (not only the class): every channel low.
      const background = () => page.evaluate(() => getComputedStyle(document.querySelector('.v-application')!).backgroundColor);
      await until('a dark background', async () => Math.max(...(await background()).match(/\d+/g)!.slice(0, 3).map(Number)) < 80);

      await back(page);
      await homeHeading(page, 'Your games').waitFor();
      await see(page, 'New game');

      // Both stay after a reload (settings are saved), and a game opens in English.
      await page.reload();
      await homeHeading(page, 'Your games').waitFor();
      expect(await page.locator('.v-application').getAttribute('class')).toContain('v-theme--dark');
      await page.locator('.game-item', { hasText: 'Serata ARMIR' }).getByRole('button', { name: 'Open' }).click();
      await where(page).waitFor();
      expect(await whereText(page)).toMatch(/Turn 1 of 6/i);
      await where(page).getByRole('button', { name: 'Next phase' }).waitFor();
    } finally {
      await context.close();
    }
  });

  for (const size of [
    { label: 'phone', width: 390, height: 844 },
    { label: 'tablet', width: 1180, height: 820 },
  ]) {
    it(`the game screen fits a ${size.label} (${size.width}×${size.height}) with no sideways scrolling`, async () => {
      const { context, page } = await open(browser(), { width: size.width, height: size.height });
      try {
        await armirAtTurnOne(page);
        const sections = ['phase', 'tracks', 'calculators', 'markers', 'journal', 'charts'] as const;
        for (const s of sections) {
          await section(page, s);
          const o = await horizontalOverflow(page);
          expect(o.scrollWidth, `${s} on a ${size.label}`).toBeLessThanOrEqual(o.innerWidth);
        }
        await home(page);
        const o = await horizontalOverflow(page);
        expect(o.scrollWidth, `home on a ${size.label}`).toBeLessThanOrEqual(o.innerWidth);
      } finally {
        await context.close();
      }
    });
  }
});
