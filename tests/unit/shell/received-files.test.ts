// The installed app as a target for shared game files and packs (issue 33, point 6): a file
// shared to it (the share sheet's POST, kept by the service worker) or opened with it (the
// launch queue) is recognised — "Partita «Don» di ARMIR, 43 eventi", "Pacchetto di carte
// esercito di War to Axis, 14 carte" — and its import offered (src/pwa/received.ts).
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { catalog, loadModules, modules } from '@/engine/registry';
import { keepReceived, listReceived, forgetReceived, receiveLaunch, recognise } from '@/pwa/received';
import { openLaunchedFiles, type LaunchQueueLike } from '@/pwa/launch';
import { createLangI18n, ensureLocale, makeTx, setLocale } from '@/i18n';
import { CHART_PACK_KIND } from '@/engine/charts';
import { GAME_FILE_KIND } from '@/db/transfer';

/** Cache Storage as the service worker and the app share it, in memory. */
function memoryCaches(): CacheStorage {
  const caches = new Map<string, Map<string, Response>>();
  const urlOf = (r: RequestInfo | URL) => (typeof r === 'string' ? r : r instanceof URL ? r.href : r.url);
  const open = async (name: string) => {
    const m = caches.get(name) ?? new Map<string, Response>();
    caches.set(name, m);
    return {
      put: async (r: RequestInfo | URL, res: Response) => void m.set(urlOf(r), res),
      keys: async () => [...m.keys()].map((u) => new Request(u)),
      match: async (r: RequestInfo | URL) => m.get(urlOf(r))?.clone(),
      delete: async (r: RequestInfo | URL) => m.delete(urlOf(r)),
    } as unknown as Cache;
  };
  return { open } as unknown as CacheStorage;
}

const game = (moduleId: string, name: string, events: number) =>
  JSON.stringify({
    kind: GAME_FILE_KIND,
    version: 1,
    game: { moduleId, name, setup: {}, createdAt: 0, updatedAt: 0 },
    events: Array.from({ length: events }, (_, i) => ({ type: 'core/note', at: i })),
    head: events,
  });

describe('A received file says what it is', () => {
  beforeAll(() => loadModules());

  it('a game file: its name, its game and how many events it holds', () => {
    const r = recognise(game('armir', 'Don', 43), modules);
    expect(r.kind).toBe('game');
    expect(r.kind === 'game' && r.moduleId).toBe('armir');
    expect(r.what).toEqual({ key: 'app.received.game', params: { name: 'Don', game: { key: 'armir.title' }, count: 43 } });
  });

  it('a game of a game this version does not know is still named (its import then says why not)', () => {
    const r = recognise(game('nope', 'X', 2), modules);
    expect(r.kind).toBe('game');
    expect(r.what.params?.game).toBe('nope');
  });

  it('a chart pack: its game (from the charts it holds) and how many charts', () => {
    const chart = modules.find((m) => m.charts.length)!;
    const r = recognise(JSON.stringify({ kind: CHART_PACK_KIND, version: 1, charts: [{ chartId: chart.charts[0]!.id, columns: [], cells: {} }] }), modules);
    expect(r).toEqual({ kind: 'charts', what: { key: 'app.received.chartsOf', params: { game: chart.title, count: 1 } } });
  });

  it('a War to Axis pack of army cards (2.5): its cards counted, imported by the cards’ own action', () => {
    const r = recognise(JSON.stringify({ format: 'aiutante-war-to-axis-army-cards', version: 1, cards: Array.from({ length: 14 }, () => ({})) }), modules);
    expect(r).toEqual({ kind: 'pack', moduleId: 'wta', action: 'wta.cards.add', field: 'pack', what: { key: 'wta.books.pack.received', params: { n: 14 } } });
  });

  it('a Blocks in the East roster pack (3.11) and centres pack (3.6)', () => {
    const roster = recognise(JSON.stringify({ kind: 'aiutante-bite-roster', version: 1, blocks: [{}, {}, {}] }), modules);
    expect(roster).toMatchObject({ kind: 'pack', moduleId: 'bite', action: 'bite.roster.import', field: 'pack', what: { params: { n: 3 } } });
    const centres = recognise(JSON.stringify({ kind: 'aiutante-bite-centres', version: 1, centres: [{}] }), modules);
    expect(centres).toMatchObject({ kind: 'pack', moduleId: 'bite', action: 'bite.centres.import', field: 'text', what: { params: { n: 1 } } });
  });

  it('anything else is said to be neither a game nor a pack', () => {
    for (const text of ['not json', '{}', '[1,2]', JSON.stringify({ kind: 'aiutante-game' }), JSON.stringify({ format: 'other', cards: [] })])
      expect(recognise(text, modules)).toEqual({ kind: 'unknown', what: { key: 'app.received.unknown' } });
  });

  it('reads in both languages as the players read it, one and many', async () => {
    const i18n = await createLangI18n(catalog, 'it');
    await ensureLocale(i18n, 'en');
    const g = i18n.global as unknown as { t: (k: string, n: Record<string, unknown>, p?: number) => string };
    const tx = makeTx((k, n, p) => (p === undefined ? g.t(k, n) : g.t(k, n, p)));
    const what = (text: string) => tx(recognise(text, modules).what);
    const cards = (n: number) => JSON.stringify({ format: 'aiutante-war-to-axis-army-cards', version: 1, cards: Array.from({ length: n }, () => ({})) });
    setLocale(i18n, 'it');
    expect(what(game('armir', 'Don', 43))).toBe('Partita «Don» di ARMIR – Operacija Malyj Saturn, 43 eventi');
    expect(what(game('armir', 'Don', 1))).toBe('Partita «Don» di ARMIR – Operacija Malyj Saturn, 1 evento');
    expect(what(cards(14))).toBe('Pacchetto di carte esercito di War to Axis, 14 carte');
    expect(what(cards(1))).toBe('Pacchetto di carte esercito di War to Axis, 1 carta');
    setLocale(i18n, 'en');
    expect(what(game('armir', 'Don', 43))).toBe('Game “Don” of ARMIR – Operation Little Saturn, 43 events');
    expect(what(cards(1))).toBe('War to Axis army-card pack, 1 card');
  });
});

