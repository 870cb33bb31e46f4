import { describe, expect, it } from 'vitest';
import { commitment, fairDice, MAX_OUTCOME_TABLE, outcomeFromTable, outcomeTable, type FairRecord } from '@/engine/sync';
import type { RollSpec, RolledDice } from '@/engine/types';
import { logOf, settle, twoPhones } from './world';

const spec: RollSpec = {
  dice: [
    { kind: 'numbered', sides: 6 },
    { kind: 'numbered', sides: 6 },
  ],
  label: { key: 'x' },
  rule: '9.1',
};
const of = { key: 'flow', question: 'attack' };
const ask = () => ({ spec: structuredClone(spec), of: { ...of } });

type Roll = { spec: RollSpec; of?: unknown; rolled: RolledDice; fair?: FairRecord; outcome?: unknown };
const lastRoll = (s: { events: readonly ({ event: { type: string; payload?: unknown } } | undefined)[] }): Roll =>
  s.events.filter((e) => e?.event.type === 'core/roll').at(-1)!.event.payload as Roll;

async function linked() {
  const w = await twoPhones();
  await w.join();
  return w;
}

describe('Two phones: an app roll draws on both phones (each commits to its value, then reveals)', () => {
  it('a roll asked on the guest is made by the host from both values, and shown on the guest with the dice on the record', async () => {
    const w = await linked();
    const hostValue = w.hostSide.fair.mine;
    const guestValue = w.guestSide.fair.mine;
    const dice = await w.guestSide.roll(ask());
    await settle();
    expect(dice).toEqual(fairDice(spec, of, hostValue, guestValue));
    const p = lastRoll(w.guest.session!);
    expect(p.rolled).toEqual(dice);
    expect(p.fair).toMatchObject({ host: hostValue, guest: guestValue });
    expect(logOf(w.guest.session!)).toEqual(logOf(w.host.session!));
    // The journal says both phones drew it, with the start of each value.
    const line = w.guest.session!.module!.describe(w.guest.session!.events.at(-1)!.event, w.guest.session!.state);
    expect(line.text).toMatchObject({ key: 'engine.journal.fairRoll', params: { host: hostValue.slice(0, 8), guest: guestValue.slice(0, 8) } });
  });

  it("a roll of the host's asks the guest's value, and gives the dice both values derive", async () => {
    const w = await linked();
    const hostValue = w.hostSide.fair.mine;
    const guestValue = w.guestSide.fair.mine;
    const dice = await w.hostSide.roll(ask());
    await settle();
    expect(dice).toEqual(fairDice(spec, of, hostValue, guestValue));
    expect(lastRoll(w.guest.session!).rolled).toEqual(dice);
    expect(logOf(w.guest.session!)).toEqual(logOf(w.host.session!));
    expect(w.guest.said.filter((t) => t.key === 'app.link.fairBroken')).toEqual([]);
  });

  it('after each roll both phones move to their next values, each committed to the other beforehand', async () => {
    const w = await linked();
    const first = { host: w.hostSide.fair.mine, guest: w.guestSide.fair.mine };
    await w.hostSide.roll(ask());
    await settle();
    const p = lastRoll(w.guest.session!);
    expect(w.hostSide.fair.mine).not.toBe(first.host);
    expect(w.guestSide.fair.mine).not.toBe(first.guest);
    expect(commitment(w.hostSide.fair.mine)).toBe(p.fair!.hostNext);
    expect(commitment(w.guestSide.fair.mine)).toBe(p.fair!.guestNext);
    expect(w.hostSide.fair.theirs).toBe(p.fair!.guestNext);
    expect(w.guestSide.fair.theirs).toBe(p.fair!.hostNext);
    // The next roll, from either phone, uses the new values and is checked like the first.
    const now = { host: w.hostSide.fair.mine, guest: w.guestSide.fair.mine };
    expect(await w.guestSide.roll(ask())).toEqual(fairDice(spec, of, now.host, now.guest));
    await settle();
    expect(logOf(w.guest.session!)).toEqual(logOf(w.host.session!));
  });

  it('a roll asked again after the link drops gives the same dice: no quiet re-roll', async () => {
    const w = await linked();
    const expected = fairDice(spec, of, w.hostSide.fair.mine, w.guestSide.fair.mine);
    // The host asks; the guest's value is revealed but the link drops before the roll is made.
    const [, guestEnd] = w.links;
    guestEnd.hold();
    const lost = w.hostSide.roll(ask());
    await settle();
    w.links[0].drop();
    await expect(lost).rejects.toMatchObject({ text: { key: 'app.link.rollNeedsLink' } });
    expect(w.host.session!.events.filter((e) => e?.event.type === 'core/roll')).toHaveLength(0);
    // While the link is down the app cannot roll in a shared game: the players type their dice.
    await expect(w.hostSide.roll(ask())).rejects.toMatchObject({ text: { key: 'app.link.rollNeedsLink' } });
    await w.rejoin();
    expect(await w.hostSide.roll(ask())).toEqual(expected);
  });

  it("a guest's roll asked again on a new link, after its phone reloads, gives the same dice", async () => {
    const w = await linked();
    const expected = fairDice(spec, of, w.hostSide.fair.mine, w.guestSide.fair.mine);
    const [, guestEnd] = w.links;
    guestEnd.hold();
    const lost = w.guestSide.roll(ask());
    await settle();
    w.links[0].drop();
    await expect(lost).rejects.toMatchObject({ text: { key: 'app.link.rollNeedsLink' } });
    await w.reloadGuest();
    await w.rejoin();
    await settle();
    // The roll waited, kept on the device, and was asked again with the same value.
    expect(lastRoll(w.host.session!).rolled).toEqual(expected);
    expect(logOf(w.guest.session!)).toEqual(logOf(w.host.session!));
  });
});

