import { cloneElement, useId, type ReactElement } from 'react';
import { Box, chakra, Stack } from '@chakra-ui/react';
import { inputRecipe, textareaRecipe } from '@chakra-ui/react/theme';
import ChevronDown from 'lucide-react/icons/chevron-down';

/**
 * Form controls for public forms, styled with Chakra's input recipes but on plain elements:
 * Chakra's Field/Input/NativeSelect components pull in Ark UI's field machinery (about 3 KB gzip)
 * that simple forms do not use.
 */
export const TextInput = chakra('input', inputRecipe, { defaultProps: { size: 'lg' } });
export const TextArea = chakra('textarea', textareaRecipe, { defaultProps: { size: 'lg' } });

const NativeSelect = chakra('select', inputRecipe, { defaultProps: { size: 'lg' } });

export function SelectInput(props: React.ComponentProps<typeof NativeSelect>) {
  return (
    <Box position="relative">
      <NativeSelect appearance="none" pe="10" cursor="pointer" {...props} />
      <Box position="absolute" top="50%" right="3" translate="0 -50%" pointerEvents="none" color="fg.muted">
        <ChevronDown size={18} aria-hidden />
      </Box>
    </Box>
  );
}

export interface FormFieldProps {
  label: string;
  required?: boolean;
  /** One control (TextInput, TextArea, SelectInput); it gets the id and `required`. */
  children: ReactElement<{ id?: string; required?: boolean }>;
}

/** A label above its control; a required field shows ' *' after its label (SPEC: 'Naam *'). */
export function FormField({ label, required, children }: FormFieldProps) {
  const id = useId();
  return (
    <Stack gap="1.5">
      <chakra.label htmlFor={id} textStyle="sm" fontWeight="medium">
        {label}
        {required && (
          <chakra.span color="fg.error" aria-hidden>
            {' *'}
          </chakra.span>
        )}
      </chakra.label>
      {cloneElement(children, { id, required })}
    </Stack>
  );
}
