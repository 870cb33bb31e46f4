// Typed once (issue 31.5), the pure side: an Apply's typed items are the new or changed ones
// only; what the device gives back is checked against the kind's schema and its key.
import { describe, expect, it } from 'vitest';
import { notKept, offered, readKept, typedItems } from '@/engine/library';
import type { LibraryKind } from '@/engine/types';
import { armyCardLibrary } from '@/games/war-to-axis/library';
import { deCard, usCard } from '../games/war-to-axis/helpers';

const kind = armyCardLibrary as unknown as LibraryKind;
const state = (cards: unknown[]) => ({ cards });

describe('what an Apply typed', () => {
  it('an Apply that touches no card keeps nothing new; a card added or corrected is kept', () => {
    const before = state([usCard]);
    expect(typedItems(kind, before, state([usCard]))).toEqual([]);
    expect(typedItems(kind, before, state([usCard, deCard])).map((x) => x.id)).toEqual([deCard.id]);
    expect(typedItems(kind, before, state([{ ...usCard, american: !usCard.american }])).map((x) => x.id)).toEqual([usCard.id]);
    // A card taken out of a game stays on the device: nothing to write.
    expect(typedItems(kind, before, state([]))).toEqual([]);
  });
});

describe('what the device gives back', () => {
  it('a damaged item, or one filed under another key, is counted and left out; the others are offered unless the game holds them', () => {
    const r = readKept(kind, [
      { id: usCard.id, value: usCard },
      { id: deCard.id, value: deCard },
      { id: 'broken', value: { name: 'no units' } },
      { id: 'elsewhere', value: usCard },
    ]);
    expect(r.damaged).toBe(2);
    expect(r.items.map((x) => x.id)).toEqual([usCard.id, deCard.id]);
    expect(offered(kind, state([usCard]), r.items).map((x) => x.id)).toEqual([deCard.id]);
    expect(notKept(kind, state([usCard]), r.items.slice(1)).map((x) => x.id)).toEqual([usCard.id]);
  });
});
