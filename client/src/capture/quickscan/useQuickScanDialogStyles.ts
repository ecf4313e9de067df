import { useSlotRecipe } from '@chakra-ui/react';
import { dialogSlotRecipe } from '@chakra-ui/react/theme';

/**
 * Chakra's dialog styles (header, body, footer, title...) for the quick scan's native `<dialog>`:
 * the same look as the survey's Chakra Dialog, without Chakra's dialog machinery.
 */
export function useQuickScanDialogStyles() {
  const recipe = useSlotRecipe({ recipe: dialogSlotRecipe });
  return recipe({ size: 'lg', placement: 'center', scrollBehavior: 'inside' });
}
