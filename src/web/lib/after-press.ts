/**
 * Runs a layout change that a blur causes only once the press that moved the focus is over.
 *
 * Pressing a button or a checkbox first takes the focus from the field being left (mousedown), and
 * the click only counts when the press ends on the same element (mouseup). A field error that
 * appears on that blur pushes everything below it down between the two: the press ends beside the
 * button and the click is lost (a visitor who mistyped the email tapped "Log in" and nothing
 * happened). So while a pointer is down, the change waits until it is released and its click is
 * dispatched; a blur by keyboard (Tab) changes the page at once.
 */
let isPressed = false;
let waiting: Array<() => void> = [];

const press = () => {
  isPressed = true;
};
const release = () => {
  isPressed = false;
  if (waiting.length === 0) return;
  const due = waiting;
  waiting = [];
  // After the click, which follows the release in the same turn of the event loop.
  setTimeout(() => {
    for (const run of due) run();
  }, 0);
};

if (typeof document !== 'undefined') {
  // A touch tap fires pointer events first and moves the focus with the mouse events after them.
  for (const type of ['pointerdown', 'mousedown']) document.addEventListener(type, press, true);
  for (const type of ['pointerup', 'pointercancel', 'mouseup', 'dragend'])
    document.addEventListener(type, release, true);
}

export function afterPress(run: () => void): void {
  if (isPressed) waiting.push(run);
  else run();
}
