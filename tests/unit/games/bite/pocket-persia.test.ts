// Issue 11: the Leningrad pocket's repairs with Leningrad's own PP (12.3) and Persia's fall read
// from Tehran's holder, with the Persian Corridor it opens to Lend-Lease (37.0, 34.0), each test
// named after its rule.
import { describe, expect, it } from 'vitest';
import en_ from '@/games/bite/i18n/en.json';
import it_ from '@/games/bite/i18n/it.json';
import { biteBook, ev } from '@/games/bite/events';
import { setupState } from '@/games/bite/state';
import type { Text } from '@/engine/types';
import { block, ctx, inProduction, run, words } from './gapsHelpers';
import { bagOf, boxOf, economyOf, pocketBudget, repairPrice } from '@/games/bite/economy';
import { dueSurrenders, persiaFalls, persianCorridorFrom, surrenderSteps, victoryOf } from '@/games/bite/victory';
import { lendLeaseOf } from '@/games/bite/optional';

const refusal = (r: { ok: true } | { ok: false; error: Text }, lang = en_) => (r.ok ? 'ok' : words(r.error, lang));
const centre = (name: string, pp: number, colour: 'yellow' | 'red' | 'blue' | 'black', pocket: boolean) =>
  ev('bite/centre-add', { centre: { name, pp, colour, owner: 'ussr', controller: 'ussr', usable: true, ...(pocket ? { pocket: true } : {}) } });

