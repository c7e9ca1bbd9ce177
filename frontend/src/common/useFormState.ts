import { useCallback, useState, type ChangeEvent } from 'react';
import type { FieldErrors } from '../lib/validation';

/** Form values plus per-field errors; editing a field clears its error (spec part 1 §5). */
export function useFormState<T extends { [K in keyof T]: string }>(initial: T) {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<FieldErrors<keyof T & string>>({});

  const setField = useCallback((name: keyof T & string, value: string) => {
    setValues((previous) => ({ ...previous, [name]: value }));
    setErrors((previous) => (previous[name] ? { ...previous, [name]: undefined } : previous));
  }, []);

  /** Props for a TextField bound to one field: value, onChange, error state and message. */
  const field = (name: keyof T & string) => ({
    name,
    id: name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setField(name, event.target.value),
    error: Boolean(errors[name]),
    helperText: errors[name] ?? ' ',
  });

  const reset = useCallback(() => {
    setValues(initial);
    setErrors({});
  }, [initial]);

  return { values, errors, setErrors, setField, setValues, field, reset };
}
