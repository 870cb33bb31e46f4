// Sealed secrets (engine/sealed.ts): a commitment made on the owner's phone opens with the same
// value and salt only, whatever order an object's keys were written in.
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { defineEvent } from '@/engine/events';
import { canonicalJson, COMMITMENT, keptFor, keptSecrets, newSalt, opens, SALT, seal, secretsOf } from '@/engine/sealed';
import type { RulesContext } from '@/engine/types';

const salt = '00112233445566778899aabbccddeeff';

describe('A sealed secret opens with its value and salt, and nothing else', () => {
  it('round trip: the commitment is 64 hex digits and opens with the same value and salt', () => {
    const c = seal({ chosen: [1, 3] }, salt);
    expect(c).toMatch(COMMITMENT);
    expect(opens(c, { chosen: [1, 3] }, salt)).toBe(true);
    // SHA-256 over the canonical JSON of { salt, value }: the same on every phone.
    expect(seal([2, 3], salt)).toBe(seal([2, 3], salt));
  });

  it('a wrong salt does not open it', () => {
    const c = seal({ chosen: [1, 3] }, salt);
    expect(opens(c, { chosen: [1, 3] }, 'ffeeddccbbaa99887766554433221100')).toBe(false);
  });

  it('a wrong value does not open it: another choice, another order of a list, another type', () => {
    const c = seal({ chosen: [1, 3] }, salt);
    expect(opens(c, { chosen: [1, 4] }, salt)).toBe(false);
    expect(opens(c, { chosen: [3, 1] }, salt)).toBe(false);
    expect(opens(c, { chosen: ['1', '3'] }, salt)).toBe(false);
    expect(opens(c, { chosen: [1, 3], more: true }, salt)).toBe(false);
  });

  it('canonical order: the keys of an object in any order give the same commitment', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { z: 0, y: null }], c: 'x' } })).toBe('{"a":{"c":"x","d":[1,{"y":null,"z":0}]},"b":1}');
    expect(seal({ units: ['u1'], hex: 'A1' }, salt)).toBe(seal({ hex: 'A1', units: ['u1'] }, salt));
    // An undefined field is left out, as in JSON.
    expect(seal({ a: 1, b: undefined }, salt)).toBe(seal({ a: 1 }, salt));
  });

  it('what JSON cannot hold is not sealed, and a malformed commitment opens nothing', () => {
    expect(() => seal({ n: Number.NaN }, salt)).toThrow();
    expect(opens('not a commitment', { chosen: [1, 3] }, salt)).toBe(false);
    expect(opens(seal(1, salt).toUpperCase(), 1, salt)).toBe(false);
  });

  it("a fresh salt each time: 32 hex digits from the device's random numbers", () => {
    const a = newSalt();
    expect(a).toMatch(SALT);
    expect(newSalt()).not.toBe(a);
  });
});

describe("The secrets kept on the owner's phone", () => {
  it('are read from its draft, each found by its commitment; anything malformed is ignored', () => {
    const k = { type: 'x/seal', commitment: seal([1], salt), payload: { chosen: [1] }, salt };
    const draft = { list: [k, { type: 'x' }, null, 3] };
    expect(keptSecrets(draft)).toEqual([k]);
    expect(keptFor(draft, k.commitment)).toEqual(k);
    expect(keptFor(draft, seal([2], salt))).toBeUndefined();
    expect(keptFor(draft, null)).toBeUndefined();
    expect(keptSecrets(undefined)).toEqual([]);
  });
});

describe("An event that carries a side's secret, as its def says", () => {
  const def = defineEvent<{ n: number }>();
  const defs = [
    def({ type: 'x/plain', schema: v.object({ n: v.number() }), reduce: (s) => s, describe: () => ({ text: { key: 'x' }, rules: [], category: 'note' }) }),
    def({
      type: 'x/hide',
      schema: v.object({ n: v.number() }),
      reduce: (s) => s,
      describe: () => ({ text: { key: 'x' }, rules: [], category: 'note' }),
      secret: { owner: () => 'b', seal: (p, salt) => ({ payload: { n: -1 }, commitment: seal(p.n, salt) }) },
    }),
  ];
  const secretOf = secretsOf(defs);
  const ctx = {} as RulesContext;

  it('names its owner and seals under a salt; an event without a secret, or a payload its schema refuses, has none', () => {
    const sec = secretOf({ n: 0 }, { type: 'x/hide', payload: { n: 7 } }, ctx);
    expect(sec?.owner).toBe('b');
    expect(sec?.seal?.(salt)).toEqual({ payload: { n: -1 }, commitment: seal(7, salt) });
    expect(secretOf({ n: 0 }, { type: 'x/plain', payload: { n: 7 } }, ctx)).toBeNull();
    expect(secretOf({ n: 0 }, { type: 'x/hide', payload: { n: 'seven' } }, ctx)).toBeNull();
  });
});