describe('12.3: the Leningrad pocket is repaired with Leningrad’s own PP', () => {
  /** SBE9 with the advanced rules; Leningrad's 2 yellow and 3 red (notes §4.3) typed and marked; a Soviet army in the pocket at 2 of 4 SP. */
  const game = () => {
    let s = inProduction(setupState('SBE9', { advanced: true }), 'soviet');
    s = run(s, [
      centre('Leningrad (manpower)', 2, 'yellow', true),
      centre('Leningrad (industries)', 3, 'red', true),
      centre('Moscow', 5, 'yellow', false),
      ev('bite/block-add', { block: block({ name: '42 A', sp: 2 }) }),
      ev('bite/block-add', { block: block({ name: '8 A', sp: 2, supplied: false }) }),
      ev('bite/block-add', { block: block({ name: '1 Gv TK', cls: 'armour', maxSp: 2, sp: 0, colours: ['red', 'red'] }) }),
      ev('bite/siege', { id: 'b1', kind: 'leningrad' }),
      ev('bite/pp-adjust', { nation: 'ussr', colour: 'yellow', delta: 20, reason: 'income' }),
      ev('bite/pp-adjust', { nation: 'ussr', colour: 'red', delta: 10, reason: 'income' }),
    ]);
    return s;
  };
  it('12.3: with the Road of Life running, a unit in the pocket, out of supply, is repaired with Leningrad’s PP, within them', () => {
    let s = game();
    expect(s.blocks[0]!.supplied).toBe(false);
    expect(pocketBudget(s).left).toEqual(bagOf({ yellow: 2, red: 3 }));
    const p = repairPrice(s, s.blocks[0]!, 1, ctx);
    expect(p.ok && p.pocket).toBe(true);
    expect(p.ok && p.cost).toEqual(bagOf({ yellow: 2 }));
    const e = ev('bite/repair', { id: 'b1', steps: 1, cost: bagOf({ yellow: 2 }) });
    expect(words(biteBook.describe(e, s).text, en_)).toBe('42 A, in the Leningrad pocket, repaired by 1 SP (now 3/4) with Leningrad’s PP: 2 yellow.');
    expect(biteBook.describe(e, s).rules).toEqual(['7.3', '12.3']);
    s = run(s, [e]);
    expect(s.blocks[0]!.sp).toBe(3);
    expect(boxOf(s, 'ussr')).toEqual(bagOf({ yellow: 18, red: 10 }));
    expect(pocketBudget(s).left).toEqual(bagOf({ red: 3 }));
    // the next step is red (3 yellow): Leningrad has no yellow left this turn
    expect(refusal(repairPrice(s, s.blocks[0]!, 1, ctx))).toBe('42 A: this needs 3 yellow, and Leningrad has only 3 red left to spend this turn (12.3).');
    expect(run(s, [ev('bite/repair', { id: 'b1', steps: 1, cost: bagOf({ yellow: 3 }) })])).toBe(s);
  });
  it('12.3: a unit out of supply outside the pocket is still refused; the pocket’s PP renew with the next turn', () => {
    const s = game();
    expect(refusal(repairPrice(s, s.blocks[1]!, 1, ctx))).toBe('8 A is out of supply: no repairs.');
    const spent = run(s, [ev('bite/repair', { id: 'b1', steps: 1, cost: bagOf({ yellow: 2 }) })]);
    expect(pocketBudget({ ...spent, turn: spent.turn + 1 }).left).toEqual(bagOf({ yellow: 2, red: 3 }));
  });
  it('12.3 → 12.1: with the Road of Life cut, the pocket is in siege supply: no repair, in words, and nothing changes', () => {
    const s = run(game(), [ev('bite/road-of-life', { open: false })]);
    expect(refusal(repairPrice(s, s.blocks[0]!, 1, ctx))).toBe(
      '42 A: the Road of Life is cut, so the Leningrad pocket is in siege supply (12.1): no repairs and no new units there.',
    );
    expect(refusal(repairPrice(s, s.blocks[0]!, 1, ctx), it_)).toBe(
      '42 A: la Strada della Vita è interrotta, quindi la Sacca di Leningrado è in Siege Supply (12.1): niente riparazioni né nuove unità.',
    );
    expect(run(s, [ev('bite/repair', { id: 'b1', steps: 1, cost: bagOf({ yellow: 2 }) })])).toBe(s);
  });
  it('12.3: a new unit built in Leningrad pays only Leningrad’s red and yellow PP (11.0: armour needs red too)', () => {
    let s = run(game(), [ev('bite/battle', { rounds: 1, units: [{ id: 'b3', name: '1 Gv TK', side: 'defender', sp: 0, fate: 'eliminated' }] })]);
    const armour = s.blocks[2]!;
    expect(refusal(repairPrice(s, armour, 1, ctx, { inLeningrad: true }))).toBe(
      '1 Gv TK: this needs 3 yellow, 3 red, and Leningrad has only 2 yellow, 3 red left to spend this turn (12.3).',
    );
    s = run(s, [
      ev('bite/centre-add', {
        centre: { name: 'Leningrad (Kirov works)', pp: 1, colour: 'yellow', owner: 'ussr', controller: 'ussr', usable: true, pocket: true },
      }),
    ]);
    const ok = repairPrice(s, s.blocks[2]!, 1, ctx, { inLeningrad: true });
    expect(ok.ok && ok.pocket).toBe(true);
    const e = ev('bite/repair', { id: 'b3', steps: 1, cost: bagOf({ yellow: 3, red: 3 }), leningrad: true });
    expect(words(biteBook.describe(e, s).text, it_)).toBe('1 Gv TK creata ex novo in Leningrado con 1 PF (1/2) con i PP di Leningrado: 3 gialli, 3 rossi.');
    s = run(s, [e]);
    expect([s.blocks[2]!.sp, s.blocks[2]!.eliminated]).toEqual([1, false]);
    expect(economyOf(s).pocket).toEqual({ turn: s.turn, pp: bagOf({ yellow: 3, red: 3 }) });
  });
  it('12.3: a German unit cannot be paid with Leningrad’s PP; the basic game has no pocket', () => {
    const s = run(game(), [
      ev('bite/block-add', { block: block({ name: 'I AK', nation: 'germany', sp: 0 }) }),
      ev('bite/battle', { rounds: 1, units: [{ id: 'b4', name: 'I AK', side: 'defender', sp: 0, fate: 'eliminated' }] }),
    ]);
    expect(s.blocks[3]!.eliminated).toBe(true);
    expect(refusal(repairPrice(inProduction(s, 'axis'), s.blocks[3]!, 1, ctx, { inLeningrad: true }))).toBe(
      'I AK: only a unit in the Leningrad pocket, or a Soviet unit built anew in Leningrad, is paid with Leningrad’s PP (12.3).',
    );
    expect(run(s, [ev('bite/repair', { id: 'b4', steps: 1, cost: bagOf({ yellow: 2 }), leningrad: true })])).toBe(s);
  });
});

