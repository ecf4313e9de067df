import { memo, type MouseEvent } from 'react';
import { useDrag } from 'react-dnd';
import { Box, Flex, IconButton, Text } from '@chakra-ui/react';
import Phone from 'lucide-react/icons/phone';
import MoveRight from 'lucide-react/icons/arrow-right-left';
import { formatDayMonth } from '../shared/format/dates';
import { formatKEuro } from '../shared/format/money';
import { telHref, websiteLabel } from '../shared/format/contact';
import { sourceShortLabels } from '../shared/lead/leadLabels';
import { LeadAvatar } from '../shared/ui/LeadAvatar';
import { OutcomeDot, ScoreBadge } from '../shared/ui/LeadBadges';
import { CARD_HELP_ID, CARD_TYPE, useBoardActions, type DraggedCard } from './boardActions';
import type { BoardCard } from './boardModel';

export interface PipelineCardProps {
  card: BoardCard;
  /** Picked up with the keyboard: highlighted until it is put down. */
  lifted?: boolean;
}

const stop = (event: MouseEvent) => event.stopPropagation();

/**
 * One lead on the board (SPEC: initials, name, company, website, value in k-euro, created dd/mm,
 * source, call button, score badge, outcome dot). Memoised on the card object: the cache hands the
 * same object back while the lead is unchanged, so an event re-renders only the card it is about.
 */
export const PipelineCard = memo(function PipelineCard({ card, lifted = false }: PipelineCardProps) {
  const actions = useBoardActions();
  const [{ dragging }, drag] = useDrag<DraggedCard, unknown, { dragging: boolean }>(
    () => ({
      type: CARD_TYPE,
      item: () => {
        actions.dragStart(card);
        return { id: card.id };
      },
      end: (item, monitor) => {
        if (!monitor.didDrop()) actions.dragCancel(item.id);
      },
      collect: (monitor) => ({ dragging: monitor.isDragging() }),
    }),
    [card, actions],
  );
  const tel = telHref(card.phone);

  return (
    <Box
      ref={(node: HTMLDivElement | null) => void drag(node)}
      data-card-id={card.id}
      data-testid="pipeline-card"
      tabIndex={0}
      role="group"
      aria-label={card.name}
      aria-roledescription="versleepbare lead"
      aria-describedby={CARD_HELP_ID}
      aria-grabbed={lifted || dragging ? true : undefined}
      onClick={() => actions.open(card.id)}
      onContextMenu={(event) => {
        event.preventDefault();
        actions.openOutcomeMenu(card.id, { x: event.clientX, y: event.clientY });
      }}
      onKeyDown={(event) => actions.cardKeyDown(card, event)}
      cursor="grab"
      p="3"
      bg="bg.panel"
      borderWidth="1px"
      borderColor={lifted ? 'colorPalette.solid' : 'border'}
      colorPalette="brand"
      borderRadius="l2"
      shadow={lifted ? 'md' : 'xs'}
      opacity={dragging ? 0.4 : 1}
      outline={lifted ? '2px solid' : undefined}
      outlineColor="colorPalette.solid"
      _hover={{ borderColor: 'border.emphasized' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.solid', outlineOffset: '1px' }}
    >
      <Flex gap="2.5" align="flex-start">
        <LeadAvatar name={card.name} size="sm" />
        <Box flex="1" minW="0">
          <Flex align="center" gap="1.5">
            <Text fontWeight="semibold" fontSize="sm" truncate data-testid="card-name">
              {card.name}
            </Text>
            <OutcomeDot outcome={card.outcome} />
          </Flex>
          {card.company && (
            <Text fontSize="xs" color="fg.muted" truncate>
              {card.company}
            </Text>
          )}
          {card.website && (
            <Text fontSize="xs" color="fg.subtle" truncate>
              {websiteLabel(card.website)}
            </Text>
          )}
        </Box>
      </Flex>
      <Flex mt="2" align="center" gap="2" fontSize="xs" color="fg.muted">
        <Text fontWeight="semibold" color="fg" data-testid="card-value" title={card.packageLabel}>
          {formatKEuro(card.value)}
        </Text>
        <Text aria-label={`Aangemaakt ${formatDayMonth(card.createdAt)}`}>{formatDayMonth(card.createdAt)}</Text>
        <Text>{sourceShortLabels[card.source]}</Text>
        <Flex ms="auto" gap="1" align="center">
          <ScoreBadge score={card.leadScore} qualification={card.qualification} size="sm" flexShrink={0} />
          {tel && (
            <IconButton asChild size="2xs" variant="ghost" aria-label={`Bel ${card.name}`} onClick={stop}>
              <a href={tel}>
                <Phone />
              </a>
            </IconButton>
          )}
          <IconButton
            size="2xs"
            variant="ghost"
            aria-label="Verplaats naar..."
            aria-haspopup="menu"
            onClick={(event) => {
              event.stopPropagation();
              const rect = event.currentTarget.getBoundingClientRect();
              actions.openMoveMenu(card.id, { x: rect.left, y: rect.bottom });
            }}
          >
            <MoveRight />
          </IconButton>
        </Flex>
      </Flex>
    </Box>
  );
});
