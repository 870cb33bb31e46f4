/**
 * The guest's side of a game shared between two phones. Its copy of the game is the host's,
 * entry for entry (`SyncPort.mirror`, checked by the rules as it arrives). Its own actions are
 * proposed to the host and stay pending until the host's answer comes back: applied (the log
 * change arrives first) or refused in words. While the link is down they wait, kept by the
 * caller (`savePending`); on a new link the guest says where its copy stands, takes what it
 * misses, then sends them again — the host checks each against the game as it then stands.
 * An app roll is asked of the host with this phone's value revealed (`fair.ts`); every app roll
 * the host appends is checked against both phones' commitments before it is mirrored.
 */
import { StoreError, type LogEntry } from '../session';
import type { RolledDice, RollSpec, SettingValue, Text } from '../types';
import type { Link } from './link';
import { checkFair, commitment, freshFair, withNext, type FairRecord, type FairState, type OutcomeTable } from './fair';
import { SYNC_VERSION, entryHash, knownOf, readHost, type GuestMessage, type HostMessage, type Proposal } from './protocol';
import type { SyncPort } from './port';

export interface GuestOptions {
  /** The guest's copy, or null before the first sync brings the game. */
  port: SyncPort | null;
  /** Stores the game of the first sync on this device; returns its port. */
  adopt(game: { file: string; charts: string | null; side: string; guestSide: string }): Promise<SyncPort>;
  /** Reads the game by the host's rule interpretations from now on (throws, with `text`, if they cannot be taken). */
  adoptRules?(module: string, interpretations: Record<string, SettingValue>): Promise<void> | void;
  /** Actions still pending from before (kept on the device). */
  pending?: Proposal[];
  /** Keeps the pending actions on the device (a reload while the link is down loses none). */
  savePending(list: Proposal[]): Promise<void> | void;
  /** Something to say on this phone. */
  say(text: Text): void;
  /** How long a hello waits for the host's first word before it is said again (HELLO_RETRY_MS). */
  helloRetryMs?: number;
  /** The pending count changed, or the copy caught up. */
  onChange?(): void;
  /** The link went down. */
  onDown?(): void;
  /** The two phones' dice as kept with the game (a new guest's: fresh). */
  fair?: FairState;
  /** Keeps them with the game (a reload or a rejoin keeps them). */
  saveFair?(f: FairState): Promise<void> | void;
}

/** A failure in words (the game store shows `text`). */
function failure(text: Text): Error {
  return new StoreError(text);
}

type RollPayload = { spec: RollSpec; of?: unknown; rolled: RolledDice; fair?: FairRecord };

function appRollOf(e: LogEntry): RollPayload | null {
  const p = e.event.payload as Partial<RollPayload> | undefined;
  return e.event.type === 'core/roll' && p?.rolled?.source === 'app' ? (p as RollPayload) : null;
}

/** How far ahead of the last change taken a change may arrive and wait for the ones before it. */
const MAX_EARLY = 1000;
/** How many times on one link a guest asks to catch up again after a change it could not take. */
const MAX_RESYNCS = 3;
/** A hello with no answer is said again after this long, a few times; then the join is given up in words. */
export const HELLO_RETRY_MS = 8000;
const HELLO_TRIES = 3;

