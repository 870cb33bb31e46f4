/**
 * The host's side of a game shared between two phones: the phone that started the game keeps
 * the order. Each action the guest proposes is checked by the rules exactly as a typed one
 * (`SyncPort.append`, the session's one door), and every change of the log — the guest's or
 * the host's own — is sent to the guest, numbered, as the entries from the first that differs
 * from the guest's copy. A duplicate action (same id) is answered again, never applied twice.
 * An app roll, the guest's or the host's own, is made here from both phones' values
 * (`fair.ts`): the guest's revealed value must match its commitment.
 */
import { StoreError, type LogEntry } from '../session';
import type { RolledDice, RollSpec, SettingValue, Text } from '../types';
import { commitment, fairDice, freshFair, outcomeFromTable, withNext, type FairRecord, type FairState } from './fair';
import type { Link } from './link';
import { SYNC_VERSION, entryHash, readGuest, type GuestMessage, type HostMessage } from './protocol';
import type { SyncPort } from './port';

export interface HostOptions {
  port: SyncPort;
  /** The side this phone plays, and the guest's. */
  side: string;
  guestSide: string;
  /** The game as a game file, and the chart pack of the charts it uses (or null). */
  exportGame(): Promise<{ file: string; charts: string | null }>;
  /** The rule interpretations this phone reads the game's module by (sent to the guest, which reads by them too). */
  rules?(): { module: string; interpretations: Record<string, SettingValue> };
  /** The guest's actions answered before (kept on the device: one re-sent after this phone's reload is answered, not applied again). */
  answered?: ReadonlyArray<readonly [string, Answer]>;
  /** Keeps the answered actions on the device, before the answer is sent. */
  saveAnswered?(list: Array<[string, Answer]>): Promise<void> | void;
  /** Something to say on this phone (the link down, the other phone's undo, a refusal). */
  say(text: Text): void;
  /** The link went down. */
  onDown?(): void;
  /** The two phones' dice as kept with the game (a new game's: fresh). */
  fair?: FairState;
  /** Keeps them with the game (a reload or a rejoin keeps them). */
  saveFair?(f: FairState): Promise<void> | void;
}

/** How long the host waits for the guest's value for its own app roll. */
const ASK_MS = 15_000;

/** A failure in words (the game store shows `text`). */
function failure(text: Text): Error {
  return new StoreError(text);
}

/** An app roll (from either phone) in a shared game: made by the host from both values. */
function isAppRoll(e: { type: string; payload?: unknown }): boolean {
  return e.type === 'core/roll' && (e.payload as { rolled?: { source?: unknown } } | undefined)?.rolled?.source === 'app';
}

/** An action's fate, as the guest is told it. */
export type Answer = { ok: boolean; why?: Text };

type Cause = { by: 'host' | 'guest'; kind: 'append' | 'undo' | 'redo' };

function keyOf(e: LogEntry | undefined): string {
  return e ? JSON.stringify([e.seq, e.event.type, e.event.at, e.event.payload ?? null, e.batch ?? e.seq]) : '';
}

const KEEP_RESULTS = 500;
/** How many of them are kept on the device (a guest re-sends only what was pending at a drop). */
const KEEP_SAVED = 100;

export class HostSide {
  private link: Link | null = null;
  private stops: Array<() => void> = [];
  private readonly stopPort: () => void;
  /** The guest's copy, as we sent it; null until it has the game. */
  private sent: { entries: LogEntry[]; head: number } | null = null;
  private n = 0;
  private epoch = 0;
  private acting: Cause | null = null;
  private results = new Map<string, Answer>();
  private queue: Promise<unknown> = Promise.resolve();
  /** The two phones' dice: this phone's value, the guest's commitment. */
  fair: FairState;
  private asks = new Map<string, { resolve(r: { value: string; next: string }): void; reject(err: unknown): void }>();
  private asked = 0;
  /** The guest's value the last app roll used. */
  private used = '';

