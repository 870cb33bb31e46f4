// Numbers a player checks by hand: every Italian and English message of the app, rendered
// with representative parameters, shows no truncated decimal, no hyphen-minus used as a
// minus sign, and no "1 <plural noun>".
import { beforeAll, describe, expect, it } from 'vitest';
import { catalog } from '@/engine/registry';
import { createAppI18n, formatNumber, formatPercent, formatSigned, loadAllMessages, makeTx, type Tx } from '@/i18n';
import { frac, signed } from '@/engine';
import type { Lang, Param } from '@/engine/types';
import { flatten, NAMES, placeholders } from './messages';

/** Plural nouns that must never follow a lone "1", nor a plural article or "all" come before it. */
const IT_NOUNS =
  'punti|turni|pedine|esagoni|dadi|passi|perdite|colonne|righe|caselle|volte|armate|corpi|divisioni|stelle|obiettivi|località|rinforzi|rimpiazzi|livelli|fasi|giorni|ore|minuti|mesi|anni|partite|eventi|celle|tabelle|giocatori|risultati|tiri|riduzioni|modi|unità disponibili';
const EN_NOUNS =
  'points|steps|turns|units|hexes|armies|divisions|places|reductions|ways|levels|phases|dice|counters|markers|games|events|cells|charts|tables|players|results|rolls|columns|rows|boxes|losses|objectives|stars|towns|times|days|hours|minutes|months|years|modifiers|entries';
const PLURAL_AFTER_ONE: Record<Lang, RegExp> = {
  it: new RegExp(`(?<![\\d.,:/-])\\b1 (${IT_NOUNS})\\b|\\b(i|gli|le|dei|degli|delle) 1 (?!\\d)`, 'i'),
  en: new RegExp(`(?<![\\d.,:/-])\\b1 (${EN_NOUNS})\\b|\\b(all|all the|of the|of its) 1 (${EN_NOUNS})\\b`, 'i'),
};

/** Singular nouns that must never follow a "2". */
const SINGULAR_AFTER_TWO: Record<Lang, RegExp> = {
  it: /(?<![\d.,:/-])\b2 (punto|turno|pedina|esagono|dado|armata|livello|riduzione|fase|obiettivo|colonna|riga)\b/i,
  en: /(?<![\d.,:/-])\b2 (point|step|turn|unit|hex|army(?! cards?\b)|level|reduction|place|way|phase|marker|die|column|row)\b/i,
};

function problems(lang: Lang, key: string, rendered: string, one: string, two: string): string[] {
  const out: string[] = [];
  const s = SINGULAR_AFTER_TWO[lang].exec(two);
  if (s) out.push(`${key}: "${s[0]}" in "${two}"`);
  if (/(^|[\s([{=:/;,])-\d/.test(rendered)) out.push(`${key}: hyphen-minus as a minus sign in "${rendered}"`);
  const m = PLURAL_AFTER_ONE[lang].exec(one);
  if (m) out.push(`${key}: "${m[0]}" in "${one}"`);
  return out;
}

describe('numbers in the player language', () => {
  it('decimals are rounded as arithmetic rounds, never cut, with one separator per language', () => {
    expect(formatNumber(17 / 3, 'it')).toBe('5,67');
    expect(formatNumber(17 / 3, 'en')).toBe('5.67');
    expect(formatNumber(0.375, 'it')).toBe('0,38');
    expect(formatNumber(2 / 7, 'it')).toBe('0,29');
    expect(formatNumber(2 / 7, 'en')).toBe('0.29');
    expect(formatNumber(9.75, 'it')).toBe('9,75');
    expect(formatNumber(11.5, 'it')).toBe('11,5');
    expect(formatNumber(1941, 'it')).toBe('1941');
  });

  it('signs: the true minus (U+2212), "+" for a bonus, and "±0" for no modifier', () => {
    expect(formatNumber(-1, 'it')).toBe('\u22121');
    expect(formatNumber(-0.001, 'en')).toBe('0');
    expect(formatSigned(2, 'it')).toBe('+2');
    expect(formatSigned(-1.5, 'it')).toBe('\u22121,5');
    expect(formatSigned(0, 'en')).toBe('\u00b10');
    expect(signed(-1)).toBe('\u22121');
    expect(signed(0)).toBe('\u00b10');
  });

  it('percentages are rounded on the exact fraction, then written in the language', () => {
    expect(formatPercent(frac(1, 6), 'it')).toBe('16,7');
    expect(formatPercent(frac(1, 6), 'en')).toBe('16.7');
    expect(formatPercent(frac(1, 2), 'it')).toBe('50,0');
    expect(formatPercent(frac(1, 16), 'en', 0)).toBe('6');
  });
});

describe('every message of the app', () => {
  const txs = {} as Record<Lang, Tx>;
  let messages: Record<Lang, Map<string, string>>;

  beforeAll(async () => {
    const all = await loadAllMessages(catalog);
    messages = { it: flatten(all.it), en: flatten(all.en) };
    const i18n = createAppI18n([], 'it');
    for (const lang of ['it', 'en'] as const) {
      i18n.global.setLocaleMessage(lang, all[lang] as never);
      const g = i18n.global as unknown as { t: (k: string, n: Record<string, unknown>, p?: number) => string; locale: string };
      txs[lang] = makeTx(
        (k, n, p) => {
          (i18n.global.locale as unknown as { value: string }).value = lang;
          return p === undefined ? g.t(k, n) : g.t(k, n, p);
        },
        () => lang,
      );
    }
  });

  const render = (lang: Lang, key: string, value: Param) =>
    txs[lang]({ key, params: Object.fromEntries(placeholders(messages[lang].get(key)!).map((p) => [p, NAMES.has(p) ? 'X' : value])) });

  for (const lang of ['it', 'en'] as const) {
    it(`${lang}: no truncated decimal, no hyphen-minus as a minus sign, no "1 <plural>"`, () => {
      const found: string[] = [];
      for (const key of messages[lang].keys()) {
        // A state already carries its abbreviation in parentheses ("Non Rifornita (OOS)").
        if (/\(\s*\{\s*state\s*\}\s*\)/.test(messages[lang].get(key)!)) found.push(`${key}: a state wrapped in parentheses again`);
        const one = render(lang, key, 1);
        const two = render(lang, key, 2);
        for (const value of [1, 2, -1, 17 / 3, 0.375, 2 / 7]) {
          const rendered = render(lang, key, value);
          found.push(...problems(lang, key, rendered, one, two));
          if (/\b(5[.,]66|0[.,]37|0[.,]28)\b/.test(rendered)) found.push(`${key}: truncated decimal in "${rendered}"`);
        }
      }
      expect([...new Set(found)]).toEqual([]);
    });
  }
});
