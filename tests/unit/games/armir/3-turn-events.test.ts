// 3, 4, 9.1, 9.2.1, 15, 16.3, 17.1, 18.4: the turn's events as the journal tells them — each line's
// sentence, its numbers and the rules it cites — and what each does to the game.
import { describe, expect, it } from 'vitest';
import type { GameEvent, JournalText } from '@/engine/types';
import { armir } from '@/games/armir';
import { currentPhase } from '@/games/armir/sequence';
import type { ArmirState } from '@/games/armir/state';
import { apply, ctxWith, next, setUp } from './helpers';
import { answer } from '../../support/answers';

const e = (type: string, payload?: unknown): GameEvent => (payload === undefined ? { type, at: 0 } : { type, payload, at: 0 }) as GameEvent;
const line = (s: ArmirState, type: string, payload?: unknown) => armir.describe(e(type, payload), s);
const jt = (key: string, category: string, rules: string[], params?: Record<string, unknown>): JournalText =>
  ({ text: params ? { key: `armir.journal.${key}`, params } : { key: `armir.journal.${key}` }, rules, category }) as JournalText;
/** Turn 1, phase 7 (Axis motorized movement, 18.4). */
const play = () => apply(setUp(), [next]);

describe('3, 18.4: the journal of the phases', () => {
  it('18.4: leaving the set-up starts the game', () => {
    expect(line(setUp(), 'core/next-phase')).toEqual(jt('startGame', 'phase', ['18.4']));
  });
  it('3: the next phase is named; leaving a combat phase also removes the DSG markers (11.2.1)', () => {
    expect(line(play(), 'core/next-phase')).toEqual(jt('nextPhase', 'phase', [], { phase: { key: 'armir.phase.bombardment-2.label' } }));
    expect(line({ ...play(), phaseIndex: 8 }, 'core/next-phase')).toEqual(
      jt('nextPhaseDsg', 'phase', ['11.2.1'], { phase: { key: 'armir.phase.soviet-motorized.label' } }),
    );
    expect(line({ ...play(), phaseIndex: 4, turn: 2 }, 'core/next-phase').rules).toEqual(['11.2.1']);
  });
  it("3: after the attrition comes the next turn; 17.2: after the last turn's, the end of the game", () => {
    expect(line({ ...play(), phaseIndex: 11 }, 'core/next-phase')).toEqual(jt('nextTurn', 'phase', ['3'], { turn: 2 }));
    expect(line({ ...play(), phaseIndex: 10, turn: 6 }, 'core/next-phase').text.key).toBe('armir.journal.nextPhase');
    expect(line({ ...play(), phaseIndex: 11, turn: 6 }, 'core/next-phase')).toEqual(jt('endGame', 'phase', ['17.2']));
    expect(line({ ...play(), phaseIndex: 11, turn: 5, turns: 5 }, 'core/next-phase')).toEqual(jt('endGame', 'phase', ['17.2']));
  });
  it('going back a phase', () => {
    expect(line(play(), 'core/prev-phase')).toEqual(jt('prevPhase', 'phase', []));
  });
});

describe('4: the initiative', () => {
  it('the Soviet taking it pays 1 PS (16.4.3), said with the PS before and after, never below 0', () => {
    expect(line(play(), 'armir/initiative', { side: 'soviet' })).toEqual(jt('initiativeSoviet', 'phase', ['4', '16.4.3'], { from: 4, to: 3 }));
    expect(line({ ...play(), ps: 0 }, 'armir/initiative', { side: 'soviet' }).text.params).toEqual({ from: 0, to: 0 });
    expect(line(play(), 'armir/initiative', { side: 'axis' })).toEqual(jt('initiativeAxis', 'phase', ['4']));
  });
});

