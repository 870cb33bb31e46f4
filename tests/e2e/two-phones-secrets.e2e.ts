// Issue 33, point 4: each side's secrets stay on its own phone; every message a phone sends is
// read. War to Axis's hidden units (12.0, 12.1): the German player sets up a unit under a
// numbered marker on his own phone; the Allied phone shows the marker and nothing more until the
// German phone says what it is, with the salt of its seal, which the Allied phone's rules check.
// The Allied phone may not set up a German marker. ARMIR's secret objectives (17.1, 17.2): sealed
// on the Soviet's phone, revealed from it at the end of the game and scored on both.
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { ARMIR, debugShot, home, journalTexts, newGame, nextPhase, pick, section, see, startFrom, textOf, until, whereText } from './helpers';
import { pair, PAIRING_SWITCHES, recordSent, sent, twoPhoneTab } from './pairing';
import { GERMAN_PACK, US_PACK } from './wta-packs';

const browser = useBrowser(true, PAIRING_SWITCHES);

describe("Two phones, War to Axis: a hidden unit stays on its side's phone (12.0)", () => {
  it('12.0: set up under marker 7 on the German phone, the Allied phone and every message it receives know the marker only; the Allied phone shows no German private view nor its form (the rules refuse it one); revealed from the German phone, it is said for what it is on both, and the journals are identical', async () => {
    const host = await twoPhoneTab(browser());
    const guest = await twoPhoneTab(browser());
    await recordSent(guest.context);
    try {
      // The Allied player's phone: the game, both army cards, the advanced game (12.0 is the advanced game's).
      await home(host.page);
      await newGame(host.page, { game: 'War to Axis', name: 'Saint-Lô a due' });
      const tracks = await section(host.page, 'tracks');
      const cards = tracks.getByTestId('wta-cards');
      const both = JSON.parse(GERMAN_PACK) as { cards: unknown[] };
      both.cards.push(...(JSON.parse(US_PACK) as { cards: unknown[] }).cards);
      await cards.getByLabel('Pacchetto (testo JSON)').fill(JSON.stringify(both));
      await cards.getByRole('button', { name: 'Aggiungi il pacchetto incollato sotto' }).click();
      await see(cards, '2 carte aggiunte');
      const scenario = host.page.getByTestId('wta-scenario');
      await pick(host.page, scenario.getByTestId('wta-scenario-mode'), 'Gioco avanzato');
      await scenario.getByTestId('wta-scenario-save').click();
      await until('the advanced sequence', async () => /Tiri di attivazione/.test(await whereText(host.page)));

      // Paired: the host plays the Allies, the guest the Germans.
      await home(guest.page);
      await pair(host, guest, /^Alleati/);
      const before = (await sent(guest.page)).length;

      // The German phone: its private view opens on its own side; Grenadiere under marker 7.
      await section(guest.page, 'markers');
      const priv = guest.page.getByTestId('wta-private');
      await priv.getByTestId('wta-private-show').click();
      await priv.getByTestId('wta-private-confirm').click();
      await pick(guest.page, priv.getByTestId('wta-private-type'), 'Grenadiere (Wehrmacht)');
      await priv.getByTestId('wta-private-marker').locator('input').fill('7');
      await priv.getByTestId('wta-private-add-hidden').click();
      await see(priv, 'Segnalino 7: Grenadiere');
      await priv.getByTestId('wta-private-hide').click();

      // The Allied phone: the marker, and nothing of what it is.
      const roster = host.page.getByTestId('wta-roster');
      await section(host.page, 'phase');
      await see(roster, 'Segnalino 7 (Tedeschi)', 20_000);
      await section(host.page, 'markers');
      const hostPriv = host.page.getByTestId('wta-private');
      await hostPriv.getByRole('button', { name: 'Tedeschi' }).click();
      // The Germans' private view is on their phone: here no view to open and no form to set one up (the rules would refuse it: 12.0).
      await see(hostPriv.getByTestId('wta-private-elsewhere'), 'Tedeschi: la vista privata di questo lato è sul telefono di chi lo gioca');
      expect(await hostPriv.getByTestId('wta-private-show').count()).toBe(0);
      expect(await hostPriv.getByTestId('wta-private-add-hidden').count()).toBe(0);
      await debugShot(host.page, 'two-phones-wta-elsewhere');
      await section(host.page, 'phase');

      // Every message the German phone sent since the pairing: the marker's seal, never what it is.
      const sinceMarker = (await sent(guest.page)).slice(before);
      expect(sinceMarker.some((m) => m.includes('wta/marker-add'))).toBe(true);
      for (const m of sinceMarker) expect(m).not.toMatch(/grenadiere|dummy|salt/i);

      // The German phone reveals marker 7 (it fired, moved, or was spotted: 12.0): it says what it is, with its seal's salt.
      const revealed = (await sent(guest.page)).length;
      await section(guest.page, 'markers');
      await priv.getByTestId('wta-private-show').click();
      await priv.getByTestId('wta-private-confirm').click();
      await priv.getByTestId('wta-private-reveal-7').click();
      await until('the marker said for what it is on the Allied phone', async () => (await roster.locator('[data-unit="Grenadiere"]').count()) === 1, 20_000);
      await see(roster.locator('[data-unit="Grenadiere"]'), '4/4');
      expect(await roster.getByText('Segnalino 7 (Tedeschi)').count()).toBe(0);
      // The salt crossed only now, in the event that opens the seal.
      const salts = (await sent(guest.page))
        .slice(revealed)
        .flatMap((m) => [...m.matchAll(/\\"salt\\":\\"([0-9a-f]{32,})\\"|"salt":"([0-9a-f]{32,})"/g)].map((x) => x[1] ?? x[2]));
      expect(salts.length).toBeGreaterThan(0);
      for (const m of (await sent(guest.page)).slice(0, revealed)) for (const salt of salts) expect(m).not.toContain(salt);

      // Both journals say it, identical.
      await until(
        'identical journals',
        async () => {
          const [a, b] = [await journalTexts(host.page), await journalTexts(guest.page)];
          return a.join('\n') === b.join('\n') && /Il segnalino 7 era Grenadiere/.test(a.join('\n'));
        },
        20_000,
      );
      await debugShot(host.page, 'two-phones-wta-host');
      await debugShot(guest.page, 'two-phones-wta-guest');
    } catch (e) {
      await debugShot(host.page, 'two-phones-wta-host-failed');
      await debugShot(guest.page, 'two-phones-wta-guest-failed');
      throw e;
    } finally {
      await host.context.close();
      await guest.context.close();
    }
  });
});

