/** Every event in words for the journal, with its rules and a category. Never reveals the secret objectives before the reveal. */
import type { GameEvent, JournalText, Param, Text } from '@/engine/types';
import type { ArmirPayloads } from './events';
import { currentPhase, phaseDef, phaseIds } from './sequence';
import type { ArmirState, ArmyId } from './state';

type P<K extends keyof ArmirPayloads> = ArmirPayloads[K];
const j = (key: string, category: string, rules: string[] = [], params?: Record<string, Param>): JournalText => ({
  text: params ? { key: `armir.journal.${key}`, params } : { key: `armir.journal.${key}` },
  rules,
  category,
});
const side = (s: string): Text => ({ key: `armir.side.${s}` });
const armyName = (b: ArmirState, id: ArmyId): Param => (b.armies[id]?.name ? b.armies[id].name : { key: `armir.army.${id}` });

export function describe(e: GameEvent, b: ArmirState): JournalText {
  switch (e.type) {
    case 'core/next-phase': {
      if (b.stage === 'setup') return j('startGame', 'phase', ['18.4']);
      const ids = phaseIds(b.initiative);
      const last = b.phaseIndex >= ids.length - 1;
      if (last && b.turn >= b.turns) return j('endGame', 'phase', ['17.2']);
      if (last) return j('nextTurn', 'phase', ['3'], { turn: b.turn + 1 });
      const next = phaseDef(ids[b.phaseIndex + 1]);
      const left = currentPhase(b);
      return j(left.endsWith('combat') ? 'nextPhaseDsg' : 'nextPhase', 'phase', left.endsWith('combat') ? ['11.2.1'] : [], { phase: next.label });
    }
    case 'core/prev-phase':
      return j('prevPhase', 'phase');
    case 'core/roll':
      return j('freeRoll', 'roll', [], { faces: ((e.payload as { rolled?: { faces?: number[] } })?.rolled?.faces ?? []).join(', ') });
    case 'core/note':
      return j('note', 'note', [], { text: String((e.payload as { text?: string })?.text ?? '') });
    case 'armir/army': {
      const p = e.payload as P<'armir/army'>;
      return j('army', 'setup', ['10.2', '18.3'], { army: p.name || armyName(b, p.army) });
    }
    case 'armir/offmap-add': {
      const p = e.payload as P<'armir/offmap-add'>;
      return j(`offmapAdd.${p.track}`, 'setup', [p.track === 'cir' ? '16.1' : '16.3.1'], { name: p.unit.name, cp: p.unit.cp, steps: p.unit.steps });
    }
    case 'armir/offmap-remove': {
      const p = e.payload as P<'armir/offmap-remove'>;
      const u = (p.track === 'cir' ? b.cir.units : b.tem.units).find((x) => x.id === p.id);
      return j('offmapRemove', 'setup', [], { name: u?.name ?? '?' });
    }
    case 'armir/offmap-step': {
      const p = e.payload as P<'armir/offmap-step'>;
      const u = (p.track === 'cir' ? b.cir.units : b.tem.units).find((x) => x.id === p.id);
      const left = (u?.steps ?? 0) + p.delta;
      return j(left <= 0 ? 'offmapEliminated' : p.delta < 0 ? 'offmapStepLost' : 'offmapStepGained', 'combat', ['12.2.1'], { name: u?.name ?? '?', steps: left });
    }
    case 'armir/location-add': {
      const p = e.payload as P<'armir/location-add'>;
      return j('locationAdd', 'setup', ['16.4.1'], { name: p.name, value: p.value ?? '?', side: side(p.controller) });
    }
    case 'armir/location-edit': {
      const p = e.payload as P<'armir/location-edit'>;
      const l = b.locations.find((x) => x.id === p.id);
      return j('locationEdit', 'setup', ['16.4.1'], { name: p.name ?? l?.name ?? '?', value: (p.value !== undefined ? p.value : l?.value) ?? '?' });
    }
    case 'armir/location-remove': {
      const p = e.payload as P<'armir/location-remove'>;
      return j('locationRemove', 'setup', [], { name: b.locations.find((x) => x.id === p.id)?.name ?? '?' });
    }
    case 'armir/control': {
      const p = e.payload as P<'armir/control'>;
      const l = b.locations.find((x) => x.id === p.id);
      const v = l?.value ?? 0;
      const to = Math.max(0, b.ps + (p.controller === 'soviet' ? v : -v));
      return j(p.controller === 'soviet' ? 'controlSoviet' : 'controlAxis', 'track', ['1.5', '16.4.1'], { name: l?.name ?? '?', from: b.ps, to });
    }
    case 'armir/corps': {
      const p = e.payload as P<'armir/corps'>;
      if (p.lostDelta) return j(p.lostDelta > 0 ? 'corpsLoss' : 'corpsRegain', 'marker', ['17.1.1'], { corps: p.corps, lost: Math.max(0, b.corps[p.corps].lost + p.lostDelta), total: b.corps[p.corps].total ?? '?' });
      return j('corpsTotal', 'setup', ['17.1.1'], { corps: p.corps, total: p.total ?? '?' });
    }
    case 'armir/stronghold-lost': {
      const p = e.payload as P<'armir/stronghold-lost'>;
      const trigger = (p.corps === 'CA' || p.corps === 'II') && b.xxiv.triggerTurn === null;
      return j(trigger ? 'strongholdLostXxiv' : 'strongholdLost', 'marker', trigger ? ['5.5', '15.1'] : ['5.5'], { corps: p.corps });
    }
    case 'armir/armir-hq':
      return j((e.payload as P<'armir/armir-hq'>).eliminated ? 'armirHqEliminated' : 'armirHqRestored', 'marker', ['17.1.1']);
    case 'armir/objectives-seal':
      return j('objectivesSealed', 'setup', ['17.1']);
    case 'armir/objectives-reveal':
      return j('objectivesRevealed', 'victory', ['17.2'], { list: (b.objectives.chosen ?? []).join(', ') || '—' });
    case 'armir/initiative': {
      const p = e.payload as P<'armir/initiative'>;
      return p.side === 'soviet' ? j('initiativeSoviet', 'phase', ['4', '16.4.3'], { from: b.ps, to: Math.max(0, b.ps - 1) }) : j('initiativeAxis', 'phase', ['4']);
    }
    case 'armir/hq-face': {
      const p = e.payload as P<'armir/hq-face'>;
      return j('hqFace', 'marker', ['5.3', '5.3.3'], { army: armyName(b, p.army), face: { key: `armir.face.${p.face}` } });
    }
    case 'armir/air-roll': {
      const p = e.payload as P<'armir/air-roll'>;
      return j(p.die <= 3 ? 'airAxis' : 'airSoviet', 'roll', ['9.1'], { die: p.die });
    }
    case 'armir/cai-roll': {
      const p = e.payload as P<'armir/cai-roll'>;
      return j(p.die >= 5 ? 'caiOk' : 'caiNo', 'roll', ['9.2.1'], { die: p.die });
    }
    case 'armir/tem-garrison-roll': {
      const p = e.payload as P<'armir/tem-garrison-roll'>;
      return j(p.die < b.turn ? 'temPlus' : 'temSame', 'roll', ['16.3'], { die: p.die, g: p.die < b.turn ? b.tem.garrison + 1 : b.tem.garrison });
    }
    case 'armir/ps': {
      const p = e.payload as P<'armir/ps'>;
      return j(p.reason === 'airports' ? 'psAirports' : 'psManual', 'track', p.reason === 'airports' ? ['16.4.2'] : ['16.4'], { from: b.ps, to: Math.max(0, b.ps + p.delta) });
    }
    case 'armir/pa': {
      const p = e.payload as P<'armir/pa'>;
      const rules = p.reason === 'motorized' ? ['5.4'] : p.reason === 'artillery' ? ['10.1.4'] : ['16.2'];
      return j(`pa.${p.reason}`, 'track', rules, { from: b.pa, to: Math.max(0, b.pa + p.delta) });
    }
    case 'armir/gebirgs': {
      const p = e.payload as P<'armir/gebirgs'>;
      return j(`gebirgs.${p.action}`, 'setup', ['15.2'], { steps: p.action === 'gain' ? Math.min(4, b.gebirgs.steps + 1) : b.gebirgs.steps });
    }
    case 'armir/german-replacement': {
      const p = e.payload as P<'armir/german-replacement'>;
      return j('replacement', 'track', ['15.3', '16.4.4'], { unit: p.unit, from: b.ps, to: b.ps + 1 });
    }
    case 'armir/ack': {
      const p = e.payload as P<'armir/ack'>;
      return j(p.id === 'reinforcements' ? 'ackReinforcements' : 'ack', 'phase', p.id === 'reinforcements' ? ['18.5'] : []);
    }
    case 'armir/xxiv-enter': {
      const p = e.payload as P<'armir/xxiv-enter'>;
      return j(p.julia ? 'xxivJulia' : 'xxiv', 'setup', p.julia ? ['15.1', '15.1.3'] : ['15.1']);
    }
    case 'armir/hq-eliminated': {
      const p = e.payload as P<'armir/hq-eliminated'>;
      return j('hqEliminated', 'victory', ['17.1.3'], { army: armyName(b, p.army), vp: b.axisVp + 1 });
    }
    case 'armir/hq-return': {
      const p = e.payload as P<'armir/hq-return'>;
      return j('hqReturn', 'setup', ['17.1.3'], { army: armyName(b, p.army) });
    }
    case 'armir/cir-roll': {
      const p = e.payload as P<'armir/cir-roll'>;
      return j(p.advance ? 'cirAdvance' : 'cirStay', 'roll', ['16.1.1', '16.1.2', '16.1.3'], { die: p.die, mod: p.mod, total: p.total, losses: p.losses, box: p.advance ? b.cir.box + 1 : b.cir.box });
    }
    case 'armir/tem-combat': {
      const p = e.payload as P<'armir/tem-combat'>;
      const to = Math.max(0, b.tem.garrison - p.defenderLoss);
      return j(to === 0 ? 'temCaptured' : 'temCombat', 'combat', ['16.3.2'], { col: p.column, die: p.die, cell: p.cell, a: p.attackerLoss, from: b.tem.garrison, to });
    }
    case 'armir/tem-supply': {
      const p = e.payload as P<'armir/tem-supply'>;
      return j(p.die === null ? 'temSupplyOos' : p.armoredInSupply ? 'temSupplyArmoredIn' : 'temSupplyArmoredOut', 'roll', ['16.3.3', '8.4'], { die: p.die ?? 0 });
    }
    case 'armir/armored-supply': {
      const p = e.payload as P<'armir/armored-supply'>;
      return j(p.inSupply ? 'armoredIn' : 'armoredOut', 'roll', ['8.4'], { label: p.label, die: p.die, total: p.die + b.turn });
    }
    case 'armir/air-supply': {
      const p = e.payload as P<'armir/air-supply'>;
      return j(p.kind === 'german' ? 'airSupplyGerman' : 'airSupplyItalian', 'marker', p.kind === 'german' ? ['9.2'] : ['9.2', '9.2.1'], { name: b.roster.find((r) => r.id === p.entry)?.name ?? '?' });
    }
    case 'armir/attrition': {
      const p = e.payload as P<'armir/attrition'>;
      return j('attrition', 'marker', ['8.6', '16.3.3'], { axis: p.axis, soviet: p.soviet + p.tem });
    }
    case 'armir/kantemirovka': {
      const p = e.payload as P<'armir/kantemirovka'>;
      return j('kantemirovka', 'track', ['16.2.1', '9.2.1', '8.1.1'], { die: p.die, from: b.pa, to: Math.max(0, b.pa - p.die) });
    }
    case 'armir/combat': {
      const p = e.payload as P<'armir/combat'>;
      const corps = Object.entries(p.corpsLosses ?? {})
        .filter(([, n]) => (n ?? 0) > 0)
        .map(([c, n]) => `${c} ${n}`)
        .join(', ');
      const base = p.retreat ? 'combatRetreat' : 'combat';
      const rules = p.mode === 'overrun' ? ['13', '12.1', '12.2'] : ['12.1', '12.2'];
      return j(corps ? `${base}Corps` : base, 'combat', corps ? [...rules, '17.1.1'] : rules, {
        corps,
        attacker: side(p.attacker),
        mode: { key: `armir.combat.mode.${p.mode}` },
        col: p.column,
        die: p.total !== p.die ? `${p.die}+${p.total - p.die}` : String(p.die),
        cell: p.cell,
        a: p.attackerLoss,
        d: p.defenderLoss,
        target: p.defenderLabel ? { key: 'armir.journal.against', params: { target: p.defenderLabel } } : '',
        pa: p.paSpent ? { key: 'armir.journal.paSpent', params: { n: p.paSpent } } : '',
      });
    }
    case 'armir/bombard': {
      const p = e.payload as P<'armir/bombard'>;
      return j('bombard', 'combat', ['11.1', '11.1.3'], {
        source: { key: `armir.bombard.source.${p.source}` },
        col: p.column,
        die: p.total !== p.die ? `${p.die}${p.total - p.die}` : String(p.die),
        result: { key: `armir.bombard.result.${p.result === '-' ? 'none' : p.result}` },
        target: p.target,
      });
    }
    case 'armir/roster-add': {
      const p = e.payload as P<'armir/roster-add'>;
      return j('rosterAdd', 'marker', [], { name: p.entry.name, side: side(p.entry.side) });
    }
    case 'armir/roster-edit': {
      const p = e.payload as P<'armir/roster-edit'>;
      const r = b.roster.find((x) => x.id === p.id);
      const flags = (['oos', 'dsg', 'used'] as const).filter((f) => p.patch[f] !== undefined).map((f) => `${f.toUpperCase()} ${p.patch[f] ? '+' : '−'}`);
      if (p.patch.face) flags.push(p.patch.face === 'range' ? '⊕' : '➜');
      return j('rosterEdit', 'marker', p.patch.oos !== undefined ? ['8.3'] : p.patch.dsg !== undefined ? ['11.2'] : [], { name: p.patch.name ?? r?.name ?? '?', flags: flags.join(' ') || '✎' });
    }
    case 'armir/roster-remove': {
      const p = e.payload as P<'armir/roster-remove'>;
      return j('rosterRemove', 'marker', [], { name: b.roster.find((x) => x.id === p.id)?.name ?? '?' });
    }
    default:
      return j('unknown', 'note', [], { type: e.type });
  }
}
