import { Link } from 'react-router-dom';
import { Box, Container, Grid, Stack, Text } from '@chakra-ui/react';
import { paths } from '../../lib/paths';
import { HeroActions, HeroBadge, HeroFrame, HeroSubtitle, HeroTitle, ReassuranceList } from '../components/Hero';
import { hero, trustStats } from '../content/home';
import { HeroDashboard } from './HeroDashboard';

export function HeroSection() {
  return (
    <HeroFrame titleId="home-titel" pt={{ base: '28', md: '36' }} pb={{ base: '16', md: '24' }}>
      <Container maxW="7xl">
        <Grid templateColumns={{ base: '1fr', lg: '1.1fr 0.9fr' }} gap={{ base: '12', lg: '16' }} alignItems="center">
          <Box>
            <HeroBadge pulse>{hero.badge}</HeroBadge>
            <HeroTitle
              id="home-titel"
              title={hero.title}
              accent={hero.titleAccent}
              fontSize={{ base: '2.5rem', md: '5xl', xl: '6xl' }}
              lineHeight={{ base: '1.1', md: '1.08' }}
            />
            <HeroSubtitle>{hero.subtitle}</HeroSubtitle>
            <HeroActions
              primaryLabel={hero.primaryCta}
              secondary={<Link to={paths.home.pricingSection.getHref()}>{hero.secondaryCta}</Link>}
            />
            <ReassuranceList items={hero.reassurance} />
          </Box>
          <Box display={{ base: 'none', lg: 'block' }}>
            <HeroDashboard />
          </Box>
        </Grid>

        <Grid
          as="dl"
          mt={{ base: '14', md: '20' }}
          templateColumns={{ base: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' }}
          gap={{ base: '4', md: '6' }}
        >
          {trustStats.map((stat) => (
            <Stack
              key={stat.label}
              gap="1"
              bg="bg.panel"
              borderWidth="1px"
              borderColor="border"
              borderRadius="xl"
              px={{ base: '4', md: '6' }}
              py={{ base: '4', md: '5' }}
            >
              <Text as="dt" order={2} textStyle="sm" color="fg.muted">
                {stat.label}
              </Text>
              <Text as="dd" order={1} fontSize={{ base: '2xl', md: '3xl' }} fontWeight="extrabold" letterSpacing="-0.02em">
                {stat.value}
              </Text>
            </Stack>
          ))}
        </Grid>
      </Container>
    </HeroFrame>
  );
}
