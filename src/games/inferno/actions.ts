/**
 * Inferno's table actions (ActionDef): the roster's bookkeeping — a counter typed in (2.1),
 * its supply found in its owner's Supply Phase (11.0–11.5), an efficiency reduction (9.4.2,
 * 9.2.3), artillery In Mov (12.3), a frozen unit released (12.4), a unit eliminated (10.2) —
 * and the geographic objectives (14.0). Each lists its fields with their defaults from the
 * moment and turns them into events; what the events' own rules forbid (events/*.ts: phase,
 * side, "already eliminated", "already held") is said by the shared runner before anything is
 * written, so the checks here refuse only what the fields alone make wrong. Pure.
 */
import type { ActionCheck, ActionDef, FieldDef, FieldValue, Text } from '@/engine/types';
import { t } from '@/engine';
import type { InfernoState, ObjectiveKind, SideId, Unit, UnitKind } from './state';
import { OBJECTIVE_VP, isArtillery, isFrozen, isPresent, phaseKind, phasingSide } from './state';
import type { NewUnit } from './reduce';
import { refuse } from './events/common';

const SIDES: SideId[] = ['ah', 'it'];
export const UNIT_KINDS: UnitKind[] = ['infantry', 'mountain', 'artillery', 'heavyArtillery', 'fort'];
const OBJECTIVE_KINDS: ObjectiveKind[] = ['village', 'town', 'peak'];

const sideOptions = () => SIDES.map((s) => ({ value: s, label: t(`inferno.sides.${s}`) }));
const unitOptions = (units: Unit[]) => units.map((u) => ({ value: u.id, label: t('inferno.action.unitOption', { name: u.name }) }));
const int = (id: string, label: Text, min: number, max: number, dflt: number | null): FieldDef => ({ id, label, kind: 'int', min, max, default: dflt });
const text = (id: string, label: Text, dflt = ''): FieldDef => ({ id, label, kind: 'text', default: dflt });
const str = (v: FieldValue | undefined): string => (typeof v === 'string' ? v.trim() : '');
const num = (v: FieldValue | undefined): number | null => (typeof v === 'number' ? v : null);
const ev = (type: string, payload: unknown): ActionCheck => ({ events: [{ type, payload, at: 0 }] });
const pickUnit: ActionCheck = { waiting: [t('inferno.err.pickUnit')] };

/** The roster's units not eliminated. */
const live = (s: InfernoState): Unit[] => s.units.filter((u) => !u.eliminated);
const unitOf = (s: InfernoState, v: FieldValue | undefined): Unit | undefined => s.units.find((u) => u.id === v);
const unitField = (units: Unit[]): FieldDef => ({ id: 'unit', label: t('inferno.action.unit'), kind: 'select', options: unitOptions(units), default: null });

/**
 * 2.1: a counter typed as printed, front and back (2.5). Every value starts empty — nothing of
 * the last counter carries into the next — but the side and the A-H Corps of the last unit
 * typed, since counters are typed a side at a time.
 */
