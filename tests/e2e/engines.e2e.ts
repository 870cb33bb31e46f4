// Issue "Every phone at the table": the same evening in the three engines players hold —
// Chromium (Android, most computers), WebKit (every iPhone and iPad: Safari's engine, here
// WebKitGTK) and Firefox. The foundation evening (a new game, phases, a roll, undo and redo,
// a reload, a reload with the network gone, export and import, a bad file refused), one
// combat of each game with the odds before the roll, the home screen's advice on keeping
// the games where the browser has not promised to keep them, and its words when the browser
// shuts storage to the page.
// One script, one small driver per engine (engines/): E2E_ENGINES=webkit,firefox picks some.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchEngine, type Engine, type EngineName } from './engines/driver';
import { re, testId, type Query } from './engines/find';
import { Player, until } from './engines/player';
import { DistServer } from './engines/server';

const ALL: EngineName[] = ['chromium', 'firefox', 'webkit'];
const ENGINES = (process.env.E2E_ENGINES ? process.env.E2E_ENGINES.split(',') : ALL).filter((e): e is EngineName => ALL.includes(e as EngineName));

const WHERE: Query = { css: 'section.where' };
const PHASE: Query = { css: 'section.where h1' };
const DIALOG = (hasText: string | RegExp): Query => ({ css: '.v-overlay--active .v-card', hasText: typeof hasText === 'string' ? hasText : re(hasText) });
const GAME_ITEM: Query = { css: '.game-item' };
/** A test's limit: only a safety net (every step waits for what a player sees), wide enough for a busy machine. */
const LIMIT = { timeout: 300_000 };

/** The bottom navigation's sections (a phone-sized window). */
const SECTIONS = { phase: 'Fase', tracks: 'Tracciati', calculators: 'Calcoli', markers: 'Segnalini', journal: 'Diario', charts: 'Tabelle' } as const;

class Evening extends Player {
  constructor(
    tab: Player['tab'],
    readonly base: string,
  ) {
    super(tab);
  }

  /**
   * The first visit: the home screen, in Italian. An engine whose browser speaks another
   * language (WebKitGTK without Italian locales) gets Italian the way a player would: Settings.
   */
  async start(): Promise<void> {
    await this.tab.goto(this.base);
    const heading = await this.read({ role: 'heading', name: re(/^(Le tue partite|Your games)$/) });
    if (heading === 'Le tue partite') return;
    await this.tap({ role: 'link', name: 'Settings' });
    await this.check({ role: 'radio', name: 'Italiano' });
    await this.see('Lingua');
    await this.tap(this.button('Indietro'));
    await this.read({ role: 'heading', name: 'Le tue partite' });
  }

  /**
   * The home screen, by its address (#/): the app's start address reopens the game the
   * player left from (the installed app picks up where they were).
   */
  async home(): Promise<void> {
    await this.tab.goto(`${this.base}#/`);
    await this.read({ role: 'heading', name: 'Le tue partite' });
  }

  async newGame(game: 'ARMIR' | 'Inferno' | 'War to Axis' | 'Blocks in the East', name: string, sides: Record<string, string> = {}): Promise<void> {
    await this.tap({ ...this.button('Nuova partita'), nth: 0 });
    const dialog = DIALOG('Inizia');
    await this.check({ role: 'radio', name: re(new RegExp(`^${game}`)), within: dialog });
    for (const [label, value] of Object.entries(sides)) await this.fill(this.field(label, dialog), value);
    await this.fill(this.field('Nome della partita', dialog), name);
    await this.tap(this.button('Inizia', dialog));
    await until('the game screen', async () => (await this.tab.url()).includes('#/game/'));
    await this.read(PHASE);
  }

  whereText(): Promise<string> {
    return this.read(WHERE);
  }

  phase(): Promise<string> {
    return this.read(PHASE);
  }

