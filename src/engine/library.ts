/**
 * What players typed once and the device keeps for every game of the title (GameModule.library):
 * the pure side. Which items an Apply changed (to write them after it is persisted), the
 * device's items read back and checked (a damaged one is counted, never shown), and what the
 * device holds that a game does not.
 */
import * as v from 'valibot';
import type { GameModule, LibraryKind } from './types';
import type { Json } from './session';

/** An item as the device keeps it: its kind's key and its value. */
export interface KeptItem {
  id: string;
  value: Json;
}

/** The kinds a module keeps ([] when it keeps none). */
export function libraryKinds(m: GameModule | null | undefined): LibraryKind[] {
  return (m?.library ?? []) as LibraryKind[];
}

/** A state's items by key (the last of a repeated key wins, as a game replaces it). */
function byKey(kind: LibraryKind, state: unknown): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (state === null || state === undefined) return out;
  for (const item of kind.items(state)) out.set(kind.key(item), item);
  return out;
}

/**
 * The items of `after` that are new or changed since `before`: what an Apply typed. An item
 * unchanged keeps its value object, so most are passed over without being compared.
 */
export function typedItems(kind: LibraryKind, before: unknown, after: unknown): KeptItem[] {
  if (before === after) return [];
  const was = byKey(kind, before);
  const out: KeptItem[] = [];
  for (const [id, item] of byKey(kind, after)) {
    const old = was.get(id);
    if (old === item || (old !== undefined && JSON.stringify(old) === JSON.stringify(item))) continue;
    out.push({ id, value: JSON.parse(JSON.stringify(item)) as Json });
  }
  return out;
}

/** A game's items not yet on the device (typed before the device kept them, or forgotten since). */
export function notKept(kind: LibraryKind, state: unknown, device: readonly DeviceItem[]): KeptItem[] {
  const have = new Set(device.map((d) => d.id));
  return [...byKey(kind, state)].filter(([id]) => !have.has(id)).map(([id, item]) => ({ id, value: JSON.parse(JSON.stringify(item)) as Json }));
}

/** An item read back from the device and checked. */
export interface DeviceItem<T = unknown> {
  id: string;
  item: T;
}

/**
 * The device's rows of a kind, each checked against the kind's schema and its key: the good
 * ones, and how many were damaged (left out: a damaged row never reaches a game).
 */
export function readKept(kind: LibraryKind, rows: readonly { id: string; value: unknown }[]): { items: DeviceItem[]; damaged: number } {
  const items: DeviceItem[] = [];
  let damaged = 0;
  for (const r of rows) {
    const p = v.safeParse(kind.schema, r.value);
    if (p.success && kind.key(p.output) === r.id) items.push({ id: r.id, item: p.output });
    else damaged++;
  }
  return { items, damaged };
}

/** The device's items a game does not hold: what a new game is offered. */
export function offered(kind: LibraryKind, state: unknown, device: readonly DeviceItem[]): DeviceItem[] {
  const have = byKey(kind, state);
  return device.filter((d) => !have.has(d.id));
}
