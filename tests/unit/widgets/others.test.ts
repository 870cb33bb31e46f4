// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { flushPromises, mount } from '@vue/test-utils';
import DerivationList from '@/components/widgets/DerivationList.vue';
import ProcedureCard from '@/components/widgets/ProcedureCard.vue';
import TrackTile from '@/components/widgets/TrackTile.vue';
import TrackHistoryChart from '@/components/widgets/TrackHistoryChart.vue';
import DiceTray from '@/components/widgets/DiceTray.vue';
import { makeChartAccess, rollDice, seededRng, step } from '@/engine';
import type { FieldValue, ProcedureDef, RulesContext, TrackView } from '@/engine/types';
import { useSettingsStore } from '@/stores';
import itMessages from '@/components/widgets/i18n/it.json';
import enMessages from '@/components/widgets/i18n/en.json';
import { makeGlobal, words } from './helpers';

const extra = {
  en: {
    test: {
      att: 'Attack {a}',
      warn: 'Stronghold: one column left',
      bad: 'No supply',
      total: 'Resolved on {col}',
      card: 'Combat',
      body: 'Total the attack and the defence.',
      attack: 'Attack strength',
      defence: 'Defence strength',
      terrain: 'Terrain',
      clear: 'Clear',
      town: 'Town',
      pa: 'Push points',
      spend: 'Spend 1 PA',
      none: 'No PA left',
      box: 'Box {n} of 5',
      coin: 'Marked die',
      hit: 'Hit',
      miss: 'Miss',
    },
  },
  it: { test: {} },
};
const ctx: RulesContext = { settings: {}, charts: makeChartAccess([], []) };

describe('DerivationList', () => {
  it('12.1: numbers the steps and shows each rule as a chip, tones marked', () => {
    const g = makeGlobal('en', extra);
    const steps = [
      step('test.att', { a: 39 }, '12.1'),
      step('test.warn', {}, '14.3', 'warning'),
      step('test.bad', {}, undefined, 'error'),
      step('test.total', { col: '6:1' }, '12.1', 'result'),
    ];
    const w = mount(DerivationList, { props: { steps }, global: g.global });
    const items = w.findAll('li');
    expect(
      items.map((i) =>
        i
          .find('.derivation__text')
          .text()
          .replace(/^(Warning|Error|Result): /, ''),
      ),
    ).toEqual(['Attack 39', 'Stronghold: one column left', 'No supply', 'Resolved on 6:1']);
    expect(items.map((i) => i.find('.derivation__num').text())).toEqual(['1', '2', '3', '4']);
    expect(words(items[1].find('.rule-chip').text())).toBe('Rule 14.3 14.3');
    expect(items[2].find('.rule-chip').exists()).toBe(false);
    expect(items[1].classes()).toContain('derivation__step--warning');
    // The tone is said in words too, not only by colour and icon.
    expect(items[1].find('.derivation__text').text()).toBe('Warning: Stronghold: one column left');
    expect(items[0].find('.derivation__text').text()).toBe('Attack 39');
    expect(items[3].classes()).toContain('derivation__step--result');
  });

  it('a step for its owner\'s eyes is folded into one line with their count, opened only by two deliberate taps, folded again by "Hide"', async () => {
    const g = makeGlobal('en', extra);
    const steps = [
      step('test.att', { a: 39 }, '12.1'),
      { ...step('test.warn', {}, '14.3'), secret: true },
      { ...step('test.bad', {}, undefined), secret: true },
      step('test.total', { col: '6:1' }, '12.1', 'result'),
    ];
    const w = mount(DerivationList, { props: { steps }, global: g.global });
    const texts = () =>
      w.findAll('li').map((i) =>
        i
          .find('.derivation__text')
          .text()
          .replace(/^Result: /, ''),
      );
    expect(texts()).toEqual(['Attack 39', "For the owner's eyes: 2 steps", 'Resolved on 6:1']);
    expect(w.findAll('.derivation__num').map((x) => x.text())).toEqual(['1', '2']);
    const toggle = w.get('[data-testid="derivation-secret-toggle"]');
    expect(toggle.text()).toBe('Show');
    await toggle.trigger('click');
    expect(texts()).toEqual(['Attack 39', "For the owner's eyes: 2 steps", 'Resolved on 6:1']);
    expect(toggle.text()).toBe("It's mine: show");
    await toggle.trigger('click');
    expect(texts()).toEqual([
      'Attack 39',
      "For the owner's eyes: 2 steps",
      "For the owner's eyes: Stronghold: one column left",
      "For the owner's eyes: No supply",
      'Resolved on 6:1',
    ]);
    expect(toggle.attributes('aria-expanded')).toBe('true');
    await toggle.trigger('click');
    expect(texts()).toEqual(['Attack 39', "For the owner's eyes: 2 steps", 'Resolved on 6:1']);
    expect(toggle.text()).toBe('Show');
  });

  it('a warning whose words already begin with "Warning" is not announced twice', () => {
    const g = makeGlobal('en', {
      ...extra,
      en: { test: { ...(extra.en as { test: object }).test, warnSelf: 'Warning: at PS zero the Soviet loses at once' } },
    });
    const w = mount(DerivationList, { props: { steps: [step('test.warnSelf', {}, '17', 'warning')] }, global: g.global });
    expect(w.find('.derivation__text').text()).toBe('Warning: at PS zero the Soviet loses at once');
  });
});

