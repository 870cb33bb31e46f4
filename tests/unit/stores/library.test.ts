// Typed once (issue 31, point 5): what players type from their counters and cards is kept on
// the device as it is applied, and offered in every new game of that title, brought in through
// the game's own table action; forgotten items are not offered; a damaged item is skipped and
// counted. War to Axis's army cards (2.5) and Blocks in the East's blocks (3.11).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { effectScope } from 'vue';
import { openDb } from '@/db/lazy';
import { listLibrary, putLibrary } from '@/db/library';
import type { Json } from '@/engine/session';
import { act, tryAct, useGameStore, useGamesStore } from '@/stores';
import { migrateLegacy, readDevice, useDeviceLibrary, type DeviceLibrary } from '@/stores/library';
import { exportCardPack } from '@/games/war-to-axis/cards';
import { armyCardLibrary, LEGACY_CARDS_KEY } from '@/games/war-to-axis/library';
import type { WtaState } from '@/games/war-to-axis/state';
import { blockLibrary } from '@/games/bite/library';
import { emptyBlockForm } from '@/games/bite/roster';
import { valuesOfBlockForm } from '@/games/bite/actions/roster';
import type { BiteState } from '@/games/bite/state';
import { deCard, usCard } from '../games/war-to-axis/helpers';
import { freshWorld } from './helpers';

beforeEach(async () => {
  await freshWorld();
});
afterEach(() => {
  useGameStore().close();
});

const wtaSetup = { scenario: 'sheet', options: {}, sideNames: {} };
async function newWta(name: string): Promise<void> {
  const id = await useGamesStore().create({ moduleId: 'wta', name, setup: wtaSetup });
  await useGameStore().open(id);
}
async function newBite(name: string): Promise<void> {
  const id = await useGamesStore().create({ moduleId: 'bite', name, setup: { scenario: 'SBE5', options: {}, sideNames: {} } });
  await useGameStore().open(id);
}
const wtaCards = () => (useGameStore().state as WtaState).cards;
const biteBlocks = () => (useGameStore().state as BiteState).blocks;

/** The device's library of a kind as a screen holds it, read once the writes under way are in. */
async function library(kind: string): Promise<DeviceLibrary> {
  const lib = effectScope().run(() => useDeviceLibrary(kind))!;
  await lib.refresh();
  return lib;
}

