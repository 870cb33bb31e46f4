// 17.1, 17.2 on two phones: the Soviet's secret objectives stay on his phone. The log holds a
// commitment only; the reveal at the end carries the choice and its salt, checked against it: a
// matching one scores as the plain choice does, one that does not match is refused in words.
import { describe, expect, it } from 'vitest';
import type { GameEvent, GameModule } from '@/engine/types';
import { keptSecrets, opens, plainSecretOwners, shareSecrets } from '@/engine/sealed';
import { armir } from '@/games/armir';
import type { ArmirState } from '@/games/armir/state';
import { victory } from '@/games/armir/victory';
import { runAction } from '@/engine/actions';
import { apply, ctxWith, fresh } from './helpers';

const ctx = ctxWith();
const m = armir as unknown as GameModule;
const salt = '0123456789abcdef0123456789abcdef';
const e = (type: string, payload?: unknown): GameEvent => ({ type, payload, at: 0 });

/** Set up as 18 asks, the artillery backs typed; the objectives not chosen yet. */
function setupNoObjectives(): ArmirState {
  return apply(fresh(), [
    { type: 'armir/army', payload: { army: 'army1', range: 5, move: 3, artilleryStart: 3 } },
    { type: 'armir/army', payload: { army: 'army2', range: 4, move: 2, artilleryStart: 2 } },
    { type: 'armir/army', payload: { army: 'army3', range: 6, move: 3, artilleryStart: 4 } },
  ]);
}

/** The game over: Bokovskaya reached on turn 2, the airports taken on turn 4, the Alpine Corps destroyed. */
const over = (s: ArmirState): ArmirState => ({
  ...s,
  stage: 'over',
  turn: 6,
  cir: { ...s.cir, reachedOnTurn: 2 },
  tem: { ...s.tem, garrison: 0, capturedOnTurn: 4 },
  corps: { ...s.corps, CA: { total: 14, lost: 8, strongholdLost: false } },
});

/** The Soviet's phone seals [3, 1]: what the log gets, and what it keeps. */
function sealedOnHisPhone() {
  const r = shareSecrets(m, setupNoObjectives(), ctx, 'soviet', [{ type: 'armir/objectives-seal', payload: { chosen: [3, 1] } }], [], () => salt);
  if (!r.ok) throw new Error('refused');
  return r;
}

describe('17.1 on two phones: the objectives sealed on the Soviet phone', () => {
  it('the log gets the commitment only; the choice and its salt stay on that phone', () => {
    const r = sealedOnHisPhone();
    expect(r.events).toHaveLength(1);
    const sealed = (r.events[0]!.payload as { sealed: string }).sealed;
    expect(r.events[0]!.payload).toEqual({ sealed });
    expect(JSON.stringify(r.events)).not.toMatch(/chosen|\[1,3\]|\[3,1\]/);
    expect(r.added).toEqual([{ type: 'armir/objectives-seal', commitment: sealed, payload: { chosen: [3, 1] }, salt }]);
    expect(opens(sealed, [1, 3], salt)).toBe(true);
  });

  it('the state holds the commitment and no choice; the set-up card counts it as done (17.1)', () => {
    const r = sealedOnHisPhone();
    const s = apply(setupNoObjectives(), r.events);
    expect(s.objectives).toEqual({ chosen: null, revealed: false, sealed: (r.events[0]!.payload as { sealed: string }).sealed });
    expect(m.actions!(s, ctx).find((a) => a.id === 'armir.objectives.seal')?.closed?.rule).toBe('17.1');
  });

  it('only the Soviet phone may seal or reveal them: the Axis phone is refused, in words naming the Soviet', () => {
    const r = shareSecrets(m, setupNoObjectives(), ctx, 'axis', [{ type: 'armir/objectives-seal', payload: { chosen: [1, 2] } }], [], () => salt);
    expect(r).toEqual({ ok: false, why: { key: 'app.link.secretNotYours', params: { side: { key: 'armir.side.soviet' } } } });
    const reveal = shareSecrets(m, over(setupNoObjectives()), ctx, 'axis', [{ type: 'armir/objectives-reveal', payload: {} }], [], () => salt);
    expect(reveal.ok).toBe(false);
  });

  it('events without a secret go as they are', () => {
    const input = [{ type: 'armir/army', payload: { army: 'army1', range: 5, move: 3, artilleryStart: 3 } }];
    expect(shareSecrets(m, fresh(), ctx, 'axis', input, [], () => salt)).toEqual({ ok: true, events: input, added: [] });
  });
});

