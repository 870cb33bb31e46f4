import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { buildGameFile, parseGameFile } from '@/db/transfer';
import { SNAPSHOT_EVERY, makeChartAccess, replayLog } from '@/engine';
import type { GameModule, RulesContext } from '@/engine/types';
import { armir } from '@/games/armir';
import { counter } from '../stores/counter';

const find = (id: string) => (id === 'counter' ? (counter as GameModule) : undefined);
const ctxFor = (m: GameModule): RulesContext => ({ settings: { double: false }, charts: makeChartAccess(m.charts, []) });
const parse = (text: string) => parseGameFile(text, find, ctxFor);

function file(over: Record<string, unknown> = {}): string {
  return JSON.stringify({
    kind: 'aiutante-game',
    version: 1,
    game: { moduleId: 'counter', name: 'Sabato', setup: { scenario: 'short', options: { start: 2 }, sideNames: { a: 'Anna' } }, createdAt: 1, updatedAt: 2 },
    events: [
      { type: 'counter/add', payload: { n: 3 }, at: 10 },
      { type: 'core/next-phase', at: 11 },
    ],
    head: 2,
    ...over,
  });
}

const errorKey = (text: string) => {
  const r = parse(text);
  return r.ok ? 'ok' : r.error.key;
};

describe('game file import checks', () => {
  it('accepts a good file', () => {
    const r = parse(file());
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.game.name).toBe('Sabato');
    expect(r.game.head).toBe(2);
    expect(r.game.events.map((e) => e.event.type)).toEqual(['counter/add', 'core/next-phase']);
  });

  it('refuses truncated JSON, empty text, {} and a chart pack, each in words', () => {
    expect(errorKey(file().slice(0, 40))).toBe('stores.import.notJson');
    expect(errorKey('')).toBe('stores.import.empty');
    expect(errorKey('{}')).toBe('stores.import.notAGame');
    expect(errorKey('[1,2]')).toBe('stores.import.notAGame');
    expect(errorKey(JSON.stringify({ kind: 'aiutante-chart-pack', version: 1, charts: [] }))).toBe('stores.import.chartPack');
  });

  it('refuses another version, an unknown game or scenario', () => {
    const r = parse(file({ version: 99 }));
    expect(r).toEqual({ ok: false, error: { key: 'stores.import.version', params: { version: '99', supported: 1 } } });
    expect(errorKey(file({ game: { moduleId: 'chess', name: 'x', setup: { scenario: 'short', options: {}, sideNames: {} } } }))).toBe(
      'stores.import.unknownModule',
    );
    expect(errorKey(file({ game: { moduleId: 'counter', name: 'x', setup: { scenario: 'marathon', options: {}, sideNames: {} } } }))).toBe(
      'stores.import.unknownScenario',
    );
    expect(errorKey(file({ game: { moduleId: 'counter', name: 'x', setup: { scenario: 'short', options: { start: {} }, sideNames: {} } } }))).toBe(
      'stores.import.malformed',
    );
  });

  it('refuses an events list with garbage, naming the bad event', () => {
    expect(errorKey(file({ events: 'lots' }))).toBe('stores.import.eventsNotList');
    const r = parse(
      file({
        events: [
          { type: 'core/next-phase', at: 1 },
          { type: 7, at: 2 },
        ],
      }),
    );
    expect(r).toEqual({ ok: false, error: { key: 'stores.import.badEvent', params: { index: 2 } } });
    expect(errorKey(file({ events: [{ type: 'core/note', at: 'yesterday' }] }))).toBe('stores.import.badEvent');
    expect(errorKey(file({ events: [null] }))).toBe('stores.import.badEvent');
  });

  it('refuses a head outside the log or not an integer', () => {
    expect(errorKey(file({ head: 3 }))).toBe('stores.import.badHead');
    expect(errorKey(file({ head: -1 }))).toBe('stores.import.badHead');
    expect(errorKey(file({ head: 1.5 }))).toBe('stores.import.badHead');
  });

  it('replays the log to prove it applies: an event the module rejects refuses the file', () => {
    const r = parse(
      file({
        events: [
          { type: 'core/next-phase', at: 1 },
          { type: 'counter/boom', at: 2 },
        ],
        head: 2,
      }),
    );
    expect(r).toEqual({
      ok: false,
      error: { key: 'stores.import.replayFailed', params: { index: 2, type: 'counter/boom', message: 'boom' } },
    });
  });

  it('computes snapshots every SNAPSHOT_EVERY events while replaying', () => {
    const events = Array.from({ length: 2 * SNAPSHOT_EVERY + 5 }, (_, i) => ({ type: 'counter/add', payload: { n: 1 }, at: i }));
    const r = parse(file({ events, head: events.length }));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.game.snapshots.map((s) => s.seq)).toEqual([SNAPSHOT_EVERY, 2 * SNAPSHOT_EVERY]);
    expect((r.game.snapshots[1].state as { count: number }).count).toBe(2 + 2 * SNAPSHOT_EVERY);
  });

  it('round-trips what buildGameFile writes, batches included', () => {
    const text = buildGameFile(
      {
        id: 'x',
        moduleId: 'counter',
        name: 'N',
        setup: { scenario: 'long', options: { start: 0 }, sideNames: {} },
        sideNames: {},
        head: 1,
        createdAt: 1,
        updatedAt: 2,
      },
      [
        { gameId: 'x', seq: 0, event: { type: 'counter/add', payload: { n: 1 }, at: 5 }, batch: 0 },
        { gameId: 'x', seq: 1, event: { type: 'core/next-phase', at: 5 }, batch: 0 },
      ],
    );
    const r = parse(text);
    expect(r.ok && r.game.events.map((e) => e.batch)).toEqual([0, 0]);
    expect(errorKey(text.replace('"batches": [\n    0,\n    0\n  ]', '"batches": [0, 5]'))).toBe('stores.import.malformed');
  });
});