function addUnit(s: InfernoState): ActionDef {
  const last = s.units[s.units.length - 1];
  const side: SideId = last?.side ?? phasingSide(s);
  return {
    id: 'inferno.unit.add',
    title: t('inferno.ui.addUnit'),
    rule: '2.1',
    body: t('inferno.ui.addHelp'),
    applyLabel: t('inferno.ui.saveNext'),
    group: 'roster',
    fields: [
      { id: 'side', label: t('inferno.action.side'), kind: 'select', options: sideOptions(), default: side },
      text('name', t('inferno.ui.name')),
      {
        id: 'kind',
        label: t('inferno.ui.kindLabel'),
        kind: 'select',
        options: UNIT_KINDS.map((k) => ({ value: k, label: t(`inferno.ui.kind.${k}`) })),
        default: 'infantry',
      },
      text('corps', t('inferno.ui.corps'), last?.side === 'ah' ? last.corps : ''),
      int('steps', t('inferno.action.steps'), 1, 2, 2),
      int('attack', t('inferno.ui.attack'), 0, 99, null),
      int('defence', t('inferno.ui.defence'), 0, 99, null),
      int('artillery', t('inferno.ui.va'), 0, 99, 0),
      int('rAttack', t('inferno.action.rAttack'), 0, 99, null),
      int('rDefence', t('inferno.action.rDefence'), 0, 99, null),
      int('rArtillery', t('inferno.action.rArtillery'), 0, 99, 0),
      { id: 'frozen', label: t('inferno.ui.frozen'), kind: 'bool', default: false },
      int('entryTurn', t('inferno.ui.entryTurn'), 1, 14, null),
      text('hex', t('inferno.ui.hex')),
    ],
    check(v) {
      const artillery = v.kind === 'artillery' || v.kind === 'heavyArtillery';
      // 12.3: artillery has one printed side (an In Mov back, not a reduced one).
      const steps = artillery ? 1 : (num(v.steps) ?? 2);
      const [a, d, va] = [num(v.attack), num(v.defence), num(v.artillery)];
      const [ra, rd, rva] = [num(v.rAttack), num(v.rDefence), num(v.rArtillery)];
      const missing: Text[] = [];
      if (str(v.name) === '') missing.push(t('inferno.ui.err.name'));
      if (a === null || d === null || va === null) missing.push(t('inferno.ui.err.values'));
      if (steps === 2 && (ra === null || rd === null || rva === null)) missing.push(t('inferno.ui.err.reduced'));
      if (missing.length) return { waiting: missing };
      // 2.5: a combat unit defends with 1 or more (artillery has no defence of its own, 10.0).
      if (!artillery && (d ?? 0) < 1) return { refusal: refuse('combatDefence', '2.5') };
      const unitSide = v.side === 'it' ? 'it' : 'ah';
      const payload: NewUnit = {
        name: str(v.name),
        side: unitSide,
        corps: unitSide === 'ah' ? str(v.corps) : '',
        kind: (UNIT_KINDS as string[]).includes(v.kind as string) ? (v.kind as UnitKind) : 'infantry',
        full: { attack: a ?? 0, defence: d ?? 0, artillery: va ?? 0 },
        steps,
        // 12.4: only Italian units carry the orange dot.
        frozen: unitSide === 'it' && v.frozen === true,
      };
      if (steps === 2) payload.reduced = { attack: ra ?? 0, defence: rd ?? 0, artillery: rva ?? 0 };
      const entry = num(v.entryTurn);
      if (entry !== null && entry > 1) payload.entryTurn = entry;
      if (str(v.hex) !== '') payload.hex = str(v.hex);
      return ev('inferno/add-unit', payload);
    },
  };
}

/** 11.0–11.5: a unit's supply, found in its owner's Supply Phase (the line measured on the map). */
function supply(s: InfernoState): ActionDef {
  const open = !s.over && phaseKind(s) === 'supply';
  const side = phasingSide(s);
  return {
    id: 'inferno.unit.supply',
    title: t('inferno.action.supply'),
    rule: '11.4',
    group: 'roster',
    ...(open ? {} : { closed: refuse('supplyPhase', '11.0') }),
    fields: [
      unitField(open ? live(s).filter((u) => u.side === side && isPresent(u, s.turn)) : []),
      {
        id: 'supply',
        label: t('inferno.ui.supply'),
        kind: 'select',
        options: (['supplied', 'low', 'out'] as const).map((x) => ({ value: x, label: t(`inferno.ui.supplyBtn.${x}`) })),
        default: 'supplied',
      },
    ],
    check(v) {
      const u = unitOf(s, v.unit);
      if (!v.unit) return pickUnit;
      // 13.0: a reinforcement not yet on the map has no supply to find.
      if (u && !u.eliminated && !isPresent(u, s.turn)) return { refusal: refuse('notArrived', '13.0', { name: u.name, turn: u.entryTurn ?? 0 }) };
      return ev('inferno/supply', { id: v.unit, supply: v.supply });
    },
  };
}

/** 9.4.2, 9.2.3: an efficiency reduction taken off the loss table (a watercourse retreat, a correction). */
function reduce(s: InfernoState): ActionDef {
  return {
    id: 'inferno.unit.reduce',
    title: t('inferno.action.reduce'),
    rule: '9.4.2',
    applyLabel: t('inferno.ui.reduce'),
    group: 'roster',
    fields: [unitField(live(s).filter((u) => !isArtillery(u))), int('count', t('inferno.action.count'), 1, 12, 1)],
    check: (v) => (v.unit ? ev('inferno/reduce', { id: v.unit, count: num(v.count) ?? 1 }) : pickUnit),
  };
}

/** 12.3: artillery turned to its In Mov side, or back in battery (one tap turns the counter). */
function inMov(s: InfernoState): ActionDef {
  return {
    id: 'inferno.unit.inMov',
    title: t('inferno.action.inMov'),
    rule: '12.3',
    group: 'roster',
    fields: [unitField(live(s).filter(isArtillery))],
    check(v) {
      if (!v.unit) return pickUnit;
      return ev('inferno/in-mov', { id: v.unit, inMov: !unitOf(s, v.unit)?.inMov });
    },
  };
}

