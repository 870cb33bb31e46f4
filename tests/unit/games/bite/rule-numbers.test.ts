// Every rule a player sees beside a step or a journal line is a number of the rulebook (or a
// scenario of its manual), never a code of the rules notes: the player's rulebook has no
// "AMB-nn". Where the app follows a doubtful reading, the sentence says so in words.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import it_ from '@/games/bite/i18n/it.json';
import en_ from '@/games/bite/i18n/en.json';
import { setupState, type Block } from '@/games/bite/state';
import { surrenderGain } from '@/games/bite/supply';
import { incomeOf, repairPrice } from '@/games/bite/economy';
import { bombingEffect, lendLeaseOf } from '@/games/bite/optional';
import type { Step } from '@/engine/types';
import { inProduction } from './gapsHelpers';
import { SRC, filesUnder, messageEntries } from '../../support/files';

const BITE = join(SRC, 'games', 'bite');

/** A source without its comments (the notes' codes may stay there, for the programmer). */
const code = (src: string) => src.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');

const unit = (p: Partial<Block>): Block => ({
  id: 'b1',
  name: 'U',
  nation: 'germany',
  cls: 'infantry',
  maxSp: 3,
  sp: 3,
  colours: ['black', 'black', 'black'],
  shield: false,
  mountain: false,
  ski: false,
  zeroBase: false,
  supplied: false,
  eliminated: false,
  ...p,
});
const rules = (steps: Step[]) => steps.map((s) => [s.key, s.rule]);

describe("BITE: the rules cited to the player are the rulebook's", () => {
  it('no message, in either language, prints a code of the rules notes', () => {
    for (const lang of [it_, en_]) expect([...messageEntries(lang)].filter(([, v]) => /AMB-\d/.test(String(v)))).toEqual([]);
  });

  it('no step or journal line of the module cites a code of the rules notes as its rule', () => {
    const found = filesUnder(BITE)
      .filter((p) => p.endsWith('.ts'))
      .flatMap((p) =>
        code(readFileSync(p, 'utf8'))
          .split('\n')
          .filter((l) => /AMB-\d/.test(l))
          .map((l) => `${p}: ${l.trim()}`),
      );
    expect(found).toEqual([]);
  });

  it('12.5 (AMB-36): a surrendering paratroop gives the colour it is rebuilt with, cited to 12.5 and said to be the recommended reading', () => {
    const s = setupState('SBE9', { advanced: true });
    const para = surrenderGain(s, unit({ nation: 'ussr', cls: 'paratroop' }));
    const tank = surrenderGain(s, unit({ nation: 'ussr', cls: 'armour' }));
    if (!para.ok || !tank.ok) throw new Error('gain');
    expect(rules(para.steps)).toContainEqual(['bite.eco.supply.gainKindRead', '12.5']);
    expect(rules(tank.steps)).toContainEqual(['bite.eco.supply.gainKind', '12.5']);
    expect(it_.bite.eco.supply.gainKindRead).toContain('(lettura consigliata)');
    expect(en_.bite.eco.supply.gainKindRead).toContain('(recommended reading)');
  });

  it("SBE1 (AMB-32): no income before the scenario's first production month, cited to the scenario", () => {
    const s = setupState('SBE1', {});
    expect(rules(incomeOf(s, 'germany').steps)).toEqual([['bite.eco.step.notYet', 'SBE1']]);
  });

  it("11.0 (AMB-34): the price of a step in the unit's colour cites 11.0, and says which reading it follows", () => {
    const s = inProduction(setupState('SBE9', { advanced: true }), 'axis');
    const tank = unit({ cls: 'armour', sp: 2, supplied: true, colours: ['black', 'black', 'black'] });
    const both = repairPrice(s, tank, 1);
    const one = repairPrice(s, tank, 1, { settings: { repairPricing: 'yellowOnly' } });
    if (!both.ok || !one.ok) throw new Error('price');
    expect(rules(both.steps)).toContainEqual(['bite.eco.step.kindBoth', '11.0']);
    expect(rules(one.steps)).toContainEqual(['bite.eco.step.kindOne', '11.0']);
    expect(it_.bite.eco.step.kindBoth).toContain('(lettura consigliata)');
    expect(en_.bite.eco.step.kindOne).toContain('the other reading');
  });

  it("34.0 (AMB-26): the Persian Corridor from May 1942 by setting cites 34.0 and names the date's source", () => {
    const may = lendLeaseOf({ year: 1942, month: 5 }, { settings: { persianCorridor: 'may' } });
    const june = lendLeaseOf({ year: 1942, month: 6 });
    expect(rules(may.steps)[0]).toEqual(['bite.optional.step.llPeriodIntro', '34.0']);
    expect(rules(june.steps)[0]).toEqual(['bite.optional.step.llPeriod', '34.0']);
  });

  it("32.0/32.1 (AMB-45): an Allied raid's loss lasts the turn as 32.0 says; ten hits destroy only by setting (32.1)", () => {
    expect(rules(bombingEffect('industry', 2, 3, true).steps)).toContainEqual(['bite.optional.step.bombOneTurnRaid', '32.0']);
    expect(rules(bombingEffect('industry', 10, 3, true, { settings: { raidDestroys: true } }).steps)).toContainEqual([
      'bite.optional.step.bombDestroyedRaid',
      '32.1',
    ]);
    expect(rules(bombingEffect('industry', 10, 3, false).steps)).toContainEqual(['bite.optional.step.bombDestroyed', '32.1']);
  });
});
