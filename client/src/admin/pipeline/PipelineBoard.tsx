import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { DndProvider } from 'react-dnd-multi-backend';
import { Box, Grid, Menu, Portal, VisuallyHidden } from '@chakra-ui/react';
import type { LeadOutcome, LeadStatus } from '../../gql/graphql';
import { LEAD_STATUSES, PIPELINE_COLUMNS } from '../shared/lead/leadLabels';
import { BoardActionsContext, CARD_HELP_ID, type BoardActions, type Point } from './boardActions';
import type { ColumnSummary, DropPlace } from './boardModel';
import type { Board } from './useBoard';
import type { ColumnSettingsState } from './useColumnSettings';
import { useKeyboardMove } from './useKeyboardMove';
import { PipelineColumn } from './PipelineColumn';
import { LeadDetailDialog } from './LeadDetailDialog';
import { BOARD_DRAG_BACKENDS } from './drag/dragBackends';
import { DragAutoScroll } from './drag/DragAutoScroll';
import { TouchDragPreview } from './drag/TouchDragPreview';

interface OpenMenu {
  kind: 'outcome' | 'move';
  id: string;
  at: Point;
}

const OUTCOME_ITEMS: { outcome: LeadOutcome; label: string }[] = [
  { outcome: 'WON', label: 'Markeer als gewonnen' },
  { outcome: 'LOST', label: 'Markeer als verloren' },
  { outcome: 'OPEN', label: 'Markeer als openstaand' },
];

const focusCard = (id: string) =>
  requestAnimationFrame(() => document.querySelector<HTMLElement>(`[data-card-id="${CSS.escape(id)}"]`)?.focus());

/**
 * The kanban itself: four columns in one drag-and-drop context (react-dnd; HTML5 backend for the
 * mouse, touch backend for fingers: see drag/dragBackends.ts), one
 * outcome/move menu and one detail dialog for all cards (a menu per card would be 2 000 state
 * machines), and a live region that tells screen-reader users what a keyboard move does.
 */
