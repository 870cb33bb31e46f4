// Every message of the app, as the tests of its words read them: flattened to dotted keys, with
// the parameters each takes, and the parameter names that carry words rather than numbers.

type Tree = Record<string, unknown>;

export function flatten(tree: unknown, prefix = '', out = new Map<string, string>()): Map<string, string> {
  for (const [k, v] of Object.entries(tree as Tree)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out.set(key, v);
    else if (typeof v === 'object' && v !== null) flatten(v, key, out);
  }
  return out;
}

/** The named parameters a message takes: "{n} punti" → ['n']. */
export function placeholders(message: string): string[] {
  return [...new Set([...message.matchAll(/\{\s*(\w+)\s*\}/g)].map((m) => m[1]))];
}

/**
 * Parameters that name something (a side, a unit, a rule, another Text...) rather than hold a
 * number. Every other parameter is taken for a number: a new name counts until it is put here.
 */
export const NAMES = new Set([
  'army',
  'side',
  'name',
  'names',
  'corps',
  'hex',
  'label',
  'terrain',
  'rule',
  'rules',
  'list',
  'parts',
  'attacker',
  'defender',
  'state',
  'text',
  'what',
  'message',
  'phase',
  'unit',
  'units',
  'column',
  'col',
  'cell',
  'place',
  'target',
  'title',
  'scenario',
  'game',
  'effect',
  'effS',
  'type',
  'kind',
  'chart',
  'file',
  'key',
  'id',
  'lang',
  'version',
  'error',
  'detail',
  'reason',
  'owner',
  'holder',
  'who',
  'town',
  'city',
  'objective',
  'marker',
  'box',
  'source',
  'status',
  'att',
  'def',
  'mode',
  'turnLabel',
  'nation',
  'aNation',
  'daNation',
  'diNation',
  'power',
  'month',
  'colour',
  'field',
  'action',
  'weather',
  'why',
  'example',
  'module',
  'option',
  'route',
  'cause',
  'help',
  'setting',
  'where',
  'when',
  'how',
  'date',
  'card',
  'code',
  'outcome',
  'controller',
  'alliesOf',
  'axisOf',
  'head',
  'line',
  'event',
  'faces',
  'group',
]);
