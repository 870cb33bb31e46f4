// How a launch picks up where the player left: the first screen drawn by index.html before any
// script has run (language, theme, which screen), kept in step here in localStorage, and the
// screen the app reopens (the last game, when the player left from a game).
import type { Router } from 'vue-router';

/** What index.html reads before the first paint (its inline script, `aiutante.shell`). */
export interface ShellState {
  /** The player's language setting ('auto' follows the browser). */
  lang?: 'it' | 'en' | 'auto';
  /** The player's theme setting ('system' follows the device). */
  theme?: 'light' | 'dark' | 'system';
  /** How many saved games the home screen listed last (0: the shell draws the empty home). */
  games?: number;
  /** The game screen the player was on when they left (reopened on launch), or none. */
  last?: string;
  /** That game's name, for the shell's bar. */
  lastName?: string;
  /** That game's module (its messages come first when it is reopened). */
  lastModule?: string;
  /** The browser's last answer to navigator.storage.persisted(): true hides the keep-your-games notice. */
  kept?: boolean;
}

export const SHELL_KEY = 'aiutante.shell';

export function readShell(): ShellState {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(SHELL_KEY) ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as ShellState) : {};
  } catch {
    return {};
  }
}

/** Merges a change into the stored state (a key set to undefined is removed). */
export function writeShell(patch: ShellState): void {
  try {
    const next: ShellState = { ...readShell(), ...patch };
    for (const k of Object.keys(next) as (keyof ShellState)[]) if (next[k] === undefined) delete next[k];
    localStorage.setItem(SHELL_KEY, JSON.stringify(next));
  } catch {
    // No localStorage (a locked-down private window): the shell falls back to the browser's
    // language, the system theme and the empty home; nothing else depends on it.
  }
}

/**
 * The screen to reopen: the game the player left from, when the app is launched at its start
 * address (the manifest's, with no #…); a link to a screen (#/ for home, #/game/…) opens it.
 */
export function screenToReopen(hash = typeof location !== 'undefined' ? location.hash : ''): string | null {
  if (hash !== '' && hash !== '#') return null;
  const last = readShell().last;
  return typeof last === 'string' && last.startsWith('/game/') ? last : null;
}

/** Remembers the screen the player is on: a game is reopened at the next launch, home is not. */
export function rememberScreen(router: Router): void {
  router.afterEach((to, _from, failure) => {
    if (failure) return;
    if (to.name === 'game') writeShell({ last: to.fullPath });
    else if (to.name === 'home') writeShell({ last: undefined, lastName: undefined, lastModule: undefined });
  });
}

/**
 * The build's stylesheets come as preloads so they never hold back the first paint (the shell
 * has its own CSS inline); they are applied here, in order, one per task (each one's matching
 * is its own piece of work, not one long task), before the app mounts over the shell.
 *
 * All of them become stylesheets at once, switched off (`media="not all"`), and are switched
 * on one by one: a lazily loaded screen (the game reopened on launch) that shares a
 * stylesheet then finds it in the page and does not add it a second time after the app's
 * own rules, where Vuetify's defaults would undo them (upper-case buttons).
 */
export async function applyStylesheets(): Promise<void> {
  const links = [...document.querySelectorAll<HTMLLinkElement>('link[data-app-css]')];
  const loaded = links.map((link) => {
    if (link.rel === 'stylesheet') return Promise.resolve();
    const done = new Promise<void>((resolve) => {
      link.addEventListener('load', () => resolve(), { once: true });
      link.addEventListener('error', () => resolve(), { once: true });
    });
    link.media = 'not all';
    link.rel = 'stylesheet';
    return done;
  });
  for (let i = 0; i < links.length; i++) {
    await loaded[i];
    links[i]!.removeAttribute('media');
    await new Promise<void>((resolve) => setTimeout(resolve, 0));
  }
}

/**
 * A step of the launch, as a performance mark (`aiutante:<step>`, the time since the page's
 * navigation began): the restart bench (scripts/bench-restart.mjs) prints where a relaunch
 * spends its time, and a browser's performance panel shows the same marks.
 */
export function markLaunch(step: string): void {
  try {
    performance.mark(`aiutante:${step}`);
  } catch {
    // No User Timing (an old engine): the marks are only for measuring.
  }
}

/** The id of the game in a screen to reopen (`/game/<id>`), or null. */
export function reopenedGameId(screen: string | null): string | null {
  const m = screen?.match(/^\/game\/([^/?#]+)/);
  return m ? decodeURIComponent(m[1]!) : null;
}

let drawn: () => void = () => undefined;
const firstScreen = new Promise<void>((resolve) => (drawn = resolve));

/** The first screen is on screen (a reopened game's screen calls it once it has painted). */
export function firstScreenDrawn(): void {
  drawn();
}

/**
 * Runs `work` once the first screen is drawn — or after `atMost` ms, should it never be (a game
 * that cannot be opened) — so what the first screen does not need (the other games' rules and
 * messages) does not compete with it for the processor.
 */
export function afterFirstScreen(work: () => void, atMost = 3000): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    // When the browser is idle: the player's first tap on the drawn screen comes before it.
    whenIdle(work, 2000);
  };
  void firstScreen.then(run);
  setTimeout(run, atMost);
}

/**
 * Runs `work` when the browser is next idle (a tap or a frame waiting comes first), or after
 * `atMost` ms whatever happens; where there is no idle callback (Safari), in the next task.
 * Returns a cancel.
 */
export function whenIdle(work: () => void, atMost: number): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(() => work(), { timeout: atMost });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(work, 0);
  return () => clearTimeout(id);
}

/** The launch queue of an installed app opened with a file (the manifest's file_handlers). */
export interface LaunchQueueLike {
  setConsumer(consumer: (params: { files?: readonly unknown[] }) => void): void;
}

/**
 * A file opened with the installed app (on a computer: "Open with Aiutante"): kept beside the
 * files shared to it, then the received screen says what it is and offers its import. The code
 * that reads it is fetched only then (src/pwa/received.ts).
 */
export function openLaunchedFiles(
  router: Router,
  queue: LaunchQueueLike | undefined = (globalThis as { launchQueue?: LaunchQueueLike }).launchQueue,
  receive: (files: readonly unknown[]) => Promise<boolean> = (files) =>
    import('./received').then((m) => m.receiveLaunch(files as Parameters<typeof m.receiveLaunch>[0])),
): void {
  queue?.setConsumer((params) => {
    if (!params.files?.length) return;
    void receive(params.files)
      .then((any) => (any ? router.push({ name: 'received', query: { at: String(Date.now()) } }) : undefined))
      .catch(() => undefined);
  });
}