describe("Two phones, ARMIR: the Soviet's objectives stay on his phone (17.1, 17.2)", () => {
  it("17.1, 17.2: sealed on the Soviet's phone, the Axis phone and every message it receives hold the seal only; at the end the Soviet's phone reveals them, and both phones count the victory", async () => {
    const host = await twoPhoneTab(browser());
    const guest = await twoPhoneTab(browser());
    await recordSent(guest.context);
    try {
      // The Axis player's phone: a game under way on paper, at turn 6, its last phase (Attrito).
      await home(host.page);
      await newGame(host.page, {
        ...ARMIR,
        name: 'Piccolo Saturno a due',
        options: async (dialog) => {
          await startFrom(host.page, dialog, { turn: 'Turno 6' });
          await startFrom(host.page, dialog, { phase: 'Attrito' });
        },
      });
      await home(guest.page);
      await pair(host, guest, /^Asse/);
      const before = (await sent(guest.page)).length;

      // Before the choice: the Axis phone says the Soviet chooses on his own phone, and offers no choice.
      await section(host.page, 'tracks');
      await see(host.page.getByTestId('armir-objectives-theirs'), 'Il Sovietico sceglie gli obiettivi sul suo telefono (17.1)');
      expect(await host.page.getByTestId('armir-objectives-start').count()).toBe(0);

      // The Soviet's phone: no phone to pass; objectives 1 and 3, sealed there.
      await section(guest.page, 'tracks');
      const objectives = guest.page.getByTestId('armir-objectives');
      await see(objectives, 'Questo telefono è del Sovietico');
      await objectives.getByTestId('armir-objectives-start').click();
      await objectives.getByTestId('armir-objective-1').getByRole('checkbox').check();
      await objectives.getByTestId('armir-objective-3').getByRole('checkbox').check();
      await objectives.getByTestId('armir-objectives-seal').click();
      await objectives.getByTestId('armir-objectives-here').waitFor();

      // The Axis phone: sealed on the other phone; nothing it received holds the choice.
      await section(host.page, 'tracks');
      await host.page.getByTestId('armir-objectives-elsewhere').waitFor({ timeout: 20_000 });
      const sealedSent = (await sent(guest.page)).slice(before);
      expect(sealedSent.some((m) => m.includes('armir/objectives-seal'))).toBe(true);
      for (const m of sealedSent) expect(m).not.toMatch(/chosen|salt/);

      // The Axis phone plays on to the end of the game (17.2).
      await nextPhase(host.page);
      await until(
        'the end of the game on both',
        async () => /Fine della partita/.test(await whereText(host.page)) && /Fine della partita/.test(await whereText(guest.page)),
        20_000,
      );
      await section(host.page, 'tracks');
      expect(await host.page.getByTestId('armir-objectives-reveal').count()).toBe(0);

      // The Soviet reveals them with a long press, from his phone: the choice and its salt open the seal.
      const revealedAt = (await sent(guest.page)).length;
      await section(guest.page, 'tracks');
      const reveal = guest.page.getByTestId('armir-objectives-reveal');
      await reveal.scrollIntoViewIfNeeded();
      await reveal.hover();
      await guest.page.mouse.down();
      await guest.page.getByTestId('armir-objectives-list').waitFor({ timeout: 10_000 });
      await guest.page.mouse.up();
      await host.page.getByTestId('armir-objectives-list').waitFor({ timeout: 20_000 });
      for (const page of [host.page, guest.page]) expect(await textOf(page.getByTestId('armir-objectives-list'))).toMatch(/^1\. .*3\. /s);
      expect((await sent(guest.page)).slice(revealedAt).some((m) => m.includes('armir/objectives-reveal') && m.includes('salt'))).toBe(true);
      for (const page of [host.page, guest.page]) await see(page.getByTestId('armir-victory-headline'), /\S/);
      expect(await textOf(host.page.getByTestId('armir-victory'))).toBe(await textOf(guest.page.getByTestId('armir-victory')));
      await until('identical journals', async () => (await journalTexts(host.page)).join('\n') === (await journalTexts(guest.page)).join('\n'), 20_000);
      await debugShot(host.page, 'two-phones-armir-host');
      await debugShot(guest.page, 'two-phones-armir-guest');
    } catch (e) {
      await debugShot(host.page, 'two-phones-armir-host-failed');
      await debugShot(guest.page, 'two-phones-armir-guest-failed');
      throw e;
    } finally {
      await host.context.close();
      await guest.context.close();
    }
  });
});
