// WebKit (WebKitGTK, the engine of Safari) through WebKitWebDriver, Debian's webkit2gtk-driver:
// classic W3C WebDriver, spoken through the Selenium project's JavaScript binding
// (selenium-webdriver). What is written here is only what the binding does not do: a private
// display for the browser, the driver's process, and a fresh driver when a busy machine
// leaves a session unopened.
// WebKitGTK needs a display: a private Xvfb is started for it, and stopped after.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { Builder, Capabilities, Key, type WebDriver, type WebElement } from 'selenium-webdriver';
import { finderCall, type Query } from './find';
import type { Engine, Tab, TabOptions } from './driver';

export function webkitDriverPath(): string {
  const candidates = [process.env.WEBKIT_DRIVER_PATH, '/usr/bin/WebKitWebDriver'];
  const found = candidates.find((p) => p && existsSync(p));
  if (!found) throw new Error("WebKitWebDriver not found: install Debian's webkit2gtk-driver (and xvfb)");
  return found;
}

function miniBrowserPath(): string {
  const candidates = [
    process.env.WEBKIT_BROWSER_PATH,
    '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
    '/usr/lib/aarch64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
    '/usr/lib/x86_64-linux-gnu/webkitgtk-6.0/MiniBrowser',
    '/usr/lib/aarch64-linux-gnu/webkitgtk-6.0/MiniBrowser',
  ];
  const found = candidates.find((p) => p && existsSync(p));
  if (!found) throw new Error("WebKitGTK's MiniBrowser not found: install Debian's webkit2gtk-driver, or set WEBKIT_BROWSER_PATH");
  return found;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as { port: number }).port;
      srv.close(() => resolve(port));
    });
  });
}

/** A private X display for WebKitGTK (Xvfb picks a free display number and tells it). */
async function startXvfb(): Promise<{ display: string; proc: ChildProcess }> {
  const proc = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'ignore', 'pipe'],
  });
  const display = await new Promise<string>((resolve, reject) => {
    proc.once('error', (e) => reject(new Error(`Xvfb could not start (install Debian's xvfb): ${e.message}`)));
    proc.once('exit', (code) => reject(new Error(`Xvfb exited with ${code}`)));
    proc.stdio[3]!.once('data', (d) => resolve(`:${String(d).trim()}`));
  });
  return { display, proc };
}

class WebKitTab implements Tab {
  readonly engine = 'webkit' as const;
  constructor(
    private readonly driver: WebDriver,
    private readonly stop: () => Promise<void>,
  ) {}

  async goto(url: string): Promise<void> {
    await this.driver.get(url);
  }
  async reload(): Promise<void> {
    await this.driver.navigate().refresh();
  }
  async url(): Promise<string> {
    return this.driver.getCurrentUrl();
  }
  async evaluate<T>(expression: string): Promise<T> {
    // The W3C "execute script" awaits a returned promise.
    return this.driver.executeScript<T>(`return (${expression});`);
  }
  private async element(q: Query): Promise<WebElement> {
    const el = await this.evaluate<WebElement | null>(finderCall('target', q));
    if (!el) throw new Error(`not on screen: ${JSON.stringify(q)}`);
    return el;
  }
  async click(q: Query): Promise<void> {
    await (await this.element(q)).click();
  }
  async type(q: Query, text: string): Promise<void> {
    const el = await this.element(q);
    // Typed over the selected old text, as a player does: WebDriver's "clear" empties the
    // field without an input event, and a Vue model would put the old text back.
    await this.driver.executeScript('arguments[0].focus(); arguments[0].select();', el);
    await el.sendKeys(text || Key.BACK_SPACE);
  }
  async close(): Promise<void> {
    await this.stop();
  }
}

/** How long a browser may take to open before the driver is started afresh, and how often. */
const SESSION_LIMIT = 45_000;
const SESSION_TRIES = 3;

interface Driver {
  base: string;
  stop(): void;
}

/**
 * WebKitWebDriver on its own process group, so that stopping it also stops a MiniBrowser it
 * left half-open.
 */
