// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TestProviders } from '../../test/render-app';
import { TextAreaField } from './form-fields';

function Harness({ onSubmit }: { onSubmit: (content: string) => void }) {
  const form = useForm<{ content: string }>({ defaultValues: { content: '' } });
  return (
    <form onSubmit={form.handleSubmit((body) => onSubmit(body.content))}>
      <TextAreaField
        id="note"
        label="Note"
        maxLength={5000}
        value={form.watch('content')}
        {...form.register('content')}
      />
      <button type="submit">Send</button>
    </form>
  );
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('TextAreaField', () => {
  it('grows with its text, counts it against the limit and still reports its value to the form', async () => {
    // jsdom lays nothing out: the content height follows the number of lines.
    vi.spyOn(HTMLTextAreaElement.prototype, 'scrollHeight', 'get').mockImplementation(function (
      this: HTMLTextAreaElement,
    ) {
      return 24 * (this.value.split('\n').length + 1);
    });
    const sent: string[] = [];
    render(
      <TestProviders>
        <Harness onSubmit={(content) => sent.push(content)} />
      </TestProviders>,
    );
    const box = screen.getByLabelText<HTMLTextAreaElement>('Note');
    expect(box.getAttribute('maxlength')).toBe('5000');
    const empty = box.style.height;
    expect(empty).toBe('50px');
    fireEvent.change(box, { target: { value: 'one\ntwo\nthree\nfour' } });
    expect(box.style.height).toBe('122px');
    expect(screen.getByText(/18\D+5,?000/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await vi.waitFor(() => expect(sent).toEqual(['one\ntwo\nthree\nfour']));
  });
});
