// Issue 11: the books of Blocks in the East on a 360 px phone, in Italian — SBE5 with the
// advanced rules: the producing centres read from a centres pack (map data the players typed),
// a centre changing hands, July's income collected once (a second time refused in words),
// German aid to Italy up to 5.2's limit (the fourth PP refused in words), a panzer corps repaired
// at the price of its step's colour (white: 2 yellow + 2 red), a reload in the middle with what
// was typed still there, and an infantry corps out of supply in phase 2 that surrenders at the
// final check (7.9), the Soviets gaining 1 yellow PP; four Axis rail moves and a fifth refused in
// words (7.4), an armour HQ at 1 AP activated and removed at the end of the Blitz (13.6); the
// FHQ marked supreme, activated, taking its two special actions and a third refused in words
// (13.8.2); the journal keeps each entry with its rule.
import { describe, expect, it } from 'vitest';
import { open, useBrowser } from './browser';
import { addBiteBlocks, chooseBiteScenario } from './bite-helpers';
import { advanceTo, choice, home, horizontalOverflow, journalTexts, newGame, pickFile, section, see, textOf, typeNumber, until, whereText } from './helpers';

const browser = useBrowser();

const CENTRES = JSON.stringify({
  kind: 'aiutante-bite-centres',
  version: 1,
  centres: [
    { name: 'Kerch', pp: 1, colour: 'yellow', owner: 'ussr' },
    { name: 'Maykop', pp: 5, colour: 'black', owner: 'ussr' },
  ],
});

