// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MessageText } from './message-text';

afterEach(cleanup);

describe('message text', () => {
  it('turns web links into links that open apart, leaving trailing punctuation outside', () => {
    const { container } = render(
      <MessageText text="Map: https://maps.example.com/levada?x=1. See you!" />,
    );
    const link = container.querySelector('a')!;
    expect([
      link.getAttribute('href'),
      link.getAttribute('rel'),
      link.getAttribute('target'),
    ]).toEqual(['https://maps.example.com/levada?x=1', 'noopener noreferrer nofollow', '_blank']);
    expect(container.textContent).toBe('Map: https://maps.example.com/levada?x=1. See you!');
  });

  it('never makes markup or script links of the text', () => {
    const { container } = render(
      <MessageText text={'<img src=x onerror=alert(1)> javascript:alert(1) ftp://x'} />,
    );
    expect(container.querySelector('img, a')).toBeNull();
    expect(container.textContent).toBe('<img src=x onerror=alert(1)> javascript:alert(1) ftp://x');
  });

  it('lets long words break after slashes and commas', () => {
    const { container } = render(<MessageText text="Caldeirão/Verde/Queimadas,Santana" />);
    expect(container.querySelectorAll('wbr')).toHaveLength(3);
    expect(container.textContent).toBe('Caldeirão/Verde/Queimadas,Santana');
  });
});
