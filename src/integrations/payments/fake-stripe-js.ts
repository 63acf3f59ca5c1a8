// For tests only (never shipped): a stand-in for Stripe.js (js.stripe.com) that talks HTTP to the
// Stripe-shaped API of fake-stripe-api.ts, as the real script talks to api.stripe.com.
//
//   installFakeStripeJs(window, `http://127.0.0.1:${fake.port}`);   // what the script tag would do
//   page.route('https://js.stripe.com/**', (r) => r.fulfill({ body: fakeStripeJsScript(apiBase) }));
//
// window.Stripe(publishableKey) answers what @stripe/stripe-js and @stripe/react-stripe-js use:
// elements().create('card') is a real card field (three inputs: number, expiry, CVC, labelled as
// Stripe's iframe labels them, with 'ready' and 'change' events); confirmCardPayment and
// confirmCardSetup POST /v1/payment_intents/:id/confirm or /v1/setup_intents/:id/confirm with the
// client secret and the typed card as payment_method_data (or a saved payment_method);
// retrievePaymentIntent GETs the intent. Answers come back as Stripe.js gives them:
// `{ paymentIntent }`, `{ setupIntent }` or `{ error }` (the API's error object). The function is
// self-contained so it can be sent to a browser as a script.

type Handler = (event: unknown) => void;
type CardElementLike = { readInputs: () => Record<string, string> };

export function installFakeStripeJs(win: Window, apiBase: string): void {
  function createStripe(publishableKey: string) {
    const intentIdOf = (clientSecret: string) => clientSecret.split('_secret_')[0] ?? '';
    async function call(method: 'GET' | 'POST', path: string, form: URLSearchParams) {
      const url = `${apiBase}${path}${method === 'GET' ? `?${form.toString()}` : ''}`;
      const response = await win.fetch(url, {
        method,
        headers: {
          authorization: `Bearer ${publishableKey}`,
          ...(method === 'POST' ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        },
        ...(method === 'POST' ? { body: form.toString() } : {}),
      });
      const json = (await response.json()) as { error?: unknown };
      return response.ok ? { ok: true as const, json } : { ok: false as const, error: json.error };
    }
    function confirmForm(clientSecret: string, data: Record<string, unknown> | undefined) {
      const form = new URLSearchParams({ client_secret: clientSecret, use_stripe_sdk: 'true' });
      const method = data?.payment_method;
      if (typeof method === 'string') form.set('payment_method', method);
      else if (method && typeof method === 'object' && 'card' in method) {
        const card = (method as { card: CardElementLike }).card.readInputs();
        form.set('payment_method_data[type]', 'card');
        for (const [name, value] of Object.entries(card))
          form.set(`payment_method_data[card][${name}]`, value);
      }
      if (typeof data?.setup_future_usage === 'string')
        form.set('setup_future_usage', data.setup_future_usage);
      return form;
    }
    function createCardElement() {
      const handlers: Record<string, Handler[]> = {};
      let root: HTMLElement | null = null;
      const emit = (event: string, payload: unknown) => {
        for (const handler of handlers[event] ?? []) handler(payload);
      };
      const input = (name: string, label: string, autocomplete: string, placeholder: string) => {
        const field = win.document.createElement('input');
        field.name = name;
        field.setAttribute('aria-label', label);
        field.setAttribute('autocomplete', autocomplete);
        field.inputMode = 'numeric';
        field.placeholder = placeholder;
        field.addEventListener('input', () => {
          const values = element.readInputs();
          const isEmpty = !values.number && !values.exp_month && !values.cvc;
          emit('change', {
            elementType: 'card',
            empty: isEmpty,
            complete: !!(values.number && values.exp_year && values.cvc),
            error: undefined,
          });
        });
        return field;
      };
      const element = {
        mount(target: string | HTMLElement) {
          root = typeof target === 'string' ? win.document.querySelector(target) : target;
          if (!root) throw new Error('IntegrationError: mount target not found');
          root.append(
            input('cardnumber', 'Credit or debit card number', 'cc-number', '1234 1234 1234 1234'),
            input('exp-date', 'Credit or debit card expiration date', 'cc-exp', 'MM / YY'),
            input('cvc', 'Credit or debit card CVC', 'cc-csc', 'CVC'),
          );
          void Promise.resolve().then(() => emit('ready', element));
        },
        on(event: string, handler: Handler) {
          (handlers[event] ??= []).push(handler);
          if (event === 'ready' && root) void Promise.resolve().then(() => handler(element));
          return element;
        },
        off(event: string, handler: Handler) {
          handlers[event] = (handlers[event] ?? []).filter((h) => h !== handler);
          return element;
        },
        update() {},
        focus() {
          root?.querySelector('input')?.focus();
        },
        blur() {},
        clear() {
          for (const field of root?.querySelectorAll('input') ?? []) field.value = '';
        },
        unmount() {
          root?.replaceChildren();
          root = null;
        },
        destroy() {
          element.unmount();
        },
        readInputs(): Record<string, string> {
          const value = (name: string) =>
            root?.querySelector<HTMLInputElement>(`input[name="${name}"]`)?.value ?? '';
          const [month = '', year = ''] = value('exp-date')
            .split('/')
            .map((part) => part.trim());
          return {
            number: value('cardnumber').replace(/\s/g, ''),
            exp_month: month,
            exp_year: year,
            cvc: value('cvc'),
          };
        },
      };
      return element;
    }
    const stripe = {
      elements() {
        return {
          create(type: string) {
            if (type !== 'card')
              throw new Error(`IntegrationError: ${type} is not in the stand-in`);
            return createCardElement();
          },
          getElement() {
            return null;
          },
          update() {},
        };
      },
      async retrievePaymentIntent(clientSecret: string) {
        const form = new URLSearchParams({ client_secret: clientSecret });
        const answer = await call('GET', `/v1/payment_intents/${intentIdOf(clientSecret)}`, form);
        return answer.ok ? { paymentIntent: answer.json } : { error: answer.error };
      },
      async confirmCardPayment(clientSecret: string, data?: Record<string, unknown>) {
        const path = `/v1/payment_intents/${intentIdOf(clientSecret)}/confirm`;
        const answer = await call('POST', path, confirmForm(clientSecret, data));
        return answer.ok ? { paymentIntent: answer.json } : { error: answer.error };
      },
      async confirmCardSetup(clientSecret: string, data?: Record<string, unknown>) {
        const path = `/v1/setup_intents/${intentIdOf(clientSecret)}/confirm`;
        const answer = await call('POST', path, confirmForm(clientSecret, data));
        return answer.ok ? { setupIntent: answer.json } : { error: answer.error };
      },
      createToken() {
        return Promise.resolve({
          error: { type: 'invalid_request_error', code: 'not_in_stand_in' },
        });
      },
      createPaymentMethod() {
        return Promise.resolve({
          error: { type: 'invalid_request_error', code: 'not_in_stand_in' },
        });
      },
      _registerWrapper() {},
      registerAppInfo() {},
    };
    return stripe;
  }
  // The release train @stripe/stripe-js expects of the script (another only makes it warn).
  (win as unknown as { Stripe: unknown }).Stripe = Object.assign(createStripe, {
    version: 'endive',
  });
}

/** The stand-in as the body of a script (for a browser's js.stripe.com route). */
export const fakeStripeJsScript = (apiBase: string): string =>
  `(${installFakeStripeJs.toString()})(window, ${JSON.stringify(apiBase)});`;
