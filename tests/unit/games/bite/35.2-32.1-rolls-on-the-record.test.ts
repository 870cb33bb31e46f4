// BITE's ledgers keep every roll on the record (issue 29): the convoy attack on the Lend-Lease
// (35.2) is written to the game before its losses are shown, the PP it sinks are "chosen at random
// among those travelling on the route" by a roll that is on the record too, and the delivery takes
// them from that record; a bombing's loss (35.1, 32.1) is applied from the hits of its roll on the
// record, never from a number typed. Games saved before still replay.
import { describe, expect, it } from 'vitest';
import { bite } from '@/games/bite';
import { biteBook, ev } from '@/games/bite/events';
import { SEQUENCE } from '@/games/bite/calendar';
import { bagOf, boxOf, economyOf, type PpBag } from '@/games/bite/economy';
import { setupState, type BiteState } from '@/games/bite/state';
import { convoyDrawSides, convoySunk, convoyView, ledgerRoll, lendLeaseOf, optionalOf } from '@/games/bite/optional';
import { carriedRolls, replayLog, runAction, type ActionDef, type GameModule } from '@/engine';
import type { GameEvent, Text } from '@/engine/types';
import { ctx, journalLine, words } from './gapsHelpers';
import it_ from '@/games/bite/i18n/it.json';

const module = bite as unknown as GameModule<BiteState>;
const action = (s: BiteState, id: string): ActionDef => {
  const a = module.actions!(s, ctx).find((x) => x.id === id);
  if (!a) throw new Error(`no action ${id}`);
  return a;
};
const act = (s: BiteState, id: string, fixed?: Record<string, string | number | boolean | null>) => runAction(module, s, ctx, action(s, id), undefined, fixed);
const legal = (s: BiteState, e: Omit<GameEvent, 'at'>): Text | null => bite.legal!(s, { ...e, at: 1 }, ctx);
const apply = (s: BiteState, id: string, fixed?: Record<string, string | number | boolean | null>): BiteState => {
  const o = act(s, id, fixed);
  if (o.kind !== 'events') throw new Error(`${id}: ${o.kind} ${JSON.stringify(o)}`);
  return o.events.reduce((st, e) => biteBook.reduce(st, { ...e, at: 1 }, ctx), s);
};
const at = (s: BiteState, phase: string): BiteState => ({ ...s, phaseIndex: SEQUENCE.findIndex((p) => p.id === phase) });
/** September 1941 (SBE5, turn 4), the Soviet strategic warfare (C1), Lend-Lease and strategic warfare in play. */
const september = () => at({ ...setupState('SBE5', { advanced: true, ro34: true, ro35: true }), turn: 4 }, 'C1');
const shipment = () => lendLeaseOf({ year: 1941, month: 9 }, ctx).shipment;
const view = (s: BiteState) => convoyView(s, shipment());
/** The first event an action makes, as the log would hold it. */
const firstEvent = (o: ReturnType<typeof act>): GameEvent => {
  if (o.kind !== 'events') throw new Error(o.kind);
  return { ...o.events[0]!, at: 1 };
};
const itWords = (t: Text) => words(t, it_ as Record<string, unknown>);
/** The rule's words inside a refusal (the shell adds "(regola …): le regole non lo permettono"). */
const said = (t: Text | null | false): string => {
  if (!t) return '';
  const inner = Object.values(t.params ?? {}).filter((p): p is Text => typeof p === 'object');
  return [itWords(t), ...inner.map(said)].join(' ');
};

