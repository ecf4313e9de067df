import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Box, chakra, Flex, Grid, Stack, Text } from '@chakra-ui/react';
import Mail from 'lucide-react/icons/mail';
import MapPin from 'lucide-react/icons/map-pin';
import Phone from 'lucide-react/icons/phone';
import Clock from 'lucide-react/icons/clock';
import { paths } from '../../lib/paths';
import { Logo } from '../../components/Logo';
import { QuickScanButton } from '../../components/QuickScanButton';
import { SocialIcon } from '../../components/SocialIcon';
import { company, mailtoHref, phoneHref } from '../../lib/company';
import { serviceNavItems } from '../content/navigation';
import { footerLinkStyles as linkStyles } from './footerLinkStyles';

function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box>
      <Text as="h2" fontWeight="semibold" textStyle="sm" color="fg" mb="4">
        {title}
      </Text>
      <Stack as="ul" gap="2.5" listStyleType="none" textStyle="sm">
        {children}
      </Stack>
    </Box>
  );
}

function FooterLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <li>
      <Box asChild {...linkStyles}>
        <Link to={to}>{children}</Link>
      </Box>
    </li>
  );
}

/** The footer's columns (about, services, company, contact): static markup, never hydrated. */
export function FooterColumns() {
  return (
    <Grid templateColumns={{ base: 'repeat(2, 1fr)', lg: '1.4fr 1fr 1fr 1.2fr' }} gap={{ base: '10', lg: '12' }}>
      <Stack gap="5" maxW="sm" gridColumn={{ base: '1 / -1', lg: 'auto' }}>
        <Box asChild borderRadius="l2" focusVisibleRing="outside" alignSelf="flex-start">
          <Link to={paths.home.getHref()} aria-label="Vakleads, naar de homepage">
            <Logo />
          </Link>
        </Box>
        <Text textStyle="sm" color="fg.muted">
          Wij zorgen dat vakmensen gevonden worden door de juiste klanten. Met Google Ads, Facebook &amp; Instagram Ads en websites die
          converteren bouwen we aan een voorspelbare stroom aanvragen, zodat jij je kunt richten op je vak.
        </Text>
        <Flex as="ul" gap="2" listStyleType="none">
          {company.socials.map((social) => (
            <li key={social.name}>
              <chakra.a
                href={social.href}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`${company.name} op ${social.name}`}
                display="inline-flex"
                boxSize="10"
                alignItems="center"
                justifyContent="center"
                borderRadius="full"
                borderWidth="1px"
                borderColor="border"
                color="fg.muted"
                bg="bg"
                _hover={{ color: 'brand.fg', borderColor: 'brand.border' }}
                focusVisibleRing="outside"
              >
                <SocialIcon name={social.name} size={18} />
              </chakra.a>
            </li>
          ))}
        </Flex>
      </Stack>

      <FooterColumn title="Diensten">
        {serviceNavItems.map((service) => (
          <FooterLink key={service.href} to={service.href}>
            {service.title}
          </FooterLink>
        ))}
      </FooterColumn>

      <FooterColumn title="Bedrijf">
        <FooterLink to={paths.about.getHref()}>Over Ons</FooterLink>
        <FooterLink to={paths.results.getHref()}>Resultaten</FooterLink>
        <FooterLink to={paths.pricing.getHref()}>Tarieven</FooterLink>
        <FooterLink to={paths.contact.getHref()}>Contact</FooterLink>
      </FooterColumn>

      <Box gridColumn={{ base: '1 / -1', lg: 'auto' }}>
        <FooterColumn title="Contact">
          <li>
            <chakra.a href={mailtoHref} display="inline-flex" alignItems="center" gap="2" {...linkStyles}>
              <Mail size={16} aria-hidden />
              {company.email}
            </chakra.a>
          </li>
          <li>
            <chakra.a href={phoneHref} display="inline-flex" alignItems="center" gap="2" {...linkStyles}>
              <Phone size={16} aria-hidden />
              {company.phone.display}
            </chakra.a>
          </li>
          <Flex as="li" align="center" gap="2" color="fg.muted">
            <MapPin size={16} aria-hidden />
            {company.address.locality}
          </Flex>
          <Flex as="li" align="center" gap="2" color="fg.muted">
            <Clock size={16} aria-hidden />
            {company.openingHours.weekdays}
          </Flex>
        </FooterColumn>
        <QuickScanButton label="Gratis audit aanvragen" mt="6" size="md" />
      </Box>
    </Grid>
  );
}
