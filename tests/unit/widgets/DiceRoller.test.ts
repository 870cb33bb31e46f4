// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mount } from '@vue/test-utils';
import DiceRoller from '@/components/widgets/DiceRoller.vue';
import { rollDice, seededRng } from '@/engine';
import type { RollSpec } from '@/engine/types';
import { useGameStore, useSettingsStore } from '@/stores';
import { makeGlobal } from './helpers';

const extra = {
  en: { test: { roll: 'Combat roll', red: 'red', white: 'white' } },
  it: { test: { roll: 'Tiro di combattimento', red: 'rosso', white: 'bianco' } },
};
const d6: RollSpec = { dice: [{ kind: 'numbered', sides: 6 }], label: { key: 'test.roll' }, rule: '12.3' };
const twoD6: RollSpec = {
  dice: [
    { kind: 'numbered', sides: 6 },
    { kind: 'numbered', sides: 6 },
  ],
  label: { key: 'test.roll' },
};

function setup(lang: 'it' | 'en' = 'en') {
  const g = makeGlobal(lang, extra);
  const settings = useSettingsStore();
  return { g, settings };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('DiceRoller, physical dice', () => {
  it('refuses a 7 typed for a d6, with the reason, and emits nothing', async () => {
    const { g, settings } = setup();
    settings.diceMode = 'physical';
    const w = mount(DiceRoller, { props: { spec: d6, faceButtons: false }, global: g.global });
    await w.find('.number-field input').setValue('7');
    await w.find('.dice-roller__confirm').trigger('click');
    expect(w.emitted('rolled')).toBeUndefined();
    expect(w.find('.dice-roller__error').text()).toContain('Die 1 cannot roll 7: its faces go from 1 to 6.');
  });

  it('takes a valid typed die', async () => {
    const { g, settings } = setup();
    settings.diceMode = 'physical';
    const w = mount(DiceRoller, { props: { spec: d6, faceButtons: false }, global: g.global });
    await w.find('.number-field input').setValue('4');
    await w.find('.dice-roller__confirm').trigger('click');
    expect(w.emitted('rolled')).toEqual([[{ faces: [4], source: 'physical' }]]);
  });

  it('lets players tap the faces of two d6, and asks for a missing die', async () => {
    const { g, settings } = setup();
    settings.diceMode = 'physical';
    const w = mount(DiceRoller, { props: { spec: twoD6 }, global: g.global });
    const rows = w.findAll('.dice-roller__faces-row');
    expect(rows).toHaveLength(2);
    expect(rows[0].findAll('button')).toHaveLength(6);
    await rows[0].find('[data-face="3"]').trigger('click');
    await w.find('.dice-roller__confirm').trigger('click');
    expect(w.emitted('rolled')).toBeUndefined();
    expect(w.find('.dice-roller__error').text()).toContain('Enter the value of die 2.');
    await rows[1].find('[data-face="5"]').trigger('click');
    expect(rows[1].find('[data-face="5"]').attributes('aria-checked')).toBe('true');
    await w.find('.dice-roller__confirm').trigger('click');
    expect(w.emitted('rolled')).toEqual([[{ faces: [3, 5], source: 'physical' }]]);
    expect(w.find('[role="status"]').text()).toBe('Rolled: 3, 5 (total 8)');
  });

  it('shows the colour of coloured dice (Inferno 3d6: two of one colour, one odd)', async () => {
    const { g, settings } = setup();
    settings.diceMode = 'physical';
    const spec: RollSpec = {
      dice: [
        { kind: 'numbered', sides: 6, colour: 'white', label: { key: 'test.white' } },
        { kind: 'numbered', sides: 6, colour: 'white', label: { key: 'test.white' } },
        { kind: 'numbered', sides: 6, colour: 'red', label: { key: 'test.red' } },
      ],
      label: { key: 'test.roll' },
    };
    const w = mount(DiceRoller, { props: { spec }, global: g.global });
    const dice = w.findAll('.dice-roller__die');
    expect(dice[2].attributes('style')).toContain('--die-colour: red');
    expect(dice[2].text()).toContain('Die 3: red');
  });
});

describe('DiceRoller, table dice given by count', () => {
  const threeD6: RollSpec = { dice: [0, 1, 2].map(() => ({ kind: 'numbered' as const, sides: 6 })), label: { key: 'test.roll' } };
  const hits = { groups: [{ id: 'hit5', label: { key: 'test.red' }, faces: [5, 6], dice: [0, 1, 2] }] };

  it("offers one row of counts 0–3 with each count's exact odds, and one tap gives the roll, journaled by its count", async () => {
    const { g, settings } = setup();
    settings.diceMode = 'physical';
    const w = mount(DiceRoller, { props: { spec: threeD6, counts: hits }, global: g.global });
    const options = w.findAll('.dice-roller__count-option');
    expect(options.map((o) => o.attributes('data-count'))).toEqual(['0', '1', '2', '3']);
    // 8/27, 12/27, 6/27, 1/27.
    expect(options.map((o) => o.attributes('aria-label'))).toEqual(['red: 0, odds 29.6%', 'red: 1, odds 44.4%', 'red: 2, odds 22.2%', 'red: 3, odds 3.7%']);
    await options[2].trigger('click');
    expect(w.emitted('rolled')).toEqual([[{ faces: [5, 5, 1], source: 'physical', counts: [{ id: 'hit5', label: { key: 'test.red' }, n: 2 }] }]]);
    expect(w.find('[role="status"]').text()).toBe('Counted: red: 2');
  });

  it('two groups on the same dice leave no room for more dice than rolled; the last count given is the roll', async () => {
    const { g, settings } = setup();
    settings.diceMode = 'physical';
    const two = { groups: [hits.groups[0], { id: 'one', label: { key: 'test.white' }, faces: [1], dice: [0, 1, 2] }] };
    const w = mount(DiceRoller, { props: { spec: threeD6, counts: two }, global: g.global });
    await w.find('[data-group="hit5"] [data-count="2"]').trigger('click');
    expect(w.emitted('rolled')).toBeUndefined();
    expect(w.find('[data-group="one"] [data-count="2"]').attributes('disabled')).toBeDefined();
    await w.find('[data-group="one"] [data-count="1"]').trigger('click');
    expect(w.emitted('rolled')?.[0][0]).toMatchObject({ faces: [5, 5, 1], source: 'physical' });
  });

  it('faces one by one stay available for players who prefer them', async () => {
    const { g, settings } = setup();
    settings.diceMode = 'physical';
    const w = mount(DiceRoller, { props: { spec: threeD6, counts: hits }, global: g.global });
    await w.find('.dice-roller__by-faces').trigger('click');
    expect(w.findAll('.dice-roller__count-option')).toHaveLength(0);
    expect(w.findAll('.dice-roller__faces-row')).toHaveLength(3);
    expect(w.find('.dice-roller__by-count').exists()).toBe(true);
  });
});

describe('DiceRoller, the app rolls', () => {
  it('rolls with the given RNG after a short shake and announces the result', async () => {
    vi.useFakeTimers();
    const { g } = setup();
    const w = mount(DiceRoller, { props: { spec: twoD6, rng: seededRng(7) }, global: g.global });
    const expected = rollDice(twoD6, seededRng(7));
    await w.find('.dice-roller__roll').trigger('click');
    expect(w.emitted('rolled')).toBeUndefined();
    await vi.advanceTimersByTimeAsync(650);
    expect(w.emitted('rolled')).toEqual([[expected]]);
    const faces = w.findAll('.die').map((d) => Number(d.attributes('data-face')));
    expect(faces).toEqual(expected.faces);
    const sum = expected.faces[0] + expected.faces[1];
    expect(w.find('[role="status"]').text()).toBe(`Rolled: ${expected.faces.join(', ')} (total ${sum})`);
  });

  it('a roll made elsewhere (two phones) shows the dice the record has, not a roll of its own, and only once they are recorded', async () => {
    vi.useFakeTimers();
    const { g } = setup();
    let give: (r: { faces: number[]; source: 'app' }) => void = () => undefined;
    const draw = vi.fn(() => new Promise<{ faces: number[]; source: 'app' }>((resolve) => (give = resolve)));
    const w = mount(DiceRoller, { props: { spec: twoD6, rng: seededRng(7), draw }, global: g.global });
    await w.find('.dice-roller__roll').trigger('click');
    await vi.advanceTimersByTimeAsync(650);
    expect(w.emitted('rolled')).toBeUndefined(); // not on the record yet: nothing shown
    give({ faces: [6, 2], source: 'app' });
    await vi.advanceTimersByTimeAsync(10);
    expect(draw).toHaveBeenCalledTimes(1);
    expect(w.emitted('rolled')).toEqual([[{ faces: [6, 2], source: 'app' }]]);
    expect(w.findAll('.die').map((d) => Number(d.attributes('data-face')))).toEqual([6, 2]);
  });

  it('a roll made elsewhere that cannot be made (the phones unlinked) is said in words, and nothing is shown', async () => {
    vi.useFakeTimers();
    const { g } = setup();
    const draw = () => Promise.reject(Object.assign(new Error('x'), { text: { key: 'app.link.rollNeedsLink' } }));
    const w = mount(DiceRoller, { props: { spec: d6, draw }, global: g.global });
    await w.find('.dice-roller__roll').trigger('click');
    await vi.advanceTimersByTimeAsync(650);
    expect(w.emitted('rolled')).toBeUndefined();
    expect(w.find('.dice-roller__error').text()).toContain('only while the phones are linked');
  });

  it("a roll a game keeps (a ledger's), in a game shared between two phones, is drawn with both phones first, then kept: never this phone's dice alone", async () => {
    vi.useFakeTimers();
    const { g } = setup();
    const game = useGameStore();
    const order: string[] = [];
    const drawn = vi.fn((payload: Record<string, unknown>) => {
      order.push('drawn');
      expect(payload).toEqual({ spec: JSON.parse(JSON.stringify(twoD6)) });
      return Promise.resolve({ faces: [5, 1], source: 'app' as const });
    });
    game.rollElsewhere = () => drawn;
    const record = vi.fn((r: { faces: number[] }) => {
      order.push(`kept ${r.faces.join(' ')}`);
      return Promise.resolve(true);
    });
    const w = mount(DiceRoller, { props: { spec: twoD6, rng: seededRng(7), record }, global: g.global });
    await w.find('.dice-roller__roll').trigger('click');
    await vi.advanceTimersByTimeAsync(650);
    expect(order).toEqual(['drawn', 'kept 5 1']);
    expect(w.emitted('rolled')).toEqual([[{ faces: [5, 1], source: 'app' }]]);
  });

  it('switches to table dice for this roll only', async () => {
    const { g, settings } = setup('it');
    const w = mount(DiceRoller, { props: { spec: d6 }, global: g.global });
    expect(w.find('.dice-roller__roll').text()).toBe('Tira');
    await w.find('.dice-roller__mode input').setValue(true);
    expect(w.find('.dice-roller__confirm').text()).toBe('Conferma');
    expect(settings.diceMode).toBe('app');
  });
});
