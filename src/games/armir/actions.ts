/**
 * ARMIR's table actions (ActionDef, engine/types.ts): every bookkeeping action the screens
 * offer, with its fields (defaults from the moment) and the check that gives its events or
 * the refusal in words with its rule. The screens only lay them out; what the events
 * themselves forbid (a place already held, an HQ already off the map…) is their `allowed`
 * (events/*.ts), said by runAction before anything is written. Framework-free.
 */
import type { ActionCheck, ActionDef, FieldDef, FieldValue, RulesContext, Text } from '@/engine/types';
import { ev } from './events';
import { startPending } from '@/engine/start';
import { startActions } from './start';
import { settingNum } from './settings';
import { parsePlaces } from './places';
import { ARMY_IDS, CORPS_IDS, type ArmirState, type ArmyId, type CorpsId, type ObjectiveId, type RosterEntry, type Side } from './state';

const t = (key: string, params?: Text['params']): Text => (params ? { key, params } : { key });
const ui = (key: string): Text => t(`armir.ui.${key}`);
const refusal = (key: string, rule: string, params?: Text['params']): ActionCheck => ({ refusal: { text: t(`armir.refuse.${key}`, params), rule } });
const waiting = (key: string): ActionCheck => ({ waiting: [t(`armir.action.wait.${key}`)] });

const str = (v: FieldValue | undefined): string => (typeof v === 'string' ? v : '');
const num = (v: FieldValue | undefined): number | null => (typeof v === 'number' ? v : null);
const isArmy = (v: FieldValue | undefined): v is ArmyId => typeof v === 'string' && (ARMY_IDS as string[]).includes(v);
const isCorps = (v: FieldValue | undefined): v is CorpsId => typeof v === 'string' && (CORPS_IDS as string[]).includes(v);
const isTrack = (v: FieldValue | undefined): v is 'cir' | 'tem' => v === 'cir' || v === 'tem';
const isSide = (v: FieldValue | undefined): v is Side => v === 'axis' || v === 'soviet';
const sideOptions = () => (['axis', 'soviet'] as const).map((s) => ({ value: s, label: t(`armir.side.${s}`) }));

/** A row's value the screen fixes (the army, the unit, the place): a select over what the state holds now, each by its name. */
function pick(id: string, label: Text, items: { id: string; name: string }[]): FieldDef {
  return { id, label, kind: 'select', options: items.map((x) => ({ value: x.id, label: t('armir.action.item', { name: x.name }) })) };
}
const armies = (s: ArmirState, ids: ArmyId[] = ARMY_IDS) => ids.map((id) => ({ id, name: s.armies[id].name || id }));
const corpsItems = () => CORPS_IDS.map((c) => ({ id: c, name: c }));
const places = (s: ArmirState) => s.locations.map((l) => ({ id: l.id, name: l.name }));
const entries = (s: ArmirState) => s.roster.map((r) => ({ id: r.id, name: r.name }));

// ---------------------------------------------------------------------------
// The Soviet armies (10.2, 18.3, 8.3, 17.1.3).
// ---------------------------------------------------------------------------

/**
 * What is typed from one army's HQ counter (18.3): its name, the artillery box on its back and
 * its range on both sides (5.3.1). Each field starts at what the game holds; only a changed
 * one is written, in one journal line.
 */
function armySet(s: ArmirState, army: ArmyId): ActionDef {
  const a = s.armies[army];
  return {
    id: `armir.army.set:${army}`,
    title: t('armir.action.armySet'),
    rule: '18.3',
    group: 'armies',
    fields: [
      { id: 'name', label: ui('armyName'), kind: 'text', default: a.name },
      { id: 'artilleryStart', label: ui('artilleryStart'), kind: 'int', min: 0, max: 99, default: a.artilleryStart },
      { id: 'range', label: ui('rangeSide'), kind: 'int', min: 0, max: 99, default: a.hqRange.range },
      { id: 'move', label: ui('moveSide'), kind: 'int', min: 0, max: 99, default: a.hqRange.move },
    ],
    check(v) {
      const patch: { name?: string; artilleryStart?: number | null; range?: number | null; move?: number | null } = {};
      const name = str(v.name).trim();
      if (name !== a.name) patch.name = name;
      if (num(v.artilleryStart) !== a.artilleryStart) patch.artilleryStart = num(v.artilleryStart);
      if (num(v.range) !== a.hqRange.range) patch.range = num(v.range);
      if (num(v.move) !== a.hqRange.move) patch.move = num(v.move);
      return { events: Object.keys(patch).length ? [ev('armir/army', { army, ...patch })] : [] };
    },
  };
}

