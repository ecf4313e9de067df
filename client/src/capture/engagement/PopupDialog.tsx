import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { Box, Flex, Heading } from '@chakra-ui/react';
import { DismissButton } from '../../components/DismissButton';
import { focusableIn, trapTab } from './focusables';

export interface PopupDialogProps {
  title: string;
  /** A short line under the title; the dialog's description for screen readers. */
  description?: ReactNode;
  onClose: () => void;
  /** What gets the focus when it opens (default: the first focusable element). */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Marks the dialog for tests and styling ('exit', 'scroll'). */
  kind: string;
  children: ReactNode;
}

/**
 * A modal dialog for the engagement popups: labelled by its title, focus moved in and kept in
 * (Tab wraps), Escape, the close button and a click on the backdrop close it, focus returns to
 * where it was, and the page behind does not scroll. Hand-made on purpose: Chakra's Dialog brings
 * Ark UI's dialog machine and a recipe the public system does not carry.
 */
export function PopupDialog({ title, description, onClose, initialFocusRef, kind, children }: PopupDialogProps) {
  const id = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = `${id}-titel`;
  const descriptionId = `${id}-omschrijving`;

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const target = initialFocusRef?.current ?? (panelRef.current ? focusableIn(panelRef.current)[0] : undefined);
    (target ?? panelRef.current)?.focus();

    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = overflow;
      if (previous?.isConnected) previous.focus({ preventScroll: true });
    };
  }, [initialFocusRef]);

  return (
    <Flex
      position="fixed"
      inset="0"
      zIndex="modal"
      align="center"
      justify="center"
      p="4"
      bg="gray.950/60"
      animation="fade-in 0.2s ease-out"
      _motionReduce={{ animation: 'none' }}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <Box
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        data-engagement-popup={kind}
        tabIndex={-1}
        position="relative"
        width="full"
        maxWidth="md"
        maxHeight="calc(100dvh - 2rem)"
        overflowY="auto"
        bg="bg.panel"
        borderRadius="l3"
        borderWidth="1px"
        boxShadow="lg"
        p={{ base: '5', md: '7' }}
        outline="none"
        animation="fade-in 0.2s ease-out, slide-from-top 0.2s ease-out"
        _motionReduce={{ animation: 'none' }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.stopPropagation();
            onClose();
          } else if (panelRef.current) trapTab(event, panelRef.current);
        }}
      >
        <DismissButton
          label="Sluiten"
          onClick={onClose}
          iconSize={20}
          position="absolute"
          top="3"
          right="3"
          m="0"
          p="2"
          borderRadius="l2"
          _hover={{ color: 'fg', bg: 'bg.muted' }}
        />
        <Heading as="h2" id={titleId} size="xl" pe="8" lineHeight="short">
          {title}
        </Heading>
        {description && (
          <Box id={descriptionId} mt="2" color="fg.muted">
            {description}
          </Box>
        )}
        <Box mt="5">{children}</Box>
      </Box>
    </Flex>
  );
}
