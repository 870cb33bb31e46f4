// The build keeps, of Vuetify's per-breakpoint utility classes, only those the app's sources
// name; every other rule of the stylesheet stays.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { trimBreakpointUtilities } from '../../../vite.config';

const CSS = `.d-flex {
  display: flex !important;
}
@media (min-width: 600px) {
  .d-sm-none {
    display: none !important;
  }
  .px-sm-4 {
    padding-inline: 16px !important;
  }
  .align-sm-center {
    align-items: center !important;
  }
  .v-container, .d-sm-flex {
    max-width: 568px;
  }
}
@media (max-width: 599.98px) {
  .hidden-xs {
    display: none !important;
  }
}
`;

function trim(source: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'trim-'));
  writeFileSync(join(dir, 'A.vue'), source);
  const plugin = trimBreakpointUtilities([dir]);
  const transform = plugin.transform as (code: string, id: string) => string | null;
  return transform.call({}, CSS, '/x/node_modules/vuetify/lib/styles/main.css') ?? CSS;
}

describe("Vuetify's breakpoint utilities in the build", () => {
  it('keeps the classes the sources name (in a class or a breakpoint prop) and drops the others', () => {
    const out = trim('<div class="px-sm-4"></div><v-row align-sm="center" />');
    expect(out).toContain('.px-sm-4');
    expect(out).toContain('.align-sm-center');
    expect(out).not.toContain('.d-sm-none');
  });
  it('keeps every rule that is not only breakpoint classes, and everything outside min-width blocks', () => {
    const out = trim('');
    expect(out).toContain('.d-flex');
    expect(out).toContain('.v-container, .d-sm-flex');
    expect(out).toContain('.hidden-xs');
  });
  it('leaves other stylesheets alone', () => {
    const plugin = trimBreakpointUtilities([]);
    const transform = plugin.transform as (code: string, id: string) => string | null;
    expect(transform.call({}, CSS, '/x/src/styles/main.css')).toBeNull();
  });
});
