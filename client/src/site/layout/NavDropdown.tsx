import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { Box, chakra } from '@chakra-ui/react';
import ChevronDown from 'lucide-react/icons/chevron-down';
import type { NavMenus } from './useNavMenus';

export interface NavDropdownProps<Id extends string> {
  id: Id;
  label: string;
  menus: NavMenus<Id>;
  /** Highlights the trigger when the current page belongs to this menu. */
  current: boolean;
  /** Width of the panel (the panel is centred under the trigger on wide screens). */
  panelWidth: string;
  children: ReactNode;
}

const focusableLinks = (panel: HTMLElement | null) => (panel ? Array.from(panel.querySelectorAll<HTMLElement>('a[href]')) : []);

/**
 * A navbar dropdown (disclosure pattern): a button with aria-expanded that shows a panel of links.
 * Mouse: opens and closes on hover with the delays of useNavMenus.ts. Touch: a tap toggles it. Keyboard:
 * Enter/Space toggle, ArrowDown opens and moves into the panel, arrows/Home/End move between its
 * links, Escape closes and returns to the button, tabbing away closes it.
 * The panel is always in the markup (hidden while closed) so its links are in the prerendered HTML.
 */
export function NavDropdown<Id extends string>({ id, label, menus, current, panelWidth, children }: NavDropdownProps<Id>) {
  const open = menus.openId === id;
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = `menu-${id}`;

  const focusLink = (index: number | 'first' | 'last') => {
    const links = focusableLinks(panelRef.current);
    if (links.length === 0) return;
    const target = index === 'first' ? 0 : index === 'last' ? links.length - 1 : (index + links.length) % links.length;
    links[target].focus();
  };

  const onTriggerKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      flushSync(() => menus.open(id));
      focusLink('first');
    }
  };

  const onPanelKeyDown = (event: KeyboardEvent) => {
    const links = focusableLinks(panelRef.current);
    const index = links.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number | 'first' | 'last'> = {
      ArrowDown: index + 1,
      ArrowRight: index + 1,
      ArrowUp: index - 1,
      ArrowLeft: index - 1,
      Home: 'first',
      End: 'last',
    };
    if (event.key in moves) {
      event.preventDefault();
      focusLink(moves[event.key]);
    }
  };

  return (
    <Box
      as="li"
      position="relative"
      listStyleType="none"
      onPointerEnter={(event) => event.pointerType === 'mouse' && menus.pointerEnter(id)}
      onPointerLeave={(event) => event.pointerType === 'mouse' && menus.pointerLeave()}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          menus.close();
          triggerRef.current?.focus();
        }
      }}
      onBlur={(event) => {
        if (open && !event.currentTarget.contains(event.relatedTarget)) menus.close();
      }}
    >
      <chakra.button
        ref={triggerRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        data-current={current ? '' : undefined}
        onClick={() => menus.toggle(id)}
        onKeyDown={onTriggerKeyDown}
        display="inline-flex"
        alignItems="center"
        gap="1"
        px="3"
        py="2"
        borderRadius="l2"
        fontWeight="medium"
        fontSize="sm"
        color="fg.muted"
        cursor="pointer"
        transition="colors"
        transitionDuration="fast"
        _hover={{ color: 'fg', bg: 'bg.muted' }}
        _expanded={{ color: 'fg', bg: 'bg.muted' }}
        _current={{ color: 'brand.fg' }}
        focusVisibleRing="outside"
      >
        {label}
        <Box
          as="span"
          display="inline-flex"
          transition="transform"
          transitionDuration="moderate"
          transform={open ? 'rotate(180deg)' : undefined}
        >
          <ChevronDown size={16} aria-hidden />
        </Box>
      </chakra.button>
      <Box
        ref={panelRef}
        id={panelId}
        data-state={open ? 'open' : 'closed'}
        onKeyDown={onPanelKeyDown}
        onClick={(event) => {
          if ((event.target as HTMLElement).closest('a')) menus.close();
        }}
        position="absolute"
        top="100%"
        left="50%"
        pt="3"
        width={panelWidth}
        maxW="calc(100vw - 2rem)"
        zIndex="dropdown"
        // Visible at once when opening (a link cannot take focus while hidden), hidden only after
        // the fade when closing.
        transition={
          open
            ? 'opacity 150ms ease-out, translate 150ms ease-out'
            : 'opacity 150ms ease-out, translate 150ms ease-out, visibility 0s linear 150ms'
        }
        translate={open ? '-50% 0' : '-50% -0.25rem'}
        opacity={open ? 1 : 0}
        visibility={open ? 'visible' : 'hidden'}
      >
        <Box bg="bg.panel" borderWidth="1px" borderColor="border" borderRadius="l3" boxShadow="xl" p="3">
          {children}
        </Box>
      </Box>
    </Box>
  );
}
