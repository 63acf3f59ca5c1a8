// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TestProviders } from '../../test/render-app';
import { CheckboxField, TextAreaField, TextField } from './form-fields';

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

describe('FormField, under each field', () => {
  it('wires the label, the hint or else the error (a message id) to the control', () => {
    const { container, rerender } = render(
      <TestProviders>
        <TextField id="email" label="Email" hint="We write to it" />
        <CheckboxField id="terms" label="Terms" />
      </TestProviders>,
    );
    const email = screen.getByLabelText<HTMLInputElement>('Email');
    expect(email.className).toBe('input');
    expect(email.getAttribute('aria-describedby')).toBe('email-hint');
    expect(container.querySelector('#email-hint')?.textContent).toBe('We write to it');
    const terms = screen.getByLabelText<HTMLInputElement>('Terms');
    expect(terms.closest('.field')?.className).toBe('field field--checkbox');
    expect(terms.nextElementSibling?.tagName).toBe('LABEL');

    rerender(
      <TestProviders>
        <TextField
          id="email"
          label="Email"
          hint="We write to it"
          error="accounts.validation.emailInvalid"
        />
        <CheckboxField id="terms" label="Terms" error="accounts.validation.termsRequired" />
      </TestProviders>,
    );
    expect(email.className).toBe('input input--invalid');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(email.getAttribute('aria-describedby')).toBe('email-error');
    expect(container.querySelector('#email-hint')).toBeNull();
    expect(container.querySelector('#email-error.field__error')?.textContent).toBe(
      'A valid email address is required',
    );
    expect(terms.getAttribute('aria-describedby')).toBe('terms-error');
    expect(container.querySelector('#terms-error')?.textContent).toBe(
      'Please accept the terms of service to continue',
    );
  });
});
