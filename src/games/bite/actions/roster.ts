/**
 * BITE's roster as table actions (3.11, 7.2, 7.3, 7.9, 6.1.1): add or correct a block as read
 * off the wooden block, mark a block out of supply or supplied again, take it out, bring in a roster pack,
 * remove a unit as the long scenario says (4.11).
 * The block's form keeps its own layout (its colours are tapped step by step), so its values are
 * handed to the action as fixed values; the check turns them into the event, or says what is
 * still missing. The events' own `allowed` (events/*.ts) refuse what the rules forbid.
 */
import type { ActionDef, RulesContext } from '@/engine/types';
import { t } from '@/engine/derivation';
import type { BiteState } from '../state';
import { STEP_COLOURS, type StepColour } from '../state';
import { CLASSES, NATIONS, type BlockClass, type Nation } from '../tech';
import { canMarkSupply } from '../legality';
import { blockOfForm, parseRosterPack, type BlockForm } from '../roster';
import { removalCheck, removalsDue, removalText } from '../campaign';
import { boolField, events, intField, num, refused, selectField, str, textField, waiting, type Values } from './kit';

/** A block form as an action's values (the colours as a list "black,white,…"). */
export function valuesOfBlockForm(f: BlockForm, editing: string | null = null): Values {
  return {
    editing: editing ?? '',
    name: f.name,
    nation: f.nation,
    cls: f.cls,
    maxSp: f.maxSp,
    sp: f.sp,
    colours: f.colours.join(','),
    shield: f.shield,
    elite: f.elite,
    mountain: f.mountain,
    ski: f.ski,
    zeroBase: f.zeroBase,
    techOverride: String(f.techOverride),
    supplied: f.supplied,
  };
}

/** The form again from an action's values; a current SP left empty is the block at full strength (7.3). */
export function blockFormOfValues(v: Values): BlockForm {
  const maxSp = num(v.maxSp);
  const colours = str(v.colours)
    .split(',')
    .filter((c): c is StepColour => (STEP_COLOURS as readonly string[]).includes(c));
  const elite = str(v.elite);
  const tech = Number(str(v.techOverride) || '0');
  return {
    name: str(v.name),
    nation: (NATIONS as readonly string[]).includes(str(v.nation)) ? (str(v.nation) as Nation) : 'germany',
    cls: (CLASSES as readonly string[]).includes(str(v.cls)) ? (str(v.cls) as BlockClass) : '',
    maxSp,
    sp: num(v.sp) ?? maxSp,
    colours,
    shield: v.shield === true,
    elite: elite === 'attack' || elite === 'defence' ? elite : '',
    mountain: v.mountain === true,
    ski: v.ski === true,
    zeroBase: v.zeroBase === true,
    techOverride: tech === 1 || tech === 2 || tech === 3 ? tech : 0,
    supplied: v.supplied !== false,
  };
}

/** 3.11: a block typed from the wooden block — new at full strength (7.3), no TECH of its own unless typed (6.1.1). */
function save(s: BiteState): ActionDef {
  return {
    id: 'bite.block.save',
    title: t('bite.ui.addBlock'),
    rule: '3.11',
    applyLabel: t('bite.ui.saveNext'),
    fields: [
      textField('name', t('bite.ui.name')),
      selectField(
        'nation',
        t('bite.ui.nation'),
        NATIONS.map((n) => ({ value: n, label: t(`bite.nation.${n}`) })),
        { default: 'germany' },
      ),
      selectField(
        'cls',
        t('bite.ui.cls'),
        CLASSES.map((c) => ({ value: c, label: t(`bite.class.${c}`) })),
        { default: null },
      ),
      intField('maxSp', t('bite.ui.maxSp'), 1, 9),
      intField('sp', t('bite.ui.sp'), 0, 9, { rule: '7.3' }),
      textField('colours', t('bite.ui.colours'), { rule: '7.3' }),
      boolField('shield', t('bite.ui.shield'), { rule: '3.15' }),
      selectField(
        'elite',
        t('bite.ui.elite'),
        [
          { value: '', label: t('bite.ui.eliteNone') },
          { value: 'attack', label: t('bite.ui.eliteAttack') },
          { value: 'defence', label: t('bite.ui.eliteDefence') },
        ],
        { default: '', rule: '10.0' },
      ),
      boolField('mountain', t('bite.ui.mountain'), { rule: '6.1.2' }),
      boolField('ski', t('bite.ui.ski'), { rule: '5.5' }),
      boolField('zeroBase', t('bite.ui.zeroBase'), { rule: '7.7.10' }),
      selectField(
        'techOverride',
        t('bite.ui.techOwn'),
        [{ value: '0', label: t('bite.ui.techNation') }, ...[1, 2, 3].map((l) => ({ value: String(l), label: t('bite.roster.tech', { n: l }) }))],
        { default: '0', rule: '6.1.1' },
      ),
      boolField('supplied', t('bite.ui.supplied'), { default: true, rule: '7.2' }),
      textField('editing', t('bite.ui.editBlock'), { default: '' }),
    ],
    check: (v) => {
      const f = blockFormOfValues(v);
      const r = blockOfForm(f);
      if (!r.ok) return { refusal: { text: r.errors[0] ?? t('bite.ui.err.name'), rule: '3.11' } };
      const editing = str(v.editing);
      if (editing) {
        if (!s.blocks.some((b) => b.id === editing)) return { refusal: { text: t('bite.rules.noBlock'), rule: '3.11' } };
        // A TECH of the nation's (0) clears the block's own (6.1.1).
        return events({ type: 'bite/block-edit', payload: { id: editing, patch: { ...r.block, techOverride: f.techOverride } } });
      }
      return events({ type: 'bite/block-add', payload: { block: r.block } });
    },
  };
}

