import { type RefObject, useEffect } from 'react';

/**
 * After a failed submit, moves focus to the first invalid control of the form, so a screen
 * reader reads its label and the error tied to it.
 */
export function useFocusFirstInvalid(form: RefObject<HTMLFormElement | null>, errorsVersion: unknown) {
  useEffect(() => {
    if (!errorsVersion) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [form, errorsVersion]);
}
