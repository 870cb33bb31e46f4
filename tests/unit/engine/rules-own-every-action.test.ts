// The rules own every action: an event the rules forbid in the state it meets never enters a
// game's log, wherever it comes from (a tap, a file), and the journal never shows an action that
// did nothing; every roll is on the record, and stays there through take-backs and undos.
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { Session, carriedRolls, makeChartAccess, replayLog, rollsBatchStart, rollsOnRecord, type GameModule, type RulesContext } from '@/engine';
import { ruledBook } from './ruled-counter';
import { defineEvent, eventBook } from '@/engine/events';
import type { GameEvent } from '@/engine/types';
import { buildGameFile, checkedFromOf, parseGameFile } from '@/db/transfer';
import type { EventRow, GameRow } from '@/db/schema';
import { counter, type CounterState } from '../stores/counter';
import { MemoryGameRepository } from './memory-repository';

// The counter, with a rule: it may be added to only in its first phase ("rule 1.2"), and a
// tally of nothing is an action that changes nothing.
const def = defineEvent<CounterState>();
const book = ruledBook;
const ruled: GameModule<CounterState> = { ...counter, reduce: book.reduce, check: book.check, describe: book.describe, legal: book.legal, inert: book.inert };
const ctx: RulesContext = { settings: {}, charts: makeChartAccess(counter.charts, []) };
const setup = { scenario: 'short', options: {}, sideNames: { a: 'Anna', b: 'Bruno' } };
const add = (n: number, at = 1): GameEvent => ({ type: 'counter/add', payload: { n }, at });
const next = (at = 1): GameEvent => ({ type: 'core/next-phase', at });

const d6 = { kind: 'numbered' as const, sides: 6 };
const rollOf = (question: string, faces: number[], key = 'calc'): GameEvent => ({
  type: 'core/roll',
  at: 1,
  payload: { spec: { dice: faces.map(() => d6), label: { key: 'counter.roll' } }, rolled: { faces, source: 'app' }, of: { key, question } },
});
const voidOf = (question: string, faces: number[], key = 'calc'): GameEvent => ({
  type: 'core/roll-void',
  at: 1,
  payload: { spec: { dice: faces.map(() => d6), label: { key: 'counter.roll' } }, faces, of: { key, question }, why: 'takeBack' },
});

function world() {
  const repo = new MemoryGameRepository();
  repo.create('g', 'counter', setup);
  let clock = 5000;
  const session = new Session({
    repo,
    findModule: (id) => (id === 'counter' ? (ruled as GameModule) : undefined),
    context: () => ({ ctx, key: 'k' }),
    now: () => ++clock,
  });
  return { repo, session };
}

