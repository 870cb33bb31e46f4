/**
 * BITE's table actions (ActionDef): every bookkeeping action a player takes, listed for the
 * moment, each with its fields, its defaults and its check. The screens only lay them out.
 */
import type { ActionDef, RulesContext } from '@/engine/types';
import type { BiteState } from '../state';
import { economyActions } from './economy';
import { ledgerActions } from './ledgers';
import { rosterActions } from './roster';
import { tableActions } from './table';
import { startActions } from '../start';

export function actions(s: BiteState, ctx: RulesContext): ActionDef[] {
  return [...economyActions(s, ctx), ...ledgerActions(s, ctx), ...tableActions(s, ctx), ...rosterActions(s, ctx), ...startActions(s)];
}
