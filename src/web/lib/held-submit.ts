import { useEffect, useLayoutEffect, useState, type RefObject } from 'react';

// A form only its code can send (`method="post"`, e.g. the sign-up on the partner pages) may be
// submitted on a server-rendered page before that code has run. The boot script holds it (nothing
// is sent, so no field, a password among them, ends up in a URL or a plain POST) and marks it; the
// form's code sends it once it has taken the form over (useHeldSubmit).

/** Set on a form by its code once it handles its own submit. */
export const liveFormAttribute = 'data-form-live';
/** Set on a form by the boot script when it was submitted before its code took it over. */
export const heldSubmitAttribute = 'data-submit-held';

/**
 * Takes the form over from the boot script: marks it live as soon as it is in the page and sends,
 * once, a submit the boot script held before the code came (after the fields' values are in: with
 * react-hook-form's `register`, a field without a default value takes what was typed in it).
 */
export function useHeldSubmit(formRef: RefObject<HTMLFormElement | null>) {
  const [isHeldSubmitDue, setHeldSubmitDue] = useState(false);
  useLayoutEffect(() => {
    const form = formRef.current;
    if (!form) return;
    form.setAttribute(liveFormAttribute, '');
    if (form.hasAttribute(heldSubmitAttribute)) {
      form.removeAttribute(heldSubmitAttribute);
      setHeldSubmitDue(true);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the form is first in the page
  }, []);
  useEffect(() => {
    if (!isHeldSubmitDue) return;
    setHeldSubmitDue(false);
    formRef.current?.requestSubmit();
  }, [isHeldSubmitDue, formRef]);
}
