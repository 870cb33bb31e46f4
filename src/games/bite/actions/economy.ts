/**
 * BITE's production phase as table actions (7.3, 5.2, 11.0–11.2, 12.3, 3.6, SBE9): for a nation,
 * collect the month's income, give German aid, repair or rebuild a block, discard what the
 * storage limit forbids, correct the box with a reason; the producing centres typed from the map.
 * Each action's fields start from the moment; the events' own `allowed` (events/economy.ts)
 * refuse what the phase or the boxes forbid, so these checks only turn fields into events.
 */
import type { ActionDef, RulesContext } from '@/engine/types';
import { t } from '@/engine/derivation';
import type { BiteState, Block } from '../state';
import { NATIONS, type Nation } from '../tech';
import {
  AID_LIMIT,
  ALLIES,
  PP_COLOURS,
  aidGiven,
  alliesInPlay,
  bagText,
  canCollect,
  canPay,
  economyOf,
  incomeOf,
  inPocket,
  nationsInPlay,
  pocketBudget,
  repairPrice,
  storageExcess,
  type PpColour,
} from '../economy';
import { hasOptional } from '../layers';
import { centreOfForm, emptyCentreForm, formOfCentre, parseCentresPack, type CentreForm } from '../centres';
import { boolField, events, intField, num, refused, selectField, str, textField, waiting } from './kit';

const colourOptions = (cs: readonly PpColour[]) => cs.map((c) => ({ value: c, label: t(`bite.eco.colour.${c}`, { n: 1 }) }));
const nationOptions = () => NATIONS.map((n) => ({ value: n, label: t(`bite.nation.${n}`) }));
const coloursOf = (s: BiteState): readonly PpColour[] => (s.layers.advanced ? PP_COLOURS : ['yellow']);

/** Blocks of the nation that a repair or a rebuild could concern: below full strength or eliminated. */
export const damagedBlocks = (s: BiteState, n: Nation): Block[] => s.blocks.filter((b) => b.nation === n && (b.eliminated || b.sp < b.maxSp));

function collect(s: BiteState, n: Nation, ctx: RulesContext): ActionDef {
  const income = incomeOf(s, n, ctx);
  const c = canCollect(s, n);
  return {
    id: `bite.income.collect:${n}`,
    title: t('bite.eco.ui.income'),
    rule: '7.3',
    applyLabel: t('bite.eco.ui.collect', { pp: bagText(income.bag) }),
    ...(c.ok ? {} : { closed: { text: c.error, rule: '7.3' } }),
    preview: () => income.steps,
    check: () => events({ type: 'bite/income', payload: { nation: n, pp: income.bag } }),
  };
}

function aid(s: BiteState): ActionDef {
  return {
    id: 'bite.aid.give',
    title: t('bite.eco.ui.aid'),
    rule: '5.2',
    body: t('bite.eco.ui.aidHelp', { limit: AID_LIMIT }),
    applyLabel: t('bite.eco.ui.give'),
    fields: [
      selectField(
        'ally',
        t('bite.eco.ui.ally'),
        ALLIES.map((a) => ({ value: a, label: t(`bite.nation.${a}`) })),
      ),
      selectField('colour', t('bite.eco.ui.colour'), colourOptions(coloursOf(s))),
      intField('pp', t('bite.eco.ui.pp'), 1, AID_LIMIT),
    ],
    preview: (v) => (str(v.ally) ? [{ ...t('bite.eco.ui.aidPp', { given: aidGiven(s, str(v.ally) as never), limit: AID_LIMIT }), rule: '5.2' }] : []),
    check: (v) => {
      const pp = num(v.pp);
      if (!str(v.ally)) return waiting('bite.aidCard.pickAlly');
      if (pp === null) return waiting('bite.eco.err.amount');
      return events({ type: 'bite/aid', payload: { ally: str(v.ally), colour: str(v.colour), pp } });
    },
  };
}

