import { describe, expect, it } from 'vitest';
import { HostSide, MAX_GUEST_MESSAGE, memoryLinkPair, sessionPort, type Answer } from '@/engine/sync';
import { army, logOf, next, seal, settle, sovietAttack, storedLog, twoPhones } from './world';

const artillery = (s: { state: unknown } | null) => (s!.state as { armies: Record<string, { artilleryStart?: number }> }).armies?.army1?.artilleryStart;

describe('Two phones: the first sync carries the game', () => {
  it('the guest receives the game, its log entry for entry, and keeps it on its device', async () => {
    const w = await twoPhones();
    await w.host.session!.append([army(7)]);
    await w.host.session!.append([army(8)]);
    await w.host.session!.undo();
    await w.join();
    const g = w.guest.session!;
    expect(g.game!.name).toBe('Don 1942');
    expect(g.game!.setup.sideNames).toEqual({ axis: 'Anna', soviet: 'Bruno' });
    expect(logOf(g)).toEqual(logOf(w.host.session!));
    // Stored on its own device: it survives a reload and can be read with the link down.
    expect(storedLog(w.guest.repo, 'copy')).toEqual(storedLog(w.host.repo, 'g'));
  });
});

describe('Two phones: actions in order', () => {
  it('an action on the guest appears on the host, and comes back to the guest, same time stamp and batch', async () => {
    const w = await twoPhones();
    await w.join();
    await w.guestSide.propose({ kind: 'append', events: [army(9)] });
    expect(w.guestSide.pending).toHaveLength(1); // pending until it comes back
    await settle();
    expect(w.guestSide.pending).toHaveLength(0);
    expect(artillery(w.host.session)).toBe(9);
    expect(artillery(w.guest.session)).toBe(9);
    expect(logOf(w.guest.session!)).toEqual(logOf(w.host.session!));
  });

  it('an action on the host appears on the guest; several in a row arrive in order', async () => {
    const w = await twoPhones();
    await w.join();
    await w.host.session!.append([army(4)]);
    await w.host.session!.append([army(5), seal]);
    await w.host.session!.append([next]);
    await settle();
    expect(logOf(w.guest.session!)).toEqual(logOf(w.host.session!));
    expect(w.guest.session!.where!.phase).toEqual(w.host.session!.where!.phase);
  });

  it('a change delivered twice, or two changes delivered out of order, are taken once and in order', async () => {
    const w = await twoPhones();
    await w.join();
    const [hostEnd] = w.links;
    hostEnd.duplicateNext();
    await w.host.session!.append([army(4)]);
    await settle();
    hostEnd.hold();
    await w.host.session!.append([army(5)]);
    await w.host.session!.append([army(6)]);
    hostEnd.release({ reverse: true });
    await settle();
    expect(logOf(w.guest.session!)).toEqual(logOf(w.host.session!));
    expect(artillery(w.guest.session)).toBe(6);
  });

  it('an action the guest sends twice is applied once', async () => {
    const w = await twoPhones();
    await w.join();
    const [, guestEnd] = w.links;
    guestEnd.duplicateNext();
    await w.guestSide.propose({ kind: 'append', events: [army(9)] });
    await settle();
    expect(w.host.session!.events).toHaveLength(1);
    expect(logOf(w.guest.session!)).toEqual(logOf(w.host.session!));
  });

  it('actions from both phones at once: the host keeps one order, and both logs are the same', async () => {
    const w = await twoPhones();
    await w.join();
    const a = w.guestSide.propose({ kind: 'append', events: [army(2)] });
    const b = w.host.session!.append([army(3)]);
    const c = w.guestSide.propose({ kind: 'append', events: [army(4)] });
    await Promise.all([a, b, c]);
    await settle();
    expect(w.host.session!.events).toHaveLength(3);
    expect(logOf(w.guest.session!)).toEqual(logOf(w.host.session!));
    expect(w.guestSide.pending).toHaveLength(0);
  });
});

describe('Two phones: the rules decide for either phone', () => {
  it('12: a Soviet attack proposed at set-up is refused in words on the guest, and is in neither log', async () => {
    const w = await twoPhones();
    await w.join();
    await w.guestSide.propose({ kind: 'append', events: [sovietAttack] });
    await settle();
    expect(w.host.session!.events).toHaveLength(0);
    expect(w.guest.session!.events).toHaveLength(0);
    expect(w.guestSide.pending).toHaveLength(0);
    const said = w.guest.said.at(-1)!;
    expect(said.key).toBe('app.link.refused');
    expect(JSON.stringify(said.params)).toContain('"12"');
  });
});

