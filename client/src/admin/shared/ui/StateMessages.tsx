import type { ReactNode } from 'react';
import { Button, EmptyState as ChakraEmptyState, VStack } from '@chakra-ui/react';
import CircleAlert from 'lucide-react/icons/circle-alert';
import Inbox from 'lucide-react/icons/inbox';
import RotateCw from 'lucide-react/icons/rotate-cw';

export interface EmptyStateProps {
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  /** e.g. a 'Filters wissen' button or a link. */
  action?: ReactNode;
}

/** Nothing to show (yet): 'Geen leads gevonden met de huidige filters.' */
export function EmptyState({ title, description, icon, action }: EmptyStateProps) {
  return (
    <ChakraEmptyState.Root size="md" borderWidth="1px" borderStyle="dashed" borderRadius="l3" bg="bg.subtle">
      <ChakraEmptyState.Content>
        <ChakraEmptyState.Indicator>{icon ?? <Inbox aria-hidden />}</ChakraEmptyState.Indicator>
        <VStack textAlign="center" gap="1">
          <ChakraEmptyState.Title>{title}</ChakraEmptyState.Title>
          {description && <ChakraEmptyState.Description>{description}</ChakraEmptyState.Description>}
        </VStack>
        {action}
      </ChakraEmptyState.Content>
    </ChakraEmptyState.Root>
  );
}

export interface ErrorStateProps {
  title?: string;
  description?: ReactNode;
  /** Shows an 'Opnieuw proberen' button. */
  onRetry?: () => void;
  retrying?: boolean;
}

/** Loading failed: says so in place of the content, with a retry (the toast may be gone by now). */
export function ErrorState({
  title = 'Fout bij laden',
  description = 'De gegevens konden niet worden geladen. Probeer het opnieuw.',
  onRetry,
  retrying,
}: ErrorStateProps) {
  return (
    <ChakraEmptyState.Root size="md" role="alert" borderWidth="1px" borderColor="border.error" borderRadius="l3" bg="bg.panel">
      <ChakraEmptyState.Content>
        <ChakraEmptyState.Indicator color="fg.error">
          <CircleAlert aria-hidden />
        </ChakraEmptyState.Indicator>
        <VStack textAlign="center" gap="1">
          <ChakraEmptyState.Title>{title}</ChakraEmptyState.Title>
          <ChakraEmptyState.Description>{description}</ChakraEmptyState.Description>
        </VStack>
        {onRetry && (
          <Button variant="outline" size="sm" onClick={onRetry} loading={retrying}>
            <RotateCw aria-hidden /> Opnieuw proberen
          </Button>
        )}
      </ChakraEmptyState.Content>
    </ChakraEmptyState.Root>
  );
}