describe('ProcedureCard', () => {
  function procedure(seen: Record<string, FieldValue>[]): ProcedureDef {
    return {
      id: 'combat',
      title: { key: 'test.card' },
      rule: '12.0',
      body: { key: 'test.body' },
      fields: [
        { id: 'attack', label: { key: 'test.attack' }, kind: 'int', min: 0, rule: '12.1' },
        { id: 'defence', label: { key: 'test.defence' }, kind: 'int', nonZero: true },
        {
          id: 'terrain',
          label: { key: 'test.terrain' },
          kind: 'select',
          options: [
            { value: 'clear', label: { key: 'test.clear' } },
            { value: 'town', label: { key: 'test.town' } },
          ],
        },
      ],
      evaluate(values) {
        seen.push({ ...values });
        const a = values.attack as number | null;
        return {
          errors: a === null ? [{ key: 'engine.input.empty' }] : [],
          derivation: a === null ? [] : [step('test.att', { a }, '12.1')],
          resolve: () => ({ derivation: [], events: [] }),
        };
      },
    };
  }

  it('shows title, rule, body and the fields, and re-evaluates on every input', async () => {
    const g = makeGlobal('en', extra);
    const seen: Record<string, FieldValue>[] = [];
    const w = mount(ProcedureCard, { props: { procedure: procedure(seen), ctx }, global: g.global });
    expect(w.find('.procedure__title-text').text()).toBe('Combat');
    expect(w.find('.procedure__title .rule-chip').text()).toContain('12.0');
    expect(w.text()).toContain('Total the attack and the defence.');
    expect(w.text()).toContain('Attack strength (12.1)');
    expect(seen.at(-1)).toEqual({ attack: null, defence: null, terrain: 'clear' });
    expect(w.find('.flow__errors').text()).toContain('Enter a number.');

    await w.findAll('.number-field input')[0].setValue('39');
    expect(seen.at(-1)).toEqual({ attack: 39, defence: null, terrain: 'clear' });
    expect(w.find('.flow__errors').exists()).toBe(false);
    expect(w.find('.derivation').text()).toContain('Attack 39');

    const town = w.findAll('.fields__toggle-btn').find((b) => b.text() === 'Town')!;
    await town.trigger('click');
    expect(seen.at(-1)).toEqual({ attack: 39, defence: null, terrain: 'town' });
  });

  it('shows a procedure already done, with what happened', () => {
    const g = makeGlobal('en', extra);
    const p = { ...procedure([]), done: { key: 'test.att', params: { a: 12 } } };
    const w = mount(ProcedureCard, { props: { procedure: p, ctx }, global: g.global });
    expect(w.find('.procedure__done').text()).toContain('Done: Attack 12');
    expect(w.find('.flow').exists()).toBe(false);
  });
});

