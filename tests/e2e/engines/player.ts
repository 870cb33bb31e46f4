// What a player does, for any engine: look for words, touch what is ready to be touched,
// type into a field, pick a file, take the file the app offers. Every step waits for
// something a player would see (words on screen, a button that stops moving and is not
// covered), never for a fixed time.
import { finderCall, re, type Match, type Query } from './find';
import type { Tab } from './driver';

const POLL_MS = 50;

/** Waits until `f` is true (polling), or fails with `what` and the last reason. */
export async function until(what: string, f: () => Promise<boolean | string> | boolean | string, ms = 30_000): Promise<void> {
  const end = Date.now() + ms;
  let last: unknown;
  while (Date.now() < end) {
    try {
      const r = await f();
      if (r === true) return;
      last = r;
    } catch (e) {
      last = e;
    }
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
  throw new Error(`timed out waiting for: ${what}${last !== undefined && last !== false ? ` (${String(last)})` : ''}`);
}

const m = (t: string | RegExp): Match => (typeof t === 'string' ? t : re(t));
const describe = (q: Query): string => JSON.stringify(q);

export class Player {
  constructor(readonly tab: Tab) {}

  /** The number of visible elements the query finds. */
  count(q: Query): Promise<number> {
    return this.tab.evaluate<number>(finderCall('count', q));
  }

  /** The visible text of the first element the query finds, whitespace collapsed (null if none). */
  text(q: Query): Promise<string | null> {
    return this.tab.evaluate<string | null>(finderCall('text', q));
  }

  /** Waits for the element to be on screen; returns its text. */
  async read(q: Query, ms?: number): Promise<string> {
    let text: string | null = null;
    await until(`${describe(q)} on screen`, async () => (text = await this.text(q)) !== null, ms);
    return text!;
  }

  /** Waits for words (a substring, or a pattern) to show in `within` (default: the whole page). */
  async see(words: string | RegExp, within: Query = { css: 'body' }, ms?: number): Promise<string> {
    let last = '';
    await until(
      `"${String(words)}" on screen`,
      async () => {
        last = (await this.text(within)) ?? '';
        return typeof words === 'string' ? last.includes(words) : words.test(last);
      },
      ms,
    );
    return last;
  }

  /** Waits for the element to be gone from the screen. */
  async gone(q: Query, ms?: number): Promise<void> {
    await until(`${describe(q)} to go away`, async () => (await this.count(q)) === 0, ms);
  }

  /**
   * Waits until the element is ready for a finger (visible, enabled, still, uncovered), then
   * touches it, and makes sure the touch reached it: when something else took the touch (a
   * snackbar that slid in, a card that grew above it in the meantime) the element's action
   * did not happen, so the player touches it again.
   */
  async tap(q: Query): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      await until(`${describe(q)} ready to touch`, async () => {
        const state = await this.tab.evaluate<string>(finderCall('actionable', q));
        if (state !== 'ok') return state;
        // One more look: still in the same place (a menu or dialog may still be opening).
        return (await this.tab.evaluate<string>(finderCall('actionable', q))) === 'ok' || 'moving';
      });
      await this.tab.evaluate<void>(`void ((target) => {
        window.__aiutanteTap = 'none';
        if (window.__aiutanteTapListener) document.removeEventListener('click', window.__aiutanteTapListener, true);
        window.__aiutanteTapListener = (e) => {
          document.removeEventListener('click', window.__aiutanteTapListener, true);
          window.__aiutanteTapListener = null;
          const hit = e.target;
          window.__aiutanteTap = target && (target.contains(hit) || (target.control && target.control === hit))
            ? 'hit'
            : 'missed: ' + (hit ? hit.tagName.toLowerCase() + '.' + String(hit.className).split(' ').join('.') : '?') + ' "' + String(hit && hit.innerText).slice(0, 60) + '" at ' + Math.round(e.clientX) + ',' + Math.round(e.clientY) + ' for ' + JSON.stringify(target && target.getBoundingClientRect());
        };
        document.addEventListener('click', window.__aiutanteTapListener, true);
      })(${finderCall('target', q)})`);
      let landed = 'none';
      try {
        await this.tab.click(q);
      } catch (e) {
        // WebKit's driver refuses a click that something else would take (a snackbar over the
        // button) instead of letting it land there: the same miss, met the same way below.
        if (!/click intercepted/i.test(String((e as Error)?.message ?? e)) || attempt >= 4) throw e;
        landed = 'missed: intercepted';
      }
      if (landed === 'none')
        try {
          await until(
            `the touch on ${describe(q)} to land`,
            async () => (landed = await this.tab.evaluate<string>('window.__aiutanteTap ?? "gone"')) !== 'none',
            3_000,
          );
        } catch {
          /* no click event at all: the page went away (a navigation) or the touch was lost */
        }
      // A navigation (the page reloaded under the touch) counts as landed: the listener went with the page.
      if (landed === 'hit' || landed === 'gone') return;
      if (attempt >= 4) throw new Error(`the touch on ${describe(q)} never reached it (${landed})`);
      // Something took the touch (the "ready offline" snackbar at the bottom): bring the target to the middle.
      await this.tab.evaluate<void>(`void (${finderCall('target', q)})?.scrollIntoView({ block: 'center', inline: 'center' })`);
    }
  }

  /** Taps a radio or checkbox when it is not already checked, and waits until it is. */
  async check(q: Query): Promise<void> {
    const checked = () => this.tab.evaluate<boolean>(`((el) => el?.checked === true || el?.getAttribute('aria-checked') === 'true')(${finderCall('find', q)})`);
    if (await checked()) return;
    await this.tap(q);
    await until(`${describe(q)} checked`, checked);
  }

  /** Types `text` into a field (emptied first), then leaves it, and waits until it shows `text`. */
  async fill(q: Query, text: string): Promise<void> {
    await this.tap(q);
    await this.tab.type(q, text);
    await until(`${describe(q)} to read "${text}"`, async () => {
      const value = await this.tab.evaluate<string | null>(`(${finderCall('find', q)})?.value ?? null`);
      return value === text || `it reads ${JSON.stringify(value)}`;
    });
    await this.tab.evaluate<void>(`void (${finderCall('find', q)})?.blur()`);
  }

  /** A button by its accessible name (exact text, or a pattern), optionally inside `within`. */
  button(name: string | RegExp, within?: Query): Query {
    return { role: 'button', name: m(name), within };
  }

  /** A field by its label. */
  field(label: string | RegExp, within?: Query): Query {
    return { role: 'textbox', name: m(label), within };
  }

  /**
   * The file the app offers for download, taken where the app hands it to the browser (an
   * <a download> on a blob), so no engine's download dialog is involved: `trigger` is the
   * player's taps that make the app save it.
   */
  async download(trigger: () => Promise<void>): Promise<{ name: string; text: string }> {
    await this.tab.evaluate<void>(`void (() => {
      window.__aiutanteFiles = [];
      if (window.__aiutanteFilesHooked) return;
      window.__aiutanteFilesHooked = true;
      const click = HTMLAnchorElement.prototype.click;
      HTMLAnchorElement.prototype.click = function () {
        if (this.download && this.href.startsWith('blob:')) {
          const name = this.download;
          fetch(this.href).then((r) => r.text()).then((text) => window.__aiutanteFiles.push({ name, text }));
          return;
        }
        return click.call(this);
      };
    })()`);
    await trigger();
    let files: { name: string; text: string }[] = [];
    await until(
      'the file to be offered',
      async () => (files = await this.tab.evaluate<{ name: string; text: string }[]>('window.__aiutanteFiles || []')).length > 0,
    );
    return files[0]!;
  }

  /**
   * Answers the next file picker the app opens with a file named `name` holding `text`,
   * as if the player had chosen it (no engine's file dialog is involved): `trigger` is the
   * player's taps that open the picker.
   */
  async pickFile(trigger: () => Promise<void>, name: string, text: string): Promise<void> {
    await this.tab.evaluate<void>(`void (() => {
      window.__aiutanteNextFile = ${JSON.stringify({ name, text })};
      if (window.__aiutantePickerHooked) return;
      window.__aiutantePickerHooked = true;
      const click = HTMLInputElement.prototype.click;
      HTMLInputElement.prototype.click = function () {
        const next = window.__aiutanteNextFile;
        if (this.type !== 'file' || !next) return click.call(this);
        window.__aiutanteNextFile = null;
        const transfer = new DataTransfer();
        transfer.items.add(new File([next.text], next.name, { type: 'application/json' }));
        this.files = transfer.files;
        this.dispatchEvent(new Event('change', { bubbles: true }));
      };
    })()`);
    await trigger();
    await until('the file to be picked', async () => (await this.tab.evaluate<unknown>('window.__aiutanteNextFile')) === null);
  }
}
