/**
 * War to Axis: the table actions (ActionDef, engine/types.ts) — every bookkeeping step the
 * players take by hand, listed for the moment with its fields (defaults from the state), a
 * check that turns the fields into events or says what is missing, and its rule. The events'
 * own `allowed` (events.ts, legality.ts) are asked by the shared runner before anything is
 * written, so a check here refuses only what the fields alone make wrong. The screens of the
 * game lay these out; none of them builds an event. Pure; no framework here.
 *
 * The roster (2.2, 2.5, 3.2, 4.3.2, 4.3.4, 5.4.1, 5.5.1, 6.0, 7.0, 7.1, 8.1), the army cards
 * (2.5), the private view's markers (12.0–12.3), the scenario form and the victory points (13.0).
 */
import * as v from 'valibot';
import type { ActionCheck, ActionDef, FieldDef, FieldValue, GameEvent, RulesContext, Text } from '@/engine/types';
import { t } from '@/engine/derivation';
import { ev, scenarioSchema } from './events';
import { parseCardPack } from './cards';
import { no } from './legality';
import { publicName } from './procedures';
import { phasingSide } from './sequence';
import {
  GROUPS,
  MAX_TURN,
  SIDES,
  UNIT_ACTIONS,
  trenchOf,
  type Group,
  type ScenarioSheet,
  type SideId,
  type Unit,
  type UnitAction,
  type WtaState,
} from './state';

type Values = Record<string, FieldValue>;
const events = (...e: GameEvent[]): ActionCheck => ({ events: e });
const waiting = (key: string): ActionCheck => ({ waiting: [t(key)] });
const str = (x: FieldValue | undefined): string => (typeof x === 'string' ? x : '');
const num = (x: FieldValue | undefined): number | null => (typeof x === 'number' && Number.isInteger(x) ? x : null);

const sideField = (def: SideId): FieldDef => ({
  id: 'side',
  label: t('wta.ui.side'),
  kind: 'select',
  options: SIDES.map((x) => ({ value: x, label: t(`wta.side.${x}`) })),
  default: def,
});
const groupField = (def: Group = 'A'): FieldDef => ({
  id: 'group',
  label: t('wta.ui.roster.group'),
  kind: 'select',
  rule: '7.0',
  options: GROUPS.map((g) => ({ value: g, label: t('wta.table.group', { group: g }) })),
  default: def,
});
function unitField(units: readonly Unit[]): FieldDef {
  return { id: 'unit', label: t('wta.field.unit'), kind: 'select', options: units.map((u) => ({ value: u.id, label: publicName(u) })), default: null };
}
/** Every unit type of every card, as "card|type", named with its card and side. */
function typeOptions(s: WtaState, side?: SideId): { value: string; label: Text }[] {
  return s.cards
    .filter((c) => side === undefined || c.side === side)
    .flatMap((c) =>
      c.units.map((u) => ({ value: `${c.id}|${u.id}`, label: t('wta.table.typeOption', { name: u.name, card: c.name, side: t(`wta.side.${c.side}`) }) })),
    );
}
function splitType(x: FieldValue | undefined): { card: string; type: string } | null {
  const [card, type] = str(x).split('|');
  return card && type ? { card, type } : null;
}
/** The side that acts now: the phasing one in the basic game, else the initiative's (3.0). */
function sideNow(s: WtaState): SideId {
  return phasingSide(s) ?? s.scenario.initiative;
}
/** 12.0: the lowest marker number a side has free. */
export function nextMarker(s: WtaState, side: SideId): number {
  const used = new Set(s.units.filter((u) => u.side === side && u.elements > 0).map((u) => u.hidden ?? u.seal?.marker ?? null));
  let n = 1;
  while (used.has(n)) n++;
  return n;
}
const alive = (s: WtaState) => s.units.filter((u) => u.elements > 0);
/** A unit the public roster may name (not under a marker, not sealed). */
const open = (u: Unit) => u.hidden === null && !u.seal && !u.dummy;
function unitFrom(s: WtaState, vals: Values): Unit | undefined {
  const id = str(vals.unit);
  return s.units.find((u) => u.id === id);
}
const noUnits = no('wta.table.noUnits', undefined, '2.2');

// ---------------------------------------------------------------------------
// The roster (2.2, 2.5, 7.0, 7.2).
// ---------------------------------------------------------------------------

