// @vitest-environment happy-dom
// The turn as the game calls it: "Turno 3" by default, the game's own label (a month) when
// it gives one — in the header, the home list and the journal lines alike.
import { describe, expect, it } from 'vitest';
import { mount } from '@vue/test-utils';
import type { Where } from '@/engine/types';
import { makeTx } from '@/i18n';
import WhereHeader from '@/views/game/WhereHeader.vue';
import { turnName, turnProgress } from '@/views/shared/turn';
import { makeGlobal, words } from '../widgets/helpers';

const extra = {
  it: { test: { month: 'Giugno {year}', phase: 'Fase 1: movimento', asks: 'Muovete.' } },
  en: { test: { month: 'June {year}', phase: 'Phase 1: movement', asks: 'Move.' } },
};
const plain: Where = { turn: 3, turns: 12, phase: { key: 'test.phase' }, asks: { key: 'test.asks' } };
const monthly: Where = { ...plain, turn: 1, turns: 24, turnLabel: { key: 'test.month', params: { year: '1941' } } };

describe('the turn label', () => {
  it('the header says "Turno 3 di 12" by default, and the month the game names with the count', async () => {
    const g = makeGlobal('it', extra);
    const w = mount(WhereHeader, { props: { where: plain }, global: g.global });
    expect(words(w.find('.where-turn__n').text())).toBe('Turno 3 di 12');
    await w.setProps({ where: monthly });
    expect(words(w.find('.where-turn__n').text())).toBe('Giugno 1941 (turno 1 di 24)');
  });

  it('a journal line is headed by the turn as the game names it, in both languages', () => {
    const g = makeGlobal('en', extra);
    const global = g.i18n.global as unknown as { t: (k: string, n: Record<string, unknown>) => string; locale: { value: string } };
    const tx = makeTx((k, n) => global.t(k, n));
    const head = (w: Where) => tx({ key: 'app.journal.where', params: { turn: turnName(w), phase: w.phase } });
    expect(head(plain)).toBe('Turn 3, Phase 1: movement');
    expect(head(monthly)).toBe('June 1941, Phase 1: movement');
    expect(tx(turnProgress(monthly))).toBe('June 1941 (turn 1 of 24)');
    global.locale.value = 'it';
    expect(head(plain)).toBe('Turno 3, Fase 1: movimento');
  });
});
