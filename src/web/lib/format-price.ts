import { isSupportedCurrency, minorUnitFactor } from '../../domain/currency';
import { formatMoney } from '../../domain/money';

/** Money in minor units for display, whole amounts without decimals (€45, €45.50); null if the currency is unsupported. */
export function formatPrice(amount: number, currency: string, locale: string): string | null {
  if (!isSupportedCurrency(currency) || !Number.isSafeInteger(amount) || amount < 0) return null;
  const whole = amount % minorUnitFactor(currency) === 0;
  return formatMoney({ amount, currency }, locale, { wholeAmount: whole });
}
