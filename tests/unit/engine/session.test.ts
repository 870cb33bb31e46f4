import { describe, expect, it, vi } from 'vitest';
import { SNAPSHOT_EVERY, Session, makeChartAccess, replayLog, type GameModule, type RulesContext } from '@/engine';
import { counter, add, next, type CounterState } from '../stores/counter';
import { MemoryGameRepository } from './memory-repository';

const setup = { scenario: 'short', options: {}, sideNames: { a: 'Anna', b: 'Bruno' } };

/** A world: one repository ("the device") and sessions on it ("tabs"). */
function world(settings: { double?: boolean } = {}) {
  const repo = new MemoryGameRepository();
  repo.create('g', 'counter', setup);
  const ctxOf = (): { ctx: RulesContext; key: string } => ({
    ctx: { settings: { double: settings.double === true, mode: 'plain' }, charts: makeChartAccess(counter.charts, []) },
    key: settings.double ? 'double' : 'plain',
  });
  let clock = 5000;
  const tab = () =>
    new Session({
      repo,
      findModule: (id) => (id === 'counter' ? (counter as GameModule) : undefined),
      context: ctxOf,
      now: () => ++clock,
    });
  return { repo, tab, settings };
}

async function opened(w: ReturnType<typeof world>, id = 'g'): Promise<Session> {
  const s = w.tab();
  await s.open(id);
  return s;
}

const count = (s: Session) => (s.state as CounterState).count;
const stored = (w: ReturnType<typeof world>) => w.repo.logs.get('g')!.map((e) => e.event);

