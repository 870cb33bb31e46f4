// Issue 33, points 1 and 5: two phones at one table, paired in two scans — here by the codes' text,
// as a phone without a camera does (copy on one, paste on the other, and back). Two browser
// contexts are the two phones: each has its own storage. The link is WebRTC over loopback,
// with no server in between.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { barButton, chip, copyCode, pairDialog, PAIRING_SWITCHES, pasteCode, sharedWhere, twoPhoneTab } from './pairing';
import { ARMIR, debugShot, home, homeHeading, journalTexts, newGame, nextPhase, section, see, textOf, until } from './helpers';

const browser = useBrowser(true, PAIRING_SWITCHES);
const phone = () => twoPhoneTab(browser());

/** An app roll of 2d6 from the dice tray: its faces once shown (on the record first), the tray closed again. */
async function trayRoll(page: Page): Promise<[number, number]> {
  await page.getByRole('button', { name: 'Tira i dadi' }).click();
  const tray = page.locator('.tray');
  await tray.waitFor();
  await tray.locator('.tray__toggle').getByRole('button', { name: '2', exact: true }).click();
  await tray.getByRole('button', { name: /^Tira( di nuovo)?$/ }).click();
  let rolled = '';
  await until('the roll shown', async () => /Uscito: \d, \d \(somma \d+\)/.test((rolled = await textOf(tray.locator('[role="status"]')))), 20_000);
  const faces = /Uscito: (\d), (\d)/.exec(rolled)!;
  await see(tray, 'Registrato nel diario.');
  await page.locator('.v-overlay--active').getByRole('button', { name: 'Chiudi' }).click();
  await tray.waitFor({ state: 'hidden' });
  return [Number(faces[1]), Number(faces[2])];
}

