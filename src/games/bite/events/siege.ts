/**
 * BITE's advanced sieges (issue 11; advanced rules 12.1–12.4.1), each event defined once with its
 * strict schema, reducer and journal sentence: a unit marked besieged in a port or its own capital
 * (12.1), in Sevastopol (12.2) or in the Leningrad pocket (12.3); the Road of Life cut or running
 * again (12.3); the SP a besieged unit loses at the final check instead of surrendering (12.1).
 * A well-formed event that cannot apply changes nothing; the panel words why before.
 */
import * as v from 'valibot';
import { plainObject } from '@/engine/events';
import type { JournalText, Param } from '@/engine/types';
import { addBags, boxOf, economyOf } from '../economy';
import { canBesiege, finalFate, siegeLedger, SIEGE_KINDS } from '../siege';
import { desperateGain } from '../supply';
import type { BiteState } from '../state';
import { def, id } from './common';
import { canSiegeLoss, refusal } from '../legality';

const je = (key: string, category: string, rules: string[], params?: Record<string, Param>): JournalText => ({
  text: params ? { key: `bite.siege.journal.${key}`, params } : { key: `bite.siege.journal.${key}` },
  rules,
  category,
});
const nameOf = (s: BiteState, bid: string) => s.blocks.find((b) => b.id === bid)?.name ?? '?';

/** 12.4.1: a block of a failed Desperate Attack surrenders: removed (it may be rebuilt), the enemy gaining PP (12.5). */
export function desperateSurrender(s: BiteState, bid: string): BiteState {
  const b = s.blocks.find((x) => x.id === bid);
  if (!b || b.eliminated) return s;
  const g = desperateGain(s, b);
  const e = economyOf(s);
  return {
    ...s,
    economy: { ...e, box: { ...e.box, [g.gainer]: addBags(boxOf(s, g.gainer), g.pp) } },
    blocks: s.blocks.map((x) => (x.id === bid ? { ...x, sp: 0, eliminated: true, supplied: true } : x)),
  };
}

export const siegeEvents = [
  def({
    type: 'bite/siege',
    /** A unit besieged (marked out of supply, 12.1–12.3), or the siege lifted ('none'). */
    schema: plainObject(v.strictObject({ id, kind: v.picklist([...SIEGE_KINDS, 'none'] as const) })),
    allowed(s, p) {
      const b = s.blocks.find((x) => x.id === p.id);
      if (!b) return { text: { key: 'bite.rules.noBlock' }, rule: '12.1' };
      const no = refusal(canBesiege(s, b), '12.1');
      if (no) return no;
      return (siegeLedger(s).blocks[p.id] ?? 'none') === p.kind ? { text: { key: 'bite.rules.siegeSame', params: { name: b.name } }, rule: '12.1' } : null;
    },
    reduce(s, p) {
      const b = s.blocks.find((x) => x.id === p.id);
      if (!b || !canBesiege(s, b).ok) return s;
      const l = siegeLedger(s);
      const blocks = { ...l.blocks };
      if (p.kind === 'none') delete blocks[p.id];
      else blocks[p.id] = p.kind;
      const n: BiteState = { ...s, siege: { ...l, blocks } };
      return p.kind === 'none' ? n : { ...n, blocks: n.blocks.map((x) => (x.id === p.id ? { ...x, supplied: false } : x)) };
    },
    describe: (p, b) =>
      je(`mark_${p.kind}`, 'marker', p.kind === 'sevastopol' ? ['12.2'] : p.kind === 'leningrad' ? ['12.3'] : ['12.1'], { name: nameOf(b, p.id) }),
  }),
  def({
    type: 'bite/road-of-life',
    /** 12.3: the line Leningrad → Volkhov across Lake Ladoga → Siberia runs (it works even in snow), or is cut. */
    schema: plainObject(v.strictObject({ open: v.boolean() })),
    allowed: (s, p) => (siegeLedger(s).roadOfLife === p.open ? { text: { key: p.open ? 'bite.rules.roadOpen' : 'bite.rules.roadCut' }, rule: '12.3' } : null),
    reduce: (s, p) => ({ ...s, siege: { ...siegeLedger(s), roadOfLife: p.open } }),
    describe: (p) => je(p.open ? 'roadOpen' : 'roadCut', 'marker', ['12.3']),
  }),
  def({
    type: 'bite/siege-loss',
    /** 12.1: at the final check a besieged unit above 1 SP loses 1 SP instead of surrendering. */
    schema: plainObject(v.strictObject({ id })),
    // 12.1, 7.9: at the side's final check only, a besieged unit above 1 SP.
    allowed: (s, p) =>
      refusal(
        canSiegeLoss(
          s,
          s.blocks.find((x) => x.id === p.id),
        ),
        '12.1',
      ),
    reduce(s, p) {
      const b = s.blocks.find((x) => x.id === p.id);
      if (!b) return s;
      const f = finalFate(s, b);
      if (f.kind !== 'loseSp') return s;
      return { ...s, blocks: s.blocks.map((x) => (x.id === p.id ? { ...x, sp: f.after } : x)) };
    },
    describe(p, b) {
      const x = b.blocks.find((y) => y.id === p.id);
      return je('loss', 'combat', ['12.1', '7.9'], { name: x?.name ?? '?', sp: x?.sp ?? 0, after: Math.max(0, (x?.sp ?? 1) - 1) });
    },
  }),
];
