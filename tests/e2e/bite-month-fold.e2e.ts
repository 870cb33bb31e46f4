// Blocks in the East 7.0, 7.1: a month of SBE1 in the basic game walked with "Fase successiva" on
// a phone, in Italian. Strategic warfare (B1, C1: "non è inclusa nel GIOCO BASE") is passed over
// by the next that reaches it, and said on the phase reached; every phase where the players act
// on the map stops a next. A reload in the middle keeps the phase.
import { describe, expect, it } from 'vitest';
import { open, useBrowser } from './browser';
import { chooseBiteScenario } from './bite-helpers';
import { card, home, journalTexts, newGame, nextPhase, section, see, until, whereText } from './helpers';

const browser = useBrowser();

const PASSED_B1 =
  'Fase passata: B1. Guerra strategica. La guerra strategica non si gioca in questa partita (7.1: non è nel gioco base; arriva con la regola opzionale 35.0).';
const PASSED_C1 =
  'Fase passata: C1. Guerra strategica. La guerra strategica non si gioca in questa partita (7.1: non è nel gioco base; arriva con la regola opzionale 35.0).';

describe('Blocks in the East 7.0, 7.1: a month of SBE1, basic game, tapped through', () => {
  it('from June to July in 20 taps of "Fase successiva", B1 and C1 said on the phase reached; a reload keeps the phase', async () => {
    const { context, page } = await open(browser(), { width: 390, height: 844 });
    try {
      await home(page);
      await newGame(page, { game: 'Blocks in the East', name: 'Verso Leningrado', options: async (dialog) => chooseBiteScenario(page, dialog, 'SBE1') });
      expect((await whereText(page)).toLowerCase()).toContain('giugno 1941');
      expect(await whereText(page)).toContain('A. ');

      // One tap from A: B1 is passed over, the supply check (7.2) is reached and says B1 with its reminder.
      await nextPhase(page);
      expect(await whereText(page)).toMatch(/B2\. Controllo del rifornimento/);
      await see(card(page, 'bite.reminders.B2'), PASSED_B1);
      let taps = 1;
      const seen = ['B2'];

      while (!(/luglio 1941/i.test(await whereText(page)) && /\bA\. /.test(await whereText(page))) && taps < 30) {
        await nextPhase(page);
        taps++;
        const at = (await whereText(page)).match(/\b([A-D]\d{0,2})\. /)?.[1] ?? '?';
        seen.push(at);
        if (at === 'C2') {
          await see(card(page, 'bite.reminders.C2'), PASSED_C1);
          // A reload in the middle of the month: the same phase, still saying what was passed over.
          await page.reload();
          await until('the game back after the reload', async () => /C2\. Controllo del rifornimento/.test(await whereText(page)));
          await see(card(page, 'bite.reminders.C2'), PASSED_C1);
        }
      }
      // 7.0: every step players take on the map stops a next — B2–B10, C2–C10 — and A, D of the month.
      expect(seen).toEqual(['B2', 'B3', 'B4', 'B5', 'B6', 'B7', 'B8', 'B9', 'B10', 'C2', 'C3', 'C4', 'C5', 'C6', 'C7', 'C8', 'C9', 'C10', 'D', 'A']);
      expect(taps).toBe(20);

      // The journal still names each phase, the ones passed over included.
      await section(page, 'journal');
      const lines = (await journalTexts(page)).join('\n');
      expect(lines).toMatch(/B1\. Guerra strategica/);
      expect(lines).toMatch(/C1\. Guerra strategica/);
    } finally {
      await context.close();
    }
  });
});