describe("5.3, 9.1, 9.2.1, 16.3: the turn's markers and rolls", () => {
  it('5.3: an HQ flipped, named by its army', () => {
    expect(line(play(), 'armir/hq-face', { army: 'army2', face: 'move' })).toEqual(
      jt('hqFace', 'marker', ['5.3', '5.3.3'], { army: { key: 'armir.army.army2' }, face: { key: 'armir.face.move' } }),
    );
    const named = apply(play(), [e('armir/army', { army: 'army2', name: 'Vatutin' })]);
    expect(line(named, 'armir/hq-face', { army: 'army2', face: 'range' }).text.params).toEqual({ army: 'Vatutin', face: { key: 'armir.face.range' } });
  });
  it('9.1: 1-3 the Axis air unit, 4-6 the Soviet', () => {
    expect(line(play(), 'armir/air-roll', { die: 3 })).toEqual(jt('airAxis', 'roll', ['9.1'], { die: 3 }));
    expect(line(play(), 'armir/air-roll', { die: 4 })).toEqual(jt('airSoviet', 'roll', ['9.1'], { die: 4 }));
  });
  it('9.2.1: the CAI back on a 5 or 6', () => {
    expect(line(play(), 'armir/cai-roll', { die: 4 })).toEqual(jt('caiNo', 'roll', ['9.2.1'], { die: 4 }));
    expect(line(play(), 'armir/cai-roll', { die: 5 })).toEqual(jt('caiOk', 'roll', ['9.2.1'], { die: 5 }));
  });
  it('16.3: a die lower than the turn adds one to the garrison, and the line gives the new garrison', () => {
    const t3 = { ...play(), turn: 3 };
    expect(line(t3, 'armir/tem-garrison-roll', { die: 2 })).toEqual(jt('temPlus', 'roll', ['16.3'], { die: 2, g: 2 }));
    expect(line(t3, 'armir/tem-garrison-roll', { die: 3 })).toEqual(jt('temSame', 'roll', ['16.3'], { die: 3, g: 1 }));
  });
  it('18.5: the reinforcements acknowledged cite their rule; another reminder none', () => {
    expect(line(play(), 'armir/ack', { id: 'reinforcements' })).toEqual(jt('ackReinforcements', 'phase', ['18.5']));
    expect(line(play(), 'armir/ack', { id: 'remind-axis-motorized' })).toEqual(jt('ack', 'phase', []));
  });
});

describe('15: reinforcements and replacements', () => {
  it('15.2: the Gebirgs arrives with the steps its card announced (1, or 2 with that reading) — the journal says so', () => {
    const t2 = { ...play(), turn: 2 };
    expect(line(t2, 'armir/gebirgs', { action: 'arrive', steps: 1 })).toEqual(jt('gebirgs.arrive', 'setup', ['15.2'], { steps: 1 }));
    expect(line(t2, 'armir/gebirgs', { action: 'arrive', steps: 2 }).text.params).toEqual({ steps: 2 });
    // an older log, written before the count was kept, does not guess it
    expect(line(t2, 'armir/gebirgs', { action: 'arrive' }).text.params).toEqual({ steps: '?' });
    expect(apply(t2, [e('armir/gebirgs', { action: 'arrive', steps: 2 })]).gebirgs).toEqual({ steps: 2, eliminated: false });
    expect(apply(t2, [e('armir/gebirgs', { action: 'arrive' })], ctxWith({}, { gebirgsStepOnArrival: true })).gebirgs.steps).toBe(2);
    expect(apply(t2, [e('armir/gebirgs', { action: 'arrive' })]).gebirgs.steps).toBe(1);
  });
  it('15.2: the arrival card sends the steps it shows', () => {
    for (const [settings, steps] of [
      [{}, 1],
      [{ gebirgsStepOnArrival: true }, 2],
    ] as const) {
      const c = ctxWith({}, settings);
      const s = { ...apply(setUp(c), [next], c), turn: 2, phaseIndex: 1 };
      const card = armir.procedures(s, c).find((p) => p.id === 'gebirgs');
      const ev = card!.evaluate({}, c);
      expect(ev.derivation.find((d) => d.key === 'armir.proc.gebirgs.arrive')?.params).toEqual({ steps });
      expect(answer(ev, null).events.map((x) => x.payload)).toEqual([{ action: 'arrive', steps }]);
    }
  });
  it('15.2: a step gained up to 4; out of supply no step, with the steps it has', () => {
    const g = (steps: number) => ({ ...play(), gebirgs: { steps, eliminated: false } });
    expect(line(g(2), 'armir/gebirgs', { action: 'gain' })).toEqual(jt('gebirgs.gain', 'setup', ['15.2'], { steps: 3 }));
    expect(line(g(4), 'armir/gebirgs', { action: 'gain' }).text.params).toEqual({ steps: 4 });
    expect(line(g(2), 'armir/gebirgs', { action: 'skip' })).toEqual(jt('gebirgs.skip', 'setup', ['15.2'], { steps: 2 }));
  });
  it('15.3, 16.4.4: a German replacement gives the Soviet 1 PS', () => {
    expect(line(play(), 'armir/german-replacement', { unit: '385. ID' })).toEqual(
      jt('replacement', 'track', ['15.3', '16.4.4'], { unit: '385. ID', from: 4, to: 5 }),
    );
  });
  it('15.1: the XXIV Pz.Korps enters; with the Julia assigned, 15.1.3 too', () => {
    expect(line(play(), 'armir/xxiv-enter', { julia: true })).toEqual(jt('xxivJulia', 'setup', ['15.1', '15.1.3']));
    expect(line(play(), 'armir/xxiv-enter', { julia: false })).toEqual(jt('xxiv', 'setup', ['15.1']));
  });
});

