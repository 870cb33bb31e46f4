// War to Axis's own icons (its registry line in src/app/games.ts loads them with its screens): the
// ones no other screen draws. The shared ones are src/plugins/icons*.ts.
import {
  mdiAlphaABox,
  mdiAlphaBBox,
  mdiAlphaRBox,
  mdiCardsOutline,
  mdiCircleHalfFull,
  mdiCircleOutline,
  mdiCrosshairs,
  mdiEyeOff,
  mdiFileDocumentEditOutline,
  mdiHelpBox,
  mdiRadioHandheld,
  mdiTableEye,
  mdiTank,
} from '@mdi/js';

export const icons: Record<string, string> = {
  'mdi-alpha-a-box': mdiAlphaABox,
  'mdi-alpha-b-box': mdiAlphaBBox,
  'mdi-alpha-r-box': mdiAlphaRBox,
  'mdi-cards-outline': mdiCardsOutline,
  'mdi-circle-half-full': mdiCircleHalfFull,
  'mdi-circle-outline': mdiCircleOutline,
  'mdi-crosshairs': mdiCrosshairs,
  'mdi-eye-off': mdiEyeOff,
  'mdi-file-document-edit-outline': mdiFileDocumentEditOutline,
  'mdi-help-box': mdiHelpBox,
  'mdi-radio-handheld': mdiRadioHandheld,
  'mdi-table-eye': mdiTableEye,
  'mdi-tank': mdiTank,
};