describe('Two phones: a hostile peer cannot choose the dice', () => {
  it('a host appending dice not derived from both values is refused on the guest, in words, and not mirrored', async () => {
    const w = await linked();
    const before = logOf(w.guest.session!);
    w.tamper = (events) =>
      events.map((e) => {
        const p = e.payload as Roll;
        return e.type === 'core/roll' ? { ...e, payload: { ...p, rolled: { ...p.rolled, faces: p.rolled.faces.map((f) => (f % 6) + 1) } } } : e;
      });
    await w.hostSide.roll(ask());
    await settle();
    expect(logOf(w.guest.session!)).toEqual(before);
    expect(w.guest.said.at(-1)!.key).toBe('app.link.fairBroken');
    expect(w.host.said.some((t) => t.key === 'app.link.peerRefused' && (t.params!.why as { key: string }).key === 'app.link.fairBrokenWhy')).toBe(true);
  });

  it('a host value that does not match its commitment is refused on the guest, even with the dice it gives', async () => {
    const w = await linked();
    const before = logOf(w.guest.session!);
    const other = 'ab'.repeat(32);
    w.tamper = (events) =>
      events.map((e) => {
        const p = e.payload as Roll;
        return e.type === 'core/roll' ? { ...e, payload: { ...p, rolled: fairDice(spec, of, other, p.fair!.guest), fair: { ...p.fair!, host: other } } } : e;
      });
    await w.hostSide.roll(ask());
    await settle();
    expect(logOf(w.guest.session!)).toEqual(before);
    expect(w.guest.said.at(-1)!.key).toBe('app.link.fairBroken');
  });

  it('a guest revealing a value that does not match its commitment is refused by the host', async () => {
    const w = await linked();
    const before = logOf(w.host.session!);
    const [, guestEnd] = w.links;
    const forged = {
      v: 1,
      t: 'act',
      aid: 'f1',
      kind: 'roll',
      events: [{ type: 'core/roll', payload: ask() }],
      reveal: { value: 'cd'.repeat(32), next: 'ef'.repeat(32) },
    };
    guestEnd.send(JSON.stringify(forged));
    await settle();
    expect(logOf(w.host.session!)).toEqual(before);
    const theirs = w.hostSide.fair.theirs;
    expect(theirs).toBe(commitment(w.guestSide.fair.mine));
  });

  it("a guest's own dice said to be the app's are refused: the app's dice in a shared game are drawn with both phones", async () => {
    const w = await linked();
    const before = logOf(w.host.session!);
    await w.guestSide.propose({ kind: 'append', events: [{ type: 'core/roll', payload: { ...ask(), rolled: { faces: [6, 6], source: 'app' } } }] });
    await settle();
    expect(logOf(w.host.session!)).toEqual(before);
    expect(w.guest.said.at(-1)).toMatchObject({ key: 'app.link.refused', params: { why: { key: 'app.link.rollNotFair' } } });
  });
});

