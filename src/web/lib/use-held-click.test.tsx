// @vitest-environment jsdom
import { act, useRef, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { heldClickAttribute, holdsClicks, livePartAttribute, useHeldClick } from './use-held-click';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  document.body.innerHTML = '';
});

function Part() {
  const ref = useRef<HTMLElement>(null);
  useHeldClick(ref);
  const [chosen, setChosen] = useState('none');
  return (
    <section ref={ref} {...holdsClicks}>
      <button type="button" onClick={() => setChosen('29')}>
        29
      </button>
      <button type="button" onClick={() => setChosen('30')}>
        30
      </button>
      <p>{chosen}</p>
    </section>
  );
}

describe('a part whose buttons were clicked before its code came', () => {
  it('clicks the held button again once hydrated, and is then live', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Part />);
    document.body.append(container);
    // What the boot script did with the visitor's click (boot.test.ts).
    container.querySelectorAll('button')[1]!.setAttribute(heldClickAttribute, '');

    await act(async () => {
      hydrateRoot(container, <Part />);
    });
    expect(container.querySelector('p')!.textContent).toBe('30');
    expect(container.querySelector(`[${heldClickAttribute}]`)).toBeNull();
    expect(container.querySelector('section')!.hasAttribute(livePartAttribute)).toBe(true);
  });

  it('clicks nothing when nothing was held', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Part />);
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, <Part />);
    });
    expect(container.querySelector('p')!.textContent).toBe('none');
  });
});
