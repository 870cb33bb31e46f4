// The first screen of a launch is built a piece per task, under index.html's shell.
//
// Mounting a screen of Vue and Vuetify components is one task of the main thread, as long as
// the screen is big: on a phone the home screen's mount was the longest task of a first visit,
// a time in which a tap waits. While the launch builds its first screen (`buildInPieces`), a
// part of a screen that asks for it (`usePiece`) is drawn in a task of its own after the rest;
// the shell drawn by index.html stays over the app until every piece is in
// (`piecesBuilt`), so the player sees the finished screen at once, never a screen filling in.
// After the launch, and outside the app (tests), a piece is drawn at once with its screen.
import { nextTick, ref, watch, type Ref, type WatchSource } from 'vue';

/**
 * How a piece gets its task: the next task of the event loop; a piece left out of the first
 * screen, the browser's next idle time (a test may hold them).
 */
export const pieceTasks = {
  schedule: (task: () => void): void => void setTimeout(task, 0),
  idle: (task: () => void): void =>
    void (typeof requestIdleCallback === 'function' ? requestIdleCallback(() => task(), { timeout: 100 }) : setTimeout(task, 0)),
};

let building = false;
let pending = 0;
let waiting: (() => void)[] = [];
/** The pieces waiting for their task, in the order they are drawn. */
const queue: (() => void)[] = [];
/** The pieces asked for by the piece being drawn (its own parts), drawn next. */
let inner: (() => void)[] | null = null;
/** The pieces left out of the first screen (`wanted` said no), drawn once it is whole. */
let later: (() => void)[] = [];

/** The launch is building its first screen: pieces asked for now each get a task of their own. */
export function buildInPieces(): void {
  building = true;
}

/** Resolves once every piece asked for is drawn; from then on, pieces are drawn at once. */
export function piecesBuilt(): Promise<void> {
  const done = new Promise<void>((resolve) => waiting.push(resolve));
  settle();
  return done.then(() => {
    building = false;
    const left = later;
    later = [];
    for (const show of left) pieceTasks.idle(show);
  });
}

function settle(): void {
  if (pending > 0) return;
  const w = waiting;
  waiting = [];
  for (const resolve of w) resolve();
}

/** A piece's turn: each task draws the first piece waiting (a piece's own parts come first). */
function enqueue(draw: () => void): void {
  if (inner) inner.push(draw);
  else queue.push(draw);
  pieceTasks.schedule(() => queue.shift()?.());
}

/**
 * Whether this part of the screen is to be drawn yet: at once, except while the launch builds
 * its first screen, when it becomes true in a task of its own (each piece one task, in the
 * order asked, the parts a piece asks for as it is drawn right after it; with `after`, once
 * that has settled). With `wanted`, asked when its turn comes: a piece no longer wanted then
 * (what is already drawn fills the screen) is left out of the first screen and drawn once
 * that is whole, when the browser is idle.
 */
export function usePiece(after?: Promise<unknown>, wanted?: () => boolean): Ref<boolean> {
  if (!building) return ref(true);
  const shown = ref(false);
  pending++;
  const done = () => {
    pending--;
    settle();
  };
  const draw = () => {
    if (wanted && !wanted()) {
      later.push(() => (shown.value = true));
      done();
      return;
    }
    const parts: (() => void)[] = [];
    inner = parts;
    shown.value = true;
    void nextTick().then(() => {
      inner = null;
      queue.unshift(...parts);
      done();
    });
  };
  if (!after) enqueue(draw);
  // A piece that shows what is being read (the saved games) waits for it, so the shell's
  // stand-in is not replaced by a loading ring and then by the list; for two seconds at most,
  // so a storage that never answers still gets the app's own words on screen.
  else void Promise.race([after.catch(() => undefined), new Promise((resolve) => setTimeout(resolve, READ_AT_MOST))]).then(() => enqueue(draw));
  return shown;
}

/** How long a piece waits for what it shows before it is drawn anyway (its own ring then). */
export const READ_AT_MOST = 2000;

/**
 * Whether an overlay (a dialog, a notice, a sheet) is to be built: false until `shown` is first
 * truthy, then true for good, so that a launch that never shows it never builds it, and once
 * built it closes with its transition. (Written synchronously, so the overlay is built in the
 * same render that shows it.)
 */
export function useBuiltWhenShown(shown: WatchSource<unknown>): Ref<boolean> {
  const built = ref(false);
  watch(shown, (v) => v && (built.value = true), { immediate: true, flush: 'sync' });
  return built;
}