function repair(s: BiteState, n: Nation, ctx: RulesContext): ActionDef {
  const damaged = damagedBlocks(s, n);
  // 12.3: a Soviet unit rebuilt in Leningrad is paid with Leningrad's own PP.
  const leningradAsked = s.layers.advanced && n === 'ussr' && damaged.some((b) => b.eliminated);
  const blockOf = (id: string) => damaged.find((b) => b.id === id);
  const where = (v: Record<string, unknown>) => ({ inLeningrad: leningradAsked && v.leningrad === true && !!blockOf(str(v.block as never))?.eliminated });
  return {
    id: `bite.repair:${n}`,
    title: t('bite.eco.ui.repair'),
    rule: '7.3',
    applyLabel: t('bite.eco.ui.repairGo'),
    ...(damaged.length ? {} : { closed: { text: t('bite.eco.ui.nothingToRepair') } }),
    fields: [
      selectField(
        'block',
        t('bite.eco.ui.block'),
        damaged.map((b) => ({
          value: b.id,
          label: b.eliminated ? t('bite.ui.blockEliminated', { name: b.name }) : t('bite.ui.blockSp', { name: b.name, sp: b.sp, max: b.maxSp }),
        })),
        { default: null },
      ),
      intField('steps', t('bite.eco.ui.steps'), 1, 9, { default: 1 }),
      ...(leningradAsked ? [boolField('leningrad', t('bite.pocket.ui.buildHere'), { rule: '12.3' })] : []),
    ],
    preview: (v) => {
      const b = blockOf(str(v.block));
      const steps = num(v.steps);
      if (!b || steps === null) return [];
      const w = where(v);
      const budget = inPocket(s, b) || w.inLeningrad ? pocketBudget(s).steps : [];
      const p = repairPrice(s, b, steps, ctx, w);
      return [...budget, ...(p.ok ? p.steps : [{ ...p.error, tone: 'error' as const }])];
    },
    check: (v) => {
      const b = blockOf(str(v.block));
      const steps = num(v.steps);
      if (!b) return waiting('bite.eco.err.pickBlock');
      if (steps === null) return waiting('bite.eco.err.amount');
      const w = where(v);
      const p = repairPrice(s, b, steps, ctx, w);
      if (!p.ok) return { refusal: { text: p.error, rule: '7.3' } };
      return (
        refused(canPay(s, b.nation, p.cost), '7.3') ??
        events({ type: 'bite/repair', payload: { id: b.id, steps, cost: p.cost, ...(w.inLeningrad ? { leningrad: true } : {}) } })
      );
    },
  };
}

function discard(s: BiteState, n: Nation): ActionDef {
  const excess = storageExcess(s, n);
  return {
    id: `bite.pp.discard:${n}`,
    title: t('bite.eco.ui.discard'),
    rule: '11.2',
    body: t('bite.eco.ui.storage', { n: excess }),
    ...(excess > 0 ? {} : { closed: { text: t('bite.eco.ui.noExcess'), rule: '11.2' } }),
    fields: [
      selectField('colour', t('bite.eco.ui.colour'), colourOptions(PP_COLOURS.filter((c) => c !== 'yellow'))),
      intField('pp', t('bite.eco.ui.pp'), 1, 999),
    ],
    check: (v) => {
      const pp = num(v.pp);
      if (pp === null) return waiting('bite.eco.err.amount');
      return events({ type: 'bite/pp-discard', payload: { nation: n, colour: str(v.colour), pp } });
    },
  };
}

function adjust(s: BiteState, n: Nation): ActionDef {
  return {
    id: `bite.pp.adjust:${n}`,
    title: t('bite.eco.ui.adjust'),
    rule: '7.3',
    applyLabel: t('bite.eco.ui.adjustGo'),
    fields: [
      selectField('colour', t('bite.eco.ui.colour'), colourOptions(coloursOf(s))),
      intField('delta', t('bite.eco.ui.delta'), -999, 999, { nonZero: true }),
      textField('reason', t('bite.eco.ui.reason')),
    ],
    check: (v) => {
      const delta = num(v.delta);
      if (delta === null || delta === 0) return waiting('bite.eco.err.amount');
      if (str(v.reason).trim() === '') return waiting('bite.eco.err.reason');
      return events({ type: 'bite/pp-adjust', payload: { nation: n, colour: str(v.colour), delta, reason: str(v.reason).trim() } });
    },
  };
}

