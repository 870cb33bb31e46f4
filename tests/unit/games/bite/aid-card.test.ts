// Issue 11: German aid to the allies given from the Axis production card of the turn (5.2), the
// same rule and event as the Economy screen.
import { describe, expect, it } from 'vitest';
import en_ from '@/games/bite/i18n/en.json';
import it_ from '@/games/bite/i18n/it.json';
import { setupState, currentPhase, type BiteState } from '@/games/bite/state';
import { bagOf, boxOf } from '@/games/bite/economy';
import { procedures } from '@/games/bite/procedures';
import { bite } from '@/games/bite';
import type { GameEvent } from '@/engine/types';
import { ctx, words } from './gapsHelpers';

const run = (s: BiteState, events: GameEvent[]) => events.reduce((st, e) => bite.reduce(st, e, ctx), s);
const next = (s: BiteState, n = 1) =>
  run(
    s,
    Array.from({ length: n }, () => ({ type: 'core/next-phase', at: 0 })),
  );
const toPhase = (s: BiteState, id: string) => {
  let x = s;
  for (let i = 0; i < 30 && currentPhase(x).id !== id; i++) x = next(x);
  return x;
};
const answers = { rolls: {}, cells: {}, choices: {} };

describe('5.2: German aid given from the production card', () => {
  it('5.2: in B3 of July 1941 the aid card sends PP to an ally from Germany’s box, at most 3 a turn each; over it is refused in words and nothing is given', () => {
    let s = toPhase(next(setupState('SBE5', { advanced: true }), 22), 'B3');
    const income = procedures(s, ctx).find((p) => p.id === 'bite.income.germany')!;
    s = run(s, income.evaluate({}, ctx).resolve(answers).events);
    const card = () => procedures(s, ctx).find((p) => p.id === 'bite.aid')!;
    expect(card().rule).toBe('5.2');
    expect(
      card()
        .evaluate({ ally: null, colour: 'yellow', pp: 2 }, ctx)
        .waiting?.map((e) => words(e, en_)),
    ).toEqual(['Choose the ally to aid.']);
    const e = card().evaluate({ ally: 'romania', colour: 'black', pp: 2 }, ctx);
    expect(e.errors).toEqual([]);
    expect(words(e.derivation.at(-1)!, it_)).toBe('Aiuto alla Romania: 2 neri, dai PP della Germania.');
    const events = e.resolve(answers).events;
    expect(events).toEqual([{ type: 'bite/aid', payload: { ally: 'romania', colour: 'black', pp: 2 }, at: 0 }]);
    s = run(s, events);
    expect([boxOf(s, 'germany').black, boxOf(s, 'romania').black]).toEqual([8, 2]);
    const over = card().evaluate({ ally: 'romania', colour: 'yellow', pp: 2 }, ctx);
    expect(over.errors.map((x) => words(x, en_))).toEqual([
      words({ key: 'bite.eco.err.aidLimit', params: { nation: { key: 'bite.nation.romania' }, given: 2, limit: 3, left: 1 } }, en_),
    ]);
    expect(over.resolve(answers).events).toEqual([]);
  });
  it('5.2: no aid card in the Soviet production phase; the basic game offers yellow only (7.3)', () => {
    const s = toPhase(next(setupState('SBE5', {}), 22), 'C3');
    expect(procedures(s, ctx).some((p) => p.id === 'bite.aid')).toBe(false);
    const b3 = toPhase(next(setupState('SBE5', {}), 22), 'B3');
    expect(
      procedures(b3, ctx)
        .find((p) => p.id === 'bite.aid')!
        .fields!.find((f) => f.id === 'colour')!
        .options!.map((o) => o.value),
    ).toEqual(['yellow']);
    expect(bagOf({})).toEqual(boxOf(b3, 'germany'));
  });
});