describe('issue 31.5, War to Axis 2.5: army cards typed once', () => {
  it('a card typed in one game is offered in the next game of War to Axis, and used, it is in that game', async () => {
    await newWta('Prima sera');
    expect(await act('wta.cards.add', { pack: exportCardPack([usCard]) })).toBe(true);
    // Kept as it was applied: nobody tapped "save on the device".
    expect((await readDevice(armyCardLibrary)).items.map((x) => x.id)).toEqual([usCard.id]);

    await newWta('Seconda sera');
    expect(wtaCards()).toEqual([]);
    const lib = await library('wta.armyCards');
    expect(lib.offered.value.map((x) => x.id)).toEqual([usCard.id]);
    const done = await lib.use(lib.offered.value);
    expect(done.applied).toBe(true);
    // Through the game's own action, one Apply: the card as it was typed.
    expect(wtaCards()).toEqual([usCard]);
    expect(useGameStore().record?.head).toBe(1);
    await lib.refresh();
    expect(lib.offered.value).toEqual([]);
  });

  it('a card corrected in a game is kept corrected: the next game is offered the correction', async () => {
    await newWta('Prima sera');
    await act('wta.cards.add', { pack: exportCardPack([usCard, deCard]) });
    await act('wta.cards.add', { pack: exportCardPack([{ ...usCard, name: usCard.name, american: !usCard.american }]) });
    const kept = await readDevice(armyCardLibrary);
    expect(kept.items).toHaveLength(2);
    expect(kept.items.find((x) => x.id === usCard.id)?.item).toMatchObject({ american: !usCard.american });
  });

  it('forgotten cards are not offered; the undo brings them back', async () => {
    await newWta('Prima sera');
    await act('wta.cards.add', { pack: exportCardPack([usCard, deCard]) });
    await newWta('Seconda sera');
    const lib = await library('wta.armyCards');
    expect(lib.offered.value).toHaveLength(2);
    expect(await lib.forget([usCard.id])).toBe(true);
    await lib.refresh();
    expect(lib.offered.value.map((x) => x.id)).toEqual([deCard.id]);
    expect(await lib.undoForget()).toBe(true);
    await lib.refresh();
    expect(lib.offered.value.map((x) => x.id).sort()).toEqual([deCard.id, usCard.id].sort());
    // All of them at once.
    expect(await lib.forget(lib.items.value.map((x) => x.id))).toBe(true);
    await lib.refresh();
    expect(lib.offered.value).toEqual([]);
    // Another game of the title is offered nothing either.
    await newWta('Terza sera');
    expect((await library('wta.armyCards')).offered.value).toEqual([]);
  });

  it('a damaged library item is skipped with a word: counted, never offered, the others are', async () => {
    await newWta('Prima sera');
    await act('wta.cards.add', { pack: exportCardPack([usCard]) });
    await putLibrary(await openDb(), 'wta.armyCards', [{ id: 'broken', value: { name: 'no units' } }]);
    await newWta('Seconda sera');
    const lib = await library('wta.armyCards');
    expect(lib.damaged.value).toBe(1);
    expect(lib.offered.value.map((x) => x.id)).toEqual([usCard.id]);
  });

  it('a card the game holds and the device does not (typed before it kept them) is kept at one tap', async () => {
    await newWta('Vecchia sera');
    await act('wta.cards.add', { pack: exportCardPack([usCard]) });
    const now = await library('wta.armyCards');
    await now.forget([usCard.id]);
    await now.refresh();
    expect(now.notKept.value.map((x) => x.id)).toEqual([usCard.id]);
    expect(await now.keepGame()).toBe(true);
    expect((await readDevice(armyCardLibrary)).items.map((x) => x.id)).toEqual([usCard.id]);
  });

  it('the cards an earlier release kept in the page storage come over once, then the old text goes; a text that does not read stays', async () => {
    const storage = new Map<string, string>();
    const page = { getItem: (k: string) => storage.get(k) ?? null, removeItem: (k: string) => void storage.delete(k) };
    await putLibrary(await openDb(), 'wta.armyCards', [{ id: usCard.id, value: { ...usCard, name: 'US edited since' } as unknown as Json }]);
    storage.set(LEGACY_CARDS_KEY, exportCardPack([usCard, deCard]));
    expect(await migrateLegacy(armyCardLibrary, page)).toBe(1);
    expect(storage.has(LEGACY_CARDS_KEY)).toBe(false);
    const kept = (await readDevice(armyCardLibrary)).items;
    expect(kept.find((x) => x.id === usCard.id)?.item).toMatchObject({ name: 'US edited since' });
    expect(kept.find((x) => x.id === deCard.id)?.item).toEqual(deCard);
    expect(await migrateLegacy(armyCardLibrary, page)).toBe(0);
    storage.set(LEGACY_CARDS_KEY, '{"format": "not a pack');
    expect(await migrateLegacy(armyCardLibrary, page)).toBe(0);
    expect(storage.get(LEGACY_CARDS_KEY)).toBe('{"format": "not a pack');
  });
});

describe('issue 31.5, Blocks in the East 3.11: blocks typed once', () => {
  const form = {
    ...emptyBlockForm(),
    name: 'XXXIX Pz',
    cls: 'armour' as const,
    maxSp: 3,
    sp: 3,
    colours: ['black', 'white', 'red'] as ('black' | 'white' | 'red')[],
  };

  it('a block typed in one game is offered in the next game of Blocks in the East, and comes in at full strength and supplied (7.3)', async () => {
    await newBite('Prima sera');
    expect((await tryAct('bite.block.save', valuesOfBlockForm(form))).applied).toBe(true);
    // A battle's damage is the game's, not the block's: the device keeps what is printed.
    const b = biteBlocks()[0];
    expect((await tryAct('bite.block.save', valuesOfBlockForm({ ...form, sp: 1 }, b.id))).applied).toBe(true);
    const kept = await readDevice(blockLibrary);
    expect(kept.items).toHaveLength(1);
    expect(kept.items[0].item).toEqual({
      name: 'XXXIX Pz',
      nation: 'germany',
      cls: 'armour',
      maxSp: 3,
      colours: ['black', 'white', 'red'],
      shield: false,
      mountain: false,
      ski: false,
      zeroBase: false,
    });

    await newBite('Seconda sera');
    const lib = await library('bite.blocks');
    expect(lib.offered.value.map((x) => x.id)).toEqual(['germany:xxxix pz']);
    expect((await lib.use(lib.offered.value)).applied).toBe(true);
    expect(biteBlocks()).toHaveLength(1);
    expect(biteBlocks()[0]).toMatchObject({ name: 'XXXIX Pz', cls: 'armour', sp: 3, maxSp: 3, supplied: true });
  });

  it('3.11: a new block starts with no class, and is not added until one is chosen', async () => {
    expect(emptyBlockForm().cls).toBe('');
    await newBite('Prima sera');
    const r = await tryAct('bite.block.save', valuesOfBlockForm({ ...form, cls: '' }));
    expect(r.applied).toBe(false);
    expect(biteBlocks()).toEqual([]);
    expect(await listLibrary(await openDb(), 'bite.blocks')).toEqual([]);
  });
});
