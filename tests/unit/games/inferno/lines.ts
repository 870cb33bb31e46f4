// A calculator's derivation as the lines a player reads, for the tests: "rule tone key(params)",
// the message keys without their "inferno." prefix and lists joined with commas.
import type { Step, Text } from '@/engine/types';

const isText = (x: unknown): x is Text => typeof x === 'object' && x !== null && 'key' in x;

/** A message with its parameters, nested messages and lists written out. */
export function show(x: unknown): string {
  if (isText(x)) {
    if (x.key === 'engine.list.pair') return `${show(x.params?.head)}, ${show(x.params?.tail)}`;
    const k = x.key.replace(/^inferno\./, '');
    if (!x.params) return k;
    return `${k}(${Object.entries(x.params)
      .map(([p, v]) => `${p}=${show(v)}`)
      .join(' ')})`;
  }
  return String(x);
}

/** Each step as "rule tone key(params)". */
export const lines = (d: Step[]): string[] => d.map((s) => `${s.rule ?? ''} ${s.tone ?? ''} ${show(s)}`.replace(/ +/g, ' ').trim());