async function startDriver(driverPath: string, display: string): Promise<Driver> {
  const port = await freePort();
  const proc = spawn(driverPath, [`--port=${port}`], {
    // WebKitGTK takes navigator.language from the C library's locale; without Italian
    // locales installed it speaks English, and the tests choose Italian in the settings.
    env: { ...process.env, DISPLAY: display, GDK_BACKEND: 'x11' },
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  proc.stderr!.on('data', (d) => {
    const s = String(d);
    if (!/Locale not supported|fallback 'C' locale/.test(s) && s.trim()) process.stderr.write(`[webkit] ${s}`);
  });
  const stop = () => {
    try {
      process.kill(-proc.pid!, 'SIGKILL');
    } catch {
      /* already gone */
    }
  };
  const base = `http://127.0.0.1:${port}`;
  const until = Date.now() + 20_000;
  for (;;) {
    try {
      const res = await fetch(`${base}/status`, { signal: AbortSignal.timeout(5_000) });
      const status = (await res.json()) as { value?: { ready?: boolean } };
      if (status.value?.ready) return { base, stop };
    } catch {
      /* not listening yet */
    }
    if (Date.now() > until) {
      stop();
      throw new Error('WebKitWebDriver did not start');
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * WebKitWebDriver runs one browser per session; each tab is its own session (its own
 * MiniBrowser, with its own ephemeral storage), as a fresh profile is in the other engines.
 */
export async function launchWebKit(): Promise<Engine> {
  const driverPath = webkitDriverPath();
  const browserPath = miniBrowserPath();
  const x = await startXvfb();
  let driver = await startDriver(driverPath, x.display);
  let version = 'WebKitGTK';
  const sessions = new Set<WebDriver>();
  const capabilities = new Capabilities({
    browserName: 'MiniBrowser',
    'webkitgtk:browserOptions': { binary: browserPath, args: ['--automation'] },
  });
  /** Ends a browser session, whatever state it was left in. */
  const quit = (s: WebDriver) => s.quit().catch(() => undefined);
  /**
   * On a busy machine WebKitWebDriver sometimes never answers the request to open a browser:
   * that is the test machine, not the page. The driver (and the browser it was starting) is
   * then stopped, started afresh, and asked again.
   */
  async function createSession(): Promise<WebDriver> {
    for (let attempt = 1; ; attempt++) {
      try {
        const opening = new Builder().usingServer(driver.base).withCapabilities(capabilities).build();
        let timer: ReturnType<typeof setTimeout> | undefined;
        const limit = new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error(`no session after ${SESSION_LIMIT / 1000} s`)), SESSION_LIMIT);
        });
        try {
          await Promise.race([opening.getSession(), limit]);
        } finally {
          clearTimeout(timer);
        }
        return opening;
      } catch (e) {
        if (attempt >= SESSION_TRIES) throw e;
        process.stderr.write(`[webkit] no browser session (${(e as Error).message}); driver restarted, try ${attempt + 1} of ${SESSION_TRIES}\n`);
        sessions.clear();
        driver.stop();
        driver = await startDriver(driverPath, x.display);
      }
    }
  }
  return {
    name: 'webkit',
    get version() {
      return version;
    },
    async open(opts: TabOptions): Promise<Tab> {
      // WebKitWebDriver holds one session at a time: one a failed test left behind goes first.
      for (const s of [...sessions]) {
        sessions.delete(s);
        await quit(s);
      }
      const session = await createSession();
      sessions.add(session);
      const caps = await session.getCapabilities();
      version = `WebKitGTK ${String(caps.getBrowserVersion() ?? '')} (MiniBrowser)`.replace('  ', ' ');
      await session.manage().window().setRect({ width: opts.width, height: opts.height });
      const stop = async () => {
        sessions.delete(session);
        await quit(session);
      };
      return new WebKitTab(session, stop);
    },
    async close() {
      for (const s of [...sessions]) await quit(s);
      driver.stop();
      x.proc.kill('SIGTERM');
    },
  };
}
