// The two-phone figures of `npm run bench` (issue 33), between two browser pages as two phones:
// each its own context (its own storage), linked by WebRTC over the loopback interface only, no
// server in between. The host imports a 5,000-event ARMIR game (the bench suite's file) and the
// two pages pair through the dialog by the codes' text, as a phone without a camera does.
//
// - The guest joining: from the host taking the guest's answer to the guest's screen showing
//   the game: the whole 5,000-event log carried over the link, checked and stored.
// - An action's delivery: a tap of "Fase successiva" on one page until the other page's header
//   shows the phase reached (both pages read the same clock), `runs` times each way.
import { chromium } from 'playwright-core';
import { readFileSync } from 'node:fs';
import { cpuBenchmark } from './bench-restart.mjs';
import { CHROMIUM_ARGS } from './lib.mjs';

async function phone(browser) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'it-IT', hasTouch: true, reducedMotion: 'reduce' });
  return { context, page: await context.newPage() };
}

const dialogOf = (page) => page.locator('.v-overlay--active .two-phones');

async function codeOf(page) {
  const field = dialogOf(page).getByTestId('my-code').getByRole('textbox');
  await field.waitFor({ timeout: 60_000 });
  for (let i = 0; i < 600; i++) {
    const v = await field.inputValue();
    if (v) return v;
    await page.waitForTimeout(100);
  }
  throw new Error('no code shown');
}

async function useCode(page, code) {
  const dialog = dialogOf(page);
  await dialog.getByTestId('their-code').getByRole('textbox').fill(code);
  await dialog.getByRole('button', { name: 'Usa questo codice' }).click();
}

/** The phase's name in the header, its white space made one. */
const WHERE = `(() => (document.querySelector('section.where h1')?.innerText ?? '').replace(/\\s+/g, ' ').trim())()`;

/**
 * Taps "Fase successiva" on `from` (and "Avanza comunque" if the app warns), and resolves with
 * the ms from the last tap to `to`'s header first naming the phase `from`'s header then names.
 */
async function deliver(from, to) {
  const before = await from.evaluate(WHERE);
  // The other page notes each text its header takes, with the time.
  await to.evaluate(() => {
    const where = () => (document.querySelector('section.where h1')?.innerText ?? '').replace(/\s+/g, ' ').trim();
    window.__seen = [];
    window.__observer?.disconnect();
    window.__observer = new MutationObserver(() => window.__seen.push([Date.now(), where()]));
    window.__observer.observe(document.querySelector('section.where'), { subtree: true, childList: true, characterData: true });
  });
  await from.evaluate(() => {
    window.__tapAt = null;
    if (!window.__tapListening) document.addEventListener('click', () => (window.__tapAt = Date.now()), { capture: true });
    window.__tapListening = true;
  });
  await from.locator('section.where').getByRole('button', { name: 'Fase successiva' }).click();
  const anyway = from.getByRole('button', { name: 'Avanza comunque' });
  let after = before;
  for (let i = 0; i < 600 && after === before; i++) {
    if (await anyway.isVisible().catch(() => false)) await anyway.click();
    await from.waitForTimeout(20);
    after = await from.evaluate(WHERE);
  }
  if (after === before) throw new Error('the phase did not change');
  const tapAt = await from.evaluate(() => window.__tapAt);
  for (let i = 0; i < 1500; i++) {
    const seenAt = await to.evaluate(([text, since]) => window.__seen.find(([t, w]) => t >= since && w === text)?.[0] ?? null, [after, tapAt]);
    if (seenAt !== null) return seenAt - tapAt;
    await to.waitForTimeout(20);
  }
  throw new Error('the phase did not reach the other page');
}

export async function measureLink({ chrome, url, file, runs = 10 }) {
  const name = JSON.parse(readFileSync(file, 'utf8')).game.name;
  const browser = await chromium.launch({
    executablePath: chrome,
    headless: true,
    args: [...CHROMIUM_ARGS, '--allow-loopback-in-peer-connection', '--disable-features=WebRtcHideLocalIpsWithMdns'],
  });
  try {
    const host = await phone(browser);
    const guest = await phone(browser);
    const benchmark = await cpuBenchmark(host.context);
    for (const p of [host, guest]) {
      await p.page.goto(`${url}#/`);
      await p.page.getByRole('heading', { name: 'Le tue partite' }).waitFor({ timeout: 60_000 });
    }
    // The host: the 5,000-event game imported and opened.
    const chooser = host.page.waitForEvent('filechooser');
    await host.page.locator('header button[aria-label="Importa partita"]').click();
    await (await chooser).setFiles(file);
    await host.page.getByText(name).first().waitFor({ timeout: 120_000 });
    await host.page.getByRole('button', { name: 'Apri', exact: true }).first().click();
    await host.page.locator('section.where').waitFor({ timeout: 60_000 });

    // Pairing by the codes' text: the host's invitation, the guest's answer.
    await host.page.getByRole('button', { name: 'Gioca su due telefoni' }).click();
    const hostDialog = dialogOf(host.page);
    await hostDialog.getByRole('radio', { name: /^Asse/ }).check();
    await hostDialog.getByRole('button', { name: 'Mostra il codice' }).click();
    const offer = await codeOf(host.page);
    await guest.page.getByRole('button', { name: 'Unisciti a una partita su due telefoni' }).click();
    await useCode(guest.page, offer);
    const answer = await codeOf(guest.page);
    const t0 = Date.now();
    await useCode(host.page, answer);
    await guest.page.waitForURL(/#\/game\//, { timeout: 120_000 });
    await guest.page.locator('.game-bar').getByText(name).first().waitFor({ timeout: 120_000 });
    await guest.page.locator('section.where').waitFor({ timeout: 120_000 });
    const join = Date.now() - t0;
    await hostDialog.getByRole('button', { name: 'Chiudi' }).click();

    const hostToGuest = [];
    const guestToHost = [];
    for (let i = 0; i < runs; i++) {
      hostToGuest.push(await deliver(host.page, guest.page));
      guestToHost.push(await deliver(guest.page, host.page));
    }
    return { join, hostToGuest, guestToHost, benchmark };
  } finally {
    await browser.close();
  }
}
