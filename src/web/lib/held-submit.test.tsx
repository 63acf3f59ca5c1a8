// @vitest-environment jsdom
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { heldSubmitAttribute, liveFormAttribute, useHeldSubmit } from './held-submit';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A form as the auth forms write it: react-hook-form, no default values for what may be typed early. */
function Harness({ onSend }: { onSend?: (firstName: string) => void }) {
  const formRef = useRef<HTMLFormElement>(null);
  useHeldSubmit(formRef);
  const form = useForm<{ firstName: string; termsAccepted: boolean }>({ mode: 'onTouched' });
  const values = form.watch();
  return (
    <form
      ref={formRef}
      method="post"
      onSubmit={(event) => void form.handleSubmit((v) => onSend?.(v.firstName))(event)}
    >
      <input aria-label="First name" {...form.register('firstName')} />
      <input type="checkbox" aria-label="Terms" {...form.register('termsAccepted')} />
      <output>{`${values.firstName ?? ''}|${String(values.termsAccepted ?? false)}`}</output>
    </form>
  );
}

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

describe('a form on react-hook-form with useHeldSubmit on a server-rendered page', () => {
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

    expect(container.querySelector('output')!.textContent).toBe('Marta|true');
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
    expect(container.querySelector('output')!.textContent).toBe('|false');
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
    // react-hook-form's submit resolves a tick later.
    await act(async () => {});

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