describe('37.0: Persia falls when Tehran is occupied, and the Persian Corridor opens to Lend-Lease nine months later (34.0)', () => {
  // SBE9 turn 3 = August 1941, the month Persia becomes a minor Axis power.
  const game = (ro37 = true, turn = 3) => ({ ...setupState('SBE9', { advanced: true, ro37, ro34: true }), turn });
  it('37.0: marking Tehran occupied by Soviet units makes Persia surrender at once, journaled with its rule and the corridor’s month', () => {
    const s = game();
    expect(persiaFalls(s)).toBe(false);
    const e = ev('bite/objective', { city: 'tehran', holder: 'soviet' });
    expect(words(biteBook.describe(e, s).text, en_)).toBe(
      'Tehran occupied by Soviet units: Persia surrenders at once; the USSR keeps a unit in Tehran; the Persian Corridor opens in May 1942.',
    );
    expect(biteBook.describe(e, s).rules).toEqual(['37.0']);
    const fell = run(s, [e]);
    expect(victoryOf(fell).surrendered.persia).toEqual({ year: 1941, month: 8, turn: 3, rule: '37.0' });
    expect(persianCorridorFrom(fell)).toEqual({ year: 1942, month: 5 });
    expect(dueSurrenders(fell).map((x) => x.power)).toEqual([]);
  });
  it('37.0: before August 1941 Persia is no Axis power: Tehran marked in July makes it fall at the first Victory Phase from August', () => {
    const july = run(game(true, 2), [ev('bite/objective', { city: 'tehran', holder: 'soviet' })]);
    expect(victoryOf(july).surrendered.persia).toBeUndefined();
    expect(dueSurrenders(july)).toEqual([]);
    const august = { ...july, turn: 3 };
    expect(dueSurrenders(august).map((x) => [x.power, x.rule])).toEqual([['persia', '37.0']]);
    expect(
      words(
        surrenderSteps(august).find((x) => x.key.startsWith('bite.persia'))!,
        it_,
      ),
    ).toBe(
      "Teheran è occupata da unità sovietiche: la Persia si arrende immediatamente; l'URSS tiene un'unità a Teheran e il Corridoio Persiano si apre in maggio 1942.",
    );
  });
  it('37.0 off: Tehran’s mark does not make Persia surrender, and Lend-Lease follows the 34.0 table', () => {
    const s = run(game(false), [ev('bite/objective', { city: 'tehran', holder: 'soviet' })]);
    expect(victoryOf(s).surrendered.persia).toBeUndefined();
    expect(persianCorridorFrom(s)).toBeUndefined();
    expect(lendLeaseOf({ year: 1942, month: 6 }, ctx, persianCorridorFrom(s)).shipment.persia).toEqual(bagOf({ red: 1, blue: 1 }));
  });
  it('34.0 with 37.0: no Persian route while Persia stands; it brings the table’s 1 red + 1 blue from the ninth month after the fall, 2 blue from June 1943', () => {
    const standing = game();
    const ll = lendLeaseOf({ year: 1942, month: 8 }, ctx, persianCorridorFrom(standing));
    expect(ll.shipment.persia).toEqual(bagOf({}));
    expect([ll.shipment.pacific, ll.shipment.arctic]).toEqual([bagOf({ red: 3, blue: 2 }), bagOf({ red: 2, blue: 1 })]);
    expect(ll.steps.map((x) => x.rule)).toContain('37.0');
    // Persia falls in December 1941 (turn 7): the corridor opens in September 1942.
    const fell = run({ ...standing, turn: 7 }, [ev('bite/objective', { city: 'tehran', holder: 'soviet' })]);
    const from = persianCorridorFrom(fell);
    expect(from).toEqual({ year: 1942, month: 9 });
    expect(lendLeaseOf({ year: 1942, month: 8 }, ctx, from).shipment.persia).toEqual(bagOf({}));
    expect(words(lendLeaseOf({ year: 1942, month: 8 }, ctx, from).steps.at(-1)!, en_)).toBe(
      'Persia has fallen: the Persian Corridor opens in September 1942, nine months later.',
    );
    expect(lendLeaseOf({ year: 1942, month: 9 }, ctx, from).shipment.persia).toEqual(bagOf({ red: 1, blue: 1 }));
    expect(lendLeaseOf({ year: 1943, month: 6 }, ctx, from).shipment).toEqual({
      pacific: bagOf({ red: 2, blue: 4 }),
      arctic: bagOf({ red: 1, blue: 2 }),
      persia: bagOf({ blue: 2 }),
    });
    // before September 1941 no Lend-Lease at all, whatever Persia does
    expect(lendLeaseOf({ year: 1941, month: 8 }, ctx, from).shipment.pacific).toEqual(bagOf({}));
  });
});
