import { describe, expect, it } from 'vitest';
import { labelsToShow, type Box } from './declutter';

const box = (left: number, top: number, width = 60, height = 16): Box => ({
  left,
  top,
  right: left + width,
  bottom: top + height,
});

describe('labelsToShow', () => {
  it.each<[string, (Box | null)[], Box[], boolean[]]>([
    ['apart, all show', [box(0, 0), box(100, 0), box(0, 40)], [], [true, true, true]],
    ['a later label under an earlier one hides', [box(0, 0), box(30, 8)], [], [true, false]],
    ['a label on a price marker hides', [box(0, 0)], [box(50, 10, 40, 28)], [false]],
    ['edges that only touch do not overlap', [box(0, 0), box(60, 0)], [], [true, true]],
    ['a hidden label (not at this zoom) takes no room', [null, box(0, 0)], [], [false, true]],
    [
      'a hidden label frees room for the next',
      [box(0, 0), box(40, 0), box(80, 0)],
      [],
      [true, false, true],
    ],
  ])('%s', (_name, labels, obstacles, shown) => {
    expect(labelsToShow(labels, obstacles)).toEqual(shown);
  });
});
