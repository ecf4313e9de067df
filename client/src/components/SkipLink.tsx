import { chakra } from '@chakra-ui/react';

/** 'Direct naar de inhoud': the first Tab stop of every page, shown only when it has focus. */
export function SkipLink({ targetId }: { targetId: string }) {
  return (
    <chakra.a
      href={`#${targetId}`}
      position="fixed"
      top="2"
      left="2"
      zIndex="skipNav"
      px="4"
      py="2"
      borderRadius="l2"
      bg="brand.solid"
      color="brand.contrast"
      fontWeight="semibold"
      translate="0 -200%"
      _focusVisible={{ translate: '0 0' }}
      focusVisibleRing="outside"
    >
      Direct naar de inhoud
    </chakra.a>
  );
}
