/**
 * Sealed secrets: a side's private choice, in a game shared between two phones, stays on that
 * side's phone. The shared log holds only a commitment to it — SHA-256 over a canonical JSON
 * of the value and a random salt — and the rules check the reveal against it when they reveal
 * it: a reveal that does not open its commitment is refused. Synchronous, so an EventDef's
 * `allowed` can check it. Framework-free; no game is named here.
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import * as v from 'valibot';
import type { EventDef, SecretOf } from './events';
import type { GameEvent, GameModule, RulesContext, Text } from './types';

/** A commitment: 64 hex digits (SHA-256). */
export const COMMITMENT = /^[0-9a-f]{64}$/;
/** A salt: 32 hex digits or more (16 random bytes). */
export const SALT = /^[0-9a-f]{32,128}$/;

/**
 * JSON with the keys of every object in order (arrays keep theirs): the same value gives the
 * same text on every phone, whatever order its keys were written in. Undefined fields are
 * left out, as JSON.stringify does; a value JSON cannot hold (a function, NaN) is refused.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value === 'boolean' || typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new TypeError('not a finite number');
    return JSON.stringify(value);
  }
  if (Array.isArray(value)) return `[${value.map((x) => (x === undefined ? 'null' : canonicalJson(x))).join(',')}]`;
  if (typeof value === 'object') {
    const o = value as Record<string, unknown>;
    const keys = Object.keys(o)
      .filter((k) => o[k] !== undefined)
      .sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson(o[k])}`).join(',')}}`;
  }
  throw new TypeError(`cannot seal a ${typeof value}`);
}

/** The commitment to `value` under `salt`: what the shared log holds until the reveal. */
export function seal(value: unknown, salt: string): string {
  return bytesToHex(sha256(utf8ToBytes(canonicalJson({ salt, value }))));
}

/** Whether `value` and `salt` open `commitment` (the reveal matches what was sealed). */
export function opens(commitment: string, value: unknown, salt: string): boolean {
  if (!COMMITMENT.test(commitment) || typeof salt !== 'string') return false;
  try {
    return seal(value, salt) === commitment;
  } catch {
    return false;
  }
}

/** A fresh random salt (16 bytes from crypto.getRandomValues, in hex): kept on the owner's phone with the value. */
export function newSalt(): string {
  const buf = new Uint8Array(16);
  globalThis.crypto.getRandomValues(buf);
  return bytesToHex(buf);
}

/**
 * The draft under which a shared game keeps, on the owner's phone only, each secret it sealed:
 * the plain payload and its salt (drafts never cross the link).
 */
export const SECRETS_DRAFT = 'link.secrets';

/** The draft under which a shared game keeps this phone's role and sides (stores/link.ts). */
export const LINK_DRAFT = 'link.shared';

/** The side this phone plays in a game shared between two phones, from that draft; null on one phone. */
export function sideHere(draft: unknown): string | null {
  const side = (draft as { side?: unknown } | null | undefined)?.side;
  return typeof side === 'string' && side ? side : null;
}

/** A secret kept on its owner's phone: the event type, its commitment, the plain payload and the salt. */
export interface KeptSecret {
  type: string;
  commitment: string;
  payload: unknown;
  salt: string;
}

/** The secrets a draft keeps (anything else in it is ignored). */
export function keptSecrets(draft: unknown): KeptSecret[] {
  const list = (draft as { list?: unknown } | null | undefined)?.list;
  if (!Array.isArray(list)) return [];
  return list.filter((k): k is KeptSecret => {
    const x = k as Partial<KeptSecret> | null;
    return !!x && typeof x.type === 'string' && typeof x.commitment === 'string' && typeof x.salt === 'string' && 'payload' in x;
  });
}

/** The secret kept for `commitment`, if this phone holds it. */
export function keptFor(draft: unknown, commitment: string | null | undefined): KeptSecret | undefined {
  return commitment ? keptSecrets(draft).find((k) => k.commitment === commitment) : undefined;
}