let counter = 0;
function newAid(): string {
  counter = (counter + 1) % 1e9;
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}-${counter}`;
}

export class GuestSide {
  port: SyncPort | null;
  pending: Proposal[];
  /** True once the copy has caught up on this link (pending actions are then sent). */
  synced = false;
  private link: Link | null = null;
  private stops: Array<() => void> = [];
  private lastN = 0;
  private epoch = 0;
  /** Hellos sent again on this link after a change could not be taken (a few, then the next link). */
  private resyncs = 0;
  private early = new Map<number, Extract<HostMessage, { t: 'log' }>>();
  private queue: Promise<unknown> = Promise.resolve();
  private waiting: { resolve(): void; reject(err: unknown): void } | null = null;
  /** The two phones' dice: this phone's value, the host's commitment. */
  fair: FairState;
  /** The dice of each app roll mirrored, by the guest's value it used (a roll asked here resolves with them). */
  private rolledBy = new Map<string, RolledDice>();
  /** Whether the host has said anything on this link yet. */
  private heard = false;
  private rolls = new Map<string, { resolve(r: RolledDice): void; reject(err: unknown): void }>();

  constructor(private readonly opts: GuestOptions) {
    this.port = opts.port;
    this.pending = [...(opts.pending ?? [])];
    this.fair = opts.fair ?? freshFair();
  }

  private async setFair(f: FairState): Promise<void> {
    this.fair = f;
    await this.opts.saveFair?.(f);
  }

  /**
   * Joins over `link` (the first time, or again after a drop): says where its copy stands (or
   * that it has none) and resolves once the copy has caught up.
   */
  attach(link: Link): Promise<void> {
    this.detach();
    this.link = link;
    this.synced = false;
    this.heard = false;
    // The value this phone commits to on this link is kept before it is said.
    void Promise.resolve(this.opts.saveFair?.(this.fair)).catch(() => undefined);
    this.resyncs = 0;
    this.stops = [
      link.onMessage((text) => this.receive(text)),
      link.onClose(() => {
        if (this.link !== link) return;
        this.synced = false;
        this.opts.say({ key: 'app.link.down' });
        this.opts.onDown?.();
        this.waiting?.reject(new Error('link closed'));
        this.waiting = null;
        // A roll asked stays pending (asked again on the next link, same values, same dice); its screen hears of the drop.
        this.rolls.forEach((r) => r.reject(failure({ key: 'app.link.rollNeedsLink' })));
        this.rolls.clear();
      }),
    ];
    const caughtUp = new Promise<void>((resolve, reject) => {
      this.waiting = { resolve, reject };
    });
    this.hello();
    this.helloAgain(link, 1);
    return caughtUp;
  }

  /**
   * The host has not answered yet (its answer lost, or its game still being read): the hello is
   * said again, a few times; then the join fails in words, never "Connecting…" for ever.
   */
  private helloAgain(link: Link, tries: number): void {
    const timer = setTimeout(() => {
      // Once the host speaks it is answering (a whole game may take a while to come): no second hello.
      if (this.link !== link || this.synced || this.heard) return;
      if (tries >= HELLO_TRIES || !link.open) {
        this.giveUp({ key: 'app.link.noAnswer' });
        return;
      }
      this.hello();
      this.helloAgain(link, tries + 1);
    }, this.opts.helloRetryMs ?? HELLO_RETRY_MS);
    this.stops.push(() => clearTimeout(timer));
  }

  /** The copy cannot catch up on this link: the join (or rejoin) fails with why, the link is closed. */
  private giveUp(why: Text): void {
    this.waiting?.reject(failure(why));
    this.waiting = null;
    this.stop();
  }

  /** Says where the copy stands (or that there is none): the host answers from there, numbering anew. */
  private hello(): void {
    this.epoch++;
    this.lastN = 0;
    this.early.clear();
    const p = this.port;
    const known = p
      ? (() => {
          const c = p.current();
          return c.entries.every((e) => e !== undefined) ? knownOf(c.entries as never, c.head) : { length: 0, head: 0, hash: '' };
        })()
      : null;
    this.send({ v: SYNC_VERSION, t: 'hello', epoch: this.epoch, known, commit: commitment(this.fair.mine) });
  }

  private detach(): void {
    this.stops.forEach((s) => s());
    this.stops = [];
    this.link = null;
  }

  /** Ends the sharing on this phone: the link is closed, the game stays. */
  stop(): void {
    const l = this.link;
    this.detach();
    if (l?.open) l.close();
  }

  private send(msg: GuestMessage): void {
    if (this.link?.open) this.link.send(JSON.stringify(msg));
  }

  /** Proposes an action to the host: pending (kept) until it comes back; sent now if the link is up. */
  async propose(p: Omit<Proposal, 'aid'>): Promise<void> {
    const proposal: Proposal = { aid: newAid(), ...p };
    this.pending = [...this.pending, proposal];
    await this.opts.savePending(this.pending);
    this.opts.onChange?.();
    if (this.synced) this.sendAct(proposal);
  }

  /**
   * An app roll (its payload without dice): asked of the host with this phone's value revealed,
   * resolves with the dice once the host's roll is checked and mirrored here. Refused in words
   * when the link is down (the players roll their own dice and type them).
   */
  async roll(payload: Record<string, unknown>, opts: { rollsOf?: string; outcomes?: OutcomeTable } = {}): Promise<RolledDice> {
    if (!this.synced || !this.link?.open) throw failure({ key: 'app.link.rollNeedsLink' });
    if (this.pending.some((p) => p.kind === 'roll')) throw failure({ key: 'app.link.rollWaits' });
    // This phone's next value is made once and kept: a roll asked again reveals the same.
    if (!this.fair.next) await this.setFair(withNext(this.fair));
    const reveal = { value: this.fair.mine, next: commitment(this.fair.next!) };
    const proposal: Proposal = { aid: newAid(), kind: 'roll', events: [{ type: 'core/roll', payload }], reveal, ...opts };
    const got = new Promise<RolledDice>((resolve, reject) => this.rolls.set(proposal.aid, { resolve, reject }));
    this.pending = [...this.pending, proposal];
    await this.opts.savePending(this.pending);
    this.opts.onChange?.();
    this.sendAct(proposal);
    return got;
  }

  private sendAct(p: Proposal): void {
    const msg: GuestMessage = { v: SYNC_VERSION, t: 'act', aid: p.aid, kind: p.kind };
    if (p.events) msg.events = p.events;
    if (p.rollsOf !== undefined) msg.rollsOf = p.rollsOf;
    if (p.reveal) msg.reveal = p.reveal;
    if (p.outcomes) msg.outcomes = p.outcomes;
    this.send(msg);
  }

  /** The host asks this phone's value for its own app roll: revealed with the next commitment (the same if asked again). */
  private async reveal(rid: string): Promise<void> {
    if (!this.fair.next) await this.setFair(withNext(this.fair));
    this.send({ v: SYNC_VERSION, t: 'reveal', rid, value: this.fair.mine, next: commitment(this.fair.next!) });
  }

  private receive(text: string): void {
    const r = readHost(text);
    if (!r.ok) {
      this.send({ v: SYNC_VERSION, t: 'refused', why: r.why });
      return;
    }
    const msg = r.msg;
    this.heard = true;
    this.queue = this.queue.then(() => this.handle(msg)).catch(() => undefined);
  }

  private async handle(msg: HostMessage): Promise<void> {
    switch (msg.t) {
      case 'game':
        return this.game(msg);
      case 'commit':
        // The host's first commitment is kept: a later one cannot change the value a roll will use.
        if (this.fair.theirs === null) await this.setFair({ ...this.fair, theirs: msg.commit });
        return;
      case 'ask':
        return this.reveal(msg.rid);
      case 'log':
        if (msg.epoch !== this.epoch) return; // an answer to an earlier hello
        if (msg.n <= this.lastN) return; // a duplicate
        // One too far ahead is not kept (a hostile host would fill the memory): a rejoin catches up.
        if (msg.n > this.lastN + MAX_EARLY) return;
        this.early.set(msg.n, msg);
        while (this.early.has(this.lastN + 1)) {
          const next = this.early.get(this.lastN + 1)!;
          this.early.delete(next.n);
          this.lastN = next.n;
          await this.log(next);
        }
        return;
      case 'result':
        return this.result(msg);
      case 'rules':
        try {
          await this.opts.adoptRules?.(msg.module, msg.interpretations);
        } catch (err) {
          this.send({ v: SYNC_VERSION, t: 'refused', why: (err as { text?: Text }).text ?? { key: 'app.link.refusedMessage', params: { what: 'rules' } } });
        }
        return;
      case 'refused':
        this.opts.say({ key: 'app.link.peerRefused', params: { why: msg.why } });
        return;
    }
  }

  private async game(msg: Extract<HostMessage, { t: 'game' }>): Promise<void> {
    if (this.port) return; // the game is here already: a rejoin takes the log instead
    try {
      this.port = await this.opts.adopt({ file: msg.file, charts: msg.charts, side: msg.side, guestSide: msg.guestSide });
    } catch (err) {
      const why = (err as { text?: Text }).text ?? { key: 'app.link.refusedMessage', params: { what: 'game' } };
      this.send({ v: SYNC_VERSION, t: 'refused', why });
      this.waiting?.reject(err);
      this.waiting = null;
    }
  }

  private async log(msg: Extract<HostMessage, { t: 'log' }>): Promise<void> {
    const port = this.port;
    if (!port) return;
    const before = port.current().head;
    // Every new app roll must be the dice both phones' values give: else nothing of the change is taken.
    let fair = this.fair;
    const made: Array<[string, RolledDice]> = [];
    const mine = port.current().entries;
    for (let i = 0; i < msg.entries.length; i++) {
      const e = msg.entries[i] as LogEntry;
      const roll = appRollOf(e);
      if (!roll || entryHash(mine[msg.from + i]) === entryHash(e)) continue;
      const after = checkFair(fair, 'guest', roll);
      if (!after) {
        this.opts.say({ key: 'app.link.fairBroken' });
        this.send({ v: SYNC_VERSION, t: 'refused', why: { key: 'app.link.fairBrokenWhy' } });
        return;
      }
      made.push([fair.mine, roll.rolled]);
      fair = after;
    }
    try {
      await port.mirror({ from: msg.from, entries: msg.entries, head: msg.head });
    } catch (err) {
      const why = (err as { text?: Text }).text ?? port.error() ?? { key: 'app.link.badChange' };
      this.send({ v: SYNC_VERSION, t: 'refused', why });
      // The copy may now miss what followed: ask again from where it stands (a few times on one link).
      if (this.resyncs < MAX_RESYNCS) {
        this.resyncs++;
        this.hello();
      } else if (!this.synced) this.giveUp({ key: 'app.link.cannotCatchUp', params: { why } });
      return;
    }
    if (made.length > 0) {
      await this.setFair(fair);
      for (const [value, rolled] of made) this.rolledBy.set(value, rolled);
    }
    const cause = msg.cause;
    if (cause?.by === 'host' && cause.kind !== 'append') {
      const after = port.current().head;
      const line = port.line(cause.kind === 'undo' ? before - 1 : after - 1);
      if (line && before !== after)
        this.opts.say({ key: cause.kind === 'undo' ? 'app.link.undoneThere' : 'app.link.redoneThere', params: { what: line.text } });
    }
    if (!this.synced) {
      // Caught up: the actions that waited are sent now, in order, to be checked as the game now stands.
      this.synced = true;
      this.pending.forEach((p) => this.sendAct(p));
      this.opts.onChange?.();
      this.waiting?.resolve();
      this.waiting = null;
    } else this.opts.onChange?.();
  }

  private async result(msg: Extract<HostMessage, { t: 'result' }>): Promise<void> {
    const p = this.pending.find((x) => x.aid === msg.aid);
    if (!p) return; // answered already
    this.pending = this.pending.filter((x) => x !== p);
    await this.opts.savePending(this.pending);
    const why: Text = { key: 'app.link.refused', params: { why: msg.why ?? { key: 'app.link.badChange' } } };
    if (!msg.ok) this.opts.say(why);
    const waiter = this.rolls.get(msg.aid);
    this.rolls.delete(msg.aid);
    const rolled = p.reveal ? this.rolledBy.get(p.reveal.value) : undefined;
    if (waiter) {
      if (msg.ok && rolled) waiter.resolve(rolled);
      else waiter.reject(failure(msg.ok ? { key: 'app.link.badChange' } : why));
    }
    this.opts.onChange?.();
  }
}