function armyOos(s: ArmirState): ActionDef {
  return {
    id: 'armir.army.oos',
    title: t('armir.action.armyOos'),
    rule: '8.3',
    group: 'armies',
    fields: [pick('army', t('armir.proc.field.army'), armies(s))],
    check: (v) => (isArmy(v.army) ? { events: [ev('armir/army', { army: v.army, oos: !s.armies[v.army].hqOos })] } : waiting('army')),
  };
}

function hqEliminated(s: ArmirState): ActionDef {
  return {
    id: 'armir.army.hqEliminated',
    title: ui('hqEliminated'),
    rule: '17.1.3',
    group: 'armies',
    // 17.1.3: an HQ is eliminated in play, by combat or bombardment (the event refuses it off the map).
    ...(s.stage !== 'play' ? { closed: { text: t('armir.refuse.notInPlay'), rule: '17.1.3' } } : {}),
    fields: [
      pick(
        'army',
        t('armir.proc.field.army'),
        armies(
          s,
          ARMY_IDS.filter((id) => s.armies[id].hqEliminatedOnTurn === null),
        ),
      ),
    ],
    check: (v) => (isArmy(v.army) ? { events: [ev('armir/hq-eliminated', { army: v.army })] } : waiting('army')),
  };
}

// ---------------------------------------------------------------------------
// Off the map: the Čir track (16.1) and the TeM box (16.3.1).
// ---------------------------------------------------------------------------

function offmapAdd(): ActionDef {
  return {
    id: 'armir.offmap.add',
    title: ui('addUnit'),
    rule: '16.1',
    group: 'offmap',
    fields: [
      {
        id: 'track',
        label: t('armir.action.track'),
        kind: 'select',
        options: (['cir', 'tem'] as const).map((x) => ({ value: x, label: t(`armir.ui.${x}Title`) })),
      },
      { id: 'name', label: ui('unitName'), kind: 'text' },
      { id: 'cp', label: t('armir.action.cp'), kind: 'int', min: 0, max: 99, rule: '16.1.3' },
      // 12.2: a unit has at least one step; a new one starts at one, as most off-map units do.
      { id: 'steps', label: ui('stepsLabel'), kind: 'int', min: 1, max: 9, default: 1 },
      { id: 'motorized', label: ui('motorized'), kind: 'bool', rule: '16.1.3' },
      { id: 'armored', label: ui('armoredCorps'), kind: 'bool', rule: '8.4' },
    ],
    check(v) {
      if (!isTrack(v.track)) return waiting('track');
      const name = str(v.name).trim();
      if (!name) return { waiting: [ui('err.name')] };
      const cp = num(v.cp);
      if (cp === null) return { waiting: [ui('err.cp')] };
      const steps = num(v.steps);
      if (steps === null) return { waiting: [ui('err.steps')] };
      return { events: [ev('armir/offmap-add', { track: v.track, unit: { name, cp, steps, motorized: v.motorized === true, armored: v.armored === true } })] };
    },
  };
}

function offmapUnits(s: ArmirState): { id: string; name: string }[] {
  return [...s.cir.units, ...s.tem.units].map((u) => ({ id: u.id, name: u.name }));
}

function offmapStep(s: ArmirState): ActionDef {
  return {
    id: 'armir.offmap.step',
    title: t('armir.action.offmapStep'),
    rule: '12.2.1',
    group: 'offmap',
    fields: [
      {
        id: 'track',
        label: t('armir.action.track'),
        kind: 'select',
        options: (['cir', 'tem'] as const).map((x) => ({ value: x, label: t(`armir.ui.${x}Title`) })),
      },
      pick('unit', ui('unitName'), offmapUnits(s)),
      // −1: a step lost (16.1.2, 16.3.2, 16.3.3); +1: one given back (a correction).
      {
        id: 'delta',
        label: t('armir.action.delta'),
        kind: 'select',
        options: [
          { value: 'lose', label: ui('loseStep') },
          { value: 'gain', label: ui('gainStep') },
        ],
      },
    ],
    check(v) {
      if (!isTrack(v.track) || typeof v.unit !== 'string') return waiting('unit');
      return { events: [ev('armir/offmap-step', { track: v.track, id: v.unit, delta: v.delta === 'gain' ? 1 : -1 })] };
    },
  };
}

