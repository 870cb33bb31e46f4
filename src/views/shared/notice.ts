// While a notice shows at the top of a game's screen (a removal's Undo, an undo or redo said in
// words), the page's root says so (`notice-shown`): the game's header then sticks whole under the
// bar and the notice lies over it, never over a field (src/views/game/WhereHeader.vue), and the
// screen has room below its last card (src/styles/main.css). Several notices may show at once.
let shown = 0;

/** A notice's hold on the `notice-shown` class: `set(true)` while it shows, `set(false)` when it goes. */
export function noticeHold(): (on: boolean) => void {
  let mine = false;
  return (on: boolean) => {
    if (on === mine || typeof document === 'undefined') return;
    mine = on;
    shown += on ? 1 : -1;
    document.documentElement.classList.toggle('notice-shown', shown > 0);
  };
}
