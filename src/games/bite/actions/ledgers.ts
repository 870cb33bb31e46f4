/**
 * BITE's optional rules' ledgers as table actions (17.0 research, 29.0–29.1 partisans, 34.0
 * Lend-Lease with the convoy attack on the record (35.2), its expiry, 35.1/32.0/29.0 rolls on the record, 15.0/16.0/16.2 trackers, 27.0 the
 * border count, 28.0 the Volkssturm, 30.0 the Chechen rebels). Each is listed only when its rule
 * is in play; the events' own `allowed` (events/optional.ts) refuse what the month, the phase or
 * the boxes forbid, and these checks turn fields into events.
 */
import type { ActionDef, RulesContext, Text } from '@/engine/types';
import { t } from '@/engine/derivation';
import { currentMonth, type BiteState } from '../state';
import { persianCorridorFrom } from '../victory';
import { PP_COLOURS, bagOf, economyOf, type PpColour } from '../economy';
import {
  CHECHEN_CAUSES,
  bombingEffect,
  convoyAttack,
  convoyDice,
  convoySunk,
  convoyView,
  hitsOf,
  LEDGER_ROLLS,
  ledgerRoll,
  lendLeaseLeft,
  lendLeaseOf,
  optionalOf,
  partisanAllowance,
  ruleOn,
  trackerDone,
  volkssturmBlocks,
  volkssturmOn,
  type TrackerKind,
} from '../optional';
import { events, intField, num, selectField, str, textField, waiting } from './kit';
import type { BombTarget } from '../optional';

const ROLLS = LEDGER_ROLLS;
/** The rules' own refusal, with its rule. */
const refusal = (key: string, rule: string, params?: Text['params']) => ({ refusal: { text: t(`bite.rules.${key}`, params), rule } });
const nationOptions = () => (['germany', 'ussr'] as const).map((n) => ({ value: n, label: t(`bite.nation.${n}`) }));
const colourOptions = () => PP_COLOURS.map((c) => ({ value: c, label: t(`bite.eco.colour.${c}`, { n: 1 }) }));
/** Faces written as "5 3 6" (a row's fixed value), or null when they are not die faces. */
const facesOf = (v: unknown, sides = 6): number[] | null => {
  const f = str(v as never)
    .trim()
    .split(/[\s·]+/)
    .filter(Boolean)
    .map(Number);
  return f.length > 0 && f.every((x) => Number.isInteger(x) && x >= 1 && x <= sides) ? f : null;
};

function research(): ActionDef[] {
  return [
    {
      id: 'bite.research.invest',
      title: t('bite.optional.ui.invest'),
      rule: '17.0',
      check: (v) => events({ type: 'bite/research-invest', payload: { nation: str(v.nation), field: str(v.field) } }),
    },
  ];
}

