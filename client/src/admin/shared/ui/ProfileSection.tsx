import type { ReactNode } from 'react';
import { Card, DataList, Flex, Heading } from '@chakra-ui/react';

/** One card of the profile with an h2 (screen readers jump between sections by heading). */
export function ProfileSection({
  title,
  icon,
  actions,
  children,
  id,
}: {
  title: string;
  icon?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  id?: string;
}) {
  const headingId = `${id ?? title.replace(/\W+/g, '-').toLowerCase()}-titel`;
  return (
    <Card.Root as="section" aria-labelledby={headingId} id={id} size="sm" variant="outline" bg="bg.panel" minW="0">
      <Card.Header>
        <Flex justify="space-between" align="center" gap="3">
          <Heading as="h2" id={headingId} size="md" display="flex" alignItems="center" gap="2">
            {icon}
            {title}
          </Heading>
          {actions}
        </Flex>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}

/** Label/value rows; a value left empty reads 'Onbekend'. */
export function Facts({ items }: { items: readonly { label: string; value: ReactNode; key?: string }[] }) {
  return (
    <DataList.Root orientation={{ base: 'vertical', sm: 'horizontal' }} size="md" gap={{ base: '3', sm: '2.5' }}>
      {items.map(({ label, value, key }) => (
        <DataList.Item key={key ?? label} data-fact={key ?? label} alignItems="flex-start">
          <DataList.ItemLabel minW={{ sm: '44' }} flexShrink={0}>
            {label}
          </DataList.ItemLabel>
          <DataList.ItemValue minW="0" wordBreak="break-word" whiteSpace="pre-wrap">
            {value === null || value === undefined || value === '' ? <span style={{ opacity: 0.6 }}>Onbekend</span> : value}
          </DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}