describe('35.2 convoys: the attack is on the record before its losses are shown', () => {
  it('nothing is sunk nor shown before the roll; the roll becomes an event the journal says, route by route', () => {
    const s = september();
    expect(view(s)).toMatchObject({ routes: ['arctic'], decided: false, lost: null });
    const o = act(s, 'bite.convoys.roll', { faces: '6 1 1 1 1' });
    expect(o).toEqual({
      kind: 'events',
      events: [{ type: 'bite/convoy-attack', payload: { act: 'roll', faces: { arctic: [6, 1, 1, 1, 1] }, hits: { arctic: 1, persia: 0 } } }],
    });
    const e = firstEvent(o);
    expect(journalLine(e, s)).toBe('[35.2] Convoy attack: Arctic route (Murmansk/Archangelsk) 6 1 1 1 1 → hits: 1. (roll)');
    const rolled = biteBook.reduce(s, e, ctx);
    // Kept with the game: a reload replays the log and shows the same roll.
    expect(optionalOf(rolled).convoys).toEqual({ turn: 4, faces: { arctic: [6, 1, 1, 1, 1] }, hits: { arctic: 1, persia: 0 } });
    expect(view(rolled)).toMatchObject({ decided: true, hits: { arctic: 1, persia: 0 }, lost: null, draw: { route: 'arctic', sides: [3] } });
  });
  it('rolled once a turn: a second roll, or letting the convoys sail after it, is refused with 35.2', () => {
    const s = apply(september(), 'bite.convoys.roll', { faces: '1 1 1 1 1' });
    expect(act(s, 'bite.convoys.roll', { faces: '6 6 6 6 6' }).kind).toBe('refused');
    const again = legal(s, { type: 'bite/convoy-attack', payload: { act: 'decline' } });
    expect(said(again)).toContain('già a verbale');
  });
  it("faces that are not the attack's dice, or hits that are not theirs, are refused", () => {
    const s = september();
    expect(
      legal(s, { type: 'bite/convoy-attack', payload: { act: 'roll', faces: { arctic: [6, 1, 1, 1, 1] }, hits: { arctic: 2, persia: 0 } } }),
    ).not.toBeNull();
    expect(
      legal(s, { type: 'bite/convoy-attack', payload: { act: 'roll', faces: { arctic: [6, 1, 1, 1, 1], persia: [6, 6, 6] }, hits: { arctic: 1, persia: 3 } } }),
    ).not.toBeNull();
    expect(act(s, 'bite.convoys.roll', { faces: '6 1' }).kind).toBe('waiting');
  });
  it('the Axis may let the convoys sail: on the record, nothing sunk, the whole shipment delivered', () => {
    const s = apply(september(), 'bite.convoys.decline');
    expect(journalLine(ev('bite/convoy-attack', { act: 'decline' }), september())).toBe("[35.2] The Axis lets this month's convoys sail. (combat)");
    const o = act(s, 'bite.ll.deliver');
    expect(o.kind === 'events' && o.events[0]!.payload).toMatchObject({ lost: { arctic: bagOf({}), persia: bagOf({}) } });
  });
});

