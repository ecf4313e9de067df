import type { ReactNode } from 'react';
import { Button, type ButtonProps } from '@chakra-ui/react';
import { openQuickScan, QUICK_SCAN_ATTRIBUTE } from '../lib/quickScanEvent';

export interface QuickScanButtonProps extends Omit<ButtonProps, 'children' | 'onClick'> {
  /** The visible label; also recorded as the click's buttonText. */
  label: string;
  /** Shown after the label (e.g. an arrow icon). */
  icon?: ReactNode;
  /** Runs after the quick scan was asked to open (e.g. close the mobile menu). */
  onOpened?: () => void;
}

/** A call-to-action that opens the quick scan (through lib/quickScanEvent). */
export function QuickScanButton({ label, icon, onOpened, ...buttonProps }: QuickScanButtonProps) {
  return (
    <Button
      type="button"
      {...buttonProps}
      // Lets a click open the quick scan also where React keeps prerendered markup unhydrated.
      {...{ [QUICK_SCAN_ATTRIBUTE]: label }}
      onClick={() => {
        openQuickScan(label);
        onOpened?.();
      }}
    >
      {label}
      {icon}
    </Button>
  );
}
