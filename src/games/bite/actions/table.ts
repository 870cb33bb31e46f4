/**
 * BITE's table marks as actions: the marks the Victory Phase reads (7.11, 5.5, 37.0, the scenario
 * manual), the strategic rail (7.4, 13.8.1, 32.3), supply, sieges and surrender (7.2, 7.9,
 * 12.1–12.5) and the HQs (3.12, 13.1–13.8). A row of a screen fixes the values (the city and the
 * side tapped, the unit, the HQ, the count typed); the events' own `allowed` (events/*.ts) refuse
 * what the rules forbid now, so these checks only turn the row's values into events.
 * Framework-free.
 */
import type { ActionDef, RulesContext } from '@/engine/types';
import { t } from '@/engine/derivation';
import type { BiteState } from '../state';
import { COUNT_MAX } from '../victory';
import { canRailMove, hqMoments, railPhase } from '../legality';
import type { RailKind, RailPay } from '../rail';
import { finalFate, SIEGE_KINDS } from '../siege';
import { events, num, refused, str, waiting } from './kit';

function victoryActions(): ActionDef[] {
  return [
    {
      // 7.11, 37.0: who holds a city the victory or surrender rules name (Tehran too), as the map shows.
      id: 'bite.victory.objective.mark',
      title: t('bite.victory.ui.capitals'),
      rule: '7.11',
      check: (v) =>
        str(v.city) && str(v.holder)
          ? events({ type: 'bite/objective', payload: { city: str(v.city), holder: str(v.holder) } })
          : waiting('bite.victory.ui.capitalsHelp'),
    },
    {
      // AMB-39, SBE7: a condition only the map shows, confirmed by the players.
      id: 'bite.victory.flag.set',
      title: t('bite.victory.ui.intro'),
      rule: '7.11',
      check: (v) => events({ type: 'bite/victory-flag', payload: { flag: str(v.flag), value: v.value === true } }),
    },
    {
      // 5.5, SBE4, SBE7: a count the players type, a whole number from 0 to the counters there are.
      id: 'bite.victory.count.set',
      title: t('bite.victory.ui.intro'),
      rule: '7.11',
      check: (v) => {
        const raw = typeof v.value === 'number' ? String(v.value) : str(v.value).trim();
        const n = Number(raw);
        // Not a count (a typing slip, not a rule): said as it is.
        if (!/^\d+$/.test(raw) || n > COUNT_MAX) return { refusal: { text: t('bite.victory.ui.badCount', { max: COUNT_MAX }) } };
        return events({ type: 'bite/victory-count', payload: { count: str(v.count), value: n } });
      },
    },
  ];
}

const SIDES = ['axis', 'soviet'] as const;

/**
 * 7.4, 13.8.1, 32.3: the strategic rail. A move (the row fixes its kind, its payment, the unit
 * named and the HQ paying with AP) is open only in the side's rail phase (B4/C4); the event's own
 * `allowed` refuses a move over the limit or one the box or the HQ cannot pay.
 */
function railActions(s: BiteState, ctx: RulesContext): ActionDef[] {
  const moves = SIDES.map((side): ActionDef => {
    const when = railPhase(s, side);
    return {
      id: `bite.rail.move:${side}`,
      title: t('bite.eco.ui.move'),
      rule: '7.4',
      ...(when.ok ? {} : { closed: { text: when.error, rule: '7.4' } }),
      check: (v) => {
        const kind = (str(v.kind) || 'normal') as RailKind;
        const pay = (str(v.pay) || 'pp') as RailPay;
        const unit = str(v.unit).trim();
        const hq = pay === 'ap' ? str(v.hq) : '';
        // 7.4, 3.12: a move paid with AP names the HQ that pays; the rules say why not before the event is built.
        if (pay === 'ap') {
          const no = refused(canRailMove(s, side, kind, pay, ctx, hq), '7.4');
          if (no) return no;
        }
        return events({ type: 'bite/rail-move', payload: { side, kind, pay, ...(unit ? { unit } : {}), ...(pay === 'ap' ? { hq } : {}) } });
      },
    };
  });
  return [
    ...moves,
    {
      id: 'bite.rail.moscow.mark',
      title: t('bite.eco.ui.moscowLost'),
      rule: '13.8.1',
      check: (v) => events({ type: 'bite/moscow', payload: { lost: v.lost === true } }),
    },
    {
      id: 'bite.rail.bombed.mark',
      title: t('bite.eco.ui.bombed'),
      rule: '32.3',
      check: (v) => {
        const hits = num(v.hits);
        if (hits === null) return waiting('bite.eco.err.amount');
        return events({ type: 'bite/rail-bombed', payload: { side: str(v.side), hits } });
      },
    },
  ];
}

/**
 * 7.2, 7.9, 4.5, 12.1–12.5: supply and surrender. Each row fixes its unit: the white barrel on or
 * off, the siege it is under, the SP a besieged unit loses at the final check, its surrender with
 * the PP the enemy gains (worked out by the rules, never typed). The events' `allowed` refuse the
 * wrong phase, side or unit.
 */