describe('the session (no IndexedDB)', () => {
  it('opens a game at its set-up; append, undo, redo; an append after an undo drops the redo tail', async () => {
    const w = world();
    const s = await opened(w);
    expect(count(s)).toBe(0);
    expect(s.where).toMatchObject({ turn: 1, turns: 3 });
    expect([s.canUndo, s.canRedo]).toEqual([false, false]);
    await s.append([add(2)]);
    await s.append([add(3)]);
    expect(count(s)).toBe(5);
    await s.undo();
    expect(count(s)).toBe(2);
    expect(s.canRedo).toBe(true);
    await s.redo();
    expect(count(s)).toBe(5);
    await s.undo();
    await s.append([add(10)]);
    expect(count(s)).toBe(12);
    expect(s.canRedo).toBe(false);
    expect(s.events.map((e) => (e!.event.payload as { n: number }).n)).toEqual([2, 10]);
    // Written: the repository says the same.
    expect(stored(w).map((e) => (e.payload as { n: number }).n)).toEqual([2, 10]);
    expect(w.repo.games.get('g')!.head).toBe(2);
    expect(s.stateAt(1)).toMatchObject({ count: 2 });
  });

  it('one Apply of several events is one undo step, and one redo step', async () => {
    const s = await opened(world());
    await s.append([add(1)]);
    await s.append([add(2), next(), add(3)]);
    expect(count(s)).toBe(6);
    await s.undo();
    expect(count(s)).toBe(1);
    expect((s.state as CounterState).phase).toBe(0);
    await s.redo();
    expect(count(s)).toBe(6);
    expect(s.game?.head).toBe(4);
  });

  it('stamps events with the clock and keeps what the schema made of them', async () => {
    const s = await opened(world());
    await s.append([add(4)]);
    expect(s.events[0]!.event).toEqual({ type: 'counter/add', payload: { n: 4 }, at: 5001 });
  });

  it('writes a snapshot every SNAPSHOT_EVERY events, tagged; reopening reads only the tail and agrees with a full replay', async () => {
    const w = world();
    const s = await opened(w);
    const n = SNAPSHOT_EVERY + 7;
    const batch = Array.from({ length: n }, (_, i) => (i % 10 === 9 ? next() : add(i % 7)));
    await s.append(batch);
    expect(w.repo.snapshots.get('g')!.map((x) => [x.seq, x.stateVersion, x.ctxKey])).toEqual([[SNAPSHOT_EVERY, 1, 'plain']]);
    const full = replayLog(counter, { seq: 0, state: counter.setup(setup) }, stored(w), { settings: {}, charts: makeChartAccess([], []) });
    expect(full.ok && full.state).toEqual(s.state);

    w.repo.reads.ranges = [];
    const again = await opened(w);
    expect(again.state).toEqual(s.state);
    expect(again.logStart).toBe(SNAPSHOT_EVERY);
    expect(w.repo.reads.ranges).toEqual([[SNAPSHOT_EVERY, Infinity]]);
  });

  it('a snapshot computed under another reading of the rules is not used: the log is replayed under the new one', async () => {
    const w = world();
    const s = await opened(w);
    await s.append(Array.from({ length: SNAPSHOT_EVERY + 1 }, () => add(1)));
    expect(count(s)).toBe(SNAPSHOT_EVERY + 1);
    w.settings.double = true;
    await s.contextChanged();
    expect(count(s)).toBe(2 * (SNAPSHOT_EVERY + 1));
    expect(s.logStart).toBe(0);
    // ...and a snapshot under the new reading is kept for next time (in the same place).
    expect(w.repo.snapshots.get('g')!.map((x) => [x.seq, x.ctxKey])).toEqual([[SNAPSHOT_EVERY, 'double']]);
  });

  it('the journal: lazy (the tail first, then the whole game once read), incremental, undone lines marked', async () => {
    const w = world();
    const s = await opened(w);
    await s.append(Array.from({ length: SNAPSHOT_EVERY }, () => add(1)));
    await s.append([add(1)]);
    await s.append([add(1)]);
    await s.undo();
    const again = await opened(w);
    const changed = vi.fn();
    again.subscribe(changed);
    expect(again.journal().map((j) => [j.seq, j.undone])).toEqual([[SNAPSHOT_EVERY, false], [SNAPSHOT_EVERY + 1, true]]);
    await vi.waitFor(() => expect(again.logStart).toBe(0));
    expect(changed).toHaveBeenCalled();
    const j = again.journal();
    expect(j).toHaveLength(SNAPSHOT_EVERY + 2);
    expect(j.filter((l) => l.undone).map((l) => l.seq)).toEqual([SNAPSHOT_EVERY + 1]);
    expect(j[5].text.text.params).toEqual({ type: 'counter/add', count: 5 });
  });

  it('the journal marks undone lines and drops the redo tail on a new Apply', async () => {
    const s = await opened(world());
    await s.append([add(2)]);
    await s.append([next()]);
    await s.append([add(5)]);
    await s.undo();
    expect(s.journal().map((e) => [e.seq, e.undone])).toEqual([[0, false], [1, false], [2, true]]);
    expect(s.journal()[2].where.phase.params).toEqual({ n: 1 });
    await s.append([add(1)]);
    expect(s.journal().map((e) => [e.seq, e.undone, e.text.text.params?.count])).toEqual([[0, false, 0], [1, false, 2], [2, false, 2]]);
  });

  it('track history: the tracks at the end of each turn and at the head', async () => {
    const s = await opened(world());
    await s.append([add(2), next(), add(3), next()]);
    await s.append([add(1), next(), next(), add(4)]);
    expect(s.trackHistory()).toEqual([
      { turn: 1, values: { count: 5, twice: 10 } },
      { turn: 2, values: { count: 6, twice: 12 } },
      { turn: 3, values: { count: 10, twice: 20 } },
    ]);
  });

  it('a storage failure is worded and changes nothing; the next write works and clears it', async () => {
    const w = world();
    const s = await opened(w);
    await s.append([add(2)]);
    w.repo.failNext = new Error('disk on fire');
    await expect(s.append([add(40)])).rejects.toThrow('disk on fire');
    expect(s.error).toEqual({ key: 'stores.error.generic', params: { message: 'disk on fire' } });
    expect([count(s), s.game?.head, s.events.length]).toEqual([2, 1, 1]);
    w.repo.failNext = new Error('still on fire');
    await expect(s.undo()).rejects.toThrow();
    expect([count(s), s.game?.head]).toEqual([2, 1]);
    await s.append([add(1)]);
    expect(count(s)).toBe(3);
    expect(s.error).toBeNull();
  });

  it('two tabs: when one appends or undoes, the other reloads', async () => {
    const w = world();
    const a = await opened(w);
    const b = await opened(w);
    await a.append([add(7)]);
    await vi.waitFor(() => expect(count(b)).toBe(7));
    await b.undo();
    await vi.waitFor(() => expect(count(a)).toBe(0));
    expect(a.canRedo).toBe(true);
  });

  it('a write or an undo from a tab that missed the other tab\'s change is refused in words, and the tab reloads', async () => {
    const w = world();
    const stale = await opened(w);
    const other = await opened(w);
    w.repo.silent = true; // the notification has not arrived yet
    await other.append([add(100)]);
    await expect(stale.append([add(5)])).rejects.toThrow();
    expect(stale.error).toEqual({ key: 'stores.error.conflict' });
    expect(count(stale)).toBe(100);
    await other.append([add(1)]);
    await expect(stale.undo()).rejects.toThrow();
    expect(stale.error).toEqual({ key: 'stores.error.conflict' });
    expect(count(stale)).toBe(101);
    expect(w.repo.games.get('g')!.head).toBe(2);
    expect(stored(w)).toHaveLength(2);
  });

  it('a closed session ignores the end of a write under way', async () => {
    const w = world();
    const s = await opened(w);
    const pending = s.append([add(3)]);
    s.close();
    await pending;
    expect(s.isClosed).toBe(true);
    expect(w.repo.games.get('g')!.head).toBe(1); // the write itself was kept
  });

  it('opening a game that is not there, or of a game this app does not know, says so', async () => {
    const w = world();
    await expect(w.tab().open('nope')).rejects.toThrow();
    w.repo.create('chess', 'chess', setup);
    const s = w.tab();
    await expect(s.open('chess')).rejects.toThrow();
    expect(s.error).toEqual({ key: 'stores.error.unknownModule', params: { module: 'chess' } });
  });
});

