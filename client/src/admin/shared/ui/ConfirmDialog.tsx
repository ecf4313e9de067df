import { useRef, useState, type ReactNode } from 'react';
import { Button, Dialog, Portal, Text } from '@chakra-ui/react';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** Red confirm button (deleting); default true. */
  destructive?: boolean;
  /**
   * Runs on confirm; the button shows it is busy meanwhile. Resolving closes the dialog; rejecting
   * leaves it open (the caller shows its error toast).
   */
  onConfirm: () => void | Promise<void>;
  /**
   * Said inside the dialog when `onConfirm` rejected. An open modal hides the rest of the page from
   * screen readers, so the caller's error toast alone would go unheard.
   */
  failureText?: string;
}

/**
 * 'Are you sure?' as an alertdialog. Focus starts on the cancel button, so Enter on a dialog that
 * opened by accident never deletes anything; Escape and the backdrop cancel.
 *
 * the delete: `<ConfirmDialog title="Weet je het zeker?" description="..." confirmLabel="Ja, verwijder definitief" .../>`
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel = 'Annuleren',
  destructive = true,
  onConfirm,
  failureText,
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const confirm = async () => {
    setBusy(true);
    setFailed(false);
    try {
      await onConfirm();
      onOpenChange(false);
    } catch {
      // The caller reported it; the dialog stays so the user can try again or cancel.
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(details) => {
        if (busy) return;
        setFailed(false);
        onOpenChange(details.open);
      }}
      initialFocusEl={() => cancelRef.current}
      placement="center"
      size={{ base: 'xs', sm: 'sm' }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description color="fg.muted">{description}</Dialog.Description>
              <Text role="alert" color="fg.error" textStyle="sm" mt={failed && failureText ? '3' : '0'}>
                {failed ? failureText : null}
              </Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button ref={cancelRef} variant="outline" disabled={busy}>
                  {cancelLabel}
                </Button>
              </Dialog.ActionTrigger>
              <Button colorPalette={destructive ? 'red' : 'brand'} loading={busy} onClick={() => void confirm()}>
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
