// Launching Debian's Chromium through playwright-core, one fresh profile per test file.
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, inject } from 'vitest';

export const baseUrl = (): string => inject('baseUrl');

export function chromiumPath(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  const found = candidates.find((p) => p && existsSync(p));
  if (!found) throw new Error("Chromium not found: set CHROMIUM_PATH or install Debian's chromium");
  return found;
}

/** `args`: more of Chromium's switches, for a test file that needs them (two phones linked over loopback). */
export async function launch(args: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
      '--disable-quic',
      ...args,
    ],
  });
}

/**
 * One Chromium for the whole test file: launched before its first test (only when `wanted`),
 * closed after its last. Call at the top of the file; the getter gives the running browser.
 */
export function useBrowser(wanted = true, args: string[] = []): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    if (wanted) browser = await launch(args);
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('the browser is not running');
    return browser;
  };
}

export interface Phone {
  context: BrowserContext;
  page: Page;
}

/** A new browser context sized like a phone (or a tablet), in the given language. */
export async function open(
  browser: Browser,
  opts: { locale?: string; width?: number; height?: number; colorScheme?: 'light' | 'dark'; reducedMotion?: 'reduce' | 'no-preference' } = {},
): Promise<Phone> {
  const context = await browser.newContext({
    viewport: { width: opts.width ?? 390, height: opts.height ?? 844 },
    locale: opts.locale ?? 'it-IT',
    colorScheme: opts.colorScheme ?? 'light',
    // Players who ask for less motion get no dice animation: the tests go as fast as they do.
    reducedMotion: opts.reducedMotion ?? 'reduce',
    hasTouch: true,
    acceptDownloads: true,
  });
  const page = await context.newPage();
  page.on('pageerror', (e) => console.error('[page error]', e.message));
  return { context, page };
}