/** 7.2, 7.9: the white barrel goes on in the side's supply phase and off up to its final check. */
function supply(s: BiteState): ActionDef {
  const live = s.blocks.filter((b) => !b.eliminated);
  return {
    id: 'bite.block.supply',
    title: t('bite.ui.markOut'),
    rule: '7.2',
    fields: [
      selectField(
        'block',
        t('bite.eco.ui.block'),
        live.map((b) => ({ value: b.id, label: t('bite.ui.blockSp', { name: b.name, sp: b.sp, max: b.maxSp }) })),
        { default: null },
      ),
      boolField('supplied', t('bite.ui.supplied')),
    ],
    check: (v) => {
      const b = s.blocks.find((x) => x.id === str(v.block));
      const supplied = v.supplied === true;
      const no = refused(canMarkSupply(s, b, supplied), '7.2');
      if (no) return no;
      return events({ type: 'bite/supply', payload: { id: str(v.block), supplied } });
    },
  };
}

/** 3.11: a block taken out of the roster (the journal's undo brings it back). */
function removeBlock(s: BiteState): ActionDef {
  return {
    id: 'bite.block.remove',
    title: t('bite.ui.remove'),
    rule: '3.11',
    fields: [
      selectField(
        'block',
        t('bite.eco.ui.block'),
        s.blocks.map((b) => ({ value: b.id, label: t('bite.ui.blockSp', { name: b.name, sp: b.sp, max: b.maxSp }) })),
        { default: null },
      ),
    ],
    check: (v) => {
      const b = s.blocks.find((x) => x.id === str(v.block));
      if (!b) return { refusal: { text: t('bite.rules.noBlock'), rule: '3.11' } };
      return events({ type: 'bite/block-remove', payload: { id: b.id } });
    },
  };
}

/** 3.11: a roster pack brings the box's blocks in at once. */
function importPack(): ActionDef {
  return {
    id: 'bite.roster.import',
    title: t('bite.ui.importPack'),
    rule: '3.11',
    fields: [textField('pack', t('bite.ui.importPack'))],
    check: (v) => {
      const r = parseRosterPack(str(v.pack));
      // A file that is not a pack is bad input, said as it is (no rule forbids it).
      return r.ok ? { events: r.events } : { refusal: { text: r.error } };
    },
  };
}

/**
 * 4.11: a unit removed as the long scenario says — for one of the text's dated removals (LSSAH's
 * is its own, SBE9) or the Order of Battle's — priced and refused in words by removalCheck.
 */
function oobRemove(s: BiteState, ctx: RulesContext): ActionDef {
  const due = removalsDue(s).filter((x) => x.removal.id !== 'lssah');
  return {
    id: 'bite.oob.remove',
    title: t('bite.campaign.ui.removals'),
    rule: '4.11',
    applyLabel: t('bite.campaign.ui.removeGo'),
    fields: [
      selectField(
        'block',
        t('bite.campaign.ui.removeBlock'),
        s.blocks.map((b) => ({
          value: b.id,
          label: b.eliminated ? t('bite.ui.blockEliminated', { name: b.name }) : t('bite.ui.blockSp', { name: b.name, sp: b.sp, max: b.maxSp }),
        })),
        { default: null },
      ),
      selectField(
        'answers',
        t('bite.campaign.ui.removeFor'),
        [...due.map((x) => ({ value: x.removal.id as string, label: removalText(x.removal) })), { value: '', label: t('bite.campaign.ui.removeForOb') }],
        { default: '' },
      ),
      boolField('more', t('bite.campaign.ui.removeMore')),
    ],
    check: (v) => {
      const b = s.blocks.find((x) => x.id === str(v.block));
      if (!b) return waiting('bite.campaign.err.pick');
      const c = removalCheck(s, b, false, ctx);
      if (!c.ok) return { refusal: { text: c.error, rule: '4.11' } };
      const answered = due.find((x) => x.removal.id === str(v.answers));
      const removal = answered?.removal.id;
      return events({
        type: 'bite/oob-remove',
        payload: {
          id: b.id,
          ...(removal ? { removal } : {}),
          ...(removal && answered.removal.formation === true && v.more === true ? { more: true as const } : {}),
        },
      });
    },
  };
}

export function rosterActions(s: BiteState, ctx: RulesContext): ActionDef[] {
  return [save(s), supply(s), removeBlock(s), importPack(), oobRemove(s, ctx)];
}
