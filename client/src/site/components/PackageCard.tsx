import { Box, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import Check from 'lucide-react/icons/check';
import { QuickScanButton } from '../../components/QuickScanButton';
import { formatEuro } from '../content/packages';
import type { Package } from '../content/types';

/** One advertising package: the home pricing section, /tarieven and the ads service pages. */
export function PackageCard({ pkg }: { pkg: Package }) {
  return (
    <Stack
      as="article"
      aria-labelledby={`pakket-${pkg.name.toLowerCase()}`}
      position="relative"
      gap="6"
      bg="bg.panel"
      borderWidth={pkg.popular ? '2px' : '1px'}
      borderColor={pkg.popular ? 'brand.solid' : 'border'}
      borderRadius="2xl"
      boxShadow={pkg.popular ? 'xl' : 'sm'}
      p={{ base: '6', md: '8' }}
      height="full"
    >
      {pkg.popular && (
        <Box
          position="absolute"
          top="0"
          left="50%"
          translate="-50% -50%"
          bg="brand.solid"
          color="brand.contrast"
          textStyle="xs"
          fontWeight="bold"
          letterSpacing="wide"
          textTransform="uppercase"
          px="3"
          py="1"
          borderRadius="full"
          whiteSpace="nowrap"
        >
          Meest gekozen
        </Box>
      )}
      <Box>
        <Heading as="h3" id={`pakket-${pkg.name.toLowerCase()}`} size="xl" fontWeight="bold">
          {pkg.name}
        </Heading>
        <Text color="fg.muted" mt="2" minH={{ lg: '4.5rem' }}>
          {pkg.description}
        </Text>
      </Box>
      <Box>
        <Flex align="baseline" gap="1.5">
          <Text as="span" fontSize={{ base: '4xl', md: '5xl' }} fontWeight="extrabold" letterSpacing="-0.03em" lineHeight="1">
            {formatEuro(pkg.price)}
          </Text>
          <Text as="span" color="fg.muted" fontWeight="medium">
            per maand
          </Text>
        </Flex>
        <Text textStyle="sm" color="fg.muted" mt="3">
          {pkg.hours} uur per maand · {formatEuro(pkg.setupCost)} eenmalige setup
        </Text>
        <Text textStyle="sm" color="fg.muted">
          Live binnen {pkg.timeframe}
        </Text>
      </Box>
      <QuickScanButton label={`Start met ${pkg.name}`} size="lg" variant={pkg.popular ? 'solid' : 'outline'} width="full" />
      <Stack as="ul" gap="3" listStyleType="none" flex="1">
        {pkg.features.map((feature) => (
          <Flex as="li" key={feature} gap="3" align="flex-start">
            <Flex boxSize="5" mt="0.5" flexShrink={0} borderRadius="full" bg="green.subtle" color="green.fg" align="center" justify="center">
              <Check size={13} strokeWidth={3} aria-hidden />
            </Flex>
            <Text textStyle="sm">{feature}</Text>
          </Flex>
        ))}
      </Stack>
      <Box borderTopWidth="1px" borderColor="border" pt="5">
        <Text textStyle="sm">
          <Text as="span" fontWeight="semibold">
            Ideaal voor:{' '}
          </Text>
          <Text as="span" color="fg.muted">
            {pkg.idealFor}
          </Text>
        </Text>
        <Text textStyle="sm" color="fg.muted" mt="1">
          {pkg.guarantee}
        </Text>
      </Box>
    </Stack>
  );
}
