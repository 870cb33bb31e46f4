import { describe, it, expect } from 'vitest';
import { coreMessages } from '@/engine';
import { messages } from './helpers';

function flatten(obj: unknown, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(obj as Record<string, unknown>)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out[key] = v;
    else Object.assign(out, flatten(v, key));
  }
  return out;
}

const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('engine messages', () => {
  const it_ = flatten(messages.it);
  const en_ = flatten(messages.en);

  it('Italian and English have exactly the same keys, all under engine.*', () => {
    expect(Object.keys(it_).sort()).toEqual(Object.keys(en_).sort());
    for (const k of Object.keys(it_)) expect(k.startsWith('engine.')).toBe(true);
  });

  it('each message has the same parameters in both languages', () => {
    for (const k of Object.keys(it_)) expect(placeholders(it_[k]), k).toEqual(placeholders(en_[k]));
  });

  it('no message uses a character vue-i18n reads as syntax (@, $, stray braces), and | only between plural forms', () => {
    for (const [k, v] of Object.entries({ ...it_, ...en_ })) {
      expect(/[@$]/.test(v), k).toBe(false);
      expect(
        v.split(' | ').some((form) => form.includes('|')),
        k,
      ).toBe(false);
      expect(v.replace(/\{\w+\}/g, '').match(/[{}]/), k).toBeNull();
    }
  });

  it('the step words read the way Italian players say them', () => {
    expect(it_['engine.step.clampHigh']).toBe("Oltre l'ultima colonna: si usa {column}");
    expect(en_['engine.step.clampHigh']).toBe('Above the last column: resolved on {column}');
    expect(it_['engine.step.drm']).toContain('Modificatore al dado (DRM)');
  });

  it('is exported for the shell as coreMessages', () => {
    expect(coreMessages.it).toEqual(messages.it);
    expect(coreMessages.en).toEqual(messages.en);
  });
});
