/** ARMIR's events: type → payload (plain JSON). Every change to a game is one of these or a core event. */
import type { ArmyId, CorpsId, HqFace, ObjectiveId, OffMapUnit, RosterEntry, Side } from './state';

export interface ArmirPayloads {
  /** Set-up or correction of a Soviet army's counter data, HQ face or status. */
  'armir/army': { army: ArmyId; name?: string; range?: number | null; move?: number | null; face?: HqFace; artilleryStart?: number | null; oos?: boolean; points?: number };
  'armir/offmap-add': { track: 'cir' | 'tem'; unit: Omit<OffMapUnit, 'id' | 'oos'> & { oos?: boolean } };
  'armir/offmap-remove': { track: 'cir' | 'tem'; id: string };
  /** A step lost by an off-map unit (Čir losses 16.1.2, TeM losses 16.3.2, attrition 16.3.3). */
  'armir/offmap-step': { track: 'cir' | 'tem'; id: string; delta: number };
  'armir/location-add': { name: string; value: 1 | 2 | null; controller: Side };
  'armir/location-edit': { id: string; name?: string; value?: 1 | 2 | null };
  'armir/location-remove': { id: string };
  /** Control of a red-star place changes hands (1.5): PS ± its value (16.4.1). */
  'armir/control': { id: string; controller: Side };
  'armir/corps': { corps: CorpsId; total?: number | null; lostDelta?: number };
  /** Soviet units occupied a stronghold of this corps' colour (5.5; CA/II arm 15.1). */
  'armir/stronghold-lost': { corps: CorpsId };
  'armir/armir-hq': { eliminated: boolean };
  'armir/objectives-seal': { chosen: ObjectiveId[] };
  'armir/objectives-reveal': Record<string, never>;
  'armir/initiative': { side: Side };
  'armir/hq-face': { army: ArmyId; face: HqFace };
  'armir/air-roll': { die: number };
  'armir/cai-roll': { die: number };
  'armir/tem-garrison-roll': { die: number };
  /** A PS change with its reason (airports 16.4.2, manual correction). */
  'armir/ps': { delta: number; reason: 'airports' | 'manual' };
  /** A PA change with its reason (5.4 motorized move, 10.1.4 artillery, manual). */
  'armir/pa': { delta: number; reason: 'motorized' | 'artillery' | 'manual' };
  'armir/gebirgs': { action: 'arrive' | 'gain' | 'skip' | 'eliminated' };
  'armir/german-replacement': { unit: string };
  'armir/ack': { id: string };
  'armir/xxiv-enter': { julia: boolean };
  'armir/hq-eliminated': { army: ArmyId };
  'armir/hq-return': { army: ArmyId };
  'armir/cir-roll': { die: number; mod: number; total: number; advance: boolean; losses: number };
  'armir/tem-combat': { die: number; column: string; cell: string; attackerLoss: number; defenderLoss: number };
  'armir/tem-supply': { die: number | null; armoredInSupply: boolean };
  'armir/armored-supply': { entry: string | null; label: string; die: number; inSupply: boolean };
  'armir/air-supply': { entry: string; kind: 'german' | 'italian' };
  'armir/attrition': { axis: number; soviet: number; tem: number };
  'armir/kantemirovka': { die: number };
  'armir/combat': {
    mode: 'combat' | 'overrun';
    attacker: Side;
    column: string;
    die: number;
    total: number;
    cell: string;
    attackerLoss: number;
    defenderLoss: number;
    retreat: boolean;
    paSpent: number;
    defenderLabel?: string;
    /** Axis steps lost by corps, for objective 3 (17.1.1); absent when no unit was tagged. */
    corpsLosses?: Partial<Record<CorpsId, number>>;
  };
  'armir/bombard': {
    source: 'soviet-artillery' | 'italian-artillery' | 'air';
    side: Side;
    army?: ArmyId;
    points: number;
    column: string;
    die: number;
    total: number;
    result: '-' | 'DSG' | 'DSG1';
    paSpent: number;
    target: string;
    targetEntry?: string;
  };
  'armir/roster-add': { entry: Omit<RosterEntry, 'id'> };
  'armir/roster-edit': { id: string; patch: Partial<Omit<RosterEntry, 'id'>> };
  'armir/roster-remove': { id: string };
}

export type ArmirEventType = keyof ArmirPayloads;

/** Build an event (the store stamps `at`). */
export function ev<K extends ArmirEventType>(type: K, payload: ArmirPayloads[K]): { type: K; payload: ArmirPayloads[K]; at: number } {
  return { type, payload, at: 0 };
}
