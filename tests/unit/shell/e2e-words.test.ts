// The browser tests wait for the app's words: every phrase a test in tests/e2e quotes (a text it
// waits to see, a button or a field it finds by its name) is one some message of the app can
// say, in Italian or in English. A phrase the app no longer says would only fail in the browser,
// minutes later, as a time-out; here it fails at once, naming the file, the line and the phrase.
import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { SRC, filesUnder, messageEntries } from '../support/files';

const E2E = join(SRC, '..', 'tests', 'e2e');

/**
 * Phrases a browser test may quote that are in no message file, each with its reason. Kept
 * short: a phrase belongs here only when the app shows it from somewhere other than its
 * messages (a name from a rulebook's roster, a file's content).
 */
const ALLOWED = new Map<string, string>([
  // 8.1: the record sheet as printed, its reserve's options by letter (RecordSheet.vue).
  ['R (c)', 'the printed record sheet'],
  ['R (d)', 'the printed record sheet'],
]);

// ---------------------------------------------------------------------------------------------
// The messages: each branch of each message (vue-i18n plurals "a | b"), as literal characters and
// wildcards where a parameter ({name}) or a linked message (@:key) goes. In a plural message the
// count ({n}, {count}) is the number that chose the branch (vue-i18n's rule: of two branches the
// first for 1, the second for any other number; of three, 0, 1, then the rest): "1" in the
// singular, another number in the plural. "1 centri importati." is no branch's. A plural with no
// count ("giallo | gialli") is written after its number by the screen: read as "{n} gialli".

/** One character (lower case, spaces folded); null: any text; MANY: a number other than 1. */
type Token = string | null;
const MANY = '\u0001';

const fold = (s: string): string => s.replace(/\s+/g, ' ').toLowerCase();

