import { Box, chakra, Flex, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import Mail from 'lucide-react/icons/mail';
import MapPin from 'lucide-react/icons/map-pin';
import Phone from 'lucide-react/icons/phone';
import { company, mailtoHref, phoneHref } from '../../lib/company';
import { contactSection } from '../content/home';
import { NextSteps } from '../components/NextSteps';
import { Section, SectionHeading } from '../components/Section';
import { Island } from '../islands/Island';
import { HomeContactIsland } from './HomeContactIsland';

/** Anchor `contact`: other pages link to /#contact. */
export const CONTACT_SECTION_ID = 'contact';

const contactLines = [
  { icon: Mail, label: company.email, href: mailtoHref },
  { icon: Phone, label: company.phone.display, href: phoneHref },
  { icon: MapPin, label: company.address.locality, href: undefined },
];

export function ContactSection() {
  return (
    <Section id={CONTACT_SECTION_ID} tone="brand" aria-labelledby="contact-titel">
      <Grid templateColumns={{ base: '1fr', lg: '0.9fr 1.1fr' }} gap={{ base: '10', lg: '16' }} alignItems="start">
        <Box>
          <SectionHeading id="contact-titel" align="start" {...contactSection} />
          <Stack as="ul" gap="3" listStyleType="none" mt="-4">
            {contactLines.map((line) => (
              <Flex as="li" key={line.label} align="center" gap="3">
                <Flex boxSize="10" borderRadius="lg" bg="bg.panel" color="brand.fg" align="center" justify="center" flexShrink={0}>
                  <line.icon size={18} aria-hidden />
                </Flex>
                {line.href ? (
                  <chakra.a
                    href={line.href}
                    fontWeight="semibold"
                    _hover={{ color: 'brand.fg' }}
                    focusVisibleRing="outside"
                    borderRadius="l1"
                  >
                    {line.label}
                  </chakra.a>
                ) : (
                  <Text fontWeight="semibold">{line.label}</Text>
                )}
              </Flex>
            ))}
          </Stack>
          <Heading as="h3" size="md" fontWeight="bold" mt="10">
            Wat gebeurt er na je aanvraag?
          </Heading>
          <NextSteps steps={contactSection.nextSteps} gap="4" mt="4" />
        </Box>
        <Box bg="bg.panel" borderWidth="1px" borderColor="border" borderRadius="2xl" boxShadow="lg" p={{ base: '6', md: '8' }}>
          <Heading as="h3" size="xl" fontWeight="bold" mb="6">
            Vraag je gratis analyse aan
          </Heading>
          <Island name="homeContact" component={HomeContactIsland} props={{}} />
        </Box>
      </Grid>
    </Section>
  );
}