describe('every event that enters the log is checked', () => {
  it('an Apply with one bad event is refused whole, in the words of its check; nothing is written', async () => {
    const w = world();
    const s = await opened(w);
    await s.append([add(1)]);
    await expect(s.append([add(2), { type: 'counter/add', payload: { n: 'lots' } }])).rejects.toThrow();
    expect(s.error).toMatchObject({ key: 'engine.event.badPayload', params: { type: 'counter/add' } });
    expect([count(s), s.game?.head, stored(w).length]).toEqual([1, 1, 1]);
    await expect(s.append([{ type: 'counter/teleport' }])).rejects.toThrow();
    expect(s.error).toEqual({ key: 'engine.event.unknownType', params: { type: 'counter/teleport' } });
    await expect(s.append([{ type: 'counter/boom' }])).rejects.toThrow('boom');
    expect(s.error).toEqual({ key: 'stores.error.reduceFailed', params: { message: 'boom' } });
    expect([count(s), stored(w).length]).toEqual([1, 1]);
  });

  it('a stored log with a bad event (an empty payload) opens with the error in words, not a corrupt state', async () => {
    const w = world();
    w.repo.writeRaw('g', [{ type: 'counter/add', payload: { n: 1 }, at: 1 }, { type: 'counter/add', payload: {}, at: 2 }]);
    const s = w.tab();
    await expect(s.open('g')).rejects.toThrow();
    expect(s.error).toMatchObject({ key: 'stores.error.badLog', params: { index: 2, why: { key: 'engine.event.badPayload' } } });
    expect(s.state).toBeNull();
    expect(s.game).toBeNull();
  });

  it('a bad event in the redo tail is refused too', async () => {
    const w = world();
    w.repo.writeRaw('g', [{ type: 'counter/add', payload: { n: 1 }, at: 1 }, { type: 'counter/add', payload: { n: 1.5 }, at: 2 }], 1);
    const s = w.tab();
    await expect(s.open('g')).rejects.toThrow();
    expect(s.error).toMatchObject({ key: 'stores.error.badLog', params: { index: 2 } });
  });

  it('a bad event arriving from another tab is not taken: the state stays, the error is shown', async () => {
    const w = world();
    const s = await opened(w);
    await s.append([add(3)]);
    w.repo.writeRaw('g', [...stored(w), { type: 'counter/add', payload: { n: null }, at: 9 }]);
    await vi.waitFor(() => expect(s.error?.key).toBe('stores.error.badLog'));
    expect(count(s)).toBe(3);
    expect(s.game?.head).toBe(1);
    expect(s.events).toHaveLength(1);
  });

  it('a bad event in the older part of the log (read after a snapshot) is refused in words; the journal stays as it was', async () => {
    const w = world();
    const s = await opened(w);
    await s.append(Array.from({ length: SNAPSHOT_EVERY + 1 }, () => add(1)));
    w.repo.logs.get('g')![3].event = { type: 'counter/add', payload: { n: 'x' }, at: 3 };
    const again = await opened(w);
    expect(count(again)).toBe(SNAPSHOT_EVERY + 1);
    await expect(again.loadFullLog()).rejects.toThrow();
    expect(again.error).toMatchObject({ key: 'stores.error.badLog', params: { index: 4 } });
    expect(again.logStart).toBe(SNAPSHOT_EVERY);
    expect(again.journal()).toHaveLength(1);
  });
});