function supplyActions(s: BiteState): ActionDef[] {
  const blockOf = (v: Record<string, unknown>) => s.blocks.find((b) => b.id === str(v.id as never));
  return [
    {
      id: 'bite.supply.mark',
      title: t('bite.eco.ui.supplyMarks'),
      rule: '7.2',
      check: (v) =>
        blockOf(v) ? events({ type: 'bite/supply', payload: { id: str(v.id), supplied: v.supplied === true } }) : waiting('bite.eco.err.pickBlock'),
    },
    {
      id: 'bite.siege.mark',
      title: t('bite.siege.ui.mark'),
      rule: '12.1',
      check: (v) => {
        const kind = (['none', ...SIEGE_KINDS] as const).find((k) => k === str(v.kind));
        if (!blockOf(v) || !kind) return waiting('bite.eco.err.pickBlock');
        return events({ type: 'bite/siege', payload: { id: str(v.id), kind } });
      },
    },
    {
      id: 'bite.siege.road',
      title: t('bite.siege.ui.road'),
      rule: '12.3',
      check: (v) => events({ type: 'bite/road-of-life', payload: { open: v.open === true } }),
    },
    {
      id: 'bite.siege.loss',
      title: t('bite.siege.ui.lose'),
      rule: '12.1',
      check: (v) => (blockOf(v) ? events({ type: 'bite/siege-loss', payload: { id: str(v.id) } }) : waiting('bite.eco.err.pickBlock')),
    },
    {
      id: 'bite.supply.surrender',
      title: t('bite.eco.ui.surrender'),
      rule: '7.9',
      check: (v) => {
        const b = blockOf(v);
        if (!b) return waiting('bite.eco.err.pickBlock');
        const f = finalFate(s, b);
        if (f.kind === 'never') return { refusal: { text: f.error, rule: '7.9' } };
        if (f.kind !== 'surrender') return { refusal: { text: t('bite.siege.err.noSurrender', { name: b.name }), rule: '7.9' } };
        return events({ type: 'bite/surrender', payload: { id: b.id, gainer: f.gain.gainer, pp: f.gain.pp } });
      },
    },
  ];
}

/**
 * 3.12, 13.3–13.8 (advanced rules): the HQs. Each row fixes its HQ: activate it, mark it a
 * supreme HQ or an air HQ, take one action of its menu (the unit named, optional); Moscow's fall,
 * the FHQ's move to Berlin and the end-of-Blitz deactivation of a side. Outside the phases where
 * the rules allow any of them (13.3, 13.6, 13.7, 13.8) an action is closed with the rule's words;
 * within them, the events' `allowed` (events/hq.ts, events/economy.ts) refuse, in words, what
 * 13.x forbid for this HQ now.
 */
function hqActions(s: BiteState): ActionDef[] {
  const id = (v: Record<string, unknown>) => str(v.id as never);
  const moment = hqMoments(s);
  return [
    {
      id: 'bite.hq.activate',
      title: t('bite.eco.ui.activate'),
      rule: '13.3',
      ...(moment.activate ? { closed: moment.activate } : {}),
      check: (v) => events({ type: 'bite/hq-activate', payload: { id: id(v) } }),
    },
    {
      id: 'bite.hq.supreme.mark',
      title: t('bite.eco.ui.supreme'),
      rule: '13.8',
      check: (v) => (str(v.kind) ? events({ type: 'bite/hq-supreme', payload: { id: id(v), kind: str(v.kind) } }) : waiting('bite.eco.err.pickBlock')),
    },
    {
      id: 'bite.hq.air.mark',
      title: t('bite.eco.ui.airHq'),
      rule: '13.1',
      check: (v) => events({ type: 'bite/hq-air', payload: { id: id(v), air: v.air === true } }),
    },
    {
      id: 'bite.hq.supreme.act',
      title: t('bite.eco.ui.menu'),
      rule: '13.8',
      ...(moment.act ? { closed: moment.act } : {}),
      check: (v) => {
        const unit = str(v.unit).trim();
        return events({ type: 'bite/hq-action', payload: { id: id(v), action: str(v.action), ...(unit ? { unit } : {}) } });
      },
    },
    { id: 'bite.hq.moscow.falls', title: t('bite.eco.ui.moscowFallen'), rule: '13.8.1', check: () => events({ type: 'bite/moscow-falls', payload: {} }) },
    { id: 'bite.hq.fhq.berlin', title: t('bite.eco.journal.fhqBerlin'), rule: '13.8.2', check: () => events({ type: 'bite/fhq-berlin', payload: {} }) },
    {
      id: 'bite.hq.deactivate',
      title: t('bite.eco.ui.deactivated'),
      rule: '13.6',
      ...(moment.deactivate ? { closed: moment.deactivate } : {}),
      check: (v) => events({ type: 'bite/hq-deactivate', payload: { side: str(v.side) } }),
    },
  ];
}

/** The table marks' actions of this moment. */
export function tableActions(s: BiteState, ctx: RulesContext): ActionDef[] {
  return [...victoryActions(), ...railActions(s, ctx), ...supplyActions(s), ...hqActions(s)];
}
