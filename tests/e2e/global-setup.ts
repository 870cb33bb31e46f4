// Serves the production build (dist/) with `vite preview` on a free loopback port for the browser tests.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import type { TestProject } from 'vitest/node';

let server: ChildProcess | undefined;

async function freePort(start: number): Promise<number> {
  for (let port = start; port < start + 200; port++) {
    const ok = await new Promise<boolean>((resolve) => {
      const srv = createServer();
      srv.once('error', () => resolve(false));
      srv.listen(port, '127.0.0.1', () => srv.close(() => resolve(true)));
    });
    if (ok) return port;
  }
  throw new Error('no free port');
}

async function waitFor(url: string, ms: number): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      const r = await fetch(url);
      if (r.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`preview server did not answer at ${url}`);
}

/**
 * Starts `vite preview` on a free port and waits until it answers. Several runs on one machine
 * (two checkouts tested at once) could pick the same free port at the same moment: the loser's
 * server exits (strictPort) while the winner's answers, and the loser would then test the other
 * checkout's build. So each run starts from its own random port, and a server that exits
 * before it answers is started again on another port.
 */
async function startPreview(): Promise<{ child: ChildProcess; baseUrl: string }> {
  for (let attempt = 0; attempt < 8; attempt++) {
    const port = await freePort(4300 + Math.floor(Math.random() * 2000));
    const child = spawn('npx', ['vite', 'preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'], {
      stdio: 'ignore',
      detached: true,
    });
    const exited = new Promise<'exited'>((resolve) => child.once('exit', () => resolve('exited')));
    const baseUrl = `http://127.0.0.1:${port}/`;
    const up = await Promise.race([waitFor(baseUrl, 30_000).then(() => 'up' as const), exited]);
    if (up === 'up' && child.exitCode === null && child.signalCode === null) return { child, baseUrl };
  }
  throw new Error('the preview server could not start on a free port');
}

export default async function setup(project: TestProject) {
  if (!existsSync('dist/index.html')) throw new Error('dist/ is missing: run `npx vite build` first (npm test does).');
  const started = await startPreview();
  server = started.child;
  const baseUrl = started.baseUrl;
  project.provide('baseUrl', baseUrl);
  return () => {
    if (server?.pid) {
      try {
        process.kill(-server.pid, 'SIGTERM');
      } catch {
        /* already gone */
      }
    }
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}
