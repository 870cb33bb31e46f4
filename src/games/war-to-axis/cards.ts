/**
 * What players type from the printed material, read as the rulebook writes it: an army card's
 * fire notation (2.5), a scenario's overlay placement (4.3.6), the pedestal letters (2.1), and
 * what becomes of an event card drawn (2.6).
 */
import * as v from 'valibot';
import type { PackDef, Text } from '@/engine/types';
import { t } from '@/engine/derivation';
import { armyCardSchema } from './events';
import type { ArmyCard, Group, SideId } from './state';

/**
 * 2.5, A1: "R esa − N" (N dice up to R hexes) or "R esa − a/b/c/d" (one value per range,
 * read positionally). Returns the dice by range, index 0 = adjacent.
 */
export function parseFireNotation(text: string): { dice: number[] } | { error: Text } {
  const m = /^\s*(\d{1,2})\s*(?:esa|hex(?:es)?)\s*[-–−]\s*(\d{1,2}(?:\s*\/\s*\d{1,2})*)\s*$/i.exec(text);
  if (!m) return { error: t('wta.error.fireNotation', { value: text.slice(0, 40) }) };
  const range = Number(m[1]);
  const values = m[2].split('/').map((x) => Number(x.trim()));
  if (range < 1) return { error: t('wta.error.fireNotation', { value: text.slice(0, 40) }) };
  if (values.length === 1) return { dice: Array.from({ length: range }, () => values[0]) };
  if (values.length !== range) return { error: t('wta.error.fireNotationCount', { range, n: values.length }) };
  return { dice: values };
}

export type Facing = 'N' | 'NE' | 'E' | 'SE' | 'S' | 'SO' | 'O' | 'NO';

export interface OverlayPlacement {
  overlay: string;
  number: number;
  facing: Facing;
  map: string;
  hex: string;
}

/** 2.1: the advised pedestal letters: German (black) A20 B20 R10, Anglo-American (green) A28 B28 R14. */
export const PEDESTALS: Record<SideId, Record<Group, number>> = {
  axis: { A: 20, B: 20, R: 10 },
  allies: { A: 28, B: 28, R: 14 },
};

/** The nationality symbols on top of a card (2.6). */
export type CardSymbols = 'both' | 'drawer' | 'opponent';

/**
 * 2.6: a card with both symbols is the drawer's to use; with only the other army's it goes to
 * the opponent; "IMMEDIATA" is applied at once, otherwise it may be held and played later.
 */
export function cardFate(symbols: CardSymbols, immediate: boolean): { to: 'drawer' | 'opponent'; fate: 'now' | 'hold'; text: Text } {
  const to = symbols === 'opponent' ? 'opponent' : 'drawer';
  const fate = immediate ? 'now' : 'hold';
  return { to, fate, text: t(`wta.card.${to}_${fate}`) };
}

// ---------------------------------------------------------------------------
// Packs of army cards (2.5): typed once, kept on the device, shared as a JSON text.
// ---------------------------------------------------------------------------

/** The pack's format name and version (unchanged since the first release: old packs still read). */
export const CARD_PACK_FORMAT = 'aiutante-war-to-axis-army-cards';
const CARD_PACK_VERSION = 1;
/** The most cards a pack carries. */
const CARD_PACK_MAX = 50;

export type CardPackResult = { ok: true; cards: ArmyCard[] } | { ok: false; error: Text };

/** A received pack of army cards (2.5): its cards counted; added to a game as the cards panel adds one. */
export const cardPack: PackDef = {
  recognise: (file) => {
    const f = file as { format?: unknown; cards?: unknown } | null;
    return typeof f === 'object' && f !== null && f.format === CARD_PACK_FORMAT && Array.isArray(f.cards)
      ? t('wta.books.pack.received', { n: f.cards.length })
      : null;
  },
  action: 'wta.cards.add',
  field: 'pack',
};

/** A pack's text: the cards as typed, pretty-printed. */
export function exportCardPack(cards: readonly ArmyCard[]): string {
  return JSON.stringify({ format: CARD_PACK_FORMAT, version: CARD_PACK_VERSION, cards }, null, 1);
}

function cardIssue(issue: v.BaseIssue<unknown> | undefined): string {
  const path = issue?.path?.map((p) => String(p.key)).join('.') ?? '';
  return path || '—';
}

/**
 * Reads a pack, checking every card against the army card's schema (2.5) and that no card
 * repeats a unit type's id; a bad pack is refused with what is wrong, in words.
 */
export function parseCardPack(text: string): CardPackResult {
  if (typeof text !== 'string' || text.trim() === '') return { ok: false, error: t('wta.books.pack.empty') };
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ok: false, error: t('wta.books.pack.notJson') };
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw) || (raw as { format?: unknown }).format !== CARD_PACK_FORMAT)
    return { ok: false, error: t('wta.books.pack.notCards') };
  const r = raw as { version?: unknown; cards?: unknown };
  if (r.version !== CARD_PACK_VERSION) return { ok: false, error: t('wta.books.pack.version', { version: String(r.version), supported: CARD_PACK_VERSION }) };
  if (!Array.isArray(r.cards) || r.cards.length === 0) return { ok: false, error: t('wta.books.pack.noCards') };
  if (r.cards.length > CARD_PACK_MAX) return { ok: false, error: t('wta.books.pack.tooMany', { n: r.cards.length, max: CARD_PACK_MAX }) };
  const extra = Object.keys(raw).filter((k) => !['format', 'version', 'cards'].includes(k));
  if (extra.length) return { ok: false, error: t('wta.books.pack.extra', { what: extra.join(', ').slice(0, 60) }) };
  const cards: ArmyCard[] = [];
  for (const [i, c] of r.cards.entries()) {
    const p = v.safeParse(armyCardSchema, c);
    if (!p.success) return { ok: false, error: t('wta.books.pack.badCard', { n: i + 1, what: cardIssue(p.issues[0]) }) };
    const card = p.output as ArmyCard;
    if (new Set(card.units.map((u) => u.id)).size !== card.units.length)
      return { ok: false, error: t('wta.books.pack.repeatedType', { n: i + 1, name: card.name }) };
    cards.push(card);
  }
  return { ok: true, cards };
}
