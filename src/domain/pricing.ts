// Line items of a booking (spec 000 §3 "Line item", §5, §9), shared by the server (what is charged)
// and the booking panel (the breakdown shown). Amounts are integer minor units of EUR.
//
// Choices (the spec gives the unit wordings, not the arithmetic):
// - 'adult' (per adult): adults × adult price ('line-item/adult'), children × child price
//   ('line-item/child'), infants × infant price ('line-item/infant'). A category without a price is
//   not offered: asking for it is refused. An infant price of 0 means infants go free.
// - 'person' (per person): adults AND children pay the adult price (two lines, adult and child, so
//   the breakdown still shows who is who); infants pay the infant price, and need one like above.
// - 'group' (per group): one 'line-item/group' line, quantity 1 × the adult price, whoever comes.
// - 'day' / 'night': 'line-item/day' or 'line-item/night', quantity = bookingUnits (whole days or
//   nights, 1..365, given by the caller from the booking dates) × the adult price, for the party.
// - Everyone (infants too) counts towards groupPricing.maxGroupSize when one is set, whatever the
//   unit type (spec 000 §5: group bookings cannot exceed the maximum group size).
// - Quantities are whole numbers 0..50 each, and a party needs at least one adult: children and
//   infants come with one.
// - Discount: 'line-item/discount', quantity 1, unitPrice = lineTotal = -round(subtotal × p / 100),
//   percentage -p, for both parties; rounded half up in minor units (10 % of 1 005 = 100.5 -> 101).
//   Left out when it comes to 0.
// - Provider commission (tour operator fee, spec 000 §9: 30 %): 'line-item/provider-commission',
//   provider only, quantity 1, unitPrice = lineTotal = -round(payin × 30 / 100) half up (so the
//   half cent goes to the marketplace), percentage -30. Left out when 0.
// - Customer commission (the marketplace's booking fee, configurable, default 0 %):
//   'line-item/customer-commission', customer only, quantity 1, unitPrice = lineTotal =
//   round(booking price × p / 100) half up, percentage p, on the price after discount. Left out when 0.
// - Every line has lineTotal = unitPrice × quantity and reversal false. payinTotal is the sum of the
//   customer's lines, payoutTotal the sum of the provider's lines, so payin − payout = the two
//   commissions. A free listing (price 0) is valid and gives totals of 0.
// - A refund adds reversal lines (reverseLineItems): each line again with quantity −q, the same unit
//   price, lineTotal −lineTotal and reversal true, so both totals come back to exactly 0.
import { providerCommissionPercent } from './commission';
import { AppError, type ErrorDetail } from './errors';
import { marketplaceCurrency } from './currency';
import { eur, percentOf, type Money } from './money';
import { maxQuantityPerCategory, pricedCategories, type UnitType } from './listing';

export const lineItemCodes = [
  'line-item/adult',
  'line-item/child',
  'line-item/infant',
  'line-item/group',
  'line-item/day',
  'line-item/night',
  'line-item/units',
  'line-item/discount',
  'line-item/customer-commission',
  'line-item/provider-commission',
] as const;
export type LineItemCode = (typeof lineItemCodes)[number];
export type LineItemParty = 'customer' | 'provider';

export type LineItem = {
  code: LineItemCode;
  includeFor: LineItemParty[];
  quantity: number;
  /** May be negative (discount, commission): not built with money(), which refuses negatives. */
  unitPrice: Money;
  lineTotal: Money;
  /** Set on percentage lines (discount, commission): e.g. -10 for a 10 % discount. */
  percentage?: number;
  reversal: boolean;
};

export type PricingQuantities = { adults: number; children: number; infants: number };

/** The part of ListingPublicData pricing reads (ListingPublicData fits). */
export type PricingData = {
  prices?: {
    adult: number;
    child?: { amount: number; ageGroup: string };
    infant?: { amount: number; ageGroup: string };
  };
  groupPricing?: { maxGroupSize: number };
  unitType?: UnitType;
  discountPercent?: number;
};

/**
 * How many of a departure's seats a booking takes. Priced for the whole party (per group, day or
 * night), a booking is one private unit (a boat, a tuk-tuk, a car) whoever comes, so the seats count
 * those units and the party's size is capped by the maximum group size; otherwise one seat each,
 * infants too.
 */
export function seatsTaken(
  data: Pick<PricingData, 'unitType'>,
  { adults, children, infants }: PricingQuantities,
): number {
  return isPricedForTheParty(data.unitType) ? 1 : adults + children + infants;
}

/** A price that is the same whoever comes (quantity 1 × the adult price). */
export const isPricedForTheParty = (unitType: UnitType | undefined): boolean =>
  unitType === 'group' || unitType === 'day' || unitType === 'night';