describe('Blocks in the East: the production phase and the final supply check (SBE5, advanced rules)', () => {
  it('centres from a pack, a centre captured, income collected once, aid to its limit, a repair priced by colour, a reload, a surrender at the final check, rail moves over capacity refused, an HQ removed at 1 AP', async () => {
    const { context, page } = await open(browser(), { width: 360, height: 780 });
    try {
      await home(page);
      await newGame(page, {
        game: 'Blocks in the East',
        name: 'Barbarossa',
        options: async (dialog) => {
          await chooseBiteScenario(page, dialog, 'SBE5');
          await dialog.getByLabel('Regole avanzate (RA)', { exact: true }).check();
        },
      });

      // Two German blocks: a panzer corps at 1 of 3 SP (steps black, white, red) and an infantry corps.
      await addBiteBlocks(page, [
        { name: 'XXXIX Pz', cls: 'Corazzati', max: 3, sp: 1, taps: [0, 1, 2] },
        { name: 'IX AK', cls: 'Fanteria', max: 2, sp: 2 },
        { name: 'Pz.Gr. 2', cls: 'QG corazzato', max: 2, sp: 1 },
        { name: 'FHQ', cls: 'QG di supporto', max: 4, sp: 4 },
      ]);

      // The producing centres, read from a pack the players typed from the map.
      let markers = await section(page, 'markers');
      let eco = markers.getByTestId('bite-eco');
      await pickFile(page, () => eco.getByTestId('bite-eco-centre-import').click(), 'centres.json', CENTRES);
      await see(eco, '2 centri importati.');
      // A bad pack is refused whole, in words.
      await pickFile(page, () => eco.getByTestId('bite-eco-centre-import').click(), 'roster.json', '{"kind":"aiutante-bite-roster","version":1,"blocks":[]}');
      await see(eco.getByTestId('bite-eco-pack-error'), 'Questo file non è un pacchetto di centri di BITE.');
      expect(await eco.locator('[data-testid^="bite-centre-c"][data-testid$="-controller"]').count()).toBe(2);

      // June 1941 has no income (AMB-32: production from July).
      await choice(page, eco.getByTestId('bite-eco-nation'), 'Germania');
      await see(eco.getByTestId('bite-eco-income'), 'Nessuna entrata in giugno 1941');

      // Phase 2 of June: IX AK (TECH 2) is cut off — its white barrel's effects on screen (4.4, 12.4.1).
      await advanceTo(page, /asse b2\./i);
      markers = await section(page, 'markers');
      const supply = markers.getByTestId('bite-supply');
      const ixak = supply.locator('[data-testid^="bite-supply-b"]').filter({ hasText: 'IX AK' }).first();
      await ixak.getByRole('checkbox').click();
      await see(ixak, 'PM dimezzati: 4 → 2');
      await see(ixak, 'Attacco Disperato');
      await see(ixak, 'Niente rimpiazzi');

      // Phase 9, the final check: IX AK surrenders, the Soviets gain 1 yellow PP (12.5: infantry).
      await advanceTo(page, /asse b9\./i);
      markers = await section(page, 'markers');
      const final = markers.getByTestId('bite-supply-final');
      await see(final, 'URSS guadagna 1 giallo.');
      await final.getByRole('button', { name: 'Si arrende' }).click();
      await see(markers.getByTestId('bite-supply-message'), 'IX AK si è arresa: URSS guadagna 1 giallo.');
      await see(final, 'Nessuna unità di questa parte è fuori rifornimento.');

      // July 1941, B3 production.
      await advanceTo(page, /luglio 1941.*asse b3\./i, 40);
      markers = await section(page, 'markers');
      eco = markers.getByTestId('bite-eco');
      // Kerch taken by the Germans: their income follows (3.6).
      const kerch = eco.locator('[data-testid^="bite-centre-c"]').filter({ hasText: 'Kerch' }).first();
      await choice(page, kerch.locator('[data-testid$="-controller"]'), 'Germania');
      await see(eco.getByTestId('bite-eco-income'), 'Kerch conquistato a URSS: +1 giallo.');
      await see(eco.getByTestId('bite-eco-income'), 'Entrate del turno: 25 gialli, 3 rossi, 9 blu, 10 neri.');
      await eco.getByTestId('bite-eco-income-go').click();
      await see(
        eco.getByTestId('bite-eco-income').getByTestId('action-done'),
        'Germania riscuote le entrate di luglio 1941: 25 gialli, 3 rossi, 9 blu, 10 neri.',
      );
      expect(await textOf(eco.getByTestId('bite-eco-box-yellow'))).toBe('25 gialli');
      await see(eco.getByTestId('bite-eco-income').getByTestId('action-closed'), 'Germania ha già riscosso le entrate di luglio 1941.');
      expect(await eco.getByTestId('bite-eco-income-go').isDisabled()).toBe(true);

      // German aid to Italy (5.2): 3 PP, then a fourth refused in words, nothing changed.
      const aid = eco.getByTestId('bite-eco-aid');
      await choice(page, aid.getByTestId('bite-eco-aid-ally'), 'Italia');
      await typeNumber(aid, /^PP$/, 3);
      await aid.getByTestId('bite-eco-aid-go').click();
      await see(aid.getByTestId('action-done'), "Aiuto tedesco all'Italia: 3 gialli (3 su 3 in questo turno).");
      expect(await textOf(eco.getByTestId('bite-eco-box-yellow'))).toBe('22 gialli');
      // The form is fresh after the aid (nothing carried): Italy chosen again, one more PP.
      await choice(page, aid.getByTestId('bite-eco-aid-ally'), 'Italia');
      await typeNumber(aid, /^PP$/, 1);
      // Refused before the tap, in words, the button off.
      await see(aid.getByTestId('action-refused'), 'Italia ha già avuto 3 PP di aiuto tedesco in questo turno: al massimo 3 a turno, ne restano 0.');
      expect(await textOf(eco.getByTestId('bite-eco-box-yellow'))).toBe('22 gialli');

      // The panzer corps chosen for repair; then a reload in the middle: the choice is still there.
      const repair = eco.getByTestId('bite-eco-repair');
      await choice(page, repair.getByTestId('bite-eco-repair-block'), 'XXXIX Pz · 1/3 PF');
      await see(repair, 'Passo 2 (bianco): 2 PP.');
      await page.reload();
      expect((await whereText(page)).toLowerCase()).toContain('luglio 1941');
      markers = await section(page, 'markers');
      eco = markers.getByTestId('bite-eco');
      await see(eco.getByTestId('bite-eco-repair'), 'Passo 2 (bianco): 2 PP.');
      expect(await textOf(eco.getByTestId('bite-eco-box-yellow'))).toBe('22 gialli');

      // 7.3/11.0 (AMB-34): the white step costs 2 yellow and 2 red.
      await see(eco.getByTestId('bite-eco-repair'), 'Costo: 2 gialli, 2 rossi.');
      await eco.getByTestId('bite-eco-repair-go').click();
      await see(eco.getByTestId('bite-eco-repair').getByTestId('action-done'), 'XXXIX Pz riparata di 1 PF (ora 2/3) per 2 gialli, 2 rossi.');
      expect(await textOf(eco.getByTestId('bite-eco-box-yellow'))).toBe('20 gialli');
      expect(await textOf(eco.getByTestId('bite-eco-box-red'))).toBe('1 rosso');
      // The next step is red (3 + 3) and only 1 red is left: refused in words.
      await choice(page, eco.getByTestId('bite-eco-repair').getByTestId('bite-eco-repair-block'), 'XXXIX Pz · 2/3 PF');
      await see(eco.getByTestId('bite-eco-repair').getByTestId('action-refused'), 'Germania ha 20 gialli, 1 rosso, 9 blu, 10 neri; servono 3 gialli, 3 rossi.');
      const roster = markers.getByTestId('bite-roster');
      await see(roster.locator('[data-testid$="-sp"]').first(), '2/3');

      // Strategic rail movement (7.4): in B3 the rail buttons wait for B4, saying so.
      await see(markers.getByTestId('bite-rail').getByTestId('bite-rail-when'), 'I MSF si fanno solo nella fase ferroviaria della parte che muove (Asse: B4)');
      // In B4 the Axis has 4 moves inside the USSR, each paid 1 yellow PP; a fifth is refused in words.
      await advanceTo(page, /luglio 1941.*asse b4\./i, 3);
      markers = await section(page, 'markers');
      eco = markers.getByTestId('bite-eco');
      const rail = markers.getByTestId('bite-rail');
      await see(rail, "Asse: 4 MSF a turno in Unione Sovietica, più 1 nell'Area Operativa Finlandese (FOA).");
      for (let i = 1; i <= 4; i++) {
        await rail.getByTestId('bite-rail-move').click();
        await see(rail.getByTestId('bite-rail-used'), `Usati: ${i} su 4`);
      }
      await rail.getByTestId('bite-rail-move').click();
      await see(rail.getByTestId('bite-rail-error'), 'Asse ha usato 4 MSF su 4 in questo turno: non ne restano.');
      await see(rail.getByTestId('bite-rail-used'), 'Usati: 4 su 4');
      expect(await textOf(eco.getByTestId('bite-eco-box-yellow'))).toBe('16 gialli');
      // Nothing on this 360 px screen is wider than the phone.
      const { scrollWidth, innerWidth } = await horizontalOverflow(page);
      expect(scrollWidth).toBeLessThanOrEqual(innerWidth);

      // HQs are activated in the side's Movement phase (13.3): in B4 the button waits, saying so.
      const pzgrIn = (m: typeof markers) => m.getByTestId('bite-hq').locator('[data-testid^="bite-hq-b"]').filter({ hasText: 'Pz.Gr. 2' }).first();
      await see(pzgrIn(markers), 'Unità che può muovere o rifornire: 1.');
      await see(pzgrIn(markers), /^I QG si attivano nella fase di Movimento/);
      expect(await pzgrIn(markers).getByRole('button', { name: 'Attiva' }).isDisabled()).toBe(true);

      // In B5 an armour HQ at 1 AP is activated; the FHQ (13.8.2) marked supreme, activated, two special actions, a third waits in words.
      await advanceTo(page, /luglio 1941.*asse b5\./i, 2);
      markers = await section(page, 'markers');
      let hqs = markers.getByTestId('bite-hq');
      await pzgrIn(markers).getByRole('button', { name: 'Attiva' }).click();
      await see(hqs.getByTestId('bite-hq-message'), 'Pz.Gr. 2 attivato');
      // 13.6: deactivation waits for the end of the Blitz.
      await see(hqs.getByTestId('bite-hq-deactivate-why'), /^I QG si disattivano alla fine della fase di Blitz/);
      const fhq = hqs.locator('[data-testid^="bite-hq-b"]').filter({ hasText: 'FHQ' }).first();
      await choice(page, fhq.locator('[data-testid$="-supreme"]'), 'FHQ');
      await see(fhq, 'Il FHQ è a Rastenburg');
      await fhq.getByRole('button', { name: 'Attiva' }).click();
      await see(fhq, 'Azioni fatte in questo turno: 0 su 2.');
      await fhq.locator('[data-testid$="-action-armour"]').click();
      await see(hqs.getByTestId('bite-hq-message'), 'FHQ: Muovere 1 corazzato come se fosse totalmente rifornito.');
      await fhq.locator('[data-testid$="-action-air"]').click();
      await see(fhq, 'Azioni fatte in questo turno: 2 su 2.');
      await see(fhq, 'FHQ ha fatto tutte le sue azioni speciali in questo turno (2): non ne restano.');
      expect(await fhq.locator('[data-testid$="-action-unsupplied"]').isDisabled()).toBe(true);

      // At the end of the Blitz (B8) every activated HQ loses 1 AP; the one at 1 AP is removed (13.6).
      await advanceTo(page, /luglio 1941.*asse b8\./i, 4);
      markers = await section(page, 'markers');
      hqs = markers.getByTestId('bite-hq');
      await see(hqs, 'Pz.Gr. 2: attivato a 1 PA, rimosso (potrà essere ricostruito).');
      await hqs.getByTestId('bite-hq-deactivate').click();
      await see(hqs.getByTestId('bite-hq-message'), 'QG disattivati.');
      await until('Pz.Gr. 2 removed', async () => (await hqs.locator('[data-testid^="bite-hq-b"]').filter({ hasText: 'Pz.Gr. 2' }).count()) === 0);

      // The journal: each entry with its rule.
      const journal = await journalTexts(page);
      const line = (s: string) => journal.find((x) => x.includes(s)) ?? '';
      expect(line('riscuote le entrate di luglio 1941')).toContain('7.3');
      expect(line("Aiuto tedesco all'Italia")).toContain('5.2');
      expect(line('XXXIX Pz riparata di 1 PF')).toContain('7.3');
      expect(line('IX AK si arrende')).toContain('7.9');
      expect(line('Kerch passa alla Germania')).toContain('3.6');
      expect(line('Asse: MSF 4')).toContain('7.4');
      expect(line('Fine del Blitz')).toContain('13.6');
      expect(line('FHQ, azione 1')).toContain('13.8.2');
    } finally {
      await context.close();
    }
  });
});