describe('Two phones: undo and redo from either phone, said on both', () => {
  it('an undo on the guest is done on the host and said there with the journal line; a redo likewise', async () => {
    const w = await twoPhones();
    await w.join();
    await w.host.session!.append([army(7)]);
    await settle();
    await w.guestSide.propose({ kind: 'undo' });
    await settle();
    expect(w.host.session!.game!.head).toBe(0);
    expect(logOf(w.guest.session!)).toEqual(logOf(w.host.session!));
    expect(w.host.said.at(-1)).toMatchObject({ key: 'app.link.undoneThere', params: { what: { key: expect.any(String) } } });
    await w.guestSide.propose({ kind: 'redo' });
    await settle();
    expect(w.host.session!.game!.head).toBe(1);
    expect(w.host.said.at(-1)!.key).toBe('app.link.redoneThere');
    expect(logOf(w.guest.session!)).toEqual(logOf(w.host.session!));
  });

  it('an undo on the host is said on the guest', async () => {
    const w = await twoPhones();
    await w.join();
    await w.host.session!.append([army(7)]);
    await settle();
    await w.host.session!.undo();
    await settle();
    expect(w.guest.session!.game!.head).toBe(0);
    expect(w.guest.said.at(-1)!.key).toBe('app.link.undoneThere');
    await w.host.session!.redo();
    await settle();
    expect(w.guest.said.at(-1)!.key).toBe('app.link.redoneThere');
    expect(logOf(w.guest.session!)).toEqual(logOf(w.host.session!));
  });
});