describe('A file opened with the installed app (file handlers, the launch queue)', () => {
  it('is kept beside the shared ones, by its name, and forgotten once imported or set aside', async () => {
    const store = memoryCaches();
    const handle = { kind: 'file', getFile: async () => new File([game('armir', 'Don', 2)], 'Don.aiutante.json', { type: 'application/json' }) };
    expect(await receiveLaunch([handle], store)).toBe(true);
    await keepReceived([{ name: 'other.json', text: '{}' }], store);
    const got = await listReceived(store);
    expect(got.map((f) => f.name)).toEqual(['Don.aiutante.json', 'other.json']);
    expect(got[0]!.text).toBe(game('armir', 'Don', 2));
    await forgetReceived(got[0]!.key, store);
    expect((await listReceived(store)).map((f) => f.name)).toEqual(['other.json']);
  });

  it('a folder, or no file, offers nothing', async () => {
    const store = memoryCaches();
    expect(await receiveLaunch([{ kind: 'directory', getFile: () => Promise.reject(new Error('a folder')) }], store)).toBe(false);
    expect(await listReceived(store)).toEqual([]);
  });

  it('opens the received screen once the files are kept; a launch without files changes nothing', async () => {
    let consumer: Parameters<LaunchQueueLike['setConsumer']>[0] = () => undefined;
    const queue: LaunchQueueLike = { setConsumer: (c) => void (consumer = c) };
    const push = vi.fn(() => Promise.resolve());
    const receive = vi.fn(() => Promise.resolve(true));
    openLaunchedFiles({ push } as never, queue, receive);
    consumer({ files: [] });
    consumer({});
    await Promise.resolve();
    expect(receive).not.toHaveBeenCalled();
    const handle = { kind: 'file' };
    consumer({ files: [handle] });
    await vi.waitFor(() => expect(push).toHaveBeenCalledTimes(1));
    expect(receive).toHaveBeenCalledWith([handle]);
    expect(push.mock.calls[0]).toEqual([expect.objectContaining({ name: 'received' })]);
  });

  it('without a launch queue (a browser tab, not the installed app), nothing is set up', () => {
    expect(() => openLaunchedFiles({ push: vi.fn() } as never, undefined)).not.toThrow();
  });
});
