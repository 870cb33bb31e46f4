/**
 * Starting an ARMIR game already under way on paper (issue 31, point 6): at any turn of the six
 * (1.2), with its initiative (4) and at any phase of its sequence (3; turn 1 starts at phase 7 of
 * B1, 18.4). The set-up's markers (18.3) no longer hold: what the turns before changed is asked of
 * the players — PA (16.2), PS (16.4), the Soviet armies' HQ and artillery points (10.2), the units
 * off the map (16.1, 16.3), the Italian corps' losses (17.1.1), the red-star places (16.4.1), the
 * secret objectives (17.1), the roster, and the boxes no table action sets in play: the Čir box
 * (16.1), the TeM garrison (16.3), the CAI (9.2), the Depot (16.2.1), the Gebirgs-Division's steps
 * (15.2) and the Axis VP (17.1.3).
 */
import type { ActionDef, FieldDef, SettingDef, SettingValue, StartItem } from '@/engine/types';
import { startPending, type StartLedger } from '@/engine/start';
import type { Refusal } from '@/engine/events';
import { phaseIds, TURN1_FIRST_INDEX, type PhaseId } from './sequence';
import type { ArmirState, Side } from './state';

/** The start's turn and phase, and what is still to complete. */
export interface ArmirStart extends StartLedger {
  turn: number;
  phaseIndex: number;
}

/** The phases a game can start at on a turn: turn 1 from phase 7 of B1 (18.4), with the set-up before it; any other turn its whole sequence (3). */
export function startPhases(turn: number, initiative: Side): string[] {
  return turn <= 1 ? ['setup', ...phaseIds('axis').slice(TURN1_FIRST_INDEX)] : [...phaseIds(initiative)];
}

const str = (v: SettingValue | undefined, d: string) => (typeof v === 'string' ? v : d);

/** The start's fields: the turn, its initiative (from turn 2), the phase; the set-up of 18 by default. */
export function startFields(_scenario: string, _options: Record<string, SettingValue>, values: Record<string, SettingValue>): SettingDef[] {
  const turn = Number(str(values.turn, '1'));
  const initiative: Side = values.initiative === 'soviet' && turn > 1 ? 'soviet' : 'axis';
  const phases = startPhases(turn, initiative);
  const out: SettingDef[] = [
    {
      id: 'turn',
      label: { key: 'armir.start.turn' },
      rule: '1.2',
      kind: 'select',
      default: '1',
      options: Array.from({ length: 6 }, (_, i) => ({ value: String(i + 1), label: { key: 'armir.start.turnN', params: { n: i + 1 } } })),
    },
  ];
  if (turn > 1) {
    out.push({
      id: 'initiative',
      label: { key: 'armir.start.initiative' },
      help: { key: 'armir.start.initiativeHelp' },
      rule: '4',
      kind: 'select',
      default: 'axis',
      options: (['axis', 'soviet'] as const).map((x) => ({ value: x, label: { key: `armir.side.initiative.${x}` } })),
    });
  }
  out.push({
    id: 'phase',
    label: { key: 'armir.start.phase' },
    rule: '3',
    kind: 'select',
    default: phases[0],
    options: phases.map((p) => ({ value: p, label: { key: `armir.phase.${p}.label` } })),
  });
  return out;
}

/** The things to complete, in order, with the event types of the table actions that set each. */
export const ITEM_SET_BY: Readonly<Record<string, readonly string[]>> = {
  armies: ['armir/army'],
  offmap: ['armir/offmap-add'],
  boxes: ['armir/start-boxes'],
  corps: ['armir/corps'],
  locations: ['armir/location-add', 'armir/location-edit', 'armir/control'],
  objectives: ['armir/objectives-seal'],
  roster: ['armir/roster-add'],
};
const ITEM_RULE: Record<string, string> = {
  armies: '10.2',
  offmap: '16.1',
  boxes: '16.1',
  corps: '17.1.1',
  locations: '16.4.1',
  objectives: '17.1',
  roster: '18',
};

/** 1.2, 3, 4, 18.4: a turn of the six, a phase of its sequence; refused in words otherwise. */
export function startRefusal(s: ArmirState, turn: number, initiative: Side, phase: string): Refusal | null {
  if (s.stage !== 'setup' || s.start) return { text: { key: 'armir.start.err.notFirst' }, rule: '18' };
  if (!Number.isInteger(turn) || turn < 1 || turn > s.turns) return { text: { key: 'armir.start.err.turn', params: { turn, turns: s.turns } }, rule: '1.2' };
  if (turn === 1 && initiative !== 'axis') return { text: { key: 'armir.start.err.turn1Axis' }, rule: '18.4' };
  if (!startPhases(turn, initiative).includes(phase)) return { text: { key: 'armir.start.err.phase', params: { turn } }, rule: turn === 1 ? '18.4' : '3' };
  return null;
}

