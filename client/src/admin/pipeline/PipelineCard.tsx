import { isOverdue, waitingLabel } from './waitingLabel';
import { memo, type MouseEvent } from 'react';
import { useDrag } from 'react-dnd';
import { Box, type SystemStyleObject } from '@chakra-ui/react';
import Phone from 'lucide-react/icons/phone';
import MoveRight from 'lucide-react/icons/arrow-right-left';
import CalendarClock from 'lucide-react/icons/calendar-clock';
import Hourglass from 'lucide-react/icons/hourglass';
import CalendarCheck from 'lucide-react/icons/calendar-check';
import { callTime } from '../../lib/callTime';
import { nextCall } from '../shared/lead/nextCall';
import { daysUntouched, followUpText } from '../shared/lead/followUp';
import { formatDayMonth } from '../shared/format/dates';
import { formatKEuro } from '../shared/format/money';
import { initials } from '../shared/format/initials';
import { telHref, websiteLabel } from '../shared/format/contact';
import { outcomeLabels, qualificationLabels, sourceShortLabels } from '../shared/lead/leadLabels';
import { QualificationIcon } from '../shared/ui/LeadBadges';
import { CARD_HELP_ID, CARD_TYPE, useBoardActions, type DraggedCard } from './boardActions';
import type { BoardCard } from './boardModel';

export interface PipelineCardProps {
  card: BoardCard;
  /** Untouched for longer than its column allows (the column's setting). */
  stale?: boolean;
  /** Picked up with the keyboard: highlighted until it is put down. */
  lifted?: boolean;
}

const stop = (event: MouseEvent) => event.stopPropagation();

const AVATAR_PALETTES = ['brand', 'purple', 'teal', 'orange', 'green', 'blue', 'red'] as const;
/** The same name always gets the same colour (as LeadAvatar does elsewhere). */
function paletteFor(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.codePointAt(0)!) | 0;
  return AVATAR_PALETTES[Math.abs(hash) % AVATAR_PALETTES.length];
}

/**
 * One style object for the whole card, its parts found by class: the board draws hundreds of cards,
 * and one styled element per card instead of a dozen Chakra components (avatar, badges, icon
 * buttons) keeps the first render of 2 000 leads and every drop fast. Same tokens, same look.
 */
