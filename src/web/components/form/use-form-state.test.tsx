// @vitest-environment jsdom
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
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
