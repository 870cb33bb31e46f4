// 1.2, 4, 9.1, 10.2, 15.2, 16, 16.1-16.4, 17.1.3: the tracks the players kept on paper, as the
// track bar shows them — each value with its bounds, the line under it, its tone and the PA spends
// it offers.
import { describe, expect, it } from 'vitest';
import type { TrackView } from '@/engine/types';
import { armir } from '@/games/armir';
import { armyLabel } from '@/games/armir/tracks';
import type { ArmirState } from '@/games/armir/state';
import { ctxWith, setUp } from './helpers';

const ctx = ctxWith();
const track = (s: ArmirState, id: string, c = ctx): TrackView => {
  const t = armir.tracks(s, c).find((x) => x.id === id);
  if (!t) throw new Error(`no track ${id}`);
  return t;
};
const k = (key: string, params?: Record<string, unknown>) => (params ? { key: `armir.${key}`, params } : { key: `armir.${key}` });
const paSpend = (reason: 'motorized' | 'artillery') => [{ type: 'armir/pa', payload: { delta: -1, reason }, at: 0 }];

describe('the track bar at the start of the game (18.3)', () => {
  it("turn, PA, PS, the three armies' artillery, Čir, TeM, air unit and Axis VP, in that order; no Gebirgs yet", () => {
    const all = armir.tracks(setUp(), ctx);
    expect(all.map((t) => [t.id, t.rule, t.value, t.min, t.max ?? null])).toEqual([
      ['turn', '1.2', 1, 1, 6],
      ['pa', '16.2', 16, 0, null],
      ['ps', '16.4', 4, 0, null],
      ['artillery-army1', '10.2', 3, 0, null],
      ['artillery-army2', '10.2', 2, 0, null],
      ['artillery-army3', '10.2', 4, 0, null],
      ['cir', '16.1', 1, 1, 3],
      ['tem', '16.3', 1, 0, null],
      ['air', '9.1', 0, 0, null],
      ['axis-vp', '17.1.3', 0, 0, null],
    ]);
    expect(all.map((t) => [t.label, t.abbr ?? null])).toEqual([
      [k('track.turn'), null],
      [k('track.pa.label'), 'PA'],
      [k('track.ps.label'), 'PS'],
      [k('track.artillery', { army: '1' }), 'Art.'],
      [k('track.artillery', { army: '2' }), 'Art.'],
      [k('track.artillery', { army: '3' }), 'Art.'],
      [k('track.cir.label'), null],
      [k('track.tem.label'), 'TeM'],
      [k('track.air.label'), null],
      [k('track.axisVp'), k('track.axisVpAbbr')],
    ]);
    expect(all.map((t) => [t.id, t.detail ?? null, t.tone ?? null])).toEqual([
      ['turn', k('track.initiative.axis'), null],
      ['pa', k('track.pa.plus10', { box: 6 }), 'normal'],
      ['ps', k('track.ps.detail'), 'normal'],
      ['artillery-army1', k('track.artilleryDetail', { range: 5, face: '⊕' }), 'normal'],
      ['artillery-army2', k('track.artilleryDetail', { range: 4, face: '⊕' }), 'normal'],
      ['artillery-army3', k('track.artilleryDetail', { range: 6, face: '⊕' }), 'normal'],
      ['cir', k('track.cir.detail', { units: 0, boxes: 3, pending: 0 }), 'normal'],
      ['tem', k('track.tem.detail', { units: 0 }), 'normal'],
      [
        'air',
        k('track.air.detail', { air: { key: 'armir.track.air.none' }, cai: { key: 'armir.track.cai.available' }, depot: { key: 'armir.track.depot.present' } }),
        null,
      ],
      ['axis-vp', null, null],
    ]);
  });

  it("4: the turn track says who has the initiative, and ends at the game's last turn (1.2)", () => {
    const t = track({ ...setUp(), turn: 3, initiative: 'soviet', turns: 5 }, 'turn');
    expect([t.value, t.max, t.detail]).toEqual([3, 5, k('track.initiative.soviet')]);
  });
});