describe('Two phones: a link that drops loses nothing', () => {
  it("both phones say the link is down; the host plays on; the guest's actions wait, then are checked as the game now stands; both logs end identical", async () => {
    const w = await twoPhones();
    await w.join();
    await w.host.session!.append([army(3)]);
    await settle();
    w.links[0].drop();
    await settle();
    expect(w.host.said.at(-1)!.key).toBe('app.link.down');
    expect(w.guest.said.at(-1)!.key).toBe('app.link.down');
    // The host plays on; the guest proposes, and its actions wait.
    await w.host.session!.append([army(4)]);
    await w.host.session!.append([seal]);
    await w.guestSide.propose({ kind: 'append', events: [army(6)] });
    await w.guestSide.propose({ kind: 'append', events: [sovietAttack] });
    expect(w.guestSide.pending).toHaveLength(2);
    expect(w.stored).toHaveLength(2); // kept on the device
    await w.rejoin();
    await settle();
    expect(w.guestSide.pending).toHaveLength(0);
    expect(artillery(w.host.session)).toBe(6);
    expect(w.guest.said.at(-1)!.key).toBe('app.link.refused'); // 12, as the game now stands
    expect(logOf(w.guest.session!)).toEqual(logOf(w.host.session!));
    expect(storedLog(w.guest.repo, 'copy')).toEqual(storedLog(w.host.repo, 'g'));
  });

  /** Two phones joined, the link lost, and one action of the guest's waiting (7 artillery points). */
  async function downWithOneWaiting() {
    const w = await twoPhones();
    await w.join();
    w.links[1].drop();
    await settle();
    await w.guestSide.propose({ kind: 'append', events: [army(7)] });
    return w;
  }

  it('a rejoin whose hello the host did not hear says it again, catches up and sends what waited', async () => {
    const w = await downWithOneWaiting();
    const [hostEnd, guestEnd] = w.relink();
    // The guest speaks first, before the host listens: its hello is lost.
    const caughtUp = w.guestSide.attach(guestEnd);
    await settle();
    w.hostSide.attach(hostEnd);
    await caughtUp;
    await settle();
    expect(w.guestSide.pending).toHaveLength(0);
    expect(artillery(w.host.session)).toBe(7);
    expect(logOf(w.guest.session!)).toEqual(logOf(w.host.session!));
  });

  it('a host that never answers: the rejoin fails in words after a few hellos, and the waiting actions still wait', async () => {
    const w = await downWithOneWaiting();
    const [, guestEnd] = w.relink();
    await expect(w.guestSide.attach(guestEnd)).rejects.toMatchObject({ text: { key: 'app.link.noAnswer' } });
    expect(w.guestSide.pending).toHaveLength(1);
    expect(w.stored).toHaveLength(1);
  });

  it('a guest that reloads while the link is down keeps its pending actions, and sends them on the new link', async () => {
    const w = await twoPhones();
    await w.join();
    w.links[1].drop();
    await settle();
    await w.guestSide.propose({ kind: 'append', events: [army(11)] });
    await w.reloadGuest();
    expect(w.guestSide.pending).toHaveLength(1);
    await w.rejoin();
    await settle();
    expect(artillery(w.host.session)).toBe(11);
    expect(logOf(w.guest.session!)).toEqual(logOf(w.host.session!));
  });

  it("the host reloads after applying a guest's action and before its answer left: the action re-sent is answered, not applied twice", async () => {
    const w = await twoPhones();
    await w.join();
    w.hostSide.stop();
    // The host's phone after its reload: the answered actions come back from the device.
    const saved: Array<[string, Answer]> = [];
    const first = new HostSide({
      port: sessionPort(w.host.session!),
      side: 'axis',
      guestSide: 'soviet',
      exportGame: () => Promise.reject(new Error('no')),
      say: () => undefined,
      saveAnswered: (l) => void saved.splice(0, saved.length, ...l),
    });
    const [a, b] = memoryLinkPair();
    first.attach(a);
    const answers: string[] = [];
    b.onMessage((text) => answers.push(text));
    const act = JSON.stringify({ v: 1, t: 'act', aid: 'once', kind: 'append', events: [army(5)] });
    b.send(act);
    await settle();
    expect(w.host.session!.events).toHaveLength(1);
    expect(saved.map(([aid]) => aid)).toEqual(['once']);
    first.stop();
    const again = new HostSide({
      port: sessionPort(w.host.session!),
      side: 'axis',
      guestSide: 'soviet',
      exportGame: () => Promise.reject(new Error('no')),
      say: () => undefined,
      answered: saved,
    });
    const [c, d] = memoryLinkPair();
    again.attach(c);
    const later: string[] = [];
    d.onMessage((text) => later.push(text));
    d.send(act);
    await settle();
    expect(w.host.session!.events).toHaveLength(1);
    expect(later.map((t) => JSON.parse(t) as { t: string; aid?: string; ok?: boolean })).toContainEqual({ v: 1, t: 'result', aid: 'once', ok: true });
    again.stop();
  });

  it("a guest copy that diverged is replaced whole by the host's", async () => {
    const w = await twoPhones();
    await w.host.session!.append([army(1)]);
    await w.join();
    w.links[0].drop();
    await settle();
    // On the host, the action is undone and another takes its place: the guest's last entry is no longer the host's.
    await w.host.session!.undo();
    await w.host.session!.append([army(2)]);
    await w.rejoin();
    expect(logOf(w.guest.session!)).toEqual(logOf(w.host.session!));
    expect(artillery(w.guest.session)).toBe(2);
  });
});