function unitAdd(s: WtaState): ActionDef {
  return {
    id: 'wta.unit.add',
    title: t('wta.ui.roster.addTitle'),
    rule: '2.5',
    body: t('wta.table.unitAddBody'),
    applyLabel: t('wta.ui.roster.add'),
    ...(s.cards.length === 0 ? { closed: no('wta.ui.roster.noCards', undefined, '2.5') } : {}),
    fields: [
      { id: 'type', label: t('wta.ui.roster.type'), kind: 'select', rule: '2.5', options: typeOptions(s), default: null },
      // 7.0: groups are the advanced game's; the basic game's units all stand in A.
      ...(s.scenario.mode === 'advanced' ? [groupField()] : []),
      { id: 'name', label: t('wta.ui.roster.name'), kind: 'text', default: '' },
      { id: 'entersTurn', label: t('wta.ui.roster.entersTurn'), kind: 'int', rule: '7.2', min: 0, max: MAX_TURN, default: null },
    ],
    check: (vals) => {
      const ty = splitType(vals.type);
      if (!ty) return waiting('wta.ui.roster.pickType');
      const card = s.cards.find((c) => c.id === ty.card);
      if (!card) return waiting('wta.ui.roster.pickType');
      const enters = num(vals.entersTurn);
      const name = str(vals.name).trim().slice(0, 120);
      return events(
        ev('wta/unit-add', {
          side: card.side,
          card: ty.card,
          type: ty.type,
          group: (str(vals.group) || 'A') as Group,
          ...(name ? { name } : {}),
          ...(enters !== null && enters > s.turn ? { entersTurn: enters } : {}),
        }),
      );
    },
  };
}

/** 3.2, 8.1: a unit activated for an action (the rules' reasons against it come from the event's door). */
function activate(s: WtaState): ActionDef {
  const units = alive(s).filter((u) => u.action === null && !u.dummy);
  return {
    id: 'wta.unit.activate',
    title: t('wta.ui.roster.activate'),
    rule: s.scenario.mode === 'advanced' ? '8.1' : '3.2',
    applyLabel: t('wta.ui.roster.activate'),
    ...(units.length === 0 ? { closed: noUnits } : {}),
    fields: [
      unitField(units),
      {
        id: 'action',
        label: t('wta.field.action'),
        kind: 'select',
        options: UNIT_ACTIONS.map((a) => ({ value: a, label: t(`wta.action.${a}`) })),
        default: 'fire',
      },
    ],
    check: (vals) => {
      if (!str(vals.unit)) return waiting('wta.table.pickUnit');
      return events(ev('wta/activate', { unit: str(vals.unit), action: (str(vals.action) || 'fire') as UnitAction }));
    },
  };
}

const MARKERS = ['disorganized', 'outOfCommand', 'oppFire'] as const;
type MarkerId = (typeof MARKERS)[number];

/** 5.4.1, 5.5.1, 7.1: a marker set or cleared by hand. */
function marker(s: WtaState): ActionDef {
  const units = alive(s).filter((u) => !u.dummy);
  return {
    id: 'wta.unit.marker',
    title: t('wta.table.markerTitle'),
    rule: '5.4.1',
    ...(units.length === 0 ? { closed: noUnits } : {}),
    fields: [
      unitField(units),
      {
        id: 'marker',
        label: t('wta.table.marker'),
        kind: 'select',
        options: MARKERS.map((m) => ({ value: m, label: t(`wta.refuse.markerName_${m}`) })),
        default: 'disorganized',
      },
      { id: 'value', label: t('wta.table.markerOn'), kind: 'bool', default: true },
    ],
    check: (vals) => {
      if (!str(vals.unit)) return waiting('wta.table.pickUnit');
      const m = (MARKERS as readonly string[]).includes(str(vals.marker)) ? (str(vals.marker) as MarkerId) : 'disorganized';
      return events(ev('wta/marker', { unit: str(vals.unit), marker: m, value: vals.value === true }));
    },
  };
}

