// Every message that counts something has its singular and its plural, in Italian and in
// English ("{n} batteria | {n} batterie"), so a player never reads "1 batterie" or "1 dice".
//
// How a count is told from other numbers, without a list of count names (a new name would slip
// through such a list):
// - every parameter is taken for a number unless its name is one that carries words (a side, a
//   unit, a name, another Text: NAMES in ./messages.ts). A new parameter is a number until it
//   is declared a word, so the rule fails safe;
// - a number is a count where a word that changes with the number follows it: "{n} batterie",
//   "{n} rimaste", "{n} unità aeree" (past a word that reads the same after 1 and 2: "unità",
//   "step", an English adjective, SAME below). Not a count: a symbol or an abbreviation
//   ("{pct} %", "{vp} PV", "{pp} PP"), a word of grammar ("{used} su {max}", "{min} a {max}"),
//   or an English word that never changes with the number ("3 left", "2 more", "1 absorbed");
// - a count is also one written after its noun, as a label ("riduzioni {n}", "dadi {dice}"):
//   the nouns are those the messages themselves count ("… | {n} riduzioni"), so a phrase a
//   player reads as "riduzioni 1" is caught as soon as any message counts "riduzioni" (a noun
//   that reads the same after 1 and 2, "unità", is left out: "unità {n}" names a unit). A
//   label with its colon ("colpi: {n}") reads as a table does, and is left alone.
// A message with a count in a language needs its forms ("a | b") in that language, unless it is on
// NOT_COUNTS below, each entry with the reason it is not a count. The form is picked by the
// message's `count`, else `n`, else its only number (src/i18n/tx.ts `pluralOf`), so a message
// with forms counts with `n` or `count`, or has a single number.
import { beforeAll, describe, expect, it } from 'vitest';
import { catalog } from '@/engine/registry';
import { loadAllMessages } from '@/i18n';
import type { Lang } from '@/engine/types';
import { flatten, NAMES, placeholders } from './messages';

/** Words of grammar that may follow a number without changing with it. */
const GRAMMAR: Record<Lang, Set<string>> = {
  it: new Set(
    'a ad al all alla allo ai agli alle con contro da dal dall dalla dai di del dell della dello dei degli delle e ed fra in nel nella nei o od per su sul sull sulla sui tra oltre x è era sono il lo la i gli le l un uno una non'.split(
      ' ',
    ),
  ),
  en: new Set(
    // "3 left", "2 more", "4 needed": English words that read the same after 1 and after 2.
    'a an and against at by for from in of on or out over per than the to vs with x left more fewer less below above given free available current right inside outside this next each all only plus minus one no not as may must can cannot will'.split(
      ' ',
    ),
  ),
};

/** Messages with a number followed by a word that is not a count, each with its reason. */
const NOT_COUNTS: Record<string, string> = {
  'engine.dice.notNumber': 'which die of the pool, by its place in it',
  'engine.dice.notInteger': 'which die of the pool, by its place in it',
  'engine.chart.columnBlank': "a chart's column by its place",
  'armir.bombard.row0Clamp': "a chart's row by its number",
  'armir.combat.row7Clamp': "a chart's row by its number",
  'armir.bombard.underMin': "a value and a chart's column, not things counted",
  'armir.journal.nextTurn': 'the turn by its number',
  'armir.proc.armored.rule': 'the turn number added to the die (rule of the armoured supply)',
  'inferno.proc.idaCertain': 'the turn number added to the dice',
  'inferno.odds.reductions': 'an abbreviation, the same after 1 and 2 ("rid.", "red.")',
  'wta.fire.attackNotAllowed': 'the kind of attack, a word',
  'wta.fire.roadBonus': "a modifier's value (−1), not things counted",
  'wta.journal.reveal': 'a marker by its number',
  'wta.journal.revealDummy': 'a marker by its number',
  'wta.ui.private.markerUsed': 'a marker by its number',
  'wta.books.journal.revealSealed': 'a marker by its number',
  'wta.books.journal.identifyDummy': 'a marker by its number',
  'wta.books.journal.identify': 'a marker by its number',
  'wta.refuse.markerInUse': 'a marker by its number',
  'wta.refuse.identifyHidden': 'a marker by its number',
  'wta.books.pack.badCard': 'a card by its place in the pack',
  'wta.books.strategic.emptyHex': 'a hex by its place in the list',
  'bite.tech.research': 'a TECH level by its number',
};

const formsOf = (message: string) => message.split(/\s\|\s/);

/**
 * Words that read the same after 1 and 2 but may stand before the word that changes: an
 * English adjective ("3 free activations"), an Italian noun that has one form ("1 unità
 * aerea, 2 unità aeree"; "2 step" alone is fine). The rule looks past them.
 */
const SAME: Record<Lang, Set<string>> = {
  it: new Set('step round unità località città blu'.split(' ')),
  en: new Set(
    'free yellow red green blue coloured excess strategic ground air friendly special repair radio artillery other unguarded captured minor anti personnel combat'.split(
      ' ',
    ),
  ),
};

