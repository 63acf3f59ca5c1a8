// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { heldSubmitAttribute, liveFormAttribute } from './lib/held-submit';

/** Submits as the browser would before anything else handles it; whether something held it. */
const submit = (form: HTMLFormElement) => {
  const event = new Event('submit', { bubbles: true, cancelable: true });
  form.dispatchEvent(event);
  return event.defaultPrevented;
};

describe('the boot script', () => {
  it('holds a form only its code can send until that code has taken it over; search forms go', async () => {
    await import('./boot');
    document.body.innerHTML =
      '<form method="post" id="signup"></form><form action="/s" id="search"></form>';
    const signup = document.querySelector<HTMLFormElement>('#signup')!;
    const search = document.querySelector<HTMLFormElement>('#search')!;

    expect(submit(signup)).toBe(true);
    expect(signup.hasAttribute(heldSubmitAttribute)).toBe(true);
    expect(submit(search)).toBe(false);
    expect(search.hasAttribute(heldSubmitAttribute)).toBe(false);

    // Its code has come (useFormState): the submit is the code's to handle.
    signup.removeAttribute(heldSubmitAttribute);
    signup.setAttribute(liveFormAttribute, '');
    expect(submit(signup)).toBe(false);
    expect(signup.hasAttribute(heldSubmitAttribute)).toBe(false);
  });
});
