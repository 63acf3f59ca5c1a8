/** A label's or marker's box on screen. */
export type Box = { left: number; top: number; right: number; bottom: number };

const overlaps = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * Which labels to show: in the order given (the most important first), each label that covers none
 * of the obstacles (price markers) nor a label already shown. A null box is a label not shown anyway.
 */
export function labelsToShow(labels: (Box | null)[], obstacles: Box[]): boolean[] {
  const taken = [...obstacles];
  return labels.map((box) => {
    if (!box || taken.some((other) => overlaps(box, other))) return false;
    taken.push(box);
    return true;
  });
}