describe('16.2 the PA and what they pay for (5.4, 10.1.4)', () => {
  it('the PA track offers a motorized move (5.4) and an artillery use (10.1.4), each one PA', () => {
    const pa = track(setUp(), 'pa');
    expect(pa.actions).toEqual([
      { id: 'pa-motorized', label: k('track.pa.motorized'), rule: '5.4', disabledReason: undefined, events: paSpend('motorized') },
      { id: 'pa-artillery', label: k('track.pa.artillery'), rule: '10.1.4', disabledReason: undefined, events: paSpend('artillery') },
    ]);
  });

  it('18.3: the "+10" side — PA 10 is box 0 on that side, PA 9 is box 9 on the plain side', () => {
    expect(track({ ...setUp(), pa: 10 }, 'pa').detail).toEqual(k('track.pa.plus10', { box: 0 }));
    expect(track({ ...setUp(), pa: 9 }, 'pa').detail).toEqual(k('track.pa.box', { box: 9 }));
  });

  it('the PA running low: 4 normal, 3 a warning, 0 in danger', () => {
    expect([4, 3, 1, 0].map((pa) => track({ ...setUp(), pa }, 'pa').tone)).toEqual(['normal', 'warning', 'warning', 'danger']);
  });

  it('10.1.4, A13: at 0 PA neither the motorized move nor the artillery can be paid, each says why', () => {
    const pa = track({ ...setUp(), pa: 0 }, 'pa');
    expect(pa.actions?.map((a) => a.disabledReason)).toEqual([k('track.pa.none'), k('track.pa.noArtillery')]);
    expect(track({ ...setUp(), pa: 1 }, 'pa').actions?.map((a) => a.disabledReason)).toEqual([undefined, undefined]);
  });

  it('A11: paid once a phase, the motorized PA is not offered again that phase; paid per unit, it is', () => {
    const paid = { ...setUp(), phaseDone: ['motorized-pa'] };
    expect(track(paid, 'pa').actions?.map((a) => a.disabledReason)).toEqual([k('track.pa.motorPaid'), undefined]);
    expect(track(paid, 'pa', ctxWith({}, { motorPaPer: 'unit' })).actions?.map((a) => a.disabledReason)).toEqual([undefined, undefined]);
    expect(track(setUp(), 'pa', ctxWith({}, { motorPaPer: 'phase' })).actions?.[0].disabledReason).toBeUndefined();
  });
});

describe('16.4 the PS, 17 the defeat at 0', () => {
  it('2 normal, 1 a warning, 0 in danger', () => {
    expect([2, 1, 0].map((ps) => track({ ...setUp(), ps }, 'ps').tone)).toEqual(['normal', 'warning', 'danger']);
  });
  it('17: once the PS have reached 0 the line says the Soviet is defeated', () => {
    expect(track({ ...setUp(), ps: 0, defeat: { turn: 2, reason: 'ps' } }, 'ps').detail).toEqual(k('track.ps.defeat'));
  });
});

describe("10.2 each Soviet army's artillery points, with its HQ", () => {
  const withArmy = (patch: Partial<ArmirState['armies']['army2']>): ArmirState => {
    const s = setUp();
    return { ...s, armies: { ...s.armies, army2: { ...s.armies.army2, ...patch } } };
  };

  it('an army the players named goes by its name; the others by their number', () => {
    const s = withArmy({ name: '6ª Armata' });
    expect(
      armir
        .tracks(s, ctx)
        .filter((t) => t.id.startsWith('artillery-'))
        .map((t) => t.label),
    ).toEqual([k('track.artillery', { army: '1' }), k('track.artillery', { army: '6ª Armata' }), k('track.artillery', { army: '3' })]);
    expect([armyLabel(s, 'army1'), armyLabel(s, 'army2')]).toEqual([k('army.army1'), k('army.named', { name: '6ª Armata' })]);
  });

  it("5.3.1: the HQ on its movement side gives that side's range, marked ➜", () => {
    const s = withArmy({ hqFace: 'move', hqRange: { range: 4, move: 2 } });
    expect(track(s, 'artillery-army2').detail).toEqual(k('track.artilleryDetail', { range: 2, face: '➜' }));
  });

  it('a range not typed yet says so', () => {
    expect(track(withArmy({ hqRange: { range: null, move: null } }), 'artillery-army2')).toMatchObject({ detail: k('track.artilleryNoRange'), tone: 'normal' });
  });

  it('an HQ out of supply, or eliminated (17.1.3), is a warning; eliminated says so first', () => {
    expect(track(withArmy({ hqOos: true }), 'artillery-army2')).toMatchObject({ detail: k('track.artilleryOos'), tone: 'warning' });
    expect(track(withArmy({ hqEliminatedOnTurn: 2 }), 'artillery-army2')).toMatchObject({ detail: k('track.artilleryEliminated'), tone: 'warning' });
    expect(track(withArmy({ hqEliminatedOnTurn: 2, hqOos: true }), 'artillery-army2').detail).toEqual(k('track.artilleryEliminated'));
  });
});