  constructor(private readonly opts: HostOptions) {
    for (const [aid, a] of opts.answered ?? []) this.results.set(aid, a);
    this.stopPort = opts.port.subscribe(() => this.flush());
    this.fair = opts.fair ?? freshFair();
  }

  /** True while the guest is linked and has the game (an app roll can be made). */
  get live(): boolean {
    return !!this.link?.open && this.sent !== null && this.fair.theirs !== null;
  }

  /** Serves the guest over `link` (the first link, or a new one after a drop). */
  attach(link: Link): void {
    this.detach();
    this.link = link;
    this.sent = null;
    // The value this phone commits to on this link is kept before it is said.
    void Promise.resolve(this.opts.saveFair?.(this.fair)).catch(() => undefined);
    this.n = 0;
    this.stops = [
      link.onMessage((text) => this.receive(text)),
      link.onClose(() => {
        if (this.link !== link) return;
        this.asks.forEach((a) => a.reject(failure({ key: 'app.link.rollNeedsLink' })));
        this.asks.clear();
        this.opts.say({ key: 'app.link.down' });
        this.opts.onDown?.();
      }),
    ];
  }

  private detach(): void {
    this.stops.forEach((s) => s());
    this.stops = [];
    this.link = null;
    this.asks.forEach((a) => a.reject(failure({ key: 'app.link.rollNeedsLink' })));
    this.asks.clear();
  }

  /** Ends serving: the link is closed, the game stays. */
  stop(): void {
    const l = this.link;
    this.detach();
    this.stopPort();
    if (l?.open) l.close();
  }

  private send(msg: HostMessage): void {
    if (this.link?.open) this.link.send(JSON.stringify(msg));
  }

  private receive(text: string): void {
    const r = readGuest(text);
    if (!r.ok) {
      // Refused whole, said on the phone that sent it.
      this.send({ v: SYNC_VERSION, t: 'refused', why: r.why });
      return;
    }
    const msg = r.msg;
    if (msg.t === 'reveal') {
      // Answers an app roll of the host's, which waits in the queue for it.
      const a = this.asks.get(msg.rid);
      this.asks.delete(msg.rid);
      a?.resolve({ value: msg.value, next: msg.next });
      return;
    }
    this.queue = this.queue.then(() => this.handle(msg)).catch(() => undefined);
  }

  private async handle(msg: GuestMessage): Promise<void> {
    switch (msg.t) {
      case 'hello':
        this.epoch = msg.epoch;
        this.n = 0;
        // The guest's first commitment is taken once: a later hello cannot change the value a roll will use.
        if (msg.commit && this.fair.theirs === null) await this.setFair({ ...this.fair, theirs: msg.commit });
        this.send({ v: SYNC_VERSION, t: 'commit', commit: commitment(this.fair.mine) });
        return this.hello(msg.known);
      case 'act':
        return this.act(msg);
      case 'refused':
        this.opts.say({ key: 'app.link.peerRefused', params: { why: msg.why } });
        return;
    }
  }

  /** The interpretations changed on this phone: the guest reads by them too. */
  rulesChanged(): void {
    this.sendRules();
  }

  private sendRules(): void {
    const r = this.opts.rules?.();
    if (r) this.send({ v: SYNC_VERSION, t: 'rules', module: r.module, interpretations: r.interpretations });
  }

  private async hello(known: { length: number; head: number; hash: string } | null): Promise<void> {
    // The rules first: the guest checks what follows by the same interpretations.
    this.sendRules();
    const { entries } = await this.opts.port.whole();
    if (known === null) {
      const { file, charts } = await this.opts.exportGame();
      this.send({ v: SYNC_VERSION, t: 'game', file, charts, side: this.opts.side, guestSide: this.opts.guestSide });
      const f = JSON.parse(file) as { events: LogEntry['event'][]; head: number; batches?: number[] };
      this.sent = { entries: f.events.map((event, seq) => ({ seq, event, batch: f.batches?.[seq] ?? seq })), head: f.head };
      this.flush(true);
      return;
    }
    // A rejoin: what the guest has in common with us is kept; the rest (or all, if it diverged) is sent.
    const same = known.length <= entries.length && (known.length === 0 || entryHash(entries[known.length - 1]) === known.hash);
    this.sent = same ? { entries: entries.slice(0, known.length), head: known.head } : { entries: [], head: -1 };
    this.flush(true);
  }