function partisans(s: BiteState): ActionDef[] {
  const occupied = economyOf(s).centres.filter((c) => c.owner === 'ussr' && c.controller !== 'ussr');
  const held = occupied.filter((c) => (c.partisans ?? 0) > 0);
  const allowance = (v: Record<string, unknown>) => partisanAllowance(s, num(v.minor as never) ?? 0, num(v.major as never) ?? 0);
  return [
    {
      id: 'bite.partisans.place',
      title: t('bite.optional.ui.placeGo'),
      rule: '29.1',
      body: t('bite.optional.ui.partisansHelp'),
      fields: [
        intField('minor', t('bite.optional.ui.minor'), 0, 200, { default: null }),
        intField('major', t('bite.optional.ui.major'), 0, 50, { default: null }),
        intField('n', t('bite.optional.ui.place'), 1, 20, { default: null }),
      ],
      preview: (v) => allowance(v).steps,
      check: (v) => {
        const n = num(v.n) ?? allowance(v).n;
        if (n < 1) return waiting('bite.optional.err.amount');
        return events({ type: 'bite/partisans-place', payload: { n, minor: num(v.minor) ?? 0, major: num(v.major) ?? 0 } });
      },
    },
    {
      id: 'bite.partisans.remove',
      title: t('bite.optional.ui.removeGo'),
      rule: '29.0',
      fields: [
        intField('stack', t('bite.optional.ui.stack'), 1, 3, { default: 1 }),
        selectField(
          'cause',
          t('bite.optional.ui.cause'),
          (['axisEntry', 'sovietEntry', 'combat'] as const).map((c) => ({ value: c, label: t(`bite.optional.ui.cause_${c}`) })),
        ),
        ...(held.length
          ? [
              selectField('from', t('bite.optional.ui.fromCentre'), [
                { value: '', label: t('bite.optional.ui.noCentre') },
                ...held.map((c) => ({ value: c.id, label: { key: 'bite.ui.named', params: { name: c.name } } })),
              ]),
            ]
          : []),
      ],
      check: (v) => {
        const n = num(v.stack);
        if (n === null) return waiting('bite.optional.err.amount');
        const from = str(v.from);
        return events({ type: 'bite/partisans-remove', payload: { n, cause: str(v.cause), ...(from ? { centre: from } : {}) } });
      },
    },
    {
      id: 'bite.partisans.centre',
      title: t('bite.optional.ui.markCentre'),
      rule: '29.1',
      ...(occupied.length ? {} : { closed: { text: t('bite.optional.ui.noOccupied'), rule: '29.1' } }),
      fields: [
        selectField(
          'centre',
          t('bite.optional.ui.centre'),
          occupied.map((c) => ({ value: c.id, label: { key: 'bite.ui.named', params: { name: c.name } } })),
        ),
        intField('n', t('bite.optional.ui.battalions'), 0, 3, { default: 1 }),
      ],
      check: (v) => {
        if (!str(v.centre)) return waiting('bite.optional.err.partisanCentre');
        const n = num(v.n);
        if (n === null) return waiting('bite.optional.err.amount');
        return events({ type: 'bite/partisans-centre', payload: { id: str(v.centre), n } });
      },
    },
  ];
}

/** 29.0, 35.1, 32.0: a ledger's roll, written to the journal with its faces before it is shown. */
function roll(): ActionDef {
  return {
    id: 'bite.ledger.roll',
    title: t('bite.optional.ui.fire'),
    check: (v) => {
      const faces = facesOf(v.faces);
      const what = str(v.what);
      const hitOn = num(v.hitOn) ?? 6;
      if (!faces || !(ROLLS as readonly string[]).includes(what)) return waiting('bite.optional.err.amount');
      return events({ type: 'bite/optional-roll', payload: { what, faces, hitOn, hits: hitsOf([{ dice: faces.length, hitOn }], faces) } });
    },
  };
}

function lendLease(s: BiteState, ctx: RulesContext): ActionDef[] {
  const left = lendLeaseLeft(s);
  const shipment = lendLeaseOf(currentMonth(s), ctx, persianCorridorFrom(s)).shipment;
  const view = convoyView(s, shipment);
  return [
    // 35.2: the convoy attack's roll ("6 2 5 1 3 · 6 4 1", the Arctic's five dice first), written before it is shown.
    {
      id: 'bite.convoys.roll',
      title: t('bite.optional.ui.rollConvoys'),
      rule: '35.2',
      check: (v) => {
        const faces = facesOf(v.faces);
        if (!faces || faces.length !== convoyDice(view.routes)) return waiting('bite.optional.err.amount');
        return events({ type: 'bite/convoy-attack', payload: { act: 'roll', ...convoyAttack(shipment, faces) } });
      },
    },
    // 35.2: the dice that chose the PP sunk on the route waiting for them.
    {
      id: 'bite.convoys.draw',
      title: t('bite.optional.ui.drawConvoys'),
      rule: '35.2',
      check: (v) => {
        const faces = facesOf(v.faces, 99);
        const d = view.draw;
        if (!d) return refusal('convoyNoDraw', '35.2');
        const sunk = faces ? convoySunk(shipment[d.route], view.hits[d.route], faces) : null;
        if (!faces || !sunk) return waiting('bite.optional.err.amount');
        return events({ type: 'bite/convoy-attack', payload: { act: 'draw', route: d.route, faces, sunk } });
      },
    },
    {
      id: 'bite.convoys.decline',
      title: t('bite.optional.ui.noConvoyAttack'),
      rule: '35.2',
      check: () => events({ type: 'bite/convoy-attack', payload: { act: 'decline' } }),
    },
    {
      // 34.0, 35.2: the month's shipment arrives, less what the convoy attack on the record sank.
      id: 'bite.ll.deliver',
      title: t('bite.optional.ui.lendLease'),
      rule: '34.0',
      check: () => {
        if (!view.decided) return refusal('convoyFirst', '35.2');
        if (!view.lost) return refusal('convoyDrawFirst', '35.2', { route: t(`bite.optional.route.${view.draw?.route ?? 'arctic'}`) });
        const faces = view.faces.arctic || view.faces.persia ? { faces: view.faces } : {};
        return events({ type: 'bite/lend-lease', payload: { shipment, lost: view.lost, ...faces } });
      },
    },
    {
      id: 'bite.ll.expire',
      title: t('bite.optional.ui.lendLease'),
      rule: '34.0',
      check: () => events({ type: 'bite/lend-lease-expire', payload: { pp: left } }),
    },
  ];
}

