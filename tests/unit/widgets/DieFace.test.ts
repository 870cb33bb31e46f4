// @vitest-environment happy-dom
// A custom die drawn as the printed one (issue 31, point 2): in its own colour, a dark die
// with light symbols, each face by its symbol and named for screen readers; a face without a
// symbol by its name, which may wrap.
import { describe, expect, it } from 'vitest';
import { mount } from '@vue/test-utils';
import DieFace from '@/components/widgets/DieFace.vue';
import type { DieSpec } from '@/engine/types';
import { makeGlobal } from './helpers';

const extra = {
  en: { test: { black: 'Special die (black)', flag: 'Flag', bomb: 'Explosion (HIT)', word: 'A long face name' } },
  it: { test: { black: 'Dado speciale (nero)', flag: 'Bandiera', bomb: 'Esplosione (HIT)', word: 'Un nome lungo' } },
};
const black: DieSpec = {
  kind: 'custom',
  label: { key: 'test.black' },
  colour: '#222222',
  faces: [
    { id: 'flag', label: { key: 'test.flag' }, icon: 'mdi-flag' },
    { id: 'explosion', label: { key: 'test.bomb' }, icon: 'mdi-bomb' },
  ],
};
const worded: DieSpec = { kind: 'custom', colour: '#ffffff', faces: [{ id: 'w', label: { key: 'test.word' } }] };

describe('2.3 custom dice drawn as the real ones', () => {
  it('a black die is dark with its symbol, square, and says its face to screen readers', () => {
    const { global } = makeGlobal('en', extra);
    const w = mount(DieFace, { props: { die: black, face: 1, size: 48 }, global });
    const die = w.get('.die');
    expect(die.classes()).toContain('die--dark');
    expect(die.classes()).toContain('die--sticker');
    expect(die.attributes('role')).toBe('img');
    expect(die.attributes('aria-label')).toBe('face Explosion (HIT)');
    expect(die.attributes('style')).toContain('width: 48px');
    expect(die.attributes('style')).toContain('--die-colour: #222222');
    expect(w.find('.v-icon').classes()).toContain('mdi-bomb');
    // The symbol stands for the name: no text beside it to run past the card.
    expect(w.find('.die__text').exists()).toBe(false);
  });

  it('a white die is light; a face without a symbol shows its name, free to wrap', () => {
    const { global } = makeGlobal('it', extra);
    const w = mount(DieFace, { props: { die: worded, face: 0, size: 48 }, global });
    const die = w.get('.die');
    expect(die.classes()).not.toContain('die--dark');
    expect(die.classes()).not.toContain('die--sticker');
    expect(w.get('.die__text').text()).toBe('Un nome lungo');
    expect(die.attributes('style')).toContain('max-width: 100%');
  });
});
