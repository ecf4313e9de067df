import { Field, NativeSelect, type FieldRootProps } from '@chakra-ui/react';

export interface FilterSelectProps<Value extends string> {
  /** Shown above the select, small and muted; also its accessible name. */
  label: string;
  value: Value;
  options: readonly { value: Value; label: string }[];
  onChange: (value: Value) => void;
  /** Width of the field (full width on phones). */
  width?: FieldRootProps['w'];
  /** While what the choice starts is still busy. */
  disabled?: boolean;
}

/** A native select with a small label above it: the admin's filter controls (period, outcome). */
export function FilterSelect<Value extends string>({
  label,
  value,
  options,
  onChange,
  width = { base: 'full', sm: '48' },
  disabled,
}: FilterSelectProps<Value>) {
  return (
    <Field.Root w={width} disabled={disabled}>
      <Field.Label textStyle="xs" color="fg.muted">
        {label}
      </Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.currentTarget.value as Value)}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
