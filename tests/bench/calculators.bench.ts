// Worst-case recompute time of each calculator, its exact odds included (DESIGN.md: ≤ 16 ms).
// Chart values are synthetic, made up here so that every cell is filled and the odds are
// computed over the whole chart (the slowest path); they are never shipped.
import { expect, it } from 'vitest';
import { evaluateCombat } from '@/games/inferno/combat';
import { combat, cu, ctxWith, trcData, tdpData } from '../unit/games/inferno/helpers';
import { measure, record } from './record';
import { firstRoll } from '../unit/support/answers';

it('Inferno: five-phase combat, worst case', async () => {
  // The most the rules allow on one combat: the attacker's command limit (7.2: six units) from
  // three hexes, three defenders with support artillery on both sides, a flank, both charts filled.
  const big = combat({
    attackers: [1, 2, 3, 4, 5, 6].map(() => cu({ side: 'ah', corps: 'III', attack: 5 })),
    defenders: [1, 2, 3].map(() => cu({ side: 'it', defence: 3 })),
    attackSupport: [cu({ side: 'ah', kind: 'artillery', artillery: 4, defence: 0 })],
    defenceSupport: [cu({ side: 'it', kind: 'artillery', artillery: 3, defence: 0 })],
    flank: { fiveHexes: true, noFriendly: true },
  });
  const c = ctxWith([trcData('+1/R1 -1'), tdpData((i) => String(i % 4))]);
  const once = evaluateCombat(big, c);
  expect(once.errors).toEqual([]); // the slow path: the odds are computed
  expect(firstRoll(once)?.odds.length).toBeGreaterThan(1);
  await measure('Inferno combat calculator (3d6 odds over TRC + TdP)', 16, () => evaluateCombat(big, c));
});

it('ARMIR: combat and bombardment, worst case', async () => {
  const { evaluateCombat, emptyCombat, emptyUnit } = await import('@/games/armir/combat');
  const { evaluateBombard } = await import('@/games/armir/bombard');
  const { ctxWith, syntheticCrt, setUp } = await import('../unit/games/armir/helpers');
  const { phaseIds } = await import('@/games/armir/sequence');
  // Six attacking hexes (every neighbour of the defender) of three units each, every modifier
  // in play (OOS, DSG, tracked German units, Italian artillery support), the stronghold and the
  // river shifts, the CRT filled so every outcome is computed.
  const unit = (cp: number, more = {}) => ({ ...emptyUnit(), cp, ...more });
  const input = {
    ...emptyCombat('axis'),
    attackers: Array.from({ length: 6 }, (_, h) => ({
      dsg: h % 2 === 0,
      units: [unit(7, { oos: true }), unit(5, { tracked: true, german: true }), unit(3, { motorized: true })],
    })),
    defender: { dsg: true, units: [unit(4), unit(3), unit(2)] },
    attackSupports: [
      { value: 3, dsg: false },
      { value: 2, dsg: false },
    ], // Italian artillery (10.1)
    defenceSupports: [],
    riverAll: true,
    strongholdHex: true,
    strongholdAll: false,
    city: true,
  };
  const ctx = ctxWith(syntheticCrt({ '1': '1/-', '2': '1/1', '3': '-/1', '4': '1/2', '5': '-/2', '6': '-/3' }), {}, {});
  // Turn 2, Axis initiative, the Axis combat phase: the calculator is open (12).
  const state = { ...setUp(ctx), turn: 2, stage: 'play' as const, initiative: 'axis' as const, phaseIndex: phaseIds('axis').indexOf('axis-combat') };
  const once = evaluateCombat(input, state, ctx);
  expect(once.errors).toEqual([]);
  expect(firstRoll(once)?.odds.length).toBeGreaterThan(1);
  await measure('ARMIR combat calculator (1d6 odds over the CRT)', 16, () => evaluateCombat(input, state, ctx));
  const bomb = { source: 'soviet-artillery' as const, army: 'army3' as const, points: 4, strongholdTarget: true, target: 'X' };
  expect(evaluateBombard(bomb, state, ctx).errors).toEqual([]);
  await measure('ARMIR bombardment calculator', 16, () => evaluateBombard(bomb, state, ctx));
});

