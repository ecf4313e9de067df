import { Box, Flex } from '@chakra-ui/react';
import { company } from '../lib/company';

/** The mark: a rising bar chart in the brand colour. Decorative: the name is next to it. */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="var(--chakra-colors-brand-solid)" />
      <rect x="7" y="17" width="4.5" height="8" rx="1.5" fill="var(--chakra-colors-brand-contrast)" opacity="0.7" />
      <rect x="13.75" y="12" width="4.5" height="13" rx="1.5" fill="var(--chakra-colors-brand-contrast)" opacity="0.85" />
      <rect x="20.5" y="7" width="4.5" height="18" rx="1.5" fill="var(--chakra-colors-brand-contrast)" />
    </svg>
  );
}

export function Logo() {
  return (
    <Flex align="center" gap="2.5">
      <LogoMark />
      <Box as="span" fontWeight="extrabold" fontSize="xl" letterSpacing="-0.02em" color="fg">
        {company.name}
      </Box>
    </Flex>
  );
}