function offmapRemove(s: ArmirState): ActionDef {
  return {
    id: 'armir.offmap.remove',
    title: t('armir.action.offmapRemove'),
    group: 'offmap',
    fields: [
      {
        id: 'track',
        label: t('armir.action.track'),
        kind: 'select',
        options: (['cir', 'tem'] as const).map((x) => ({ value: x, label: t(`armir.ui.${x}Title`) })),
      },
      pick('unit', ui('unitName'), offmapUnits(s)),
    ],
    check: (v) => (isTrack(v.track) && typeof v.unit === 'string' ? { events: [ev('armir/offmap-remove', { track: v.track, id: v.unit })] } : waiting('unit')),
  };
}

// ---------------------------------------------------------------------------
// The Italian corps of objective 3 (17.1.1, 5.5, 15.1) and the ARMIR HQ.
// ---------------------------------------------------------------------------

/** A corps' total steps, typed once from its counters (17.1.1): the field starts at what the game holds. */
function corpsTotal(s: ArmirState, corps: CorpsId): ActionDef {
  const total = s.corps[corps].total;
  return {
    id: `armir.corps.total:${corps}`,
    title: t('armir.action.corpsTotal', { corps }),
    rule: '17.1.1',
    group: 'corps',
    fields: [{ id: 'total', label: ui('corpsTotal'), kind: 'int', min: 1, max: 99, default: total }],
    check: (v) => ({ events: num(v.total) === total ? [] : [ev('armir/corps', { corps, total: num(v.total) })] }),
  };
}

function corpsLoss(s: ArmirState): ActionDef {
  return {
    id: 'armir.corps.loss',
    title: t('armir.action.corpsLoss'),
    rule: '17.1.1',
    group: 'corps',
    fields: [
      pick('corps', t('armir.action.corps'), corpsItems()),
      {
        id: 'delta',
        label: t('armir.action.delta'),
        kind: 'select',
        options: [
          { value: 'lose', label: ui('loseStep') },
          { value: 'gain', label: ui('gainStep') },
        ],
      },
    ],
    check(v) {
      if (!isCorps(v.corps)) return waiting('corps');
      // 17.1.1: a step given back is a correction of one counted before; none counted, none to give back.
      if (v.delta === 'gain' && s.corps[v.corps].lost === 0) return refusal('corpsNoLoss', '17.1.1', { corps: v.corps });
      return { events: [ev('armir/corps', { corps: v.corps, lostDelta: v.delta === 'gain' ? -1 : 1 })] };
    },
  };
}

function strongholdLost(s: ArmirState): ActionDef {
  return {
    id: 'armir.corps.stronghold',
    title: ui('strongholdLost'),
    rule: '5.5',
    group: 'corps',
    fields: [pick('corps', t('armir.action.corps'), corpsItems())],
    check(v) {
      if (!isCorps(v.corps)) return waiting('corps');
      return s.corps[v.corps].strongholdLost
        ? refusal('strongholdTaken', '5.5', { corps: v.corps })
        : { events: [ev('armir/stronghold-lost', { corps: v.corps })] };
    },
  };
}

function armirHq(s: ArmirState): ActionDef {
  return {
    id: 'armir.armirHq.set',
    title: ui('armirHq'),
    rule: '17.1.1',
    group: 'corps',
    fields: [{ id: 'eliminated', label: ui('armirHq'), kind: 'bool', default: !s.armirHqEliminated }],
    check: (v) =>
      (v.eliminated === true) === s.armirHqEliminated
        ? refusal(s.armirHqEliminated ? 'armirHqOff' : 'armirHqOn', '17.1.1')
        : { events: [ev('armir/armir-hq', { eliminated: v.eliminated === true })] },
  };
}

// ---------------------------------------------------------------------------
// The red-star places (16.4.1, 1.5).
// ---------------------------------------------------------------------------

function locationAdd(): ActionDef {
  return {
    id: 'armir.location.add',
    title: t('armir.action.locationAdd'),
    rule: '16.4.1',
    group: 'stars',
    fields: [
      { id: 'name', label: ui('placeName'), kind: 'text', help: ui('placesHint') },
      // A village unless tapped otherwise, held by the Axis at the start (18.3).
      {
        id: 'value',
        label: ui('value'),
        kind: 'select',
        options: [
          { value: '1', label: ui('village') },
          { value: '2', label: ui('city') },
        ],
      },
      { id: 'controller', label: ui('controller'), kind: 'select', options: sideOptions() },
    ],
    check(v) {
      const places = parsePlaces(str(v.name), v.value === '2' ? 2 : 1);
      if (places.length === 0) return { waiting: [ui('err.name')] };
      const controller: Side = isSide(v.controller) ? v.controller : 'axis';
      return { events: places.map((p) => ev('armir/location-add', { name: p.name, value: p.value, controller })) };
    },
  };
}