describe('35.2 convoys: the PP sunk follow the rule, chosen at random among those travelling', () => {
  it('every PP goes when the hits reach them (no excess hits), and all of one colour need no choice', () => {
    const s = apply(september(), 'bite.convoys.roll', { faces: '6 6 6 5 5' });
    expect(view(s)).toMatchObject({ hits: { arctic: 3 }, draw: null, lost: { arctic: bagOf({ red: 2, blue: 1 }), persia: bagOf({}) } });
    expect(convoyDrawSides(bagOf({ blue: 2 }), 1)).toEqual([]);
    expect(convoySunk(bagOf({ blue: 2 }), 1)).toEqual(bagOf({ blue: 1 }));
  });
  it('fewer hits than PP of several colours: a die a hit, each among the PP still aboard (yellow, red, blue, black in order)', () => {
    expect(convoyDrawSides(bagOf({ red: 2, blue: 1 }), 1)).toEqual([3]);
    expect(convoyDrawSides(bagOf({ red: 2, blue: 1 }), 2)).toEqual([3, 2]);
    expect(convoySunk(bagOf({ red: 2, blue: 1 }), 1, [3])).toEqual(bagOf({ blue: 1 }));
    expect(convoySunk(bagOf({ red: 2, blue: 1 }), 1, [2])).toEqual(bagOf({ red: 1 }));
    expect(convoySunk(bagOf({ red: 2, blue: 1 }), 2, [1, 2])).toEqual(bagOf({ red: 1, blue: 1 }));
    expect(convoySunk(bagOf({ red: 2, blue: 1 }), 1)).toBeNull();
    expect(convoySunk(bagOf({ red: 2, blue: 1 }), 1, [4])).toBeNull();
  });
  it('the choosing roll is on the record too, said with the PP it sank; the delivery then takes them from the record', () => {
    const rolled = apply(september(), 'bite.convoys.roll', { faces: '6 1 1 1 1' });
    // Before the choosing roll the Lend-Lease cannot arrive: what sank is not known yet.
    const early = act(rolled, 'bite.ll.deliver');
    expect(said(early.kind === 'refused' && early.text)).toContain('Prima tirate quali PP sono affondati');
    const o = act(rolled, 'bite.convoys.draw', { faces: '3' });
    expect(o).toEqual({
      kind: 'events',
      events: [{ type: 'bite/convoy-attack', payload: { act: 'draw', route: 'arctic', faces: [3], sunk: bagOf({ blue: 1 }) } }],
    });
    expect(journalLine(firstEvent(o), rolled)).toBe('[35.2] Arctic route (Murmansk/Archangelsk): the dice 3 choose the PP sunk at random: 1 blue. (roll)');
    const drawn = apply(rolled, 'bite.convoys.draw', { faces: '3' });
    expect(view(drawn).lost).toEqual({ arctic: bagOf({ blue: 1 }), persia: bagOf({}) });
    expect(act(drawn, 'bite.convoys.draw', { faces: '1' }).kind).toBe('refused');
    const delivered = act(drawn, 'bite.ll.deliver');
    expect(delivered.kind === 'events' && delivered.events[0]!.payload).toMatchObject({
      lost: { arctic: bagOf({ blue: 1 }), persia: bagOf({}) },
      faces: { arctic: [6, 1, 1, 1, 1] },
    });
  });
  it('a delivery losing other PP than the record sank, or before the attack is decided, is refused with 35.2', () => {
    const s = september();
    const ll = (lost: Partial<PpBag>) => ({ type: 'bite/lend-lease', payload: { shipment: shipment(), lost: { arctic: bagOf(lost), persia: bagOf({}) } } });
    const first = legal(s, ll({}));
    expect(said(first)).toContain("Prima l'attacco ai convogli");
    const drawn = apply(apply(s, 'bite.convoys.roll', { faces: '6 1 1 1 1' }), 'bite.convoys.draw', { faces: '1' });
    expect(legal(drawn, ll({ blue: 1 }))).not.toBeNull();
    expect(legal(drawn, ll({ red: 1 }))).toBeNull();
    const arrived = biteBook.reduce(drawn, { ...ll({ red: 1 }), at: 1 }, ctx);
    expect(boxOf(arrived, 'ussr').red - boxOf(drawn, 'ussr').red).toBe(4);
  });
});

describe('35.1, 32.1 a loss applied uses the hits of the roll on the record', () => {
  const raidGame = () => {
    const s = at({ ...setupState('SBE5', { advanced: true, ro35: true, ro32: true }), turn: 4 }, 'B3');
    return { ...s, economy: { ...economyOf(s), box: { ...economyOf(s).box, germany: bagOf({ red: 5 }) } } };
  };
  const loss = { source: 'raid', nation: 'germany', target: 'Schweinfurt', pp: 3, colour: 'red' };
  it('no bombing roll on the record: the loss is refused in words, with its rule', () => {
    const o = act(raidGame(), 'bite.strategic.loss', loss);
    expect(o.kind).toBe('refused');
    expect(said(o.kind === 'refused' && o.text)).toContain('Prima tirate il bombardamento');
  });
  it("the hits are the recorded roll's, whatever the screen sends; other hits are refused; the roll is taken up by its loss", () => {
    const rolled = apply(raidGame(), 'bite.ledger.roll', { what: 'raidBombing', faces: '5 6 1', hitOn: 5 });
    expect(ledgerRoll(rolled, 'raidBombing')).toMatchObject({ faces: [5, 6, 1], hits: 2 });
    const o = act(rolled, 'bite.strategic.loss', { ...loss, hits: 9 });
    expect(o.kind === 'events' && o.events[0]!.payload).toMatchObject({ hits: 2, lost: bagOf({ red: 2 }) });
    expect(
      legal(rolled, ev('bite/strategic-loss', { nation: 'germany', target: 'X', source: 'raid', hits: 3, lost: bagOf({ red: 3 }), destroyed: false })),
    ).not.toBeNull();
    const paid = apply(rolled, 'bite.strategic.loss', loss);
    expect(boxOf(paid, 'germany')).toEqual(bagOf({ red: 3 }));
    expect(ledgerRoll(paid, 'raidBombing')).toBeNull();
    expect(act(paid, 'bite.strategic.loss', loss).kind).toBe('refused');
  });
  it("a roll whose hits are not its faces' is refused; a roll of another turn is not this turn's", () => {
    const s = raidGame();
    expect(legal(s, ev('bite/optional-roll', { what: 'bombing', faces: [6, 6], hitOn: 5, hits: 1 }))).not.toBeNull();
    const rolled = apply(s, 'bite.ledger.roll', { what: 'bombing', faces: '6 6', hitOn: 5 });
    expect(ledgerRoll({ ...rolled, turn: 5 }, 'bombing')).toBeNull();
  });
});

