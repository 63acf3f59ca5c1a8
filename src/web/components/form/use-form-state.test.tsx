// @vitest-environment jsdom
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { heldSubmitAttribute, liveFormAttribute } from '../../lib/held-submit';
import { useFormState } from './use-form-state';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Harness({ onSend }: { onSend?: (firstName: string) => void }) {
  const form = useFormState({ firstName: '', termsAccepted: false }, (v) =>
    v.firstName === '' ? { firstName: 'required' } : {},
  );
  const { error: _nameError, ...firstName } = form.text('firstName');
  const { error: _termsError, ...terms } = form.checkbox('termsAccepted');
  return (
    <form
      ref={form.formRef}
      method="post"
      onSubmit={(event) => {
        event.preventDefault();
        onSend?.(form.values.firstName);
      }}
    >
      <input aria-label="First name" {...firstName} />
      <input type="checkbox" aria-label="Terms" {...terms} />
      <output>{`${form.values.firstName}|${String(form.values.termsAccepted)}|${String(form.isValid)}`}</output>
    </form>
  );
}

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

describe('useFormState on a server-rendered page', () => {
  it('keeps what was typed before the page came alive', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Harness />);
    document.body.append(container);
    // The visitor types and ticks before the code has loaded.
    container.querySelector<HTMLInputElement>('input[name="firstName"]')!.value = 'Marta';
    container.querySelector<HTMLInputElement>('input[name="termsAccepted"]')!.checked = true;

    await act(async () => {
      hydrateRoot(container, <Harness />);
    });

    expect(container.querySelector('output')!.textContent).toBe('Marta|true|true');
    expect(container.querySelector<HTMLInputElement>('input[name="firstName"]')!.value).toBe(
      'Marta',
    );
  });

  it('leaves the initial values when nothing was typed', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Harness />);
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, <Harness />);
    });
    expect(container.querySelector('output')!.textContent).toBe('|false|false');
  });

  it('sends, once and with what was typed, a submit the boot script held before the code came', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Harness />);
    document.body.append(container);
    const form = container.querySelector('form')!;
    expect(form.hasAttribute(liveFormAttribute)).toBe(false);
    container.querySelector<HTMLInputElement>('input[name="firstName"]')!.value = 'Marta';
    form.setAttribute(heldSubmitAttribute, '');

    const sent: string[] = [];
    await act(async () => {
      hydrateRoot(container, <Harness onSend={(name) => sent.push(name)} />);
    });

    expect(sent).toEqual(['Marta']);
    expect(form.hasAttribute(heldSubmitAttribute)).toBe(false);
    expect(form.hasAttribute(liveFormAttribute)).toBe(true);
  });

  it('sends nothing on its own when no submit was held', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Harness />);
    document.body.append(container);
    const sent: string[] = [];
    await act(async () => {
      hydrateRoot(container, <Harness onSend={(name) => sent.push(name)} />);
    });
    expect(sent).toEqual([]);
    expect(container.querySelector('form')!.hasAttribute(liveFormAttribute)).toBe(true);
  });
});

function ErrorHarness({ onSend }: { onSend: () => void }) {
  const form = useFormState({ email: '' }, (v) =>
    v.email.includes('@') ? {} : { email: 'invalid' },
  );
  const { error, ...email } = form.text('email');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSend();
      }}
    >
      <input aria-label="Email" {...email} />
      {error ? <p role="note">{error}</p> : null}
      <button type="submit">Log in</button>
    </form>
  );
}

describe('useFormState: the error a blur reveals', () => {
  it('waits until the press that left the field is over, so the pressed button does not move away before its click', async () => {
    vi.useFakeTimers();
    try {
      let sent = 0;
      render(<ErrorHarness onSend={() => sent++} />);
      const field = screen.getByLabelText('Email');
      const button = screen.getByRole('button', { name: 'Log in' });
      act(() => field.focus());
      fireEvent.change(field, { target: { value: 'not-an-email' } });

      // The browser's order for a press on the button: pointerdown, mousedown (the field loses the
      // focus), pointerup, mouseup, click.
      fireEvent.pointerDown(button);
      fireEvent.mouseDown(button);
      act(() => button.focus());
      // Nothing above the button changed while it is held: the release lands on it.
      expect(screen.queryByRole('note')).toBeNull();
      fireEvent.pointerUp(button);
      fireEvent.mouseUp(button);
      fireEvent.click(button);
      expect(sent).toBe(1);

      act(() => vi.runAllTimers());
      expect(screen.getByRole('note').textContent).toBe('invalid');
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows at once when the field is left with the keyboard', () => {
    render(<ErrorHarness onSend={() => {}} />);
    const field = screen.getByLabelText('Email');
    act(() => field.focus());
    fireEvent.change(field, { target: { value: 'not-an-email' } });
    act(() => field.blur());
    expect(screen.getByRole('note').textContent).toBe('invalid');
  });
});
