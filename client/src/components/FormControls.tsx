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

type ControlProps = { id?: string; required?: boolean; 'aria-invalid'?: boolean; 'aria-describedby'?: string };

export interface FormFieldProps {
  label: string;
  required?: boolean;
  /** A message under the control; the control is then marked invalid and described by it. */
  error?: string;
  /** One control (TextInput, TextArea, SelectInput); it gets the id, `required` and the error wiring. */
  children: ReactElement<ControlProps>;
}

/** A label above its control; a required field shows ' *' after its label ('Naam *'). */
export function FormField({ label, required, error, children }: FormFieldProps) {
  const id = useId();
  const errorId = `${id}-fout`;
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
      {cloneElement(children, error ? { id, required, 'aria-invalid': true, 'aria-describedby': errorId } : { id, required })}
      {error && (
        <chakra.p id={errorId} textStyle="sm" color="fg.error" fontWeight="medium">
          {error}
        </chakra.p>
      )}
    </Stack>
  );
}