/** The centre form's fields, from a starting form (a new centre's, or the one being edited). */
function centreFields(s: BiteState, f: CentreForm) {
  return [
    textField('name', t('bite.eco.ui.centreName'), { default: f.name }),
    intField('pp', t('bite.eco.ui.pp'), 1, 50, { default: f.pp }),
    selectField('colour', t('bite.eco.ui.colour'), colourOptions(PP_COLOURS), { default: f.colour }),
    selectField('owner', t('bite.eco.ui.owner'), nationOptions(), { default: f.owner }),
    selectField('controller', t('bite.eco.ui.controller'), nationOptions(), { default: f.controller }),
    boolField('usable', t('bite.eco.ui.usable'), { default: f.usable }),
    ...(s.layers.advanced ? [boolField('pocket', t('bite.pocket.ui.centre'), { default: f.pocket, rule: '12.3' })] : []),
    ...(hasOptional(s.layers, '16.0') ? [boolField('industry', t('bite.eco.ui.industry'), { default: f.industry, rule: '16.1' })] : []),
  ];
}
const formOf = (v: Record<string, unknown>): CentreForm => ({
  name: str(v.name as never),
  pp: num(v.pp as never),
  colour: str(v.colour as never) as PpColour,
  owner: str(v.owner as never) as Nation,
  controller: str(v.controller as never) as Nation,
  usable: v.usable === true,
  pocket: v.pocket === true,
  industry: v.industry === true,
});

function centreAdd(s: BiteState): ActionDef {
  return {
    id: 'bite.centre.add',
    title: t('bite.eco.ui.addCentre'),
    rule: '3.6',
    applyLabel: t('bite.ui.saveNext'),
    fields: centreFields(s, emptyCentreForm()),
    check: (v) => {
      const r = centreOfForm(formOf(v));
      return r.ok ? events({ type: 'bite/centre-add', payload: { centre: r.centre } }) : { waiting: r.errors };
    },
  };
}

function centreEdits(s: BiteState): ActionDef[] {
  return economyOf(s).centres.map((c) => ({
    id: `bite.centre.edit:${c.id}`,
    title: t('bite.eco.ui.editCentre', { name: c.name }),
    rule: '3.6',
    applyLabel: t('bite.ui.save'),
    fields: centreFields(s, formOfCentre(c)),
    check: (v) => {
      const r = centreOfForm(formOf(v));
      return r.ok
        ? events({ type: 'bite/centre-edit', payload: { id: c.id, patch: { ...r.centre, pocket: v.pocket === true, industry: v.industry === true } } })
        : { waiting: r.errors };
    },
  }));
}

/** One-tap changes of a centre the row names: its controller, its link, its removal, and the centres pack read in. */
function centreTaps(): ActionDef[] {
  return [
    {
      id: 'bite.centre.control',
      title: t('bite.eco.ui.controller'),
      rule: '3.6',
      check: (v) => events({ type: 'bite/centre-control', payload: { id: str(v.id), controller: str(v.controller) } }),
    },
    {
      id: 'bite.centre.usable',
      title: t('bite.eco.ui.usable'),
      rule: '11.2',
      check: (v) => events({ type: 'bite/centre-usable', payload: { id: str(v.id), usable: v.usable === true } }),
    },
    { id: 'bite.centre.remove', title: t('bite.ui.remove'), rule: '3.6', check: (v) => events({ type: 'bite/centre-remove', payload: { id: str(v.id) } }) },
    {
      id: 'bite.centres.import',
      title: t('bite.eco.ui.importCentres'),
      rule: '3.6',
      check: (v) => {
        const r = parseCentresPack(str(v.text));
        return r.ok ? { events: r.events } : { refusal: { text: r.error } };
      },
    },
    {
      id: 'bite.caucasus.mark',
      title: t('bite.eco.ui.caucasus'),
      rule: 'SBE9',
      check: (v) => events({ type: 'bite/caucasus', payload: { lost: v.lost === true } }),
    },
  ];
}

/** The production phase's actions of this moment, for every nation in play. */
export function economyActions(s: BiteState, ctx: RulesContext): ActionDef[] {
  const out: ActionDef[] = [];
  for (const n of nationsInPlay(s)) out.push(collect(s, n, ctx), repair(s, n, ctx), discard(s, n), adjust(s, n));
  if (alliesInPlay(s).length > 0) out.push(aid(s));
  out.push(centreAdd(s), ...centreEdits(s), ...centreTaps());
  return out;
}
