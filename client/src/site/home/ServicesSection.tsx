import { Link } from 'react-router-dom';
import { Box, Flex, Grid, Heading, Text } from '@chakra-ui/react';
import ArrowRight from 'lucide-react/icons/arrow-right';
import TrendingUp from 'lucide-react/icons/trending-up';
import { servicesSection } from '../content/home';
import { serviceNavItems } from '../content/navigation';
import { Section, SectionHeading } from '../components/Section';

export function ServicesSection() {
  return (
    <Section id="diensten" aria-labelledby="diensten-titel">
      <SectionHeading id="diensten-titel" {...servicesSection} />
      <Grid as="ul" listStyleType="none" templateColumns={{ base: '1fr', md: 'repeat(2, 1fr)', xl: 'repeat(4, 1fr)' }} gap="5">
        {serviceNavItems.map((service) => (
          <Box as="li" key={service.href}>
            <Flex
              direction="column"
              height="full"
              bg="bg.panel"
              borderWidth="1px"
              borderColor="border"
              borderRadius="2xl"
              p={{ base: '6', md: '7' }}
              position="relative"
              transition="box-shadow 200ms, border-color 200ms, translate 200ms"
              _hover={{ boxShadow: 'lg', borderColor: 'brand.border', translate: '0 -2px' }}
              _focusWithin={{ borderColor: 'brand.border' }}
            >
              <Flex boxSize="12" align="center" justify="center" borderRadius="xl" bg="brand.solid" color="brand.contrast">
                <service.icon size={24} aria-hidden />
              </Flex>
              <Heading as="h3" size="lg" fontWeight="bold" mt="6">
                {/* The whole card is clickable through this link's stretched ::after. */}
                <Box
                  asChild
                  _after={{ content: '""', position: 'absolute', inset: '0', borderRadius: '2xl' }}
                  focusVisibleRing="outside"
                  borderRadius="l1"
                >
                  <Link to={service.href}>{service.title}</Link>
                </Box>
              </Heading>
              <Text color="fg.muted" mt="2" flex="1">
                {service.description}
              </Text>
              <Flex align="flex-start" gap="1.5" mt="5" textStyle="sm" fontWeight="bold" color="green.fg">
                <TrendingUp size={16} aria-hidden />
                {service.result}
              </Flex>
              <Flex align="center" gap="1" mt="4" textStyle="sm" fontWeight="semibold" color="brand.fg" aria-hidden>
                Meer informatie <ArrowRight size={16} />
              </Flex>
            </Flex>
          </Box>
        ))}
      </Grid>
    </Section>
  );
}