describe('the rules at the door (EventDef.allowed, replayLog with rules)', () => {
  it('an event the rules allow goes in; one they forbid is refused in words with its rule, the state as it was', () => {
    const s0 = ruled.setup(setup);
    expect(replayLog(ruled, { seq: 0, state: s0 }, [add(2)], ctx, undefined, { from: 0 })).toMatchObject({ ok: true, state: { count: 2 } });
    const r = replayLog(ruled, { seq: 0, state: s0 }, [add(2), next(), add(3)], ctx, undefined, { from: 0 });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.failure).toMatchObject({ seq: 2, type: 'counter/add', cause: 'rules' });
    expect(r.failure.error).toEqual({ key: 'engine.event.refusedRule', params: { type: 'counter/add', why: { key: 'counter.onlyFirstPhase' }, rule: '1.2' } });
    expect(r.state).toMatchObject({ count: 2, phase: 1 });
  });

  it('an action that changes nothing is refused ("changes nothing"); a note or a roll, inert by design, goes in', () => {
    const s0 = ruled.setup(setup);
    const r = replayLog(ruled, { seq: 0, state: s0 }, [add(0)], ctx, undefined, { from: 0 });
    expect(r.ok ? null : r.failure.error).toEqual({ key: 'engine.event.noEffect', params: { type: 'counter/add' } });
    const note: GameEvent = { type: 'core/note', at: 1, payload: { text: 'ok' } };
    expect(replayLog(ruled, { seq: 0, state: s0 }, [note, rollOf('roll', [6]), voidOf('roll', [6])], ctx, undefined, { from: 0 }).ok).toBe(true);
  });

  it('an event inert for some payloads only (a radio contact that failed) is journaled then, and refused as changing nothing otherwise', () => {
    const radio = eventBook<CounterState>([
      def({
        type: 'counter/radio',
        schema: v.strictObject({ contact: v.boolean() }),
        inert: (p) => !p.contact,
        reduce: (s) => s,
        describe: () => ({ text: { key: 'counter.event' }, category: 'roll' }),
      }),
    ]);
    const m: GameModule<CounterState> = { ...ruled, reduce: radio.reduce, check: radio.check, legal: radio.legal, inert: radio.inert };
    const s0 = m.setup(setup);
    const call = (contact: boolean): GameEvent => ({ type: 'counter/radio', at: 1, payload: { contact } });
    expect(replayLog(m, { seq: 0, state: s0 }, [call(false)], ctx, undefined, { from: 0 }).ok).toBe(true);
    expect(replayLog(m, { seq: 0, state: s0 }, [call(true)], ctx, undefined, { from: 0 }).ok).toBe(false);
  });

  it('without rules (a log read back from the device), only the schema is asked, as before', () => {
    const s0 = ruled.setup(setup);
    expect(replayLog(ruled, { seq: 0, state: s0 }, [next(), add(3)], ctx).ok).toBe(true);
  });

  it('rules from a seq on: the events before it are taken as they were written', () => {
    const s0 = ruled.setup(setup);
    expect(replayLog(ruled, { seq: 0, state: s0 }, [next(), add(3), add(1)], ctx, undefined, { from: 2 }).ok).toBe(false);
    expect(replayLog(ruled, { seq: 0, state: s0 }, [next(), add(3), next(), add(1)], ctx, undefined, { from: 2 }).ok).toBe(true);
  });

  it('waived (a file from an app that did not ask the rules): applied as it was, each refusal counted', () => {
    const s0 = ruled.setup(setup);
    const r = replayLog(ruled, { seq: 0, state: s0 }, [next(), add(3), next(), add(0)], ctx, undefined, { from: 0, waive: true });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.state).toMatchObject({ count: 3 });
    expect(r.waived.map((f) => [f.seq, f.error.key])).toEqual([
      [1, 'engine.event.refusedRule'],
      [3, 'engine.event.noEffect'],
    ]);
  });

  it('a tap the rules forbid is refused by the session: nothing written, the words kept', async () => {
    const { repo, session } = world();
    await session.open('g');
    await session.append([{ type: 'core/next-phase' }]);
    await expect(session.append([{ type: 'counter/add', payload: { n: 3 } }])).rejects.toThrow();
    expect(session.error).toMatchObject({ key: 'engine.event.refusedRule', params: { rule: '1.2' } });
    expect(repo.logs.get('g')!.map((e) => e.event.type)).toEqual(['core/next-phase']);
    expect(session.journal()).toHaveLength(1);
  });
});

describe('a game file and the rules', () => {
  const row = (head: number): GameRow => ({ id: 'g', moduleId: 'counter', name: 'Sera', setup, sideNames: setup.sideNames, head, createdAt: 1, updatedAt: 1 });
  const rows = (events: GameEvent[]): EventRow[] => events.map((event, seq) => ({ gameId: 'g', seq, event, batch: seq }));
  const find = (id: string) => (id === 'counter' ? (ruled as GameModule) : undefined);

  it('an exported game says from where the rules hold (0 for a game played under them)', () => {
    const events = [add(2), next(), next(), add(1)];
    expect(checkedFromOf(ruled as GameModule, setup, events, ctx)).toBe(0);
    const text = buildGameFile(row(4), rows(events), {}, 0);
    expect(JSON.parse(text)).toMatchObject({ checkedFrom: 0 });
    expect(parseGameFile(text, find, () => ctx)).toMatchObject({ ok: true, game: { waived: 0 } });
  });

  it('a game played before the rules owned every action exports the seq after its last refused event', () => {
    expect(checkedFromOf(ruled as GameModule, setup, [next(), add(3), next(), add(1)], ctx)).toBe(2);
  });

  it('a file holding an event the rules forbid is refused, naming the event and the rule; nothing is imported', () => {
    const text = buildGameFile(row(3), rows([add(2), next(), add(3)]), {}, 0);
    const r = parseGameFile(text, find, () => ctx);
    expect(r).toEqual({
      ok: false,
      error: {
        key: 'stores.import.refusedEvent',
        params: {
          index: 3,
          type: 'counter/add',
          why: { key: 'engine.event.refusedRule', params: { type: 'counter/add', why: { key: 'counter.onlyFirstPhase' }, rule: '1.2' } },
        },
      },
    });
  });

  it('a file from before (no checkedFrom) opens as it was, the events the rules refuse counted', () => {
    const file = JSON.parse(buildGameFile(row(3), rows([add(2), next(), add(3)]))) as Record<string, unknown>;
    expect(file.checkedFrom).toBeUndefined();
    expect(parseGameFile(JSON.stringify(file), find, () => ctx)).toMatchObject({ ok: true, game: { waived: 1 } });
  });

  it('a checkedFrom that is not a seq of the log is refused as malformed', () => {
    const file = JSON.parse(buildGameFile(row(1), rows([add(2)]), {}, 0)) as Record<string, unknown>;
    for (const bad of [-1, 2, 0.5, '0']) {
      expect(parseGameFile(JSON.stringify({ ...file, checkedFrom: bad }), find, () => ctx)).toEqual({
        ok: false,
        error: { key: 'stores.import.malformed', params: { what: 'checkedFrom' } },
      });
    }
  });
});

