// A react-final-form decorator: after a submit that failed (a field's own check, or the server naming a field), the
// first field in error, in the page's order, is scrolled to the middle of the screen and focused, so a person on a
// phone sees what to fix instead of a button that seemingly did nothing. Use it as
// <Form decorators={FOCUS_FIRST_ERROR} …>; it works for nested names (address.phone) too.
import { getIn, type Decorator, type FormApi } from 'final-form';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** The form's controls carrying a field name, in document order; only those that can take focus. */
function namedControls(): Control[] {
  return Array.from(document.querySelectorAll<Control>('input[name], select[name], textarea[name]')).filter(
    (control) => !control.disabled && control.type !== 'hidden',
  );
}

/** Focuses the first control whose field has an error (its own check first, else the server's); true if one did. */
export function focusFieldInError(errors: object | undefined, submitErrors: object | undefined): boolean {
  const inError = (name: string) => Boolean(getIn(errors ?? {}, name) ?? getIn(submitErrors ?? {}, name));
  const control = namedControls().find((candidate) => inError(candidate.name));
  if (!control) return false;
  // Centred, so a sticky bar or the phone's keyboard does not cover it; focus without a second jump.
  control.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  control.focus({ preventScroll: true });
  return true;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a decorator for forms of any value shape
export const focusFirstError: Decorator<any> = (form: FormApi<any>) => {
  let latest: { errors?: object; submitErrors?: object } = {};
  const unsubscribe = form.subscribe(
    (state) => {
      latest = { errors: state.errors, submitErrors: state.submitErrors };
    },
    { errors: true, submitErrors: true },
  );
  const afterSubmit = () => {
    if (form.getState().submitFailed) focusFieldInError(latest.errors, latest.submitErrors);
  };
  const submit = form.submit;
  form.submit = () => {
    const result = submit.call(form);
    if (result && typeof result.then === 'function') void result.then(afterSubmit, () => undefined);
    else afterSubmit();
    return result;
  };
  return () => {
    unsubscribe();
    form.submit = submit;
  };
};

/** `decorators={FOCUS_FIRST_ERROR}`: one list for every render (react-final-form applies decorators once). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see focusFirstError
export const FOCUS_FIRST_ERROR: Decorator<any>[] = [focusFirstError];
