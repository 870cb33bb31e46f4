// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { mount } from '@vue/test-utils';
import NumberField from '@/components/widgets/NumberField.vue';
import { makeGlobal } from './helpers';

function field(props: Record<string, unknown> = {}, lang: 'it' | 'en' = 'en') {
  return mount(NumberField, {
    props: { modelValue: null, label: 'Defence', ...props },
    global: makeGlobal(lang).global,
  });
}

function message(w: ReturnType<typeof field>): string {
  return w.find('.v-messages').text().trim();
}

describe('NumberField', () => {
  it('says nothing before the player has typed', () => {
    const w = field();
    expect(message(w)).toBe('');
  });

  it("refuses '' , 'abc', '-1' and, for a defence, '0', each in words", async () => {
    const w = field({ nonZero: true });
    const input = w.find('input');
    await input.setValue('abc');
    expect(message(w)).toBe('Not a number: type digits only.');
    await input.setValue('');
    expect(message(w)).toBe('Enter a number.');
    await input.setValue('-1');
    expect(message(w)).toBe('The number cannot be negative.');
    await input.setValue('0');
    expect(message(w)).toBe('Zero makes no sense here: enter at least 1.');
    await input.setValue('2.5');
    expect(message(w)).toBe('A whole number is needed, no decimals.');
    // Nothing but nulls went out: no invalid number ever reached the model.
    const sent = (w.emitted('update:modelValue') ?? []).map((e) => e[0]);
    expect(sent.every((v) => v === null)).toBe(true);
  });

  it('tells a form when the text typed is refused, as apart from an empty field (an empty "advance" means "cannot")', async () => {
    const w = field({ min: 0, max: 30 });
    const input = w.find('input');
    await input.setValue('2,5');
    await input.setValue('');
    await input.setValue('4');
    expect((w.emitted('invalid') ?? []).map((e) => e[0])).toEqual([true, false, false]);
  });

  it('emits the number only when valid, then null again when broken', async () => {
    const w = field({ min: 1, max: 20 });
    const input = w.find('input');
    await input.setValue('12');
    await w.setProps({ modelValue: 12 });
    await input.setValue('25');
    expect(message(w)).toBe('The maximum is 20.');
    await w.setProps({ modelValue: null });
    await input.setValue(' 7 ');
    const sent = (w.emitted('update:modelValue') ?? []).map((e) => e[0]);
    expect(sent).toEqual([12, null, 7]);
    expect(message(w)).toBe('');
  });

  it('speaks Italian', async () => {
    const w = field({ nonZero: true }, 'it');
    await w.find('input').setValue('0');
    expect(message(w)).toBe('Qui lo zero non ha senso: inserite almeno 1.');
  });

  it('steps with − and + within the limits, skipping a meaningless zero', async () => {
    const w = field({ modelValue: 2, min: 1, max: 3, nonZero: true });
    const [minus, plus] = w.findAll('button');
    expect(minus.attributes('aria-label')).toBe('Decrease Defence');
    expect(plus.attributes('aria-label')).toBe('Increase Defence');
    await plus.trigger('click');
    expect(w.emitted('update:modelValue')?.at(-1)).toEqual([3]);
    await w.setProps({ modelValue: 3 });
    expect(plus.attributes('disabled')).toBeDefined();
    await minus.trigger('click');
    await w.setProps({ modelValue: 2 });
    await minus.trigger('click');
    await w.setProps({ modelValue: 1 });
    expect(w.emitted('update:modelValue')?.map((e) => e[0])).toEqual([3, 2, 1]);
    expect(minus.attributes('disabled')).toBeDefined();
  });

  it('shows an outside change of the value', async () => {
    const w = field({ modelValue: 4 });
    expect((w.find('input').element as HTMLInputElement).value).toBe('4');
    await w.setProps({ modelValue: 9 });
    expect((w.find('input').element as HTMLInputElement).value).toBe('9');
    await w.setProps({ modelValue: null });
    expect((w.find('input').element as HTMLInputElement).value).toBe('');
  });
});
