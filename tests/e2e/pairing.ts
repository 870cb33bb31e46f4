// Issue 33: two phones paired through the UI by the codes as text, as a phone without a camera
// does (copy on one, paste on the other, and back). Two browser contexts are the two phones: each
// has its own storage. The link is WebRTC over loopback, with no server in between.
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { open, type Phone } from './browser';
import { see, whereText } from './helpers';

/** Chromium's switches for two phones on one machine: loopback candidates allowed, written as addresses (not mDNS names, which two headless contexts cannot resolve for each other). */
export const PAIRING_SWITCHES = ['--allow-loopback-in-peer-connection', '--disable-features=WebRtcHideLocalIpsWithMdns'];

export function pairDialog(page: Page): Locator {
  return page.locator('.v-overlay--active .two-phones');
}

/** The code this phone shows, as its "Copia" button puts it on the clipboard. */
export async function copyCode(phone: Phone): Promise<string> {
  const dialog = pairDialog(phone.page);
  const field = dialog.getByTestId('my-code').getByRole('textbox');
  await field.waitFor();
  await dialog.getByRole('button', { name: /^(Copia|Copy)$/ }).click();
  await see(dialog, /^(Codice copiato|Code copied)$/);
  const copied = await phone.page.evaluate(() => navigator.clipboard.readText());
  console.log(`[two phones] a code of ${copied.length} characters`);
  expect(copied).toBe(await field.inputValue());
  return copied;
}

export async function pasteCode(phone: Phone, code: string): Promise<void> {
  const dialog = pairDialog(phone.page);
  await dialog.getByTestId('their-code').getByRole('textbox').fill(code);
  await dialog.getByRole('button', { name: /^(Usa questo codice|Use this code)$/ }).click();
}

/** A phone of 390×844 whose clipboard the test may read and write. */
export async function twoPhoneTab(browser: Browser): Promise<Phone> {
  const p = await open(browser, { width: 390, height: 844 });
  await p.context.grantPermissions(['clipboard-read', 'clipboard-write']);
  return p;
}

/** The header's word on the link ("Due telefoni · collegati"). */
export function chip(page: Page): Locator {
  return page.locator('.link-chip');
}

/** The bar's two-phones button, named by the link's state. */
export function barButton(page: Page, name: RegExp): Locator {
  return page.locator('.game-bar').getByRole('button', { name });
}

/**
 * The host's open game shared with the guest (on its home screen): the host picks its side,
 * shows its code, the guest pastes it and shows its own, the host pastes that; both dialogs
 * closed, the guest in the game.
 */
export async function pair(host: Phone, guest: Phone, hostSide: RegExp): Promise<void> {
  await host.page.getByRole('button', { name: 'Gioca su due telefoni' }).click();
  const hostDialog = pairDialog(host.page);
  await hostDialog.getByRole('radio', { name: hostSide }).check();
  await hostDialog.getByRole('button', { name: 'Mostra il codice' }).click();
  const offer = await copyCode(host);
  await guest.page.getByRole('button', { name: 'Unisciti a una partita su due telefoni' }).click();
  await pasteCode(guest, offer);
  await see(pairDialog(guest.page), /In attesa dell'altro telefono/);
  await pasteCode(host, await copyCode(guest));
  await see(hostDialog, /^Collegati\./, 20_000);
  await guest.page.waitForURL(/#\/game\//, { timeout: 30_000 });
  await hostDialog.getByRole('button', { name: 'Chiudi' }).click();
  await see(chip(host.page), 'Due telefoni · collegati');
  await see(chip(guest.page), 'Due telefoni · collegati', 20_000);
}

/**
 * Every message this phone sends over the link from now on is kept in the page (read with
 * `sent`): the tests read what crosses between the phones, not what the app says of it.
 */
export async function recordSent(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const w = window as unknown as { __sent: string[] };
    w.__sent = [];
    const send = RTCDataChannel.prototype.send;
    RTCDataChannel.prototype.send = function (this: RTCDataChannel, data: unknown) {
      w.__sent.push(typeof data === 'string' ? data : '[binary]');
      Reflect.apply(send, this, [data]);
    };
  });
}

/** What this phone has sent over the link since its page loaded (recordSent). */
export function sent(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __sent?: string[] }).__sent ?? []);
}

/** Where the game stands in the header, without the part that differs by phone (the side it plays: "qui: Asse"). */
export async function sharedWhere(page: Page): Promise<string> {
  return (await whereText(page)).replace(/ · (qui|here): [^·]+/i, '');
}
