import { createSystem, defaultConfig, mergeConfigs } from '@chakra-ui/react';
import { brandConfig } from '../components/theme/system';

/**
 * The admin panel's Chakra system: Chakra's full default config (every recipe: dialogs, drawers,
 * menus, selects, tables, tooltips, and the extra palettes purple, teal, blue, yellow) under the
 * shared brand (colours, scales, fonts). It loads only with the admin chunk, so the public pages'
 * trimmed system is not affected, and admin screens may use any Chakra component.
 */
export const adminSystem = createSystem(mergeConfigs(defaultConfig, brandConfig));