describe('17.1, 17.1.3: HQs and objectives', () => {
  it('17.1.3: an HQ eliminated gives the Axis its next VP; its return is said', () => {
    expect(line({ ...play(), axisVp: 1 }, 'armir/hq-eliminated', { army: 'army3' })).toEqual(
      jt('hqEliminated', 'victory', ['17.1.3'], { army: { key: 'armir.army.army3' }, vp: 2 }),
    );
    expect(line(play(), 'armir/hq-return', { army: 'army1' })).toEqual(jt('hqReturn', 'setup', ['17.1.3'], { army: { key: 'armir.army.army1' } }));
  });
  it('17.1: the objectives sealed say nothing of the choice; revealed, they are listed', () => {
    expect(line(play(), 'armir/objectives-seal', { chosen: [3, 1] })).toEqual(jt('objectivesSealed', 'setup', ['17.1']));
    expect(line(play(), 'armir/objectives-reveal')).toEqual(jt('objectivesRevealed', 'victory', ['17.2'], { list: '2, 3' }));
    expect(line({ ...play(), objectives: { chosen: [], revealed: false } }, 'armir/objectives-reveal').text.params).toEqual({ list: '—' });
    expect(line({ ...play(), objectives: { chosen: null, revealed: false } }, 'armir/objectives-reveal').text.params).toEqual({ list: '—' });
  });
  it('17.1: the choice is kept in order whatever order it was typed in', () => {
    expect(apply(play(), [e('armir/objectives-seal', { chosen: [4, 1, 3] })]).objectives).toEqual({ chosen: [1, 3, 4], revealed: false });
  });
});

it('3: the phase the journal names is the one the game goes to', () => {
  const s = play();
  const said = line(s, 'core/next-phase').text.params?.phase;
  expect(said).toEqual({ key: `armir.phase.${currentPhase(apply(s, [next]))}.label` });
});

