/**
 * War to Axis: the army cards this device keeps (2.5), in the app's database (table
 * `library`, kind CARD_LIBRARY_KIND) beside the charts and the games, so they are saved with
 * the rest of the app's data and never cleared with the browser's small storage. Earlier
 * releases kept them in localStorage as a pack; `migrateLegacyCards` carries that pack over
 * once, and forgets it only after every card is written.
 */
import * as v from 'valibot';
import type { AiutanteDb } from '@/db/schema';
import { deleteLibrary, listLibrary, putLibrary } from '@/db/library';
import type { Json } from '@/engine/session';
import { parseCardPack } from '@/games/war-to-axis/cards';
import { armyCardSchema } from '@/games/war-to-axis/events';
import type { ArmyCard } from '@/games/war-to-axis/state';

export const CARD_LIBRARY_KIND = 'wta.armyCards';
/** Where earlier releases kept this device's cards (a pack's text). */
export const LEGACY_CARDS_KEY = 'aiutante.armyCards';

/** The device's cards, each checked against the army card's schema (a damaged row is left out). */
export async function readCardLibrary(db: AiutanteDb): Promise<ArmyCard[]> {
  const rows = await listLibrary(db, CARD_LIBRARY_KIND);
  return rows.flatMap((r) => {
    const p = v.safeParse(armyCardSchema, r.value);
    return p.success ? [p.output as ArmyCard] : [];
  });
}

/** Keeps cards on the device (a card with the same id is replaced). */
export async function saveCardLibrary(db: AiutanteDb, cards: readonly ArmyCard[]): Promise<void> {
  await putLibrary(db, CARD_LIBRARY_KIND, cards.map((c) => ({ id: c.id, value: c as unknown as Json })));
}

export async function forgetCard(db: AiutanteDb, id: string): Promise<void> {
  await deleteLibrary(db, CARD_LIBRARY_KIND, id);
}

/** The little of Web Storage the migration uses (null: no storage in this browser). */
export type LegacyStorage = Pick<Storage, 'getItem' | 'removeItem'>;

export interface MigrationReport {
  /** Cards written into the database. */
  moved: number;
  /** The old text stays where it was (unreadable, or the write failed): nothing is lost. */
  kept: boolean;
}

/**
 * Carries the cards an earlier release kept in localStorage into the database: every card of
 * the old pack not already in the library is written, then (and only then) the old text is
 * removed. A text that does not read as a pack is left untouched.
 */
export async function migrateLegacyCards(db: AiutanteDb, storage: LegacyStorage | null): Promise<MigrationReport> {
  let text: string | null = null;
  try {
    text = storage?.getItem(LEGACY_CARDS_KEY) ?? null;
  } catch {
    return { moved: 0, kept: true };
  }
  if (text === null) return { moved: 0, kept: false };
  const pack = parseCardPack(text);
  if (!pack.ok) return { moved: 0, kept: true };
  const have = new Set((await listLibrary(db, CARD_LIBRARY_KIND)).map((r) => r.id));
  const fresh = pack.cards.filter((c) => !have.has(c.id));
  await saveCardLibrary(db, fresh);
  try {
    storage?.removeItem(LEGACY_CARDS_KEY);
  } catch {
    /* the cards are in the database; the old copy is harmless */
  }
  return { moved: fresh.length, kept: false };
}

/** The browser's localStorage, or null where it is missing or refused (some private windows). */
export function browserStorage(): LegacyStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/**
 * The text pasted into the pack box (a pack from another device, not yet imported): kept in
 * this browser tab's session storage, so a tab switch or a reload does not lose it. It belongs
 * to the device, never to a game: it is not a game draft and never leaves with a game.
 */
export const PACK_DRAFT_KEY = 'aiutante.wta.packDraft';
/** The little of Web Storage the pack box uses. */
export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function readPackDraft(storage: DraftStorage | null): string {
  try {
    return storage?.getItem(PACK_DRAFT_KEY) ?? '';
  } catch {
    return '';
  }
}

/** Keeps the box's text (an empty box forgets it); false when the browser refused it (full, or no storage). */
export function writePackDraft(storage: DraftStorage | null, text: string): boolean {
  if (!storage) return false;
  try {
    if (text === '') storage.removeItem(PACK_DRAFT_KEY);
    else storage.setItem(PACK_DRAFT_KEY, text);
    return true;
  } catch {
    return false;
  }
}

/** The browser tab's sessionStorage, or null where it is missing or refused. */
export function sessionDraftStorage(): DraftStorage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}
