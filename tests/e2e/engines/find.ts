// What a player looks for on screen, written once as page-side JavaScript so that every
// engine finds the same thing the same way: an element by its role and accessible name (the
// words a screen reader says), by the text it shows, or by a data-testid the app gives it,
// always among what is visible. The drivers only run these functions in the page.

/** Text to match: exact (whitespace collapsed) for a string, or a regular expression. */
export type Match = string | { re: string; flags?: string };

export type Role = 'button' | 'link' | 'radio' | 'checkbox' | 'textbox' | 'tab' | 'region' | 'heading' | 'listitem' | 'alert' | 'status' | 'dialog';

export interface Query {
  /** Look only inside the element this query finds. */
  within?: Query;
  role?: Role;
  /** The accessible name (aria-label, its labels, or its text). */
  name?: Match;
  /** A CSS selector (for app data attributes: [data-testid=...], [data-procedure=...]). */
  css?: string;
  /** Keep only elements whose visible text contains this (a substring) or matches it. */
  hasText?: Match;
  /** The nth visible match (0 = the first). */
  nth?: number;
}

export const re = (r: RegExp): Match => ({ re: r.source, flags: r.flags });
export const testId = (id: string, more: Omit<Query, 'css'> = {}): Query => ({ css: `[data-testid="${id}"]`, ...more });

/**
 * Page-side: `find(query)` → the element or null; `visibleText(query)` → its text.
 * Kept as source text: the drivers send it to the page as it is.
 */
export const FINDER = String.raw`(() => {
  const collapse = (s) => (s || '').replace(/\s+/g, ' ').trim();
  const matches = (m, s, sub) => {
    if (m === undefined) return true;
    const text = collapse(s);
    if (typeof m === 'string') return sub ? text.includes(m) : text === m;
    return new RegExp(m.re, m.flags || '').test(text);
  };
  const shown = (el) =>
    typeof el.checkVisibility === 'function'
      ? el.checkVisibility({ visibilityProperty: true, opacityProperty: true })
      : el.getClientRects().length > 0;
  const visible = (el) => {
    if (!el.isConnected) return false;
    // A visually hidden input (Vuetify's radios and checkboxes) counts when its label shows.
    const labelShown = !!(el.labels && Array.from(el.labels).some((l) => shown(l) && l.getBoundingClientRect().width > 0));
    if (!shown(el)) return labelShown;
    const r = el.getBoundingClientRect();
    return (r.width > 0 && r.height > 0) || labelShown;
  };
  const SELECTORS = {
    button: 'button, [role="button"], input[type="button"], input[type="submit"]',
    link: 'a[href], [role="link"]',
    radio: 'input[type="radio"], [role="radio"]',
    checkbox: 'input[type="checkbox"], [role="checkbox"], [role="switch"]',
    textbox: 'input:not([type]), input[type="text"], input[type="number"], input[type="search"], input[type="email"], input[type="tel"], input[type="url"], textarea, [role="textbox"]',
    tab: '[role="tab"]',
    region: 'section[aria-label], section[aria-labelledby], [role="region"]',
    heading: 'h1, h2, h3, h4, h5, h6, [role="heading"]',
    listitem: 'li, [role="listitem"], .v-list-item',
    alert: '[role="alert"]',
    status: '[role="status"]',
    dialog: '[role="dialog"], dialog',
  };
  const roleOf = (el) => {
    const explicit = el.getAttribute('role');
    if (explicit) return explicit === 'switch' ? 'checkbox' : explicit;
    for (const [role, sel] of Object.entries(SELECTORS)) if (el.matches(sel)) return role;
    return null;
  };
  const nameOf = (el) => {
    const label = el.getAttribute('aria-label');
    if (label) return label;
    const by = el.getAttribute('aria-labelledby');
    if (by) return by.split(/\s+/).map((id) => document.getElementById(id)?.textContent || '').join(' ');
    if (el.labels && el.labels.length) return Array.from(el.labels).map((l) => l.textContent).join(' ');
    if (el.id) {
      const l = document.querySelector('label[for="' + CSS.escape(el.id) + '"]');
      if (l) return l.textContent;
    }
    if (el.tagName === 'INPUT' || el.tagName === 'TEXTAREA') return el.getAttribute('placeholder') || el.getAttribute('title') || '';
    return el.innerText || el.textContent || el.getAttribute('title') || '';
  };
  const all = (q) => {
    const scopes = q.within ? all(q.within).slice(0, 1) : [document];
    if (!scopes.length) return [];
    const scope = scopes[0];
    const sel = q.css || (q.role ? SELECTORS[q.role] : '*');
    let found = Array.from(scope.querySelectorAll(sel));
    if (q.role) found = found.filter((el) => roleOf(el) === q.role);
    if (q.name !== undefined) found = found.filter((el) => matches(q.name, nameOf(el), false));
    if (q.hasText !== undefined) found = found.filter((el) => matches(q.hasText, el.innerText, true));
    found = found.filter(visible);
    if (q.nth) found = found.slice(q.nth);
    return found;
  };
  /** What a finger touches: the element, or the label of a visually hidden input. */
  const targetOf = (el) => (el.labels && el.labels.length && el.getBoundingClientRect().width === 0 ? el.labels[0] : el);
  return {
    find: (q) => all(q)[0] || null,
    target: (q) => { const el = all(q)[0]; return el ? targetOf(el) : null; },
    count: (q) => all(q).length,
    text: (q) => { const el = all(q)[0]; return el ? collapse(el.innerText) : null; },
    /** Ready for a finger: on screen, enabled, not moving, and not covered at its centre. */
    actionable: (q) => {
      const el = all(q)[0];
      if (!el) return 'not on screen';
      const target = targetOf(el);
      if (el.disabled || el.getAttribute('aria-disabled') === 'true') return 'disabled';
      const r0 = target.getBoundingClientRect();
      if (r0.top < 0 || r0.bottom > innerHeight || r0.left < 0 || r0.right > innerWidth) target.scrollIntoView({ block: 'center', inline: 'center' });
      const r = target.getBoundingClientRect();
      const key = [r.x, r.y, r.width, r.height].map(Math.round).join(',');
      const moved = target.__aiutanteRect !== key;
      target.__aiutanteRect = key;
      if (moved) return 'moving';
      const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
      if (!hit || !(target.contains(hit) || hit.contains(target) || (el.labels && Array.from(el.labels).some((l) => l.contains(hit))))) {
        // Under a sticky header or the bottom navigation: scrolled to the middle, as a player would.
        target.scrollIntoView({ block: 'center', inline: 'center' });
        return 'covered by ' + (hit ? hit.tagName.toLowerCase() + '.' + String(hit.className).split(' ').join('.') : 'nothing') + ' at ' + key;
      }
      return 'ok';
    },
  };
})()`;

/** An expression (page-side) that evaluates `FINDER.<fn>(query)`. */
export function finderCall(fn: 'find' | 'target' | 'count' | 'text' | 'actionable', q: Query): string {
  return `${FINDER}.${fn}(${JSON.stringify(q)})`;
}
