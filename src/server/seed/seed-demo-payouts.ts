import { isConnectSimulator } from '../../integrations/payouts/connect-simulator';
import type { Payouts } from '../../integrations/payouts/payouts';
import { payoutCountryOf } from '../../domain/payout-countries';
import type { Clock } from '../clock';
import { createBankToken } from '../modules/payouts/create-bank-token';
import { savePayoutDetails } from '../modules/payouts/save-payout-details';
import type { Db } from '../db/client';
import type { DemoUser } from './demo-listings';

/** A Portuguese IBAN for a bank code and account digits, with its real check digits (ISO 13616). */
export function portugueseIban(bban: string): string {
  let remainder = 0;
  // The BBAN, then "PT00" with its letters as numbers (P = 25, T = 29).
  for (const d of `${bban}252900`) remainder = (remainder * 10 + Number(d)) % 97;
  return `PT${String(98 - remainder).padStart(2, '0')}${bban}`;
}

/**
 * Every demo operator gets a real payout account with the payout provider, made the way the payout
 * page makes one (bank token, then the details), so travellers can book them and the demo's captured
 * bookings are transferred and paid out by the job runner. Only with the Connect simulator: Stripe
 * would need real people. The first operator is an individual, the others their companies (Lda).
 */
export async function seedDemoPayouts(
  deps: { db: Db; clock: Clock; payouts: Payouts },
  operators: Array<{ user: DemoUser; id: string }>,
): Promise<number> {
  if (!isConnectSimulator(deps.payouts)) return 0;
  const country = payoutCountryOf('PT')!;
  let made = 0;
  for (const [index, { user, id }] of operators.entries()) {
    const { token } = await createBankToken(deps, {
      country: 'PT',
      currency: country.currency,
      fields: { iban: portugueseIban(`0033000045${String(1000 + index).padStart(11, '0')}`) },
    });
    const address = {
      line1: 'Rua da Alfândega 10',
      city: 'Funchal',
      postalCode: '9000-059',
      country: 'PT',
    };
    const isCompany = index > 0 && Boolean(user.companyName);
    await savePayoutDetails(
      deps,
      { id },
      {
        country: 'PT',
        businessType: isCompany ? 'company' : 'individual',
        email: user.email,
        phone: user.phoneNumber ?? '+351 291 000 000',
        businessUrl: 'https://levada.example',
        ...(isCompany
          ? {
              company: {
                name: user.companyName!,
                taxId: `PT5${String(14_000_000 + index)}`,
                address,
              },
            }
          : {}),
        persons: [
          {
            firstName: user.firstName,
            lastName: user.lastName,
            dob: { day: 12, month: 5, year: 1978 + index },
            address,
            ...(isCompany
              ? {
                  relationship: {
                    isRepresentative: true,
                    title: 'Gerente',
                    isOwner: true,
                    percentOwnership: 100,
                  },
                }
              : {}),
          },
        ],
        bankToken: token,
        isTosAccepted: true,
      },
      '127.0.0.1',
    );
    made++;
  }
  return made;
}