describe('17.2 on two phones: the reveal at the end is checked against the seal', () => {
  it('a matching reveal, filled on the Soviet phone from what it kept, scores as the plain choice', () => {
    const sealed = sealedOnHisPhone();
    const atEnd = over(apply(setupNoObjectives(), sealed.events));
    // The screen's action sends an empty reveal; the Soviet phone fills it with the choice and the salt.
    const filled = shareSecrets(m, atEnd, ctx, 'soviet', [{ type: 'armir/objectives-reveal', payload: {} }], keptSecrets({ list: sealed.added }), () => salt);
    if (!filled.ok) throw new Error('refused');
    expect(filled.events[0]!.payload).toEqual({ chosen: [1, 3], salt });
    expect(m.legal!(atEnd, e('armir/objectives-reveal', filled.events[0]!.payload), ctx)).toBeNull();
    const revealed = apply(atEnd, filled.events);
    expect(revealed.objectives).toMatchObject({ chosen: [1, 3], revealed: true });

    const plain = apply(over(apply(setupNoObjectives(), [e('armir/objectives-seal', { chosen: [3, 1] })])), [e('armir/objectives-reveal')]);
    expect(victory(revealed, ctx)).toEqual(victory(plain, ctx));
    expect(victory(revealed, ctx)?.final).toBe(true);
    expect(m.describe(e('armir/objectives-reveal', filled.events[0]!.payload), atEnd).text.params).toEqual({ list: '1, 3' });
  });

  it('before the reveal the victory panel shows the public tallies only, as with one phone', () => {
    const atEnd = over(apply(setupNoObjectives(), sealedOnHisPhone().events));
    const plainAtEnd = over(apply(setupNoObjectives(), [e('armir/objectives-seal', { chosen: [3, 1] })]));
    expect(victory(atEnd, ctx)).toEqual(victory(plainAtEnd, ctx));
    expect(victory(atEnd, ctx)?.final).toBe(false);
  });

  it('a reveal that does not match the seal is refused in words (17.2), and nothing changes', () => {
    const atEnd = over(apply(setupNoObjectives(), sealedOnHisPhone().events));
    const refusal = { key: 'engine.event.refusedRule', params: { type: 'armir/objectives-reveal', why: { key: 'armir.refuse.revealMismatch' }, rule: '17.2' } };
    for (const payload of [{ chosen: [1, 2], salt }, { chosen: [1, 3], salt: 'ffffffffffffffffffffffffffffffff' }, {}, undefined])
      expect(m.legal!(atEnd, e('armir/objectives-reveal', payload), ctx)).toEqual(refusal);
    // A reveal that slipped past the door (a replay without the rules) still changes nothing it should not.
    expect(apply(atEnd, [e('armir/objectives-reveal', {})]).objectives.chosen).toBeNull();
  });

  it('a reveal before the end is refused as with one phone (17.2)', () => {
    const s = apply(setupNoObjectives(), sealedOnHisPhone().events);
    expect(m.legal!(s, e('armir/objectives-reveal', { chosen: [1, 3], salt }), ctx)).toMatchObject({
      params: { rule: '17.2', why: { key: 'armir.refuse.revealAtEnd' } },
    });
  });

  it('the reveal action on the Soviet phone, with the choice and salt it kept, opens the seal — shared or no longer shared; without them it is refused', () => {
    const atEnd = over(apply(setupNoObjectives(), sealedOnHisPhone().events));
    const def = m.actions!(atEnd, ctx).find((a) => a.id === 'armir.objectives.reveal')!;
    const kept = runAction(m, atEnd, ctx, def, undefined, { o1: true, o3: true, salt });
    expect(kept).toMatchObject({ kind: 'events', events: [{ type: 'armir/objectives-reveal', payload: { chosen: [1, 3], salt } }] });
    expect(apply(atEnd, kept.kind === 'events' ? kept.events : []).objectives).toMatchObject({ chosen: [1, 3], revealed: true });
    expect(runAction(m, atEnd, ctx, def, undefined, { o1: true, o2: true, salt })).toMatchObject({ kind: 'refused' });
    expect(runAction(m, atEnd, ctx, def)).toMatchObject({ kind: 'refused' });
  });

  it('one phone works as before: the plain choice, the empty reveal', () => {
    const s = over(apply(setupNoObjectives(), [e('armir/objectives-seal', { chosen: [2, 3] })]));
    expect(m.legal!(s, e('armir/objectives-reveal'), ctx)).toBeNull();
    expect(apply(s, [e('armir/objectives-reveal')]).objectives).toEqual({ chosen: [2, 3], revealed: true });
  });
});

describe('17.1 before sharing: objectives chosen plain on one phone', () => {
  it('a plain choice in the log is found, so the host is warned that the other phone would receive it; a sealed one is not', () => {
    const plain = [{ type: 'armir/objectives-seal', payload: { chosen: [2, 4] } }];
    expect(plainSecretOwners(m, setupNoObjectives(), ctx, plain)).toEqual(['soviet']);
    expect(plainSecretOwners(m, setupNoObjectives(), ctx, sealedOnHisPhone().events)).toEqual([]);
    expect(plainSecretOwners(m, setupNoObjectives(), ctx, [{ type: 'core/next-phase' }])).toEqual([]);
  });
});