  /** Next phase; "Avanza comunque" when the app warns that a required card is not done. */
  async nextPhase(): Promise<void> {
    const before = await this.whereText();
    await this.tap(this.button('Fase successiva', WHERE));
    const anyway = this.button('Avanza comunque');
    await until('the phase to change or a warning', async () => (await this.text(WHERE)) !== before || (await this.count(anyway)) > 0);
    if ((await this.text(WHERE)) === before) {
      await this.tap(anyway);
      await until('the phase to change', async () => (await this.text(WHERE)) !== before);
      await this.gone(anyway);
    }
  }

  async section(s: keyof typeof SECTIONS): Promise<Query> {
    await this.tap(this.button(SECTIONS[s], { css: '.v-bottom-navigation' }));
    const region: Query = { role: 'region', name: SECTIONS[s] };
    await this.read(region);
    return region;
  }

  /** The journal's entries, newest first, each with whether it is struck through (undone). */
  async journal(): Promise<{ text: string; undone: boolean }[]> {
    const region = await this.section('journal');
    await this.read({ css: '.v-list-item', within: region });
    return this.tab
      .evaluate(`Array.from(document.querySelector('section[aria-label="Diario"], [role="region"][aria-label="Diario"]')?.querySelectorAll('.v-list-item') ?? []).map((el) => ({
      text: el.innerText.replace(/\\s+/g, ' ').trim(),
      undone: el.className.includes('struck'),
    }))`);
  }

  gameNames(): Promise<string[]> {
    return this.tab.evaluate(`Array.from(document.querySelectorAll('.game-item .v-card-title')).map((el) => el.innerText.trim())`);
  }

  /** Physical dice in a card: switch its roller to the table's dice, tap each die's face (a number, or a special die's face by name), confirm. */
  async typeDice(scope: Query, ...faces: (number | string)[]): Promise<void> {
    const roller: Query = { css: '.dice-roller', within: scope };
    await this.read(roller);
    if ((await this.count({ css: '.dice-roller--physical', within: scope })) === 0) {
      await this.check({ role: 'checkbox', name: re(/Dadi al tavolo/), within: roller });
    }
    // A roll read by count offers counts first: these evenings give each die's face.
    if ((await this.count({ css: '.dice-roller__by-faces', within: roller })) > 0) await this.tap({ css: '.dice-roller__by-faces', within: roller });
    for (let i = 0; i < faces.length; i++) {
      await this.check({ role: 'radio', name: re(new RegExp(`^Dado ${i + 1}.*faccia ${faces[i]}$`)), within: roller });
    }
    await this.tap(this.button('Conferma', roller));
  }

  /** "Applica", then waits until it is written ("Fatto: registrato nel diario", or the card moved on). */
  async apply(scope: Query): Promise<void> {
    const button = this.button('Applica', scope);
    await this.tap(button);
    await until(
      'the result to be applied',
      async () => /Fatto: registrato nel diario/.test((await this.text(scope)) ?? '') || (await this.count(button)) === 0,
    );
  }

  /** The numbered derivation steps in `scope`, joined by new lines. */
  async steps(scope: Query): Promise<string> {
    await this.read({ css: '.derivation li', within: scope });
    const list = await this.tab.evaluate<string[]>(
      `Array.from((${JSON.stringify(scope.css ?? '')} ? document.querySelector(${JSON.stringify(scope.css ?? '')}) : document)?.querySelectorAll('.derivation li') ?? []).map((el) => el.innerText.replace(/\\s+/g, ' ').trim())`,
    );
    return list.join('\n');
  }

  /** The page is controlled by the service worker (a reload may be needed for it to claim the page). */
  async serviceWorkerInControl(): Promise<void> {
    // The first visit installs the service worker, which first fetches every file of the app
    // into its cache: WebKit on a busy machine takes well over half a minute, so the wait for
    // "ready" is long and looked at every few seconds, not one script left hanging.
    await until(
      'the service worker to be ready',
      () => this.tab.evaluate<boolean>('Promise.race([navigator.serviceWorker.ready.then(() => true), new Promise((r) => setTimeout(() => r(false), 5000))])'),
      180_000,
    );
    await until('the service worker to control the page', async () => {
      if (await this.tab.evaluate<boolean>('!!navigator.serviceWorker.controller')) return true;
      await this.tab.reload();
      await this.read(PHASE);
      return 'not yet';
    });
  }
}

