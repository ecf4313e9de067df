import { Box, Flex, Grid, Stack, Text } from '@chakra-ui/react';
import TrendingUp from 'lucide-react/icons/trending-up';
import type { Testimonial } from '../content/types';
import { StarRating } from './StarRating';

const initials = (name: string) =>
  name
    .split(' ')
    .filter((part) => /^[A-Z]/.test(part))
    .map((part) => part[0])
    .join('')
    .slice(0, 2);

export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <Stack
      as="figure"
      gap="5"
      bg="bg.panel"
      borderWidth="1px"
      borderColor="border"
      borderRadius="2xl"
      p={{ base: '6', md: '8' }}
      height="full"
    >
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <StarRating rating={testimonial.rating} />
        <Flex
          align="center"
          gap="1.5"
          textStyle="xs"
          fontWeight="bold"
          color="green.fg"
          bg="green.subtle"
          px="2.5"
          py="1"
          borderRadius="full"
        >
          <TrendingUp size={14} aria-hidden />
          {testimonial.result}
        </Flex>
      </Flex>
      <Box as="blockquote" flex="1">
        <Text textStyle="md" color="fg" lineHeight="tall">
          “{testimonial.quote}”
        </Text>
      </Box>
      <Flex as="figcaption" align="center" gap="3">
        <Flex
          boxSize="11"
          borderRadius="full"
          bg="brand.muted"
          color="brand.fg"
          align="center"
          justify="center"
          fontWeight="bold"
          aria-hidden
        >
          {initials(testimonial.name)}
        </Flex>
        <Box>
          <Text fontWeight="semibold">{testimonial.name}</Text>
          <Text textStyle="sm" color="fg.muted">
            {testimonial.company}
          </Text>
        </Box>
      </Flex>
    </Stack>
  );
}

/** The customer stories side by side (three columns on large screens): home and /tarieven. */
export function TestimonialGrid({ testimonials }: { testimonials: readonly Testimonial[] }) {
  return (
    <Grid as="ul" listStyleType="none" templateColumns={{ base: '1fr', lg: 'repeat(3, 1fr)' }} gap="5">
      {testimonials.map((testimonial) => (
        <Box as="li" key={testimonial.name}>
          <TestimonialCard testimonial={testimonial} />
        </Box>
      ))}
    </Grid>
  );
}
