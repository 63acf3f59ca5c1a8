// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSelectedTabInView } from './use-selected-tab-in-view';

function Tabs({ selected }: { selected: string }) {
  const ref = useSelectedTabInView<HTMLAnchorElement>(selected);
  return (
    <nav>
      {['one', 'two', 'three'].map((name) => (
        <a key={name} href={`#${name}`} ref={name === selected ? ref : undefined}>
          {name}
        </a>
      ))}
    </nav>
  );
}

/** A screen `width` px wide, as `matchMedia` answers for max-width queries. */
function screenOf(width: number) {
  window.matchMedia = vi.fn((query: string) => {
    const max = Number(/max-width:\s*(\d+)px/.exec(query)?.[1] ?? Infinity);
    return { matches: width <= max, media: query } as MediaQueryList;
  });
}

describe('useSelectedTabInView', () => {
  const scrollIntoView = vi.fn();
  beforeEach(() => {
    scrollIntoView.mockReset();
    Element.prototype.scrollIntoView = scrollIntoView;
  });
  afterEach(cleanup);

  it('on a phone scrolls the selected tab to the middle of its row, again when another is selected', () => {
    screenOf(390);
    const { rerender } = render(<Tabs selected="three" />);
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(screen.getByRole('link', { name: 'three' }));
    expect(scrollIntoView).toHaveBeenCalledWith({ block: 'nearest', inline: 'center' });

    rerender(<Tabs selected="two" />);
    expect(scrollIntoView).toHaveBeenCalledTimes(2);
    expect(scrollIntoView.mock.contexts[1]).toBe(screen.getByRole('link', { name: 'two' }));
  });

  it('on a desktop screen, where every tab shows, scrolls nothing', () => {
    screenOf(1280);
    render(<Tabs selected="three" />);
    expect(scrollIntoView).not.toHaveBeenCalled();
  });
});
