// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { mount } from '@vue/test-utils';
import OddsBars from '@/components/widgets/OddsBars.vue';
import { frac } from '@/engine';
import type { Outcome } from '@/engine/types';
import type { DOMWrapper } from '@vue/test-utils';
import { makeGlobal, words } from './helpers';

/** A row as read aloud: its cells' words, in order (the bar cell has none). */
function rowText(row: DOMWrapper<Element>): string {
  return row
    .findAll('th, td')
    .map((c) => words(c.text()))
    .filter((t) => t !== '')
    .join(' ');
}

const extra = {
  en: { test: { hit: 'Hit', miss: 'Miss', never: 'Never' } },
  it: { test: { hit: 'Colpito', miss: 'Mancato', never: 'Mai' } },
};

// Two dice summing to 10 or more: 6/36 = 1/6; the rest 5/6. A synthetic third outcome at 0.
const outcomes: Outcome[] = [
  { id: 'hit', label: { key: 'test.hit' }, p: frac(5, 36), tone: 'good' },
  { id: 'miss', label: { key: 'test.miss' }, p: frac(31, 36), tone: 'bad' },
  { id: 'never', label: { key: 'test.never' }, p: frac(0, 1), tone: 'unknown' },
];

describe('OddsBars', () => {
  it('shows every outcome with its exact fraction and percent', () => {
    const w = mount(OddsBars, { props: { outcomes }, global: makeGlobal('en', extra).global });
    const rows = w.findAll('tbody tr');
    expect(rows).toHaveLength(3);
    expect(rowText(rows[0])).toBe('Hit 5/36 13.9%');
    expect(rowText(rows[1])).toBe('Miss 31/36 86.1%');
    expect(rowText(rows[2])).toBe('Never 0 0.0%');
    expect(w.find('caption').text()).toBe('Odds');
  });

  it('draws each bar in proportion to its probability', () => {
    const w = mount(OddsBars, { props: { outcomes }, global: makeGlobal('en', extra).global });
    const bars = w.findAll('.odds__bar');
    expect(bars[0].attributes('style')).toContain('width: 13.89%');
    expect(bars[1].attributes('style')).toContain('width: 86.11%');
    expect(bars[0].classes()).toContain('odds__bar--good');
    expect(bars[1].classes()).toContain('odds__bar--bad');
  });

  it('marks the outcome that was rolled', () => {
    const w = mount(OddsBars, { props: { outcomes, highlight: 'miss' }, global: makeGlobal('en', extra).global });
    const marked = w.findAll('tr.odds__row--highlight');
    expect(marked).toHaveLength(1);
    expect(marked[0].attributes('data-outcome')).toBe('miss');
    expect(marked[0].attributes('aria-current')).toBe('true');
    expect(marked[0].text()).toContain('rolled');
  });

  it('speaks Italian with a decimal comma', () => {
    const w = mount(OddsBars, { props: { outcomes, highlight: 'hit' }, global: makeGlobal('it', extra).global });
    const rows = w.findAll('tbody tr');
    expect(rowText(rows[0])).toBe('Colpito uscito 5/36 13,9 %');
    expect(w.find('caption').text()).toBe('Probabilità');
  });

  it('keeps table semantics for screen readers', () => {
    const w = mount(OddsBars, { props: { outcomes }, global: makeGlobal('en', extra).global });
    expect(w.find('table').exists()).toBe(true);
    expect(w.findAll('th[scope="row"]')).toHaveLength(3);
    expect(w.findAll('thead th').map((h) => h.text())).toEqual(['Outcome', 'Chart', 'Fraction', 'Percent']);
  });
});
