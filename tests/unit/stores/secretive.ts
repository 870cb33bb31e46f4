/**
 * The counter game with a side's secret (synthetic, for the two-phone store tests): a side
 * hides a number (`counter/hide`, sealed on two phones) and shows it later (`counter/show`,
 * checked against the seal). The side is in the payload; only its phone may send either.
 */
import * as v from 'valibot';
import { defineEvent, eventBook, noPayload } from '@/engine/events';
import { COMMITMENT, opens, seal, SALT, secretsOf } from '@/engine/sealed';
import type { GameModule } from '@/engine/types';
import { counter, counterBook, type CounterState } from './counter';

export interface SecretiveState extends CounterState {
  hidden?: { side: 'a' | 'b'; n: number | null; sealed?: string };
  shown?: number;
}

const def = defineEvent<SecretiveState>();
const side = v.picklist(['a', 'b']);
const n = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(99));

const defs = [
  def({
    type: 'counter/hide',
    schema: v.union([v.strictObject({ side, n }), v.strictObject({ side, sealed: v.pipe(v.string(), v.regex(COMMITMENT)) })]),
    reduce: (s, p) => ({ ...s, hidden: 'n' in p ? { side: p.side, n: p.n } : { side: p.side, n: null, sealed: p.sealed } }),
    describe: () => ({ text: { key: 'counter.hide' }, category: 'track' }),
    secret: {
      owner: (_s, p) => p.side,
      seal: (p, salt) => ('n' in p ? { payload: { side: p.side, sealed: seal(p.n, salt) }, commitment: seal(p.n, salt) } : null),
    },
  }),
  def({
    type: 'counter/show',
    schema: v.union([noPayload, v.strictObject({ n, salt: v.pipe(v.string(), v.regex(SALT)) })]),
    allowed: (s, p) => {
      const h = s.hidden;
      if (!h) return { text: { key: 'counter.nothingHidden' } };
      if (!h.sealed) return null;
      return p && 'n' in p && opens(h.sealed, p.n, p.salt) ? null : { text: { key: 'counter.mismatch' }, rule: '1' };
    },
    reduce: (s, p) => (s.hidden ? { ...s, shown: s.hidden.sealed ? (p && 'n' in p ? p.n : s.shown) : (s.hidden.n ?? undefined) } : s),
    describe: () => ({ text: { key: 'counter.show' }, category: 'track' }),
    secret: {
      owner: (s) => s.hidden?.side ?? 'a',
      reveal: {
        commitment: (s) => s.hidden?.sealed ?? null,
        open: (p, kept, salt) => {
          const k = (kept as { n?: unknown } | null)?.n;
          return typeof k === 'number' ? { n: k, salt } : p;
        },
      },
    },
  }),
];
const book = eventBook<SecretiveState>(defs);

const own = new Set(['counter/hide', 'counter/show']);
const base = counter as unknown as GameModule<SecretiveState>;

export const secretive: GameModule<SecretiveState> = {
  ...base,
  check: (e) => (own.has((e as { type?: string } | null)?.type ?? '') ? book.check(e) : counterBook.check(e)),
  legal: (s, e, ctx) => (own.has(e.type) ? book.legal(s, e, ctx) : null),
  reduce: (s, e, ctx) => (own.has(e.type) ? book.reduce(s, e, ctx) : { ...s, ...counterBook.reduce(s, e, ctx) }),
  describe: (e, b) => (own.has(e.type) ? book.describe(e, b) : counterBook.describe(e, b)),
  secret: secretsOf(defs),
};

export const gamesMock = {
  catalog: [],
  registerGames: () => undefined,
  findEntry: () => undefined,
  modules: [secretive as GameModule],
  loadModules: async () => [secretive as GameModule],
  loadModule: async (id: string) => (id === secretive.id ? (secretive as GameModule) : undefined),
  findModule: (id: string) => (id === secretive.id ? (secretive as GameModule) : undefined),
};
