import { createSystem, defaultBaseConfig, defineConfig, mergeConfigs } from '@chakra-ui/react';
import { buttonRecipe, containerRecipe, headingRecipe } from '@chakra-ui/react/theme';
import { brandConfig } from '../components/theme/system';

/**
 * The admin panel's Chakra system: the shared brand (colours, scales, fonts) plus whichever
 * recipes the admin renders. It loads only with the admin chunk, so it may grow freely
 * (e.g. dialog, menu, table, select slot recipes from '@chakra-ui/react/theme').
 */
export const adminSystem = createSystem(
  mergeConfigs(
    defaultBaseConfig,
    brandConfig,
    defineConfig({ theme: { recipes: { button: buttonRecipe, heading: headingRecipe, container: containerRecipe } } }),
  ),
);