describe('drafts', () => {
  it('are saved with the game, read back, cleared; they survive a reopen', async () => {
    const w = world();
    const s = await opened(w);
    expect(s.draft('calc')).toBeUndefined();
    await s.setDraft('calc', { cp: 12, hexes: ['A', 'B'], roll: { faces: [4], source: 'app' } });
    expect(s.draft('calc')).toEqual({ cp: 12, hexes: ['A', 'B'], roll: { faces: [4], source: 'app' } });
    await s.setDraft('other', 3);
    const again = await opened(w);
    expect(again.drafts).toEqual({ calc: { cp: 12, hexes: ['A', 'B'], roll: { faces: [4], source: 'app' } }, other: 3 });
    await again.clearDraft('calc');
    expect(again.draft('calc')).toBeUndefined();
    expect(w.repo.drafts.get('g')).toEqual({ other: 3 });
  });

  it('an Apply can use a draft up: it is deleted in the same write', async () => {
    const w = world();
    const s = await opened(w);
    await s.setDraft('calc', { cp: 3 });
    await s.append([add(3)], { clearDrafts: ['calc'] });
    expect(s.draft('calc')).toBeUndefined();
    expect(w.repo.drafts.get('g')).toEqual({});
    // A refused Apply keeps the draft.
    await s.setDraft('calc', { cp: 4 });
    await expect(s.append([{ type: 'counter/add', payload: {} }], { clearDrafts: ['calc'] })).rejects.toThrow();
    expect(s.draft('calc')).toEqual({ cp: 4 });
  });

  it('a value that is not plain data, or a write that fails, is refused in words and the draft stays', async () => {
    const w = world();
    const s = await opened(w);
    await s.setDraft('calc', { cp: 1 });
    await expect(s.setDraft('calc', () => 1)).rejects.toThrow();
    expect(s.error).toEqual({ key: 'stores.error.draftNotJson' });
    await expect(s.setDraft('', 1)).rejects.toThrow();
    expect(s.error).toEqual({ key: 'stores.error.draftKey' });
    w.repo.failNext = new Error('full');
    await expect(s.setDraft('calc', { cp: 2 })).rejects.toThrow();
    expect(s.draft('calc')).toEqual({ cp: 1 });
    expect(w.repo.drafts.get('g')).toEqual({ calc: { cp: 1 } });
  });

  it('a draft saved in another tab reaches this one', async () => {
    const w = world();
    const a = await opened(w);
    const b = await opened(w);
    await a.setDraft('calc', { cp: 9 });
    await vi.waitFor(() => expect(b.draft('calc')).toEqual({ cp: 9 }));
  });
});