/** 4.3.4: the trench marker a unit holds, placed or taken off by hand. */
function unitTrench(s: WtaState): ActionDef {
  const units = alive(s).filter((u) => !u.dummy);
  return {
    id: 'wta.unit.trench',
    title: t('wta.firePanel.trenchSwitch'),
    rule: '4.3.4',
    ...(units.length === 0 ? { closed: noUnits } : {}),
    fields: [unitField(units), { id: 'on', label: t('wta.firePanel.trenchSwitch'), kind: 'bool', default: true }],
    check: (vals) => {
      const u = unitFrom(s, vals);
      if (!u) return waiting('wta.table.pickUnit');
      const tr = trenchOf(s, u.id);
      if (vals.on === true) return events(ev('wta/trench-add', { unit: u.id }));
      return tr ? events(ev('wta/trench-remove', { trench: tr.id })) : { refusal: no('wta.table.noTrench', { unit: publicName(u) }, '4.3.4') };
    },
  };
}

/** 4.3.4: a trench marker set in a hex named by the players, with no unit under it yet. */
function hexTrenchAdd(s: WtaState): ActionDef {
  return {
    id: 'wta.trench.add',
    title: t('wta.ui.roster.trenchHexTitle'),
    rule: '4.3.4',
    applyLabel: t('wta.ui.roster.trenchHexAdd'),
    fields: [{ id: 'hex', label: t('wta.ui.roster.trenchHexName'), kind: 'text', default: '' }],
    check: (vals) => {
      const hex = str(vals.hex).trim().slice(0, 120);
      if (!hex) return waiting('wta.ui.roster.trenchHexNeedName');
      if (s.trenches.some((x) => (x.unit ?? null) === null && x.hex.trim().toLowerCase() === hex.toLowerCase()))
        return { refusal: no('wta.ui.roster.trenchHexTaken', { hex }, '4.3.4') };
      return events(ev('wta/trench-add', { hex }));
    },
  };
}

function trenchRemove(s: WtaState): ActionDef {
  return {
    id: 'wta.trench.remove',
    title: t('wta.ui.roster.trenchHexRemove'),
    rule: '4.3.4',
    ...(s.trenches.length === 0 ? { closed: no('wta.ui.roster.trenchHexEmpty', undefined, '4.3.4') } : {}),
    fields: [
      {
        id: 'trench',
        label: t('wta.table.trench'),
        kind: 'select',
        options: s.trenches.map((x) => ({ value: x.id, label: t('wta.ui.roster.trenchHexRow', { hex: x.hex || '—' }) })),
        default: null,
      },
    ],
    check: (vals) => (str(vals.trench) ? events(ev('wta/trench-remove', { trench: str(vals.trench) })) : waiting('wta.table.pickTrench')),
  };
}

/** 5.3: one element lost by hand (a fire resolved off the app). */
function loss(s: WtaState): ActionDef {
  const units = alive(s).filter((u) => !u.dummy);
  return {
    id: 'wta.unit.loss',
    title: t('wta.ui.roster.loseOne'),
    rule: '5.3',
    ...(units.length === 0 ? { closed: noUnits } : {}),
    fields: [unitField(units)],
    check: (vals) => (str(vals.unit) ? events(ev('wta/fire-result', { unit: str(vals.unit), losses: 1, disorganized: false })) : waiting('wta.table.pickUnit')),
  };
}

/** 6.0: one disc recovered by hand, never above the unit's start. */
function gain(s: WtaState): ActionDef {
  const units = alive(s).filter((u) => !u.dummy);
  return {
    id: 'wta.unit.gain',
    title: t('wta.ui.roster.gainOne'),
    rule: '6.0',
    ...(units.length === 0 ? { closed: noUnits } : {}),
    fields: [unitField(units)],
    check: (vals) => (str(vals.unit) ? events(ev('wta/rally', { gains: [{ unit: str(vals.unit), discs: 1 }] })) : waiting('wta.table.pickUnit')),
  };
}

/** 7.0, 8.0 R(b): a unit's group changed (a detachment from the reserve, a reinforcement's group). */
function group(s: WtaState): ActionDef {
  const units = alive(s).filter(open);
  return {
    id: 'wta.unit.group',
    title: t('wta.table.groupTitle'),
    rule: '7.0',
    ...(s.scenario.mode !== 'advanced' ? { closed: no('wta.error.advancedOnly', undefined, '7.0') } : units.length === 0 ? { closed: noUnits } : {}),
    fields: [unitField(units), groupField()],
    check: (vals) =>
      str(vals.unit) ? events(ev('wta/group', { unit: str(vals.unit), group: (str(vals.group) || 'A') as Group })) : waiting('wta.table.pickUnit'),
  };
}