  private async act(msg: Extract<GuestMessage, { t: 'act' }>): Promise<void> {
    const done = this.results.get(msg.aid);
    if (done) {
      this.send({ v: SYNC_VERSION, t: 'result', aid: msg.aid, ...done });
      return;
    }
    const port = this.opts.port;
    let result: Answer = { ok: true };
    this.acting = { by: 'guest', kind: msg.kind === 'roll' ? 'append' : msg.kind };
    try {
      if (msg.kind === 'roll') {
        const e = msg.events?.[0];
        if (!e || msg.events!.length !== 1 || e.type !== 'core/roll' || !msg.reveal) throw new Error('not a roll');
        // The outcome its dice land in, as the guest's screen gave it for every face (fair.ts `outcomeFromTable`).
        const spec = (e.payload as { spec?: RollSpec } | undefined)?.spec;
        await this.fairRoll(e.payload, msg.reveal, msg.rollsOf, spec && msg.outcomes ? (r) => outcomeFromTable(msg.outcomes, spec, r.faces) : undefined);
      } else if (msg.kind === 'append') {
        if (!msg.events || msg.events.length === 0) throw new Error('empty');
        // The app's dice are made here from both phones' values; a guest's own "app" dice are not taken.
        if (msg.events.some(isAppRoll)) throw failure({ key: 'app.link.rollNotFair' });
        await port.append(msg.events, msg.rollsOf !== undefined ? { rollsOf: msg.rollsOf } : {});
      } else {
        const before = port.current().head;
        await (msg.kind === 'undo' ? port.undo() : port.redo());
        const after = port.current().head;
        const line = port.line(msg.kind === 'undo' ? before - 1 : after - 1);
        if (before !== after && line)
          this.opts.say({ key: msg.kind === 'undo' ? 'app.link.undoneThere' : 'app.link.redoneThere', params: { what: line.text } });
      }
    } catch (err) {
      const why = (err as { text?: Text }).text ?? port.error() ?? { key: 'app.link.refusedMessage', params: { what: msg.kind } };
      result = { ok: false, why };
    } finally {
      this.flush();
      this.acting = null;
    }
    this.results.set(msg.aid, result);
    if (this.results.size > KEEP_RESULTS) this.results.delete(this.results.keys().next().value!);
    try {
      await this.opts.saveAnswered?.([...this.results].slice(-KEEP_SAVED));
    } catch {
      // Kept in memory still: only a reload before the next save could answer it twice.
    }
    this.send({ v: SYNC_VERSION, t: 'result', aid: msg.aid, ...result });
  }

  private async setFair(f: FairState): Promise<void> {
    this.fair = f;
    await this.opts.saveFair?.(f);
  }

