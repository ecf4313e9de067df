import { Box, chakra, Container, Flex, Grid, Stack, Text } from '@chakra-ui/react';
import Gift from 'lucide-react/icons/gift';
import { heroReport, PAGESPEED_GUARANTEE, WEBSITE_SECTION_IDS, websiteBanner, websiteHero } from '../../content/websiteBuilding';
import { Breadcrumbs, SERVICES_TRAIL } from '../../components/Breadcrumbs';
import { HeroActions, HeroBadge, HeroFrame, HeroSubtitle, HeroTitle, ReassuranceList } from '../../components/Hero';

export const WEBSITE_TITLE_ID = 'website-titel';
const HERO_SCORE = 96;

/** The offer strip at the top of the page (free SEO audit + performance check). */
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
      <HeroFrame titleId={WEBSITE_TITLE_ID} pt={{ base: '8', md: '12' }} pb={{ base: '14', md: '20' }}>
        <Container maxW="7xl">
          <Breadcrumbs trail={SERVICES_TRAIL} current="Website bouwen" />
          <Grid
            templateColumns={{ base: '1fr', lg: '1.3fr 0.7fr' }}
            gap={{ base: '10', lg: '16' }}
            alignItems="center"
            mt={{ base: '6', md: '8' }}
          >
            <Box>
              <HeroBadge tone="brand">{websiteHero.badge}</HeroBadge>
              <HeroTitle
                id={WEBSITE_TITLE_ID}
                title={websiteHero.title}
                fontSize={{ base: '2.5rem', md: '5xl', xl: '3.75rem' }}
                lineHeight={{ base: '1.1', md: '1.05' }}
              />
              <HeroSubtitle>{websiteHero.subtitle}</HeroSubtitle>
              <HeroActions
                primaryLabel={websiteHero.primaryCta}
                secondary={<a href={`#${WEBSITE_SECTION_IDS.packages}`}>{websiteHero.secondaryCta}</a>}
              />
              <ReassuranceList items={websiteHero.reassurance} wrap />
            </Box>
            <Box display={{ base: 'none', lg: 'block' }}>
              <SpeedReport />
            </Box>
          </Grid>
        </Container>
      </HeroFrame>
    </>
  );
}
