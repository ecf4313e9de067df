import { Box, Button, Container, Flex, Grid, Heading, Text } from '@chakra-ui/react';
import ArrowRight from 'lucide-react/icons/arrow-right';
import Check from 'lucide-react/icons/check';
import { QuickScanButton } from '../../components/QuickScanButton';
import { Breadcrumbs } from '../components/Breadcrumbs';
import { StatGrid } from '../components/StatGrid';
import type { ServicePageContent } from '../content/types';

export const SERVICE_TITLE_ID = 'dienst-titel';

export function ServiceHero({ content }: { content: ServicePageContent }) {
  const { hero } = content;
  return (
    <Box
      as="section"
      aria-labelledby={SERVICE_TITLE_ID}
      position="relative"
      overflow="hidden"
      pt={{ base: '24', md: '32' }}
      pb={{ base: '14', md: '20' }}
      bgImage="radial-gradient(60rem 32rem at 85% -10%, var(--chakra-colors-brand-muted), transparent 70%), radial-gradient(40rem 24rem at -10% 20%, var(--chakra-colors-brand-subtle), transparent 70%)"
    >
      <Container maxW="7xl">
        <Breadcrumbs current={content.name} />
        <Grid templateColumns={{ base: '1fr', lg: '1.35fr 0.65fr' }} gap={{ base: '10', lg: '16' }} alignItems="center" mt={{ base: '6', md: '8' }}>
          <Box>
            <Flex
              display="inline-flex"
              align="center"
              gap="2"
              bg="bg.panel"
              borderWidth="1px"
              borderColor="orange.border"
              color="orange.fg"
              textStyle="sm"
              fontWeight="semibold"
              px="3"
              py="1"
              borderRadius="full"
            >
              <Box boxSize="2" borderRadius="full" bg="orange.solid" flexShrink={0} aria-hidden />
              {hero.badge}
            </Flex>
            <Heading
              as="h1"
              id={SERVICE_TITLE_ID}
              mt="6"
              fontSize={{ base: '2.25rem', md: '2.75rem', xl: '3.25rem' }}
              lineHeight={{ base: '1.12', md: '1.08' }}
              letterSpacing="-0.035em"
              fontWeight="extrabold"
              textWrap="balance"
            >
              {hero.title}{' '}
              <Box as="span" display="block" color="brand.fg">
                {hero.titleAccent}
              </Box>
            </Heading>
            <Text mt="6" textStyle={{ base: 'lg', md: 'xl' }} color="fg.muted" maxW="2xl" textWrap="pretty">
              {hero.subtitle}
            </Text>
            <Flex mt="8" gap="3" direction={{ base: 'column', sm: 'row' }}>
              <QuickScanButton label={hero.primaryCta} size="xl" icon={<ArrowRight aria-hidden />} boxShadow="md" />
              <Button asChild size="xl" variant="outline" colorPalette="gray" bg="bg.panel">
                <a href={`#${hero.secondaryCta.sectionId}`}>{hero.secondaryCta.label}</a>
              </Button>
            </Flex>
            <Flex as="ul" mt="6" gap={{ base: '2', md: '5' }} direction={{ base: 'column', md: 'row' }} listStyleType="none" wrap="wrap">
              {hero.reassurance.map((item) => (
                <Flex as="li" key={item} align="center" gap="2" textStyle="sm" color="fg.muted">
                  <Box color="green.fg">
                    <Check size={16} strokeWidth={3} aria-hidden />
                  </Box>
                  {item}
                </Flex>
              ))}
            </Flex>
          </Box>
          <StatGrid stats={content.stats} columns={2} />
        </Grid>
      </Container>
    </Box>
  );
}
