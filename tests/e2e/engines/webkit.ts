// WebKit (WebKitGTK, the engine of Safari) through WebKitWebDriver, Debian's webkit2gtk-driver:
// classic W3C WebDriver over HTTP, spoken here with the handful of endpoints the tests need
// (session, navigate, execute script, element click / clear / send keys, window size).
// WebKitGTK needs a display: a private Xvfb is started for it, and stopped after.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { finderCall, type Query } from './find';
import type { Engine, Tab, TabOptions } from './driver';

const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';

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

class WebDriverError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(`${code}: ${message}`);
  }
}

class Session {
  constructor(
    private readonly base: string,
    readonly id: string,
  ) {}

  static async create(base: string, capabilities: Record<string, unknown>, limit: number): Promise<Session> {
    const value = await call<{ sessionId: string }>(base, 'POST', '/session', { capabilities: { alwaysMatch: capabilities } }, limit);
    return new Session(base, value.sessionId);
  }

  send<T>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<T> {
    return call<T>(this.base, method, `/session/${this.id}${path}`, body);
  }
}

async function call<T>(base: string, method: string, path: string, body?: unknown, limit = 60_000): Promise<T> {
  const res = await fetch(base + path, {
    method,
    // A command that hangs fails with its name instead of holding the test until its limit.
    signal: AbortSignal.timeout(limit),
    headers: { 'content-type': 'application/json; charset=utf-8' },
    body: body === undefined ? (method === 'POST' ? '{}' : undefined) : JSON.stringify(body),
  });
  const json = (await res.json()) as { value: T & { error?: string; message?: string } };
  if (!res.ok || (json.value && typeof json.value === 'object' && 'error' in json.value && json.value.error)) {
    throw new WebDriverError(String(json.value?.error ?? res.status), String(json.value?.message ?? ''));
  }
  return json.value;
}

class WebKitTab implements Tab {
  readonly engine = 'webkit' as const;
  constructor(
    private readonly session: Session,
    private readonly stop: () => Promise<void>,
  ) {}

  async goto(url: string): Promise<void> {
    await this.session.send('POST', '/url', { url });
  }
  async reload(): Promise<void> {
    await this.session.send('POST', '/refresh');
  }
  async url(): Promise<string> {
    return this.session.send<string>('GET', '/url');
  }
  async evaluate<T>(expression: string): Promise<T> {
    // The W3C "execute script" awaits a returned promise.
    return this.session.send<T>('POST', '/execute/sync', { script: `return (${expression});`, args: [] });
  }
  private async element(q: Query): Promise<string> {
    const el = await this.evaluate<Record<string, string> | null>(finderCall('target', q));
    const id = el?.[ELEMENT];
    if (!id) throw new Error(`not on screen: ${JSON.stringify(q)}`);
    return id;
  }
  async click(q: Query): Promise<void> {
    await this.session.send('POST', `/element/${await this.element(q)}/click`);
  }
  async type(q: Query, text: string): Promise<void> {
    const id = await this.element(q);
    // Typed over the selected old text, as a player does: WebDriver's "clear" empties the
    // field without an input event, and a Vue model would put the old text back.
    await this.session.send('POST', '/execute/sync', { script: 'arguments[0].focus(); arguments[0].select();', args: [{ [ELEMENT]: id }] });
    await this.session.send('POST', `/element/${id}/value`, { text: text || '\uE003' });
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
      const status = await call<{ ready: boolean }>(base, 'GET', '/status', undefined, 5_000);
      if (status.ready) return { base, stop };
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
  const sessions = new Set<Session>();
  const capabilities = {
    browserName: 'MiniBrowser',
    'webkitgtk:browserOptions': { binary: browserPath, args: ['--automation'] },
  };
  /**
   * On a busy machine WebKitWebDriver sometimes never answers the request to open a browser:
   * that is the test machine, not the page. The driver (and the browser it was starting) is
   * then stopped, started afresh, and asked again.
   */
  async function createSession(): Promise<Session> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await Session.create(driver.base, capabilities, SESSION_LIMIT);
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
        await s.send('DELETE', '').catch(() => undefined);
      }
      const session = await createSession();
      sessions.add(session);
      const caps = await session.send<{ width: number }>('GET', '/window/rect');
      if (caps) version = `WebKitGTK (MiniBrowser)`;
      await session.send('POST', '/window/rect', { width: opts.width, height: opts.height });
      const stop = async () => {
        sessions.delete(session);
        await session.send('DELETE', '').catch(() => undefined);
      };
      return new WebKitTab(session, stop);
    },
    async close() {
      for (const s of [...sessions]) await s.send('DELETE', '').catch(() => undefined);
      driver.stop();
      x.proc.kill('SIGTERM');
    },
  };
}
