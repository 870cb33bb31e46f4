// What a screen keeps typed is read back through its form's schema: a draft of another shape —
// kept by an older version, or carried in by an imported game's file — is set aside and the
// form starts fresh, never restored unchecked and never a screen that throws. Every draft key of
// every game is walked, and every screen's useDraft is held to give its schema.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readFileSync } from 'node:fs';
import { effectScope } from 'vue';
import * as v from 'valibot';
import { db } from '@/db';
import type { Json } from '@/engine';
import * as repo from '@/db/repo';
import { useDraft, useGameStore, useGamesStore } from '@/stores';
import { ARMIR_DRAFTS } from '@/components/games/armir/drafts';
import { BITE_DRAFTS } from '@/components/games/bite/drafts';
import { INFERNO_DRAFTS } from '@/components/games/inferno/drafts';
import { WTA_DRAFTS } from '@/components/games/war-to-axis/drafts';
import { SRC, filesUnder } from '../support/files';
import { noAnswers } from '@/engine';
import { emptyCombat, emptyUnit } from '@/games/armir/combat';
import { emptyCombatDraft } from '@/games/inferno/combatDraft';
import { defaultFireForm } from '@/games/war-to-axis/calculators';
import { defaultScenario } from '@/games/war-to-axis/state';
import { emptyBattleDraft } from '@/games/bite/battleDraft';
import { emptyBlockForm } from '@/games/bite/roster';
import { freshWorld, setup } from './helpers';

vi.mock('@/engine/registry', async () => (await import('./counter')).gamesMock);

beforeEach(async () => {
  await freshWorld();
});
afterEach(() => {
  useGameStore().close();
});

const GAMES: Record<string, Record<string, v.GenericSchema>> = {
  armir: ARMIR_DRAFTS,
  inferno: INFERNO_DRAFTS,
  'war-to-axis': WTA_DRAFTS,
  bite: BITE_DRAFTS,
};

/** Values no screen ever saved: the wrong kind, an empty object, another screen's draft. */
const GARBAGE: Json[] = [
  'garbage',
  42,
  [1, 2, 3],
  {},
  { form: 'x', input: 7, answers: { rolls: 'none' }, counts: null, side: 'nobody', nation: 12, units: {} },
];

const BLANK = { blank: true };

describe('a draft that does not fit its screen is set aside: the form starts fresh', () => {
  for (const [game, drafts] of Object.entries(GAMES)) {
    it(`${game}: every draft key has a schema that refuses values no screen saved`, () => {
      expect(Object.keys(drafts).length).toBeGreaterThan(0);
      for (const [key, schema] of Object.entries(drafts)) {
        for (const value of GARBAGE) expect(v.safeParse(schema, value).success, `${key} took ${JSON.stringify(value)}`).toBe(false);
      }
    });

    it(`${game}: a game whose drafts hold garbage opens every screen's form blank, without an error`, async () => {
      const id = await useGamesStore().create({ moduleId: 'counter', name: `Drafts of ${game}`, setup });
      for (const [i, key] of Object.keys(drafts).entries()) await repo.putDraft(db, id, key, GARBAGE[i % GARBAGE.length]);
      const g = useGameStore();
      await g.open(id);
      const scope = effectScope();
      const handles = scope.run(() => Object.entries(drafts).map(([key, schema]) => useDraft<unknown>(key, BLANK, schema)))!;
      for (const h of handles) expect(h.value.value).toEqual(BLANK);
      scope.stop();
    });
  }
});

