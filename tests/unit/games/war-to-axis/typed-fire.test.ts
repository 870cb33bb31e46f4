// A shot typed on the spot (no army card on the roster): the fire screen shows anti-personnel
// chosen before anything is tapped, and the rules fire it as shown (5.0), with the odds of the
// black dice before the roll (2.3: two anti-personnel faces of six).
import { describe, expect, it } from 'vitest';
import { defaultFireForm, firePlan } from '@/games/war-to-axis/calculators';
import { wtaSettings } from '@/games/war-to-axis/settings';
import { game, run, ev } from './helpers';

/** The fire card's evaluation, as the fire screen reads it off its plan (5.0–5.5.1). */
const fireEvaluation = (...a: Parameters<typeof firePlan>) => firePlan(...a).evaluation;

const settings = wtaSettings();

describe('5.0: a shot typed on the spot', () => {
  it('5.0: a typed target with no attack picked is shot at anti-personnel, as the screen shows it, never refused', () => {
    const s = run(game('basic'), [ev('wta/basic-roll', { side: 'allies', d6: 4 })]);
    const plan = firePlan(s, { ...defaultFireForm(), dice: 3, elements: 4, range: 2 }, settings);
    expect(plan.attack).toBe('ap');
    expect(plan.dice).toBe(3);
    const e = fireEvaluation(s, { ...defaultFireForm(), dice: 3, elements: 4, range: 2 }, settings);
    expect(JSON.stringify(e.errors ?? [])).not.toContain('wta.error.noAttack');
    expect(JSON.stringify(e.derivation)).toContain('wta.fire.attackType');
  });
  it('5.0: anti-tank picked for a typed target waits for its armour, then fires white dice', () => {
    const s = run(game('basic'), [ev('wta/basic-roll', { side: 'allies', d6: 4 })]);
    const waiting = firePlan(s, { ...defaultFireForm(), dice: 2, elements: 3, attack: 'at' }, settings);
    expect(JSON.stringify(waiting.evaluation)).toContain('wta.firePanel.pickArmour');
    const armoured = firePlan(s, { ...defaultFireForm(), dice: 2, elements: 3, attack: 'at', armour: 'M' }, settings);
    expect(armoured.attack).toBe('at');
    expect(armoured.dice).toBe(2);
  });
});
