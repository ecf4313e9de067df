import { Link } from 'react-router-dom';
import { Box, Button, Container, Flex, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import ArrowRight from 'lucide-react/icons/arrow-right';
import Check from 'lucide-react/icons/check';
import { paths } from '../../app/paths';
import { QuickScanButton } from '../../components/QuickScanButton';
import { hero, trustStats } from '../content/home';
import { HeroDashboard } from './HeroDashboard';

export function HeroSection() {
  return (
    <Box
      as="section"
      aria-labelledby="home-titel"
      position="relative"
      overflow="hidden"
      pt={{ base: '28', md: '36' }}
      pb={{ base: '16', md: '24' }}
      bgImage="radial-gradient(60rem 32rem at 85% -10%, var(--chakra-colors-brand-muted), transparent 70%), radial-gradient(40rem 24rem at -10% 20%, var(--chakra-colors-brand-subtle), transparent 70%)"
    >
      <Container maxW="7xl">
        <Grid templateColumns={{ base: '1fr', lg: '1.1fr 0.9fr' }} gap={{ base: '12', lg: '16' }} alignItems="center">
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
              <Box boxSize="2" borderRadius="full" bg="orange.solid" animation="pulse" aria-hidden />
              {hero.badge}
            </Flex>
            <Heading
              as="h1"
              id="home-titel"
              mt="6"
              fontSize={{ base: '2.5rem', md: '5xl', xl: '6xl' }}
              lineHeight={{ base: '1.1', md: '1.08' }}
              letterSpacing="-0.035em"
              fontWeight="extrabold"
              textWrap="balance"
            >
              {hero.title}{' '}
              <Box as="span" color="brand.fg">
                {hero.titleAccent}
              </Box>
            </Heading>
            <Text mt="6" textStyle={{ base: 'lg', md: 'xl' }} color="fg.muted" maxW="2xl" textWrap="pretty">
              {hero.subtitle}
            </Text>
            <Flex mt="8" gap="3" direction={{ base: 'column', sm: 'row' }}>
              <QuickScanButton label={hero.primaryCta} size="xl" icon={<ArrowRight aria-hidden />} boxShadow="md" />
              <Button asChild size="xl" variant="outline" colorPalette="gray" bg="bg.panel">
                <Link to={paths.home.pricingSection.getHref()}>{hero.secondaryCta}</Link>
              </Button>
            </Flex>
            <Flex as="ul" mt="6" gap={{ base: '2', md: '5' }} direction={{ base: 'column', md: 'row' }} listStyleType="none">
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
    </Box>
  );
}
