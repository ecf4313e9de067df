import { Link } from 'react-router-dom';
import { Box, Flex, Text, type BoxProps } from '@chakra-ui/react';
import ChevronRight from 'lucide-react/icons/chevron-right';
import { paths } from '../../lib/paths';

/** A step above the current page; without `href` it is a label only (there is no /diensten page). */
export interface BreadcrumbStep {
  label: string;
  href?: string;
}

/**
 * Home › … › current page: the visible trail that the page's BreadcrumbList JSON-LD describes
 * (service pages: Home › Diensten › name; case pages: Home › Resultaten › industry).
 */
export function Breadcrumbs({
  trail,
  current,
  ...rest
}: { trail: readonly BreadcrumbStep[]; current: string } & Omit<BoxProps, 'children'>) {
  const steps: BreadcrumbStep[] = [{ label: 'Home', href: paths.home.getHref() }, ...trail];
  return (
    <Box as="nav" aria-label="Kruimelpad" textStyle="sm" {...rest}>
      <Flex as="ol" listStyleType="none" align="center" gap="1.5" color="fg.muted" wrap="wrap">
        {steps.map((step, index) => (
          <Flex as="li" key={step.label} align="center" gap="1.5">
            {index > 0 && <ChevronRight size={14} aria-hidden />}
            {step.href ? (
              <Box asChild _hover={{ color: 'fg', textDecoration: 'underline' }} focusVisibleRing="outside" borderRadius="l1">
                <Link to={step.href}>{step.label}</Link>
              </Box>
            ) : (
              step.label
            )}
          </Flex>
        ))}
        <Flex as="li" align="center" gap="1.5">
          <ChevronRight size={14} aria-hidden />
          <Text as="span" color="fg" fontWeight="medium" aria-current="page">
            {current}
          </Text>
        </Flex>
      </Flex>
    </Box>
  );
}

/** The trail of the four service pages. */
export const SERVICES_TRAIL: readonly BreadcrumbStep[] = [{ label: 'Diensten' }];
