import { Box, Flex, Stack, Text, type StackProps } from '@chakra-ui/react';

/**
 * What happens after a request, as a numbered list: the home contact section and /contact.
 * The numbers are decoration; the list itself is ordered for screen readers.
 */
export function NextSteps({ steps, ...rest }: { steps: readonly { title: string; description: string }[] } & Omit<StackProps, 'children'>) {
  return (
    <Stack as="ol" listStyleType="none" {...rest}>
      {steps.map((step, index) => (
        <Flex as="li" key={step.title} gap="4">
          <Flex
            boxSize="8"
            flexShrink={0}
            borderRadius="full"
            bg="brand.solid"
            color="brand.contrast"
            align="center"
            justify="center"
            fontWeight="bold"
            textStyle="sm"
            aria-hidden
          >
            {index + 1}
          </Flex>
          <Box>
            <Text fontWeight="semibold">{step.title}</Text>
            <Text textStyle="sm" color="fg.muted">
              {step.description}
            </Text>
          </Box>
        </Flex>
      ))}
    </Stack>
  );
}
