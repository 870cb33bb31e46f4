import { describe, expect, it } from 'vitest';
import { step, t } from '@/engine';

describe('the words of a derivation', () => {
  it('a message or a step carries no empty part: only what was given', () => {
    expect(Object.keys(t('x.a'))).toEqual(['key']);
    expect(Object.keys(t('x.a', { n: 1 }))).toEqual(['key', 'params']);
    expect(Object.keys(step('x.a'))).toEqual(['key']);
    expect(step('x.a', { n: 1 }, '7.4', 'result')).toEqual({ key: 'x.a', params: { n: 1 }, rule: '7.4', tone: 'result' });
    expect(Object.keys(step('x.a', undefined, '7.4'))).toEqual(['key', 'rule']);
  });
});