it('BITE: a battle step, worst case', async () => {
  const { evaluateBattle, battleRules } = await import('@/games/bite/battle');
  const { OPTIONAL_RULES } = await import('@/games/bite/layers');
  const { walk, noAnswers } = await import('@/engine');
  type Unit = import('@/games/bite/battle').BattleUnit;
  // The largest stacks 3.10 allows on each side (three ground units, two of them combat, and two
  // aircraft), every block at 7 SP (the largest, 3.11), with every modifier that can stand
  // together: a mountain fortress across a river, light rain, the First Winter, recon missed
  // (19.0), Stuka sirens (22.0), the Katyusha (25.0), elites, a shield; all layers in play.
  const u = (id: string, side: 'attacker' | 'defender', nation: Unit['nation'], cls: Unit['cls'], more: Partial<Unit> = {}): Unit => ({
    id,
    name: id,
    side,
    nation,
    cls,
    sp: 7,
    maxSp: 7,
    tech: 2,
    supplied: true,
    ...more,
  });
  const units: Unit[] = [
    u('pz1', 'attacker', 'germany', 'armour', { elite: 'attack', crosses: true }),
    u('inf1', 'attacker', 'germany', 'infantry', { crosses: true }),
    u('art1', 'attacker', 'germany', 'artillery'),
    u('jg', 'attacker', 'germany', 'fighter'),
    u('stuka', 'attacker', 'germany', 'bomber', { stuka: true }),
    u('gd1', 'defender', 'ussr', 'infantry', { elite: 'defence', shield: true }),
    u('gd2', 'defender', 'ussr', 'infantry'),
    u('kat', 'defender', 'ussr', 'artillery'),
    u('vvs1', 'defender', 'ussr', 'fighter'),
    u('vvs2', 'defender', 'ussr', 'bomber'),
  ];
  const input = {
    units,
    hex: { terrain: 'mountain' as const, city: 'fortress' as const, crossing: 'river' as const },
    weather: 'lightRain' as const,
    round: 1,
    recon: false,
    situations: { firstWinter: true },
    layers: { advanced: true, optional: OPTIONAL_RULES },
  };
  const rules = battleRules({ cancellation: true });
  // Round 1 walked to its end with every die a miss, three air clashes (the defender's aircraft
  // leave after the third) and every side staying: the slowest recompute is the one at the last
  // question, which replays the whole round with the odds of each step.
  let answers = noAnswers();
  let pending: string | undefined;
  for (let k = 0; k < 200; k++) {
    const w = walk(evaluateBattle(input, rules), answers);
    const q = w.pending;
    if (!q || q.id.startsWith('r2.')) break;
    pending = q.id;
    answers =
      q.kind === 'roll'
        ? { ...w.answers, rolls: { ...w.answers.rolls, [q.id]: { faces: q.roll.dice.map(() => 1), source: 'physical' as const } } }
        : {
            ...w.answers,
            choices: {
              ...w.answers.choices,
              [q.id]: q.id === 'r1.air3.withdraw.d' ? 'all' : q.kind === 'choice' ? (q.options.find((o) => o.id === 'stay') ?? q.options[0]).id : '',
            },
          };
  }
  expect(pending).toBe('r1.retreat.a');
  // A tap, as the battle screen sees it: the players answer the last question of round 1 (the
  // attacker stays) and the screen walks the battle again — round 1 replayed whole — to round 2's
  // AA barrage with its exact odds. The walk up to the question before is warm, as it is on screen.
  const before = { ...answers, choices: { ...answers.choices } };
  delete before.choices['r1.retreat.a'];
  // The same battle under another name each time: the app keeps the evaluation of a battle
  // it has seen (and its replays), which would make every measured tap a lookup.
  let fresh = 0;
  const another = () => ({ ...input, units: input.units.map((x) => ({ ...x, name: `${x.id} ${++fresh}` })) });
  const times: number[] = [];
  for (let i = 0; i < 120; i++) {
    const e = evaluateBattle(another(), rules);
    walk(e, before);
    const t0 = performance.now();
    const w = walk(e, answers);
    const odds = w.pending?.kind === 'roll' ? w.pending.odds : [];
    times.push(performance.now() - t0);
    if (i === 0) {
      expect(w.pending?.id).toBe('r2.aa.d');
      expect(odds.length).toBeGreaterThan(10);
    }
  }
  times.splice(0, 20);
  times.sort((a, b) => a - b);
  record({
    name: 'BITE battle step (a tap at the end of round 1, every modifier, exact odds)',
    ms: times[Math.floor(times.length * 0.95)],
    max: times[times.length - 1],
    runs: times.length,
    budget: 16,
  });
  // The same battle walked cold (a changed input replays every question): shown, not budgeted.
  await measure('BITE battle walked cold to round 2 (every question replayed)', undefined, () => walk(evaluateBattle(another(), rules), answers), 40, 5);
});

it('War to Axis: fire and artillery, worst case', async () => {
  const { firePlan, artilleryEvaluation, defaultFireForm, defaultArtilleryForm } = await import('@/games/war-to-axis/calculators');
  const fireEvaluation = (...a: Parameters<typeof firePlan>) => firePlan(...a).evaluation;
  const { wtaSettings } = await import('@/games/war-to-axis/settings');
  const { newGame } = await import('@/games/war-to-axis/state');
  const { scenario } = await import('../unit/games/war-to-axis/helpers');
  const settings = wtaSettings();
  const s = newGame(scenario());
  // The largest pool a card can carry (20 dice, 2.5 as the form accepts it) on a 21-element
  // target, every modifier in play: terrain, half lost, opportunity fire (one kind of shot at a
  // time: an opportunity shot is never also an advancing one, 5.2, 5.5.1), a trench
  // that absorbs and may be removed, a blocked retreat; the exact joint law of AP hits and
  // explosions over every face combination, each resolved through protection and retreat.
  const form = {
    ...defaultFireForm(),
    dice: 20,
    firerHalfLost: true,
    elements: 21,
    attack: 'ap' as const,
    terrainMod: 2,
    advancing: false,
    opportunity: true,
    cover: 'trench' as const,
    room: 1,
  };
  const once = fireEvaluation(s, form, settings);
  expect(once.errors).toEqual([]);
  expect(firstRoll(once)?.roll.dice.length).toBe(20);
  await measure('War to Axis fire calculator (20 black dice, joint AP × explosion odds)', 16, () => fireEvaluation(s, form, settings));
  const st = { ...s, sides: { ...s.sides, allies: { ...s.sides.allies, batteriesAvailable: 6 } } };
  const art = { ...defaultArtilleryForm(), radio: 20, line: -1, batteryDice: 20, elements: 21, cover: 'trench' as const };
  expect(artilleryEvaluation(st, art, settings).errors).toEqual([]);
  await measure('War to Axis artillery calculator (20 radio dice, 20-die battery)', 16, () => artilleryEvaluation(st, art, settings));
});