function locationValue(s: ArmirState): ActionDef {
  return {
    id: 'armir.location.value',
    title: ui('value'),
    rule: '16.4.1',
    group: 'stars',
    fields: [
      pick('place', ui('placeName'), places(s)),
      {
        id: 'value',
        label: ui('value'),
        kind: 'select',
        options: [
          { value: '1', label: ui('village') },
          { value: '2', label: ui('city') },
        ],
      },
    ],
    check(v) {
      if (typeof v.place !== 'string') return waiting('place');
      const l = s.locations.find((x) => x.id === v.place);
      const value = v.value === '2' ? 2 : 1;
      // 16.4.1: a value set as it already is changes nothing.
      if (l && l.value === value) return { events: [] };
      return { events: [ev('armir/location-edit', { id: v.place, value })] };
    },
  };
}

function locationControl(s: ArmirState): ActionDef {
  return {
    id: 'armir.location.control',
    title: t('armir.action.control'),
    rule: '1.5',
    group: 'stars',
    // 1.5: control changes hands: the place goes to the side that does not hold it (PS ± its value, 16.4.1).
    fields: [pick('place', ui('placeName'), places(s))],
    check(v) {
      if (typeof v.place !== 'string') return waiting('place');
      const l = s.locations.find((x) => x.id === v.place);
      return { events: [ev('armir/control', { id: v.place, controller: l?.controller === 'soviet' ? 'axis' : 'soviet' })] };
    },
  };
}

function locationRemove(s: ArmirState): ActionDef {
  return {
    id: 'armir.location.remove',
    title: t('armir.action.locationRemove'),
    rule: '16.4.1',
    group: 'stars',
    fields: [pick('place', ui('placeName'), places(s))],
    check: (v) => (typeof v.place === 'string' ? { events: [ev('armir/location-remove', { id: v.place })] } : waiting('place')),
  };
}

// ---------------------------------------------------------------------------
// The register of named units and hexes with their markers (8.3, 11.2, 5.3.1, 8.4, 9.2).
// ---------------------------------------------------------------------------

const KINDS = ['unit', 'hex', 'hq', 'artillery'] as const;

function rosterAdd(): ActionDef {
  return {
    id: 'armir.roster.add',
    title: ui('rosterTitle'),
    group: 'roster',
    fields: [
      { id: 'name', label: ui('entryName'), kind: 'text' },
      { id: 'side', label: ui('side'), kind: 'select', options: sideOptions() },
      { id: 'kind', label: ui('kindLabel'), kind: 'select', options: KINDS.map((k) => ({ value: k, label: ui(`kind.${k}`) })) },
      // What a hex holds (9.2 German or Italian units for air supply, 8.4 an armored corps): its own, never carried to the next.
      { id: 'german', label: ui('german'), kind: 'bool', rule: '9.2' },
      { id: 'italian', label: ui('italian'), kind: 'bool', rule: '9.2.1' },
      { id: 'armored', label: ui('armoredCorps'), kind: 'bool', rule: '8.4' },
    ],
    check(v) {
      const name = str(v.name).trim();
      if (!name) return { waiting: [ui('err.name')] };
      const side: Side = isSide(v.side) ? v.side : 'axis';
      const kind = (KINDS as readonly string[]).includes(str(v.kind)) ? (v.kind as RosterEntry['kind']) : 'unit';
      // 9.2 is about Axis hexes, 8.4 about Soviet ones: a tick of the other side is not kept.
      const entry = {
        name,
        side,
        kind,
        oos: false,
        dsg: false,
        used: false,
        german: side === 'axis' && v.german === true,
        italian: side === 'axis' && v.italian === true,
        armored: side === 'soviet' && v.armored === true,
        // 5.3.1: an HQ or an artillery shows its range side when it is placed.
        face: kind === 'hq' || kind === 'artillery' ? ('range' as const) : undefined,
      };
      return { events: [ev('armir/roster-add', { entry })] };
    },
  };
}

const MARKERS = ['oos', 'dsg', 'used', 'face'] as const;