/** What the screens start from, and a few filled in as players fill them: each is read back as it was. */
const KEPT: Record<string, Record<string, unknown[]>> = {
  armir: {
    'combat-panel': [
      { input: emptyCombat('soviet'), answers: noAnswers() },
      {
        input: {
          ...emptyCombat('axis'),
          defender: { dsg: true, label: 'Boguchar', units: [{ ...emptyUnit(), name: 'Ravenna', cp: 4, army: 'army1', corps: 'II' }] },
        },
        answers: { rolls: { die: { faces: [5], source: 'physical' } }, cells: { crt: '1/2' }, choices: {} },
      },
    ],
    'bombard-panel': [
      {
        input: {
          source: 'soviet-artillery',
          army: 'army1',
          points: null,
          bf: null,
          artilleryDsg: false,
          artilleryOos: false,
          strongholdTarget: false,
          targetEntry: '',
          target: '',
        },
        answers: noAnswers(),
      },
    ],
  },
  inferno: { 'combat-panel': [{ form: emptyCombatDraft(), answers: noAnswers() }], 'roster-add-open': [true, false] },
  'war-to-axis': {
    'wta-fire': [{ form: defaultFireForm(), answers: noAnswers() }],
    'wta.scenario': [null, defaultScenario()],
    'wta.roster.filter': ['all', 'axis'],
    'wta.roster.open': [{ unit: null }, { unit: 'u1' }],
  },
  bite: {
    'bite-battle': [{ form: emptyBattleDraft(), attackerSide: '', answers: noAnswers() }],
    'bite-roster': [{ nation: '', cls: '', open: false, editing: null, form: emptyBlockForm() }],
    'bite-hq': [{ side: '', unit: {} }],
    'bite-supply': [{ side: 'soviet' }],
    'bite-rail': [{ side: '', unit: '', pay: 'pp', hits: null, hq: '' }],
  },
};

describe('a draft a screen saved comes back as it was', () => {
  for (const [game, kept] of Object.entries(KEPT)) {
    it(`${game}: its screens' drafts fit their schemas`, () => {
      for (const [key, values] of Object.entries(kept)) {
        for (const value of values) {
          const r = v.safeParse(GAMES[game][key], value);
          expect(r.success, `${key}: ${JSON.stringify(r.issues?.map((x) => x.message))}`).toBe(true);
          expect(r.output).toEqual(value);
        }
      }
    });
  }
  it('BITE: an HQ draft saved before the unit field comes back with it empty', () => {
    expect(v.parse(BITE_DRAFTS['bite-hq'], { side: 'axis' })).toEqual({ side: 'axis', unit: {} });
  });
});

/** The `useDraft(` calls of a source file, each with its text up to the matching parenthesis. */
function draftCalls(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(/\buseDraft(<[^(]*>)?\(/g)) {
    let depth = 0;
    let i = m.index + m[0].length - 1;
    for (; i < text.length; i++) {
      if ('([{'.includes(text[i])) depth++;
      else if (')]}'.includes(text[i]) && --depth === 0) break;
    }
    out.push(text.slice(m.index, i + 1));
  }
  return out;
}

/** How many arguments a call's text passes, counting commas at its own depth (a trailing comma aside). */
function argumentCount(call: string): number {
  const inner = call
    .slice(call.indexOf('(', call.indexOf('useDraft')) + 1, -1)
    .trim()
    .replace(/,$/, '');
  let depth = 0;
  let n = inner ? 1 : 0;
  for (const [i, ch] of [...inner].entries()) {
    if ('([{<'.includes(ch)) depth++;
    else if (')]}'.includes(ch) || (ch === '>' && inner[i - 1] !== '=')) depth--;
    else if (ch === ',' && depth === 0) n++;
  }
  return n;
}

describe("every screen's draft is read through its schema", () => {
  const files = filesUnder(`${SRC}/components`).filter((f) => /\.(vue|ts)$/.test(f));
  it('reads the screens', () => {
    expect(files.some((f) => draftCalls(readFileSync(f, 'utf8')).length > 0)).toBe(true);
  });
  for (const f of files) {
    const calls = draftCalls(readFileSync(f, 'utf8'));
    if (calls.length === 0) continue;
    it(`${f.slice(SRC.length + 1)}: useDraft(key, initial, schema)`, () => {
      expect(calls.filter((c) => argumentCount(c) < 3)).toEqual([]);
    });
  }
});