describe("3, 4, 10.2, 11.2.1, A34: what the turn's events change", () => {
  it('17.2: once the game is over, "next phase" changes nothing; going back reopens it unless the PS defeat ended it', () => {
    const over = { ...play(), stage: 'over' as const };
    expect(apply(over, [next])).toBe(over);
    expect(apply({ ...over, phaseDone: ['x'] }, [e('core/prev-phase')])).toMatchObject({ stage: 'play', phaseDone: [] });
    const lost = { ...over, defeat: { turn: 2, reason: 'ps' as const } };
    expect(apply(lost, [e('core/prev-phase')])).toBe(lost);
    expect(apply(setUp(), [e('core/prev-phase')])).toStrictEqual(setUp());
  });
  it("18.4: back from turn 1's first phase is the set-up; later in turn 1 one phase back; turn 2's first phase stays (undo instead)", () => {
    const t1 = play();
    expect(apply(t1, [e('core/prev-phase')])).toMatchObject({ stage: 'setup', phaseIndex: 0, phaseDone: [] });
    const t1b = apply(t1, [next]);
    expect(apply({ ...t1b, phaseDone: ['x'] }, [e('core/prev-phase')])).toMatchObject({ stage: 'play', phaseIndex: 6, phaseDone: [] });
    const t2 = { ...t1, turn: 2, phaseIndex: 0 };
    expect(apply(t2, [e('core/prev-phase')])).toBe(t2);
    expect(apply({ ...t2, phaseIndex: 1 }, [e('core/prev-phase')]).phaseIndex).toBe(0);
  });
  it("3, A34: a new turn — the Axis initiative again, no air unit, no air supply, the U sides and air supplies gone; the phase's and turn's tasks cleared", () => {
    const s = play();
    const end: ArmirState = {
      ...s,
      phaseIndex: 11,
      initiative: 'soviet',
      airUnit: { owner: 'soviet', value: 3, used: true },
      airSupply: { german: 2, italian: 1 },
      roster: [
        { id: 'r1', name: 'A', side: 'axis', kind: 'unit', oos: false, dsg: false, used: true },
        { id: 'r2', name: 'B', side: 'axis', kind: 'unit', oos: false, dsg: false, used: false, airSupplied: true },
        { id: 'r3', name: 'C', side: 'axis', kind: 'unit', oos: true, dsg: true, used: false },
      ],
      phaseDone: ['x'],
      turnDone: ['y'],
    };
    const n = apply(end, [next]);
    expect(n).toMatchObject({
      turn: 2,
      phaseIndex: 0,
      initiative: 'axis',
      initiativeByTurn: { 1: 'axis', 2: 'axis' },
      airUnit: null,
      airSupply: { german: 0, italian: 0 },
      phaseDone: [],
      turnDone: [],
    });
    expect(n.roster.map((r) => [r.used, r.airSupplied ?? null, r.oos, r.dsg])).toEqual(
      [
        [false, false],
        [false, false],
        [true, true],
      ].map(([a, b], i) => (i < 2 ? [a, b, false, false] : [false, null, true, true])),
    );
    expect(n.roster[2]).toBe(end.roster[2]);
  });
  it('11.2.1: leaving a combat phase takes the DSG off; leaving another phase leaves it', () => {
    const dsg = { id: 'r1', name: 'A', side: 'axis' as const, kind: 'hex' as const, oos: false, dsg: true, used: false };
    const plain = { ...dsg, id: 'r2', dsg: false };
    const combat = { ...play(), phaseIndex: 8, roster: [dsg, plain] };
    const after = apply(combat, [next]);
    expect(after.roster.map((r) => r.dsg)).toEqual([false, false]);
    expect(after.roster[1]).toBe(plain);
    expect(apply({ ...combat, phaseIndex: 7 }, [next]).roster.map((r) => r.dsg)).toEqual([true, false]);
  });
  it("10.2, A30: leaving the initiative phase, each army's points reset to its HQ range (0 eliminated or not typed); not before", () => {
    const s = play();
    const t2: ArmirState = {
      ...s,
      turn: 2,
      phaseIndex: 0,
      armies: {
        ...s.armies,
        army1: { ...s.armies.army1, points: 0 },
        army2: { ...s.armies.army2, hqEliminatedOnTurn: 1, points: 2 },
        army3: { ...s.armies.army3, hqRange: { range: null, move: null }, points: 1 },
      },
    };
    const n = apply(t2, [next]);
    expect([n.armies.army1.points, n.armies.army2.points, n.armies.army3.points]).toEqual([5, 0, 0]);
    expect(apply({ ...t2, phaseIndex: 1 }, [next]).armies.army1.points).toBe(0);
    expect(apply({ ...t2, armies: { ...t2.armies, army1: { ...t2.armies.army1, hqFace: 'move' } } }, [next]).armies.army1.points).toBe(3);
  });
  it("18.3: leaving the set-up, each army starts on its marker's back (0 if not typed)", () => {
    const s = setUp();
    const n = apply({ ...s, armies: { ...s.armies, army2: { ...s.armies.army2, artilleryStart: null } } }, [next]);
    expect([n.armies.army1.points, n.armies.army2.points, n.armies.army3.points, n.stage, n.turn, n.phaseIndex]).toEqual([3, 0, 4, 'play', 1, 6]);
  });
  it('4, 16.4.3: the initiative decided once; the Soviet pays 1 PS only when he takes it from the Axis', () => {
    const s = { ...play(), turn: 2, phaseIndex: 0 };
    const sov = apply(s, [e('armir/initiative', { side: 'soviet' })]);
    expect([sov.initiative, sov.initiativeByTurn[2], sov.ps, sov.phaseDone]).toEqual(['soviet', 'soviet', 3, ['initiative']]);
    expect(apply(sov, [e('armir/initiative', { side: 'axis' })])).toBe(sov);
    expect(apply({ ...s, initiative: 'soviet' as const }, [e('armir/initiative', { side: 'soviet' })]).ps).toBe(4);
    expect(apply(s, [e('armir/initiative', { side: 'axis' })])).toMatchObject({ initiative: 'axis', ps: 4 });
  });
  it("9.1, 9.2.1, 16.3: the turn's rolls, each once", () => {
    const s = { ...play(), turn: 3 };
    const air = apply(s, [e('armir/air-roll', { die: 3 })]);
    expect(air.airUnit).toEqual({ owner: 'axis', value: 4, used: false });
    expect(apply(air, [e('armir/air-roll', { die: 5 })])).toBe(air);
    expect(apply(s, [e('armir/air-roll', { die: 4 })]).airUnit).toEqual({ owner: 'soviet', value: 3, used: false });
    const used = { ...s, cai: 'used' as const };
    expect(apply(used, [e('armir/cai-roll', { die: 5 })]).cai).toBe('available');
    expect(apply(used, [e('armir/cai-roll', { die: 4 })])).toMatchObject({ cai: 'used', turnDone: ['cai-roll'] });
    expect(apply({ ...s, cai: 'lost' as const }, [e('armir/cai-roll', { die: 6 })]).cai).toBe('lost');
    const cai = apply(used, [e('armir/cai-roll', { die: 4 })]);
    expect(apply(cai, [e('armir/cai-roll', { die: 6 })])).toBe(cai);
    const g = apply(s, [e('armir/tem-garrison-roll', { die: 2 })]);
    expect([g.tem.garrison, g.turnDone]).toEqual([2, ['tem-garrison']]);
    expect(apply(g, [e('armir/tem-garrison-roll', { die: 1 })])).toBe(g);
    expect(apply(s, [e('armir/tem-garrison-roll', { die: 3 })]).tem.garrison).toBe(1);
  });
  it('5.3: an HQ flipped; an acknowledgement marks its card done', () => {
    expect(apply(play(), [e('armir/hq-face', { army: 'army3', face: 'move' })]).armies.army3.hqFace).toBe('move');
    expect(apply(play(), [e('armir/ack', { id: 'remind-x' })]).phaseDone).toEqual(['remind-x']);
  });
  it('15.2: the Gebirgs gains a step a turn up to 4, skips one out of supply, or is eliminated for good; once a turn', () => {
    const g = (steps: number) => ({ ...play(), turn: 3, gebirgs: { steps, eliminated: false } });
    const gained = apply(g(2), [e('armir/gebirgs', { action: 'gain' })]);
    expect([gained.gebirgs, gained.turnDone]).toEqual([{ steps: 3, eliminated: false }, ['gebirgs']]);
    expect(apply(gained, [e('armir/gebirgs', { action: 'gain' })])).toBe(gained);
    expect(apply(g(4), [e('armir/gebirgs', { action: 'gain' })]).gebirgs.steps).toBe(4);
    expect(apply(g(2), [e('armir/gebirgs', { action: 'skip' })]).gebirgs).toEqual({ steps: 2, eliminated: false });
    expect(apply(g(2), [e('armir/gebirgs', { action: 'eliminated' })]).gebirgs).toEqual({ steps: 0, eliminated: true });
    expect(apply({ ...g(0), gebirgs: { steps: 0, eliminated: true } }, [e('armir/gebirgs', { action: 'skip' })]).gebirgs.eliminated).toBe(true);
  });
  it('15.3, 16.4.4: one German replacement a turn, +1 PS', () => {
    const r = apply(play(), [e('armir/german-replacement', { unit: 'x' })]);
    expect([r.ps, r.turnDone]).toEqual([5, ['german-replacement']]);
    expect(apply(r, [e('armir/german-replacement', { unit: 'y' })])).toBe(r);
  });
  it('15.1: the XXIV Pz.Korps entered, with or without the Julia', () => {
    expect(apply(play(), [e('armir/xxiv-enter', { julia: true })])).toMatchObject({ xxiv: { hqEntered: true, juliaAssigned: true }, phaseDone: ['xxiv'] });
    expect(apply(play(), [e('armir/xxiv-enter', { julia: false })]).xxiv.juliaAssigned).toBe(false);
  });
  it('17.1.3: an HQ eliminated once (1 VP, no points), back in a later reinforcement phase', () => {
    const s = { ...play(), turn: 2 };
    const el = apply(s, [e('armir/hq-eliminated', { army: 'army1' })]);
    expect([el.axisVp, el.armies.army1.hqEliminatedOnTurn, el.armies.army1.points, el.armies.army2.points]).toEqual([1, 2, 0, 2]);
    expect(apply(el, [e('armir/hq-eliminated', { army: 'army1' })])).toBe(el);
    const back = apply({ ...el, armies: { ...el.armies, army1: { ...el.armies.army1, hqOos: true } } }, [e('armir/hq-return', { army: 'army1' })]);
    expect([back.armies.army1.hqEliminatedOnTurn, back.armies.army1.hqOos, back.phaseDone]).toEqual([null, false, ['hq-return-army1']]);
    expect(apply(s, [e('armir/hq-return', { army: 'army1' })])).toBe(s);
  });
  it('17.2: the objectives revealed', () => {
    expect(apply(play(), [e('armir/objectives-reveal')]).objectives).toEqual({ chosen: [2, 3], revealed: true });
  });
});

