// Issue "Inferno": Inferno sugli Altipiani on a tablet, in Italian, with the optional rules
// on (15.1 replacements, 15.2 defensive ability): the counters typed into the roster, two
// full turns, a flank attack (7.9) at high odds with artillery on both sides, the efficiency
// (EdC) and step losses landing on the roster and the VP, a recovery paid with a replacement
// point (10.3, 15.1), and a reload in the middle. Dice are typed in, so results are known;
// chart cells are typed from a made-up chart (never shipped).
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { open, useBrowser } from './browser';
import {
  advanceTo,
  applyIn,
  back,
  card,
  debugShot,
  derivationSteps,
  home,
  newGame,
  nextPhase,
  phaseName,
  pick,
  pickChips,
  section,
  see,
  textOf,
  typeDice,
  typeNumber,
  unitLine,
  until,
  where,
  whereText,
} from './helpers';

const browser = useBrowser();

interface Counter {
  name: string;
  side: 'ah' | 'it';
  kind: string;
  full: [number, number, number];
  reduced?: [number, number, number];
  corps?: string;
}

async function addCounters(page: Page, counters: Counter[]): Promise<void> {
  const roster = await section(page, 'markers');
  await roster.getByTestId('inferno-roster-add').click();
  const form = roster.getByTestId('inferno-roster-form');
  await form.waitFor();
  for (const c of counters) {
    await form
      .getByTestId('inferno-roster-side')
      .getByRole('button', { name: c.side === 'ah' ? 'Austroungarici' : 'Italiani' })
      .click();
    await pick(page, form.getByTestId('inferno-roster-kind'), c.kind);
    if (!c.kind.startsWith('Artiglieria')) {
      await form
        .getByTestId('inferno-roster-steps')
        .getByRole('button', { name: c.reduced ? '2 livelli' : '1 livello' })
        .click();
    }
    await form.getByTestId('inferno-roster-name').getByRole('textbox').fill(c.name);
    if (c.side === 'ah')
      await form
        .getByTestId('inferno-roster-corps')
        .getByRole('textbox')
        .fill(c.corps ?? '');
    const [a, d, va] = c.full;
    await form.getByTestId('inferno-roster-attack').getByRole('textbox').fill(String(a));
    await form.getByTestId('inferno-roster-defence').getByRole('textbox').fill(String(d));
    await form.getByTestId('inferno-roster-va').getByRole('textbox').fill(String(va));
    if (c.reduced) {
      await form.getByTestId('inferno-roster-rattack').getByRole('textbox').fill(String(c.reduced[0]));
      await form.getByTestId('inferno-roster-rdefence').getByRole('textbox').fill(String(c.reduced[1]));
      await form.getByTestId('inferno-roster-rva').getByRole('textbox').fill(String(c.reduced[2]));
    }
    await form.getByTestId('inferno-roster-save').click();
    await see(form.getByTestId('inferno-roster-added'), `${c.name} aggiunta al ruolino`);
  }
  await form.getByTestId('inferno-roster-close').click();
}

/** Types the value read off the paper chart and confirms it. */
async function cellValue(scope: Locator, value: string): Promise<void> {
  const field = scope.getByLabel('Valore letto sulla tabella');
  await field.fill(value);
  await scope.getByRole('button', { name: 'Usa questo valore' }).click();
}

