// ARMIR's own icons (its registry line in src/app/games.ts loads them with its screens): the
// ones no other screen draws. The shared ones are src/plugins/icons*.ts.
import { mdiAccountGroup, mdiLockOpenVariant, mdiStarPlus } from '@mdi/js';

export const icons: Record<string, string> = {
  'mdi-account-group': mdiAccountGroup,
  'mdi-lock-open-variant': mdiLockOpenVariant,
  'mdi-star-plus': mdiStarPlus,
};
