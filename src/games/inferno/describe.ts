/** Every event in words for the journal, with its rules and a category. */
import type { GameEvent, JournalText } from '@/engine/types';
import { t } from '@/engine';
import type { InfernoState } from './state';
import type { CombatEventPayload, } from './combat';
import type { NewUnit, RpIncomePayload } from './reduce';
import { signed } from './text';

export function describe(e: GameEvent, before: InfernoState): JournalText {
  const p = (e.payload ?? {}) as Record<string, unknown>;
  const unitName = (id: unknown): string => before.units.find((u) => u.id === id)?.name ?? '?';
  switch (e.type) {
    case 'core/next-phase':
      return { text: t('inferno.j.next'), rules: ['3.1'], category: 'phase' };
    case 'core/prev-phase':
      return { text: t('inferno.j.prev'), rules: ['3.1'], category: 'phase' };
    case 'core/roll': {
      const faces = ((p.rolled as { faces?: number[] } | undefined)?.faces ?? []).join(', ');
      return { text: t('inferno.j.roll', { faces }), category: 'roll' };
    }
    case 'core/note':
      return { text: t('inferno.j.note', { text: String(p.text ?? '') }), category: 'note' };
    case 'inferno/add-unit':
      return { text: t('inferno.j.addUnit', { name: (p as unknown as NewUnit).name }), rules: ['2.1'], category: 'setup' };
    case 'inferno/edit-unit':
      return { text: t('inferno.j.editUnit', { name: unitName(p.id) }), category: 'setup' };
    case 'inferno/remove-unit':
      return { text: t('inferno.j.removeUnit', { name: unitName(p.id) }), category: 'setup' };
    case 'inferno/reduce':
      return { text: t('inferno.j.reduce', { name: unitName(p.id), n: Number(p.count ?? 1) }), rules: ['9.4.2', '9.2.3'], category: 'marker' };
    case 'inferno/eliminate':
      return { text: t('inferno.j.eliminate', { name: unitName(p.id) }), rules: ['5.2', '10.2'], category: 'marker' };
    case 'inferno/in-mov':
      return { text: t(p.inMov ? 'inferno.j.inMov' : 'inferno.j.inBattery', { name: unitName(p.id) }), rules: ['12.3'], category: 'marker' };
    case 'inferno/supply':
      return { text: t('inferno.j.supply', { name: unitName(p.id), state: t(`inferno.supply.${String(p.supply)}`) }), rules: ['11.4', '11.5'], category: 'marker' };
    case 'inferno/recover':
      return { text: t('inferno.j.recover', { name: unitName(p.id) }), rules: ['10.3', '15.1'], category: 'marker' };
    case 'inferno/combat': {
      const c = p as unknown as CombatEventPayload;
      if (!c.column) return { text: t('inferno.j.combatZero'), rules: ['7.5'], category: 'combat' };
      return {
        text: t('inferno.j.combat', {
          side: t(`inferno.sides.${c.attackerSide}`),
          column: c.column,
          faces: (c.faces ?? []).join('-'),
          trc: c.trc,
          att: c.attackerReductions,
          def: c.defenderReductions,
        }),
        rules: ['8.0', '9.1', '9.4'],
        category: 'combat',
      };
    }
    case 'inferno/release':
      return { text: t('inferno.j.release', { name: unitName(p.id) }), rules: ['12.4'], category: 'marker' };
    case 'inferno/objective-add':
      return { text: t('inferno.j.objectiveAdd', { name: String(p.name ?? '') }), rules: ['14.0'], category: 'victory' };
    case 'inferno/objective-holder':
      return {
        text: t('inferno.j.objectiveHolder', { name: before.objectives.find((o) => o.id === p.id)?.name ?? '?', side: t(`inferno.sides.${p.holder === 'ah' ? 'ah' : 'it'}`) }),
        rules: ['14.0'],
        category: 'victory',
      };
    case 'inferno/objective-remove':
      return { text: t('inferno.j.objectiveRemove', { name: before.objectives.find((o) => o.id === p.id)?.name ?? '?' }), category: 'victory' };
    case 'inferno/vp-adjust':
      return { text: t('inferno.j.vpAdjust', { n: signed(Number(p.delta ?? 0)) }), rules: ['14.0'], category: 'victory' };
    case 'inferno/step-lost':
      return { text: t('inferno.j.stepLost', { side: t(`inferno.sides.${p.side === 'ah' ? 'ah' : 'it'}`) }), rules: ['14.0'], category: 'victory' };
    case 'inferno/rp':
      return { text: t('inferno.j.rp', { side: t(`inferno.sides.${p.side === 'ah' ? 'ah' : 'it'}`), n: signed(Number(p.delta ?? 0)) }), rules: ['15.1'], category: 'track' };
    case 'inferno/rp-income': {
      const r = p as unknown as RpIncomePayload;
      return {
        text: t(r.brusilov ? 'inferno.j.brusilov' : 'inferno.j.rpIncome', { side: t(`inferno.sides.${r.side}`), n: signed(r.delta), roll: r.roll ?? '—' }),
        rules: ['15.1'],
        category: 'roll',
      };
    }
    case 'inferno/defensive-ability':
      return { text: t(p.success ? 'inferno.j.idaYes' : 'inferno.j.idaNo', { total: Number(p.total ?? 0) }), rules: ['15.2'], category: 'roll' };
    case 'inferno/ack':
      return { text: t('inferno.j.ack', { what: t(`inferno.proc.${String(p.procedure)}`) }), category: 'phase' };
    default:
      return { text: t('inferno.j.unknown', { type: e.type }), category: 'note' };
  }
}