function rosterMark(s: ArmirState): ActionDef {
  return {
    id: 'armir.roster.mark',
    title: t('armir.action.rosterMark'),
    rule: '8.3',
    group: 'roster',
    fields: [
      pick('entry', ui('entryName'), entries(s)),
      { id: 'marker', label: t('armir.action.marker'), kind: 'select', options: MARKERS.map((m) => ({ value: m, label: t(`armir.action.markerName.${m}`) })) },
    ],
    check(v) {
      if (typeof v.entry !== 'string') return waiting('entry');
      const r = s.roster.find((x) => x.id === v.entry);
      if (!r) return refusal('noEntry', '8.3');
      // A marker turned over: OOS (8.3), DSG (11.2), U; an HQ or artillery's side (5.3.1).
      if (v.marker === 'face') {
        if (!r.face) return refusal('noFace', '5.3.1', { name: r.name });
        return { events: [ev('armir/roster-edit', { id: r.id, patch: { face: r.face === 'range' ? 'move' : 'range' } })] };
      }
      const flag = v.marker === 'dsg' || v.marker === 'used' ? v.marker : 'oos';
      return { events: [ev('armir/roster-edit', { id: r.id, patch: { [flag]: !r[flag] } })] };
    },
  };
}

function rosterRemove(s: ArmirState): ActionDef {
  return {
    id: 'armir.roster.remove',
    title: t('armir.action.rosterRemove'),
    group: 'roster',
    fields: [pick('entry', ui('entryName'), entries(s))],
    check: (v) => (typeof v.entry === 'string' ? { events: [ev('armir/roster-remove', { id: v.entry })] } : waiting('entry')),
  };
}

// ---------------------------------------------------------------------------
// The secret objectives (17.1, 17.2).
// ---------------------------------------------------------------------------

const OBJECTIVES: ObjectiveId[] = [1, 2, 3, 4];

function objectivesSeal(s: ArmirState): ActionDef {
  return {
    id: 'armir.objectives.seal',
    title: ui('obj.seal'),
    rule: '17.1',
    group: 'objectives',
    // 17.1: chosen in secret at the start of the game, once.
    ...((s.stage !== 'setup' && !startPending(s.start).includes('objectives')) || s.objectives.chosen || s.objectives.sealed
      ? { closed: { text: t('armir.refuse.objectivesSetup'), rule: '17.1' } }
      : {}),
    fields: OBJECTIVES.map((id) => ({ id: `o${id}`, label: t(`armir.objective.${id}.name`), kind: 'bool' as const })),
    check(v) {
      const chosen = OBJECTIVES.filter((id) => v[`o${id}`] === true);
      // 17.1: at least two of the four objectives.
      if (chosen.length < 2) return { waiting: [ui('obj.atLeastTwo')] };
      return { events: [ev('armir/objectives-seal', { chosen })] };
    },
  };
}

function objectivesReveal(s: ArmirState): ActionDef {
  return {
    id: 'armir.objectives.reveal',
    title: ui('obj.reveal'),
    rule: '17.2',
    group: 'objectives',
    ...(s.stage !== 'over' ? { closed: { text: t('armir.refuse.revealAtEnd'), rule: '17.2' } } : {}),
    // A choice sealed (17.1 on two phones) is revealed with what the Soviet's phone kept: the
    // choice and its salt, given by that phone's screen, checked by the rules against the seal.
    fields: [
      ...OBJECTIVES.map((id) => ({ id: `o${id}`, label: t(`armir.objective.${id}.name`), kind: 'bool' as const, default: false })),
      { id: 'salt', label: ui('obj.salt'), kind: 'text', default: '' },
    ],
    check(v) {
      const salt = typeof v.salt === 'string' ? v.salt : '';
      const chosen = OBJECTIVES.filter((id) => v[`o${id}`] === true);
      return { events: [ev('armir/objectives-reveal', salt ? { chosen, salt } : {})] };
    },
  };
}

/** The table actions of this moment (GameModule.actions): every one the ARMIR screens offer. */
export function actions(s: ArmirState, ctx: RulesContext): ActionDef[] {
  return [
    ...ARMY_IDS.map((id) => armySet(s, id)),
    armyOos(s),
    hqEliminated(s),
    offmapAdd(),
    offmapStep(s),
    offmapRemove(s),
    ...CORPS_IDS.map((c) => corpsTotal(s, c)),
    corpsLoss(s),
    strongholdLost(s),
    armirHq(s),
    locationAdd(),
    locationValue(s),
    locationControl(s),
    locationRemove(s),
    rosterAdd(),
    rosterMark(s),
    rosterRemove(s),
    objectivesSeal(s),
    objectivesReveal(s),
    ...startActions(s, settingNum(ctx, 'cirBoxes')),
  ];
}
