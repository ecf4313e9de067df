import { Fragment, memo, useEffect, useRef, useState } from 'react';
import { useDrop } from 'react-dnd';
import { Badge, Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { LeadStatus } from '../../gql/graphql';
import { formatEuro, formatPercent } from '../shared/format/money';
import { pipelineColumnTitles, statusPalettes } from '../shared/lead/leadLabels';
import { CARD_TYPE, useBoardActions, type DraggedCard } from './boardActions';
import { placeAt, type BoardCard, type ColumnSummary } from './boardModel';
import { PipelineCard } from './PipelineCard';
import { ColumnSettings } from './ColumnSettings';
import { isStaleCard, type ColumnSetting } from './useColumnSettings';

/** Cards drawn at first, and how many more each time the end of the column comes into view. */
export const FIRST_CARDS = 12;
const MORE_CARDS = 40;

export interface PipelineColumnProps {
  status: LeadStatus;
  cards: readonly BoardCard[];
  summary: ColumnSummary;
  /** Where the keyboard-lifted card would land in this column (index in `cards`), if it is here. */
  keyboardIndex: number | null;
  liftedId: string | null;
  /** After how many untouched days its cards are marked stale. */
  setting: ColumnSetting | undefined;
  saveSetting: (status: LeadStatus, staleAfterDays: number | null) => Promise<void>;
  savingSetting: boolean;
}

/** The index in front of which a pointer at `y` drops, from the drawn cards' middles. */
function indexAt(list: HTMLElement, y: number): number {
  const cards = list.querySelectorAll<HTMLElement>('[data-card-id]');
  for (let index = 0; index < cards.length; index++) {
    const rect = cards[index].getBoundingClientRect();
    if (y < rect.top + rect.height / 2) return index;
  }
  return cards.length;
}

function DropIndicator() {
  return (
    <Box
      as="li"
      data-testid="drop-indicator"
      aria-hidden
      h="1"
      my="-0.5"
      borderRadius="full"
      bg="colorPalette.solid"
      colorPalette="brand"
    />
  );
}

/**
 * One column: title, count, value and share; its cards, drawn a screenful at a time (the rest when
 * scrolled to, so 2 000 leads render at once); a drop target with an indicator where the card
 * would land.
 */
export const PipelineColumn = memo(function PipelineColumn({
  status,
  cards,
  summary,
  keyboardIndex,
  liftedId,
  setting,
  saveSetting,
  savingSetting,
}: PipelineColumnProps) {
  const actions = useBoardActions();
  const title = pipelineColumnTitles[status];
  const listRef = useRef<HTMLDivElement>(null);
  const [pointerIndex, setPointerIndex] = useState<number | null>(null);
  const pointerIndexRef = useRef<number | null>(null);
  const [limit, setLimit] = useState(FIRST_CARDS);

  const [{ over }, drop] = useDrop<DraggedCard, void, { over: boolean }>(
    () => ({
      accept: CARD_TYPE,
      hover: (_item, monitor) => {
        const offset = monitor.getClientOffset();
        if (!offset) return;
        // An empty column shows its placeholder, no list: the card goes first.
        const index = listRef.current ? indexAt(listRef.current, offset.y) : 0;
        if (index !== pointerIndexRef.current) {
          pointerIndexRef.current = index;
          setPointerIndex(index);
        }
      },
      drop: (item, monitor) => {
        const offset = monitor.getClientOffset();
        const index = offset && listRef.current ? indexAt(listRef.current, offset.y) : (pointerIndexRef.current ?? cards.length);
        actions.drop(item.id, placeAt(status, actions.visibleCards(status), index, item.id));
      },
      collect: (monitor) => ({ over: monitor.isOver() }),
    }),
    [status, actions, cards.length],
  );

  useEffect(() => {
    if (!over) {
      pointerIndexRef.current = null;
      setPointerIndex(null);
    }
  }, [over]);

  // The column's end in view: draw the next cards.
  const sentinel = useRef<HTMLDivElement>(null);
  const hidden = cards.length - limit;
  useEffect(() => {
    const node = sentinel.current;
    if (!node || hidden <= 0) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setLimit((current) => current + MORE_CARDS);
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [hidden]);

  // A keyboard move further down than drawn: draw that far.
  useEffect(() => {
    if (keyboardIndex !== null && keyboardIndex >= limit) setLimit(keyboardIndex + MORE_CARDS);
  }, [keyboardIndex, limit]);

  const indicator = over ? pointerIndex : keyboardIndex;
  const shown = cards.length > limit ? cards.slice(0, limit) : cards;
  const headingId = `pipeline-column-${status}`;

  return (
    <Flex
      as="section"
      ref={(node: HTMLElement | null) => void drop(node)}
      aria-labelledby={headingId}
      data-column={status}
      direction="column"
      minW={{ base: '80vw', sm: '72', lg: '0' }}
      w={{ lg: 'full' }}
      maxH={{ lg: 'calc(100dvh - 15rem)' }}
      minH="60"
      bg={over ? 'bg.emphasized' : 'bg.muted'}
      borderRadius="l3"
      borderWidth="1px"
      borderColor={over ? 'colorPalette.solid' : 'transparent'}
      colorPalette={statusPalettes[status]}
      scrollSnapAlign="start"
      transition="background 0.15s"
    >
      <Box p="3" borderTopWidth="3px" borderTopColor="colorPalette.solid" borderTopRadius="l3">
        <Flex align="center" gap="1">
          <Heading as="h2" size="sm" id={headingId}>
            {title}
          </Heading>
          <ColumnSettings status={status} title={title} setting={setting} save={saveSetting} saving={savingSetting} />
          <Badge
            ms="auto"
            colorPalette={statusPalettes[status]}
            variant="solid"
            data-testid="column-count"
            aria-label={`${summary.count} leads`}
          >
            {summary.count}
          </Badge>
        </Flex>
        <Flex mt="1" justify="space-between" fontSize="xs" color="fg.muted">
          <Text data-testid="column-value">{formatEuro(summary.value)}</Text>
          <Text data-testid="column-share" aria-label={`${formatPercent(summary.share)} van de pipelinewaarde`}>
            {formatPercent(summary.share)}
          </Text>
        </Flex>
      </Box>
      <Box flex="1" overflowY={{ lg: 'auto' }} px="2" pb="2">
        {cards.length === 0 && indicator === null ? (
          <Stack
            align="center"
            justify="center"
            textAlign="center"
            minH="32"
            gap="1"
            borderWidth="1px"
            borderStyle="dashed"
            borderRadius="l2"
            p="4"
          >
            <Text fontSize="sm" fontWeight="medium">
              Geen leads in deze fase
            </Text>
            <Text fontSize="xs" color="fg.muted">
              Sleep een lead hierheen
            </Text>
          </Stack>
        ) : (
          <Stack as="ul" ref={listRef} listStyleType="none" gap="2" minH="16" aria-label={title}>
            {shown.map((card, index) => (
              <Fragment key={card.id}>
                {indicator === index && <DropIndicator />}
                <li>
                  <PipelineCard card={card} lifted={card.id === liftedId} stale={isStaleCard(card.updatedAt, setting)} />
                </li>
              </Fragment>
            ))}
            {indicator !== null && indicator >= shown.length && <DropIndicator />}
          </Stack>
        )}
        {hidden > 0 && (
          <Box ref={sentinel} pt="2" textAlign="center">
            <Button size="xs" variant="ghost" onClick={() => setLimit((current) => current + MORE_CARDS)}>
              Toon meer ({hidden})
            </Button>
          </Box>
        )}
      </Box>
    </Flex>
  );
});
