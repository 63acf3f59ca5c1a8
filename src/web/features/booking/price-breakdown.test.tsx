// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { reverseLineItems, type LineItem } from '../../../domain/pricing';
import { TestProviders } from '../../test/render-app';
import { PriceBreakdown } from './price-breakdown';

afterEach(cleanup);

const eur = (amount: number) => ({ amount, currency: 'EUR' as const });
const adults: LineItem = {
  code: 'line-item/adult',
  includeFor: ['customer', 'provider'],
  quantity: 2,
  unitPrice: eur(6500),
  lineTotal: eur(13000),
  reversal: false,
};

describe('PriceBreakdown', () => {
  it('shows a refund line with its count, and the amount going back as negative', () => {
    const refund = reverseLineItems([adults]).lineItems.find((line) => line.reversal)!;
    render(
      <TestProviders>
        <PriceBreakdown lines={[adults, refund]} total={0} />
      </TestProviders>,
    );
    const rows = [...document.querySelectorAll('.breakdown__row')].map((row) =>
      [...row.children].map((cell) => cell.textContent),
    );
    expect(rows).toEqual([
      ['2 adults × €65', '€130'],
      ['Refund: 2 adults × €65', '−€130'],
      ['Total', '€0'],
    ]);
  });
});