/**
 * A module's `secret` (GameModule.secret) from its event defs' `secret`: the side's secret an
 * event carries in a state, or null. Built here, not in `eventBook`, so a game without secrets
 * (and the first download) carries none of it.
 */
export function secretsOf<S>(defs: readonly EventDef<S>[]): (state: S, event: Omit<GameEvent, 'at'>, ctx: RulesContext) => SecretOf | null {
  const byType = new Map<string, EventDef<S>>();
  for (const d of defs) if (d.secret) byType.set(d.type, d);
  return (state, event, ctx) => {
    const def = byType.get(event.type);
    const sd = def?.secret;
    if (!def || !sd) return null;
    const r = v.safeParse(def.schema, event.payload);
    if (!r.success) return null; // the door refuses it in words
    const p = r.output;
    const out: SecretOf = { owner: sd.owner(state, p, ctx) };
    const sealFn = sd.seal;
    if (sealFn) out.seal = (salt) => sealFn(p, salt);
    const rv = sd.reveal;
    const c = rv?.commitment(state);
    if (rv && c) out.reveal = { commitment: c, open: (kept, salt) => rv.open(p, kept, salt) };
    return out;
  };
}

/** An event as a phone sends it (the session stamps `at`). */
type Outgoing = Omit<GameEvent, 'at'>;

/** The words of a refusal: only the owner's phone sends an event that carries its side's secret. */
export function notYoursText(m: GameModule, owner: string): Text {
  return { key: 'app.link.secretNotYours', params: { side: m.sides.find((x) => x.id === owner)?.name ?? owner } };
}

/**
 * This phone's events as a shared game sends them (GameModule.secret; a module without it
 * sends them as they are): an event carrying another side's secret is refused (the owner is
 * said); a secret of `mine` is sealed — the log gets its commitment, `added` the plain payload
 * and salt for this phone to keep — and a reveal is filled from what `kept` holds.
 */
export function shareSecrets(
  m: GameModule,
  state: unknown,
  ctx: RulesContext,
  mine: string,
  input: readonly Outgoing[],
  kept: readonly KeptSecret[],
  salt: () => string = newSalt,
): { ok: true; events: Outgoing[]; added: KeptSecret[] } | { ok: false; why: Text } {
  if (!m.secret) return { ok: true, events: [...input], added: [] };
  const added: KeptSecret[] = [];
  const events: Outgoing[] = [];
  for (const e of input) {
    const sec = m.secret(state, e, ctx);
    if (!sec) {
      events.push(e);
      continue;
    }
    if (sec.owner !== mine) return { ok: false, why: notYoursText(m, sec.owner) };
    const rv = sec.reveal;
    if (sec.seal) {
      const s = salt();
      const r = sec.seal(s);
      if (r) added.push({ type: e.type, commitment: r.commitment, payload: e.payload ?? null, salt: s });
      events.push(r ? { ...e, payload: r.payload } : e);
    } else if (rv) {
      const k = kept.find((x) => x.commitment === rv.commitment);
      events.push(k ? { ...e, payload: rv.open(k.payload, k.salt) } : e);
    } else events.push(e);
  }
  return { ok: true, events, added };
}

/** On the phone that keeps the order: why events the other phone (playing `sender`) sent carry a secret not its own, or null. */
export function notSenders(m: GameModule, state: unknown, ctx: RulesContext, sender: string, events: readonly Outgoing[]): Text | null {
  if (!m.secret) return null;
  for (const e of events) {
    const sec = m.secret(state, e, ctx);
    if (sec && sec.owner !== sender) return notYoursText(m, sec.owner);
  }
  return null;
}

/**
 * The sides whose secret the log already holds plain (typed on one phone, before the game was
 * shared): sharing the game sends it to the other phone with the log, so the host is told first.
 */
export function plainSecretOwners(m: GameModule, state: unknown, ctx: RulesContext, events: readonly Outgoing[]): string[] {
  if (!m.secret) return [];
  const owners = new Set<string>();
  for (const e of events) {
    const sec = m.secret(state, e, ctx);
    if (sec?.seal?.('0'.repeat(32))) owners.add(sec.owner);
  }
  return [...owners];
}
