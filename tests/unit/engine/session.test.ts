import { describe, expect, it, vi } from 'vitest';
import { type GameModule, makeChartAccess, replayLog, type RulesContext, Session, SNAPSHOT_EVERY } from '@/engine';
import { add, counter, type CounterState, next } from '../stores/counter';
import { MemoryGameRepository } from './memory-repository';
import { ConflictError, type LogEntry, redoTarget, StoreError, toJson, undoTarget } from '@/engine/session';

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

  it('a reading of the rules changed and changed back while the first reload runs: the game ends read under the last', async () => {
    const w = world();
    const s = await opened(w);
    await s.append([add(3)]);
    w.settings.double = true;
    const first = s.contextChanged();
    w.settings.double = false;
    const second = s.contextChanged();
    await Promise.all([first, second]);
    expect(count(s)).toBe(3);
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
    expect(again.journal().map((j) => [j.seq, j.undone])).toEqual([
      [SNAPSHOT_EVERY, false],
      [SNAPSHOT_EVERY + 1, true],
    ]);
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
    expect(s.journal().map((e) => [e.seq, e.undone])).toEqual([
      [0, false],
      [1, false],
      [2, true],
    ]);
    expect(s.journal()[2].where.phase.params).toEqual({ n: 1 });
    await s.append([add(1)]);
    expect(s.journal().map((e) => [e.seq, e.undone, e.text.text.params?.count])).toEqual([
      [0, false, 0],
      [1, false, 2],
      [2, false, 2],
    ]);
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

  it("a write or an undo from a tab that missed the other tab's change is refused in words, and the tab reloads", async () => {
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
    w.repo.writeRaw('g', [
      { type: 'counter/add', payload: { n: 1 }, at: 1 },
      { type: 'counter/add', payload: {}, at: 2 },
    ]);
    const s = w.tab();
    await expect(s.open('g')).rejects.toThrow();
    expect(s.error).toMatchObject({ key: 'stores.error.badLog', params: { index: 2, why: { key: 'engine.event.badPayload' } } });
    expect(s.state).toBeNull();
    expect(s.game).toBeNull();
  });

  it('a bad event in the redo tail is refused too', async () => {
    const w = world();
    w.repo.writeRaw(
      'g',
      [
        { type: 'counter/add', payload: { n: 1 }, at: 1 },
        { type: 'counter/add', payload: { n: 1.5 }, at: 2 },
      ],
      1,
    );
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

// The session read the way a player meets it: an undo that takes back a whole Apply and no
// more, a redo that puts it back, a draft saved or refused in words, a game that will not
// open saying why, another tab's change taken or refused, the journal and the tracks'
// history read once the whole log is in.
describe('the session as a player meets it', () => {
  const setup = { scenario: 'short', options: {}, sideNames: { a: 'Anna', b: 'Bruno' } };

  function world(settings: { double?: boolean } = {}) {
    const repo = new MemoryGameRepository();
    repo.create('g', 'counter', setup);
    const ctxOf = (): { ctx: RulesContext; key: string } => ({
      ctx: { settings: { double: settings.double === true, mode: 'plain' }, charts: makeChartAccess(counter.charts, []) },
      key: settings.double ? 'double' : 'plain',
    });
    let clock = 5000;
    const tab = (module: GameModule = counter as GameModule, errorText?: (err: unknown) => { key: string }) =>
      new Session({
        repo,
        findModule: (id) => (id === 'counter' ? module : undefined),
        context: ctxOf,
        now: () => ++clock,
        ...(errorText ? { errorText } : {}),
      });
    return { repo, tab, settings };
  }

  async function opened(w: ReturnType<typeof world>, id = 'g'): Promise<Session> {
    const s = w.tab();
    await s.open(id);
    return s;
  }

  const count = (s: Session) => (s.state as CounterState).count;
  const entry = (seq: number, batch?: number): LogEntry => ({
    seq,
    event: { type: 'counter/add', payload: { n: 1 }, at: 1 },
    ...(batch === undefined ? {} : { batch }),
  });

  describe('undo and redo move over a whole Apply', () => {
    it('undo goes back to the first event of the last Apply; with no batch, or a batch that makes no sense, one event', () => {
      expect(undoTarget([], 0)).toBe(0);
      expect(undoTarget([entry(0)], -1)).toBe(0);
      expect(undoTarget([entry(0, 0), entry(1, 1), entry(2, 1), entry(3, 1)], 4)).toBe(1);
      expect(undoTarget([entry(0, 0), entry(1, 1), entry(2, 1), entry(3, 1)], 1)).toBe(0);
      expect(undoTarget([entry(0), entry(1)], 2)).toBe(1);
      expect(undoTarget([entry(0, 0), entry(1, 5)], 2)).toBe(1);
      expect(undoTarget([entry(0, 0), entry(1, 2)], 2)).toBe(1);
      expect(undoTarget([entry(0, 0), entry(1, -1)], 2)).toBe(1);
      expect(undoTarget([undefined, undefined, entry(2, 0)], 3)).toBe(0);
      expect(undoTarget([undefined, undefined], 2)).toBe(1);
    });

    it('redo goes forward over the whole Apply undone, and no further', () => {
      const log = [entry(0, 0), entry(1, 1), entry(2, 1), entry(3, 3), entry(4, 3)];
      expect(redoTarget(log, 5)).toBe(5);
      expect(redoTarget(log, 7)).toBe(5);
      expect(redoTarget(log, 0)).toBe(1);
      expect(redoTarget(log, 1)).toBe(3);
      expect(redoTarget(log, 3)).toBe(5);
      expect(redoTarget([entry(0), entry(1), entry(2)], 0)).toBe(1);
      expect(redoTarget([entry(0, 0), entry(1, 0), entry(2)], 0)).toBe(2);
      // An event whose batch is not its own seq is a batch of one.
      expect(redoTarget([entry(0, 9), entry(1, 0)], 0)).toBe(1);
    });

    it('in a game: two Apply undone one at a time, redone one at a time', async () => {
      const s = await opened(world());
      await s.append([add(1), add(2)]);
      expect([s.canUndo, s.canRedo]).toEqual([true, false]);
      await s.append([add(10), next(), add(20)]);
      expect(count(s)).toBe(33);
      await s.undo();
      expect([count(s), s.game?.head]).toEqual([3, 2]);
      await s.undo();
      expect([count(s), s.game?.head, s.canUndo]).toEqual([0, 0, false]);
      await s.undo();
      expect(s.game?.head).toBe(0);
      await s.redo();
      expect([count(s), s.game?.head]).toEqual([3, 2]);
      await s.redo();
      expect([count(s), s.game?.head, s.canRedo]).toEqual([33, 5, false]);
      await s.redo();
      expect(s.game?.head).toBe(5);
    });

    it('an undo past the part of the log read at opening reads the rest first', async () => {
      const w = world();
      const s = await opened(w);
      await s.append(Array.from({ length: SNAPSHOT_EVERY }, () => add(1)));
      await s.append([add(5)]);
      const again = await opened(w);
      expect(again.logStart).toBe(SNAPSHOT_EVERY);
      await again.undo();
      expect([count(again), again.game?.head, again.logStart]).toEqual([SNAPSHOT_EVERY, SNAPSHOT_EVERY, 0]);
      await again.undo();
      expect([count(again), again.game?.head]).toEqual([0, 0]);
      await again.redo();
      expect(count(again)).toBe(SNAPSHOT_EVERY);
      await again.redo();
      expect(count(again)).toBe(SNAPSHOT_EVERY + 5);
    });

    it('an undo of the one event after the snapshot reads the older log (the next undo needs it)', async () => {
      const w = world();
      const s = await opened(w);
      await s.append(Array.from({ length: SNAPSHOT_EVERY - 1 }, () => add(1)));
      await s.append([add(1)]);
      await s.append([add(7)]);
      const again = await opened(w);
      expect(again.logStart).toBe(SNAPSHOT_EVERY);
      await again.undo();
      expect([count(again), again.logStart]).toEqual([SNAPSHOT_EVERY, 0]);
      await again.undo();
      expect(count(again)).toBe(SNAPSHOT_EVERY - 1);
    });
  });

  describe('drafts, in words', () => {
    it('a draft is stored as a copy of plain data; what is not JSON is refused', () => {
      const value = { a: [1, 2], b: 'x' };
      const copy = toJson(value);
      expect(copy).toEqual(value);
      expect(copy).not.toBe(value);
      for (const bad of [undefined, () => 1, 10n, Symbol('x')]) {
        try {
          toJson(bad);
          expect.unreachable();
        } catch (err) {
          expect(err).toBeInstanceOf(StoreError);
          expect((err as StoreError).text).toEqual({ key: 'stores.error.draftNotJson' });
        }
      }
    });

    it('a key of up to 200 characters is taken; longer, or empty, is refused', async () => {
      const w = world();
      const s = await opened(w);
      await s.setDraft('k'.repeat(200), 1);
      expect(s.draft('k'.repeat(200))).toBe(1);
      await expect(s.setDraft('k'.repeat(201), 1)).rejects.toThrow();
      expect(s.error).toEqual({ key: 'stores.error.draftKey' });
      expect(Object.keys(w.repo.drafts.get('g')!)).toEqual(['k'.repeat(200)]);
    });

    it("only the game's own drafts are read: not an object's inherited names", async () => {
      const s = await opened(world());
      expect(s.draft('toString')).toBeUndefined();
      expect(s.draft('constructor')).toBeUndefined();
    });

    it('clearing a draft that is not there writes nothing', async () => {
      const w = world();
      const s = await opened(w);
      const changed = vi.fn();
      s.subscribe(changed);
      w.repo.failNext = new Error('would fail');
      await s.clearDraft('nothing');
      expect(w.repo.failNext).not.toBeNull();
      expect(changed).not.toHaveBeenCalled();
      w.repo.failNext = null;
    });

    it('a cleared draft is gone from the session and the device; a failed clear keeps it, in words', async () => {
      const w = world();
      const s = await opened(w);
      await s.setDraft('a', 1);
      await s.setDraft('b', 2);
      w.repo.failNext = new Error('locked');
      await expect(s.clearDraft('a')).rejects.toThrow('locked');
      expect(s.error).toEqual({ key: 'stores.error.generic', params: { message: 'locked' } });
      expect(s.drafts).toEqual({ a: 1, b: 2 });
      await s.clearDraft('a');
      expect(s.drafts).toEqual({ b: 2 });
      expect(w.repo.drafts.get('g')).toEqual({ b: 2 });
    });

    it('no game open: drafts cannot be written', async () => {
      const s = world().tab();
      await expect(s.setDraft('a', 1)).rejects.toMatchObject({ text: { key: 'stores.error.noGame' } });
      await expect(s.clearDraft('a')).rejects.toMatchObject({ text: { key: 'stores.error.noGame' } });
    });

    it('an Apply clears only the drafts named that exist', async () => {
      const w = world();
      const s = await opened(w);
      await s.setDraft('a', 1);
      await s.setDraft('b', 2);
      await s.append([add(1)], { clearDrafts: ['a', 'zz'] });
      expect(s.drafts).toEqual({ b: 2 });
      expect(w.repo.drafts.get('g')).toEqual({ b: 2 });
      await s.append([add(1)]);
      expect(s.drafts).toEqual({ b: 2 });
    });
  });

  describe('errors in words', () => {
    it('a StoreError carries its words, and its key as message unless given one; a conflict says so', () => {
      const e = new StoreError({ key: 'stores.error.notFound' });
      expect([e.name, e.message, e.text]).toEqual(['StoreError', 'stores.error.notFound', { key: 'stores.error.notFound' }]);
      expect(new StoreError({ key: 'k' }, 'detail').message).toBe('detail');
      const c = new ConflictError();
      expect([c.name, c.text, c instanceof StoreError]).toEqual(['ConflictError', { key: 'stores.error.conflict' }, true]);
    });

    it('a failure that is not an Error is worded with what was thrown', async () => {
      const w = world();
      const s = await opened(w);
      w.repo.failNext = 'quota' as unknown as Error;
      await expect(s.append([add(1)])).rejects.toBe('quota');
      expect(s.error).toEqual({ key: 'stores.error.generic', params: { message: 'quota' } });
    });

    it("the app's own wording of failures is used when given", async () => {
      const w = world();
      const s = w.tab(counter as GameModule, () => ({ key: 'app.said' }));
      await s.open('g');
      w.repo.failNext = new Error('x');
      await expect(s.append([add(1)])).rejects.toThrow();
      expect(s.error).toEqual({ key: 'app.said' });
    });

    it('a game that is not there says so; one in the bin too', async () => {
      const w = world();
      const s = w.tab();
      await expect(s.open('nope')).rejects.toThrow();
      expect(s.error).toEqual({ key: 'stores.error.notFound' });
      w.repo.games.set('g', { ...w.repo.games.get('g')!, deletedAt: 9 });
      const t = w.tab();
      await expect(t.open('g')).rejects.toThrow();
      expect(t.error).toEqual({ key: 'stores.error.notFound' });
      expect(t.game).toBeNull();
    });

    it('a set-up the rules cannot make is said in words with its message', async () => {
      const w = world();
      const broken = {
        ...counter,
        setup: () => {
          throw new Error('no scenario');
        },
      } as unknown as GameModule;
      const s = w.tab(broken);
      await expect(s.open('g')).rejects.toThrow();
      expect(s.error).toEqual({ key: 'stores.error.setupFailed', params: { message: 'no scenario' } });
      const worded = {
        ...counter,
        setup: () => {
          throw 'just words';
        },
      } as unknown as GameModule; // a thrown string, not an Error, on purpose
      const t = w.tab(worded);
      await expect(t.open('g')).rejects.toThrow();
      expect(t.error).toEqual({ key: 'stores.error.setupFailed', params: { message: 'just words' } });
    });

    it('a log with an event missing before the head does not open, naming the event', async () => {
      const w = world();
      w.repo.writeRaw('g', [
        { type: 'counter/add', payload: { n: 1 }, at: 1 },
        { type: 'counter/add', payload: { n: 1 }, at: 2 },
      ]);
      w.repo.logs.set(
        'g',
        w.repo.logs.get('g')!.filter((e) => e.seq !== 1),
      );
      const s = w.tab();
      await expect(s.open('g')).rejects.toThrow();
      expect(s.error).toEqual({ key: 'stores.error.generic', params: { message: 'event 1 missing' } });
    });

    it("a stored log whose rules fail opens with the reducer's message", async () => {
      const w = world();
      w.repo.writeRaw('g', [
        { type: 'counter/add', payload: { n: 1 }, at: 1 },
        { type: 'counter/boom', at: 2 },
      ]);
      const s = w.tab();
      await expect(s.open('g')).rejects.toThrow('boom');
      expect(s.error).toMatchObject({
        key: 'stores.error.badLog',
        params: { index: 2, why: { key: 'engine.event.reduceFailed', params: { type: 'counter/boom', message: 'boom' } } },
      });
    });

    it('a bad event in the redo tail is named by its place and words', async () => {
      const w = world();
      w.repo.writeRaw(
        'g',
        [
          { type: 'counter/add', payload: { n: 1 }, at: 1 },
          { type: 'counter/add', payload: { n: 1 }, at: 2 },
          { type: 'counter/teleport', at: 3 },
        ],
        1,
      );
      const s = w.tab();
      await expect(s.open('g')).rejects.toThrow('engine.event.unknownType');
      expect(s.error).toEqual({
        key: 'stores.error.badLog',
        params: { index: 3, why: { key: 'engine.event.unknownType', params: { type: 'counter/teleport' } } },
      });
    });

    it('the redo tail enters as its check made it', async () => {
      const w = world();
      w.repo.writeRaw(
        'g',
        [
          { type: 'counter/add', payload: { n: 1 }, at: 1 },
          { type: 'counter/add', payload: { n: 2 }, at: 2, extra: 'x' },
        ],
        1,
      );
      const s = w.tab();
      await s.open('g');
      expect(s.events[1]).toEqual({ seq: 1, batch: 1, event: { type: 'counter/add', payload: { n: 2 }, at: 2 } });
      expect(s.events[0]).toEqual({ seq: 0, batch: 0, event: { type: 'counter/add', payload: { n: 1 }, at: 1 } });
      await s.redo();
      expect(count(s)).toBe(3);
    });

    it('with no game open, nothing can be read or written', async () => {
      const s = world().tab();
      expect([s.canUndo, s.canRedo, s.where, s.journal(), s.trackHistory()]).toEqual([false, false, null, [], []]);
      expect([s.events, s.ctxKey, s.logStart, s.drafts]).toEqual([[], '', 0, {}]);
      expect(() => s.stateAt(0)).toThrow(StoreError);
      await expect(s.append([add(1)])).rejects.toMatchObject({ text: { key: 'stores.error.noGame' } });
      await expect(s.undo()).rejects.toMatchObject({ text: { key: 'stores.error.noGame' } });
      await s.reload();
      await s.contextChanged();
      await s.checkStored();
      await s.loadFullLog();
      expect(s.game).toBeNull();
    });
  });

  describe('writing', () => {
    it('an empty Apply writes nothing and changes nothing', async () => {
      const w = world();
      const s = await opened(w);
      const changed = vi.fn();
      s.subscribe(changed);
      await s.append([]);
      expect([s.game?.head, w.repo.games.get('g')!.head, changed.mock.calls.length]).toEqual([0, 0, 0]);
    });

    it('an event sent without a payload is stored without one; with one, as sent', async () => {
      const w = world();
      const s = await opened(w);
      await s.append([next(), add(2)]);
      expect(w.repo.logs.get('g')!.map((e) => e.event)).toEqual([
        { type: 'core/next-phase', at: 5001 },
        { type: 'counter/add', payload: { n: 2 }, at: 5001 },
      ]);
      expect(Object.keys(s.events[0]!.event)).toEqual(['type', 'at']);
      expect(s.events.map((e) => e!.batch)).toEqual([0, 0]);
    });

    it('a snapshot is written where a long Apply crosses SNAPSHOT_EVERY, with the state there', async () => {
      const w = world();
      const s = await opened(w);
      await s.append(Array.from({ length: SNAPSHOT_EVERY - 2 }, () => add(1)));
      expect(w.repo.snapshots.get('g')).toEqual([]);
      await s.append([add(1), add(1), add(100), add(1)]);
      expect(w.repo.snapshots.get('g')!.map((x) => [x.seq, (x.state as CounterState).count])).toEqual([[SNAPSHOT_EVERY, SNAPSHOT_EVERY]]);
    });

    it('an undo then a new Apply forgets the states of the events dropped', async () => {
      const s = await opened(world());
      await s.append([add(1)]);
      await s.append([add(2)]);
      await s.append([add(4)]);
      await s.undo();
      await s.undo();
      await s.append([add(10)]);
      expect([s.stateAt(1), s.stateAt(2)].map((x) => (x as CounterState).count)).toEqual([1, 11]);
      expect(s.journal().map((j) => [j.seq, j.text.text.params?.count, j.undone])).toEqual([
        [0, 0, false],
        [1, 1, false],
      ]);
    });

    it('the listeners hear each change; one unsubscribed hears no more; a closed session tells no one', async () => {
      const s = await opened(world());
      const a = vi.fn();
      const b = vi.fn();
      const stopA = s.subscribe(a);
      s.subscribe(b);
      await s.append([add(1)]);
      expect([a.mock.calls.length, b.mock.calls.length]).toEqual([1, 1]);
      stopA();
      await s.append([add(1)]);
      expect([a.mock.calls.length, b.mock.calls.length]).toEqual([1, 2]);
      s.close();
      expect(s.isClosed).toBe(true);
    });

    it('a closed session ignores the end of an undo or a draft written meanwhile', async () => {
      const w = world();
      const s = await opened(w);
      await s.append([add(3)]);
      const heard = vi.fn();
      s.subscribe(heard);
      const u = s.undo();
      s.close();
      await u;
      expect(count(s)).toBe(3);
      expect(w.repo.games.get('g')!.head).toBe(0);
      const t = await opened(w);
      const d = t.setDraft('k', 1);
      const c = t.clearDraft('k');
      t.close();
      await d;
      await c;
      expect(t.drafts).toEqual({});
      expect(heard).not.toHaveBeenCalled();
    });
  });

  describe('opening and reloading', () => {
    it('a long game opened with no usable snapshot keeps one for next time; if that cannot be written the game is open all the same, the reason shown', async () => {
      const w = world();
      const s = await opened(w);
      await s.append(Array.from({ length: 2 * SNAPSHOT_EVERY + 3 }, () => add(1)));
      w.repo.snapshots.set('g', []);
      const again = await opened(w);
      expect(again.error).toBeNull();
      expect(w.repo.snapshots.get('g')!.map((x) => [x.seq, (x.state as CounterState).count, x.ctxKey])).toEqual([
        [2 * SNAPSHOT_EVERY, 2 * SNAPSHOT_EVERY, 'plain'],
      ]);
      w.repo.snapshots.set('g', []);
      w.repo.failNext = new Error('full');
      const third = w.tab();
      await third.open('g');
      expect(count(third)).toBe(2 * SNAPSHOT_EVERY + 3);
      expect(third.error).toEqual({ key: 'stores.error.generic', params: { message: 'full' } });
    });

    it('a short game opened writes no snapshot', async () => {
      const w = world();
      const s = await opened(w);
      await s.append(Array.from({ length: SNAPSHOT_EVERY - 1 }, () => add(1)));
      w.repo.failNext = new Error('would fail');
      const again = await opened(w);
      expect(again.error).toBeNull();
      expect(w.repo.failNext).not.toBeNull();
      w.repo.failNext = null;
    });

    it('a game opened on its snapshot replays only the events after it, and reads the older ones when asked', async () => {
      const w = world();
      const s = await opened(w);
      await s.append(Array.from({ length: SNAPSHOT_EVERY + 2 }, (_, i) => add(i % 3)));
      const again = await opened(w);
      expect(again.events.slice(0, SNAPSHOT_EVERY).every((e) => e === undefined)).toBe(true);
      expect(again.stateAt(SNAPSHOT_EVERY)).toEqual(s.stateAt(SNAPSHOT_EVERY));
      expect(again.stateAt(SNAPSHOT_EVERY + 1)).toEqual(s.stateAt(SNAPSHOT_EVERY + 1));
      expect(() => again.stateAt(5)).toThrow('event 0 not loaded');
      await again.loadFullLog();
      await again.loadFullLog();
      expect(again.stateAt(5)).toEqual(s.stateAt(5));
      expect(again.events.every((e, i) => e?.seq === i)).toBe(true);
    });

    it('the older log asked for twice at once is read once', async () => {
      const w = world();
      const s = await opened(w);
      await s.append(Array.from({ length: SNAPSHOT_EVERY + 1 }, () => add(1)));
      const again = await opened(w);
      w.repo.reads.ranges = [];
      const a = again.loadFullLog();
      const b = again.loadFullLog();
      expect(b).toBe(a);
      await a;
      expect(w.repo.reads.ranges).toEqual([[0, SNAPSHOT_EVERY]]);
    });

    it('the older log with a hole in it is refused in words, and not asked for again on every read', async () => {
      const w = world();
      const s = await opened(w);
      await s.append(Array.from({ length: SNAPSHOT_EVERY + 1 }, () => add(1)));
      w.repo.logs.set(
        'g',
        w.repo.logs.get('g')!.filter((e) => e.seq !== 7),
      );
      const again = await opened(w);
      await expect(again.loadFullLog()).rejects.toThrow();
      expect(again.error).toEqual({ key: 'stores.error.generic', params: { message: 'event 7 missing' } });
      w.repo.reads.ranges = [];
      expect(again.journal()).toHaveLength(1);
      expect(again.trackHistory()).toEqual([]);
      expect(w.repo.reads.ranges).toEqual([]);
    });

    it('the track history waits for the whole log, then reads it', async () => {
      const w = world();
      const s = await opened(w);
      await s.append(Array.from({ length: SNAPSHOT_EVERY }, () => add(1)));
      await s.append([next(), next(), add(1)]);
      const again = await opened(w);
      expect(again.trackHistory()).toEqual([]);
      await vi.waitFor(() => expect(again.logStart).toBe(0));
      expect(again.trackHistory()).toEqual([
        { turn: 1, values: { count: SNAPSHOT_EVERY, twice: 2 * SNAPSHOT_EVERY } },
        { turn: 2, values: { count: SNAPSHOT_EVERY + 1, twice: 2 * SNAPSHOT_EVERY + 2 } },
      ]);
    });

    it('a change of reading reloads; the same reading does not', async () => {
      const w = world();
      const s = await opened(w);
      await s.append([add(3)]);
      w.repo.reads.ranges = [];
      await s.contextChanged();
      expect(w.repo.reads.ranges).toEqual([]);
      w.settings.double = true;
      await s.contextChanged();
      expect(count(s)).toBe(6);
      expect(s.ctxKey).toBe('double');
      expect(s.ctx?.settings.double).toBe(true);
    });

    it('a reload that fails says why and keeps what is shown', async () => {
      const w = world();
      const s = await opened(w);
      await s.append([add(3)]);
      w.repo.writeRaw('g', [
        { type: 'counter/add', payload: { n: 3 }, at: 1 },
        { type: 'counter/teleport', at: 2 },
      ]);
      await expect(s.reload()).rejects.toThrow();
      expect(s.error?.key).toBe('stores.error.badLog');
      expect([count(s), s.game?.head]).toEqual([3, 1]);
    });
  });

  describe('another tab', () => {
    it('a new name is taken without reloading; a game removed says so', async () => {
      const w = world();
      const s = await opened(w);
      await s.append([add(2)]);
      const heard = vi.fn();
      s.subscribe(heard);
      w.repo.reads.ranges = [];
      w.repo.games.set('g', { ...w.repo.games.get('g')!, name: 'Renamed', updatedAt: 99_999 });
      await s.checkStored('game');
      expect(s.game?.name).toBe('Renamed');
      expect(heard).toHaveBeenCalledTimes(1);
      expect(w.repo.reads.ranges).toEqual([]);
      await s.checkStored('game');
      expect(heard).toHaveBeenCalledTimes(1);
      w.repo.games.set('g', { ...w.repo.games.get('g')!, updatedAt: 100_000 });
      await s.checkStored('game');
      expect(s.game?.updatedAt).toBe(100_000);
      w.repo.games.delete('g');
      await s.checkStored();
      expect(s.error).toEqual({ key: 'stores.error.removed' });
      expect(count(s)).toBe(2);
    });

    it('a game moved elsewhere with the same head (an undo and a new Apply) is reloaded', async () => {
      const w = world();
      const s = await opened(w);
      await s.append([add(2)]);
      const other = await opened(w);
      w.repo.silent = true;
      await other.undo();
      await other.append([add(9)]);
      expect(w.repo.games.get('g')!.head).toBe(s.game!.head);
      await s.checkStored('game');
      expect(count(s)).toBe(9);
    });

    it('drafts changed elsewhere are taken; a game change alone does not read them', async () => {
      const w = world();
      const s = await opened(w);
      w.repo.drafts.set('g', { calc: 1 });
      await s.checkStored('game');
      expect(s.drafts).toEqual({});
      await s.checkStored('drafts');
      expect(s.drafts).toEqual({ calc: 1 });
      const heard = vi.fn();
      s.subscribe(heard);
      await s.checkStored('drafts');
      expect(heard).not.toHaveBeenCalled();
    });

    it('a read that fails while checking says why', async () => {
      const w = world();
      const s = await opened(w);
      const spy = vi.spyOn(w.repo, 'getGame').mockRejectedValueOnce(new Error('gone away'));
      await s.checkStored();
      expect(s.error).toEqual({ key: 'stores.error.generic', params: { message: 'gone away' } });
      spy.mockRestore();
    });

    it('a change heard while writing is looked at once the write is done', async () => {
      const w = world();
      const s = await opened(w);
      const other = await opened(w);
      w.repo.silent = true;
      await other.append([add(5)]);
      w.repo.silent = false;
      const spy = vi.spyOn(w.repo, 'putDraft').mockImplementation(async () => {
        await s.checkStored('game');
      });
      await s.setDraft('k', 1);
      spy.mockRestore();
      await vi.waitFor(() => expect(count(s)).toBe(5));
    });

    it('a watch that fails says why', async () => {
      const w = world();
      let fail: (err: unknown) => void = () => undefined;
      w.repo.watch = (_id: string, _on: () => void, onError?: (err: unknown) => void) => {
        fail = onError!;
        return () => undefined;
      };
      const s = await opened(w);
      const heard = vi.fn();
      s.subscribe(heard);
      fail(new Error('observer lost'));
      expect(s.error).toEqual({ key: 'stores.error.generic', params: { message: 'observer lost' } });
      expect(heard).toHaveBeenCalledTimes(1);
    });

    it('a closed session stops watching', async () => {
      const w = world();
      const stop = vi.fn();
      w.repo.watch = () => stop;
      const s = await opened(w);
      s.close();
      expect(stop).toHaveBeenCalledTimes(1);
      s.close();
      expect(stop).toHaveBeenCalledTimes(1);
    });
  });

  describe('the session, closer', () => {
    it('a session closed while it opens takes nothing and never watches; a failure after closing is not shown', async () => {
      const w = world();
      const watch = vi.spyOn(w.repo, 'watch');
      const s = w.tab();
      const p = s.open('g');
      s.close();
      await p;
      expect([s.game, s.state]).toEqual([null, null]);
      expect(watch).not.toHaveBeenCalled();
      const t = w.tab();
      const q = t.open('nope');
      t.close();
      await expect(q).rejects.toThrow();
      expect(t.error).toBeNull();
    });

    it('a device that cannot watch still opens the game', async () => {
      const w = world();
      (w.repo as { watch?: unknown }).watch = undefined;
      const s = await opened(w);
      await s.append([add(1)]);
      expect(count(s)).toBe(1);
      s.close();
    });

    it('a game gone between the two reads of an opening says it is not there', async () => {
      const w = world();
      vi.spyOn(w.repo, 'loadGame').mockResolvedValueOnce(undefined);
      const s = w.tab();
      await expect(s.open('g')).rejects.toThrow();
      expect(s.error).toEqual({ key: 'stores.error.notFound' });
    });

    it('a game opened on a snapshot at its head, with nothing after it, takes new events in their places', async () => {
      const w = world();
      const s = await opened(w);
      await s.append(Array.from({ length: SNAPSHOT_EVERY }, () => add(1)));
      const again = await opened(w);
      expect([again.logStart, again.events.length, again.canRedo]).toEqual([SNAPSHOT_EVERY, SNAPSHOT_EVERY, false]);
      await again.append([add(2), add(3)]);
      expect(again.events.length).toBe(SNAPSHOT_EVERY + 2);
      expect([again.events[SNAPSHOT_EVERY]?.seq, again.events[SNAPSHOT_EVERY + 1]?.seq]).toEqual([SNAPSHOT_EVERY, SNAPSHOT_EVERY + 1]);
      expect(again.journal().map((j) => j.seq)).toEqual([SNAPSHOT_EVERY, SNAPSHOT_EVERY + 1]);
    });

    it('every stored event enters as its check made it, before and after the head', async () => {
      const w = world();
      w.repo.writeRaw(
        'g',
        [
          { type: 'counter/add', payload: { n: 1 }, at: 1, extra: 'w' },
          { type: 'counter/add', payload: { n: 2 }, at: 2, extra: 'x' },
          { type: 'counter/add', payload: { n: 4 }, at: 3, extra: 'y' },
        ],
        2,
      );
      const s = w.tab();
      await s.open('g');
      expect(s.events.map((e) => e!.event)).toEqual([
        { type: 'counter/add', payload: { n: 1 }, at: 1 },
        { type: 'counter/add', payload: { n: 2 }, at: 2 },
        { type: 'counter/add', payload: { n: 4 }, at: 3 },
      ]);
    });

    it('a long game opened on its own snapshot writes none again', async () => {
      const w = world();
      const s = await opened(w);
      await s.append(Array.from({ length: SNAPSHOT_EVERY + 1 }, () => add(1)));
      w.repo.failNext = new Error('would fail');
      const again = await opened(w);
      expect(again.error).toBeNull();
      expect(w.repo.failNext).not.toBeNull();
      w.repo.failNext = null;
    });

    it('a reload that works clears the failure shown before', async () => {
      const w = world();
      const s = await opened(w);
      w.repo.failNext = new Error('x');
      await expect(s.append([add(1)])).rejects.toThrow();
      expect(s.error).not.toBeNull();
      await s.reload();
      expect(s.error).toBeNull();
    });

    it('a storage failure that is no conflict does not reload the game', async () => {
      const w = world();
      const s = await opened(w);
      w.repo.reads.ranges = [];
      w.repo.failNext = new Error('x');
      await expect(s.append([add(1)])).rejects.toThrow();
      await expect(s.undo()).resolves.toBeUndefined();
      expect(w.repo.reads.ranges).toEqual([]);
    });

    it('a new name alone, with the same time stamp, is taken', async () => {
      const w = world();
      const s = await opened(w);
      w.repo.games.set('g', { ...w.repo.games.get('g')!, name: 'Kharkov' });
      await s.checkStored('game');
      expect(s.game?.name).toBe('Kharkov');
    });

    it('a check still under way when the session closes shows nothing', async () => {
      const w = world();
      const s = await opened(w);
      w.repo.games.delete('g');
      const p = s.checkStored();
      s.close();
      await p;
      expect(s.error).toBeNull();
    });

    it('the whole log in memory is not read again', async () => {
      const w = world();
      const s = await opened(w);
      await s.append(Array.from({ length: SNAPSHOT_EVERY + 1 }, () => add(1)));
      const again = await opened(w);
      const before = again.events;
      await again.loadFullLog();
      expect(before[0]).toBeUndefined(); // the list shown before is replaced, not changed
      w.repo.reads.ranges = [];
      await again.loadFullLog();
      expect(w.repo.reads.ranges).toEqual([]);
    });

    it('the older log arriving after the session closed is dropped, whole, with a hole or failed', async () => {
      const w = world();
      const s = await opened(w);
      await s.append(Array.from({ length: SNAPSHOT_EVERY + 1 }, () => add(1)));
      const a = await opened(w);
      const p = a.loadFullLog();
      a.close();
      await p;
      expect(a.logStart).toBe(SNAPSHOT_EVERY);
      w.repo.logs.set(
        'g',
        w.repo.logs.get('g')!.filter((e) => e.seq !== 3),
      );
      const b = await opened(w);
      const q = b.loadFullLog();
      b.close();
      await q;
      expect([b.error, b.logStart]).toEqual([null, SNAPSHOT_EVERY]);
      const c = await opened(w);
      vi.spyOn(w.repo, 'loadEventRange').mockRejectedValueOnce(new Error('io'));
      const r = c.loadFullLog();
      c.close();
      await expect(r).rejects.toThrow('io');
      expect(c.error).toBeNull();
    });

    it('the older log that failed can be asked for again once mended', async () => {
      const w = world();
      const s = await opened(w);
      await s.append(Array.from({ length: SNAPSHOT_EVERY + 1 }, () => add(1)));
      const full = w.repo.logs.get('g')!;
      w.repo.logs.set(
        'g',
        full.filter((e) => e.seq !== 3),
      );
      const again = await opened(w);
      await expect(again.loadFullLog()).rejects.toThrow();
      w.repo.logs.set('g', full);
      await again.loadFullLog();
      expect(again.logStart).toBe(0);
      expect(again.journal()).toHaveLength(SNAPSHOT_EVERY + 1);
    });

    it("the journal line of an event undone and replaced is the new event's", async () => {
      const s = await opened(world());
      await s.append([add(2)]);
      await s.append([next()]);
      expect(s.journal().map((j) => j.text.text.params?.type)).toEqual(['counter/add', 'core/next-phase']);
      await s.undo();
      await s.append([add(3)]);
      expect(s.journal().map((j) => j.text.text.params?.type)).toEqual(['counter/add', 'counter/add']);
    });

    it('each event of an Apply keeps its own place in the log', async () => {
      const s = await opened(world());
      await s.append([add(1)]);
      await s.append([add(2), add(3), add(4)]);
      expect(s.events.map((e) => [e!.seq, e!.batch])).toEqual([
        [0, 0],
        [1, 1],
        [2, 1],
        [3, 1],
      ]);
    });

    it('an undo with nothing to undo writes nothing and tells no one', async () => {
      const w = world();
      const s = await opened(w);
      const heard = vi.fn();
      s.subscribe(heard);
      const stamp = w.repo.games.get('g')!.updatedAt;
      await s.undo();
      await s.redo();
      expect(heard).not.toHaveBeenCalled();
      expect(w.repo.games.get('g')!.updatedAt).toBe(stamp);
    });

    it('undo and redo within the part of the log read at opening read nothing older', async () => {
      const w = world();
      const s = await opened(w);
      await s.append(Array.from({ length: SNAPSHOT_EVERY }, () => add(1)));
      await s.append([add(1), add(1), add(1)]);
      await s.append([add(5)]);
      const again = await opened(w);
      expect(again.logStart).toBe(SNAPSHOT_EVERY);
      await again.undo();
      expect([count(again), again.logStart]).toEqual([SNAPSHOT_EVERY + 3, SNAPSHOT_EVERY]);
      await again.undo();
      expect([count(again), again.game?.head, again.logStart]).toEqual([SNAPSHOT_EVERY, SNAPSHOT_EVERY, SNAPSHOT_EVERY]);
    });

    it('an undo of an Apply that began before the snapshot reads the older log it needs', async () => {
      const w = world();
      const s = await opened(w);
      await s.append(Array.from({ length: SNAPSHOT_EVERY - 2 }, () => add(1)));
      await s.append([add(1), add(1), add(1), add(1), add(1)]);
      const again = await opened(w);
      expect([again.logStart, again.game?.head]).toEqual([SNAPSHOT_EVERY, SNAPSHOT_EVERY + 3]);
      await again.undo();
      expect([count(again), again.game?.head, again.logStart]).toEqual([SNAPSHOT_EVERY - 2, SNAPSHOT_EVERY - 2, 0]);
    });

    it('an Apply ended after the session closed shows nothing of it', async () => {
      const w = world();
      const s = await opened(w);
      const p = s.append([add(4)]);
      s.close();
      await p;
      expect([count(s), s.game?.head, s.events.length]).toEqual([0, 0, 0]);
    });
  });

  describe('drafts, shown at once (before any word from the device)', () => {
    it('a draft saved, cleared, or used up by an Apply is shown so without waiting for the device to tell', async () => {
      const w = world();
      const s = await opened(w);
      w.repo.silent = true; // the device says nothing back
      await s.setDraft('a', 1);
      await s.setDraft('b', { x: 2 });
      expect(s.drafts).toEqual({ a: 1, b: { x: 2 } });
      await s.clearDraft('a');
      expect(s.drafts).toEqual({ b: { x: 2 } });
      await s.setDraft('c', 3);
      await s.append([add(1)], { clearDrafts: ['b'] });
      expect(s.drafts).toEqual({ c: 3 });
      await s.append([add(1)]);
      expect(s.drafts).toEqual({ c: 3 });
    });

    it('a draft written or cleared while the session closes is not shown', async () => {
      const w = world();
      const s = await opened(w);
      w.repo.silent = true;
      await s.setDraft('a', 1);
      const c = s.clearDraft('a');
      s.close();
      await c;
      expect(s.drafts).toEqual({ a: 1 });
    });
  });

  describe('the session, last details', () => {
    it('a game opened reads its journal from the first line', async () => {
      const w = world();
      const s = await opened(w);
      await s.append([add(2)]);
      const again = await opened(w);
      expect(again.journal().map((j) => [j.seq, j.text.text.params?.type, j.undone])).toEqual([[0, 'counter/add', false]]);
    });

    it('with no game open, a state asked for says so in words, and a check of the stored game does nothing', async () => {
      const s = world().tab();
      try {
        s.stateAt(0);
        expect.unreachable();
      } catch (err) {
        expect((err as StoreError).text).toEqual({ key: 'stores.error.noGame' });
      }
      await s.checkStored();
      expect(s.error).toBeNull();
    });

    it('drafts changed elsewhere are shown: the listeners hear it', async () => {
      const w = world();
      const s = await opened(w);
      const heard = vi.fn();
      s.subscribe(heard);
      w.repo.drafts.set('g', { calc: 2 });
      await s.checkStored('drafts');
      expect(heard).toHaveBeenCalledTimes(1);
    });
  });

  describe('another tab changes the game while the older log is being read', () => {
    /** Holds this repository's next read of a range of the log until `release` (or `fail`): the data as it was when asked for. */
    function holdNextRead(w: ReturnType<typeof world>) {
      const orig = w.repo.loadEventRange.bind(w.repo);
      let open!: () => void;
      let shut!: (e: Error) => void;
      const gate = new Promise<void>((resolve, reject) => ((open = resolve), (shut = reject)));
      let held = false;
      w.repo.loadEventRange = (id, from, to) => {
        const data = orig(id, from, to);
        if (held) return data;
        held = true;
        return data.then((d) => gate.then(() => d));
      };
      return { release: () => open(), fail: (e: Error) => shut(e) };
    }

    it('the older log read before the other tab undid past it and played on is dropped: the journal shows the game as it now is', async () => {
      const w = world();
      const a = await opened(w);
      await a.append(Array.from({ length: SNAPSHOT_EVERY + 2 }, (_, i) => add(i % 3)));
      const b = await opened(w);
      expect(b.logStart).toBe(SNAPSHOT_EVERY);
      const hold = holdNextRead(w);
      const older = b.loadFullLog();
      // Another tab takes the whole Apply back and plays a different one, as long; this tab
      // hears of it once (the reload below), not again after the older log arrives.
      w.repo.silent = true;
      await a.undo();
      await a.append(Array.from({ length: SNAPSHOT_EVERY + 2 }, () => add(7)));
      await b.reload();
      hold.release();
      await older;
      await b.loadFullLog();
      expect(b.logStart).toBe(0);
      expect(b.events.map((e) => (e?.event.payload as { n: number }).n)).toEqual(Array.from({ length: SNAPSHOT_EVERY + 2 }, () => 7));
      expect(count(b)).toBe(7 * (SNAPSHOT_EVERY + 2));
      expect(b.error).toBeNull();
    });

    it('an older log that fails to arrive after the other tab changed the game says nothing and stops nothing: the next read brings it', async () => {
      const w = world();
      const a = await opened(w);
      await a.append(Array.from({ length: SNAPSHOT_EVERY + 2 }, () => add(1)));
      const b = await opened(w);
      const hold = holdNextRead(w);
      const older = b.loadFullLog();
      w.repo.silent = true;
      await a.append([add(2)]);
      await b.reload();
      hold.fail(new Error('read lost'));
      await expect(older).rejects.toThrow('read lost');
      expect(b.error).toBeNull();
      await b.loadFullLog();
      expect([b.logStart, b.events.length, count(b)]).toEqual([0, SNAPSHOT_EVERY + 3, SNAPSHOT_EVERY + 4]);
    });
  });
});