/** 12.4: a frozen Italian unit attacked on turn 1 or 2 moves freely from then on. */
function release(s: InfernoState): ActionDef {
  return {
    id: 'inferno.unit.release',
    title: t('inferno.action.release'),
    rule: '12.4',
    applyLabel: t('inferno.ui.release'),
    group: 'roster',
    fields: [unitField(live(s).filter((u) => isFrozen(u, s.turn)))],
    check(v) {
      const u = unitOf(s, v.unit);
      if (!v.unit) return pickUnit;
      if (u && !u.eliminated && !isFrozen(u, s.turn)) return { refusal: refuse('notFrozen', '12.4', { name: u.name }) };
      return ev('inferno/release', { id: v.unit });
    },
  };
}

/** 10.2, 5.2: a unit removed from play, all its steps left lost (14.0, 15.1). */
function eliminate(s: InfernoState): ActionDef {
  return {
    id: 'inferno.unit.eliminate',
    title: t('inferno.action.eliminate'),
    rule: '10.2',
    applyLabel: t('inferno.ui.eliminate'),
    group: 'roster',
    fields: [unitField(live(s))],
    check: (v) => (v.unit ? ev('inferno/eliminate', { id: v.unit }) : pickUnit),
  };
}

const objectiveField = (s: InfernoState): FieldDef => ({
  id: 'objective',
  label: t('inferno.action.objective'),
  kind: 'select',
  options: s.objectives.map((o) => ({ value: o.id, label: t('inferno.action.unitOption', { name: o.name }) })),
  default: null,
});
const pickObjective: ActionCheck = { waiting: [t('inferno.action.pickObjective')] };

/** 14.0: a geographic objective the players follow, and who holds it. */
function addObjective(): ActionDef {
  return {
    id: 'inferno.objective.add',
    title: t('inferno.ui.addObjective'),
    rule: '14.0',
    applyLabel: t('inferno.ui.addObjective'),
    group: 'objectives',
    fields: [
      text('name', t('inferno.ui.objectiveName')),
      {
        id: 'kind',
        label: t('inferno.ui.kindLabel'),
        kind: 'select',
        options: OBJECTIVE_KINDS.map((k) => ({ value: k, label: t(`inferno.ui.obj.${k}`, { vp: OBJECTIVE_VP[k] }) })),
        default: 'village',
      },
      { id: 'holder', label: t('inferno.action.holder'), kind: 'select', options: sideOptions(), default: 'ah' },
      { id: 'inStart', label: t('inferno.ui.inStartLabel'), kind: 'bool', default: false },
    ],
    check(v) {
      if (str(v.name) === '') return { waiting: [t('inferno.ui.err.name')] };
      const kind = (OBJECTIVE_KINDS as string[]).includes(v.kind as string) ? v.kind : 'village';
      return ev('inferno/objective-add', { name: str(v.name), kind, inStart: v.inStart === true, holder: v.holder === 'it' ? 'it' : 'ah' });
    },
  };
}

/** 14.0: an objective changes hands. */
function objectiveHolder(s: InfernoState): ActionDef {
  return {
    id: 'inferno.objective.holder',
    title: t('inferno.action.objectiveHolder'),
    rule: '14.0',
    group: 'objectives',
    fields: [objectiveField(s), { id: 'holder', label: t('inferno.action.holder'), kind: 'select', options: sideOptions(), default: 'ah' }],
    check: (v) => (v.objective ? ev('inferno/objective-holder', { id: v.objective, holder: v.holder }) : pickObjective),
  };
}

/** 14.0: an objective taken off the list (typed by mistake). */
function removeObjective(s: InfernoState): ActionDef {
  return {
    id: 'inferno.objective.remove',
    title: t('inferno.action.objectiveRemove'),
    rule: '14.0',
    applyLabel: t('inferno.ui.remove'),
    group: 'objectives',
    fields: [objectiveField(s)],
    check: (v) => (v.objective ? ev('inferno/objective-remove', { id: v.objective }) : pickObjective),
  };
}

/** The table actions of the moment (GameModule.actions). */
export function actions(s: InfernoState): ActionDef[] {
  return [addUnit(s), supply(s), reduce(s), inMov(s), release(s), eliminate(s), addObjective(), objectiveHolder(s), removeObjective(s)];
}
