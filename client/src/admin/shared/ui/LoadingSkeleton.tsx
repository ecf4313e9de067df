import { Box, HStack, SimpleGrid, Skeleton, SkeletonCircle, SkeletonText, Stack, VisuallyHidden } from '@chakra-ui/react';

/** Announced once to screen readers; the shapes themselves are decorative. */
function Busy({ label }: { label: string }) {
  return (
    <VisuallyHidden role="status" aria-live="polite">
      {label}
    </VisuallyHidden>
  );
}

/** Rows of a list (leads, surveys) while it loads. */
export function ListSkeleton({ rows = 5, label = 'Laden...' }: { rows?: number; label?: string }) {
  return (
    <Stack gap="3" aria-busy>
      <Busy label={label} />
      {Array.from({ length: rows }, (_, index) => (
        <HStack key={index} gap="4" p="4" borderWidth="1px" borderRadius="l3" bg="bg.panel" aria-hidden>
          <SkeletonCircle size="10" />
          <Stack flex="1" gap="2">
            <Skeleton height="4" width="40%" />
            <Skeleton height="3" width="70%" />
          </Stack>
          <Skeleton height="8" width="24" hideBelow="sm" />
        </HStack>
      ))}
    </Stack>
  );
}

/** A grid of cards (dashboard KPIs, board columns) while they load. */
export function CardGridSkeleton({
  cards = 6,
  columns = { base: 1, sm: 2, xl: 3 },
  label = 'Laden...',
}: {
  cards?: number;
  columns?: Record<string, number>;
  label?: string;
}) {
  return (
    <SimpleGrid columns={columns} gap="4" aria-busy>
      <Busy label={label} />
      {Array.from({ length: cards }, (_, index) => (
        <Box key={index} p="5" borderWidth="1px" borderRadius="l3" bg="bg.panel" aria-hidden>
          <Skeleton height="3" width="50%" mb="4" />
          <Skeleton height="8" width="35%" mb="3" />
          <SkeletonText noOfLines={2} gap="2" />
        </Box>
      ))}
    </SimpleGrid>
  );
}

/** A whole page's first load: heading line plus cards (the lazy page's Suspense fallback). */
export function PageSkeleton() {
  return (
    <Stack gap="6" aria-busy>
      <Stack gap="2" aria-hidden>
        <Skeleton height="8" width="64" maxW="full" />
        <Skeleton height="4" width="96" maxW="full" />
      </Stack>
      <CardGridSkeleton cards={3} label="Pagina laden..." />
    </Stack>
  );
}