function tokens(branch: string, count: string | null = null): Token[] {
  const out: Token[] = [];
  // A literal in braces ({'@'}) is its text; a parameter ({n}) or a link (@:key, @.lower:key) is
  // a wildcard; anything else is itself.
  const parts = branch.split(/(\{\s*'[^']*'\s*\}|\{[^}]*\}|@(?:\.\w+)?:[\w.-]+)/);
  for (const [i, part] of parts.entries()) {
    if (i % 2 === 0) for (const ch of fold(part)) out.push(ch);
    else {
      const lit = /^\{\s*'([^']*)'\s*\}$/.exec(part);
      if (lit) for (const ch of fold(lit[1])) out.push(ch);
      else if (count !== null && /^\{\s*(n|count)\s*\}$/.test(part)) out.push(...count);
      else if (out[out.length - 1] !== null) out.push(null);
    }
  }
  return out;
}

/** The count each branch of a plural message stands for. */
const COUNTS: Record<number, string[]> = { 2: ['1', MANY], 3: ['0', '1', MANY] };

/** Every branch with no parameter, folded. */
const names = new Set<string>();

function messageTemplates(): Token[][] {
  const out: Token[][] = [];
  for (const file of filesUnder(SRC).filter((f) => /\/i18n\/(it|en)\.json$/.test(f))) {
    for (const value of messageEntries(JSON.parse(readFileSync(file, 'utf8'))).values()) {
      const texts = Array.isArray(value) ? value : [value];
      for (const text of texts) {
        if (typeof text !== 'string') continue;
        const branches = text.split(/\s\|\s/).map((b) => b.trim());
        // A plural with no count in it ("giallo | gialli") follows the number the screen writes.
        const bare = branches.length > 1 && !/\{\s*(n|count)\s*\}/.test(text);
        for (const [i, branch] of branches.entries()) {
          if (!/[{@]/.test(branch)) names.add(fold(branch));
          const count = COUNTS[branches.length]?.[i] ?? null;
          out.push(tokens(bare && count !== null ? `{n} ${branch}` : branch, count));
        }
      }
    }
  }
  return out;
}

const plainText = new WeakMap<Token[], string>();
const plain = (t: Token[]): string => plainText.get(t) ?? plainText.set(t, t.join('')).get(t)!;

/** A character a number written through Intl may hold. */
const NUMERIC = /[\d.,\u00a0\u202f']/;

function within(phrase: string, t: Token[], named = 0): boolean {
  const text = fold(phrase);
  // A message with no parameter holds the phrase or does not.
  if (!t.includes(null) && !t.includes(MANY)) return plain(t).includes(text);
  // Otherwise, the states the phrase may have reached: a position along the message (× 3: at a
  // MANY, what the number holds so far: nothing (0), "1" (1), another number (2)), each with
  // the most letters of the message's own matched on the way there. It may start anywhere.
  let at = new Map<number, number>();
  for (let k = 0; k <= t.length; k++) at.set(k * 3, 0);
  const add = (m: Map<number, number>, st: number, own: number): void => void m.set(st, Math.max(m.get(st) ?? 0, own));
  for (const ch of text) {
    const letter = /\p{L}/u.test(ch);
    // A parameter may be empty, and a number ends where it is whole: the phrase goes on past them.
    for (const [st, own] of at) {
      const k = Math.floor(st / 3);
      if (t[k] === null || (t[k] === MANY && st % 3 === 2)) add(at, (k + 1) * 3, own);
    }
    const next = new Map<number, number>();
    for (const [st, own] of at) {
      const k = Math.floor(st / 3);
      if (t[k] === null) add(next, st, own);
      else if (t[k] === MANY) {
        if (NUMERIC.test(ch)) add(next, k * 3 + (st % 3 === 0 && ch === '1' ? 1 : 2), own);
      } else if (t[k] === ch) add(next, (k + 1) * 3, letter ? own + 1 : own);
    }
    if (next.size === 0) return false;
    at = next;
  }
  // A third of its letters (not counting the things it names, `named`), and at least four, are the message's own: a message's few letters
  // between its parameters ("{a} o {b}") do not make it say anything.
  const letters = [...text].filter((c) => /\p{L}/u.test(c)).length - named;
  return Math.max(...at.values()) >= Math.max(1, Math.min(letters, Math.max(4, letters / 3)));
}

// ---------------------------------------------------------------------------------------------
// The browser tests: what each quotes, and what each types.

interface Quote {
  line: number;
  phrase: string;
}

const literal = (n: ts.Node | undefined): string | null => (n && (ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n)) ? n.text : null);

const methodName = (call: ts.CallExpression): string | null => {
  const c = call.expression;
  if (ts.isIdentifier(c)) return c.text;
  if (ts.isPropertyAccessExpression(c)) return c.name.text;
  return null;
};

/** Calls that check what a test read: their strings are expectations, never names it typed. */
const CHECKING = new Set(['expect', 'toBe', 'toEqual', 'toContain', 'toMatch', 'toStrictEqual', 'until']);

function readTest(file: string): { quotes: Quote[]; typed: Set<string> } {
  const text = readFileSync(file, 'utf8');
  const src = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const quotes: Quote[] = [];
  const typed = new Set<string>();
  const quote = (n: ts.Node | undefined, phrase: string | null): void => {
    if (!n || phrase === null) return;
    quoted.add(n);
    quotes.push({ line: src.getLineAndCharacterOfPosition(n.getStart(src)).line + 1, phrase });
  };
  const quoted = new Set<ts.Node>();
  const visit = (n: ts.Node, checking = false): void => {
    if (ts.isCallExpression(n)) {
      const name = methodName(n);
      const [a, b] = n.arguments;
      if (name === 'see') quote(b, literal(b));
      else if (name === 'getByText') quote(a, literal(a));
      else if (name === 'getByRole' && b && ts.isObjectLiteralExpression(b)) {
        for (const p of b.properties) if (ts.isPropertyAssignment(p) && p.name.getText(src) === 'name') quote(p.initializer, literal(p.initializer));
      } else if (name && CHECKING.has(name)) checking = true; // what a test expects is not what it typed
    }
    if (ts.isPropertyAssignment(n) && n.name.getText(src) === 'hasText') quote(n.initializer, literal(n.initializer));
    // Any other string in the file may be a name the test types (a unit, a game, a pack's card).
    const l = literal(n);
    if (l !== null && !quoted.has(n) && !checking) typed.add(l);
    ts.forEachChild(n, (c) => visit(c, checking));
  };
  visit(src);
  return { quotes, typed };
}

// ---------------------------------------------------------------------------------------------

const templates = messageTemplates();

/** Messages that name a thing and nothing else ("Germania", "gialli"): one message may hold them. */
const things = [...names].filter((x) => x.length <= 30 && /^\p{L}[\p{L} ']*$/u.test(x));

/** How many letters of a phrase are whole things the app names (a nation, a colour). */
function namedLetters(phrase: string): number {
  const text = fold(phrase);
  const covered = new Array<boolean>(text.length).fill(false);
  for (const thing of things) {
    for (let i = text.indexOf(thing); i >= 0; i = text.indexOf(thing, i + 1)) {
      const before = text[i - 1] ?? ' ';
      const after = text[i + thing.length] ?? ' ';
      if (/\p{L}/u.test(before) || /\p{L}/u.test(after)) continue;
      for (let j = i; j < i + thing.length; j++) covered[j] = true;
    }
  }
  return [...text].filter((c, i) => covered[i] && /\p{L}/u.test(c)).length;
}

const known = new Map<string, boolean>();
function inMessage(piece: string): boolean {
  const seen = known.get(piece);
  if (seen !== undefined) return seen;
  const named = namedLetters(piece);
  const yes = ALLOWED.has(piece) || templates.some((t) => within(piece, t, named));
  known.set(piece, yes);
  return yes;
}

/**
 * Whether the app can say `phrase`: some message holds it whole, or it reads as the app's
 * messages one after another (a level, then its reason: "Vittoria marginale dell'Asse: i VP
 * dell'Asse, SBE5."), each piece between the punctuation and the numbers (the shell writes them
 * through Intl: "luglio 1941") in a message, and the names the test typed standing for themselves.
 */
function sayable(phrase: string, typed: Set<string>): boolean {
  const p = phrase.trim();
  if (p === '' || ALLOWED.has(p) || typed.has(p) || inMessage(p)) return true;
  const names = [...typed].filter((t) => t.trim().length > 1 && p.includes(t)).sort((x, y) => y.length - x.length);
  let pieces = [p];
  for (const name of names) pieces = pieces.flatMap((x) => x.split(name));
  pieces = pieces
    .flatMap((x) => x.split(/[:;,.!?]+(?:\s+|$)|\s[\d.,]+(?=[:;,!?]|\.?$)/))
    .map((x) => x.trim())
    .filter((x) => /\p{L}/u.test(x));
  return pieces.every(inMessage);
}

const testFiles = readdirSync(E2E)
  .filter((f) => f.endsWith('.ts'))
  .sort();

/** The names the shared helpers type for every test ("Serata ARMIR", the players' names). */
const helpersTyped = readTest(join(E2E, 'helpers.ts')).typed;

describe('the browser tests quote the words the app says', () => {
  it('reads the messages and the tests', () => {
    expect(templates.length).toBeGreaterThan(1000);
    expect(testFiles.filter((f) => f.endsWith('.e2e.ts')).length).toBeGreaterThan(10);
  });

  it('a quoted phrase runs along a message, its parameters taking any text', () => {
    const [one, many] = ['{n} centro importato.', '{n} centri importati.'].map((b, i) => tokens(b, COUNTS[2][i]));
    expect(within('1 centro importato.', one)).toBe(true);
    expect(within('2 centro importato.', one)).toBe(false);
    expect(within('1 centri importati.', many)).toBe(false);
    expect(within('12 centri importati.', many)).toBe(true);
    expect(within('1.500 centri importati.', many)).toBe(true);
    expect(within('centri importati', many)).toBe(true);
    expect(within('Brig. Ivrea', tokens('{name}'))).toBe(false);
    expect(within('Eliminata: Brig', tokens('Eliminata: {unit}'))).toBe(true);
  });

  it('a stale quote is caught: BITE says "1 centro importato.", never "1 centri importati."', () => {
    expect(sayable('1 centro importato.', new Set())).toBe(true);
    expect(sayable('2 centri importati.', new Set())).toBe(true);
    expect(sayable('1 centri importati.', new Set())).toBe(false);
    expect(sayable('IX AK rimossa dal gioco.', new Set(['IX AK']))).toBe(true);
    expect(sayable('IX AK rimosa dal gioco.', new Set(['IX AK']))).toBe(false);
    expect(sayable('IX AK, luglio 1941', new Set(['IX AK']))).toBe(true);
    expect(sayable('Costo: 2 gialli, 1 rosso.', new Set())).toBe(true);
  });

  for (const file of testFiles) {
    it(`${file}: every phrase it waits for or names is in a message`, () => {
      const { quotes, typed } = readTest(join(E2E, file));
      for (const name of helpersTyped) typed.add(name);
      const stale = quotes.filter((q) => !sayable(q.phrase, typed)).map((q) => `${file}:${q.line} '${q.phrase}'`);
      expect(stale).toEqual([]);
    });
  }
});