  /**
   * An app roll of this phone's: the guest is asked for its value (committed ahead), the dice
   * are made from both and put on the log. Resolves with the dice on the record; refused in
   * words when the link is down or the guest's value does not match its commitment.
   */
  roll(payload: Record<string, unknown>, opts: { rollsOf?: string; outcome?: (r: RolledDice) => Text | undefined } = {}): Promise<RolledDice> {
    if (!this.live) return Promise.reject(failure({ key: 'app.link.rollNeedsLink' }));
    const run = async (): Promise<RolledDice> => {
      const rid = `r${++this.asked}-${Date.now().toString(36)}`;
      const revealed = new Promise<{ value: string; next: string }>((resolve, reject) => {
        const timer = setTimeout(() => {
          this.asks.delete(rid);
          reject(failure({ key: 'app.link.rollNeedsLink' }));
        }, ASK_MS);
        this.asks.set(rid, {
          resolve: (r) => {
            clearTimeout(timer);
            resolve(r);
          },
          reject: (err) => {
            clearTimeout(timer);
            reject(err);
          },
        });
      });
      if (!this.link?.open) throw failure({ key: 'app.link.rollNeedsLink' });
      this.send({ v: SYNC_VERSION, t: 'ask', rid });
      const reveal = await revealed;
      this.acting = { by: 'host', kind: 'append' };
      try {
        return await this.fairRoll(payload, reveal, opts.rollsOf, opts.outcome);
      } finally {
        this.flush();
        this.acting = null;
      }
    };
    const done = this.queue.then(run);
    this.queue = done.catch(() => undefined);
    return done;
  }

  /** Makes an app roll from both values and puts it on the log; the values move on once it is there. */
  private async fairRoll(
    proposed: unknown,
    guest: { value: string; next: string },
    rollsOf: string | undefined,
    outcome?: (r: RolledDice) => Text | undefined,
  ): Promise<RolledDice> {
    // A roll of each phone's at the same moment: the guest's value went to the first; the second is rolled again.
    if (guest.value === this.used) throw failure({ key: 'app.link.rollCrossed' });
    if (this.fair.theirs === null || commitment(guest.value) !== this.fair.theirs) throw failure({ key: 'app.link.fairMismatch' });
    const p = { ...((proposed ?? {}) as Record<string, unknown>) };
    delete p.rolled;
    delete p.fair;
    delete p.outcome;
    const spec = p.spec as RollSpec | undefined;
    if (!spec || !Array.isArray(spec.dice)) throw failure({ key: 'app.link.refusedMessage', params: { what: 'roll' } });
    // This phone's next value is made once and kept: a roll asked again reveals the same.
    if (!this.fair.next) await this.setFair(withNext(this.fair));
    const mine = this.fair.mine;
    const next = this.fair.next!;
    const rolled = fairDice(spec, p.of, mine, guest.value);
    const fair: FairRecord = { host: mine, guest: guest.value, hostNext: commitment(next), guestNext: guest.next };
    const said = outcome?.(rolled);
    const payload = { ...p, rolled, fair, ...(said ? { outcome: said } : {}) };
    await this.opts.port.append([{ type: 'core/roll', payload }], rollsOf !== undefined ? { rollsOf } : {});
    this.used = guest.value;
    await this.setFair({ mine: next, next: null, theirs: guest.next });
    return rolled;
  }

  /** Sends the guest what changed since its copy (with `force`, even nothing: a rejoin's answer). */
  private flush(force = false): void {
    const sent = this.sent;
    if (!sent || !this.link?.open) return;
    const { entries, head } = this.opts.port.current();
    if (entries.some((e) => e === undefined)) {
      // The older log is being read again: send once it is in.
      void this.opts.port.whole().then(() => this.flush(force));
      return;
    }
    const cur = entries as readonly LogEntry[];
    let k = 0;
    const max = Math.min(sent.entries.length, cur.length);
    while (k < max && (sent.entries[k] === cur[k] || keyOf(sent.entries[k]) === keyOf(cur[k]))) k++;
    if (!force && k === sent.entries.length && k === cur.length && head === sent.head) return;
    const msg: HostMessage = { v: SYNC_VERSION, t: 'log', epoch: this.epoch, n: ++this.n, from: k, entries: cur.slice(k), head };
    // A rejoin's answer catches up: nothing in it is said as done just now.
    if (!force) {
      msg.cause = this.acting ?? {
        by: 'host',
        kind: k === cur.length && k === sent.entries.length ? (head < sent.head ? 'undo' : 'redo') : 'append',
      };
    }
    this.send(msg);
    this.sent = { entries: cur.slice(), head };
  }
}
