// @vitest-environment happy-dom
// War to Axis's roster (4.3.4): the trench markers set in a hex by its name are listed there,
// added by name and taken off, each as an event (so the journal tells it); a name missing or
// already holding a marker is said in words and sends nothing.
import { describe, expect, it, vi } from 'vitest';
import { flushPromises, mount } from '@vue/test-utils';
import RosterPanel from '@/components/games/war-to-axis/RosterPanel.vue';
import { wta } from '@/games/war-to-axis';
import en from '@/games/war-to-axis/i18n/en.json';
import it_ from '@/games/war-to-axis/i18n/it.json';
import type { GameEvent, GameModule } from '@/engine/types';
import { useGameStore } from '@/stores';
import { makeGlobal, words } from '../widgets/helpers';
import { ev, game as wtaGame, run } from '../games/war-to-axis/helpers';

describe('War to Axis roster: trench markers in hexes', () => {
  it('4.3.4: a hex trench is listed, added by its name and taken off from the roster, each as an event', async () => {
    const g = makeGlobal('en', { it: it_, en });
    const store = useGameStore();
    store.module = wta as GameModule;
    const s = run(wtaGame('basic'), [ev('wta/trench-add', { hex: 'C3' }), ev('wta/trench-add', { unit: 'u4' })]);
    store.state = s;
    const sent: Omit<GameEvent, 'at'>[][] = [];
    store.dispatch = vi.fn(async (events: Omit<GameEvent, 'at'>[]) => {
      sent.push(events);
    });
    const w = mount(RosterPanel, { global: g.global, attachTo: document.body });
    await flushPromises();
    const box = w.find('[data-testid="wta-hex-trenches"]');
    // Only the hex's marker is listed here; the Grenadiere's own is on their row.
    expect(words(box.text())).toContain('Trench in C3');
    expect(box.findAll('li')).toHaveLength(1);

    // No name: said in words, and the button waits for one.
    const add = () => box.find('[data-testid="wta-hex-trench-add"]');
    expect(words(add().text())).toContain("Type the hex's name or number first.");
    expect(add().find('[data-testid="action-apply"]').attributes('disabled')).toBeDefined();
    // The same hex twice: said in words before any tap, nothing sent.
    await add().find('[data-field="hex"] input').setValue(' c3 ');
    await flushPromises();
    expect(words(add().text())).toContain('There is already a trench marker in c3.');
    await add().find('[data-testid="action-apply"]').trigger('click');
    await flushPromises();
    expect(sent).toEqual([]);

    await add().find('[data-field="hex"] input').setValue('D4');
    await flushPromises();
    await add().find('[data-testid="action-apply"]').trigger('click');
    await flushPromises();
    expect(sent).toEqual([[{ type: 'wta/trench-add', payload: { hex: 'D4' } }]]);
    // Applied: the field is fresh for the next hex.
    expect((add().find('[data-field="hex"] input').element as HTMLInputElement).value).toBe('');

    await box.find('[data-testid="wta-hex-trench-remove"]').trigger('click');
    await flushPromises();
    expect(sent[1]).toEqual([{ type: 'wta/trench-remove', payload: { trench: s.trenches[0].id } }]);
    w.unmount();
  });
});
