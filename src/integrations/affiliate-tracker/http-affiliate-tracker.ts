import type { AffiliateTracker } from './affiliate-tracker';

type Fetch = typeof globalThis.fetch;

/**
 * A hosted affiliate tracker's server-to-server conversion call (a postback): POST the configured
 * URL with the bearer token and the conversion as JSON (order id, partner, value in major units,
 * currency, time). A refusal throws, so the job runner retries. Loaded with `import()` only with
 * AFFILIATE_TRACKER_URL (decision 163).
 */
export function createHttpAffiliateTracker(options: {
  url: string;
  token: string | undefined;
  fetch?: Fetch;
}): AffiliateTracker {
  const send = options.fetch ?? globalThis.fetch;
  return {
    kind: 'http',
    async reportConversion(conversion) {
      const response = await send(options.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        },
        body: JSON.stringify({
          order_id: conversion.transactionId,
          partner_id: conversion.affiliateId,
          amount: conversion.valueMinor / 100,
          currency: conversion.currency,
          occurred_at: conversion.at.toISOString(),
        }),
        signal: AbortSignal.timeout(15_000),
      });
      if (!response.ok)
        throw new Error(
          `The affiliate tracker refused the conversion: ${response.status} ${await response.text()}`,
        );
    },
  };
}