describe('once a turn means once a turn, whatever the phase (9.2.1, 16.3, 15.2, 15.3), and each phase starts afresh', () => {
  /** Done in one phase, then the next phase of the same turn: the roll or the replacement is not taken again. */
  const laterPhase = (s: ArmirState) => {
    const n = apply(s, [next]);
    expect([n.turn, n.phaseDone]).toEqual([s.turn, []]);
    return n;
  };
  const t2 = () => ({ ...play(), turn: 2, phaseIndex: 1 });
  it('9.2.1: the CAI roll', () => {
    const s = laterPhase(apply({ ...t2(), cai: 'used' as const }, [e('armir/cai-roll', { die: 2 })]));
    expect(apply(s, [e('armir/cai-roll', { die: 6 })])).toBe(s);
  });
  it('16.3: the TeM garrison roll', () => {
    const s = laterPhase(apply(t2(), [e('armir/tem-garrison-roll', { die: 6 })]));
    expect(apply(s, [e('armir/tem-garrison-roll', { die: 1 })])).toBe(s);
  });
  it('15.2: the Gebirgs step', () => {
    const s = laterPhase(apply({ ...t2(), gebirgs: { steps: 1, eliminated: false } }, [e('armir/gebirgs', { action: 'skip' })]));
    expect(apply(s, [e('armir/gebirgs', { action: 'gain' })])).toBe(s);
  });
  it('15.3: the German replacement', () => {
    const s = laterPhase(apply(t2(), [e('armir/german-replacement', { unit: 'x' })]));
    expect(apply(s, [e('armir/german-replacement', { unit: 'y' })])).toBe(s);
  });
  it('3: the next phase starts with none of its tasks done; so does the end of the game (17.2)', () => {
    expect(apply({ ...play(), phaseDone: ['remind-axis-motorized'] }, [next]).phaseDone).toEqual([]);
    expect(apply({ ...play(), turn: 6, phaseIndex: 11, phaseDone: ['attrition'] }, [next])).toMatchObject({ stage: 'over', phaseDone: [] });
  });
  it("18: going back during the set-up changes nothing, the set-up's tasks done stay done", () => {
    const s = apply(setUp(), [e('armir/ack', { id: 'setup-markers' })]);
    expect(apply(s, [e('core/prev-phase')])).toBe(s);
  });
  it('17.1: a file choosing the same objective twice is refused', () => {
    expect(armir.check(e('armir/objectives-seal', { chosen: [2, 2] })).ok).toBe(false);
    expect(armir.check(e('armir/objectives-seal', { chosen: [2, 4] })).ok).toBe(true);
  });
});
