import { useId, type ReactNode } from 'react';
import { Box, Flex, Heading, Text } from '@chakra-ui/react';

export interface PanelProps {
  title: string;
  /** A line under the title ('Top 5 op aantal leads'). */
  description?: string;
  icon?: ReactNode;
  children: ReactNode;
  /** For tests and styling hooks: `data-panel="sources"`. */
  name: string;
}

/** One dashboard panel: a titled region, so screen readers can jump from panel to panel. */
export function Panel({ title, description, icon, children, name }: PanelProps) {
  const headingId = useId();
  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      data-panel={name}
      p={{ base: '4', md: '5' }}
      borderWidth="1px"
      borderRadius="l3"
      bg="bg.panel"
      minW="0"
    >
      <Flex align="center" gap="2" mb={description ? '1' : '4'}>
        {icon && (
          <Box color="fg.muted" aria-hidden>
            {icon}
          </Box>
        )}
        <Heading as="h2" size="md" id={headingId}>
          {title}
        </Heading>
      </Flex>
      {description && (
        <Text color="fg.muted" textStyle="sm" mb="4">
          {description}
        </Text>
      )}
      {children}
    </Box>
  );
}

/** What a panel says when its part of the period has no data. */
export function PanelEmpty({ children }: { children: ReactNode }) {
  return (
    <Text color="fg.muted" textStyle="sm" py="2">
      {children}
    </Text>
  );
}