describe('TrackTile', () => {
  const track: TrackView = {
    id: 'pa',
    label: { key: 'test.pa' },
    abbr: 'PA',
    value: 2,
    min: 0,
    max: 5,
    rule: '10.2',
    detail: { key: 'test.box', params: { n: 2 } },
    tone: 'warning',
    actions: [
      { id: 'spend', label: { key: 'test.spend' }, rule: '10.2', events: [{ type: 'armir/spend-pa', payload: { n: 1 }, at: 0 }] },
      { id: 'spend2', label: { key: 'test.spend' }, disabledReason: { key: 'test.none' }, events: [] },
    ],
  };

  it('shows the value big, its scale, rule and detail; a tapped action is emitted, a refused one says why', async () => {
    const g = makeGlobal('en', extra);
    const w = mount(TrackTile, { props: { track }, global: g.global });
    expect(w.find('.track__value').text()).toBe('2');
    expect(w.find('.track__abbr').text()).toBe('PA');
    expect(w.find('.track__value-row').attributes('aria-label')).toBe('Push points: 2');
    expect(w.find('.track__ends').text()).toMatch(/0\s*5/);
    expect(w.text()).toContain('Box 2 of 5');
    expect(w.classes()).toContain('track--warning');
    const [ok, refused] = w.findAll('.track__action');
    expect(refused.find('button').attributes('disabled')).toBeDefined();
    expect(refused.text()).toContain('No PA left');
    await ok.find('button').trigger('click');
    expect(w.emitted('action')).toEqual([[track.actions![0]]]);
    await refused.find('button').trigger('click');
    expect(w.emitted('action')).toHaveLength(1);
  });

  it('shows the action the screen runs, and why it failed, from its props alone', async () => {
    const g = makeGlobal('en', extra);
    const w = mount(TrackTile, { props: { track, busy: 'spend', error: { key: 'test.none' } }, global: g.global });
    await w.find('.track__action button').trigger('click');
    expect(w.emitted('action')).toBeUndefined();
    expect(w.find('[role="alert"]').text()).toBe('No PA left');
  });

  it('a negative value reads with the true minus sign, as in the messages', () => {
    const g = makeGlobal('it', extra);
    const w = mount(TrackTile, { props: { track: { ...track, value: -3, min: -10, max: 10, actions: [] } }, global: g.global });
    expect(w.find('.track__value').text()).toBe('\u22123');
    expect(w.find('.track__ends').text()).toMatch(/^\u221210\s*10$/);
  });
});

describe('TrackHistoryChart', () => {
  it('draws one track over the turns and tells the same in words', () => {
    const g = makeGlobal('en', extra);
    const points = [
      { turn: 1, values: { pa: 5, vp: 0 } },
      { turn: 2, values: { pa: 3, vp: 1 } },
      { turn: 3, values: { pa: 4, vp: 1 } },
      { turn: 4, values: { pa: 1, vp: 2 } },
    ];
    const w = mount(TrackHistoryChart, { props: { points, trackId: 'pa', label: { key: 'test.pa' } }, global: g.global });
    expect(w.find('figcaption').text()).toBe('History: Push points');
    expect(w.findAll('circle')).toHaveLength(4);
    expect(w.findAll('.history__xlabel').map((t) => t.text())).toEqual(['T1', 'T2', 'T3', 'T4']);
    expect(w.find('.history__summary').text()).toBe('Push points: from 5 on turn 1 to 1 on turn 4; lowest 1, highest 5.');
  });

  it('says so when there is no history yet', () => {
    const g = makeGlobal('en', extra);
    const w = mount(TrackHistoryChart, { props: { points: [], trackId: 'pa', label: 'PA' }, global: g.global });
    expect(w.find('svg').exists()).toBe(false);
    expect(w.text()).toContain('No history yet for PA.');
  });
});

