// Issue 10: an evening of Blocks in the East on a phone, in Italian — SBE3 with the advanced
// rules and 39.0 (light rain): the turn chart's fixed weather typed for its months, the game
// played month by month into October 1941 with its weather rolled (39.0: September's rain is
// never repeated), the blocks typed into the roster, and a battle in phase B7: air
// units on both sides, a river crossing into a major city, the artillery reduced after firing,
// a shield taking two hits, a tie the owner decides, a second round, a reload in the middle,
// and the damage landing on the roster. Dice are typed from the table, so every result is
// known in advance (the same battle is walked in tests/unit/games/bite/module.test.ts).
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { open, useBrowser } from './browser';
import {
  applyIn,
  card,
  choice,
  debugShot,
  derivationSteps,
  facesOneByOne,
  home,
  newGame,
  nextPhase,
  pick,
  pickChips,
  section,
  see,
  textOf,
  typeDice,
  typeNumber,
  until,
  where,
  whereText,
} from './helpers';

const browser = useBrowser();

/** The question of the battle's flow waiting for an answer, by its id. */
function question(scope: Locator, id: string): Locator {
  return scope.locator(`.flow__next[data-question="${id}"]`);
}

/** A roll of the battle: every die shows `face` (typed from the table). Returns the number of dice. */
async function roll(scope: Locator, id: string, face: number): Promise<number> {
  const q = question(scope, id);
  await q.waitFor();
  // The exact odds of the hits are on screen before the dice.
  await q.locator('.odds').first().waitFor();
  const roller = q.locator('.dice-roller').first();
  if (!(await roller.getAttribute('class'))?.includes('dice-roller--physical')) await roller.getByLabel(/Dadi al tavolo|Table dice/).check();
  await facesOneByOne(roller);
  await q.locator('.dice-roller__die').first().waitFor();
  const n = await q.locator('.dice-roller__die').count();
  await typeDice(q, ...Array.from({ length: n }, () => face));
  await q.waitFor({ state: 'detached' });
  return n;
}

async function choose(scope: Locator, id: string, choice: string): Promise<void> {
  const q = question(scope, id);
  await q.waitFor();
  await q.locator(`[data-choice="${choice}"]`).click();
  await q.waitFor({ state: 'detached' });
}

interface BlockIn {
  name: string;
  nation: string;
  cls: string;
  sp: number;
  shield?: boolean;
}

async function addBlocks(page: Page, blocks: BlockIn[]): Promise<void> {
  const roster = await section(page, 'markers');
  const form = roster.getByTestId('bite-roster-form');
  for (const b of blocks) {
    // A fresh form for each block (the class list starts from infantry again).
    await roster.getByTestId('bite-roster-add').click();
    await form.waitFor();
    await form.getByTestId('bite-roster-form-name').getByRole('textbox').fill(b.name);
    await choice(page, form.getByTestId('bite-roster-form-nation'), b.nation);
    await choice(page, form.getByTestId('bite-roster-form-class'), b.cls);
    await typeNumber(form, 'PF massimi', b.sp);
    await typeNumber(form, 'PF attuali', b.sp);
    const shield = form.getByTestId('bite-roster-form-shield').getByRole('checkbox');
    if ((await shield.isChecked()) !== !!b.shield) await shield.click();
    await form.getByTestId('bite-roster-save').click();
    await see(roster, `Aggiunto: ${b.name}.`);
  }
  await roster.getByTestId('bite-roster-close').click();
}

