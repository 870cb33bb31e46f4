// Shared by the tests of issue 11's gaps: the reducer run, the words of a Text in a language, a block.
import { biteBook } from '@/games/bite/events';
import type { BiteState, Block } from '@/games/bite/state';
import { SEQUENCE } from '@/games/bite/calendar';
import { weatherChartSpec } from '@/games/bite/weather';
import { makeChartAccess } from '@/engine';
import type { GameEvent, RulesContext, Text } from '@/engine/types';
import en_ from '@/games/bite/i18n/en.json';
import { pluralOf } from '@/i18n/tx';

export const ctx: RulesContext = { settings: {}, charts: makeChartAccess([weatherChartSpec], []) };
export const run = (s: BiteState, events: GameEvent[]) => events.reduce((st, e) => biteBook.reduce(st, e, ctx), s);
export const words = (x: Text, lang: Record<string, unknown>): string => {
  const v = x.key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], lang);
  if (typeof v !== 'string') return `MISSING:${x.key}`;
  const forms = v.split(' | ');
  // The form the app picks (src/i18n/tx.ts): by `count`, else `n`, else the only number; "none | one | many" at 0.
  const count = pluralOf(x.params);
  const c = count !== undefined && Number.isInteger(count) ? Math.abs(count) : 2;
  const form = forms.length === 1 ? v : forms.length === 2 ? forms[c === 1 ? 0 : 1]! : forms[Math.min(c, 2)]!;
  return form.replace(/\{(\w+)\}/g, (m, k: string) => {
    const p = x.params?.[k];
    return p === undefined ? m : typeof p === 'object' ? words(p, lang) : String(p);
  });
};
export const block = (p: Partial<Block>): Omit<Block, 'id' | 'eliminated'> => ({
  name: 'U',
  nation: 'ussr',
  cls: 'infantry',
  maxSp: 4,
  sp: 4,
  colours: ['black', 'black', 'white', 'red'],
  shield: false,
  mountain: false,
  ski: false,
  zeroBase: false,
  supplied: true,
  ...p,
});
/** The same game in a side's production phase (7.0: B3 for the Axis, C3 for the Soviets), where PP are spent (7.3). */
export const inProduction = (s: BiteState, side: 'axis' | 'soviet'): BiteState => ({
  ...s,
  phaseIndex: SEQUENCE.findIndex((p) => p.id === (side === 'axis' ? 'B3' : 'C3')),
});

/** The journal line of an event on the game before it, as the journal shows it: `[rules] words (category)`. */
export const journalLine = (e: GameEvent, before: BiteState, lang: Record<string, unknown> = en_ as Record<string, unknown>): string => {
  const j = biteBook.describe(e, before);
  return `[${(j.rules ?? []).join(', ')}] ${words(j.text, lang)} (${j.category})`;
};