describe('Two phones: a hostile peer gets nothing in', () => {
  const hostile = async () => {
    const w = await twoPhones();
    await w.join();
    await w.host.session!.append([army(3)]);
    await settle();
    return w;
  };

  it('malformed JSON, a wrong schema, a wrong version or an oversized message from the guest change nothing, and the guest is told', async () => {
    const w = await hostile();
    const before = logOf(w.host.session!);
    const [, guestEnd] = w.links;
    guestEnd.send('{not json');
    guestEnd.send(JSON.stringify({ v: 1, t: 'act', aid: 'x', kind: 'explode' }));
    guestEnd.send(JSON.stringify({ v: 2, t: 'hello', known: null }));
    guestEnd.send(JSON.stringify({ v: 1, t: 'act', aid: 'y', kind: 'append', events: [{ type: 'armir/army', payload: 'x'.repeat(MAX_GUEST_MESSAGE) }] }));
    await settle();
    expect(logOf(w.host.session!)).toEqual(before);
    const refusals = w.guest.said.filter((t) => t.key === 'app.link.peerRefused');
    expect(refusals.map((t) => (t.params!.why as { key: string }).key)).toEqual([
      'app.link.refusedMessage',
      'app.link.refusedMessage',
      'app.link.refusedVersion',
      'app.link.refusedTooLong',
    ]);
  });

  it("a host's rule interpretations that are not a short list of values are refused whole, and the host is told", async () => {
    const w = await hostile();
    const [hostEnd] = w.links;
    const many = Object.fromEntries(Array.from({ length: 101 }, (_, i) => [`s${i}`, true]));
    hostEnd.send(JSON.stringify({ v: 1, t: 'rules', module: 'armir', interpretations: many }));
    hostEnd.send(JSON.stringify({ v: 1, t: 'rules', module: 'armir', interpretations: { reading: { nested: 1 } } }));
    await settle();
    const refusals = w.host.said.filter((t) => t.key === 'app.link.peerRefused');
    expect(refusals.map((t) => (t.params!.why as { params?: Record<string, unknown> }).params?.what)).toEqual(['rules', 'rules']);
  });

  it('a forged "appended" log from the guest is refused: only the host appends', async () => {
    const w = await hostile();
    const before = logOf(w.host.session!);
    const forged = {
      v: 1,
      t: 'log',
      epoch: 1,
      n: 1,
      from: 1,
      head: 2,
      entries: [{ seq: 1, event: { type: 'armir/army', at: 1, payload: army(99).payload }, batch: 1 }],
    };
    w.links[1].send(JSON.stringify(forged));
    await settle();
    expect(logOf(w.host.session!)).toEqual(before);
    expect(w.guest.said.at(-1)!.key).toBe('app.link.peerRefused');
  });

  it('a forbidden event or a bad payload proposed by the guest never enters either log', async () => {
    const w = await hostile();
    const before = logOf(w.host.session!);
    await w.guestSide.propose({ kind: 'append', events: [{ type: 'core/roll-void', payload: { nonsense: true } }] });
    await w.guestSide.propose({ kind: 'append', events: [{ type: 'armir/army', payload: { army: 'army9', range: 'far' } }] });
    await w.guestSide.propose({ kind: 'append', events: [{ type: 'no/such-event' }] });
    await settle();
    expect(logOf(w.host.session!)).toEqual(before);
    expect(logOf(w.guest.session!)).toEqual(before);
    expect(w.guest.said.filter((t) => t.key === 'app.link.refused')).toHaveLength(3);
  });

  it("a host sending a change the rules refuse gets nothing into the guest's log, and is told", async () => {
    const w = await hostile();
    const before = logOf(w.guest.session!);
    const bad = {
      v: 1,
      t: 'log',
      epoch: 1,
      n: 3,
      from: 1,
      head: 2,
      entries: [{ seq: 1, event: { type: 'armir/combat', at: 5, payload: sovietAttack.payload }, batch: 1 }],
    };
    w.links[0].send(JSON.stringify(bad));
    await settle();
    expect(logOf(w.guest.session!)).toEqual(before);
    expect(storedLog(w.guest.repo, 'copy')).toEqual(before);
    expect(w.host.said.at(-1)!.key).toBe('app.link.peerRefused');
  });

  it('a host sending entries out of place (a batch that does not start where it says, a seq skipped, a head past the end) changes nothing on the guest', async () => {
    const w = await hostile();
    const before = logOf(w.guest.session!);
    const at = { type: 'armir/army', at: 5, payload: army(4).payload };
    const bad = [
      { from: 1, head: 2, entries: [{ seq: 1, event: at, batch: 5 }] },
      { from: 1, head: 2, entries: [{ seq: 2, event: at, batch: 2 }] },
      { from: 1, head: 9, entries: [{ seq: 1, event: at, batch: 1 }] },
      { from: 0, head: 0, entries: [] },
    ];
    // Each refusal makes the guest ask again from where its copy stands (a new epoch, numbered anew).
    for (const [i, b] of bad.entries()) {
      w.links[0].send(JSON.stringify({ v: 1, t: 'log', epoch: 1 + i, n: i === 0 ? 3 : 2, ...b }));
      await settle();
    }
    expect(logOf(w.guest.session!)).toEqual(before);
    expect(logOf(w.guest.session!)).toEqual(logOf(w.host.session!));
    expect(storedLog(w.guest.repo, 'copy')).toEqual(before);
    expect(w.host.said.filter((t) => t.key === 'app.link.peerRefused').map((t) => (t.params!.why as { key: string }).key)).toEqual(
      Array(4).fill('app.link.badChange'),
    );
  });
});