describe('Blocks in the East: SBE3, from June into October 1941, and a battle in two rounds', () => {
  it('the fixed weather typed, October rolled, blocks typed, a battle with air, river, major city, artillery, shield, a second round and a reload', async () => {
    const { context, page } = await open(browser());
    try {
      await home(page);
      await newGame(page, {
        game: 'Blocks in the East',
        name: 'Verso Rostov',
        options: async (dialog) => {
          await dialog.locator('.scenario-select .v-field').click();
          await page.locator('.v-overlay--active .v-list-item').filter({ hasText: 'SBE3' }).click();
          await until('SBE3 chosen', async () => (await dialog.locator('.scenario-select').innerText()).includes('SBE3'));
          // The scenario's recommended layers are one tap away; tonight the table adds RA and 39.0 by hand.
          await see(dialog.getByTestId('option-preset-recommended'), 'Consigliate per SBE3: il gioco base');
          await see(dialog.getByTestId('option-group-weather'), 'Vivamente consigliata');
          // Rules dated to months SBE3 never reaches (30.0 from January 1942, 36.0 from July 1943), the
          // RHG and Slovak garrisons a short scenario leaves out (27.0), and SBE5's own supremacy, are
          // not offered; the dialog says so.
          await see(
            dialog.getByTestId('options-not-offered'),
            "Questo scenario non può usare: 27.0 Guarnigioni, 30.0 Rivoluzionari ceceni, 36.0 Resa dell'Italia, Supremazia aerea della Luftwaffe.",
          );
          expect(await dialog.getByLabel('Supremazia aerea della Luftwaffe', { exact: true }).count()).toBe(0);
          await dialog.getByLabel('Regole avanzate (RA)', { exact: true }).check();
          await dialog.getByLabel('39.0 Pioggia leggera', { exact: true }).check();
        },
      });
      // 1.1, 7.0: the turn is its month; phase A, the weather.
      expect((await whereText(page)).toLowerCase()).toContain('giugno 1941 (turno 1 di 6) a. condizioni meteorologiche');

      // 9.0: the turn chart's weather, typed once: June–August fair, September rain, November snow.
      const charts = await section(page, 'charts');
      await charts.locator('.v-list-item').filter({ hasText: 'Tempo della tabella dei turni' }).getByRole('button', { name: 'Compila' }).click();
      const editor = page.locator('.chart-editor');
      await editor.waitFor();
      const typed: Record<string, string> = { '6': 'S', '7': 'S', '8': 'S', '9': 'P', '11': 'N' };
      for (const [m, v] of Object.entries(typed)) await editor.locator(`input[data-cell="1941|${m}"]`).fill(v);
      expect(await editor.locator('input[data-cell="1941|10"]').inputValue()).toBe('D');
      await editor.getByRole('button', { name: 'Salva' }).click();
      await page.locator('.v-overlay--active .v-toolbar').getByRole('button', { name: 'Chiudi' }).click();
      await editor.waitFor({ state: 'hidden' });

      await section(page, 'phase');
      const weather = card(page, 'bite.weather');
      await see(weather, 'giugno 1941: Sereno, dalla tabella dei turni.');
      await debugShot(page, 'bite-june');

      // Month by month: 20 taps a turn (A, B2–B10, C2–C10, D; 7.1: without 35.0 a next passes over B1 and C1), into October.
      for (let i = 0; i < 20 * 4; i++) await nextPhase(page);
      expect((await whereText(page)).toLowerCase()).toContain('ottobre 1941 (turno 5 di 6)');
      // 39.0: 1–2 fair, 3–4 light rain, 5–6 rain (September's: rolled again). The table rolls a 1.
      await see(weather, '1–2 sereno, 3–4 pioggia leggera, 5–6 pioggia');
      await typeDice(weather, 1);
      await see(weather, 'Dado 1: Sereno.');
      await applyIn(weather);
      await see(weather, 'Tempo del mese: Sereno.');

      // The blocks used tonight, typed from the wooden blocks.
      await addBlocks(page, [
        { name: 'XLVII Pz', nation: 'Germania', cls: 'Corazzati', sp: 2 },
        { name: 'IX AK', nation: 'Germania', cls: 'Fanteria', sp: 2 },
        { name: 'Art 1', nation: 'Germania', cls: 'Artiglieria', sp: 2 },
        { name: 'JG 51', nation: 'Germania', cls: 'Caccia', sp: 1 },
        { name: '13a Armata', nation: 'URSS', cls: 'Fanteria', sp: 3, shield: true },
        { name: '20a Armata', nation: 'URSS', cls: 'Fanteria', sp: 2 },
        { name: 'VVS', nation: 'URSS', cls: 'Caccia', sp: 1 },
      ]);

      // B7: the Axis attacks a major city across a river (six taps from A: B1 is passed over, 7.1).
      for (let i = 0; i < 6; i++) await nextPhase(page);
      expect(await whereText(page)).toContain('B7');
      const calc = await section(page, 'calculators');
      const battle = calc.getByTestId('bite-battle');
      await battle.waitFor();
      await pickChips(battle.getByTestId('bite-battle-attacker'), 'XLVII Pz', 'IX AK', 'Art 1', 'JG 51');
      await pickChips(battle.getByTestId('bite-battle-defender'), '13a Armata', '20a Armata', 'VVS');
      await pick(page, battle.getByTestId('bite-battle-city'), 'città maggiore');
      await pick(page, battle.getByTestId('bite-battle-crossing'), 'attacco attraverso un fiume');
      for (const n of ['XLVII Pz', 'IX AK', 'Art 1']) await battle.getByTestId(`bite-battle-crosses-${n}`).getByRole('checkbox').check();
      const flow = battle.getByTestId('bite-battle-result');
      await debugShot(page, 'bite-battle-set');

      // 7.7.1: before the first roll of round 1, as before every later one, the firing unit's
      // dice and the number it hits on are on screen above the odds.
      await question(flow, 'r1.air1.a').locator('.odds').first().waitFor();
      await until("the first roll's line", async () => (await derivationSteps(flow)).some((s) => /JG 51: 1 dado, colpisce con \S+/.test(s)));
      // Round 1. Air combat: the Messerschmitt hits (6), the Soviet fighter misses (1).
      expect(await roll(flow, 'r1.air1.a', 6)).toBe(1);
      expect(await roll(flow, 'r1.air1.d', 1)).toBe(1);
      await choose(flow, 'r1.air1.withdraw.a', 'stay');
      // AA barrage: the two armies and the major city's 2 dice on 6 (7.7.2).
      expect(await roll(flow, 'r1.aa.d', 1)).toBe(7);
      // Air strike: one hit on the shielded 13a Armata, marked (3.15).
      expect(await roll(flow, 'r1.strike.a', 6)).toBe(1);
      await see(flow, '13a Armata: scudo, primo colpo segnato; serve il secondo.');
      // Artillery: 2 dice, then halved to 1 SP (7.7.4).
      expect(await roll(flow, 'r1.artillery.a', 1)).toBe(2);
      await see(flow, 'Art 1: ridotta da 2 a 1 PF dopo aver sparato.');
      // Ground fire, the defender first, then the attackers with 2 Malus each (river, major city).
      expect(await roll(flow, 'r1.ground.d', 1)).toBe(5);
      const steps = await derivationSteps(flow);
      expect(steps.some((s) => s.includes('XLVII Pz') && s.includes('Malus 2'))).toBe(true);
      expect(await roll(flow, 'r1.ground.a', 6)).toBe(2);
      // The shield's second hit; then a tie at 2 SP the defender decides (7.7.9).
      await choose(flow, 'r1.ground.a.hit2', 'b6');
      await choose(flow, 'r1.retreat.d', 'stay');
      await choose(flow, 'r1.retreat.a', 'stay');
      await question(flow, 'r2.aa.d').waitFor();
      await debugShot(page, 'bite-round1');

      // A reload in the middle: the battle is where it was.
      await page.reload();
      await where(page).waitFor();
      const calc2 = await section(page, 'calculators');
      const flow2 = calc2.getByTestId('bite-battle-result');
      // Round 2 from the AA barrage (7.7.12): no Soviet aircraft left, the artillery at 1 SP.
      expect(await roll(flow2, 'r2.aa.d', 1)).toBe(5);
      expect(await roll(flow2, 'r2.strike.a', 1)).toBe(1);
      expect(await roll(flow2, 'r2.artillery.a', 1)).toBe(1);
      await see(flow2, 'Art 1: ridotta da 1 a 0 PF dopo aver sparato.');
      expect(await roll(flow2, 'r2.ground.d', 1)).toBe(3);
      expect(await roll(flow2, 'r2.ground.a', 1)).toBe(2);
      await choose(flow2, 'r2.retreat.d', 'stay');
      await choose(flow2, 'r2.retreat.a', 'all');
      await see(flow2, 'Battaglia finita dopo 2 round.');
      await applyIn(flow2);

      // The damage on the roster: 13a Armata 2/3, 20a Armata 1/2, Art 1 eliminated.
      const roster = await section(page, 'markers');
      expect(await textOf(roster.getByTestId('bite-block-b5-sp'))).toBe('2/3 PF');
      expect(await textOf(roster.getByTestId('bite-block-b6-sp'))).toBe('1/2 PF');
      expect(await textOf(roster.getByTestId('bite-block-b3'))).toContain('Eliminato');
      await debugShot(page, 'bite-roster');
    } finally {
      await context.close();
    }
  });
});
