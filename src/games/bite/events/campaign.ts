/**
 * BITE's long-game events (issue 11 point 7): a unit removed from play as the long scenarios'
 * removal rule says (4.11; the text's dated removals of SBE9 or the Order of Battle's), and
 * LSSAH replaced by the 1st SS-Panzerkorps keeping its damage (SBE9, turn 44). A well-formed
 * event that cannot apply (a reduced or unsupplied unit, a box short of the rebuild's PP)
 * changes nothing; the screen words why before.
 */
import * as v from 'valibot';
import { plainObject } from '@/engine/events';
import type { JournalText, Param } from '@/engine/types';
import { monthText } from '../calendar';
import { addBags, bagText, boxOf, economyOf } from '../economy';
import { TEXT_REMOVALS, campaignOf, removalCheck, type RemovalRecord } from '../campaign';
import { currentMonth, type BiteState } from '../state';
import { def, id, name } from './common';
import { refusal } from '../legality';

const jc = (key: string, rules: string[], params?: Record<string, Param>): JournalText => ({
  text: params ? { key: `bite.campaign.journal.${key}`, params } : { key: `bite.campaign.journal.${key}` },
  rules,
  category: 'production',
});

const removalId = v.picklist(TEXT_REMOVALS.map((r) => r.id) as [RemovalRecord['removal'] & string, ...(RemovalRecord['removal'] & string)[]]);

const withRecord = (s: BiteState, r: RemovalRecord): BiteState => ({ ...s, campaign: { ...campaignOf(s), removed: [...campaignOf(s).removed, r] } });

export const campaignEvents = [
  def({
    type: 'bite/oob-remove',
    /** 4.11: a unit leaves play for good (it cannot be bought back), full and supplied, or its full rebuild's PP deducted if it was eliminated. */
    /** `removal`: the text's dated removal it answers; `more`: blocks of the same formation still to go (the Hungarian Rapid Corps). */
    schema: plainObject(v.strictObject({ id, removal: v.optional(removalId), more: v.optional(v.literal(true)) })),
    allowed(s, p, ctx) {
      const b = s.blocks.find((x) => x.id === p.id);
      return b ? refusal(removalCheck(s, b, false, ctx), '4.11') : { text: { key: 'bite.rules.noBlock' }, rule: '4.11' };
    },
    reduce(s, p, ctx) {
      const b = s.blocks.find((x) => x.id === p.id);
      if (!b) return s;
      const c = removalCheck(s, b, false, ctx);
      if (!c.ok) return s;
      const paid = { ...s, economy: { ...economyOf(s), box: { ...economyOf(s).box, [b.nation]: addBags(boxOf(s, b.nation), c.cost, -1) } } };
      const gone = { ...paid, blocks: paid.blocks.filter((x) => x.id !== p.id) };
      return withRecord(gone, {
        block: b.id,
        name: b.name,
        nation: b.nation,
        turn: s.turn,
        removal: p.removal,
        cost: c.cost,
        ...(p.removal && p.more ? { more: true as const } : {}),
      });
    },
    describe(p, b) {
      const x = b.blocks.find((y) => y.id === p.id);
      const c = x ? removalCheck(b, x) : null;
      const pp = c?.ok ? bagText(c.cost) : '—';
      const line = jc(x?.eliminated ? 'removedPaid' : 'removed', p.removal ? [...(TEXT_REMOVALS.find((r) => r.id === p.removal)?.rules ?? [])] : ['4.11'], {
        name: x?.name ?? '?',
        month: monthText(currentMonth(b)),
        pp,
      });
      return p.removal && p.more ? { ...line, text: { key: 'bite.campaign.journal.removedMore', params: { line: line.text } } } : line;
    },
  }),
  def({
    type: 'bite/oob-replace',
    /** SBE9, turn 44: LSSAH, if supplied, is replaced by the 1st SS-Panzerkorps keeping every loss it has taken. */
    schema: plainObject(v.strictObject({ id, name })),
    allowed(s, p, ctx) {
      const b = s.blocks.find((x) => x.id === p.id);
      return b ? refusal(removalCheck(s, b, true, ctx), 'SBE9') : { text: { key: 'bite.rules.noBlock' }, rule: 'SBE9' };
    },
    reduce(s, p, ctx) {
      const b = s.blocks.find((x) => x.id === p.id);
      if (!b || !removalCheck(s, b, true, ctx).ok) return s;
      const n = { ...s, blocks: s.blocks.map((x) => (x.id === p.id ? { ...x, name: p.name } : x)) };
      return withRecord(n, {
        block: b.id,
        name: b.name,
        nation: b.nation,
        turn: s.turn,
        removal: 'lssah',
        cost: { yellow: 0, red: 0, blue: 0, black: 0 },
        replacedBy: p.name,
      });
    },
    describe: (p, b) =>
      jc('replaced', ['SBE9'], { name: b.blocks.find((y) => y.id === p.id)?.name ?? '?', by: p.name, sp: b.blocks.find((y) => y.id === p.id)?.sp ?? 0 }),
  }),
];
