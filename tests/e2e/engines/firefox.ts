// Firefox (Debian's firefox-esr) through WebDriver BiDi, which Firefox speaks natively:
// puppeteer-core launches it with a fresh profile and drives it over BiDi only.
import { existsSync, mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer, { type Browser, type BrowserContext, type ElementHandle, type Page } from 'puppeteer-core';
import { finderCall, type Query } from './find';
import type { Engine, Tab, TabOptions } from './driver';

export function firefoxPath(): string {
  const candidates = [process.env.FIREFOX_PATH, '/usr/bin/firefox-esr', '/usr/bin/firefox'];
  const found = candidates.find((p) => p && existsSync(p));
  if (!found) throw new Error("Firefox not found: set FIREFOX_PATH or install Debian's firefox-esr");
  return found;
}

class FirefoxTab implements Tab {
  readonly engine = 'firefox' as const;
  constructor(
    private readonly context: BrowserContext,
    private readonly page: Page,
  ) {}

  async goto(url: string): Promise<void> {
    await this.page.goto(url);
  }
  async reload(): Promise<void> {
    await this.page.reload();
  }
  async url(): Promise<string> {
    return this.page.url();
  }
  async evaluate<T>(expression: string): Promise<T> {
    return (await this.page.evaluate(expression)) as T;
  }
  private async element(q: Query): Promise<ElementHandle<Element>> {
    const handle = (await this.page.evaluateHandle(finderCall('target', q))).asElement() as ElementHandle<Element> | null;
    if (!handle) throw new Error(`not on screen: ${JSON.stringify(q)}`);
    return handle;
  }
  async click(q: Query): Promise<void> {
    await (await this.element(q)).click();
  }
  async type(q: Query, text: string): Promise<void> {
    const el = await this.element(q);
    await el.evaluate((input) => {
      (input as HTMLElement).focus();
      (input as HTMLInputElement).select?.();
    });
    await this.page.keyboard.press('Backspace');
    await this.page.keyboard.type(text);
  }
  async close(): Promise<void> {
    await this.context.close();
  }
}

export async function launchFirefox(): Promise<Engine> {
  const profile = mkdtempSync(join(tmpdir(), 'aiutante-firefox-'));
  const browser: Browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: firefoxPath(),
    headless: true,
    userDataDir: profile,
    extraPrefsFirefox: {
      // Players who ask for less motion get no animations: so do the tests.
      'ui.prefersReducedMotion': 1,
      'intl.accept_languages': 'it-IT, it',
      // A download never opens a dialog (the tests read the file the app offers, not the disk).
      'browser.download.useDownloadDir': true,
      'browser.download.dir': profile,
    },
  });
  const version = await browser.version();
  return {
    name: 'firefox',
    version,
    async open(opts: TabOptions): Promise<Tab> {
      if (!opts.locale.startsWith('it')) throw new Error('the Firefox profile speaks Italian only');
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      // Puppeteer sends the viewport and a screen-orientation override side by side; Firefox ESR
      // builds without the orientation command refuse it while taking the viewport: that refusal
      // alone is let through (the page is sized all the same, as the test's own checks see).
      await page.setViewport({ width: opts.width, height: opts.height, hasTouch: false }).catch((e: unknown) => {
        if (!/setScreenOrientationOverride/.test(String(e instanceof Error ? e.message : e))) throw e;
      });
      page.on('pageerror', (e) => console.error('[firefox page error]', e instanceof Error ? e.message : e));
      return new FirefoxTab(context, page);
    },
    async close() {
      const proc = browser.process();
      const exited = proc && proc.exitCode === null ? new Promise((resolve) => proc.once('exit', resolve)) : Promise.resolve();
      await browser.close();
      // Firefox's content processes may outlive the browser a moment, still writing to the
      // profile (a removal then met ENOTEMPTY on a busy machine): the browser's whole process
      // group (puppeteer starts it detached, as its own group) is stopped first.
      if (proc?.pid) {
        try {
          process.kill(-proc.pid, 'SIGKILL');
        } catch {
          // the group is gone already
        }
      }
      await exited;
      // The profile is a temporary folder, not something a player sees: one that still cannot
      // be removed is said, and left to the system.
      await rm(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 }).catch((e: unknown) =>
        console.warn(`[firefox] the profile ${profile} was left: ${e instanceof Error ? e.message : String(e)}`),
      );
    },
  };
}