/** The number parameters of a message that a changing word follows. */
function countsIn(lang: Lang, message: string, nouns: Set<string>): string[] {
  const out = new Set<string>();
  for (const m of message.matchAll(/\{\s*(\w+)\s*\}\s?((?:[\p{Ll}][\p{L}]*[\s-]?)+)/gu)) {
    if (NAMES.has(m[1])) continue;
    // Past the unchanging words to the next: "{n} unità aeree", "{n} ground combat units".
    const word = m[2].split(/[\s-]/).find((w) => !SAME[lang].has(w));
    if (!word || GRAMMAR[lang].has(word) || SAME[lang].has(word)) continue;
    if (lang === 'en' && /ed$/.test(word)) continue; // "3 absorbed": an English participle never changes
    out.add(m[1]);
  }
  for (const m of message.matchAll(/([\p{L}]+)\s\{\s*(\w+)\s*\}/gu)) {
    if (!NAMES.has(m[2]) && nouns.has(m[1].toLowerCase())) out.add(m[2]);
  }
  return [...out];
}

describe('every count has its singular and its plural', () => {
  let messages: Record<Lang, Map<string, string>>;
  const nouns: Record<Lang, Set<string>> = { it: new Set(), en: new Set() };

  beforeAll(async () => {
    const all = await loadAllMessages(catalog);
    messages = { it: flatten(all.it), en: flatten(all.en) };
    // The nouns the messages count, in the plural: "{n} batteria | {n} batterie" → "batterie".
    for (const lang of ['it', 'en'] as const) {
      for (const message of messages[lang].values()) {
        const forms = formsOf(message);
        if (forms.length < 2) continue;
        // Only a noun that changes with the number: "unità", "step" read the same after 1 and 2.
        const after = (form: string) => [...form.matchAll(/\{\s*\w+\s*\}\s([\p{Ll}][\p{L}]*)/gu)].map((m) => m[1]);
        const one = after(forms.at(-2)!);
        after(forms.at(-1)!).forEach((word, i) => {
          if (!GRAMMAR[lang].has(word) && one[i] !== undefined && one[i] !== word) nouns[lang].add(word);
        });
      }
    }
  });

  it('the rule finds the counts a player reads, and leaves rule numbers, faces and symbols alone', () => {
    expect(countsIn('it', '{n} batterie', nouns.it)).toEqual(['n']);
    expect(countsIn('it', 'Restano {n} batterie rimaste', nouns.it)).toEqual(['n']);
    expect(countsIn('en', '{n} left', nouns.en)).toEqual([]);
    expect(countsIn('it', '{n} step da togliere', nouns.it)).toEqual([]);
    expect(countsIn('it', '{n} unità aeree', nouns.it)).toEqual(['n']);
    expect(countsIn('en', '{n} free activations', nouns.en)).toEqual(['n']);
    expect(countsIn('it', '{side}: {pct} %, {vp} PV, {used} su {max}', nouns.it)).toEqual([]);
    expect(countsIn('it', 'Turno {turn}', nouns.it)).toEqual([]);
    expect(countsIn('it', 'riduzioni {n}', nouns.it)).toEqual(['n']);
    expect(countsIn('en', 'dice {n}', nouns.en)).toEqual(['n']);
    expect(countsIn('it', 'colpi: {n}', nouns.it)).toEqual([]);
  });

  it('every message that counts, in Italian and in English, has its forms, and counts with n, count or its only number', () => {
    const missing: string[] = [];
    for (const key of messages.it.keys()) {
      const it = messages.it.get(key)!;
      const en = messages.en.get(key) ?? '';
      if (key in NOT_COUNTS) continue;
      for (const [lang, message] of [
        ['it', it],
        ['en', en],
      ] as const) {
        const counts = countsIn(lang, message, nouns[lang]);
        if (!counts.length) continue;
        if (formsOf(message).length < 2) {
          missing.push(`${key} (${lang}): "${message}" counts {${counts.join('}, {')}} without its singular and plural`);
          continue;
        }
        const numbers = placeholders(message).filter((p) => !NAMES.has(p));
        const picks = numbers.includes('count') ? 'count' : numbers.includes('n') ? 'n' : numbers.length === 1 ? numbers[0] : undefined;
        if (!picks || !counts.includes(picks))
          missing.push(`${key} (${lang}): the form is not picked by the count {${counts.join('}, {')}} (name it n, or word it with one number)`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('every entry of the list of non-counts is still a message that needs it', () => {
    const stale = Object.keys(NOT_COUNTS).filter((key) => {
      const it = messages.it.get(key);
      const en = messages.en.get(key);
      return !it || !en || [...countsIn('it', it, nouns.it), ...countsIn('en', en, nouns.en)].length === 0;
    });
    expect(stale).toEqual([]);
  });
});