describe('every roll on the record', () => {
  const entries = (events: GameEvent[]) => events.map((event, seq) => ({ seq, event, batch: seq }));

  it('the rolls at the end of the log: what was rolled and not applied, and what was set aside', () => {
    const log = entries([add(1), rollOf('a', [6]), rollOf('b', [2, 3]), voidOf('b', [2, 3]), rollOf('x', [1], 'other')]);
    const r = rollsOnRecord(log, log.length, 'calc');
    expect([...r.outstanding.entries()]).toEqual([['a', { faces: [6], source: 'app' }]]);
    expect([...r.setAside]).toEqual(['b']);
    // An Apply (any other event) closes the card's rolls: nothing before it is outstanding.
    const applied = entries([rollOf('a', [6]), add(1)]);
    expect(rollsOnRecord(applied, 2, 'calc').outstanding.size).toBe(0);
    // A roll undone with the toolbar (in the redo tail) counts as set aside.
    expect([...rollsOnRecord(entries([add(1), rollOf('a', [4])]), 1, 'calc').setAside]).toEqual(['a']);
  });

  it('a roll in a redo tail that an action drops is carried forward as set aside, "undone"', () => {
    const tail = entries([rollOf('a', [6]), add(2), voidOf('b', [1])]);
    expect(carriedRolls(tail)).toEqual([
      {
        type: 'core/roll-void',
        payload: { spec: (rollOf('a', [6]).payload as { spec: unknown }).spec, faces: [6], why: 'undone', of: { key: 'calc', question: 'a' } },
      },
      { type: 'core/roll-void', payload: voidOf('b', [1]).payload },
    ]);
    // The players' own dice typed in are theirs to correct: not carried.
    const typed: GameEvent = { type: 'core/roll', at: 1, payload: { spec: { dice: [d6], label: { key: 'x' } }, rolled: { faces: [3], source: 'physical' } } };
    expect(carriedRolls(entries([typed]))).toEqual([]);
  });

  it("an Apply takes in its card's rolls just before it: one undo step", () => {
    const log = entries([add(1), rollOf('a', [6]), rollOf('b', [2])]);
    expect(rollsBatchStart(log, 3, 'calc')).toBe(1);
    expect(rollsBatchStart(log, 3, 'other')).toBe(3);
    expect(rollsBatchStart(log, 1, 'calc')).toBe(1);
  });

  it('roll, apply, undo: the roll goes with the Apply; the next action keeps it in the journal as set aside', async () => {
    const { repo, session } = world();
    await session.open('g');
    await session.append([rollOf('a', [5])]);
    await session.append([{ type: 'counter/add', payload: { n: 5 } }], { rollsOf: 'calc' });
    expect(repo.logs.get('g')!.map((e) => e.batch)).toEqual([0, 0]);
    await session.undo();
    expect(session.game!.head).toBe(0);
    await session.append([{ type: 'counter/add', payload: { n: 2 } }]);
    const log = repo.logs.get('g')!.map((e) => e.event);
    expect(log.map((e) => e.type)).toEqual(['core/roll-void', 'counter/add']);
    expect(log[0]!.payload).toMatchObject({ faces: [5], why: 'undone', of: { key: 'calc', question: 'a' } });
    expect(session.journal().map((l) => l.text.text.key)).toEqual(['engine.journal.rollVoid', 'counter.event']);
  });

  it('a roll for a question is journaled with what it answered and where it landed; a roll again says the players chose it', () => {
    const roll = { ...rollOf('a', [6]), payload: { ...(rollOf('a', [6]).payload as object), outcome: { key: 'counter.hit' } } };
    const line = book.describe(roll, ruled.setup(setup));
    expect(line.text).toMatchObject({ key: 'engine.journal.rollOutcome', params: { label: { key: 'counter.roll' }, outcome: { key: 'counter.hit' } } });
    const again = { ...rollOf('a', [2]), payload: { ...(rollOf('a', [2]).payload as { of: object }), of: { key: 'calc', question: 'a', reroll: true } } };
    expect(book.describe(again, ruled.setup(setup)).text.key).toBe('engine.journal.reroll');
    expect(book.describe(voidOf('a', [6]), ruled.setup(setup)).text).toMatchObject({
      key: 'engine.journal.rollVoid',
      params: { why: { key: 'engine.journal.voidWhy.takeBack' } },
    });
  });
});
