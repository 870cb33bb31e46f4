/**
 * BITE's supreme HQs (issue 11; advanced rules 13.8), each event defined once with its strict
 * schema, reducer and journal sentence: an HQ block marked as the Stavka, the FHQ or a minor Axis
 * supreme HQ (13.8.1–13.8.3); a special action taken from its menu (one of each kind, up to its
 * AP; the FHQ two) — the free rail move counted toward the turn's limit (AMB-30); Moscow falling
 * with the Stavka (rebuilt at Chelyabinsk, Soviet rail capacity 4); the FHQ moving from Rastenburg
 * to Berlin for good. A well-formed event that cannot apply changes nothing; the panel words why.
 */
import * as v from 'valibot';
import { plainObject } from '@/engine/events';
import type { JournalText, Param } from '@/engine/types';
import { canMarkSupreme, canSupremeAct, actionsOf, fhqInBerlin, hqOf, isAirHq, supremeOf, SUPREME_ACTIONS, SUPREME_KINDS, type HqLedger } from '../hq';
import { railOf, railTurn } from '../rail';
import { sideOfNation } from '../supply';
import type { BiteState } from '../state';
import { def, id } from './common';
import { refusal, supremeActPhase } from '../legality';

const noBlock = (rule: string) => ({ text: { key: 'bite.rules.noBlock' }, rule });

const je = (key: string, category: string, rules: string[], params?: Record<string, Param>): JournalText => ({
  text: params ? { key: `bite.eco.journal.${key}`, params } : { key: `bite.eco.journal.${key}` },
  rules,
  category,
});
const nameOf = (s: BiteState, bid: string) => s.blocks.find((b) => b.id === bid)?.name ?? '?';
const withHq = (s: BiteState, f: (h: HqLedger) => HqLedger): BiteState => ({ ...s, hq: f(hqOf(s)) });

