// @vitest-environment jsdom
import { zodResolver } from '@hookform/resolvers/zod';
import { act } from 'react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { TestProviders } from '../../test/render-app';
import { fieldProps } from './field-props';
import { PasswordField } from './form-fields';

const schema = z.object({ password: z.string().min(8) });

function Harness({ onSend }: { onSend: (password: string) => void }) {
  const form = useForm<z.infer<typeof schema>>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { password: '' },
  });
  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit((b) => onSend(b.password))(event)}>
      <PasswordField
        id="password"
        label="Password"
        {...fieldProps(form, 'password', (value) =>
          value === ''
            ? 'accounts.validation.passwordRequired'
            : 'accounts.validation.passwordTooShort',
        )}
      />
      <button type="submit">Save</button>
    </form>
  );
}

const renderHarness = (onSend = vi.fn()) => {
  render(
    <TestProviders>
      <Harness onSend={onSend} />
    </TestProviders>,
  );
  return onSend;
};
const error = () => document.getElementById('password-error')?.textContent ?? null;

afterEach(cleanup);

describe('fieldProps', () => {
  it('shows nothing before the field is left, then the message id for why the schema refused it', async () => {
    renderHarness();
    const field = screen.getByLabelText('Password');
    act(() => field.focus());
    fireEvent.change(field, { target: { value: 'short' } });
    expect(error()).toBeNull();
    await act(async () => field.blur());
    expect(error()).toBe('The password needs at least 8 characters');
    expect(field.getAttribute('aria-describedby')).toBe('password-error');
    fireEvent.change(field, { target: { value: 'long enough' } });
    await act(async () => {});
    expect(error()).toBeNull();
  });

  it('shows every error after a submit was tried, and sends nothing', async () => {
    const onSend = renderHarness();
    await act(async () => screen.getByRole('button', { name: 'Save' }).click());
    expect(error()).toBe('A password is required');
    expect(onSend).not.toHaveBeenCalled();
  });
});

describe('fieldProps: the error a blur reveals', () => {
  it('waits until the press that left the field is over, so the pressed button does not move away before its click', async () => {
    vi.useFakeTimers();
    try {
      const onSend = renderHarness();
      const field = screen.getByLabelText('Password');
      const button = screen.getByRole('button', { name: 'Save' });
      act(() => field.focus());
      fireEvent.change(field, { target: { value: 'long enough' } });

      // The browser's order for a press on the button: pointerdown, mousedown (the field loses the
      // focus), pointerup, mouseup, click.
      fireEvent.pointerDown(button);
      fireEvent.mouseDown(button);
      act(() => button.focus());
      // Nothing above the button changed while it is held: the release lands on it.
      fireEvent.pointerUp(button);
      fireEvent.mouseUp(button);
      await act(async () => fireEvent.click(button));
      await act(async () => vi.runAllTimersAsync());
      expect(onSend).toHaveBeenCalledWith('long enough');
    } finally {
      vi.useRealTimers();
    }
  });

  it("holds a refused field's error while the press lasts, and shows it after", async () => {
    vi.useFakeTimers();
    try {
      renderHarness();
      const field = screen.getByLabelText('Password');
      const button = screen.getByRole('button', { name: 'Save' });
      act(() => field.focus());
      fireEvent.change(field, { target: { value: 'short' } });
      fireEvent.pointerDown(button);
      fireEvent.mouseDown(button);
      await act(async () => button.focus());
      expect(error()).toBeNull();
      fireEvent.pointerUp(button);
      fireEvent.mouseUp(button);
      await act(async () => vi.runAllTimersAsync());
      expect(error()).toBe('The password needs at least 8 characters');
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows at once when the field is left with the keyboard', async () => {
    renderHarness();
    const field = screen.getByLabelText('Password');
    act(() => field.focus());
    fireEvent.change(field, { target: { value: 'short' } });
    await act(async () => field.blur());
    expect(error()).toBe('The password needs at least 8 characters');
  });
});
