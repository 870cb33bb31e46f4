/**
 * Two phones' dice: an app roll in a shared game draws on a random value from each phone, so
 * neither phone alone chooses it or can quietly roll again. Each phone always holds one secret
 * value (32 random bytes, hex) whose SHA-256 commitment the other phone already has; a roll
 * reveals both values (each with the commitment of the phone's next value), and the dice are
 * derived from SHA-256(host value ‖ guest value ‖ the roll's spec and question) through a
 * deterministic generator (sfc32 seeded by the digest, unbiased by rejection). A value is
 * replaced only once a roll that used it is on the log: a roll asked again gives the same dice.
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { rngFromWords, rollDice, sfc32 } from '../rng';
import { canonicalJson } from '../sealed';
import type { RollSpec, RolledDice, Text } from '../types';

/** What a phone holds for the two phones' dice (kept with the shared game). */
export interface FairState {
  /** This phone's current secret value (hex), committed to the other phone. */
  mine: string;
  /** The value that follows it, once its commitment has been given (hex), else null. */
  next: string | null;
  /** The other phone's commitment to its current value (hex), once known. */
  theirs: string | null;
}

/** Both phones' contributions to a roll, as the log keeps them (`core/roll`'s `fair`). */
export interface FairRecord {
  host: string;
  guest: string;
  hostNext: string;
  guestNext: string;
}

const HEX = /^[0-9a-f]{64}$/;

export const isValue = (x: unknown): x is string => typeof x === 'string' && HEX.test(x);

