import { useEffect, type RefObject } from 'react';

/**
 * After a submit that validation stopped, moves focus to the first field (in the form's order) that
 * has an error, so keyboard and screen-reader users land on what needs fixing.
 */
export function useFocusFirstError(form: RefObject<HTMLFormElement | null>, submitCount: number, isSubmitting: boolean) {
  useEffect(() => {
    if (submitCount === 0 || isSubmitting) return;
    const invalid = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    invalid?.focus();
    // Only when a submit ends (submitCount, isSubmitting), not on every keystroke that changes the errors.
  }, [form, submitCount, isSubmitting]);
}
