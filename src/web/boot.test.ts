// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { heldSubmitAttribute, liveFormAttribute } from './lib/held-submit';
import { heldClickAttribute, heldClicksAttribute, livePartAttribute } from './lib/use-held-click';

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

    // Its code has come (useHeldSubmit): the submit is the code's to handle.
    signup.removeAttribute(heldSubmitAttribute);
    signup.setAttribute(liveFormAttribute, '');
    expect(submit(signup)).toBe(false);
    expect(signup.hasAttribute(heldSubmitAttribute)).toBe(false);
  });

  it('holds the last click on a button of a part whose code has not come, until that code has', async () => {
    await import('./boot');
    document.body.innerHTML = `<section ${heldClicksAttribute}><button id="day">30</button><button id="more"><span id="plus">+</span></button><button id="off" disabled>1</button></section><button id="menu">Menu</button>`;
    const byId = (id: string) => document.getElementById(id)!;
    const click = (element: HTMLElement) => {
      const event = new MouseEvent('click', { bubbles: true, cancelable: true });
      element.dispatchEvent(event);
      return event.defaultPrevented;
    };
    let reached = 0;
    document.body.addEventListener('click', () => (reached += 1));

    expect(click(byId('day'))).toBe(true);
    expect(byId('day').hasAttribute(heldClickAttribute)).toBe(true);
    // A later click (here on what a button holds) replaces it: only the last one waits.
    expect(click(byId('plus'))).toBe(true);
    expect(byId('day').hasAttribute(heldClickAttribute)).toBe(false);
    expect(byId('more').hasAttribute(heldClickAttribute)).toBe(true);
    expect(reached).toBe(0);
    // Not held: a disabled button, a button of no such part, a part whose code has come.
    click(byId('off'));
    click(byId('menu'));
    byId('more').removeAttribute(heldClickAttribute);
    document.querySelector('section')!.setAttribute(livePartAttribute, '');
    expect(click(byId('day'))).toBe(false);
    expect(reached).toBe(3);
    expect(document.querySelectorAll(`[${heldClickAttribute}]`)).toHaveLength(0);
  });
});