describe('Two phones: dice typed from the table', () => {
  it('can be typed on either phone, and are kept as typed', async () => {
    const w = await linked();
    const typed = (faces: number[]) => [{ type: 'core/roll', payload: { ...ask(), rolled: { faces, source: 'physical' } } }];
    await w.guestSide.propose({ kind: 'append', events: typed([2, 5]) });
    await settle();
    await w.host.session!.append(typed([6, 1]));
    await settle();
    const rolls = w.guest.session!.events.filter((e) => e?.event.type === 'core/roll').map((e) => (e!.event.payload as Roll).rolled);
    expect(rolls).toEqual([
      { faces: [2, 5], source: 'physical' },
      { faces: [6, 1], source: 'physical' },
    ]);
    expect(logOf(w.guest.session!)).toEqual(logOf(w.host.session!));
  });
});

describe('Two phones: a roll on each phone at the same moment', () => {
  it("the first takes the guest's value; the second is not made and is said so, and rolled again it is drawn with the next values", async () => {
    const w = await linked();
    const host = w.hostSide.roll(ask());
    const guest = w.guestSide.roll(ask());
    await expect(host).resolves.toBeTruthy();
    await expect(guest).rejects.toMatchObject({ text: { key: 'app.link.refused', params: { why: { key: 'app.link.rollCrossed' } } } });
    await settle();
    const now = { host: w.hostSide.fair.mine, guest: w.guestSide.fair.mine };
    expect(await w.guestSide.roll(ask())).toEqual(fairDice(spec, of, now.host, now.guest));
    await settle();
    expect(logOf(w.guest.session!)).toEqual(logOf(w.host.session!));
  });
});

describe("Two phones: a guest's app roll is journaled with the outcome its dice land in, as the guest's screen gives it", () => {
  /** A question's outcomes as a screen gives them: a sum of 2d6 of 7 or more hits, doubles aside. */
  const outcome = (r: RolledDice) => (r.faces[0] === r.faces[1] ? { key: 'o.double' } : r.faces[0]! + r.faces[1]! >= 7 ? { key: 'o.hit' } : undefined);

  it('the host journals the outcome of the dice it made, from the table the guest sent with the roll', async () => {
    const w = await linked();
    const dice = await w.guestSide.roll(ask(), { outcomes: outcomeTable(spec, outcome) });
    await settle();
    const p = lastRoll(w.host.session!);
    expect(p.rolled).toEqual(dice);
    expect(p.outcome).toEqual(outcome(dice));
    expect(logOf(w.guest.session!)).toEqual(logOf(w.host.session!));
  });

  it('the table names each outcome once and gives every face combination, a numbered die from 1 and a custom die from 0', () => {
    const t = outcomeTable(spec, outcome)!;
    expect(t.labels).toEqual([{ key: 'o.double' }, { key: 'o.hit' }]);
    expect(t.of).toHaveLength(36);
    for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) expect(outcomeFromTable(t, spec, [a, b])).toEqual(outcome({ faces: [a, b], source: 'app' }));
    const custom: RollSpec = {
      dice: [
        {
          kind: 'custom',
          faces: [
            { id: 'a', label: { key: 'a' } },
            { id: 'b', label: { key: 'b' } },
          ],
        },
      ],
      label: { key: 'x' },
    };
    const named = outcomeTable(custom, (r) => ({ key: `face.${r.faces[0]}` }))!;
    expect(outcomeFromTable(named, custom, [0])).toEqual({ key: 'face.0' });
    expect(outcomeFromTable(named, custom, [1])).toEqual({ key: 'face.1' });
  });

  it('a pool with more combinations than the table holds sends no table: its roll is journaled without the outcome', () => {
    const many: RollSpec = { dice: Array.from({ length: 5 }, () => ({ kind: 'numbered' as const, sides: 6 })), label: { key: 'x' } };
    expect(6 ** 5).toBeGreaterThan(MAX_OUTCOME_TABLE);
    expect(outcomeTable(many, () => ({ key: 'o.hit' }))).toBeUndefined();
  });

  it("a table that does not fit the roll gives no outcome: a guest cannot put another roll's words in the journal", async () => {
    const t = outcomeTable(spec, outcome)!;
    expect(outcomeFromTable({ ...t, of: t.of.slice(1) }, spec, [3, 4])).toBeUndefined();
    expect(outcomeFromTable(t, spec, [7, 1])).toBeUndefined();
    expect(outcomeFromTable(t, spec, [3])).toBeUndefined();
    const w = await linked();
    const dice = await w.guestSide.roll(ask(), { outcomes: { ...t, of: t.of.slice(1) } });
    await settle();
    expect(lastRoll(w.host.session!).rolled).toEqual(dice);
    expect(lastRoll(w.host.session!).outcome).toBeUndefined();
  });
});
