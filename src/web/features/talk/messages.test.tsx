// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TestProviders } from '../../test/render-app';
import { MessageForm } from './messages';

afterEach(cleanup);

const replies = [
  { title: 'Hotel pickup', message: 'We pick you up at your hotel at 8:45.' },
  { title: '', message: 'Bring walking shoes.' },
];

describe('MessageForm quick replies', () => {
  it('fill an empty box, and are added after what is typed instead of replacing it', () => {
    render(
      <TestProviders>
        <MessageForm transactionId="6f0e2a52-0c1b-4a53-9a0e-3f4f9d9b0a11" quickReplies={replies} />
      </TestProviders>,
    );
    const box = screen.getByRole('textbox') as HTMLTextAreaElement;
    fireEvent.click(screen.getByRole('button', { name: 'Hotel pickup' }));
    expect(box.value).toBe('We pick you up at your hotel at 8:45.');
    fireEvent.change(box, { target: { value: 'Hello Claire,  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Bring walking shoes.' }));
    expect(box.value).toBe('Hello Claire,\n\nBring walking shoes.');
  });
});