describe('16.1 the Čir track, 16.3 the TeM box', () => {
  it('16.1: as many boxes as the setting says; the units on the track and the losses still to take, a warning while any', () => {
    const s = setUp();
    const cir = track(
      { ...s, cir: { ...s.cir, box: 2, pendingLosses: 1, units: [{ id: 'u1', name: 'x', cp: 3, motorized: false, armored: false, steps: 2, oos: false }] } },
      'cir',
      ctxWith({}, { cirBoxes: 5 }),
    );
    expect([cir.value, cir.max, cir.detail, cir.tone]).toEqual([2, 5, k('track.cir.detail', { units: 1, boxes: 5, pending: 1 }), 'warning']);
  });

  it('16.1: Bokovskaya reached says on which turn', () => {
    const s = setUp();
    expect(track({ ...s, cir: { ...s.cir, box: 3, reachedOnTurn: 4 } }, 'cir').detail).toEqual(k('track.cir.reached', { turn: 4 }));
  });

  it('16.3: the airports taken are in danger and say on which turn; before, the units in the box are counted', () => {
    const s = setUp();
    expect(track({ ...s, tem: { ...s.tem, garrison: 0, capturedOnTurn: 3 } }, 'tem')).toMatchObject({
      value: 0,
      detail: k('track.tem.captured', { turn: 3 }),
      tone: 'danger',
    });
    const unit = { id: 'u1', name: 'x', cp: 3, motorized: false, armored: false, steps: 2, oos: false };
    expect(track({ ...s, tem: { ...s.tem, units: [unit, { ...unit, id: 'u2' }] } }, 'tem').detail).toEqual(k('track.tem.detail', { units: 2 }));
  });
});

describe('9.1 the air unit, 9.2.1 the CAI, 16.2.1 the Depot', () => {
  const air = (s: ArmirState) => track(s, 'air');
  it('the Axis air unit (4) unused, the CAI used, the Depot gone', () => {
    const t = air({ ...setUp(), airUnit: { owner: 'axis', value: 4, used: false }, cai: 'used', depotPresent: false });
    expect([t.value, t.detail]).toEqual([
      4,
      k('track.air.detail', { air: { key: 'armir.track.air.axis' }, cai: { key: 'armir.track.cai.used' }, depot: { key: 'armir.track.depot.gone' } }),
    ]);
  });
  it('the Soviet air unit (3) once used', () => {
    const t = air({ ...setUp(), airUnit: { owner: 'soviet', value: 3, used: true }, cai: 'lost' });
    expect([t.value, t.detail?.params]).toEqual([
      3,
      { air: { key: 'armir.track.air.sovietUsed' }, cai: { key: 'armir.track.cai.lost' }, depot: { key: 'armir.track.depot.present' } },
    ]);
  });
});

describe('17.1.3 the Axis VP, 15.2 the Gebirgs-Division', () => {
  it('the Axis VP are counted', () => {
    expect(track({ ...setUp(), axisVp: 2 }, 'axis-vp').value).toBe(2);
  });

  it('15.2: the track shows once a step has arrived: locked under 4 steps, free at 4, or eliminated', () => {
    const g = (gebirgs: ArmirState['gebirgs']) => armir.tracks({ ...setUp(), gebirgs }, ctx).find((t) => t.id === 'gebirgs');
    expect(g({ steps: 0, eliminated: false })).toBeUndefined();
    expect(g({ steps: 3, eliminated: false })).toEqual({
      id: 'gebirgs',
      label: k('track.gebirgs.label'),
      value: 3,
      min: 0,
      max: 4,
      rule: '15.2',
      detail: k('track.gebirgs.locked'),
    });
    expect(g({ steps: 4, eliminated: false })?.detail).toEqual(k('track.gebirgs.free'));
    expect(g({ steps: 0, eliminated: true })).toMatchObject({ value: 0, detail: k('track.gebirgs.eliminated') });
  });
});
