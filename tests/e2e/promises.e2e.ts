// The foundation's promises that only unit tests proved, proven in a real Chromium against
// the production build: two tabs on one game stay in step (and a stale tab loses nothing),
// what was shown survives closing the page at once, bad input changes nothing (in Italian),
// the update prompt reloads into the same game at the same position, and the journal
// exports as sentences with turn, phase and rule.
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { createServer, type Server } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { baseUrl, open, useBrowser } from './browser';
import {
  applyIn,
  ARMIR,
  armirAtCombat,
  armirAtTurnOne,
  card,
  dismissProblem,
  download,
  gameNames,
  home,
  homeHeading,
  advanceTo,
  newGame,
  nextPhase,
  phaseName,
  pickFile,
  problemText,
  section,
  see,
  serviceWorkerInControl,
  typeDice,
  until,
  where,
  whereText,
} from './helpers';

const browser = useBrowser();

/** The journal's lines, newest first, without the time of day; struck (undone) ones marked. */
async function journal(page: Page): Promise<string[]> {
  const region = await section(page, 'journal');
  const items = region.locator('.v-list-item');
  const out: string[] = [];
  for (let i = 0; i < (await items.count()); i++) {
    const item = items.nth(i);
    const text = (await item.innerText())
      .replace(/\s+/g, ' ')
      .replace(/ · \d\d:\d\d/, '')
      .trim();
    const undone = ((await item.getAttribute('class')) ?? '').includes('struck');
    out.push(undone ? `[annullato] ${text}` : text);
  }
  return out;
}

/** Opens the game in a new page (tab) of the same browser profile. */
async function openTab(context: BrowserContext, id: string): Promise<Page> {
  const page = await context.newPage();
  page.on('pageerror', (e) => console.error('[page error]', e.message));
  await page.goto(`${baseUrl()}#/game/${id}`);
  await where(page).waitFor();
  return page;
}

/** Types a value in a NumberField found by its label inside `scope`, and leaves the field. */
async function typeText(scope: Locator, label: string | RegExp, value: string): Promise<void> {
  const input = scope.getByRole('textbox', { name: label, exact: typeof label === 'string' }).first();
  await input.fill(value);
  await input.blur();
}

/**
 * The 12.1 / 14.3 worked example in the quick combat calculator: 39 against 4 in a
 * stronghold, every Soviet across stronghold hexsides → 6:1; a 4 is typed (row 4 = 1/3, as
 * 14.3 reveals); the defender stays and loses 2 steps.
 */
