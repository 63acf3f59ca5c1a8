// @vitest-environment jsdom
import { act, useRef, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
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

function OneButton({ onClick }: { onClick: () => void }) {
  const ref = useRef<HTMLButtonElement>(null);
  useHeldClick(ref);
  return (
    <button ref={ref} type="button" onClick={onClick} {...holdsClicks}>
      Send enquiry
    </button>
  );
}

function Nested() {
  const ref = useRef<HTMLElement>(null);
  useHeldClick(ref);
  return (
    <section ref={ref} {...holdsClicks}>
      <Part />
    </section>
  );
}

function Maybe({ isShown }: { isShown: boolean }) {
  const ref = useRef<HTMLButtonElement>(null);
  useHeldClick(ref);
  return isShown ? (
    <button ref={ref} type="button" {...holdsClicks}>
      Send enquiry
    </button>
  ) : null;
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

  it('clicks a part that is one button again', async () => {
    let clicks = 0;
    const container = document.createElement('div');
    container.innerHTML = renderToString(<OneButton onClick={() => (clicks += 1)} />);
    document.body.append(container);
    container.querySelector('button')!.setAttribute(heldClickAttribute, '');
    await act(async () => {
      hydrateRoot(container, <OneButton onClick={() => (clicks += 1)} />);
    });
    expect(clicks).toBe(1);
  });

  it('leaves a click held in a part inside it to that part, which clicks it once', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Nested />);
    document.body.append(container);
    container.querySelectorAll('button')[0]!.setAttribute(heldClickAttribute, '');
    await act(async () => {
      hydrateRoot(container, <Nested />);
    });
    expect(container.querySelector('p')!.textContent).toBe('29');
    expect(container.querySelectorAll(`[${livePartAttribute}]`)).toHaveLength(2);
  });

  it('marks a part live that is shown only after a later render', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    await act(async () => root.render(<Maybe isShown={false} />));
    await act(async () => root.render(<Maybe isShown />));
    expect(container.querySelector('button')!.hasAttribute(livePartAttribute)).toBe(true);
    await act(async () => root.unmount());
  });
});