/** 7.1: an HQ destroyed. */
function hqDestroyed(s: WtaState): ActionDef {
  const units = alive(s).filter((u) => u.hq);
  return {
    id: 'wta.unit.hqDestroyed',
    title: t('wta.ui.roster.hqDestroyed'),
    rule: '7.1',
    ...(units.length === 0 ? { closed: no('wta.table.noHq', undefined, '7.1') } : {}),
    fields: [unitField(units)],
    check: (vals) => (str(vals.unit) ? events(ev('wta/hq-destroyed', { unit: str(vals.unit) })) : waiting('wta.table.pickUnit')),
  };
}

/** 7.1: a unit designated as the new HQ. */
function designateHq(s: WtaState): ActionDef {
  const units = alive(s).filter((u) => open(u) && !u.hq);
  return {
    id: 'wta.unit.designateHq',
    title: t('wta.ui.roster.designateHq'),
    rule: '7.1',
    ...(units.length === 0 ? { closed: noUnits } : {}),
    fields: [unitField(units)],
    check: (vals) => (str(vals.unit) ? events(ev('wta/designate-hq', { unit: str(vals.unit) })) : waiting('wta.table.pickUnit')),
  };
}

/** 4.3.2: motorized infantry that crossed a river on foot, mechanized that became foot infantry: the type swapped. */
function swapType(s: WtaState): ActionDef {
  const units = alive(s).filter(open);
  return {
    id: 'wta.unit.swap',
    title: t('wta.ui.roster.swapType'),
    rule: '4.3.2',
    applyLabel: t('wta.ui.roster.swap'),
    ...(units.length === 0 ? { closed: noUnits } : {}),
    fields: [unitField(units), { id: 'to', label: t('wta.ui.roster.swapType'), kind: 'select', options: typeOptions(s), default: null }],
    check: (vals) => {
      const u = unitFrom(s, vals);
      if (!u) return waiting('wta.table.pickUnit');
      const to = splitType(vals.to);
      if (!to) return waiting('wta.ui.roster.pickType');
      if (to.card === u.card && to.type === u.type) return { refusal: no('wta.table.sameType', { unit: publicName(u) }, '4.3.2') };
      return events(ev('wta/swap-type', { unit: u.id, card: to.card, type: to.type }));
    },
  };
}

// ---------------------------------------------------------------------------
// The army cards (2.5).
// ---------------------------------------------------------------------------

/** 2.5: army cards added (or replaced) from a pack's text, the card form's or a shared one: one Apply, one undo. */
function cardsAdd(): ActionDef {
  return {
    id: 'wta.cards.add',
    title: t('wta.ui.cards.typeTitle'),
    rule: '2.5',
    applyLabel: t('wta.ui.cards.save'),
    fields: [{ id: 'pack', label: t('wta.ui.cards.packText'), kind: 'text', default: '' }],
    check: (vals) => {
      if (!str(vals.pack).trim()) return waiting('wta.books.pack.empty');
      const r = parseCardPack(str(vals.pack));
      if (!r.ok) return { refusal: { text: r.error, rule: '2.5' } };
      return { events: r.cards.map((card) => ev('wta/card', { card })) };
    },
  };
}

function cardRemove(s: WtaState): ActionDef {
  return {
    id: 'wta.card.remove',
    title: t('wta.ui.cards.remove'),
    rule: '2.5',
    ...(s.cards.length === 0 ? { closed: no('wta.ui.cards.none', undefined, '2.5') } : {}),
    fields: [
      {
        id: 'card',
        label: t('wta.ui.roster.card'),
        kind: 'select',
        options: s.cards.map((c) => ({ value: c.id, label: t('wta.table.cardOption', { name: c.name, side: t(`wta.side.${c.side}`) }) })),
        default: null,
      },
    ],
    check: (vals) => (str(vals.card) ? events(ev('wta/card-remove', { card: str(vals.card) })) : waiting('wta.table.pickCard')),
  };
}

// ---------------------------------------------------------------------------
// The private view: numbered markers (12.0–12.3).
// ---------------------------------------------------------------------------

/**
 * 12.0, 12.1: a sealed marker set up for a side (a unit or a dummy: what it is stays on the
 * device, under the seal's token, which the screen gives). Marker empty: the side's next free one.
 */