describe('Two phones: pairing by the codes as text', () => {
  it('paired by the codes as text, the guest has the game; an action on either phone shows on both; a drop is said on both; Ricollega links them again; an app roll from either phone is drawn with both, the same dice in both journals', async () => {
    const host = await phone();
    const guest = await phone();
    try {
      await home(host.page);
      await newGame(host.page, ARMIR);
      await home(guest.page);

      // The host: "Gioca su due telefoni" in the game's bar, its side, its code.
      await host.page.getByRole('button', { name: 'Gioca su due telefoni' }).click();
      const hostDialog = pairDialog(host.page);
      await hostDialog.getByRole('radio', { name: /^Asse/ }).check();
      await see(hostDialog, "L'altro telefono gioca: Sovietico (Ivan)");
      await hostDialog.getByRole('button', { name: 'Mostra il codice' }).click();
      await hostDialog.getByRole('img', { name: "Codice QR da inquadrare con l'altro telefono" }).waitFor();
      const offerCode = await copyCode(host);

      // The guest: from the home screen; a code that is not one is refused in words first.
      await guest.page.getByRole('button', { name: 'Unisciti a una partita su due telefoni' }).click();
      const guestDialog = pairDialog(guest.page);
      await pasteCode(guest, 'buongiorno');
      await see(guestDialog.locator('.v-alert'), 'Questo non è un codice di Aiutante per due telefoni. Nulla è cambiato.');
      // A code cut short: refused too.
      await pasteCode(guest, offerCode.slice(0, offerCode.length - 10));
      await see(guestDialog, /Il codice è incompleto o rovinato/);
      await pasteCode(guest, offerCode);
      await see(guestDialog, /In attesa dell'altro telefono/);
      const answerCode = await copyCode(guest);

      // The host: a cut answer changes nothing; the whole one links the two phones.
      await pasteCode(host, answerCode.slice(0, 40));
      await see(hostDialog, /Il codice è incompleto o rovinato/);
      await pasteCode(host, offerCode);
      await see(hostDialog, /Questo è un invito, non una risposta/);
      await pasteCode(host, answerCode);
      await see(hostDialog, "Collegati. Su questo telefono: Asse (Marco); sull'altro: Sovietico (Ivan).", 20_000);

      // The guest has the game now, on its own device, and opens it.
      await guest.page.waitForURL(/#\/game\//, { timeout: 30_000 });
      await see(guest.page.locator('.game-bar'), 'Serata ARMIR');
      await see(chip(guest.page), 'Due telefoni · collegati');
      await hostDialog.getByRole('button', { name: 'Chiudi' }).click();
      await see(chip(host.page), 'Due telefoni · collegati');
      await debugShot(host.page, 'pair-live-host');
      await debugShot(guest.page, 'pair-live-guest');

      // An action on each phone appears on both.
      expect(await sharedWhere(guest.page)).toBe(await sharedWhere(host.page));
      await nextPhase(host.page);
      await until("the host's phase on the guest", async () => (await sharedWhere(guest.page)) === (await sharedWhere(host.page)));
      await nextPhase(guest.page);
      await until("the guest's phase on the host", async () => (await sharedWhere(host.page)) === (await sharedWhere(guest.page)));

      // A drop (the guest's page reloaded: its link is gone) is said on both.
      await guest.page.reload();
      await see(host.page, /Collegamento con l'altro telefono perso/, 30_000);
      await see(chip(host.page), 'Due telefoni · collegamento perso');
      await see(chip(guest.page), 'Due telefoni · collegamento perso', 30_000);
      await debugShot(host.page, 'pair-down-host');
      await debugShot(guest.page, 'pair-down-guest');

      // The guest's action while the link is down: said at once, listed above its journal as waiting.
      await section(guest.page, 'journal');
      await guest.page.getByLabel('Aggiungi una nota').fill('Fumo sulla collina 112');
      await guest.page.getByRole('button', { name: 'Aggiungi', exact: true }).click();
      await see(guest.page, 'In attesa finché il collegamento torna: Nota: Fumo sulla collina 112');
      const waiting = guest.page.getByTestId('journal-waiting');
      await see(waiting, "In attesa dell'altro telefono");
      await see(waiting, 'Nota: Fumo sulla collina 112');
      await see(chip(guest.page), '1 in attesa');
      await debugShot(guest.page, 'pair-down-waiting-guest');

      // Ricollega: one code each way.
      await barButton(host.page, /^Ricollega$/).click();
      await see(hostDialog, 'Ricollega i due telefoni');
      const again = await copyCode(host);
      await barButton(guest.page, /^Ricollega$/).click();
      await see(guestDialog, 'Ricollega i due telefoni');
      await debugShot(host.page, 'pair-rejoin-host');
      await pasteCode(guest, again);
      await see(guestDialog, /In attesa dell'altro telefono/);
      await pasteCode(host, await copyCode(guest));
      await see(hostDialog, 'Di nuovo collegati.', 30_000);
      await see(guestDialog, 'Di nuovo collegati.', 30_000);
      await hostDialog.getByRole('button', { name: 'Chiudi' }).click();
      await guestDialog.getByRole('button', { name: 'Chiudi' }).click();
      await see(chip(host.page), 'Due telefoni · collegati');
      // The waiting note reached the host's journal; the guest's list is gone.
      await until('the note on the host', async () => (await journalTexts(host.page)).some((t) => t.includes('Nota: Fumo sulla collina 112')), 20_000);
      await waiting.waitFor({ state: 'detached' });
      await nextPhase(host.page);
      await until("the host's phase on the guest again", async () => (await sharedWhere(guest.page)) === (await sharedWhere(host.page)));

      // An app roll from each phone is drawn with both phones: the same dice in both journals, said so.
      for (const [roller, other] of [
        [host, guest],
        [guest, host],
      ] as const) {
        const [a, b] = await trayRoll(roller.page);
        const line = new RegExp(`Tiro libero: ${a}, ${b}\\. Dadi tirati con entrambi i telefoni \\(codici di verifica: [0-9a-f]{8}… · [0-9a-f]{8}…\\)`);
        await until(
          'the roll in both journals',
          async () => line.test((await journalTexts(roller.page))[0] ?? '') && line.test((await journalTexts(other.page))[0] ?? ''),
          20_000,
        );
      }

      // Home while the game is shared: the way back to it, not a second pairing.
      await guest.page.locator('.game-bar').getByRole('link', { name: 'Partite' }).click();
      await homeHeading(guest.page).waitFor();
      const back = guest.page.getByRole('button', { name: 'Torna alla partita su due telefoni' });
      await back.waitFor();
      expect(await guest.page.getByRole('button', { name: 'Unisciti a una partita su due telefoni' }).count()).toBe(0);
      await back.click();
      await see(chip(guest.page), 'Due telefoni · collegati');
      await nextPhase(guest.page);
      await until("the guest's phase on the host, from the game found again", async () => (await sharedWhere(host.page)) === (await sharedWhere(guest.page)));
    } catch (e) {
      await debugShot(host.page, 'two-phones-host');
      await debugShot(guest.page, 'two-phones-guest');
      throw e;
    } finally {
      await host.context.close();
      await guest.context.close();
    }
  });
});
