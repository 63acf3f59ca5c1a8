// @vitest-environment jsdom
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { useFormState } from './use-form-state';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Harness() {
  const form = useFormState({ firstName: '', termsAccepted: false }, (v) =>
    v.firstName === '' ? { firstName: 'required' } : {},
  );
  const { error: _nameError, ...firstName } = form.text('firstName');
  const { error: _termsError, ...terms } = form.checkbox('termsAccepted');
  return (
    <form ref={form.formRef}>
      <input aria-label="First name" {...firstName} />
      <input type="checkbox" aria-label="Terms" {...terms} />
      <output>{`${form.values.firstName}|${String(form.values.termsAccepted)}|${String(form.isValid)}`}</output>
    </form>
  );
}

afterEach(() => {
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
});
