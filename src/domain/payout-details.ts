// The checks of a payout account's details that need more than their shape (spec 001 §3, §5): the people
// (birth date, id number), and for companies the representative and the company's tax id, checked per
// country. Pure: the server refuses with these problems, the payout form shows them under the fields.

import { checkBirthDate, checkIdNumber, type BirthDate } from './payout-person';
import { checkPostalCode } from './postal-codes';

export type PayoutDetailsProblem = { field: string; code: string };

type PersonInput = {
  dob: Partial<BirthDate>;
  address?: { postalCode: string } | undefined;
  idNumber?: string | undefined;
  relationship?:
    | {
        isRepresentative?: boolean | undefined;
        isOwner?: boolean | undefined;
        title?: string | undefined;
        percentOwnership?: number | undefined;
      }
    | undefined;
};

export type PayoutDetailsInput = {
  country: string;
  businessType: 'individual' | 'company';
  company?:
    | { name: string; taxId?: string | undefined; address?: { postalCode: string } | undefined }
    | undefined;
  persons: readonly PersonInput[];
  /** Stripe.js person tokens of a company's people, one per person. */
  personTokens?: readonly string[] | undefined;
};

const compact = (value: string) => value.replace(/[\s.\-/]/g, '').toUpperCase();

/** Australian Business Number: 11 digits; minus 1 from the first, weighted sum divisible by 89. */
function isAbn(value: string): boolean {
  if (!/^\d{11}$/.test(value)) return false;
  const weights = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19];
  const sum = [...value].reduce(
    (total, d, i) => total + (Number(d) - (i === 0 ? 1 : 0)) * weights[i]!,
    0,
  );
  return sum % 89 === 0;
}

const pattern = (re: RegExp) => (value: string) => re.test(value);

/**
 * Countries whose company tax id has its own name and shape (the form labels it
 * `payouts.taxId.<country>`); elsewhere it is the VAT or company registration number.
 */
const taxIdRules: Record<string, (value: string) => boolean> = {
  US: pattern(/^\d{9}$/), // EIN
  GB: pattern(/^([A-Z]{2}\d{6}|\d{8})$/), // Companies House number
  AU: isAbn,
  CA: pattern(/^\d{9}([A-Z]{2}\d{4})?$/), // Business Number
  NZ: pattern(/^94\d{11}$/), // NZBN
  HK: pattern(/^\d{8}$/), // Business Registration number
  SG: pattern(/^(\d{8}[A-Z]|\d{9}[A-Z]|[ST]\d{2}[A-Z]{2}\d{4}[A-Z])$/), // UEN
  JP: pattern(/^\d{13}$/), // Corporate number
  MX: pattern(/^[A-ZÑ&]{3}\d{6}[A-Z\d]{3}$/), // RFC of a company
  CH: pattern(/^CHE\d{9}$/), // UID
  NO: pattern(/^\d{9}$/), // Organisasjonsnummer
};
const otherTaxId = pattern(/^[A-Z\d]{5,20}$/);

/** The message key of the tax id's label: the country's own name, or `other`. */
export const companyTaxIdLabelKey = (countryCode: string): string =>
  countryCode in taxIdRules ? countryCode : 'other';

export function checkCompanyTaxId(
  countryCode: string,
  value: string,
): 'required' | 'invalid' | null {
  const text = compact(value);
  if (!text) return 'required';
  return (taxIdRules[countryCode] ?? otherTaxId)(text) ? null : 'invalid';
}

/** A company's owners hold at most 100 % between them; owners of 25 % or more are listed. */
export const significantOwnership = 25;

/** Every problem of the details, by field path (persons.0.dob, company.taxId, ...); empty when fine. */
export function payoutDetailsProblems(
  details: PayoutDetailsInput,
  today: Date,
): PayoutDetailsProblem[] {
  const problems: PayoutDetailsProblem[] = [];
  details.persons.forEach((person, i) => {
    const dob = checkBirthDate(person.dob, today);
    if (dob) problems.push({ field: `persons.${i}.dob`, code: dob });
    const id = checkIdNumber(details.country, person.idNumber ?? '');
    if (id) problems.push({ field: `persons.${i}.idNumber`, code: id });
    const postalCode =
      person.address && checkPostalCode(details.country, person.address.postalCode);
    if (postalCode) problems.push({ field: `persons.${i}.address.postalCode`, code: postalCode });
  });
  // Each of a company's people has their token, or none has: an individual is the account token's.
  if (
    details.personTokens &&
    (details.businessType !== 'company' || details.personTokens.length !== details.persons.length)
  )
    problems.push({ field: 'personTokens', code: 'oneForEachPerson' });
  if (details.businessType !== 'company') return problems;
  if (!details.company) problems.push({ field: 'company', code: 'required' });
  else {
    const taxId = checkCompanyTaxId(details.country, details.company.taxId ?? '');
    if (taxId) problems.push({ field: 'company.taxId', code: taxId });
    const postalCode =
      details.company.address &&
      checkPostalCode(details.country, details.company.address.postalCode);
    if (postalCode) problems.push({ field: 'company.address.postalCode', code: postalCode });
  }
  const representative = details.persons[0]?.relationship;
  if (!representative?.isRepresentative)
    problems.push({ field: 'persons.0.relationship', code: 'representativeFirst' });
  else if (!representative.title?.trim())
    problems.push({ field: 'persons.0.relationship.title', code: 'required' });
  details.persons.forEach((person, i) => {
    const { isOwner, percentOwnership } = person.relationship ?? {};
    if (isOwner && (percentOwnership === undefined || percentOwnership < significantOwnership))
      problems.push({ field: `persons.${i}.relationship.percentOwnership`, code: 'ownerBelow25' });
  });
  const owned = details.persons.reduce((s, p) => s + (p.relationship?.percentOwnership ?? 0), 0);
  if (owned > 100) problems.push({ field: 'persons', code: 'ownershipOver100' });
  return problems;
}
