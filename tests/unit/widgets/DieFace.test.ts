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
  en: { test: { black: 'Special die (black)', flag: 'Flag', bomb: 'Explosion (HIT)', word: 'A long face name', tank: 'Yellow vehicle' } },
  it: { test: { black: 'Dado speciale (nero)', flag: 'Bandiera', bomb: 'Esplosione (HIT)', word: 'Un nome lungo', tank: 'Veicolo giallo' } },
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
const BURST = 'M12 1 15 9 23 12 15 15 12 23 9 15 1 12 9 9Z';
const white: DieSpec = {
  kind: 'custom',
  colour: '#ffffff',
  faces: [
    { id: 'light', label: { key: 'test.tank' }, icon: 'mdi-tank', colour: '#e8b800' },
    { id: 'burst', label: { key: 'test.bomb' }, path: BURST },
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

  it("a printed symbol no icon set has is drawn from its path, in the die's light or its own colour, and named", () => {
    const { global } = makeGlobal('it', extra);
    const onBlack = mount(DieFace, {
      props: { die: { ...black, faces: [{ id: 'burst', label: { key: 'test.bomb' }, path: BURST }] }, face: 0, size: 48 },
      global,
    });
    expect(onBlack.get('.die').classes()).toContain('die--sticker');
    expect(onBlack.get('.die__sticker path').attributes('d')).toBe(BURST);
    expect(onBlack.get('.die__sticker path').attributes('fill')).toBe('currentColor');
    expect(onBlack.get('.die').attributes('aria-label')).toBe('faccia Esplosione (HIT)');
    expect(onBlack.get('.die').attributes('title')).toBe('Esplosione (HIT)');
  });

  it("a white die's coloured vehicle is drawn in its colour with a dark edge, named for screen readers", () => {
    const { global } = makeGlobal('it', extra);
    const w = mount(DieFace, { props: { die: white, face: 0, size: 48 }, global });
    expect(w.get('.die').classes()).not.toContain('die--dark');
    expect(w.get('.die__icon').classes()).toContain('die__icon--coloured');
    expect(w.get('.die').attributes('aria-label')).toBe('faccia Veicolo giallo');
    expect(w.find('.die__text').exists()).toBe(false);
  });
});
