import { Box, Container, Grid } from '@chakra-ui/react';
import { HeroActions, HeroBadge, HeroFrame, HeroSubtitle, HeroTitle, ReassuranceList } from '../components/Hero';
import { Breadcrumbs, SERVICES_TRAIL } from '../components/Breadcrumbs';
import { StatGrid } from '../components/StatGrid';
import type { ServicePageContent } from '../content/types';

export const SERVICE_TITLE_ID = 'dienst-titel';

export function ServiceHero({ content }: { content: ServicePageContent }) {
  const { hero } = content;
  return (
    <HeroFrame titleId={SERVICE_TITLE_ID} pt={{ base: '24', md: '32' }} pb={{ base: '14', md: '20' }}>
      <Container maxW="7xl">
        <Breadcrumbs trail={SERVICES_TRAIL} current={content.name} />
        <Grid
          templateColumns={{ base: '1fr', lg: '1.35fr 0.65fr' }}
          gap={{ base: '10', lg: '16' }}
          alignItems="center"
          mt={{ base: '6', md: '8' }}
        >
          <Box>
            <HeroBadge>{hero.badge}</HeroBadge>
            <HeroTitle
              id={SERVICE_TITLE_ID}
              title={hero.title}
              accent={hero.titleAccent}
              accentOnNewLine
              fontSize={{ base: '2.25rem', md: '2.75rem', xl: '3.25rem' }}
              lineHeight={{ base: '1.12', md: '1.08' }}
            />
            <HeroSubtitle>{hero.subtitle}</HeroSubtitle>
            <HeroActions
              primaryLabel={hero.primaryCta}
              secondary={<a href={`#${hero.secondaryCta.sectionId}`}>{hero.secondaryCta.label}</a>}
            />
            <ReassuranceList items={hero.reassurance} wrap />
          </Box>
          <StatGrid stats={content.stats} columns={2} />
        </Grid>
      </Container>
    </HeroFrame>
  );
}
