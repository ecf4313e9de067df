import type { ReactNode } from 'react';
import { Box, Container, Heading, List, Stack, Text } from '@chakra-ui/react';
import { Seo } from '../../lib/seo/Seo';
import type { LegalDocument } from '../content/legal';

/** One template for the legal texts: a heading, the version, and sections of paragraphs and lists. */
export function LegalPage({ document, footer }: { document: LegalDocument; footer?: ReactNode }) {
  return (
    <Container maxW="3xl" pt={{ base: '28', md: '36' }} pb="20">
      <Seo {...document.meta} />
      <Stack gap="6" as="article">
        <Box>
          <Heading as="h1" size={{ base: '3xl', md: '4xl' }} letterSpacing="tight">
            {document.title}
          </Heading>
          <Text color="fg.muted" mt="2" data-testid="legal-version">
            {document.version}
          </Text>
        </Box>
        <Text textStyle="lg">{document.intro}</Text>
        {document.sections.map((section) => (
          <Stack as="section" key={section.title} gap="3">
            <Heading as="h2" size="xl">
              {section.title}
            </Heading>
            {section.paragraphs.map((paragraph) => (
              <Text key={paragraph}>{paragraph}</Text>
            ))}
            {section.items && (
              <List.Root ps="5" gap="2">
                {section.items.map((item) => (
                  <List.Item key={item}>{item}</List.Item>
                ))}
              </List.Root>
            )}
          </Stack>
        ))}
        {footer}
      </Stack>
    </Container>
  );
}
