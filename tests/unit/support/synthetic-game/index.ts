/**
 * A small synthetic game (never shipped), as "How to add a game" (docs/ARCHITECTURE.md) builds
 * one: a fort with a garrison and an enemy in front of it. Its own rules, numbered here:
 * 1.1 the garrison holds at most 6 men; 1.2 a sortie rolls one d6 and on 4 or more the enemy
 * loses a step; an enemy with no steps left cannot lose one.
 * One event with `allowed`, one table action, one calculator with a roll: everything the
 * guide asks of a game's rules, and nothing more.
 */
import * as v from 'valibot';
import { d6Question, rollCard } from '@/engine/resolution';
import { defineEvent, eventBook } from '@/engine/events';
import type { ActionDef, GameModule, JournalText, ProcedureDef, Text } from '@/engine/types';

export interface FortState {
  turn: number;
  garrison: number;
  enemy: number;
}

const def = defineEvent<FortState>();
const said = (key: string, params: Record<string, number>, rule: string): JournalText => ({
  text: { key: `fort.journal.${key}`, params },
  rules: [rule],
  category: 'track',
});
const count = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(99));

export const fortBook = eventBook<FortState>([
  def({
    type: 'fort/garrison',
    schema: v.strictObject({ men: count }),
    // 1.1: at most 6 men in the fort.
    allowed: (_, p) => (p.men > 6 ? { text: { key: 'fort.refuse.tooMany', params: { max: 6 } }, rule: '1.1' } : null),
    reduce: (s, p) => ({ ...s, garrison: p.men }),
    describe: (p) => said('garrison', { n: p.men }, '1.1'),
  }),
  def({
    type: 'fort/enemy-loss',
    schema: v.strictObject({ steps: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(3)) }),
    // 1.2: an enemy with no steps left cannot lose one.
    allowed: (s, p) => (s.enemy < p.steps ? { text: { key: 'fort.refuse.noEnemy' }, rule: '1.2' } : null),
    reduce: (s, p) => ({ ...s, enemy: s.enemy - p.steps }),
    describe: (p) => said('enemyLoss', { n: p.steps }, '1.2'),
  }),
]);

/** The table action: the players set the garrison (1.1). */
function garrisonAction(s: FortState): ActionDef {
  return {
    id: 'fort.garrison',
    title: { key: 'fort.action.garrison' },
    rule: '1.1',
    place: 'phase',
    fields: [{ id: 'men', label: { key: 'fort.field.men' }, kind: 'int', min: 0, max: 99, default: s.garrison }],
    check: (values) =>
      typeof values.men === 'number' ? { events: [{ type: 'fort/garrison', payload: { men: values.men }, at: 0 }] } : { waiting: [{ key: 'fort.field.men' }] },
  };
}

/** The calculator: a sortie, one d6, 4 or more and the enemy loses a step (1.2). */
const sortie: ProcedureDef = {
  id: 'fort.sortie',
  title: { key: 'fort.sortie.title' },
  rule: '1.2',
  evaluate: () => {
    const hit: Text = { key: 'fort.sortie.hit' };
    const miss: Text = { key: 'fort.sortie.miss' };
    const q = d6Question('roll', { key: 'fort.sortie.roll' }, '1.2', (die) =>
      die >= 4 ? { id: 'hit', label: hit, tone: 'good' } : { id: 'miss', label: miss, tone: 'bad' },
    );
    return rollCard([], [{ key: 'fort.sortie.needs', params: { n: 4 }, rule: '1.2' }], q, (faces) =>
      faces[0] >= 4
        ? { derivation: [{ ...hit, rule: '1.2', tone: 'result' }], events: [{ type: 'fort/enemy-loss', payload: { steps: 1 }, at: 0 }] }
        : { derivation: [{ ...miss, rule: '1.2', tone: 'result' }], events: [] },
    );
  },
};

export const fort: GameModule<FortState> = {
  id: 'fort',
  title: { key: 'fort.title' },
  stateVersion: 1,
  sides: [
    { id: 'garrison', name: { key: 'fort.side.garrison' }, colour: '#335' },
    { id: 'enemy', name: { key: 'fort.side.enemy' }, colour: '#a33' },
  ],
  scenarios: [{ id: 'siege', title: { key: 'fort.scenario.siege' }, turns: 3 }],
  options: [],
  interpretations: [],
  charts: [],
  setup: () => ({ turn: 1, garrison: 0, enemy: 3 }),
  reduce: fortBook.reduce,
  check: fortBook.check,
  legal: fortBook.legal,
  inert: fortBook.inert,
  describe: fortBook.describe,
  where: (s) => ({ turn: s.turn, turns: 3, phase: { key: 'fort.phase' }, asks: { key: 'fort.asks' } }),
  tracks: (s) => [
    { id: 'garrison', label: { key: 'fort.side.garrison' }, value: s.garrison, min: 0, max: 6, rule: '1.1' },
    { id: 'enemy', label: { key: 'fort.side.enemy' }, value: s.enemy, min: 0, max: 3, rule: '1.2' },
  ],
  procedures: () => [],
  actions: (s) => [garrisonAction(s)],
  calculators: () => [sortie],
  victory: () => null,
};
