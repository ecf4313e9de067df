import { Button, Flex, Text } from '@chakra-ui/react';
import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';

const count = new Intl.NumberFormat('nl-NL');

export interface ListPagerProps {
  /** 0-based. */
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  /** What is listed, for screen readers: 'leads'. */
  noun: string;
}

/** 'Leads 26-50 van 10.000' with previous/next; nothing when everything fits on one page. */
export function ListPager({ page, pageSize, total, onPageChange, noun }: ListPagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  const first = page * pageSize + 1;
  const last = Math.min(total, (page + 1) * pageSize);
  return (
    <Flex as="nav" aria-label={`Pagina's ${noun}`} align="center" justify="space-between" gap="3" wrap="wrap">
      <Text textStyle="sm" color="fg.muted" aria-live="polite" data-testid="pager-range">
        {count.format(first)}–{count.format(last)} van {count.format(total)} · pagina {count.format(page + 1)} van {count.format(pages)}
      </Text>
      <Flex gap="2">
        <Button variant="outline" size="sm" disabled={page === 0} onClick={() => onPageChange(page - 1)}>
          <ChevronLeft aria-hidden /> Vorige
        </Button>
        <Button variant="outline" size="sm" disabled={page >= pages - 1} onClick={() => onPageChange(page + 1)}>
          Volgende <ChevronRight aria-hidden />
        </Button>
      </Flex>
    </Flex>
  );
}
