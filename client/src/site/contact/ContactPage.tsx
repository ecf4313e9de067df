import { Box, Button, chakra, Flex, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import ArrowRight from 'lucide-react/icons/arrow-right';
import Clock from 'lucide-react/icons/clock';
import Mail from 'lucide-react/icons/mail';
import MapPin from 'lucide-react/icons/map-pin';
import MessageCircle from 'lucide-react/icons/message-circle';
import Phone from 'lucide-react/icons/phone';
import SearchCheck from 'lucide-react/icons/search-check';
import { paths } from '../../lib/paths';
import { QuickScanButton } from '../../components/QuickScanButton';
import { company, mailtoHref, phoneHref } from '../../lib/company';
import { Seo } from '../../lib/seo/Seo';
import { breadcrumbJsonLd, faqJsonLd } from '../../lib/seo/jsonLd';
import {
  afterRequest,
  contactActions,
  contactFaq,
  contactFaqSection,
  contactFormSection,
  contactHero,
  contactMeta,
} from '../content/contact';
import { FaqList } from '../components/FaqList';
import { NextSteps } from '../components/NextSteps';
import { PageHero } from '../components/PageHero';
import { Section, SectionHeading } from '../components/Section';
import { Island } from '../islands/Island';
import { ContactFormIsland } from './ContactFormIsland';

/** The four ways to reach us, all from lib/company.ts. */
const contactDetails = [
  { icon: Phone, label: 'Telefoon', lines: [company.phone.display], href: phoneHref },
  { icon: Mail, label: 'E-mail', lines: [company.email], href: mailtoHref },
  { icon: MapPin, label: 'Locatie', lines: [company.address.locality, 'Heel Nederland'], href: undefined },
  { icon: Clock, label: 'Openingstijden', lines: [company.openingHours.weekdays, company.openingHours.weekend], href: undefined },
];

function ContactDetails() {
  return (
    <>
      <Heading as="h2" srOnly>
        Contactgegevens
      </Heading>
      <Grid as="ul" listStyleType="none" templateColumns={{ base: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' }} gap="4">
        {contactDetails.map((detail) => (
          <Flex
            as="li"
            key={detail.label}
            gap="4"
            align="flex-start"
            bg="bg.panel"
            borderWidth="1px"
            borderColor="border"
            borderRadius="2xl"
            p="5"
            position="relative"
            _focusWithin={{ borderColor: 'brand.border' }}
          >
            <Flex boxSize="11" flexShrink={0} borderRadius="xl" bg="brand.subtle" color="brand.fg" align="center" justify="center">
              <detail.icon size={20} aria-hidden />
            </Flex>
            <Box minW="0">
              <Text textStyle="sm" color="fg.muted">
                {detail.label}
              </Text>
              {detail.href ? (
                <chakra.a
                  href={detail.href}
                  display="block"
                  fontWeight="semibold"
                  overflowWrap="anywhere"
                  borderRadius="l1"
                  _hover={{ color: 'brand.fg' }}
                  focusVisibleRing="outside"
                  _after={{ content: '""', position: 'absolute', inset: '0', borderRadius: '2xl' }}
                >
                  {detail.lines[0]}
                </chakra.a>
              ) : (
                detail.lines.map((line, index) => (
                  <Text
                    key={line}
                    fontWeight={index === 0 ? 'semibold' : 'normal'}
                    color={index === 0 ? 'fg' : 'fg.muted'}
                    textStyle={index === 0 ? 'md' : 'sm'}
                  >
                    {line}
                  </Text>
                ))
              )}
            </Box>
          </Flex>
        ))}
      </Grid>
    </>
  );
}

function ActionCard({
  icon: Icon,
  palette,
  title,
  text,
  children,
}: {
  icon: typeof Phone;
  palette: 'green' | 'brand';
  title: string;
  text: string;
  children: React.ReactNode;
}) {
  return (
    <Box as="li" listStyleType="none" bg="bg.panel" borderWidth="1px" borderColor="border" borderRadius="2xl" p="6" colorPalette={palette}>
      <Flex gap="4" align="flex-start">
        <Flex
          boxSize="11"
          flexShrink={0}
          borderRadius="xl"
          bg="colorPalette.subtle"
          color="colorPalette.fg"
          align="center"
          justify="center"
        >
          <Icon size={22} aria-hidden />
        </Flex>
        <Box>
          <Heading as="h3" size="md" fontWeight="bold">
            {title}
          </Heading>
          <Text textStyle="sm" color="fg.muted" mt="1">
            {text}
          </Text>
        </Box>
      </Flex>
      <Box mt="5">{children}</Box>
    </Box>
  );
}

export function ContactPage() {
  return (
    <>
      <Seo
        {...contactMeta}
        jsonLd={[
          faqJsonLd(contactFaq),
          breadcrumbJsonLd([
            { name: 'Home', path: paths.home.getHref() },
            { name: 'Contact', path: paths.contact.getHref() },
          ]),
        ]}
      />
      <PageHero id="contact-titel" {...contactHero} footer={<ContactDetails />} />

      <Section>
        <Grid templateColumns={{ base: '1fr', lg: '1.25fr 0.75fr' }} gap={{ base: '10', lg: '12' }} alignItems="start">
          <Box
            as="section"
            aria-labelledby="bericht-titel"
            bg="bg.panel"
            borderWidth="1px"
            borderColor="border"
            borderRadius="2xl"
            boxShadow="lg"
            p={{ base: '6', md: '8' }}
          >
            <Heading as="h2" id="bericht-titel" size="2xl" fontWeight="extrabold">
              {contactFormSection.title}
            </Heading>
            <Text color="fg.muted" mt="2" mb="8">
              {contactFormSection.intro}
            </Text>
            <Island name="contactForm" component={ContactFormIsland} props={{}} />
          </Box>

          <Stack gap="10">
            <Box as="section" aria-labelledby="acties-titel">
              <Heading as="h2" id="acties-titel" size="xl" fontWeight="bold" mb="4">
                Liever direct contact?
              </Heading>
              <Stack as="ul" gap="4">
                <ActionCard icon={MessageCircle} palette="green" {...contactActions.whatsapp}>
                  <Button asChild colorPalette="green" width="full" size="lg">
                    <a href={company.whatsapp.href} target="_blank" rel="noopener noreferrer">
                      {contactActions.whatsapp.button}
                      <ArrowRight aria-hidden />
                    </a>
                  </Button>
                  <Text textStyle="xs" color="fg.muted" mt="2" textAlign="center">
                    WhatsApp: {company.whatsapp.display}
                  </Text>
                </ActionCard>
                <ActionCard icon={SearchCheck} palette="brand" {...contactActions.audit}>
                  <QuickScanButton
                    label={contactActions.audit.button}
                    width="full"
                    size="lg"
                    variant="outline"
                    icon={<ArrowRight aria-hidden />}
                  />
                </ActionCard>
              </Stack>
            </Box>

            <Box as="section" aria-labelledby="na-aanvraag-titel">
              <Heading as="h2" id="na-aanvraag-titel" size="xl" fontWeight="bold" mb="5">
                {afterRequest.title}
              </Heading>
              <NextSteps steps={afterRequest.steps} gap="5" />
            </Box>
          </Stack>
        </Grid>
      </Section>

      <Section tone="subtle" aria-labelledby="contact-faq-titel">
        <SectionHeading id="contact-faq-titel" {...contactFaqSection} />
        <FaqList items={contactFaq} />
      </Section>
    </>
  );
}
