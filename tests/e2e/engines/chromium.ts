// Chromium (Debian's) through playwright-core, as the rest of the browser suite drives it.
import type { BrowserContext, ElementHandle, Page } from 'playwright-core';
import { launch } from '../browser';
import { finderCall, type Query } from './find';
import type { Engine, Tab, TabOptions } from './driver';

class ChromiumTab implements Tab {
  readonly engine = 'chromium' as const;
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
    await (await this.element(q)).click({ timeout: 5_000 });
  }
  async type(q: Query, text: string): Promise<void> {
    const el = await this.element(q);
    await el.fill('');
    await el.type(text);
  }
  async close(): Promise<void> {
    await this.context.close();
  }
}

export async function launchChromium(): Promise<Engine> {
  const browser = await launch();
  return {
    name: 'chromium',
    version: browser.version(),
    async open(opts: TabOptions): Promise<Tab> {
      const context = await browser.newContext({
        viewport: { width: opts.width, height: opts.height },
        locale: opts.locale,
        hasTouch: true,
      });
      const page = await context.newPage();
      page.on('pageerror', (e) => console.error('[chromium page error]', e.message));
      return new ChromiumTab(context, page);
    },
    close: () => browser.close(),
  };
}