/** Which people a booking of the listing may include besides adults: a priced category needs its price. */
export function bookableCategories(data: Pick<PricingData, 'unitType' | 'prices'>): {
  children: boolean;
  infants: boolean;
} {
  const priced = pricedCategories(data.unitType);
  return {
    children: !priced.child || Boolean(data.prices?.child),
    infants: !priced.infant || Boolean(data.prices?.infant),
  };
}

export type PriceBreakdown = { lineItems: LineItem[]; payinTotal: Money; payoutTotal: Money };

export const maxBookingUnits = 365;

const lineItemPrefix = 'line-item/';

/** Spec 000 §5: line-item codes must start with line-item/. */
export function assertLineItemCode(code: string): asserts code is LineItemCode {
  if (
    typeof code !== 'string' ||
    !code.startsWith(lineItemPrefix) ||
    code.length === lineItemPrefix.length
  ) {
    throw new AppError(
      'validation-invalid-value',
      `Line-item codes must start with ${lineItemPrefix}, got ${JSON.stringify(code)}`,
      [
        {
          path: 'code',
          code: 'invalid-line-item-code',
          message: `Line-item codes must start with ${lineItemPrefix}`,
        },
      ],
    );
  }
}

/** Spec 000 §3: a code shown as capitalised text with dashes turned into spaces. */
export function lineItemLabel(code: string): string {
  assertLineItemCode(code);
  const words = code.slice(lineItemPrefix.length).replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const signedEur = (amount: number): Money => ({
  amount: amount + 0,
  currency: marketplaceCurrency,
});

function line(
  code: LineItemCode,
  quantity: number,
  unitAmount: number,
  options: { includeFor?: LineItemParty[]; percentage?: number } = {},
): LineItem {
  assertLineItemCode(code);
  const total = unitAmount * quantity;
  if (!Number.isSafeInteger(total)) throw new AppError('money-invalid-amount', 'Amount too large');
  const item: LineItem = {
    code,
    includeFor: options.includeFor ?? ['customer', 'provider'],
    quantity,
    unitPrice: unitAmount < 0 ? signedEur(unitAmount) : eur(unitAmount),
    lineTotal: total < 0 ? signedEur(total) : eur(total),
    reversal: false,
  };
  if (options.percentage !== undefined) item.percentage = options.percentage;
  return item;
}

function invalid(message: string, details: ErrorDetail[]): never {
  throw new AppError('validation-invalid-value', message, details);
}

const isMinorAmount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

export function computeLineItems(input: {
  publicData: PricingData;
  quantities: PricingQuantities;
  /** Whole days or nights of the booking; required for 'day' and 'night' unit types. */
  bookingUnits?: number;
  /** Defaults to the tour operator fee (30). */
  commissionPercent?: number;
  /** The booking fee added for the customer; defaults to 0. */
  customerCommissionPercent?: number;
}): PriceBreakdown {
  const { publicData, quantities } = input;
  const unitType: UnitType = publicData.unitType ?? 'adult';
  const prices = publicData.prices;
  if (!prices || !isMinorAmount(prices.adult)) {
    invalid('Oops, this activity has no price set!', [
      { path: 'prices.adult', code: 'no-price', message: 'The listing has no price' },
    ]);
  }
  const adultPrice = prices.adult;

  const problems: ErrorDetail[] = [];
  for (const key of ['adults', 'children', 'infants'] as const) {
    const value = quantities[key];
    if (!Number.isInteger(value) || value < 0 || value > maxQuantityPerCategory) {
      problems.push({
        path: `quantities.${key}`,
        code: 'invalid-quantity',
        message: `${key} must be a whole number from 0 to ${maxQuantityPerCategory}, got ${String(value)}`,
      });
    }
  }
  if (problems.length > 0)
    invalid(`Invalid quantities: ${problems.map((p) => p.message).join('; ')}`, problems);
  const { adults, children, infants } = quantities;
  if (adults + children < 1) {
    invalid('At least one adult or child is required', [
      {
        path: 'quantities',
        code: 'no-participants',
        message: 'At least one adult or child is required',
      },
    ]);
  }
  // Children and infants travel with an adult (issue 14).
  if (adults < 1) {
    invalid('Children and infants need at least one adult', [
      {
        path: 'quantities.adults',
        code: 'adult-required',
        message: 'Children and infants need at least one adult',
      },
    ]);
  }
  const people = adults + children + infants;
  const maxGroupSize = publicData.groupPricing?.maxGroupSize;
  if (maxGroupSize !== undefined && people > maxGroupSize) {
    invalid(
      `Group bookings cannot exceed the maximum group size of ${maxGroupSize} (asked for ${people})`,
      [
        {
          path: 'quantities',
          code: 'group-too-large',
          message: 'Group bookings cannot exceed the maximum group size',
          maxGroupSize,
          people,
        },
      ],
    );
  }

  const offered = bookableCategories(publicData);
  for (const [key, quantity, isOffered] of [
    ['child', children, offered.children],
    ['infant', infants, offered.infants],
  ] as const) {
    if (quantity > 0 && !isOffered) {
      invalid(
        `This listing has no ${key} price: ${key === 'child' ? 'children' : 'infants'} cannot be booked`,
        [
          {
            path: key === 'child' ? 'quantities.children' : 'quantities.infants',
            code: 'category-not-offered',
            message: `No ${key} price is set`,
          },
        ],
      );
    }
  }
  const categoryPrice = (key: 'child' | 'infant'): number => {
    const amount = prices![key]?.amount ?? 0;
    if (!isMinorAmount(amount))
      invalid(`The ${key} price is not a valid amount`, [
        { path: `prices.${key}`, code: 'no-price' },
      ]);
    return amount;
  };

  const lines: LineItem[] = [];
  switch (unitType) {
    case 'adult':
    case 'person': {
      const childPrice = unitType === 'person' ? adultPrice : categoryPrice('child');
      const infantPrice = categoryPrice('infant');
      if (adults > 0) lines.push(line('line-item/adult', adults, adultPrice));
      if (children > 0) lines.push(line('line-item/child', children, childPrice));
      if (infants > 0) lines.push(line('line-item/infant', infants, infantPrice));
      break;
    }
    case 'group':
      lines.push(line('line-item/group', 1, adultPrice));
      break;
    case 'day':
    case 'night': {
      const units = input.bookingUnits;
      if (units === undefined || !Number.isInteger(units) || units < 1 || units > maxBookingUnits) {
        invalid(
          `A booking priced per ${unitType} needs a whole number of ${unitType}s from 1 to ${maxBookingUnits}`,
          [
            {
              path: 'bookingUnits',
              code: 'invalid-booking-units',
              message: `Whole ${unitType}s from 1 to ${maxBookingUnits}`,
            },
          ],
        );
      }
      lines.push(
        line(unitType === 'day' ? 'line-item/day' : 'line-item/night', units!, adultPrice),
      );
      break;
    }
    default:
      invalid(`Unknown unit type ${JSON.stringify(unitType)}`, [
        { path: 'unitType', code: 'unknown-unit-type' },
      ]);
  }

  const subtotal = lines.reduce((sum, item) => sum + item.lineTotal.amount, 0);
  const discountPercent = publicData.discountPercent ?? 0;
  if (!Number.isInteger(discountPercent) || discountPercent < 0 || discountPercent > 100) {
    invalid('The discount must be a whole percent from 0 to 100', [
      { path: 'discountPercent', code: 'invalid-discount' },
    ]);
  }
  const discount = percentOf(subtotal, discountPercent);
  if (discount > 0)
    lines.push(line('line-item/discount', 1, -discount, { percentage: -discountPercent }));
  const payin = subtotal - discount;

  const percentInput = (value: number, path: string): number => {
    if (!Number.isInteger(value) || value < 0 || value > 100) {
      invalid('The commission must be a whole percent from 0 to 100', [
        { path, code: 'invalid-commission' },
      ]);
    }
    return value;
  };
  const commissionPercent = percentInput(
    input.commissionPercent ?? providerCommissionPercent,
    'commissionPercent',
  );
  const customerPercent = percentInput(
    input.customerCommissionPercent ?? 0,
    'customerCommissionPercent',
  );
  const customerCommission = percentOf(payin, customerPercent);
  if (customerCommission > 0) {
    lines.push(
      line('line-item/customer-commission', 1, customerCommission, {
        includeFor: ['customer'],
        percentage: customerPercent,
      }),
    );
  }
  const commission = percentOf(payin, commissionPercent);
  if (commission > 0) {
    lines.push(
      line('line-item/provider-commission', 1, -commission, {
        includeFor: ['provider'],
        percentage: -commissionPercent,
      }),
    );
  }

  return withTotals(lines);
}

const sumFor = (lines: readonly LineItem[], party: LineItemParty) =>
  lines
    .filter((item) => item.includeFor.includes(party))
    .reduce((sum, item) => sum + item.lineTotal.amount, 0);

/** The totals of line items: payin the customer's lines, payout the provider's. */
export function withTotals(lines: LineItem[]): PriceBreakdown {
  return {
    lineItems: lines,
    payinTotal: signedEur(sumFor(lines, 'customer')),
    payoutTotal: signedEur(sumFor(lines, 'provider')),
  };
}

/** A full refund: every line not yet reversed, reversed (quantity −q, lineTotal −lineTotal), appended. */
export function reverseLineItems(lines: readonly LineItem[]): PriceBreakdown {
  if (lines.some((item) => item.reversal)) return withTotals([...lines]);
  const reversals = lines.map((item): LineItem => ({
    ...item,
    quantity: -item.quantity,
    lineTotal: signedEur(-item.lineTotal.amount),
    reversal: true,
  }));
  return withTotals([...lines, ...reversals]);
}
