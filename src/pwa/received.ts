// Files the app receives: a game file or a pack shared to the installed app from the system's
// share sheet (the manifest's share_target: the service worker, public/receive-sw.js, keeps
// each file in Cache Storage and opens #/received), or opened with it on a computer (the
// manifest's file_handlers: the launch queue, kept in the same place here). The received screen
// says what each file is and offers its import through the app's own imports, which check
// everything. Loaded only when a file arrives.
import type { GameModule, Text } from '@/engine/types';

/** The cache the service worker keeps received files in (public/receive-sw.js names it too). */
export const RECEIVED_CACHE = 'aiutante-received';
/** A game file's kind (src/db/transfer.ts) and a chart pack's (src/engine/charts.ts), read here without their code. */
const GAME_FILE_KIND = 'aiutante-game';
const CHART_PACK_KIND = 'aiutante-chart-pack';

export interface ReceivedFile {
  /** Where it is kept (its cache entry's address). */
  key: string;
  /** The file's name as it came. */
  name: string;
  text: string;
}

/** What a received file is, in words, and which import takes it. */
export type ReceivedKind =
  | { kind: 'game'; moduleId: string; what: Text }
  | { kind: 'charts'; what: Text }
  | { kind: 'pack'; moduleId: string; action: string; field: string; what: Text }
  | { kind: 'unknown'; what: Text };

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/**
 * Recognises a received file among what the app writes: a game (its name, its game, how many
 * events), a chart pack (how many charts), or a pack of one of the games (`GameModule.packs`).
 * Only what the file says of itself is read here; its import checks everything.
 */
export function recognise(text: string, modules: readonly GameModule[]): ReceivedKind {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { kind: 'unknown', what: { key: 'app.received.unknown' } };
  }
  if (isRecord(raw) && raw.kind === GAME_FILE_KIND && isRecord(raw.game) && typeof raw.game.moduleId === 'string') {
    const moduleId = raw.game.moduleId;
    const module = modules.find((m) => m.id === moduleId);
    const name = typeof raw.game.name === 'string' ? raw.game.name : '';
    const count = Array.isArray(raw.events) ? raw.events.length : 0;
    return { kind: 'game', moduleId, what: { key: 'app.received.game', params: { name, game: module?.title ?? moduleId, count } } };
  }
  if (isRecord(raw) && raw.kind === CHART_PACK_KIND && Array.isArray(raw.charts)) {
    const ids = new Set(raw.charts.map((c) => (isRecord(c) ? c.chartId : undefined)));
    const module = modules.find((m) => m.charts.some((c) => ids.has(c.id)));
    const count = raw.charts.length;
    return {
      kind: 'charts',
      what: module ? { key: 'app.received.chartsOf', params: { game: module.title, count } } : { key: 'app.received.charts', params: { count } },
    };
  }
  for (const m of modules) {
    for (const p of m.packs ?? []) {
      const what = p.recognise(raw);
      if (what) return { kind: 'pack', moduleId: m.id, action: p.action, field: p.field, what };
    }
  }
  return { kind: 'unknown', what: { key: 'app.received.unknown' } };
}

const cacheStorage = (): CacheStorage | undefined => (typeof caches === 'undefined' ? undefined : caches);

/** The files received and not yet imported or set aside, oldest first. */
export async function listReceived(store = cacheStorage()): Promise<ReceivedFile[]> {
  if (!store) return [];
  const cache = await store.open(RECEIVED_CACHE);
  const out: ReceivedFile[] = [];
  for (const req of await cache.keys()) {
    const res = await cache.match(req);
    if (!res) continue;
    const name = decodeURIComponent(res.headers.get('x-file-name') ?? '') || req.url.split('/').pop() || '';
    out.push({ key: req.url, name, text: await res.text() });
  }
  return out;
}

/** Keeps files opened with the app (the launch queue) beside the shared ones. */
export async function keepReceived(
  files: { name: string; text: string }[],
  store = cacheStorage(),
  base = typeof location === 'undefined' ? 'http://localhost/' : location.href,
): Promise<void> {
  if (!store) return;
  const cache = await store.open(RECEIVED_CACHE);
  const stamp = Date.now();
  await Promise.all(
    files.map((f, i) =>
      cache.put(
        new URL(`received/${stamp}-${i}`, base).href,
        new Response(f.text, { headers: { 'content-type': 'application/json', 'x-file-name': encodeURIComponent(f.name) } }),
      ),
    ),
  );
}

/** Forgets a received file (imported, or set aside by the player). */
export async function forgetReceived(key: string, store = cacheStorage()): Promise<void> {
  if (!store) return;
  await (await store.open(RECEIVED_CACHE)).delete(key);
}

/** A file handle as the launch queue gives it (the File System Access API's). */
export interface LaunchFileHandle {
  kind?: string;
  getFile(): Promise<File>;
}

/**
 * Files opened with the installed app (the manifest's file_handlers): each one read and kept
 * as a shared one is; true when there was any to show.
 */
export async function receiveLaunch(handles: readonly LaunchFileHandle[], store = cacheStorage()): Promise<boolean> {
  const files: { name: string; text: string }[] = [];
  for (const h of handles) {
    if (h.kind !== undefined && h.kind !== 'file') continue;
    const file = await h.getFile();
    files.push({ name: file.name, text: await file.text() });
  }
  if (!files.length) return false;
  await keepReceived(files, store);
  return true;
}