function markerAdd(s: WtaState): ActionDef {
  const side = sideNow(s);
  return {
    id: 'wta.marker.add',
    title: t('wta.ui.private.setUp'),
    rule: '12.1',
    ...(s.scenario.mode !== 'advanced' ? { closed: no('wta.error.advancedOnly', undefined, '12.0') } : {}),
    fields: [
      sideField(side),
      groupField(),
      { id: 'marker', label: t('wta.ui.private.marker'), kind: 'int', min: 0, max: 999, default: null, help: t('wta.table.markerHelp') },
      { id: 'seal', label: t('wta.table.seal'), kind: 'text', default: '' },
    ],
    check: (vals) => {
      const sd = (str(vals.side) || side) as SideId;
      const seal = str(vals.seal);
      if (!seal) return waiting('wta.table.needSeal');
      return events(ev('wta/marker-add', { side: sd, group: (str(vals.group) || 'A') as Group, marker: num(vals.marker) ?? nextMarker(s, sd), seal }));
    },
  };
}

/** 12.3: a unit hides under a numbered marker (empty: its side's next free one). */
function hide(s: WtaState): ActionDef {
  const units = alive(s).filter(open);
  return {
    id: 'wta.unit.hide',
    title: t('wta.ui.private.hideTitle'),
    rule: '12.3',
    body: t('wta.ui.private.hideRule'),
    applyLabel: t('wta.ui.private.hideUnit'),
    ...(s.scenario.mode !== 'advanced' ? { closed: no('wta.error.advancedOnly', undefined, '12.3') } : units.length === 0 ? { closed: noUnits } : {}),
    fields: [
      unitField(units),
      { id: 'marker', label: t('wta.ui.private.marker'), kind: 'int', min: 0, max: 999, default: null, help: t('wta.table.markerHelp') },
    ],
    check: (vals) => {
      const u = unitFrom(s, vals);
      if (!u) return waiting('wta.table.pickUnit');
      return events(ev('wta/hide', { unit: u.id, marker: num(vals.marker) ?? nextMarker(s, u.side) }));
    },
  };
}

/** What a sealed marker is, as the values carry it: a dummy, or a type "card|type". */
function identity(u: Unit, vals: Values): GameEvent | null {
  // 12.0: the salt the marker was sealed with, kept on the device that sealed it, opens its commitment.
  const salt = str(vals.salt);
  const opening = salt ? { salt } : {};
  if (vals.dummy === true) return ev('wta/identify', { unit: u.id, dummy: true, ...opening });
  const ty = splitType(vals.type);
  return ty ? ev('wta/identify', { unit: u.id, dummy: false, card: ty.card, type: ty.type, ...opening }) : null;
}

/** The salt of a sealed marker, as the device that sealed it gives it (never typed by a player). */
const saltField: FieldDef = { id: 'salt', label: t('wta.table.salt'), kind: 'text', default: '' };

/** 12.0, 12.4, 12.1: a hidden unit revealed; a sealed one said for what it is when this device knows it. */
function reveal(s: WtaState): ActionDef {
  const units = alive(s).filter((u) => u.hidden !== null);
  return {
    id: 'wta.unit.reveal',
    title: t('wta.books.private.reveal'),
    rule: '12.0',
    ...(units.length === 0 ? { closed: no('wta.table.noneHidden', undefined, '12.0') } : {}),
    fields: [
      unitField(units),
      { id: 'dummy', label: t('wta.books.private.wasDummy'), kind: 'bool', default: false },
      { id: 'type', label: t('wta.ui.roster.type'), kind: 'select', options: typeOptions(s), default: null },
      saltField,
    ],
    check: (vals) => {
      const u = unitFrom(s, vals);
      if (!u) return waiting('wta.table.pickUnit');
      const out: GameEvent[] = [ev('wta/reveal', { unit: u.id })];
      // A sealed marker is said for what it is in the same Apply only when its identity is given.
      const id = u.seal ? identity(u, vals) : null;
      if (id) out.push(id);
      return { events: out };
    },
  };
}

