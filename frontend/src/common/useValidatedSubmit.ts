import { useState, type FormEvent } from 'react';
import { useNotify } from '../lib/notify';
import { hasErrors, MESSAGES, type FieldErrors } from '../lib/validation';

/** 'finished': the screen moves on, so the form stays busy; 'again': the form can be used again. */
export type SubmitOutcome = 'finished' | 'again';

/**
 * The submit handler of a validated form: stops the page post; when validation fails, shows the field errors and
 * 'Please fix the errors in the form' (spec part 1 §5); otherwise runs the action with the form busy.
 */
export function useValidatedSubmit<K extends string>(
  validate: () => FieldErrors<K>,
  setErrors: (errors: FieldErrors<K>) => void,
  action: () => Promise<SubmitOutcome>,
) {
  const [busy, setBusy] = useState(false);
  const notify = useNotify();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const errors = validate();
    if (hasErrors(errors)) {
      setErrors(errors);
      notify.error(MESSAGES.fixFormErrors);
      return;
    }
    setBusy(true);
    if ((await action()) === 'again') setBusy(false);
  };

  return { busy, submit };
}