/**
 * 35.1, 32.0: what a raid or a bombing costs its target, from the hits of its roll on the record
 * (refused in words while none is); a hit railway (32.3), from the same roll.
 */
function bombing(s: BiteState, ctx: RulesContext): ActionDef[] {
  return [
    {
      id: 'bite.strategic.loss',
      title: t('bite.optional.ui.bombing'),
      rule: '32.1',
      check: (v) => {
        const source = str(v.source) === 'raid' ? 'raid' : 'bombing';
        const roll = ledgerRoll(s, source === 'raid' ? 'raidBombing' : 'bombing');
        const target = str(v.target).trim();
        if (!roll) return refusal('noBombRoll', source === 'raid' ? '35.1' : '32.1');
        if (!target) return waiting('bite.optional.err.name');
        const eff = bombingEffect('industry' as BombTarget, roll.hits, num(v.pp) ?? 0, source === 'raid', ctx);
        const lost = bagOf({ [str(v.colour) as PpColour]: eff.lost });
        return events({ type: 'bite/strategic-loss', payload: { nation: str(v.nation), target, source, hits: roll.hits, lost, destroyed: eff.destroyed } });
      },
    },
    {
      id: 'bite.rail.bombed',
      title: t('bite.optional.ui.railApply'),
      rule: '32.3',
      check: (v) => {
        const roll = ledgerRoll(s, 'bombing');
        return roll ? events({ type: 'bite/rail-bombed', payload: { side: str(v.side), hits: roll.hits } }) : refusal('noBombRoll', '32.3');
      },
    },
  ];
}

function trackers(s: BiteState): ActionDef[] {
  const kinds = (['industry', 'scorched', 'evacuation'] as TrackerKind[]).filter((k) => ruleOn(s, k === 'industry' ? '15.0' : '16.0'));
  const open = new Set(
    optionalOf(s)
      .trackers.filter((x) => !trackerDone(x) && x.centre)
      .map((x) => x.centre),
  );
  const scorched = economyOf(s).centres.filter((c) => c.scorched && !open.has(c.id));
  const add = (kind: TrackerKind): ActionDef => ({
    id: `bite.tracker.add:${kind}`,
    title: t(`bite.optional.ui.tracker_${kind}`),
    rule: kind === 'industry' ? '15.0' : kind === 'scorched' ? '16.0' : '16.2',
    applyLabel: t('bite.optional.ui.addTracker'),
    ...(kind === 'evacuation' ? { body: t('bite.optional.ui.evacuationCost') } : {}),
    ...(kind === 'scorched' && !scorched.length ? { closed: { text: t('bite.optional.ui.noScorched'), rule: '16.0' } } : {}),
    fields: [
      selectField('nation', t('bite.optional.ui.owner'), nationOptions(), { default: kind === 'industry' ? 'germany' : 'ussr' }),
      ...(kind === 'scorched'
        ? [
            selectField(
              'centre',
              t('bite.optional.ui.scorchedCentre'),
              scorched.map((c) => ({ value: c.id, label: { key: 'bite.ui.named', params: { name: c.name } } })),
            ),
          ]
        : [textField('name', t('bite.optional.ui.name')), selectField('colour', t('bite.optional.ui.colour'), colourOptions())]),
      ...(kind === 'industry' ? [intField('start', t('bite.optional.ui.start'), 0, 9, { default: null })] : []),
    ],
    check: (v) => {
      const centre = kind === 'scorched' ? scorched.find((c) => c.id === str(v.centre)) : undefined;
      if (kind === 'scorched' && !centre) return waiting('bite.optional.err.scorchedPick');
      const name = centre ? centre.name : str(v.name).trim();
      if (!name) return waiting('bite.optional.err.name');
      const start = num(v.start);
      return events({
        type: 'bite/tracker-add',
        payload: {
          kind,
          nation: str(v.nation),
          name,
          colour: centre ? centre.colour : str(v.colour),
          ...(kind === 'industry' && start ? { progress: start } : {}),
          ...(kind === 'evacuation' ? { rail: true } : {}),
          ...(centre ? { centre: centre.id } : {}),
        },
      });
    },
  });
  return [
    ...kinds.map(add),
    {
      id: 'bite.tracker.advance',
      title: t('bite.optional.ui.advance'),
      rule: '15.0',
      check: (v) => events({ type: 'bite/tracker-advance', payload: { id: str(v.id) } }),
    },
    { id: 'bite.tracker.remove', title: t('bite.ui.remove'), rule: '15.0', check: (v) => events({ type: 'bite/tracker-remove', payload: { id: str(v.id) } }) },
  ];
}

