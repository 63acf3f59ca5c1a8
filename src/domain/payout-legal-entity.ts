// The legal entity of a payout account and a company's people in the provider's (Stripe's) fields,
// from the payout details: the browser wraps them in account and person tokens with Stripe.js when
// Stripe is configured, the Connect adapter sends them directly otherwise. One mapping, so the tokens
// and the direct requests carry the same data.

type Optional<T> = T | undefined;

export type LegalEntityAddress = {
  line1: string;
  line2?: Optional<string>;
  city: string;
  postalCode: string;
  state?: Optional<string>;
  country: string;
};

export type LegalEntityPerson = {
  firstName: string;
  lastName: string;
  email?: Optional<string>;
  phone?: Optional<string>;
  dob: { day: number; month: number; year: number };
  address: LegalEntityAddress;
  idNumber?: Optional<string>;
  /** Company accounts: the account opener is the representative; owners hold 25 % or more. */
  relationship?: Optional<{
    isRepresentative?: Optional<boolean>;
    isOwner?: Optional<boolean>;
    isDirector?: Optional<boolean>;
    title?: Optional<string>;
    percentOwnership?: Optional<number>;
  }>;
};

export type LegalEntityDetails = {
  businessType: 'individual' | 'company';
  phone?: Optional<string>;
  company?: Optional<{
    name: string;
    taxId?: Optional<string>;
    phone?: Optional<string>;
    address: LegalEntityAddress;
  }>;
  /** The individual, or the company's account opener first. */
  persons: readonly LegalEntityPerson[];
};

export const providerAddress = (a: LegalEntityAddress) => ({
  line1: a.line1,
  ...(a.line2 ? { line2: a.line2 } : {}),
  city: a.city,
  postal_code: a.postalCode,
  ...(a.state ? { state: a.state } : {}),
  country: a.country,
});

export const providerPerson = (p: LegalEntityPerson) => ({
  first_name: p.firstName,
  last_name: p.lastName,
  ...(p.email ? { email: p.email } : {}),
  ...(p.phone ? { phone: p.phone } : {}),
  dob: p.dob,
  address: providerAddress(p.address),
  ...(p.idNumber ? { id_number: p.idNumber } : {}),
});

/** A company's person (representative, owner or director) with their relationship to it. */
export const providerCompanyPerson = (p: LegalEntityPerson) => ({
  ...providerPerson(p),
  relationship: {
    representative: p.relationship?.isRepresentative ?? false,
    owner: p.relationship?.isOwner ?? false,
    director: p.relationship?.isDirector ?? false,
    ...(p.relationship?.title ? { title: p.relationship.title } : {}),
    ...(p.relationship?.percentOwnership !== undefined
      ? { percent_ownership: p.relationship.percentOwnership }
      : {}),
  },
});

/**
 * business_type with `individual` (the person, with the account's phone) or `company` (name, tax id,
 * phone, address). A company's people are not in it: they are added as persons of the account.
 */
export function providerLegalEntity(details: LegalEntityDetails) {
  const individual = details.persons[0];
  const company = details.company;
  return {
    business_type: details.businessType,
    ...(details.businessType === 'individual' && individual
      ? {
          individual: {
            ...providerPerson(individual),
            ...(details.phone ? { phone: details.phone } : {}),
          },
        }
      : {}),
    ...(details.businessType === 'company' && company
      ? {
          company: {
            name: company.name,
            ...(company.taxId ? { tax_id: company.taxId } : {}),
            ...(company.phone ? { phone: company.phone } : {}),
            address: providerAddress(company.address),
          },
        }
      : {}),
  };
}