for (const name of ENGINES) {
  describe(`In ${name}`, () => {
    let engine: Engine | undefined;
    const server = new DistServer();
    beforeAll(async () => {
      await server.up();
      engine = await launchEngine(name);
    });
    afterAll(async () => {
      await engine?.close();
      await server.down();
    });

    async function evening(body: (p: Evening) => Promise<void>): Promise<void> {
      const tab = await engine!.open({ width: 390, height: 844, locale: 'it-IT' });
      try {
        const p = new Evening(tab, server.url);
        await p.start();
        await body(p);
      } finally {
        await server.up();
        await tab.close();
      }
    }

    it(
      'the foundation evening: a new ARMIR game, phases, a roll, undo and redo, a reload, a reload offline, export, import, a bad file refused',
      LIMIT,
      async () => {
        await evening(async (p) => {
          await p.home();
          await p.see('Nessuna partita salvata');
          await p.newGame('ARMIR', 'Serata ARMIR', { 'Nome per lo schieramento Asse': 'Marco', 'Nome per lo schieramento Sovietico': 'Ivan' });
          // The header: turn, phase, its rule (set-up, 18).
          expect(await p.whereText()).toMatch(/Turno 1 di 6/i);
          expect(await p.phase()).toBe('Piazzamento iniziale');
          expect(await p.text({ css: '.game-bar' })).toContain('Serata ARMIR');

          // Set-up, advanced anyway: turn 1 starts at phase 7, Axis motorized movement (18.4, B1).
          await p.nextPhase();
          expect(await p.phase()).toBe('Movimento motorizzato Asse');
          expect(await p.whereText()).toMatch(/Iniziativa: Asse/i);
          await p.nextPhase();
          const seventh = await p.phase();
          expect(seventh).not.toBe('Movimento motorizzato Asse');

          // The dice tray: the app rolls 2d6, and the roll is journaled.
          // The dice button steps aside while the page scrolls down and returns when it scrolls
          // back up: the player swipes back to the top (a scroll the page hears, even from the top).
          await p.tab.evaluate("void (window.scrollTo(0, 0), window.dispatchEvent(new Event('scroll')))");
          await p.tap(p.button('Tira i dadi'));
          const tray: Query = { css: '.tray' };
          await p.tap(p.button('2', { css: '.tray__toggle', within: tray }));
          await p.tap(p.button('Tira', tray));
          const rolled = await p.see(/Uscito: \d, \d \(somma \d+\)/, { css: '[role="status"]', within: tray });
          const [, a, b, sum] = /Uscito: (\d), (\d) \(somma (\d+)\)/.exec(rolled)!.map(Number);
          expect(a! + b!).toBe(sum);
          await p.see('Registrato nel diario.', tray);
          await p.tap(p.button('Chiudi'));
          await p.gone(tray);
          let entries = await p.journal();
          expect(entries[0]!.text).toContain(`Tiro libero: ${a}, ${b}`);
          const count = entries.length;

          // Undo: the roll is struck through; redo brings it back.
          await p.tap(p.button("Annulla l'ultima azione"));
          await until('the roll shown as undone', async () => (await p.journal())[0]!.undone);
          expect((await p.journal())[0]!.text).toContain('annullato');
          await p.tap(p.button('Ripeti'));
          await until('the roll back', async () => !(await p.journal())[0]!.undone);
          entries = await p.journal();
          expect(entries).toHaveLength(count);

          // A reload mid-game: same turn, phase and journal.
          const before = { where: await p.whereText(), journal: entries.map((e) => e.text) };
          await p.tab.reload();
          expect(await p.whereText()).toBe(before.where);
          expect((await p.journal()).map((e) => e.text)).toEqual(before.journal);

          // The network gone (nothing answers): the game opens from the precache, advances, survives a reload.
          await p.serviceWorkerInControl();
          await server.down();
          await p.tab.reload();
          expect(await p.whereText()).toBe(before.where);
          await p.nextPhase();
          const offline = await p.whereText();
          expect(offline).not.toBe(before.where);
          await p.tab.reload();
          expect(await p.whereText()).toBe(offline);
          // Launched again at the app's start address, still offline: back in the same game, at the same phase.
          await p.tab.goto(p.base);
          await until('the game reopened', async () => (await p.tab.url()).includes('#/game/'));
          expect(await p.whereText()).toBe(offline);
          // The home screen (another chunk) opens offline too, and lists the game.
          await p.home();
          await p.read(GAME_ITEM);
          expect(await p.gameNames()).toEqual(['Serata ARMIR']);
          await server.up();

          // Export: a JSON file named after the game, holding its events.
          const file = await p.download(async () => {
            await p.tap(p.button('Azioni per Serata ARMIR'));
            await p.tap({ css: '.v-overlay--active .v-list-item', hasText: 'Scarica' });
          });
          expect(file.name).toBe('Serata ARMIR.aiutante.json');
          const parsed = JSON.parse(file.text) as { kind: string; events: unknown[]; game: { moduleId: string } };
          expect(parsed.kind).toBe('aiutante-game');
          expect(parsed.game.moduleId).toBe('armir');
          expect(parsed.events.length).toBeGreaterThan(0);
          await p.gone({ css: '.v-overlay--active .v-list-item' });

          // Import it: the same game is already here, so the app asks; imported as a copy, at the same position.
          await p.pickFile(() => p.tap({ ...p.button('Importa partita'), nth: 0 }), file.name, file.text);
          const twin = DIALOG('Partita già presente');
          await p.see('Questa partita è già qui: «Serata ARMIR». Importarla di nuovo come copia?', twin);
          expect(await p.gameNames()).toEqual(['Serata ARMIR']);
          await p.tap(p.button('Importa come copia', twin));
          await p.see('Partita importata come copia');
          // The notice lies over the second game's buttons on a phone; a player taps its OK rather
          // than wait (Vuetify holds its timer while a pointer rests on it, as WebKit's may).
          const notice: Query = { css: '.v-snackbar', hasText: 'Partita importata come copia' };
          await p.tap(p.button('OK', notice));
          await p.gone({ css: '.v-snackbar__content', hasText: 'Partita importata come copia' });
          await until('two games listed', async () => (await p.gameNames()).length === 2);
          expect(await p.gameNames()).toEqual(['Serata ARMIR', 'Serata ARMIR']);
          await p.tap({ ...p.button('Apri'), nth: 1 });
          expect(await p.whereText()).toBe(offline);
          await p.home();
          await p.read({ ...GAME_ITEM, nth: 1 });

          // A truncated file: refused in Italian, nothing changes.
          await p.pickFile(() => p.tap({ ...p.button('Importa partita'), nth: 0 }), 'rotto.json', file.text.slice(0, file.text.length / 2));
          expect(await p.read({ css: '.v-overlay--active [role="alert"]' })).toMatch(/non è leggibile.*nulla è stato importato/);
          await p.tap(p.button('OK', DIALOG('non è leggibile')));
          await p.gone({ css: '.v-overlay--active [role="alert"]' });
          expect(await p.gameNames()).toEqual(['Serata ARMIR', 'Serata ARMIR']);
        });
      },
    );

    it(
      'an ARMIR combat: the 12.1/14.3 stronghold example (39 against 4 → 6:1), the odds before the roll, a 4 typed, the defender stays, into the journal',
      LIMIT,
      async () => {
        await evening(async (p) => {
          await p.newGame('ARMIR', 'Piccolo Saturno', { 'Nome per lo schieramento Asse': 'Marco', 'Nome per lo schieramento Sovietico': 'Ivan' });
          // 12: a combat is fought in the attacker's combat phase; this example is the Soviet's.
          for (let i = 0; i < 12 && !/Combattimento Sovietico/.test(await p.whereText()); i++) await p.nextPhase();
          await p.section('calculators');
          const combat: Query = { css: '[data-procedure="quick-combat"]' };
          // The attacker by default may be either side here: the Soviet is chosen.
          await p.tap(p.button('Sovietico', combat));
          await until(
            'the Soviet attacking',
            async () =>
              (await p.tab.evaluate<string | null>(
                `document.querySelector('[data-procedure="quick-combat"] button[aria-pressed="true"], [data-procedure="quick-combat"] .v-btn--active')?.innerText.trim() ?? null`,
              )) === 'Sovietico',
          );
          await p.fill(p.field("Forza dell'attaccante (12.1)", combat), '39');
          await p.fill(p.field('Forza del difensore (12.1)', combat), '4');
          await p.check({ role: 'checkbox', name: re(/Caposaldo dell'Asse, tutti i Sovietici/), within: combat });
          let steps = await p.steps(combat);
          expect(steps).toMatch(/Rapporto 39 : 4 = 9,75.*12\.1/);
          expect(steps).toMatch(/Oltre l'ultima colonna: si risolve sulla 7:1.*12\.1/);
          expect(steps).toMatch(/Tutti i Sovietici attraverso lati di caposaldo: una colonna a sinistra.*14\.3/);
          expect(steps).toMatch(/7:1 → 6:1/);
          // The odds before the roll: row 4 of 6:1 is known from 14.3 (1/3), 1 chance in 6.
          expect(await p.read({ css: '.odds', within: combat })).toMatch(/1\/3 → attaccante 2, difensore 2.*1\/6.*16[.,]7/);
          await p.typeDice(combat, 4);
          await p.see(/TRC 6:1, riga 4: 1\/3/, combat);
          steps = await p.steps(combat);
          expect(steps).toMatch(/TRC 6:1, riga 4: 1\/3 \(dall'esempio di 14\.3\)/);
          expect(steps).toMatch(/il Sovietico perde uno step in più \(1 → 2\)/);
          await p.tap(p.button(/Restare e perdere 2 step/, combat));
          await p.see(/Perdite in step: Sovietico 2, Asse 2/, combat);
          await p.apply(combat);
          expect((await p.journal())[0]!.text).toMatch(/6:1/);
        });
      },
    );

    it(
      'an Inferno combat: 16 against 4 → 4:1 (8.1), the odds of each row before the roll, the dice typed, the chart cells read off the paper chart, into the journal',
      LIMIT,
      async () => {
        await evening(async (p) => {
          await p.newGame('Inferno', 'Altipiani');
          await p.section('calculators');
          const combat: Query = { css: '[data-procedure="quick-combat"]' };
          await p.fill(p.field(/^Forza d'attacco modificata totale/, combat), '16');
          await p.fill(p.field(/^Forza di difesa modificata totale/, combat), '4');
          const before = await p.steps(combat);
          expect(before).toMatch(/16 contro 4 = 4, arrotondato a favore del difensore: 4:1.*8\.1/);
          expect(before).toMatch(/Colonna definitiva: 4:1.*8\.2/);
          expect(before).toMatch(/4 livelli: intensità Piccola.*8\.4/);
          // The odds of each TRC row (2d6) before anyone rolls: row 7 is 1 in 6.
          expect(await p.read({ css: '.odds', within: combat })).toMatch(/TRC 4:1, riga 7 \(da compilare\) 1\/6 16,7/);
          await p.typeDice(combat, 4, 3, 5);
          // No chart is typed in: each cell is read off the paper chart and typed.
          for (const [prompt, value] of [
            ['leggete la colonna 4:1, riga 7', '-/+1'],
            ['leggete la colonna Piccola, riga 5', '1'],
            ['leggete la colonna Piccola, riga 6', '2'],
          ] as const) {
            await p.see(prompt, combat);
            await p.fill(p.field('Valore letto sulla tabella', combat), value);
            await p.tap(p.button('Usa questo valore', combat));
            // The cell is taken when the card lists it as read ("…, riga 7: -/+1").
            await p.see(`${prompt}: ${value}`, combat);
          }
          const after = await p.steps(combat);
          expect(after).toMatch(/dadi TRC 4 \+ 3 = 7; dado TdP 5.*8\.3/);
          expect(after).toMatch(/TRC 4:1, riga 7: "-\/\+1".*difensore: MLD \+1.*9\.1/);
          expect(after).toMatch(/Italiani: dado 5 \+1 = 6 → TdP Piccola, riga 6: 2 riduzioni.*8\.5/);
          await p.apply(combat);
          expect((await p.journal())[0]!.text).toMatch(/Attacco Austroungarici su 4:1, dadi 4-3-5: TRC "-\/\+1", riduzioni A 1 \/ D 2/);
        });
      },
    );

    it(
      'a War to Axis shot typed on the spot: 3 black dice at a target of 4 elements, the odds of the hits before the roll (2.3, 5.3), two AP hits and a flag (5.4), into the journal',
      LIMIT,
      async () => {
        await evening(async (p) => {
          await p.newGame('War to Axis', 'Carentan');
          await p.section('calculators');
          const fire = testId('wta-fire');
          await p.fill(p.field('Dadi della sua carta a questa distanza', fire), '3');
          await p.fill(p.field('Elementi del bersaglio', fire), '4');
          await p.fill(p.field('Distanza (esagoni)', fire), '2');
          // Before the roll: a black die has 2 anti-personnel faces of 6, so 0–3 hits with 3 dice.
          await p.see('Prima del tiro: 3 dadi', fire);
          await p.see(/Colpi 0 1 2 3 % 29,6 44,4 22,2 3,7/, fire);
          const before = await p.steps(fire);
          expect(before).toMatch(/Attacco: Antiuomo \(dadi neri\).*5\.0/);
          expect(before).toMatch(/Probabilità che debba ritirarsi: 25,93 % \(7\/27\).*5\.4/);
          await p.typeDice(fire, 'Colpo antiuomo', 'Colpo antiuomo', 'Bandiera');
          await p.see(/Ritirata di 1 esagono/, fire);
          const after = await p.steps(fire);
          expect(after).toMatch(/2 colpi antiuomo: una perdita ciascuno.*5\.3/);
          expect(after).toMatch(/Perdite in tutto: 2; restano 2 elementi.*2\.2/);
          await p.apply(fire);
          expect((await p.journal())[0]!.text).toMatch(/Fuoco su un bersaglio fuori ruolino: 2 perdite/);
        });
      },
    );

    it(
      'a Blocks in the East battle with two blocks typed on the spot: the odds of each fire before the roll, the defender first (7.7.5), a hit taken off (3.15), round 1 ends with both staying (7.7.13)',
      LIMIT,
      async () => {
        await evening(async (p) => {
          await p.newGame('Blocks in the East', 'Barbarossa');
          // Battles are fought in the active side's combat phase (7.7): B7, the Axis's.
          for (let i = 0; i < 20 && !/B7/.test(await p.whereText()); i++) await p.nextPhase();
          expect(await p.whereText()).toMatch(/B7/);
          await p.section('calculators');
          const battle = testId('bite-battle');
          for (const [role, name] of [
            ['attacker', 'XLVII Pz'],
            ['defender', '13a Armata'],
          ] as const) {
            await p.tap(testId(`bite-battle-type-${role}`));
            const form = testId('bite-battle-typed');
            await p.fill(p.field('Nome', form), name);
            // A block typed starts with no class (3.11): chosen as the wooden block shows it.
            await p.tap({ css: '[data-testid="bite-battle-typed-class"] .v-field' });
            await p.tap({ css: '.v-overlay--active .v-list-item', hasText: re(/^Fanteria$/) });
            await p.gone({ css: '.v-overlay--active .v-list-item' });
            await p.fill(p.field('PF massimi', form), '2');
            await p.fill(p.field('PF attuali', form), '2');
            await p.tap(p.button('Aggiungi alla battaglia', form));
            await p.see(`${name} Fanteria · 2/2 PF`, battle);
          }
          const result = testId('bite-battle-result');
          // The defender fires first: 2 dice hitting on 6, so no hit 25 times in 36.
          const defender = { css: '.flow__next[data-question="r1.ground.d"]' };
          await p.see(/0 colpi 25\/36 69,4 %/, defender);
          await p.typeDice(defender, 6, 1);
          await p.see('XLVII Pz: scende a 1 PF.', result);
          // The attacker, down to 1 SP, fires 1 die.
          const attacker = { css: '.flow__next[data-question="r1.ground.a"]' };
          await p.see(/0 colpi 5\/6 83,3 %/, attacker);
          await p.typeDice(attacker, 5);
          const steps = await p.steps(result);
          expect(steps).toMatch(/13a Armata: 2 dadi, colpisce con 6.*7\.7\.5/);
          expect(steps).toMatch(/XLVII Pz: 1 dado, colpisce con 6.*7\.7\.5/);
          await p.tap({ css: '.flow__next[data-question="r1.retreat.d"] [data-choice="stay"]' });
          await p.tap({ css: '.flow__next[data-question="r1.retreat.a"] [data-choice="stay"]' });
          await p.read({ css: '.flow__next[data-question="r2.ground.d"]' });
        });
      },
    );

    it(
      'a browser that shuts storage to the page (no IndexedDB, or every open refused): the home screen says so in words and how to carry on, with no endless loading ring',
      LIMIT,
      async () => {
        for (const shut of ['missing', 'refused']) {
          const tab = await engine!.open({ width: 390, height: 844, locale: 'it-IT' });
          try {
            const p = new Player(tab);
            await tab.goto(`${server.url}?storage=${shut}`);
            // Italian where the browser speaks it; WebKitGTK here speaks English (and the language
            // cannot be chosen without storage).
            const banner: Query = { css: '[role="alert"]', hasText: re(/(non permette all'app di salvare|not letting the app save)/) };
            const words = await p.read(banner);
            expect(words, shut).toMatch(
              /(non permette all'app di salvare.*nulla è stato salvato.*Apri l'app in una finestra normale|not letting the app save.*nothing was saved.*Open the app in a normal window)/,
            );
            // No second, rawer message over it.
            expect(await p.count({ css: '.v-overlay--active .v-card' }), shut).toBe(0);
            await p.tap(p.button(/^(Chiudi|Close)$/, banner));
            await p.gone(banner);
            // The home screen is there to read (its heading), not a ring waiting for ever.
            await p.read({ role: 'heading', name: re(/^(Le tue partite|Your games)$/) });
            expect(await p.count({ css: '.v-main .v-progress-circular' }), shut).toBe(0);
          } finally {
            await tab.close();
          }
        }
      },
    );

    it('the home screen says how to keep the games when the browser has not promised to keep them (Safari: the home screen and export)', LIMIT, async () => {
      await evening(async (p) => {
        // What the browser answers: persistent storage granted, refused, or no such API (WebKit).
        // The advice comes once there is a game to keep (a first visit leads with the game).
        await p.newGame('ARMIR', 'Serata ARMIR', { 'Nome per lo schieramento Asse': 'Marco', 'Nome per lo schieramento Sovietico': 'Ivan' });
        await p.home();
        await p.read(GAME_ITEM);
        const kept = await p.tab.evaluate<boolean | null>('navigator.storage && navigator.storage.persisted ? navigator.storage.persisted() : null');
        const advice = testId('keep-advice');
        if (kept === true) {
          expect(await p.count(advice)).toBe(0);
          return;
        }
        const words = await p.read(advice);
        expect(words).toContain('Mettete al sicuro le partite');
        expect(words).toMatch(/esportate ogni partita su file/);
        const install = (await p.text(testId('keep-advice-install'))) ?? '';
        if (name === 'webkit') {
          // Safari's engine: no storage manager at all, data erased after 7 days unless on the Home Screen.
          expect(kept).toBeNull();
          expect(install).toMatch(/7 giorni.*Condividi → Aggiungi alla schermata Home/);
        } else if (name === 'firefox') {
          expect(install).toMatch(/Firefox su Android/);
        } else {
          expect(install).toMatch(/Installate Aiutante/);
        }
        // "Ho capito" puts it away, and it stays away.
        if ((await p.tab.evaluate<boolean | null>('navigator.storage && navigator.storage.persisted ? navigator.storage.persisted() : null')) === true) return;
        await p.read(advice);
        await p.tap(p.button('Ho capito', advice));
        await p.gone(advice);
        await p.tab.reload();
        await p.read(GAME_ITEM);
        expect(await p.count(advice)).toBe(0);
      });
    });
  });
}
