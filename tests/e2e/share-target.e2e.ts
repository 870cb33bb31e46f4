// Files travel the phone's way (issue 33, point 6), as a player lives it: a game file shared to
// the installed app from the phone's share sheet arrives as the share sheet sends it (a POST of
// a multipart form to the manifest's share_target, taken by the service worker), the app says
// what it is and offers its import; imported, the game is listed. A bad file is refused in
// words and nothing changes. (Headless Chromium has no Web Share: "Scarica" downloads.)
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl, open, useBrowser } from './browser';
import { armirAtTurnOne, download, gameNames, home, menuItem, newGame, section, see, serviceWorkerInControl, until } from './helpers';

const browser = useBrowser();

/** The share sheet's POST to the share target, as the phone sends it: the page it was sent on to. */
async function shareToApp(page: Page, name: string, text: string): Promise<{ status: number; url: string }> {
  return page.evaluate(
    async ({ name, text }) => {
      const form = new FormData();
      form.append('title', name);
      form.append('files', new File([text], name, { type: 'application/json' }));
      const r = await fetch(new URL('receive', document.baseURI).href, { method: 'POST', body: form });
      return { status: r.status, url: r.url };
    },
    { name, text },
  );
}

describe('Share target: a game file shared to the installed app', () => {
  it('the manifest offers the app for game files and packs; the shared file is described, imported and listed; a bad one is refused', async () => {
    const { context, page } = await open(browser());
    try {
      // The manifest: a share target taking .json files by POST, and a file handler.
      await home(page);
      const manifest = await page.evaluate(async () => {
        const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
        return (await (await fetch(link!.href)).json()) as {
          share_target?: { action: string; method: string; enctype: string; params: { files: { name: string; accept: string[] }[] } };
          file_handlers?: { accept: Record<string, string[]> }[];
        };
      });
      expect(manifest.share_target).toMatchObject({ action: './receive', method: 'POST', enctype: 'multipart/form-data' });
      expect(manifest.share_target!.params.files[0]).toEqual({ name: 'files', accept: ['application/json', '.json'] });
      expect(manifest.file_handlers?.[0]?.accept['application/json']).toEqual(['.json']);

      // A game, downloaded ("Scarica": no share sheet here), then deleted from this device.
      await armirAtTurnOne(page);
      await home(page);
      await page.locator('.game-item').first().waitFor();
      const menu = page.getByRole('button', { name: 'Azioni per Serata ARMIR' });
      const file = await download(page, async () => {
        await menu.click();
        await menuItem(page, 'Scarica').click();
      });
      const events = (JSON.parse(file.text) as { events: unknown[] }).events.length;
      await menu.click();
      await menuItem(page, 'Elimina').click();
      await page.locator('.v-overlay--active').getByRole('button', { name: 'Elimina' }).click();
      await see(page, 'Nessuna partita salvata');

      // The file comes back the phone's way: shared to the app, taken by the service worker,
      // which sends the player on to the received screen.
      await serviceWorkerInControl(page);
      const shared = await shareToApp(page, file.name, file.text);
      // Sent on to the app's page (the fetch follows the redirect; the #/received it names is
      // the navigation's, which a fetch does not keep), not answered by the server.
      expect(shared.status).toBe(200);
      expect(shared.url).not.toMatch(/receive$/);
      await page.goto(`${baseUrl()}#/received`);
      const what = page.getByTestId('received-what');
      await until('the shared file described', async () => (await what.count()) === 1);
      expect((await what.innerText()).trim()).toBe(`Partita «Serata ARMIR» di ARMIR – Operacija Malyj Saturn, ${events} ${events === 1 ? 'evento' : 'eventi'}`);
      await see(page, file.name);

      // "Importa": through the app's own import (everything checked), then the game opens.
      await page.getByTestId('received-import').click();
      await see(page, 'Partita importata');
      await page.getByTestId('received-open').click();
      await see(page.locator('.game-bar'), 'Serata ARMIR');
      await home(page);
      await page.locator('.game-item').first().waitFor();
      expect(await gameNames(page)).toEqual(['Serata ARMIR']);

      // A file with an event the rules do not know: refused in words, nothing changed. It is
      // shared as the phone does it, a navigation: the app opens on the received screen.
      const broken = JSON.parse(file.text) as { events: unknown[]; game: { name: string } };
      broken.game.name = 'Partita rotta';
      broken.events.push({ type: 'armir/nothing-such', at: 1, payload: {} });
      await page.evaluate(
        ({ name, text }) => {
          const form = document.createElement('form');
          form.method = 'POST';
          form.enctype = 'multipart/form-data';
          form.action = new URL('receive', document.baseURI).href;
          const input = document.createElement('input');
          input.type = 'file';
          input.name = 'files';
          const files = new DataTransfer();
          files.items.add(new File([text], name, { type: 'application/json' }));
          input.files = files.files;
          form.appendChild(input);
          document.body.appendChild(form);
          form.submit();
        },
        { name: 'rotta.aiutante.json', text: JSON.stringify(broken) },
      );
      await page.getByRole('heading', { name: 'File ricevuti' }).or(page.getByText('File ricevuti')).first().waitFor();
      expect(page.url()).toMatch(/#\/received$/);
      await until('the broken file described', async () => (await what.allInnerTexts()).some((t) => t.includes('Partita rotta')));
      await page.getByTestId('received-import').click();
      const refused = page.getByTestId('received-result');
      await refused.waitFor();
      expect(await refused.getAttribute('class')).toContain('text-error');
      expect(await refused.innerText()).not.toMatch(/importata/);
      expect((await refused.innerText()).length).toBeGreaterThan(10);
      await home(page);
      await page.locator('.game-item').first().waitFor();
      expect(await gameNames(page)).toEqual(['Serata ARMIR']);
    } finally {
      await context.close();
    }
  });

  it('en: a War to Axis pack of army cards shared to the app goes into the game the players pick (2.5)', async () => {
    const { context, page } = await open(browser(), { locale: 'en-GB' });
    try {
      await home(page);
      await newGame(page, { game: 'War to Axis', name: 'Saint-Lô' });
      await home(page);
      await page.locator('.game-item').first().waitFor();
      await serviceWorkerInControl(page);
      const pack = JSON.stringify({
        format: 'aiutante-war-to-axis-army-cards',
        version: 1,
        cards: [
          {
            id: 'us-29',
            name: '29th Infantry',
            side: 'allies',
            american: true,
            units: [
              {
                id: 'rifle',
                name: 'Rifle Coy',
                discs: 3,
                move: 4,
                advance: 3,
                apDice: [3, 2, 1],
                atDice: [],
                apTarget: true,
                armour: null,
                starred: false,
                hq: false,
                infantry: true,
                engineers: false,
                motorizedInfantry: false,
                mechanizedInfantry: false,
                vehicle: false,
                atGun: false,
              },
            ],
          },
        ],
      });
      expect((await shareToApp(page, 'War to Axis army cards.json', pack)).status).toBe(200);
      await page.goto(`${baseUrl()}#/received`);
      const what = page.getByTestId('received-what');
      await until('the shared pack described', async () => (await what.count()) === 1);
      expect((await what.innerText()).trim()).toBe('War to Axis army-card pack, 1 card');
      await see(page, 'Which War to Axis game do you import it into?');
      await page.getByRole('button', { name: 'Import into “Saint-Lô”' }).click();
      await see(page, 'Imported into “Saint-Lô”.');
      await page.getByTestId('received-open').click();
      const cards = (await section(page, 'tracks')).getByTestId('wta-cards');
      await see(cards, '29th Infantry');
    } finally {
      await context.close();
    }
  });
});
