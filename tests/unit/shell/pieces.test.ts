// @vitest-environment happy-dom
// The first screen of a launch is built a piece per task under the shell, which goes once the
// screen is whole; after the launch a screen is drawn whole at once.
import { describe, expect, it } from 'vitest';
import { defineComponent, h, nextTick, ref } from 'vue';
import { mount } from '@vue/test-utils';
import { buildInPieces, pieceTasks, piecesBuilt, useBuiltWhenShown, usePiece } from '@/views/shared/pieces';

const Screen = defineComponent({
  setup() {
    const bar = usePiece();
    const list = usePiece();
    return () => h('div', [h('header', 'bar'), bar.value ? h('nav', 'buttons') : null, list.value ? h('ul', 'games') : null]);
  },
});

describe('a launch builds its first screen a piece per task', () => {
  it('draws the rest first, then each piece in a task of its own, and says when the screen is whole', async () => {
    // Each piece's task, held here so the test can run them one at a time.
    const tasks: (() => void)[] = [];
    const schedule = pieceTasks.schedule;
    pieceTasks.schedule = (task) => void tasks.push(task);
    buildInPieces();
    const w = mount(Screen);
    pieceTasks.schedule = schedule;
    expect(w.find('header').exists()).toBe(true);
    expect(w.find('nav').exists()).toBe(false);
    expect(tasks).toHaveLength(2);
    let whole = false;
    const built = piecesBuilt().then(() => (whole = true));
    tasks[0]!();
    await nextTick();
    expect(w.find('nav').exists()).toBe(true);
    expect(w.find('ul').exists()).toBe(false);
    expect(whole).toBe(false);
    tasks[1]!();
    await built;
    expect(w.find('ul').exists()).toBe(true);
    // After the launch a screen comes whole.
    const again = mount(Screen);
    expect(again.find('nav').exists()).toBe(true);
    expect(again.find('ul').exists()).toBe(true);
  });

  it('with no piece asked for, the screen is whole at once', async () => {
    buildInPieces();
    await expect(piecesBuilt()).resolves.toBeUndefined();
  });

  it('a piece that shows what is being read waits for it, so the shell is not replaced by a loading ring', async () => {
    const tasks: (() => void)[] = [];
    const schedule = pieceTasks.schedule;
    pieceTasks.schedule = (task) => void tasks.push(task);
    let read!: () => void;
    const games = new Promise<void>((resolve) => (read = resolve));
    buildInPieces();
    const List = defineComponent({
      setup() {
        const list = usePiece(games);
        return () => h('div', [list.value ? h('ul', 'games') : null]);
      },
    });
    const w = mount(List);
    let whole = false;
    const built = piecesBuilt().then(() => (whole = true));
    await nextTick();
    expect(tasks).toHaveLength(0);
    read();
    await games;
    await new Promise((r) => setTimeout(r, 0));
    expect(tasks).toHaveLength(1);
    expect(whole).toBe(false);
    tasks[0]!();
    pieceTasks.schedule = schedule;
    await built;
    expect(w.find('ul').exists()).toBe(true);
  });
});

describe('a piece built in parts, and a piece the screen has no room for', () => {
  it('draws the parts a piece asks for right after it, before the next piece', async () => {
    const tasks: (() => void)[] = [];
    const schedule = pieceTasks.schedule;
    pieceTasks.schedule = (task) => void tasks.push(task);
    const Card = defineComponent({
      props: { n: { type: Number, required: true } },
      setup(props) {
        const fields = usePiece();
        return () => h('article', [h('h3', `card ${props.n}`), fields.value ? h('form', `fields ${props.n}`) : null]);
      },
    });
    const Page = defineComponent({
      setup() {
        const first = usePiece();
        const second = usePiece();
        return () => h('main', [first.value ? h(Card, { n: 1 }) : null, second.value ? h(Card, { n: 2 }) : null]);
      },
    });
    buildInPieces();
    const w = mount(Page);
    const built = piecesBuilt();
    const next = async () => {
      tasks.shift()!();
      await nextTick();
      await nextTick();
    };
    await next();
    expect(w.findAll('h3')).toHaveLength(1);
    expect(w.find('form').exists()).toBe(false);
    await next();
    // The first card's fields, before the second card.
    expect(w.findAll('form').map((f) => f.text())).toEqual(['fields 1']);
    expect(w.findAll('h3')).toHaveLength(1);
    await next();
    expect(w.findAll('h3')).toHaveLength(2);
    await next();
    pieceTasks.schedule = schedule;
    await built;
    expect(w.findAll('form')).toHaveLength(2);
    w.unmount();
  });

  it('leaves out of the first screen a piece no longer wanted when its turn comes, and draws it once the screen is whole', async () => {
    const tasks: (() => void)[] = [];
    const idle: (() => void)[] = [];
    const { schedule, idle: whenIdle } = pieceTasks;
    pieceTasks.schedule = (task) => void tasks.push(task);
    pieceTasks.idle = (task) => void idle.push(task);
    let room = false;
    const Page = defineComponent({
      setup() {
        const first = usePiece();
        const second = usePiece(undefined, () => room);
        return () => h('main', [first.value ? h('p', 'one') : null, second.value ? h('p', 'two') : null]);
      },
    });
    buildInPieces();
    const w = mount(Page);
    let whole = false;
    const built = piecesBuilt().then(() => (whole = true));
    tasks.shift()!();
    await nextTick();
    tasks.shift()!();
    await built;
    expect(whole).toBe(true);
    expect(w.findAll('p').map((p) => p.text())).toEqual(['one']);
    expect(idle).toHaveLength(1);
    room = true;
    idle.shift()!();
    await nextTick();
    expect(w.findAll('p').map((p) => p.text())).toEqual(['one', 'two']);
    pieceTasks.schedule = schedule;
    pieceTasks.idle = whenIdle;
    w.unmount();
  });
});

describe('an overlay is built the first time it is shown, and kept', () => {
  it('is not built while never shown, is built in the same render that first shows it, and stays built once closed', async () => {
    const open = ref<string | null>(null);
    const Overlay = defineComponent({
      setup() {
        const built = useBuiltWhenShown(open);
        return () => h('div', built.value ? [h('aside', open.value ?? 'closed')] : []);
      },
    });
    const w = mount(Overlay);
    expect(w.find('aside').exists()).toBe(false);
    open.value = 'Partita eliminata';
    await nextTick();
    expect(w.find('aside').text()).toBe('Partita eliminata');
    open.value = null;
    await nextTick();
    expect(w.find('aside').text()).toBe('closed');
    w.unmount();
  });

  it('is built at once when it is shown from the start', () => {
    const open = ref(true);
    const Overlay = defineComponent({
      setup() {
        const built = useBuiltWhenShown(open);
        return () => h('div', built.value ? [h('aside', 'Nuova versione')] : []);
      },
    });
    const w = mount(Overlay);
    expect(w.find('aside').exists()).toBe(true);
    w.unmount();
  });
});
