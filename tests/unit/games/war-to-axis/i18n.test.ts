// War to Axis's words: Italian and English in step, and every message the rules core can say exists in both.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Text } from '@/engine/types';
import en from '@/games/war-to-axis/i18n/en.json';
import itMsgs from '@/games/war-to-axis/i18n/it.json';
import { interpretations } from '@/games/war-to-axis/settings';
import { blackDie, d6, whiteDie, yellowDie } from '@/games/war-to-axis/dice';
import { UNIT_ACTIONS, newGame } from '@/games/war-to-axis/state';
import { tableActions } from '@/games/war-to-axis/tableActions';
import { armyCardLibrary } from '@/games/war-to-axis/library';
import { lookup } from '../../engine/helpers';

function flatKeys(o: unknown, prefix = ''): string[] {
  if (typeof o !== 'object' || o === null) return [prefix];
  return Object.entries(o as Record<string, unknown>).flatMap(([k, v]) => flatKeys(v, prefix ? `${prefix}.${k}` : k));
}
const both = (key: string) => typeof lookup(en, key) === 'string' && typeof lookup(itMsgs, key) === 'string';
const dir = fileURLToPath(new URL('../../../../src/games/war-to-axis/', import.meta.url));

describe('War to Axis messages', () => {
  it('Italian and English have the same keys, none empty', () => {
    expect(flatKeys(itMsgs).sort()).toEqual(flatKeys(en).sort());
    for (const k of flatKeys(en)) {
      expect((lookup(en, k) as string).length, k).toBeGreaterThan(0);
      expect((lookup(itMsgs, k) as string).length, k).toBeGreaterThan(0);
    }
  });
  it('every parameter a message names is named in the other language too', () => {
    const params = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const k of flatKeys(en)) expect(params(lookup(itMsgs, k) as string), k).toEqual(params(lookup(en, k) as string));
  });
  it('every key written in the rules core exists in both languages', () => {
    const files = readdirSync(dir).filter((f) => f.endsWith('.ts'));
    const keys = new Set<string>();
    for (const f of files) for (const m of readFileSync(join(dir, f), 'utf8').matchAll(/'(wta\.[A-Za-z0-9_.]+)'/g)) keys.add(m[1]);
    expect(keys.size).toBeGreaterThan(150);
    // The table actions' ids (tableActions.ts) and the device library's kind (library.ts) are names, not messages.
    const actionIds = new Set([...tableActions(newGame()).map((a) => a.id), armyCardLibrary.id]);
    for (const k of keys) if (!actionIds.has(k)) expect(both(k), k).toBe(true);
  });
  it('the keys built from parts exist too: settings, dice faces, actions, and the per-case steps', () => {
    const texts: Text[] = [];
    for (const s of interpretations) texts.push(s.label, ...(s.help ? [s.help] : []), ...(s.options ?? []).map((o) => o.label));
    for (const die of [yellowDie, whiteDie, blackDie, d6]) {
      if (die.label) texts.push(die.label);
      if (die.kind === 'custom') texts.push(...die.faces.map((f) => f.label));
    }
    const built = [
      ...UNIT_ACTIONS.map((a) => `wta.action.${a}`),
      ...['A', 'B', 'R', 'event'].map((y) => `wta.act.yellow_${y}`),
      ...['a', 'b', 'c', 'd'].map((o) => `wta.act.rOption_${o}`),
      'wta.bombard.armour_M',
      'wta.bombard.armour_H',
      'wta.error.noWeapon_ap',
      'wta.error.noWeapon_at',
      'wta.error.no_radioDice',
      'wta.error.no_rallyDice',
      ...['hq', 'unit'].flatMap((w) => [`wta.error.rallyAdjacent_${w}`, `wta.error.rallyExposed_${w}`]),
      'wta.fire.base_ap',
      'wta.fire.base_at',
      'wta.fire.read_ap',
      'wta.fire.read_bombard',
      'wta.fire.read_at_L',
      'wta.fire.read_at_M',
      'wta.fire.read_at_H',
      'wta.hq.radioDice',
      'wta.hq.rallyDice',
      ...['disorganized', 'outOfCommand', 'oppFire'].flatMap((m) => [`wta.journal.marker_${m}_on`, `wta.journal.marker_${m}_off`]),
      'wta.loss.absorbs_trench',
      'wta.loss.absorbs_bunker',
      'wta.protection.trench',
      'wta.protection.bunker',
      ...['ap', 'bombard', 'at_L', 'at_M', 'at_H'].map((f) => `wta.odds.faces_${f}`),
      ...['city', 'trench', 'bunker', 'open'].map((h) => `wta.retreat.exempt_${h}`),
      'wta.side.allies',
      'wta.side.axis',
      ...['drawer', 'opponent'].flatMap((w) => [`wta.card.${w}_now`, `wta.card.${w}_hold`]),
    ];
    for (const t of texts) expect(both(t.key), t.key).toBe(true);
    for (const k of built) expect(both(k), k).toBe(true);
  });
});