describe('every event of a file is checked against its schema', () => {
  it('an event whose payload does not fit its type refuses the file, naming it, in the words of its check', () => {
    const r = parse(
      file({
        events: [
          { type: 'core/next-phase', at: 1 },
          { type: 'counter/add', payload: {}, at: 2 },
        ],
        head: 2,
      }),
    );
    expect(r).toMatchObject({
      ok: false,
      error: {
        key: 'stores.import.refusedEvent',
        params: { index: 2, type: 'counter/add', why: { key: 'engine.event.badPayload', params: { type: 'counter/add' } } },
      },
    });
    // In the redo tail too.
    expect(
      errorKey(
        file({
          events: [
            { type: 'counter/add', payload: { n: 1 }, at: 1 },
            { type: 'counter/nope', at: 2 },
          ],
          head: 1,
        }),
      ),
    ).toBe('stores.import.refusedEvent');
  });

  it('property: random and truncated payloads are refused or imported whole, never half', () => {
    const payload = fc.oneof(
      fc.constant(undefined),
      fc.constant({}),
      fc.record({ n: fc.oneof(fc.integer(), fc.double(), fc.string(), fc.constant(null)) }),
      fc.anything(),
    );
    fc.assert(
      fc.property(fc.array(payload, { maxLength: 8 }), (payloads) => {
        const events = payloads.map((p, i) => (p === undefined ? { type: 'counter/add', at: i } : { type: 'counter/add', payload: p, at: i }));
        const r = parse(file({ events, head: events.length }));
        const allGood = payloads.every(
          (p) =>
            typeof p === 'object' &&
            p !== null &&
            Object.keys(p).length === 1 &&
            Number.isInteger((p as { n?: unknown }).n) &&
            Math.abs((p as { n: number }).n) <= 1000,
        );
        expect(r.ok).toBe(allGood);
        if (!r.ok) expect(['stores.import.refusedEvent', 'stores.import.badEvent']).toContain(r.error.key);
      }),
    );
  });
});

describe("today's exported files", () => {
  it('an ARMIR game exported by the current release imports, with its head, batches and redo tail', () => {
    const text = readFileSync('tests/unit/db/fixtures/armir-game-v1.json', 'utf8');
    const m = armir as unknown as GameModule;
    const ctx = (): RulesContext => ({ settings: Object.fromEntries(m.interpretations.map((i) => [i.id, i.default])), charts: makeChartAccess(m.charts, []) });
    const r = parseGameFile(text, (id) => (id === 'armir' ? m : undefined), ctx);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.game.name).toBe('Sabato sera');
    expect(r.game.head).toBe(7);
    expect(r.game.events.map((e) => e.batch)).toEqual([0, 1, 2, 3, 3, 5, 6, 7]);
    expect(r.game.drafts).toEqual({});
    const state = replayLog(
      m,
      { seq: 0, state: m.setup(r.game.setup) },
      r.game.events.slice(0, 2).map((e) => e.event),
      ctx(),
    );
    expect(state.ok).toBe(true);
  });
});

describe('drafts in the game file', () => {
  const row = {
    id: 'x',
    moduleId: 'counter',
    name: 'N',
    setup: { scenario: 'short', options: { start: 0 }, sideNames: {} },
    sideNames: {},
    head: 0,
    createdAt: 1,
    updatedAt: 2,
  };

  it('are written when the game has some, and read back', () => {
    const drafts = { 'counter.calc': { cp: 12, roll: { faces: [3], source: 'app' } } };
    const text = buildGameFile(row, [], drafts);
    const r = parse(text);
    expect(r.ok && r.game.drafts).toEqual(drafts);
    expect(JSON.parse(buildGameFile(row, [])).drafts).toBeUndefined();
  });

  it('a file whose drafts are not a set of named values is refused', () => {
    expect(errorKey(file({ drafts: [1, 2] }))).toBe('stores.import.malformed');
    expect(errorKey(file({ drafts: 'x' }))).toBe('stores.import.malformed');
    expect(errorKey(file({ drafts: { '': 1 } }))).toBe('stores.import.malformed');
  });
});