async function strongholdCombat(page: Page): Promise<Locator> {
  // 12: a combat is fought in the attacker's combat phase; this example is the Soviet's.
  await advanceTo(page, /combattimento sovietico/i, 14);
  await section(page, 'calculators');
  const combat = card(page, 'quick-combat');
  await combat.getByRole('button', { name: 'Sovietico', exact: true }).click();
  await typeText(combat, "Forza dell'attaccante (12.1)", '39');
  await typeText(combat, 'Forza del difensore (12.1)', '4');
  await combat.getByLabel(/Caposaldo dell'Asse, tutti i Sovietici/).check();
  await typeDice(combat, 4);
  await combat.getByRole('button', { name: /Restare e perdere 2 step/ }).click();
  return combat;
}

/**
 * Test-only: lets a tab hold back Dexie's cross-tab notices (its BroadcastChannel), so the
 * tab stays stale on purpose while the other tab moves on, exactly as a tab that has not
 * heard yet would be. `__aiutanteHold(true)` holds, `__aiutanteHold(false)` delivers.
 */
const HOLD_BROADCASTS = `(() => {
  const Real = window.BroadcastChannel;
  if (!Real) return;
  let hold = false;
  const held = [];
  window.__aiutanteHold = (on) => {
    hold = on;
    if (!on) held.splice(0).forEach((f) => f());
  };
  window.BroadcastChannel = class extends Real {
    set onmessage(fn) {
      super.onmessage = fn
        ? (ev) => {
            if (hold) held.push(() => fn.call(this, ev));
            else fn.call(this, ev);
          }
        : null;
    }
    get onmessage() {
      return super.onmessage;
    }
  };
})();`;

async function hold(page: Page, on: boolean): Promise<void> {
  await page.evaluate((v) => (window as unknown as { __aiutanteHold: (on: boolean) => void }).__aiutanteHold(v), on);
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

/**
 * The production build served as two releases: release 1 is dist/ as built; release 2 is
 * the same with a changed index.html (a marker) and the service worker's precache list
 * revised for it, exactly what a new deployment looks like to an installed app.
 */
async function twoReleases(): Promise<{ url: string; release: (n: 1 | 2) => void; close: () => Promise<void> }> {
  let current: 1 | 2 = 1;
  const root = normalize('dist');
  const server: Server = createServer((req, res) => {
    void (async () => {
      const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
      const file = path === '/' ? 'index.html' : path.slice(1);
      const full = normalize(join(root, file));
      if (!full.startsWith(root)) {
        res.writeHead(403).end();
        return;
      }
      try {
        let body: Buffer | string = await readFile(full);
        if (current === 2 && file === 'index.html') {
          body = body.toString('utf8').replace('<head>', '<head><meta name="aiutante-release" content="2">');
        }
        if (current === 2 && file === 'sw.js') {
          body = body.toString('utf8').replace(/\{url:"index\.html",revision:"[^"]*"\}/, '{url:"index.html",revision:"release-2"}');
        }
        res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-cache' });
        res.end(body);
      } catch {
        res.writeHead(404).end();
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/`,
    release: (n) => {
      current = n;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

describe('Foundation promises in a real browser', () => {
  it('two tabs on one game: a phase, a roll and an undo in one show in the other; a stale tab that acts is told in words, reloaded, and nothing is lost or doubled', async () => {
    const { context, page: a } = await open(browser());
    try {
      await context.addInitScript(HOLD_BROADCASTS);
      const id = await armirAtTurnOne(a);
      const b = await openTab(context, id);
      expect(await whereText(b)).toBe(await whereText(a));

      // A phase advanced in A shows in B, no reload. (The player looks at one tab at a time:
      // the other is in the background, as on a phone.)
      await a.bringToFront();
      await nextPhase(a);
      const afterNext = await whereText(a);
      await b.bringToFront();
      await until('B to show the new phase', async () => (await whereText(b)) === afterNext);

      // A roll in A (typed dice: 3 and 5) shows in B's journal.
      await a.bringToFront();
      await a.getByRole('button', { name: 'Tira i dadi' }).click();
      const tray = a.locator('.tray');
      await tray.waitFor();
      await tray.locator('.tray__toggle').getByRole('button', { name: '2', exact: true }).click();
      await typeDice(tray, 3, 5);
      await see(tray, 'Registrato nel diario.');
      await a.getByRole('button', { name: 'Chiudi' }).click();
      await tray.waitFor({ state: 'hidden' });
      await b.bringToFront();
      await until('B to show the roll', async () => (await journal(b))[0]?.includes('Tiro libero: 3, 5') ?? false);

      // An undo in A shows in B: the roll struck through.
      await a.bringToFront();
      await a.getByRole('button', { name: "Annulla l'ultima azione" }).click();
      await until('A to strike the roll', async () => (await journal(a))[0]!.startsWith('[annullato]'));
      await b.bringToFront();
      await until('B to strike the roll', async () => (await journal(b))[0]!.startsWith('[annullato]'));
      // And a redo.
      await a.bringToFront();
      await a.getByRole('button', { name: 'Ripeti' }).click();
      await b.bringToFront();
      await until('B to take the roll back', async () => !(await journal(b))[0]!.startsWith('[annullato]'));
      expect(await journal(b)).toEqual(await journal(a));

      // B does not hear of A's next move (held back) and stays stale.
      await hold(b, true);
      const stale = await whereText(b);
      await a.bringToFront();
      await nextPhase(a);
      const moved = await whereText(a);
      expect(moved).not.toBe(stale);
      const logA = await journal(a);
      await b.bringToFront();
      expect(await whereText(b)).toBe(stale);

      // The stale tab advances: refused in words, reloaded to A's position, nothing written.
      await section(b, 'phase');
      await nextPhase(b);
      await see(b, "Questa partita è appena stata modificata in un'altra scheda: è stata ricaricata.");
      expect(await whereText(b)).toBe(moved);
      expect(await journal(b)).toEqual(logA);
      await hold(b, false);
      await a.bringToFront();
      expect(await journal(a)).toEqual(logA);

      // A reload reads the same log: not lost, not doubled.
      await b.bringToFront();
      await b.reload();
      await where(b).waitFor();
      expect(await whereText(b)).toBe(moved);
      expect(await journal(b)).toEqual(logA);

      // B, now up to date, moves on; A follows.
      await section(b, 'phase');
      await nextPhase(b);
      const fromB = await whereText(b);
      await a.bringToFront();
      await until('A to follow B', async () => (await whereText(a)) === fromB);
      const logNow = await journal(a);
      expect(logNow.length).toBe(logA.length + 1);
      await b.bringToFront();
      expect(await journal(b)).toEqual(logNow);

      // A stale undo: A does not hear that B took its move back, then undoes too. Refused in
      // words and reloaded: one undo, not two.
      await hold(a, true);
      await b.getByRole('button', { name: "Annulla l'ultima azione" }).click();
      await until('B to go back', async () => (await whereText(b)) === moved);
      const afterUndo = await journal(b);
      await a.bringToFront();
      expect(await whereText(a)).toBe(fromB);
      await a.getByRole('button', { name: "Annulla l'ultima azione" }).click();
      await see(a, "Questa partita è appena stata modificata in un'altra scheda: è stata ricaricata.");
      expect(await whereText(a)).toBe(moved);
      expect(await journal(a)).toEqual(afterUndo);
      await hold(a, false);
      await a.reload();
      await where(a).waitFor();
      expect(await whereText(a)).toBe(moved);
      expect(await journal(a)).toEqual(afterUndo);
    } finally {
      await context.close();
    }
  });

  it('never lose what was shown: a phase, a combat, a note and an undo each survive closing the page at once', async () => {
    const { context, page: first } = await open(browser());
    try {
      const id = await armirAtTurnOne(first);
      let page = first;
      /** Closes the page the moment `shown` is on screen, reopens the game in a new one. */
      const closeAndReopen = async (): Promise<void> => {
        await page.close({ runBeforeUnload: false });
        page = await openTab(context, id);
      };

      // A phase advanced: as soon as the header shows it, the page is gone.
      await nextPhase(page);
      const advanced = await whereText(page);
      await closeAndReopen();
      expect(await whereText(page)).toBe(advanced);

      // A combat applied (12.1 / 14.3): as soon as "Fatto" shows, the page is gone.
      const combat = await strongholdCombat(page);
      const inCombat = await whereText(page);
      await applyIn(combat);
      await closeAndReopen();
      const afterCombat = await journal(page);
      expect(afterCombat[0]).toMatch(/6:1/);

      // A note: as soon as it is in the journal, the page is gone.
      const region = await section(page, 'journal');
      await region.getByLabel('Aggiungi una nota').fill('Marco va a prendere le pizze');
      await region.getByRole('button', { name: /^Aggiungi$/ }).click();
      await see(region, 'Marco va a prendere le pizze');
      await closeAndReopen();
      expect((await journal(page))[0]).toContain('Marco va a prendere le pizze');

      // An undo: as soon as the note is struck, the page is gone.
      await page.getByRole('button', { name: "Annulla l'ultima azione" }).click();
      await until('the note to be struck', async () => (await journal(page))[0]!.startsWith('[annullato]'));
      await closeAndReopen();
      const last = await journal(page);
      expect(last[0]).toMatch(/^\[annullato\].*Marco va a prendere le pizze/);
      expect(last.slice(1)).toEqual(afterCombat);
      expect(await whereText(page)).toBe(inCombat);
    } finally {
      await context.close();
    }
  });

  it('bad input changes nothing, in Italian: a combat with an empty, wordy, negative or zero defence offers nothing to roll or apply', async () => {
    const { context, page } = await open(browser());
    try {
      /** Types each bad defence in `combat`: its message shows, no dice, no "Applica". */
      const refuse = async (combat: Locator, label: string | RegExp, cases: [string, string][]): Promise<void> => {
        for (const [typed, message] of cases) {
          await typeText(combat, label, typed);
          await see(combat, message);
          expect(await combat.locator('.dice-roller').count(), `defence "${typed}"`).toBe(0);
          expect(await combat.getByRole('button', { name: /^Applica$/ }).count(), `defence "${typed}"`).toBe(0);
        }
      };

      // ARMIR (12.1): a defence of 0 has a meaning there (A44: the last column), the rest not.
      await armirAtCombat(page);
      let before = await journal(page);
      await section(page, 'calculators');
      let combat = card(page, 'quick-combat');
      await typeText(combat, "Forza dell'attaccante (12.1)", '12');
      await refuse(combat, 'Forza del difensore (12.1)', [
        ['', 'Inserite un numero.'],
        ['abc', 'Non è un numero: scrivete solo cifre.'],
        ['-1', 'Il numero non può essere negativo.'],
        ['2,5', 'Serve un numero intero, senza decimali.'],
      ]);
      await typeText(combat, 'Forza del difensore (12.1)', '4');
      await combat.locator('.dice-roller').first().waitFor();
      expect(await journal(page)).toEqual(before);

      // Inferno (8.1): odds need a defence, so 0 is refused as meaningless.
      await home(page);
      await newGame(page, { game: 'Inferno', name: 'Altipiani', sides: {} });
      before = await journal(page);
      await section(page, 'calculators');
      combat = card(page, 'quick-combat');
      await typeText(combat, /^Forza d'attacco modificata totale/, '12');
      const defence = /^Forza di difesa modificata totale/;
      await refuse(combat, defence, [
        ['', 'Inserite un numero.'],
        ['abc', 'Non è un numero: scrivete solo cifre.'],
        ['-1', 'Il numero non può essere negativo.'],
        ['0', 'Qui lo zero non ha senso: inserite almeno 1.'],
      ]);
      await typeText(combat, defence, '4');
      await combat.locator('.dice-roller').first().waitFor();
      expect(await journal(page)).toEqual(before);
    } finally {
      await context.close();
    }
  });

  it('bad game files are refused in Italian and the list stays as it was: version 99, an unknown game, a broken event, a position outside the log', async () => {
    const { context, page } = await open(browser());
    try {
      await armirAtTurnOne(page);
      await home(page);
      await page.locator('.game-item').first().waitFor();
      const menu = page.getByRole('button', { name: 'Azioni per Serata ARMIR' });
      const file = await download(page, async () => {
        await menu.click();
        await page.locator('.v-menu .v-list-item').filter({ hasText: 'Scarica' }).first().click();
      });
      const good = JSON.parse(file.text) as { version: number; game: { moduleId: string }; events: unknown[]; head: number };
      const listBefore = await gameNames(page);

      const variants: [string, unknown, RegExp][] = [
        ['v99.json', { ...good, version: 99 }, /versione 99, ma l'app legge la versione 1: aggiorna l'app/],
        ['altro-gioco.json', { ...good, game: { ...good.game, moduleId: 'squad-leader' } }, /non conosce il gioco "squad-leader"/],
        ['evento.json', { ...good, events: [...good.events.slice(0, -1), { type: 42 }] }, /L'evento n\. \d+ del file è danneggiato: nulla è stato importato/],
        [
          'posizione.json',
          { ...good, head: good.events.length + 5 },
          /La posizione nel registro indicata dal file \(\d+\) non è tra 0 e \d+: nulla è stato importato/,
        ],
      ];
      for (const [name, content, message] of variants) {
        await pickFile(page, () => page.getByRole('button', { name: 'Importa partita' }).first().click(), name, JSON.stringify(content));
        expect(await problemText(page), name).toMatch(message);
        await dismissProblem(page);
        expect(await gameNames(page), name).toEqual(listBefore);
      }
      // Still nothing after a reload: nothing was written.
      await page.reload();
      await page.locator('.game-item').first().waitFor();
      expect(await gameNames(page)).toEqual(listBefore);
    } finally {
      await context.close();
    }
  });

  it('the journal export is a text file whose lines read as sentences with turn, phase and rule', async () => {
    const { context, page } = await open(browser());
    try {
      await armirAtTurnOne(page);
      const combat = await strongholdCombat(page);
      // The combat is fought in the Soviet's combat phase (12), where the journal places it.
      const phase = await phaseName(page);
      await applyIn(combat);
      const region = await section(page, 'journal');
      const file = await download(page, () => region.getByRole('button', { name: 'Scarica', exact: true }).click());
      expect(file.name).toBe('Serata ARMIR.journal.txt');
      const lines = file.text.split('\n').filter((l) => l.trim() !== '');
      expect(lines[0]).toBe('Diario: Serata ARMIR');
      const entries = lines.slice(1);
      expect(entries.length).toBeGreaterThanOrEqual(2);
      for (const line of entries) {
        // When, turn and phase, then what happened, as a sentence ending in a full stop.
        expect(line).toMatch(/^\d+\/\d+\/\d{4},? \d+:\d\d(:\d\d)? — Turno \d+, [^:]+: \S.*\.$/);
      }
      // Set-up's end: turn 1 starts at phase 7 (18.4).
      expect(entries[0]).toMatch(/— Turno 1, Piazzamento iniziale: .*\(regola 18\.4\)\.$/);
      // The combat: where it was fought, its odds and its rules.
      const fight = entries.find((l) => l.includes('6:1'));
      expect(fight, file.text).toBeDefined();
      expect(fight).toContain(`— Turno 1, ${phase}: `);
      expect(fight).toMatch(/\(regol[ae] [^)]*12\.1[^)]*\)\.$/);
      // An undone action says so, in words.
      await page.getByRole('button', { name: "Annulla l'ultima azione" }).click();
      await until('the combat to be struck', async () => (await journal(page))[0]!.startsWith('[annullato]'));
      const again = await download(page, () => region.getByRole('button', { name: 'Scarica', exact: true }).click());
      const last = again.text
        .split('\n')
        .filter((l) => l.trim() !== '')
        .pop()!;
      expect(last).toMatch(/6:1.*\. Poi annullato\.$/);
    } finally {
      await context.close();
    }
  });

  it("the update prompt never loses the game: a new release waits, 'Ricarica' reloads into the same game at the same position", async () => {
    const site = await twoReleases();
    const { context, page } = await open(browser());
    try {
      // Release 1: a game in progress, the service worker in control.
      await page.goto(site.url);
      await homeHeading(page, 'Le tue partite').waitFor();
      const id = await newGame(page, ARMIR);
      await nextPhase(page);
      await serviceWorkerInControl(page);
      await where(page).waitFor();
      await nextPhase(page);
      await page.getByRole('button', { name: 'Tira i dadi' }).click();
      const tray = page.locator('.tray');
      await tray.locator('.tray__toggle').getByRole('button', { name: '2', exact: true }).click();
      await typeDice(tray, 6, 2);
      await see(tray, 'Registrato nel diario.');
      await page.getByRole('button', { name: 'Chiudi' }).click();
      await tray.waitFor({ state: 'hidden' });
      const position = await whereText(page);
      const log = await journal(page);
      expect(await page.locator('meta[name="aiutante-release"]').count()).toBe(0);

      // Release 2 is deployed; the player comes back to the app: a new worker waits, and the
      // app asks, saying the game is already saved. Nothing reloads on its own.
      site.release(2);
      await page.reload();
      await where(page).waitFor();
      await see(page, 'Nuova versione disponibile. La partita è già salvata.', 20_000);
      expect(await page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration())?.waiting)).toBe(true);
      expect(await whereText(page)).toBe(position);

      // "Ricarica": the new release takes over and the page reloads, into the same game at the same position.
      await page.evaluate(() => {
        (window as unknown as { beforeUpdate: boolean }).beforeUpdate = true;
      });
      await page.getByRole('button', { name: 'Ricarica' }).click();
      await until('the page to reload', () => page.evaluate(() => !(window as unknown as { beforeUpdate?: boolean }).beforeUpdate), 20_000);
      await where(page).waitFor();
      expect(page.url()).toBe(`${site.url}#/game/${id}`);
      expect(await page.locator('meta[name="aiutante-release"]').getAttribute('content')).toBe('2');
      expect(await page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration())?.waiting)).toBe(false);
      expect(await whereText(page)).toBe(position);
      expect(await journal(page)).toEqual(log);
      await expect(page.getByText('Nuova versione disponibile').count()).resolves.toBe(0);
    } finally {
      await context.close();
      await site.close();
    }
  });
});