/** 12.0, 12.1, A35: a revealed sealed marker said for what it is (a dummy is removed). */
function identify(s: WtaState): ActionDef {
  const units = alive(s).filter((u) => u.seal && u.hidden === null);
  return {
    id: 'wta.unit.identify',
    title: t('wta.books.private.identifyTitle'),
    rule: '12.0',
    ...(units.length === 0 ? { closed: no('wta.table.noneToIdentify', undefined, '12.0') } : {}),
    fields: [
      unitField(units),
      { id: 'dummy', label: t('wta.books.private.wasDummy'), kind: 'bool', default: false },
      { id: 'type', label: t('wta.ui.roster.type'), kind: 'select', options: typeOptions(s), default: null },
      saltField,
    ],
    check: (vals) => {
      const u = unitFrom(s, vals);
      if (!u) return waiting('wta.table.pickUnit');
      const id = identity(u, vals);
      return id ? events(id) : waiting('wta.ui.roster.pickType');
    },
  };
}

// ---------------------------------------------------------------------------
// The scenario form and the victory points (2.6, 5.6, 6.0, 13.0).
// ---------------------------------------------------------------------------

/** The scenario sheet as the form gives it (a JSON text, checked field by field), or null. */
export function readSheet(text: string): ScenarioSheet | null {
  try {
    const r = v.safeParse(scenarioSchema, JSON.parse(text));
    return r.success ? (r.output as ScenarioSheet) : null;
  } catch {
    return null;
  }
}

function scenarioSave(s: WtaState): ActionDef {
  return {
    id: 'wta.scenario.save',
    title: t('wta.ui.scenario.screen'),
    rule: '13.0',
    applyLabel: t('wta.ui.scenario.save'),
    fields: [{ id: 'sheet', label: t('wta.ui.scenario.screen'), kind: 'text', default: '' }],
    check: (vals) => {
      if (!str(vals.sheet)) return waiting('wta.table.nothingChanged');
      const sc = readSheet(str(vals.sheet));
      if (!sc) return { refusal: no('wta.table.badSheet', undefined, '13.0') };
      const min = sc.turnZero ? 0 : 1;
      if (s.turn < min || s.turn > sc.turns) return { refusal: no('wta.ui.scenario.turnOutside', { turn: s.turn }, '13.0') };
      if (JSON.stringify(sc) === JSON.stringify(s.scenario)) return waiting('wta.table.nothingChanged');
      return events(ev('wta/scenario', { scenario: sc }));
    },
  };
}

/** 13.0: the victory points of this game, each side's from the moment. */
function vp(s: WtaState): ActionDef {
  return {
    id: 'wta.vp.set',
    title: t('wta.ui.scenario.vpTitle'),
    rule: '13.0',
    applyLabel: t('wta.ui.scenario.setVp'),
    fields: SIDES.map((x): FieldDef => ({ id: x, label: t(`wta.side.${x}`), kind: 'int', min: -999, max: 999, default: s.sides[x].vp })),
    check: (vals) => {
      const out: GameEvent[] = [];
      for (const x of SIDES) {
        const n = num(vals[x]);
        if (n === null) return waiting('wta.table.needVp');
        if (n !== s.sides[x].vp) out.push(ev('wta/vp', { side: x, vp: n }));
      }
      return out.length ? { events: out } : waiting('wta.table.nothingChanged');
    },
  };
}

/** 13.0: this game's VP kept as the first leg's, for the return game with the sides swapped. */
function firstLeg(s: WtaState): ActionDef {
  return {
    id: 'wta.firstLeg.keep',
    title: t('wta.ui.scenario.keepFirstLeg'),
    rule: '13.0',
    body: t('wta.ui.scenario.twoLegs'),
    applyLabel: t('wta.ui.scenario.keepFirstLeg'),
    check: () => events(ev('wta/first-leg', { allies: s.sides.allies.vp, axis: s.sides.axis.vp })),
  };
}

/** The table actions of this moment (GameModule.actions). */
export function tableActions(s: WtaState, _ctx?: RulesContext): ActionDef[] {
  return [
    unitAdd(s),
    activate(s),
    marker(s),
    unitTrench(s),
    hexTrenchAdd(s),
    trenchRemove(s),
    loss(s),
    gain(s),
    group(s),
    hqDestroyed(s),
    designateHq(s),
    swapType(s),
    cardsAdd(),
    cardRemove(s),
    markerAdd(s),
    hide(s),
    reveal(s),
    identify(s),
    scenarioSave(s),
    vp(s),
    firstLeg(s),
  ];
}
