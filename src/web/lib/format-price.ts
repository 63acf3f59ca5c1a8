import { isSupportedCurrency, minorUnitFactor } from '../../domain/currency';
import { formatMoney } from '../../domain/money';

/**
 * Money in minor units for display, whole amounts without decimals (€45, €45.50), or always with them
 * where amounts are read side by side as accounts (€0.00, €604.10); null if the currency is unsupported.
 */
export function formatPrice(
  amount: number,
  currency: string,
  locale: string,
  { hasCents = false }: { hasCents?: boolean } = {},
): string | null {
  if (!isSupportedCurrency(currency) || !Number.isSafeInteger(amount) || amount < 0) return null;
  const whole = !hasCents && amount % minorUnitFactor(currency) === 0;
  return formatMoney({ amount, currency }, locale, { wholeAmount: whole });
}
