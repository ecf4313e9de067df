import { Box, Flex, Grid, Heading, Text } from '@chakra-ui/react';
import Clock from 'lucide-react/icons/clock';
import type { ProcessStep } from '../content/types';

/** Numbered steps with their duration: the service pages' process sections. */
export function ProcessSteps({ steps }: { steps: readonly ProcessStep[] }) {
  const columns = steps.length === 5 ? 'repeat(5, 1fr)' : 'repeat(4, 1fr)';
  return (
    <Grid as="ol" listStyleType="none" templateColumns={{ base: '1fr', md: 'repeat(2, 1fr)', lg: columns }} gap={{ base: '4', lg: '5' }}>
      {steps.map((step) => (
        <Flex
          as="li"
          key={step.step}
          direction="column"
          position="relative"
          bg="bg.panel"
          borderWidth="1px"
          borderColor="border"
          borderRadius="2xl"
          p={{ base: '6', md: '7' }}
        >
          <Flex align="center" justify="space-between" gap="3">
            <Flex
              boxSize="10"
              borderRadius="full"
              bg="brand.solid"
              color="brand.contrast"
              align="center"
              justify="center"
              fontWeight="extrabold"
              flexShrink={0}
            >
              <span aria-hidden>{step.step}</span>
              <Box as="span" srOnly>
                Stap {step.step}:
              </Box>
            </Flex>
            <Flex
              align="center"
              gap="1.5"
              textStyle="xs"
              fontWeight="semibold"
              color="fg.muted"
              bg="bg.muted"
              px="2.5"
              py="1"
              borderRadius="full"
            >
              <Clock size={13} aria-hidden />
              {step.duration}
            </Flex>
          </Flex>
          <Heading as="h3" size="lg" fontWeight="bold" mt="5">
            {step.title}
          </Heading>
          <Text color="fg.muted" mt="2" textStyle="sm" lineHeight="tall">
            {step.description}
          </Text>
        </Flex>
      ))}
    </Grid>
  );
}