function bytesOf(hex: string): Uint8Array {
  const out = new Uint8Array(hex.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = parseInt(hex.slice(2 * i, 2 * i + 2), 16);
  return out;
}

function hexOf(bytes: Uint8Array): string {
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** A new secret value: 32 random bytes. */
export function newValue(): string {
  return hexOf(globalThis.crypto.getRandomValues(new Uint8Array(32)));
}

/** The commitment to a value: its SHA-256, hex. */
export function commitment(value: string): string {
  return hexOf(sha256(bytesOf(value)));
}

/** A fresh state: a value of this phone's, the other's commitment not known yet. */
export function freshFair(): FairState {
  return { mine: newValue(), next: null, theirs: null };
}

export function isFairState(x: unknown): x is FairState {
  const f = x as Partial<FairState> | null;
  return !!f && isValue(f.mine) && (f.next === null || isValue(f.next)) && (f.theirs === null || isValue(f.theirs));
}

/** The dice both values give for this roll (its spec and the question it answers). */
export function fairDice(spec: RollSpec, of: unknown, hostValue: string, guestValue: string): RolledDice {
  const tail = new TextEncoder().encode(canonicalJson([spec, of ?? null]));
  const input = new Uint8Array(64 + tail.length);
  input.set(bytesOf(hostValue), 0);
  input.set(bytesOf(guestValue), 32);
  input.set(tail, 64);
  const d = sha256(input);
  const word = (i: number) => ((d[4 * i] << 24) | (d[4 * i + 1] << 16) | (d[4 * i + 2] << 8) | d[4 * i + 3]) >>> 0;
  // sfc32, seeded by the digest's first four words.
  return rollDice(spec, rngFromWords(sfc32(word(0), word(1), word(2), word(3))));
}

/** This phone's next value, made once (a roll asked again reveals the same one). */
export function withNext(f: FairState): FairState {
  return f.next ? f : { ...f, next: newValue() };
}

/**
 * Checks an app roll as the log has it against what this phone holds: the other phone's value
 * matches its commitment, this phone's value is the one it holds, the next commitment of this
 * phone's is its own, and the dice are those both values give. Returns the state after the
 * roll, or null when the roll fails.
 */
export function checkFair(
  f: FairState,
  role: 'host' | 'guest',
  payload: { spec: RollSpec; of?: unknown; rolled: RolledDice; fair?: FairRecord },
): FairState | null {
  const fair = payload.fair;
  if (!fair || !f.theirs || !f.next) return null;
  const [mineV, theirsV, myNext, theirNext] =
    role === 'host' ? [fair.host, fair.guest, fair.hostNext, fair.guestNext] : [fair.guest, fair.host, fair.guestNext, fair.hostNext];
  if (mineV !== f.mine || commitment(theirsV) !== f.theirs || myNext !== commitment(f.next) || !isValue(theirNext)) return null;
  if (payload.rolled.source !== 'app' || payload.rolled.counts) return null;
  const dice = fairDice(payload.spec, payload.of, fair.host, fair.guest);
  if (dice.faces.length !== payload.rolled.faces.length || dice.faces.some((x, i) => x !== payload.rolled.faces[i])) return null;
  return { mine: f.next, next: null, theirs: theirNext };
}

/** The most face combinations a guest's roll sends its outcomes for (four six-sided dice): a larger pool is journaled without its outcome. */
export const MAX_OUTCOME_TABLE = 1296;
/** The most distinct outcomes such a table names. */
export const MAX_OUTCOME_LABELS = 64;

/**
 * A guest's app roll is made on the host, but the question it answers (and so the outcome its
 * dice land in) is on the guest's screen: the guest sends, with the roll, the outcome of every
 * face combination its dice can show — `of[k]` indexes `labels` (-1: none), the combinations in
 * order, the first die varying slowest — and the host journals the one the dice give.
 */
export interface OutcomeTable {
  labels: Text[];
  of: number[];
}

const sizesOf = (spec: RollSpec): number[] => spec.dice.map((d) => (d.kind === 'numbered' ? d.sides : d.faces.length));
const combinations = (sizes: readonly number[]): number => sizes.reduce((n, k) => n * k, 1);
/** A die's face as RolledDice keeps it: a numbered die's value from 1, a custom die's index from 0. */
const faceAt = (spec: RollSpec, die: number, k: number): number => (spec.dice[die]!.kind === 'numbered' ? k + 1 : k);

/** The outcome of every combination of the roll's dice, or undefined when there are too many (or none). */
export function outcomeTable(spec: RollSpec, outcome: (r: RolledDice) => Text | undefined): OutcomeTable | undefined {
  const sizes = sizesOf(spec);
  const total = combinations(sizes);
  if (sizes.length === 0 || sizes.some((n) => n < 1) || total > MAX_OUTCOME_TABLE) return undefined;
  const labels: Text[] = [];
  const seen = new Map<string, number>();
  const of: number[] = [];
  for (let k = 0; k < total; k++) {
    const faces: number[] = [];
    for (let d = sizes.length - 1, rest = k; d >= 0; d--) {
      faces.unshift(faceAt(spec, d, rest % sizes[d]!));
      rest = Math.floor(rest / sizes[d]!);
    }
    const said = outcome({ faces, source: 'app' });
    if (!said) {
      of.push(-1);
      continue;
    }
    const key = canonicalJson(said);
    let i = seen.get(key);
    if (i === undefined) {
      if (labels.length >= MAX_OUTCOME_LABELS) return undefined;
      i = labels.push(said) - 1;
      seen.set(key, i);
    }
    of.push(i);
  }
  return { labels, of };
}

/** The outcome the table gives these dice; undefined when the table does not fit the roll. */
export function outcomeFromTable(table: OutcomeTable | undefined, spec: RollSpec, faces: readonly number[]): Text | undefined {
  if (!table) return undefined;
  const sizes = sizesOf(spec);
  if (faces.length !== sizes.length || table.of.length !== combinations(sizes)) return undefined;
  let k = 0;
  for (let d = 0; d < sizes.length; d++) {
    const i = spec.dice[d]!.kind === 'numbered' ? faces[d]! - 1 : faces[d]!;
    if (!Number.isInteger(i) || i < 0 || i >= sizes[d]!) return undefined;
    k = k * sizes[d]! + i;
  }
  const at = table.of[k]!;
  return at >= 0 ? table.labels[at] : undefined;
}
