/** 14.0: victory points and the victory level; the tracks kept on the VP and Replacement track. */
import type { RulesContext, TrackAction, TrackView, VictoryView } from '@/engine/types';
import { step, t } from '@/engine';
import type { InfernoState, SideId } from './state';
import { TURNS, defensiveAbilityActive } from './state';
import { levelWinner, victoryLevel, vpOf } from './rules';
import { signed } from './text';

export function victory(s: InfernoState, ctx: RulesContext): VictoryView {
  const vp = vpOf(s, ctx.settings);
  const level = victoryLevel(vp.total);
  const derivation = [
    step('inferno.vp.start', { n: vp.start }, '14.0'),
    step('inferno.vp.objectives', { n: signed(vp.objectives) }, '14.0'),
    step('inferno.vp.italianSteps', { n: signed(vp.italianSteps) }, '14.0'),
    step('inferno.vp.ahSteps', { n: signed(-vp.ahSteps) }, '14.0'),
    ...(vp.adjust !== 0 ? [step('inferno.vp.adjust', { n: signed(vp.adjust) })] : []),
    step('inferno.vp.total', { n: vp.total, level: t(`inferno.level.${level}`) }, '14.0', 'result'),
  ];
  const view: VictoryView = {
    final: s.over,
    headline: t(s.over ? 'inferno.vp.final' : 'inferno.vp.standing', { n: vp.total, level: t(`inferno.level.${level}`) }),
    derivation,
  };
  const w = levelWinner(level);
  if (w) view.winner = w;
  return view;
}

function rpActions(s: InfernoState, side: SideId): TrackAction[] {
  return [
    {
      id: `spend-${side}`,
      label: t('inferno.track.rpSpend'),
      rule: '15.1',
      disabledReason: s.rp[side] < 1 ? t('inferno.track.rpNone') : undefined,
      events: [{ type: 'inferno/rp', payload: { side, delta: -1 }, at: 0 }],
    },
    { id: `gain-${side}`, label: t('inferno.track.rpGain'), rule: '15.1', events: [{ type: 'inferno/rp', payload: { side, delta: 1 }, at: 0 }] },
  ];
}

export function tracks(s: InfernoState, ctx: RulesContext): TrackView[] {
  const vp = vpOf(s, ctx.settings);
  const level = victoryLevel(vp.total);
  const out: TrackView[] = [
    {
      id: 'vp',
      label: t('inferno.track.vp'),
      abbr: t('inferno.track.vpAbbr'),
      value: vp.total,
      rule: '14.0',
      // 14.0: after turn 14 the level is the final result, no longer a standing.
      detail: t(s.over ? 'inferno.track.vpFinal' : 'inferno.track.vpDetail', { level: t(`inferno.level.${level}`), turns: TURNS }),
      tone: level === 'draw' ? 'normal' : levelWinner(level) === 'ah' ? 'warning' : 'normal',
      actions: [
        {
          id: 'it-step',
          label: t('inferno.track.itStep'),
          rule: '14.0',
          events: [{ type: 'inferno/step-lost', payload: { side: 'it', replacement: false }, at: 0 }],
        },
        {
          id: 'ah-step',
          label: t('inferno.track.ahStep'),
          rule: '14.0',
          events: [{ type: 'inferno/step-lost', payload: { side: 'ah', replacement: false }, at: 0 }],
        },
      ],
    },
  ];
  if (s.replacements) {
    out.push({
      id: 'rp-ah',
      label: t('inferno.track.rpAh'),
      abbr: t('inferno.track.rpAbbr'),
      value: s.rp.ah,
      min: 0,
      rule: '15.1',
      detail: s.brusilovTurn !== null ? t('inferno.track.brusilov', { turn: s.brusilovTurn }) : undefined,
      tone: s.brusilovTurn !== null ? 'warning' : 'normal',
      actions: rpActions(s, 'ah'),
    });
    out.push({
      id: 'rp-it',
      label: t('inferno.track.rpIt'),
      abbr: t('inferno.track.rpAbbr'),
      value: s.rp.it,
      min: 0,
      rule: '15.1',
      actions: rpActions(s, 'it'),
    });
  }
  if (s.defensiveAbilityRule) {
    out.push({
      id: 'ida',
      label: t('inferno.track.ida'),
      value: defensiveAbilityActive(s) ? 1 : 0,
      min: 0,
      max: 1,
      rule: '15.2',
      detail: defensiveAbilityActive(s) ? t('inferno.track.idaOn', { turn: s.defensiveAbilityTurn ?? 0 }) : t('inferno.track.idaOff'),
    });
  }
  return out;
}