export function PipelineBoard({
  board,
  summaries,
  columnSettings,
}: {
  board: Board;
  summaries: Record<LeadStatus, ColumnSummary>;
  columnSettings: ColumnSettingsState;
}) {
  const [menu, setMenu] = useState<OpenMenu | null>(null);
  const [detailId, setDetailId] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const scroller = useRef<HTMLDivElement>(null);

  const latest = useRef(board);
  latest.current = board;

  const drop = useCallback((id: string, place: DropPlace) => {
    const card = latest.current.cardById(id);
    if (card) latest.current.move(card, place);
    focusCard(id);
  }, []);

  const keyboard = useKeyboardMove({
    columns: useCallback(() => latest.current.allColumns, []),
    announce: setAnnouncement,
    open: setDetailId,
    openOutcomeMenu: useCallback((id: string, element: HTMLElement) => {
      const rect = element.getBoundingClientRect();
      setMenu({ kind: 'outcome', id, at: { x: rect.left + 16, y: rect.top + 16 } });
    }, []),
    drop,
  });
  const keyDown = useRef(keyboard.cardKeyDown);
  keyDown.current = keyboard.cardKeyDown;

  const actions = useMemo<BoardActions>(
    () => ({
      open: setDetailId,
      openOutcomeMenu: (id, at) => setMenu({ kind: 'outcome', id, at }),
      openMoveMenu: (id, at) => setMenu({ kind: 'move', id, at }),
      cardKeyDown: (card, event) => keyDown.current(card, event),
      dragStart: (card) => latest.current.hold(card),
      dragCancel: (id) => latest.current.release(id),
      drop,
      visibleCards: (status) => latest.current.columns?.[status] ?? [],
      saved: (lead) => latest.current.saved(lead),
    }),
    [drop],
  );

  const nameOf = useCallback((id: string) => latest.current.cardById(id)?.name, []);

  const closeMenu = () => {
    if (menu) focusCard(menu.id);
    setMenu(null);
  };
  const menuCard = menu ? board.cardById(menu.id) : undefined;
  // A card deleted meanwhile takes its menu with it.
  useEffect(() => {
    if (menu && !menuCard) setMenu(null);
  }, [menu, menuCard]);

  const columns = board.columns!;
  return (
    <BoardActionsContext.Provider value={actions}>
      <DndProvider options={BOARD_DRAG_BACKENDS}>
        <VisuallyHidden id={CARD_HELP_ID}>
          Enter opent de lead. Spatie pakt de lead op; verplaats met de pijltjestoetsen en zet neer met spatie. Het contextmenu markeert de
          uitkomst.
        </VisuallyHidden>
        <VisuallyHidden aria-live="assertive" aria-atomic data-testid="pipeline-announcer">
          {announcement}
        </VisuallyHidden>
        <Box
          ref={scroller}
          overflowX={{ base: 'auto', lg: 'visible' }}
          mx={{ base: '-4', md: '0' }}
          px={{ base: '4', md: '0' }}
          scrollSnapType="x mandatory"
          scrollPaddingX="4"
        >
          <Grid templateColumns={{ base: 'repeat(4, auto)', lg: 'repeat(4, minmax(0, 1fr))' }} gap="3" alignItems="start" pb="2">
            {LEAD_STATUSES.map((status) => (
              <PipelineColumn
                key={status}
                status={status}
                cards={columns[status]}
                summary={summaries[status]}
                setting={columnSettings.settings[status]}
                saveSetting={columnSettings.save}
                savingSetting={columnSettings.saving}
                keyboardIndex={keyboard.indicatorIndex(status, columns[status])}
                liftedId={keyboard.lifted && board.cardById(keyboard.lifted.id)?.status === status ? keyboard.lifted.id : null}
              />
            ))}
          </Grid>
        </Box>
        <DragAutoScroll scroller={scroller} />
        <TouchDragPreview nameOf={nameOf} />
      </DndProvider>

      <Menu.Root
        open={Boolean(menu && menuCard)}
        onOpenChange={(details) => !details.open && closeMenu()}
        positioning={{ placement: 'bottom-start', gutter: 4 }}
        onSelect={(details) => {
          if (!menu || !menuCard) return;
          const [kind, value] = details.value.split(':');
          if (kind === 'outcome') board.setOutcome(menuCard, value as LeadOutcome);
          else board.move(menuCard, { status: value as LeadStatus, beforeId: null, afterId: null, top: true });
        }}
      >
        {/* The menu's anchor: an empty fixed point where it was asked for (zag's anchorPoint prop is not wired in this version). */}
        <Menu.Trigger asChild>
          <Box
            as="span"
            aria-hidden
            tabIndex={-1}
            position="fixed"
            left={`${menu?.at.x ?? 0}px`}
            top={`${menu?.at.y ?? 0}px`}
            w="0"
            h="0"
            pointerEvents="none"
          />
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content minW="52" aria-label={menu?.kind === 'move' ? 'Verplaats naar...' : 'Uitkomst'}>
              {menu?.kind === 'move' ? (
                <Menu.ItemGroup>
                  <Menu.ItemGroupLabel>Verplaats naar...</Menu.ItemGroupLabel>
                  {PIPELINE_COLUMNS.map((column) => (
                    <Menu.Item key={column.status} value={`move:${column.status}`} disabled={menuCard?.status === column.status}>
                      {column.title}
                    </Menu.Item>
                  ))}
                </Menu.ItemGroup>
              ) : (
                OUTCOME_ITEMS.map((item) => (
                  <Menu.Item key={item.outcome} value={`outcome:${item.outcome}`} disabled={menuCard?.outcome === item.outcome}>
                    {item.label}
                  </Menu.Item>
                ))
              )}
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>

      <LeadDetailDialog
        id={detailId}
        onClose={() => {
          if (detailId) focusCard(detailId);
          setDetailId(null);
        }}
        onMove={(card, status) => board.move(card, { status, beforeId: null, afterId: null, top: true })}
      />
    </BoardActionsContext.Provider>
  );
}
