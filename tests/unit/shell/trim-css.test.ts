// The build keeps, of Vuetify's utility classes (and its colour pack), only those the app's
// sources or Vuetify's own code name; every other rule of the stylesheet stays.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { trimUnusedUtilities } from '../../../vite.config';

const CSS = `@keyframes v-shake {
  59% {
    margin-left: 0;
  }
}
.bg-red {
  background-color: #F44336 !important;
}
.bg-red-lighten-4 {
  background-color: #FFCDD2 !important;
}
.text-blue {
  color: #2196F3 !important;
}
.fade-transition-enter-active {
  transition: 0.2s !important;
}
.elevation-3 {
  box-shadow: 0 1px 2px;
}
.d-flex {
  display: flex !important;
}
.d-none {
  display: none !important;
}
.d-sr-only {
  display: none !important;
}
.v-locale--is-ltr .ms-2 {
  margin-left: 8px !important;
}
.v-locale--is-ltr .me-2 {
  margin-right: 8px !important;
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

function trim(source: string, library = ''): string {
  const dir = mkdtempSync(join(tmpdir(), 'trim-'));
  const lib = mkdtempSync(join(tmpdir(), 'trim-lib-'));
  writeFileSync(join(dir, 'A.vue'), source);
  writeFileSync(join(lib, 'x.js'), library);
  const plugin = trimUnusedUtilities([dir], [lib]);
  const transform = plugin.transform as (code: string, id: string) => string | null;
  return transform.call({}, CSS, '/x/node_modules/vuetify/lib/styles/main.css') ?? CSS;
}

describe("Vuetify's utility classes in the build", () => {
  it('keeps the classes the sources name (in a class or a prop) and drops the others', () => {
    const out = trim('<div class="px-sm-4 d-flex ms-2"></div><v-row align-sm="center" /><v-chip color="red" />');
    expect(out).toContain('.px-sm-4');
    expect(out).toContain('.align-sm-center');
    expect(out).toContain('.d-flex');
    expect(out).toContain('.v-locale--is-ltr .ms-2');
    expect(out).not.toContain('.me-2');
    expect(out).not.toContain('.d-sm-none');
    expect(out).not.toContain('.d-none');
    expect(out).not.toContain('.hidden-xs');
  });
  it('keeps a colour class when the sources name the colour (a prop becomes bg-… or text-… at run time)', () => {
    const out = trim('<v-chip color="red" />');
    expect(out).toContain('.bg-red {');
    expect(out).not.toContain('.bg-red-lighten-4');
    expect(out).not.toContain('.text-blue');
  });
  it("keeps the classes Vuetify's own code names, elevation, rounding, transitions, keyframes and mixed rules", () => {
    const out = trim('', 'const c = "d-sr-only";');
    expect(out).toContain('.d-sr-only');
    expect(out).toContain('.elevation-3');
    expect(out).toContain('.fade-transition-enter-active');
    expect(out).toContain('@keyframes v-shake');
    expect(out).toContain('.v-container, .d-sm-flex');
    expect(out).not.toContain('@media (max-width: 599.98px)');
  });
  it('leaves other stylesheets alone', () => {
    const plugin = trimUnusedUtilities([]);
    const transform = plugin.transform as (code: string, id: string) => string | null;
    expect(transform.call({}, CSS, '/x/src/styles/main.css')).toBeNull();
  });
});
