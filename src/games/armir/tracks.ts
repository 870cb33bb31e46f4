/** The tracks players keep on paper today, always visible (16, 4, 9, 10.2, 15.2, 17.1.3). */
import type { Param, RulesContext, Text, TrackAction, TrackView } from '@/engine/types';
import { ev } from './events';
import { settingNum, setting } from './settings';
import { ARMY_IDS, hqRangeNow, type ArmirState } from './state';

const k = (key: string, params?: Record<string, Param>): Text => (params ? { key: `armir.${key}`, params } : { key: `armir.${key}` });

export function armyLabel(s: ArmirState, id: (typeof ARMY_IDS)[number]) {
  const a = s.armies[id];
  return a.name ? k('army.named', { name: a.name }) : k(`army.${id}`);
}

export function tracks(s: ArmirState, ctx: RulesContext): TrackView[] {
  const out: TrackView[] = [];
  out.push({
    id: 'turn',
    label: k('track.turn'),
    value: s.turn,
    min: 1,
    max: s.turns,
    rule: '1.2',
    detail: k(`track.initiative.${s.initiative}`),
  });

  // PA (16.2): spends for Italian motorized movement (5.4) and artillery (10.1.4).
  const paActions: TrackAction[] = [];
  const perPhase = setting(ctx, 'motorPaPer') === 'phase';
  const motorPaid = s.phaseDone.includes('motorized-pa');
  paActions.push({
    id: 'pa-motorized',
    label: k('track.pa.motorized'),
    rule: '5.4',
    disabledReason: s.pa <= 0 ? k('track.pa.none') : perPhase && motorPaid ? k('track.pa.motorPaid') : undefined,
    events: [ev('armir/pa', { delta: -1, reason: 'motorized' })],
  });
  paActions.push({
    id: 'pa-artillery',
    label: k('track.pa.artillery'),
    rule: '10.1.4',
    disabledReason: s.pa <= 0 ? k('track.pa.noArtillery') : undefined,
    events: [ev('armir/pa', { delta: -1, reason: 'artillery' })],
  });
  out.push({
    id: 'pa',
    label: k('track.pa.label'),
    abbr: 'PA',
    value: s.pa,
    min: 0,
    rule: '16.2',
    detail: s.pa >= 10 ? k('track.pa.plus10', { box: s.pa - 10 }) : k('track.pa.box', { box: s.pa }),
    tone: s.pa <= 0 ? 'danger' : s.pa <= 3 ? 'warning' : 'normal',
    actions: paActions,
  });

  out.push({
    id: 'ps',
    label: k('track.ps.label'),
    abbr: 'PS',
    value: s.ps,
    min: 0,
    rule: '16.4',
    detail: s.defeat ? k('track.ps.defeat') : k('track.ps.detail'),
    tone: s.ps <= 0 ? 'danger' : s.ps <= 1 ? 'warning' : 'normal',
  });

  for (const id of ARMY_IDS) {
    const a = s.armies[id];
    const range = hqRangeNow(a);
    out.push({
      id: `artillery-${id}`,
      label: k('track.artillery', { army: a.name || String(ARMY_IDS.indexOf(id) + 1) }),
      abbr: 'Art.',
      value: a.points,
      min: 0,
      rule: '10.2',
      detail:
        a.hqEliminatedOnTurn !== null
          ? k('track.artilleryEliminated')
          : a.hqOos
            ? k('track.artilleryOos')
            : range === null
              ? k('track.artilleryNoRange')
              : k('track.artilleryDetail', { range, face: a.hqFace === 'range' ? '⊕' : '➜' }),
      tone: a.hqEliminatedOnTurn !== null || a.hqOos ? 'warning' : 'normal',
    });
  }

  const boxes = settingNum(ctx, 'cirBoxes');
  out.push({
    id: 'cir',
    label: k('track.cir.label'),
    value: s.cir.box,
    min: 1,
    max: boxes,
    rule: '16.1',
    detail:
      s.cir.reachedOnTurn !== null
        ? k('track.cir.reached', { turn: s.cir.reachedOnTurn })
        : k('track.cir.detail', { units: s.cir.units.length, boxes, pending: s.cir.pendingLosses }),
    tone: s.cir.pendingLosses > 0 ? 'warning' : 'normal',
  });

  out.push({
    id: 'tem',
    label: k('track.tem.label'),
    abbr: 'TeM',
    value: s.tem.garrison,
    min: 0,
    rule: '16.3',
    detail: s.tem.capturedOnTurn !== null ? k('track.tem.captured', { turn: s.tem.capturedOnTurn }) : k('track.tem.detail', { units: s.tem.units.length }),
    tone: s.tem.capturedOnTurn !== null ? 'danger' : 'normal',
  });

  out.push({
    id: 'air',
    label: k('track.air.label'),
    value: s.airUnit ? s.airUnit.value : 0,
    min: 0,
    rule: '9.1',
    detail: k('track.air.detail', {
      air: s.airUnit ? { key: `armir.track.air.${s.airUnit.owner}${s.airUnit.used ? 'Used' : ''}` } : { key: 'armir.track.air.none' },
      cai: { key: `armir.track.cai.${s.cai}` },
      depot: { key: s.depotPresent ? 'armir.track.depot.present' : 'armir.track.depot.gone' },
    }),
  });

  out.push({ id: 'axis-vp', label: k('track.axisVp'), abbr: k('track.axisVpAbbr'), value: s.axisVp, min: 0, rule: '17.1.3' });

  if (s.gebirgs.steps > 0 || s.gebirgs.eliminated) {
    out.push({
      id: 'gebirgs',
      label: k('track.gebirgs.label'),
      value: s.gebirgs.steps,
      min: 0,
      max: 4,
      rule: '15.2',
      detail: s.gebirgs.eliminated ? k('track.gebirgs.eliminated') : s.gebirgs.steps >= 4 ? k('track.gebirgs.free') : k('track.gebirgs.locked'),
    });
  }
  return out;
}
