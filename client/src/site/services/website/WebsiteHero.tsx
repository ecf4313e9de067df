import { Box, Button, chakra, Container, Flex, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import ArrowRight from 'lucide-react/icons/arrow-right';
import Check from 'lucide-react/icons/check';
import Gift from 'lucide-react/icons/gift';
import { QuickScanButton } from '../../../components/QuickScanButton';
import { heroReport, PAGESPEED_GUARANTEE, WEBSITE_SECTION_IDS, websiteBanner, websiteHero } from '../../content/websiteBuilding';
import { Breadcrumbs } from '../../components/Breadcrumbs';

export const WEBSITE_TITLE_ID = 'website-titel';
const HERO_SCORE = 96;

/** The offer strip at the top of the page (SPEC: free SEO audit + performance check). */
function OfferBanner() {
  return (
    <Box as="aside" aria-label="Aanbieding" mt="16" bg="brand.solid" color="brand.contrast">
      <Container maxW="7xl">
        <Text py="2.5" textStyle={{ base: 'xs', sm: 'sm' }} fontWeight="semibold" textAlign="center" textWrap="balance">
          <Box as="span" display="inline-block" verticalAlign="-0.2em" me="2">
            <Gift size={16} aria-hidden />
          </Box>
          {websiteBanner.text}{' '}
          <chakra.a
            href={`#${WEBSITE_SECTION_IDS.packages}`}
            ms={{ sm: '2' }}
            whiteSpace="nowrap"
            textDecoration="underline"
            textUnderlineOffset="3px"
            borderRadius="l1"
            focusVisibleRing="outside"
            focusRingColor="brand.contrast"
          >
            {websiteBanner.link}
          </chakra.a>
        </Text>
      </Container>
    </Box>
  );
}

/** A PageSpeed-style report card: what "fast" means, at a glance (decorative example). */
function SpeedReport() {
  return (
    <Box
      role="img"
      aria-label={`Voorbeeldrapport: PageSpeed-score ${HERO_SCORE} op mobiel, ${heroReport.map((item) => `${item.label.toLowerCase()} ${item.value}`).join(', ')}`}
      bg="bg.panel"
      borderWidth="1px"
      borderColor="border"
      borderRadius="3xl"
      boxShadow="xl"
      p="8"
    >
      <Flex justify="space-between" align="center" textStyle="sm">
        <Text fontWeight="semibold">Snelheidsrapport · mobiel</Text>
        <Text color="green.fg" bg="green.subtle" fontWeight="bold" textStyle="xs" px="2.5" py="1" borderRadius="full">
          Geslaagd
        </Text>
      </Flex>
      <Flex direction="column" align="center" mt="8">
        <Flex
          boxSize="40"
          borderRadius="full"
          align="center"
          justify="center"
          bgImage={`conic-gradient(var(--chakra-colors-green-solid) ${HERO_SCORE}%, var(--chakra-colors-bg-muted) 0)`}
        >
          <Flex boxSize="32" borderRadius="full" bg="bg.panel" align="center" justify="center" direction="column">
            <Text fontSize="5xl" fontWeight="extrabold" lineHeight="1" color="green.fg">
              {HERO_SCORE}
            </Text>
            <Text textStyle="xs" color="fg.muted" mt="1">
              Prestaties
            </Text>
          </Flex>
        </Flex>
        <Text textStyle="sm" color="fg.muted" mt="4">
          Gegarandeerd {PAGESPEED_GUARANTEE}+
        </Text>
      </Flex>
      <Grid templateColumns="repeat(3, 1fr)" gap="3" mt="8">
        {heroReport.map((item) => (
          <Stack key={item.label} gap="0.5" bg="bg.subtle" borderRadius="xl" p="3" textAlign="center">
            <Text fontWeight="extrabold" textStyle="xl">
              {item.value}
            </Text>
            <Text textStyle="xs" color="fg.muted">
              {item.label}
            </Text>
          </Stack>
        ))}
      </Grid>
    </Box>
  );
}

export function WebsiteHero() {
  return (
    <>
      <OfferBanner />
      <Box
        as="section"
        aria-labelledby={WEBSITE_TITLE_ID}
        position="relative"
        overflow="hidden"
        pt={{ base: '8', md: '12' }}
        pb={{ base: '14', md: '20' }}
        bgImage="radial-gradient(60rem 32rem at 85% -10%, var(--chakra-colors-brand-muted), transparent 70%), radial-gradient(40rem 24rem at -10% 20%, var(--chakra-colors-brand-subtle), transparent 70%)"
      >
        <Container maxW="7xl">
          <Breadcrumbs current="Website bouwen" />
          <Grid templateColumns={{ base: '1fr', lg: '1.3fr 0.7fr' }} gap={{ base: '10', lg: '16' }} alignItems="center" mt={{ base: '6', md: '8' }}>
            <Box>
              <Text
                display="inline-block"
                bg="bg.panel"
                borderWidth="1px"
                borderColor="brand.border"
                color="brand.fg"
                textStyle="sm"
                fontWeight="semibold"
                px="3"
                py="1"
                borderRadius="full"
              >
                {websiteHero.badge}
              </Text>
              <Heading
                as="h1"
                id={WEBSITE_TITLE_ID}
                mt="6"
                fontSize={{ base: '2.5rem', md: '5xl', xl: '3.75rem' }}
                lineHeight={{ base: '1.1', md: '1.05' }}
                letterSpacing="-0.035em"
                fontWeight="extrabold"
                textWrap="balance"
              >
                {websiteHero.title}
              </Heading>
              <Text mt="6" textStyle={{ base: 'lg', md: 'xl' }} color="fg.muted" maxW="2xl" textWrap="pretty">
                {websiteHero.subtitle}
              </Text>
              <Flex mt="8" gap="3" direction={{ base: 'column', sm: 'row' }}>
                <QuickScanButton label={websiteHero.primaryCta} size="xl" icon={<ArrowRight aria-hidden />} boxShadow="md" />
                <Button asChild size="xl" variant="outline" colorPalette="gray" bg="bg.panel">
                  <a href={`#${WEBSITE_SECTION_IDS.packages}`}>{websiteHero.secondaryCta}</a>
                </Button>
              </Flex>
              <Flex as="ul" mt="6" gap={{ base: '2', md: '5' }} direction={{ base: 'column', md: 'row' }} listStyleType="none" wrap="wrap">
                {websiteHero.reassurance.map((item) => (
                  <Flex as="li" key={item} align="center" gap="2" textStyle="sm" color="fg.muted">
                    <Box color="green.fg">
                      <Check size={16} strokeWidth={3} aria-hidden />
                    </Box>
                    {item}
                  </Flex>
                ))}
              </Flex>
            </Box>
            <Box display={{ base: 'none', lg: 'block' }}>
              <SpeedReport />
            </Box>
          </Grid>
        </Container>
      </Box>
    </>
  );
}