describe('Inferno', () => {
  it('optional rules on, two full turns, a flank attack at high odds with artillery on both sides, losses on the roster and VP, a recovery paid with a replacement point, a reload', async () => {
    const { context, page } = await open(browser(), { width: 1180, height: 820 });
    try {
      await home(page);
      await newGame(page, {
        game: 'Inferno',
        name: 'Altipiani 1916',
        options: async (dialog) => {
          // Each switch is named after its setting (what a screen reader says), and reads "Sì" once on.
          for (const title of ['Rimpiazzi', 'Abilità difensiva italiana']) {
            await dialog.getByRole('checkbox', { name: title, exact: true }).check();
            await see(dialog.locator('.setting-field').filter({ hasText: title }), 'Sì');
          }
        },
      });
      const gameUrl = page.url();
      await page.getByRole('link', { name: 'Impostazioni' }).first().click();
      await page.getByRole('radio', { name: 'Tiriamo i nostri dadi e inseriamo il risultato' }).check();
      await back(page, gameUrl);
      await where(page).waitFor();
      // 1.1, 3.0: turn 1 opens at the A-H combat phase.
      expect(await whereText(page)).toMatch(/Turno 1 di 14/i);
      expect(await phaseName(page)).toBe('Fase di Combattimento');

      await addCounters(page, [
        { name: 'III/14 KJ', side: 'ah', kind: 'Fanteria da Montagna', corps: '20', full: [7, 6, 1], reduced: [4, 3, 1] },
        { name: 'IV/14 KJ', side: 'ah', kind: 'Fanteria da Montagna', corps: '20', full: [7, 6, 1], reduced: [4, 3, 1] },
        { name: 'Art. 15 cm', side: 'ah', kind: 'Artiglieria pesante', corps: '20', full: [0, 0, 3] },
        { name: 'Brig. Ivrea', side: 'it', kind: 'Fanteria', full: [3, 4, 1], reduced: [2, 2, 1] },
        { name: 'Art. 149 G', side: 'it', kind: 'Artiglieria', full: [0, 0, 2] },
      ]);
      await debugShot(page, 'inferno-roster');

      // A-H combat: two Kaiserjäger battalions against the Ivrea, on the flank (7.9), both artilleries firing.
      const combat = page.getByTestId('inferno-combat');
      await page.getByRole('tab', { name: 'Calcoli' }).click();
      await combat.waitFor();
      await pickChips(combat.getByTestId('inferno-combat-attackers'), 'III/14 KJ', 'IV/14 KJ');
      await pickChips(combat.getByTestId('inferno-combat-defenders'), 'Brig. Ivrea');
      await pick(page, combat.getByTestId('inferno-combat-attack-support'), 'Art. 15 cm');
      await pick(page, combat.getByTestId('inferno-combat-defence-support'), 'Art. 149 G');
      await combat.getByTestId('inferno-combat-flank').locator('.v-expansion-panel-title').click();
      for (let i = 1; i <= 6; i++) {
        await pick(page, combat.getByTestId(`inferno-combat-flank-hex-${i}`), i <= 2 ? 'Unità nemica' : i <= 5 ? 'ZdC di un attaccante' : 'Altro');
      }
      await typeNumber(combat, "Limite di stacking dell'esagono (livelli)", 4);
      const result = combat.getByTestId('inferno-combat-result');
      // Before the roll: 16 against 4 → 4:1; flank attack two columns right → 6:1 → 4:1 with +2 to the defender's loss die.
      const before = (await derivationSteps(result)).join('\n');
      expect(before).toMatch(/III\/14 KJ: attacco 7 \(\+1 fanteria da montagna\) = 8.*12\.1|III\/14 KJ: attacco 7 \(\+1 fanteria da montagna\) = 8/);
      expect(before).toMatch(/16 contro 4 = 4, arrotondato a favore del difensore: 4:1.*8\.1/);
      expect(before).toMatch(/Due colonne a destra: 4:1 → 6:1.*7\.9\.1/);
      expect(before).toMatch(/Oltre 4:1: si risolve su 4:1, \+2 al dado perdite del difensore.*8\.2/);
      expect(before).toMatch(/VA attaccante: III\/14 KJ 1, IV\/14 KJ 1, Art\. 15 cm 3 = 5 → \+3 al difensore.*9\.4\.1/);
      expect(before).toMatch(/VA difensore: Brig\. Ivrea 1, Art\. 149 G 2 = 3 → \+2 all'attaccante.*9\.4\.1/);
      expect(before).toMatch(/MLD sulla TdP prima della TRC: attaccante \+2, difensore \+7/);
      // The odds of each TRC row (2d6) are shown before anyone rolls: row 7 is 1 in 6.
      expect((await textOf(result.locator('.odds'))).replace(/\s+/g, ' ')).toMatch(/TRC 4:1, riga 7 \(da compilare\) 1\/6 16,7/);
      await debugShot(page, 'inferno-combat');
      await typeDice(result, 4, 3, 5);
      await see(result, 'leggete la colonna 4:1, riga 7');
      await cellValue(result, '-/+1');
      // 9.4: the attacker's loss die 5 + 2 → row 7 of the Small column; the defender's 5 + 7 + 1 → 12+.
      await see(result, 'leggete la colonna Piccola, riga 7');
      await cellValue(result, '1');
      await see(result, 'leggete la colonna Piccola, riga 12+');
      await cellValue(result, '3');
      let steps = (await derivationSteps(result)).join('\n');
      expect(steps).toMatch(/dadi TRC 4 \+ 3 = 7; dado TdP 5/);
      expect(steps).toMatch(/TRC 4:1, riga 7: "-\/\+1"/);
      expect(steps).toMatch(/Austroungarici: dado 5 \+2 = 7 → TdP Piccola, riga 7: 1 riduzione/);
      expect(steps).toMatch(/Italiani: dado 5 \+8 = 13 → TdP Piccola, riga 12\+: 3 riduzioni/);
      // 9.4.2: the attacker's one reduction goes to one battalion, the players choose which.
      await result.locator('.flow__choice').filter({ hasText: 'IV/14 KJ' }).first().click();
      steps = (await derivationSteps(result)).join('\n');
      expect(steps).toMatch(/IV\/14 KJ: 1 riduzione → EdC −1/);
      expect(steps).toMatch(/Brig\. Ivrea: 3 riduzioni → perde un livello \(livelli persi: 1\), EdC ±0/);
      await applyIn(result);

      // On the roster: IV/14 KJ carries EdC −1; the Ivrea is on its reduced side (A 2 · D 2), one step of two.
      await page.getByRole('tab', { name: 'Segnalini' }).click();
      await until('the losses on the roster', async () => (await unitLine(page, 'IV/14 KJ').innerText()).includes('EdC −1'));
      expect(await textOf(unitLine(page, 'Brig. Ivrea'))).toMatch(/A 2 · D 2 · VA 1 · livelli: 1\/2/);
      expect(await textOf(unitLine(page, 'III/14 KJ'))).not.toContain('EdC −1');
      // 14.0: an Italian step eliminated is +1 VP for the Austro-Hungarians: 10 → 11.
      expect(await textOf(page.locator('[data-track="vp"] .track__value'))).toBe('11');
      const journal = await textOf(await section(page, 'journal'));
      expect(journal).toMatch(/Attacco Austroungarici su 4:1, dadi 4-3-5: TRC "-\/\+1", riduzioni A 1 \/ D 3/);
      await debugShot(page, 'inferno-after-combat');

      // The Italian player turn of turn 1, then turn 2.
      await advanceTo(page, /Turno 2 di 14[\s\S]*Fase dei Rinforzi/i);
      expect(await whereText(page)).toMatch(/Austroungarici/i);
      // 15.1: before turn 10 the A-H replacement point comes without a roll.
      const income = card(page, 'rp-income');
      await applyIn(income);
      await until('1 A-H replacement point', async () => (await textOf(page.locator('[data-track="rp-ah"] .track__value'))) === '1');

      // 10.3: in the movement phase IV/14 KJ recovers its efficiency, still and far from the enemy, for 1 RP.
      await nextPhase(page);
      expect(await phaseName(page)).toBe('Fase di Movimento');
      const recovery = card(page, 'recovery');
      await see(recovery, /Spende 4 PM restando ferma/);
      expect(await textOf(recovery.locator('.flow__errors'))).toMatch(/Così non si può procedere/);
      await recovery.getByLabel(/Spende 4 PM restando ferma/).check();
      await recovery.getByLabel(/Ad almeno 3 esagoni da ogni unità nemica/).check();
      const rsteps = (await derivationSteps(recovery)).join('\n');
      expect(rsteps).toMatch(/IV\/14 KJ: EdC −1 → −0/);
      expect(rsteps).toMatch(/Costa 1 punto Rimpiazzo: 1 → 0/);
      await applyIn(recovery);
      await until('0 A-H replacement points', async () => (await textOf(page.locator('[data-track="rp-ah"] .track__value'))) === '0');
      await page.getByRole('tab', { name: 'Segnalini' }).click();
      await until('IV/14 KJ recovered', async () => !(await unitLine(page, 'IV/14 KJ').innerText()).includes('EdC −1'));

      // A reload in the middle of turn 2: the position, the roster, the VP and the points are all there.
      const saved = {
        where: await whereText(page),
        ivrea: await textOf(unitLine(page, 'Brig. Ivrea')),
        vp: await textOf(page.locator('[data-track="vp"] .track__value')),
        rp: await textOf(page.locator('[data-track="rp-ah"] .track__value')),
      };
      await page.reload();
      await where(page).waitFor();
      await page.getByRole('tab', { name: 'Segnalini' }).click();
      expect({
        where: await whereText(page),
        ivrea: await textOf(unitLine(page, 'Brig. Ivrea')),
        vp: await textOf(page.locator('[data-track="vp"] .track__value')),
        rp: await textOf(page.locator('[data-track="rp-ah"] .track__value')),
      }).toEqual(saved);

      // The rest of turn 2 (the Italian player turn), into turn 3: two full turns played.
      await advanceTo(page, /Turno 3 di 14/i);
      expect(await whereText(page)).toMatch(/Austroungarici/i);
      expect(await phaseName(page)).toBe('Fase dei Rifornimenti');
      expect(await textOf(page.locator('[data-track="vp"] .track__value'))).toBe('11');
      await debugShot(page, 'inferno-turn3');
      await debugShot(page, 'inferno-combat-rolled');
    } catch (e) {
      await debugShot(page, 'inferno-failure');
      throw e;
    } finally {
      await context.close();
    }
  });
});
