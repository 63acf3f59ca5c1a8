// A form only its code can send (`method="post"`, e.g. the sign-up on the partner pages) may be
// submitted on a server-rendered page before that code has run. The boot script holds it (nothing
// is sent, so no field, a password among them, ends up in a URL or a plain POST) and marks it; the
// form's code sends it once it has taken the form over (useFormState).

/** Set on a form by its code once it handles its own submit. */
export const liveFormAttribute = 'data-form-live';
/** Set on a form by the boot script when it was submitted before its code took it over. */
export const heldSubmitAttribute = 'data-submit-held';