const cardStyles: SystemStyleObject = {
  p: '3',
  bg: 'bg.panel',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'l2',
  shadow: 'xs',
  cursor: 'grab',
  fontSize: 'xs',
  color: 'fg.muted',
  _hover: { borderColor: 'border.emphasized' },
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.solid', outlineOffset: '1px' },
  '&[data-lifted]': { outline: '2px solid', outlineColor: 'brand.solid', shadow: 'md' },
  '&[data-dragging]': { opacity: 0.4 },
  // A finger resting on a card (to drag it) must not select its text or open the link callout.
  '@media (pointer: coarse)': { userSelect: 'none', WebkitTouchCallout: 'none' },
  '& .row': { display: 'flex', alignItems: 'center', gap: '2' },
  '& .top': { alignItems: 'flex-start', gap: '2.5' },
  '& .avatar': {
    flexShrink: 0,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    boxSize: '8',
    borderRadius: 'full',
    bg: 'colorPalette.subtle',
    color: 'colorPalette.fg',
    fontSize: 'xs',
    fontWeight: 'semibold',
  },
  '& .who': { flex: '1', minW: '0' },
  '& .line': { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  '& .name': { fontSize: 'sm', fontWeight: 'semibold', color: 'fg' },
  '& .site': { color: 'fg.subtle' },
  '& .dot': { flexShrink: 0, boxSize: '2.5', borderRadius: 'full' },
  '& .dot[data-outcome=WON]': { bg: 'green.solid' },
  '& .dot[data-outcome=LOST]': { bg: 'red.solid' },
  // A NEW card waiting longer than the promised 24 hours.
  '& [data-overdue]': { color: 'red.fg', fontWeight: 'semibold' },
  '& .bottom': { mt: '2', flexWrap: 'wrap', rowGap: '1' },
  // Follow-ups: the next action, and a card untouched for longer than its column allows.
  '& .follow-up': { mt: '2', gap: '1.5', color: 'fg.muted' },
  '& .follow-up[data-follow-up=DUE_TODAY]': { color: 'orange.fg', fontWeight: 'medium' },
  '& .follow-up[data-follow-up=OVERDUE]': { color: 'red.fg', fontWeight: 'semibold' },
  '& .follow-up svg, & .stale svg, & .call svg': { flexShrink: 0, boxSize: '3.5' },
  // A call the lead booked itself.
  '& .call': { mt: '2', gap: '1.5', color: 'brand.fg', fontWeight: 'medium' },
  '&[data-stale]': { borderLeftWidth: '3px', borderLeftColor: 'orange.solid' },
  '& .stale': { mt: '2', gap: '1.5', color: 'orange.fg' },
  '& .value': { fontWeight: 'semibold', color: 'fg' },
  '& .end': { ms: 'auto', display: 'flex', alignItems: 'center', gap: '1' },
  '& .score': {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1',
    px: '1.5',
    borderRadius: 'l1',
    fontWeight: 'medium',
    lineHeight: '1.25rem',
    whiteSpace: 'nowrap',
    fontVariantNumeric: 'tabular-nums',
  },
  '& .score[data-qualification=HOT]': { bg: 'red.solid', color: 'red.contrast' },
  '& .score[data-qualification=WARM]': { bg: 'orange.solid', color: 'orange.contrast' },
  '& .score[data-qualification=COLD]': { bg: 'blue.solid', color: 'blue.contrast' },
  '& .score[data-qualification=NONE]': { borderWidth: '1px', borderColor: 'border', color: 'fg.muted' },
  '& .icon': {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    boxSize: '6',
    borderRadius: 'l1',
    color: 'brand.fg',
    cursor: 'pointer',
    _hover: { bg: 'bg.muted' },
    _focusVisible: { outline: '2px solid', outlineColor: 'brand.solid' },
    '& svg': { boxSize: '3.5' },
  },
};

function Score({ card }: { card: BoardCard }) {
  const score = card.leadScore;
  if (score === null || score === undefined) {
    return (
      <span className="score" data-qualification="NONE" role="img" aria-label="Geen score" title="Geen score">
        –
      </span>
    );
  }
  const level = card.qualification ?? (score >= 70 ? 'HOT' : score >= 40 ? 'WARM' : 'COLD');
  return (
    <span
      className="score"
      data-qualification={level}
      role="img"
      aria-label={`Leadscore ${score} van 100, ${qualificationLabels[level].toLowerCase()}`}
    >
      <QualificationIcon qualification={level} />
      {score}
    </span>
  );
}

/**
 * One lead on the board (initials, name, company, website, next action, booked call, 'x dagen stil', value in
 * k-euro, created dd/mm, source, call button, score badge, outcome dot). Memoised on the card object: the cache hands the
 * same object back while the lead is unchanged, so an event re-renders only the card it is about.
 */
export const PipelineCard = memo(function PipelineCard({ card, lifted = false, stale = false }: PipelineCardProps) {
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
  const created = formatDayMonth(card.createdAt);
  const call = nextCall(card.appointments);

  return (
    <Box
      ref={(node: HTMLDivElement | null) => void drag(node)}
      css={cardStyles}
      colorPalette={paletteFor(card.name)}
      data-card-id={card.id}
      data-testid="pipeline-card"
      data-lifted={lifted || undefined}
      data-stale={stale || undefined}
      data-dragging={dragging || undefined}
      tabIndex={0}
      role="group"
      aria-label={card.name}
      aria-roledescription="versleepbare lead"
      aria-describedby={CARD_HELP_ID}
      onClick={() => actions.open(card.id)}
      onContextMenu={(event) => {
        event.preventDefault();
        actions.openOutcomeMenu(card.id, { x: event.clientX, y: event.clientY });
      }}
      onKeyDown={(event) => actions.cardKeyDown(card, event)}
    >
      <div className="row top">
        <span className="avatar" aria-hidden>
          {initials(card.name)}
        </span>
        <div className="who">
          <div className="row">
            <span className="line name" data-testid="card-name">
              {card.name}
            </span>
            {card.outcome !== 'OPEN' && (
              <span
                className="dot"
                role="img"
                data-outcome={card.outcome}
                aria-label={outcomeLabels[card.outcome]}
                title={outcomeLabels[card.outcome]}
              />
            )}
          </div>
          {card.company && <div className="line">{card.company}</div>}
          {card.website && <div className="line site">{websiteLabel(card.website)}</div>}
        </div>
      </div>
      {card.followUp !== 'NONE' && card.nextActionOn && (
        <div className="row follow-up" data-follow-up={card.followUp} data-testid="card-follow-up">
          <CalendarClock aria-hidden />
          <span className="line">{[followUpText(card.followUp, card.nextActionOn), card.nextActionNote].filter(Boolean).join(': ')}</span>
        </div>
      )}
      {call && (
        <div className="row call" data-testid="card-call">
          <CalendarCheck aria-hidden />
          <span className="line">Gesprek {callTime(call.start)}</span>
        </div>
      )}
      {stale && (
        <div className="row stale" data-testid="card-stale">
          <Hourglass aria-hidden />
          <span>{daysUntouched(card.updatedAt, Date.now())} dagen stil</span>
        </div>
      )}
      <div className="row bottom">
        <span className="value" data-testid="card-value" title={card.packageLabel}>
          {formatKEuro(card.value)}
        </span>
        {card.status === 'NEW' ? (
          <span
            data-testid="card-waiting"
            data-overdue={isOverdue(card.createdAt, Date.now()) || undefined}
            aria-label={`Wacht al ${waitingLabel(card.createdAt, Date.now())} op contact`}
            title={`Aangemaakt ${created}`}
          >
            {waitingLabel(card.createdAt, Date.now())}
          </span>
        ) : (
          <span aria-label={`Aangemaakt ${created}`}>{created}</span>
        )}
        <span>{sourceShortLabels[card.source]}</span>
        <span className="end">
          <Score card={card} />
          {tel && (
            <a className="icon" href={tel} aria-label={`Bel ${card.name}`} onClick={stop}>
              <Phone aria-hidden />
            </a>
          )}
          <button
            type="button"
            className="icon"
            aria-label="Verplaats naar..."
            aria-haspopup="menu"
            onClick={(event) => {
              event.stopPropagation();
              const rect = event.currentTarget.getBoundingClientRect();
              actions.openMoveMenu(card.id, { x: rect.left, y: rect.bottom });
            }}
          >
            <MoveRight aria-hidden />
          </button>
        </span>
      </div>
    </Box>
  );
});