describe('DiceTray', () => {
  it('rolls the chosen number of d6, shows the sum, and says what the screen did with the roll', async () => {
    vi.useFakeTimers();
    try {
      const g = makeGlobal('en', extra);
      useSettingsStore().diceMode = 'app';
      const w = mount(DiceTray, { props: { rng: seededRng(3), dice: ['1d6', '2d6', '2d6'] }, global: g.global });
      expect(w.findAll('.tray__presets button').map((b) => b.text())).toEqual(['1d6', '2d6']);
      await w
        .findAll('.tray__n')
        .find((b) => b.text() === '3')!
        .trigger('click');
      await w.find('.dice-roller__roll').trigger('click');
      await vi.advanceTimersByTimeAsync(650);
      await flushPromises();
      const spec = {
        dice: [1, 2, 3].map(() => ({ kind: 'numbered' as const, sides: 6 })),
        label: { key: 'widgets.tray.label', params: { dice: '3d6' } },
      };
      const rolled = rollDice(spec, seededRng(3));
      expect(w.emitted('rolled')).toEqual([[rolled, spec]]);
      expect(w.find('.tray__sum').text()).toBe(`Total: ${rolled.faces.reduce((a, b) => a + b, 0)}`);
      await w.setProps({ journaled: true });
      expect(w.text()).toContain('Written in the journal.');
      await w.setProps({ journaled: null, error: { key: 'test.none' } });
      expect(w.find('[role="alert"]').text()).toBe('No PA left');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("DiceTray: a game's own dice", () => {
  it("pools any number of each die, gives each face's exact odds before the roll, and counts the faces after it", async () => {
    const g = makeGlobal('en', extra);
    useSettingsStore().diceMode = 'app';
    const marked = {
      kind: 'custom' as const,
      faces: [
        { id: 'hit', label: { key: 'test.hit' }, icon: 'mdi-flag' },
        { id: 'hit', label: { key: 'test.hit' }, icon: 'mdi-flag' },
        { id: 'miss', label: { key: 'test.miss' }, icon: 'mdi-minus' },
      ],
      label: { key: 'test.coin' },
    };
    const w = mount(DiceTray, { props: { rng: seededRng(5), pool: [marked] }, global: g.global });
    const more = w.findAll('[data-testid="tray-pool"] button')[1]!;
    await more.trigger('click');
    await more.trigger('click');
    // Two dice of three faces, two of them "Hit": at least one hit 8/9, exactly 0, 1, 2: 1/9, 4/9, 4/9.
    const row = w.findAll('.tray__odds tbody tr')[0]!;
    expect(row.text()).toContain('Hit');
    expect(row.text()).toContain('88.9%');
    expect(row.text()).toContain('0: 11.1% · 1: 44.4% · 2: 44.4%');
    vi.useFakeTimers();
    try {
      await w.find('.dice-roller__roll').trigger('click');
      await vi.advanceTimersByTimeAsync(650);
      await flushPromises();
    } finally {
      vi.useRealTimers();
    }
    const [rolled, spec] = w.emitted('rolled')![0]!;
    expect(spec.dice).toHaveLength(2);
    const hits = rolled.faces.filter((f) => f < 2).length;
    const tallies = w.findAll('.tray__tallies li').map((l) => l.text());
    if (hits) expect(tallies).toContain(`${hits} × Hit`);
    if (hits < 2) expect(tallies).toContain(`${2 - hits} × Miss`);
  });
});

describe('widget messages', () => {
  const keys = (o: object, p = ''): string[] =>
    Object.entries(o).flatMap(([k, v]) => (typeof v === 'object' && v !== null ? keys(v, `${p}${k}.`) : [`${p}${k}`]));

  it('Italian and English have exactly the same keys, all under widgets.*', () => {
    expect(keys(itMessages).sort()).toEqual(keys(enMessages).sort());
    expect(keys(itMessages).every((k) => k.startsWith('widgets.'))).toBe(true);
  });

  it('no message is empty and none uses a character vue-i18n would misread', () => {
    for (const m of [itMessages, enMessages]) {
      const walk = (o: Record<string, unknown>): string[] =>
        Object.values(o).flatMap((v) => (typeof v === 'string' ? [v] : walk(v as Record<string, unknown>)));
      for (const s of walk(m)) {
        expect(s.trim()).not.toBe('');
        // " | " parts a count's singular from its plural, and then the count is in the words.
        expect(s.replace(/ \| /g, '')).not.toMatch(/[@|$]/);
        if (s.includes(' | ')) expect(s).toMatch(/\{(n|count)\}/);
      }
    }
  });
});
