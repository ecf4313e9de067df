import type { ChangeEvent, ReactNode } from 'react';
import { chakra } from '@chakra-ui/react';

export interface ChoiceOptionProps {
  type: 'radio' | 'checkbox';
  name: string;
  value: string;
  checked: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  children: ReactNode;
  compact?: boolean;
}

/**
 * One answer as a large tap target: a real radio button or checkbox inside its label, so arrow
 * keys, Space and screen readers work as with any form; the card shows checked and focus states.
 */
export function ChoiceOption({ type, name, value, checked, onChange, children, compact }: ChoiceOptionProps) {
  return (
    <chakra.label
      display="flex"
      alignItems="center"
      justifyContent={compact ? 'center' : undefined}
      gap="3"
      minHeight="11"
      px={compact ? '2' : '4'}
      py="2.5"
      borderWidth="1px"
      borderColor="border"
      borderRadius="l2"
      bg="bg.panel"
      cursor="pointer"
      textStyle="sm"
      fontWeight="medium"
      transition="background 0.15s, border-color 0.15s"
      _hover={{ borderColor: 'brand.emphasized' }}
      css={{
        '&:has(input:checked)': { borderColor: 'brand.solid', bg: 'brand.subtle', color: 'brand.fg' },
        '&:has(input:focus-visible)': { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' },
      }}
    >
      <chakra.input
        type={type}
        name={name}
        value={value}
        checked={checked}
        onChange={onChange}
        accentColor="brand.solid"
        width="4"
        height="4"
        flexShrink={0}
        cursor="pointer"
        // The number scale shows only the number; the input stays for keyboard and screen readers.
        {...(compact ? { position: 'absolute', opacity: 0, width: '1px', height: '1px' } : {})}
      />
      {children}
    </chakra.label>
  );
}
