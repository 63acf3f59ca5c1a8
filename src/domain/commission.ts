// On its own so that a page stating the fee (the tour operators' page) needs none of the price rules.

/** Tour operator fee of spec 000 §9. */
export const providerCommissionPercent = 30;