export const supremeEvents = [
  def({
    type: 'bite/hq-supreme',
    /** 13.8: which HQ block is the Stavka, the FHQ or a minor supreme HQ ('none' unmarks it). */
    schema: plainObject(v.strictObject({ id, kind: v.picklist([...SUPREME_KINDS, 'none'] as const) })),
    allowed(s, p) {
      const b = s.blocks.find((x) => x.id === p.id);
      if (!b) return noBlock('13.8');
      return (
        refusal(canMarkSupreme(s, b, p.kind), p.kind === 'fhq' ? '13.8.2' : p.kind === 'minor' ? '13.8.3' : '13.8.1') ??
        ((supremeOf(s, p.id) ?? 'none') === p.kind ? { text: { key: 'bite.rules.supremeSame', params: { name: b.name } }, rule: '13.8' } : null)
      );
    },
    reduce(s, p) {
      const b = s.blocks.find((x) => x.id === p.id);
      if (!b || !canMarkSupreme(s, b, p.kind).ok) return s;
      return withHq(s, (h) => {
        const supreme = { ...h.supreme };
        if (p.kind === 'none') delete supreme[p.id];
        else supreme[p.id] = p.kind;
        return { ...h, supreme };
      });
    },
    describe: (p, b) =>
      je(p.kind === 'none' ? 'supremeNone' : 'supremeMark', 'setup', [p.kind === 'fhq' ? '13.8.2' : p.kind === 'minor' ? '13.8.3' : '13.8.1'], {
        name: nameOf(b, p.id),
        kind: { key: `bite.eco.hq.kind.${p.kind}` },
      }),
  }),
  def({
    type: 'bite/hq-air',
    /** 13.1: an HQ block marked as an air HQ (blue; it commands air units only), or unmarked. */
    schema: plainObject(v.strictObject({ id, air: v.boolean() })),
    allowed(s, p) {
      const b = s.blocks.find((x) => x.id === p.id);
      if (!b) return noBlock('13.1');
      if (b.cls !== 'hq') return { text: { key: 'bite.rules.airHqOnly', params: { name: b.name } }, rule: '13.1' };
      return isAirHq(s, p.id) === p.air ? { text: { key: 'bite.rules.airSame', params: { name: b.name } }, rule: '13.1' } : null;
    },
    reduce(s, p) {
      const b = s.blocks.find((x) => x.id === p.id);
      if (!b || b.cls !== 'hq' || isAirHq(s, p.id) === p.air) return s;
      return withHq(s, (h) => ({ ...h, air: p.air ? [...(h.air ?? []), p.id] : (h.air ?? []).filter((x) => x !== p.id) }));
    },
    describe: (p, b) => je(p.air ? 'airMark' : 'airNone', 'setup', ['13.1'], { name: nameOf(b, p.id) }),
  }),
  def({
    type: 'bite/hq-action',
    /** 13.8: one special action of an activated supreme HQ; the free rail move counts toward the limit (13.8.1, AMB-30). */
    schema: plainObject(
      v.strictObject({ id, action: v.picklist(SUPREME_ACTIONS), unit: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(100))) }),
    ),
    allowed(s, p, ctx) {
      const b = s.blocks.find((x) => x.id === p.id);
      if (!b) return noBlock('13.8');
      // 13.8: only while it is activated, in its side's turn from Movement to Blitz (checked at the door).
      return (
        supremeActPhase(s, b) ??
        refusal(canSupremeAct(s, b, p.action, ctx), supremeOf(s, p.id) === 'fhq' ? '13.8.2' : supremeOf(s, p.id) === 'minor' ? '13.8.3' : '13.8.1')
      );
    },
    reduce(s, p, ctx) {
      const b = s.blocks.find((x) => x.id === p.id);
      if (!b || !canSupremeAct(s, b, p.action, ctx).ok) return s;
      let n = withHq(s, (h) => ({ ...h, actions: { ...h.actions, [p.id]: [...actionsOf(s, p.id), p.action] } }));
      if (p.action === 'rail') {
        const side = sideOfNation(b.nation);
        const r = railTurn(s, side);
        n = { ...n, rail: { ...railOf(n), [side]: { ...r, used: r.used + 1 } } };
      }
      return n;
    },
    describe(p, b) {
      const x = b.blocks.find((y) => y.id === p.id);
      const kind = supremeOf(b, p.id);
      const rule = kind === 'fhq' ? '13.8.2' : kind === 'minor' ? '13.8.3' : '13.8.1';
      const params = { name: x?.name ?? '?', action: { key: `bite.eco.hq.action.${p.action}` }, unit: p.unit ?? '—', n: actionsOf(b, p.id).length + 1 };
      if (p.action === 'rail' && x) return je('supremeRail', 'movement', [rule, '7.4'], { ...params, used: railTurn(b, sideOfNation(x.nation)).used + 1 });
      return je('supremeAction', 'movement', [rule], params);
    },
  }),
  def({
    type: 'bite/moscow-falls',
    /** 13.8.1: Moscow falls — the Stavka is eliminated (it may be rebuilt at Chelyabinsk) and Soviet rail capacity is 4. */
    schema: plainObject(v.strictObject({})),
    allowed: (s) => (s.hq?.stavkaFell ? { text: { key: 'bite.rules.moscowFell' }, rule: '13.8.1' } : null),
    reduce(s) {
      if (s.hq?.stavkaFell) return s;
      const stavka = s.blocks.find((b) => supremeOf(s, b.id) === 'stavka');
      const n: BiteState = { ...s, rail: { ...railOf(s), moscowLost: true }, hq: { ...hqOf(s), stavkaFell: true } };
      return stavka ? { ...n, blocks: n.blocks.map((b) => (b.id === stavka.id ? { ...b, sp: 0, eliminated: true } : b)) } : n;
    },
    describe: (_p, b) => je('moscowFalls', 'marker', ['13.8.1'], { name: b.blocks.find((x) => supremeOf(b, x.id) === 'stavka')?.name ?? 'Stavka' }),
  }),
  def({
    type: 'bite/fhq-berlin',
    /** 13.8.2: Soviet units entered Germany — the FHQ moves from Rastenburg to Berlin at no cost, to stay there (28.0: the Volkssturm). */
    schema: plainObject(v.strictObject({})),
    allowed: (s) => (fhqInBerlin(s) ? { text: { key: 'bite.rules.fhqBerlin' }, rule: '13.8.2' } : null),
    reduce: (s) => (fhqInBerlin(s) ? s : { ...s, hq: { ...hqOf(s), fhqBerlin: true } }),
    describe: () => je('fhqBerlin', 'marker', ['13.8.2', '28.0']),
  }),
];
