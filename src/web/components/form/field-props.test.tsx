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
