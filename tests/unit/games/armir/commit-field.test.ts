// @vitest-environment happy-dom
// Set-up counter data is committed once per deliberate change (on leaving the field or on
// Enter), so typing "12" is one journal line and one undo step, not two (18.3, 10.2).
import { describe, expect, it } from 'vitest';
import { mount } from '@vue/test-utils';
import CommitNumberField from '@/components/games/armir/CommitNumberField.vue';
import { makeGlobal } from '../../widgets/helpers';

function field(props: Record<string, unknown> = {}) {
  return mount(CommitNumberField, { props: { modelValue: null, label: 'Points', min: 0, ...props }, global: makeGlobal('en').global, attachTo: document.body });
}
const commits = (w: ReturnType<typeof field>) => (w.emitted('commit') ?? []).map((e) => e[0]);

describe('ARMIR set-up number fields commit once', () => {
  it('18.3: typing "1" then "12" and leaving the field records one change, 12', async () => {
    const w = field();
    const input = w.find('input');
    await input.setValue('1');
    await input.setValue('12');
    expect(commits(w)).toEqual([]);
    await input.trigger('focusout');
    expect(commits(w)).toEqual([12]);
    // Leaving again without a change records nothing more.
    await w.setProps({ modelValue: 12 });
    await input.trigger('focusout');
    expect(commits(w)).toEqual([12]);
    w.unmount();
  });

  it('Enter commits the typed value', async () => {
    const w = field({ modelValue: 3 });
    const input = w.find('input');
    await input.setValue('5');
    await input.trigger('keydown', { key: 'Enter' });
    expect(commits(w)).toEqual([5]);
    w.unmount();
  });

  it('bad text is refused in words and changes nothing', async () => {
    const w = field({ modelValue: 4 });
    const input = w.find('input');
    await input.setValue('abc');
    await input.trigger('focusout');
    expect(commits(w)).toEqual([]);
    expect(w.find('.v-messages').text()).toBe('Not a number: type digits only.');
    await input.setValue('-2');
    await input.trigger('focusout');
    expect(commits(w)).toEqual([]);
    w.unmount();
  });

  it('emptying a typed value clears it once ("not typed yet")', async () => {
    const w = field({ modelValue: 4 });
    const input = w.find('input');
    await input.setValue('');
    await input.trigger('focusout');
    expect(commits(w)).toEqual([null]);
    w.unmount();
  });
});
