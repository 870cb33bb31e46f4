// Test helpers for the engine tests: message lookup and a synthetic fake module.
import fc from 'fast-check';
import it from '@/engine/i18n/it.json';
import en from '@/engine/i18n/en.json';
import type { Text } from '@/engine';

/** The value at a dotted key ("engine.input.empty") in a messages object, or undefined. */
export function lookup(messages: unknown, key: string): unknown {
  let cur: unknown = messages;
  for (const part of key.split('.')) {
    if (typeof cur !== 'object' || cur === null) return undefined;
    cur = (cur as Record<string, unknown>)[part];
  }
  return cur;
}

/** The message a Text points to exists, as a string, in Italian and in English. */
export function isEngineMessage(text: Text | null | undefined): boolean {
  if (!text) return false;
  return typeof lookup(it, text.key) === 'string' && typeof lookup(en, text.key) === 'string';
}

export const messages = { it, en };

/** Property tests are seeded like every other random thing in the tests. */
export function seedProperties(): void {
  fc.configureGlobal({ seed: 1942, numRuns: 200 });
}
