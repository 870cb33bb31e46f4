// Small helpers shared by the start, test and bench scripts. Node built-ins only: these
// scripts run before dependencies are installed.
import { spawnSync, execFileSync } from 'node:child_process';
import { existsSync, lstatSync, readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, relative } from 'node:path';

export const root = new URL('..', import.meta.url).pathname.replace(/\/$/, '');

export function run(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { stdio: 'inherit', cwd: root, ...opts });
  if (r.error) throw r.error;
  return r.status ?? 1;
}

export function must(cmd, args, opts = {}) {
  const code = run(cmd, args, opts);
  if (code !== 0) {
    console.error(`\n✗ ${cmd} ${args.join(' ')} exited with ${code}`);
    process.exit(code);
  }
}

/** Installs the npm dependencies when they are missing or older than the lock file. */
export function ensureDependencies() {
  const modules = join(root, 'node_modules');
  const lock = join(root, 'package-lock.json');
  const stamp = join(modules, '.package-lock.json');
  // A checkout whose node_modules is a link to another checkout's shares that one's install: never reinstall under it.
  if (existsSync(modules) && lstatSync(modules).isSymbolicLink()) return;
  const fresh = existsSync(stamp) && existsSync(lock) && statSync(stamp).mtimeMs >= statSync(lock).mtimeMs;
  if (existsSync(modules) && fresh) return;
  console.log('→ Installing dependencies…');
  // `npm ci` installs exactly the lock file; some npm set-ups write lock files that `npm ci`
  // then refuses (platform-only optional packages left out), so fall back to `npm install`.
  if (existsSync(lock) && run('npm', ['ci', '--no-audit', '--no-fund']) === 0) return;
  must('npm', ['install', '--no-audit', '--no-fund']);
}

/** What goes into the production build: the build is current when dist/ is newer than all of it. */
const BUILD_SOURCES = ['src', 'public', 'index.html', 'vite.config.ts', 'tsconfig.json', 'package-lock.json'];

/** Every file under `path` (or `path` itself), with its modification time; none when missing. */
function files(path) {
  if (!existsSync(path)) return [];
  const s = statSync(path);
  if (!s.isDirectory()) return [{ path, mtimeMs: s.mtimeMs }];
  return readdirSync(path).flatMap((name) => files(join(path, name)));
}

/**
 * Whether dist/ holds a whole build newer than every source that goes into it (a cheap walk of
 * modification times): `{ current: true }`, or `{ current: false, why }` in a few words.
 */
export function buildState() {
  const dist = join(root, 'dist');
  // A build that stopped half-way has no service worker: vite-plugin-pwa writes it last.
  if (!existsSync(join(dist, 'index.html')) || !existsSync(join(dist, 'sw.js'))) return { current: false, why: 'no finished build in dist/' };
  const built = Math.min(...files(dist).map((f) => f.mtimeMs));
  const newest = BUILD_SOURCES.flatMap((s) => files(join(root, s))).reduce((a, f) => (f.mtimeMs > a.mtimeMs ? f : a), { path: '', mtimeMs: 0 });
  if (newest.mtimeMs >= built) return { current: false, why: `${relative(root, newest.path)} changed since the last build` };
  return { current: true };
}

function which(name) {
  try {
    return execFileSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).trim() || null;
  } catch {
    return null;
  }
}

function aptInstall(packages, why) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const apt = (args) => (isRoot ? run('apt-get', args, { env }) : run('sudo', ['-n', 'apt-get', ...args], { env }));
  console.log(`→ ${why}: installing Debian's ${packages.join(', ')}…`);
  if (apt(['install', '-y', '-q', ...packages]) === 0) return true;
  // The package lists may be missing or old (a fresh machine): update them once, then try again.
  apt(['update', '-q']);
  return apt(['install', '-y', '-q', ...packages]) === 0;
}

function firstExisting(paths) {
  return paths.find((p) => p && existsSync(p)) ?? null;
}

/** Finds a Chromium for the browser tests, installing Debian's package when it is missing. */
export function ensureChromium() {
  const candidates = [
    process.env.CHROMIUM_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    which('chromium'),
    which('chromium-browser'),
    which('google-chrome'),
  ];
  const found = firstExisting(candidates);
  if (found) return found;
  if (!aptInstall(['chromium'], 'Chromium is missing')) {
    console.error('✗ Could not install Chromium (apt-get needs root, or sudo without a password). Install it (apt-get install chromium) or set CHROMIUM_PATH.');
    process.exit(1);
  }
  const after = firstExisting(['/usr/bin/chromium', '/usr/bin/chromium-browser']);
  if (!after) {
    console.error('✗ Chromium was installed but not found. Set CHROMIUM_PATH.');
    process.exit(1);
  }
  return after;
}

/**
 * The other two engines of the browser tests: Firefox (Debian's firefox-esr, driven over
 * WebDriver BiDi) and WebKit (WebKitGTK's WebKitWebDriver from webkit2gtk-driver, on a
 * virtual display from xvfb). Installs what is missing; without them, says how to get them.
 */
export function ensureOtherEngines(engines = ['firefox', 'webkit']) {
  const needed = [
    { engine: 'firefox', pkg: 'firefox-esr', has: () => firstExisting([process.env.FIREFOX_PATH, '/usr/bin/firefox-esr', '/usr/bin/firefox']) },
    {
      engine: 'webkit',
      pkg: 'webkit2gtk-driver',
      has: () => firstExisting([process.env.WEBKIT_DRIVER_PATH, '/usr/bin/WebKitWebDriver', which('WebKitWebDriver')]),
    },
    { engine: 'webkit', pkg: 'xvfb', has: () => firstExisting(['/usr/bin/Xvfb', which('Xvfb')]) },
  ].filter((n) => engines.includes(n.engine));
  const missing = needed.filter((n) => !n.has()).map((n) => n.pkg);
  if (!missing.length) return;
  if (!aptInstall(missing, 'Firefox and WebKit for the browser tests are missing') || needed.some((n) => !n.has())) {
    console.error(
      `✗ Could not install ${missing.join(', ')} (apt-get needs root, or sudo without a password). ` +
        `Install them (apt-get install ${missing.join(' ')}), or run only Chromium: E2E_ENGINES=chromium npm test.`,
    );
    process.exit(1);
  }
}

/** The first free TCP port from `start` on the loopback interface. */
export async function freePort(start) {
  for (let port = start; port < start + 100; port++) {
    const ok = await new Promise((resolve) => {
      const srv = createServer();
      srv.once('error', () => resolve(false));
      srv.listen(port, '127.0.0.1', () => srv.close(() => resolve(true)));
    });
    if (ok) return port;
  }
  throw new Error(`no free port from ${start}`);
}

/** Chromium's switches for the bench's headless browsers: no sandbox, no GPU, nothing fetched on the side. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];