/** The game at its start: in play at that turn, initiative and phase, with the list to complete. */
export function startAt(s: ArmirState, turn: number, initiative: Side, phase: string): ArmirState {
  if (startRefusal(s, turn, initiative, phase) || phase === 'setup') return s;
  const phaseIndex = phaseIds(initiative).indexOf(phase as PhaseId);
  const initiativeByTurn: Record<number, Side> = { ...s.initiativeByTurn, [turn]: initiative };
  return {
    ...s,
    stage: 'play',
    turn,
    initiative,
    initiativeByTurn,
    phaseIndex,
    phaseDone: [],
    // 4: past its phase, the turn's initiative is decided.
    turnDone: phaseIndex > 0 ? ['initiative'] : [],
    start: { turn, phaseIndex, items: Object.keys(ITEM_SET_BY), done: [] },
  };
}

export function toComplete(s: ArmirState): StartItem[] {
  return startPending(s.start).map((id) => ({ id, label: { key: `armir.start.item.${id}` }, help: { key: `armir.start.where.${id}` }, rule: ITEM_RULE[id] }));
}

/** The boxes no table action sets in play, typed once after a mid-game start (16.1, 16.3, 9.2, 16.2.1, 15.2, 17.1.3). */
export interface StartBoxes {
  pa: number;
  ps: number;
  cirBox: number;
  garrison: number;
  cai: 'available' | 'used' | 'lost';
  depot: boolean;
  gebirgs: number;
  axisVp: number;
}

export function withBoxes(s: ArmirState, p: StartBoxes): ArmirState {
  return {
    ...s,
    pa: p.pa,
    ps: p.ps,
    cir: { ...s.cir, box: p.cirBox },
    tem: { ...s.tem, garrison: p.garrison, capturedOnTurn: p.garrison === 0 ? (s.tem.capturedOnTurn ?? s.turn) : null },
    cai: p.cai,
    depotPresent: p.depot,
    gebirgs: { ...s.gebirgs, steps: p.gebirgs },
    axisVp: p.axisVp,
  };
}

/** The boxes' form, on the phase card while it is to complete; each field starts from what the game holds. */
export function startActions(s: ArmirState, cirBoxes: number): ActionDef[] {
  if (!startPending(s.start).includes('boxes')) return [];
  const n = (id: string, min: number, max: number, value: number, rule: string): FieldDef => ({
    id,
    label: { key: `armir.start.boxes.${id}` },
    kind: 'int',
    min,
    max,
    default: value,
    rule,
  });
  return [
    {
      id: `armir.start.boxes`, // an action's id, not a message key
      title: { key: 'armir.start.item.boxes' },
      body: { key: 'armir.start.boxes.body' },
      rule: '16.1',
      place: 'phase',
      fields: [
        n('pa', 0, 30, s.pa, '16.2'),
        n('ps', 1, 30, s.ps, '16.4'),
        n('cirBox', 1, cirBoxes, Math.min(s.cir.box, cirBoxes), '16.1'),
        n('garrison', 0, 20, s.tem.garrison, '16.3'),
        {
          id: 'cai',
          label: { key: 'armir.start.boxes.cai' },
          kind: 'select',
          rule: '9.2',
          default: s.cai,
          options: (['available', 'used', 'lost'] as const).map((x) => ({ value: x, label: { key: `armir.start.boxes.cai_${x}` } })),
        },
        { id: 'depot', label: { key: 'armir.start.boxes.depot' }, kind: 'bool', rule: '16.2.1', default: s.depotPresent },
        n('gebirgs', 0, 4, s.gebirgs.steps, '15.2'),
        n('axisVp', 0, 3, s.axisVp, '17.1.3'),
      ],
      check(v) {
        const num = (k: string) => (typeof v[k] === 'number' ? (v[k] as number) : null);
        const vals = { pa: num('pa'), ps: num('ps'), cirBox: num('cirBox'), garrison: num('garrison'), gebirgs: num('gebirgs'), axisVp: num('axisVp') };
        if (Object.values(vals).some((x) => x === null)) return { waiting: [{ key: 'armir.start.boxes.waiting' }] };
        const cai = v.cai === 'used' || v.cai === 'lost' ? v.cai : 'available';
        return { events: [{ type: 'armir/start-boxes', payload: { ...vals, cai, depot: v.depot === true }, at: 0 }] };
      },
    },
  ];
}