function garrisons(s: BiteState): ActionDef[] {
  const out: ActionDef[] = [];
  if (ruleOn(s, '27.0'))
    out.push({
      id: 'bite.border.count',
      title: t('bite.optional.ui.borderCount'),
      rule: '27.0',
      fields: [intField('units', t('bite.optional.ui.borderUnits'), 0, 30, { default: null })],
      check: (v) => (num(v.units) === null ? waiting('bite.optional.err.amount') : events({ type: 'bite/border-count', payload: { units: num(v.units) } })),
    });
  if (ruleOn(s, '28.0')) {
    out.push({
      id: 'bite.volkssturm.start',
      title: t('bite.optional.ui.volkssturmStart'),
      rule: '28.0',
      check: () => events({ type: 'bite/volkssturm-start', payload: {} }),
    });
    const blocks = volkssturmBlocks(s);
    out.push({
      id: 'bite.volkssturm.raise',
      title: t('bite.optional.ui.volkssturmRaise'),
      rule: '28.0',
      ...(!volkssturmOn(s)
        ? { closed: { text: t('bite.optional.ui.volkssturmStart'), rule: '28.0' } }
        : !blocks.length
          ? { closed: { text: t('bite.optional.ui.volkssturmNone'), rule: '28.0' } }
          : {}),
      fields: [
        selectField(
          'block',
          t('bite.optional.ui.volkssturmBlock'),
          blocks.map((b) => ({ value: b.id, label: { key: 'bite.ui.named', params: { name: b.name } } })),
          { default: null },
        ),
        textField('city', t('bite.optional.ui.volkssturmCity')),
      ],
      check: (v) =>
        !str(v.block)
          ? waiting('bite.optional.err.pickVolkssturm')
          : !str(v.city).trim()
            ? waiting('bite.optional.err.name')
            : events({ type: 'bite/volkssturm-raise', payload: { block: str(v.block), city: str(v.city).trim() } }),
    });
  }
  if (ruleOn(s, '30.0')) {
    out.push({
      id: 'bite.chechens.place',
      title: t('bite.optional.ui.chechensPlace'),
      rule: '30.0',
      fields: [
        selectField(
          'cause',
          t('bite.optional.ui.chechenCause'),
          CHECHEN_CAUSES.map((c) => ({ value: c, label: t(`bite.optional.ui.chechenCause_${c}`) })),
        ),
      ],
      check: (v) => events({ type: 'bite/chechens', payload: { act: 'place', cause: str(v.cause) } }),
    });
    out.push({
      id: 'bite.chechens.lost',
      title: t('bite.optional.ui.chechensLose'),
      rule: '30.0',
      check: () => events({ type: 'bite/chechens', payload: { act: 'lost' } }),
    });
  }
  return out;
}

/** The ledgers' actions of the moment, each only when its rule is in play. */
export function ledgerActions(s: BiteState, ctx: RulesContext): ActionDef[] {
  return [
    ...(ruleOn(s, '17.0') ? research() : []),
    ...(ruleOn(s, '29.0') ? partisans(s) : []),
    roll(),
    ...(ruleOn(s, '34.0') ? lendLease(s, ctx) : []),
    ...(ruleOn(s, '35.0') || ruleOn(s, '32.0') ? bombing(s, ctx) : []),
    ...trackers(s),
    ...garrisons(s),
  ];
}
