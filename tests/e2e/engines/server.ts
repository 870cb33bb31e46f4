// The production build (dist/) served on the loopback interface by a server the test can
// take down and bring back on the same origin: "offline" the same way in every engine
// (nothing answers any more, so only the service worker's precache can open the app).
import { createServer, type Server } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * Browsers whose storage is shut to the page, as a player meets them: `missing`, no IndexedDB at
 * all (Firefox with `dom.indexedDB.enabled` off, older private windows); `refused`, IndexedDB
 * there but every open refused (storage blocked in the browser's privacy settings: a SecurityError).
 * Served by `/?storage=<name>`, before any of the page's own scripts run.
 */
const STORAGE_SHUT: Record<string, string> = {
  // Wherever the engine defines it (the window, or a prototype of it), prefixed names too.
  missing: `for (const name of ['indexedDB', 'webkitIndexedDB', 'mozIndexedDB']) for (let o = window; o; o = Object.getPrototypeOf(o)) if (Object.getOwnPropertyDescriptor(o, name)) try { Object.defineProperty(o, name, { get: () => undefined, configurable: true }); } catch (e) {}`,
  refused: `IDBFactory.prototype.open = function () { throw new DOMException('The operation is insecure.', 'SecurityError'); };`,
};

export class DistServer {
  private server: Server | undefined;
  private port = 0;

  constructor(private readonly root = 'dist') {}

  get url(): string {
    return `http://127.0.0.1:${this.port}/`;
  }

  /** Starts serving (on the same port as before, once it has had one). */
  async up(): Promise<void> {
    if (this.server) return;
    const server = createServer((req, res) => {
      void (async () => {
        const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
        const file = normalize(join(this.root, path === '/' ? 'index.html' : path));
        if (!file.startsWith(normalize(this.root))) {
          res.writeHead(403).end();
          return;
        }
        try {
          let body: Buffer | string = await readFile(file);
          const shut = STORAGE_SHUT[new URL(req.url ?? '/', 'http://x').searchParams.get('storage') ?? ''];
          if (shut && file.endsWith('index.html')) body = String(body).replace('<head>', `<head><script>${shut}</script>`);
          res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-cache' });
          res.end(body);
        } catch {
          res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
        }
      })();
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.port = (server.address() as { port: number }).port;
    this.server = server;
  }

  /** Stops answering at once: open connections are cut too. */
  async down(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = undefined;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