describe('29.0, 34.0, 35.1, 35.2 games saved before still replay', () => {
  it("a log with the convoys' losses typed in the delivery, a typed bombing and an inert roll replays as it was played", () => {
    const start = september();
    const old: GameEvent[] = [
      { type: 'bite/optional-roll', payload: { what: 'raidFlak', faces: [6, 1, 2, 3, 4, 5], hitOn: 6, hits: 1 }, at: 1 },
      {
        type: 'bite/lend-lease',
        payload: { shipment: shipment(), lost: { arctic: bagOf({ red: 1 }), persia: bagOf({}) }, faces: { arctic: [6, 1, 1, 1, 1] } },
        at: 2,
      },
    ];
    const r = replayLog(module, { seq: 0, state: start }, old, ctx);
    expect(r.ok).toBe(true);
    if (r.ok) expect(optionalOf(r.state).lendLease).toEqual({ turn: 4, arrived: bagOf({ red: 4, blue: 3 }), expired: false });
  });
});

describe('35.2, 29.0: a ledger roll undone and then overwritten by a new action stays on the record', () => {
  it('the convoy attack undone and followed by another action is kept in the journal as a roll set aside, with its dice and hits', () => {
    const s = september();
    const roll = firstEvent(act(s, 'bite.convoys.roll', { faces: '6 1 1 1 1' }));
    const kept = carriedRolls([{ seq: 0, event: roll }], (e) => bite.asRoll?.(e) ?? null);
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({ type: 'core/roll-void', payload: { faces: [6, 1, 1, 1, 1], why: 'undone', spec: { rule: '35.2' } } });
    // The void line passes the door and the journal says the dice that were set aside.
    const checked = bite.check({ ...kept[0]!, at: 2 });
    expect(checked.ok).toBe(true);
    const line = bite.describe({ ...kept[0]!, at: 2 }, s);
    expect(line.text.key).toBe('engine.journal.rollVoidOutcome');
    expect(line.rules).toEqual(['35.2']);
    expect(line.text.params?.outcome).toEqual({ key: 'bite.optional.ui.hits', params: { n: 1 } });
  });

  it('a partisans roll (29.0) is kept the same way; a decline, which rolls nothing, is not', () => {
    const s = september();
    const partisans: GameEvent = { type: 'bite/optional-roll', payload: { what: 'partisans', faces: [6, 2], hitOn: 6, hits: 1 }, at: 1 };
    expect(carriedRolls([{ seq: 0, event: partisans }], (e) => bite.asRoll?.(e) ?? null)[0]).toMatchObject({
      payload: { faces: [6, 2], spec: { rule: '29.0' } },
    });
    const decline = firstEvent(act(s, 'bite.convoys.decline'));
    expect(carriedRolls([{ seq: 0, event: decline }], (e) => bite.asRoll?.(e) ?? null)).toEqual([]);
    void s;
  });
});
