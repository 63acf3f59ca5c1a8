import { describe, expect, it } from 'vitest';
import {
  checkCompanyTaxId,
  companyTaxIdLabelKey,
  payoutDetailsProblems,
  type PayoutDetailsInput,
} from './payout-details';

const today = new Date('2026-11-23T10:00:00Z');

describe('company tax id by country', () => {
  it.each([
    ['US', '12-3456789', null],
    ['US', '12345678', 'invalid'],
    ['GB', '01234567', null],
    ['GB', 'SC123456', null],
    ['GB', 'SC12345', 'invalid'],
    ['AU', '51 824 753 556', null],
    ['AU', '51 824 753 557', 'invalid'],
    ['CA', '123456789', null],
    ['CA', '123456789RC0001', null],
    ['NZ', '9429041234567', null],
    ['HK', '12345678', null],
    ['SG', '201912345K', null],
    ['SG', 'T09LL0001B', null],
    ['SG', '2019123', 'invalid'],
    ['JP', '1234567890123', null],
    ['MX', 'ABC680524P76', null],
    ['MX', 'ABC68052', 'invalid'],
    ['CH', 'CHE-123.456.789', null],
    ['NO', '123 456 789', null],
    ['PT', 'PT 514 123 456', null],
    ['DE', 'DE123456789', null],
    ['PT', '12', 'invalid'],
    ['PT', '   ', 'required'],
    ['US', '', 'required'],
  ] as const)('%s %j: %s', (country, value, expected) =>
    expect(checkCompanyTaxId(country, value)).toBe(expected),
  );

  it('labels the tax id with the country’s own name where it has one', () => {
    expect(companyTaxIdLabelKey('US')).toBe('US');
    expect(companyTaxIdLabelKey('GB')).toBe('GB');
    expect(companyTaxIdLabelKey('PT')).toBe('other');
  });
});

const adult = { day: 14, month: 3, year: 1985 };
const individual: PayoutDetailsInput = {
  country: 'PT',
  businessType: 'individual',
  persons: [{ dob: adult }],
};
const company = (over: Partial<PayoutDetailsInput> = {}): PayoutDetailsInput => ({
  country: 'PT',
  businessType: 'company',
  company: { name: 'Levada Trilhos Lda', taxId: 'PT514123456' },
  persons: [
    {
      dob: adult,
      relationship: {
        isRepresentative: true,
        title: 'Gerente',
        isOwner: true,
        percentOwnership: 60,
      },
    },
  ],
  ...over,
});

describe('payoutDetailsProblems', () => {
  it('passes an individual and a company with their representative', () => {
    expect(payoutDetailsProblems(individual, today)).toEqual([]);
    expect(payoutDetailsProblems(company(), today)).toEqual([]);
  });

  it('checks every person’s birth date and id number', () => {
    expect(
      payoutDetailsProblems(
        {
          country: 'US',
          businessType: 'individual',
          persons: [{ dob: { day: 31, month: 2, year: 1980 }, idNumber: '000-12-3456' }],
        },
        today,
      ),
    ).toEqual([
      { field: 'persons.0.dob', code: 'invalid' },
      { field: 'persons.0.idNumber', code: 'invalid' },
    ]);
  });

  it('checks each postal code against the country’s shape (issue 49)', () => {
    const withPostalCode = (postalCode: string, country = 'PT'): PayoutDetailsInput => ({
      ...individual,
      country,
      persons: [{ dob: adult, address: { postalCode } }],
    });
    // Only the postal code's problems (Hong Kong and the United States also ask for an id number).
    const postalProblems = (details: PayoutDetailsInput) =>
      payoutDetailsProblems(details, today).filter((p) => p.field.endsWith('postalCode'));
    expect(postalProblems(withPostalCode('9000-067'))).toEqual([]);
    expect(postalProblems(withPostalCode('02110-1234', 'US'))).toEqual([]);
    expect(postalProblems(withPostalCode('sw1a 1aa', 'GB'))).toEqual([]);
    expect(postalProblems(withPostalCode('anything', 'HK'))).toEqual([]);
    for (const [code, country] of [
      ['9000', 'PT'],
      ['9000-067', 'US'],
      ['1234', 'DE'],
    ])
      expect(postalProblems(withPostalCode(code!, country))).toEqual([
        { field: 'persons.0.address.postalCode', code: 'invalidPostalCode' },
      ]);
    expect(postalProblems(withPostalCode(' '))).toEqual([
      { field: 'persons.0.address.postalCode', code: 'required' },
    ]);
  });

  it.each([
    ['no company', company({ company: undefined }), [{ field: 'company', code: 'required' }]],
    [
      'no tax id',
      company({ company: { name: 'Levada Trilhos Lda' } }),
      [{ field: 'company.taxId', code: 'required' }],
    ],
    [
      'a US EIN that is not nine digits',
      company({
        country: 'US',
        company: { name: 'Levada LLC', taxId: '12-34' },
        persons: [
          {
            dob: adult,
            idNumber: '123-45-6789',
            relationship: { isRepresentative: true, title: 'CEO' },
          },
        ],
      }),
      [{ field: 'company.taxId', code: 'invalid' }],
    ],
    [
      'the representative not first',
      company({ persons: [{ dob: adult, relationship: { isOwner: true, percentOwnership: 50 } }] }),
      [{ field: 'persons.0.relationship', code: 'representativeFirst' }],
    ],
    [
      'a representative without a title',
      company({ persons: [{ dob: adult, relationship: { isRepresentative: true } }] }),
      [{ field: 'persons.0.relationship.title', code: 'required' }],
    ],
    [
      'an owner listed below 25 %',
      company({
        persons: [
          {
            dob: adult,
            relationship: {
              isRepresentative: true,
              title: 'Gerente',
              isOwner: true,
              percentOwnership: 10,
            },
          },
        ],
      }),
      [{ field: 'persons.0.relationship.percentOwnership', code: 'ownerBelow25' }],
    ],
    [
      'owners over 100 %',
      company({
        persons: [
          {
            dob: adult,
            relationship: {
              isRepresentative: true,
              title: 'Gerente',
              isOwner: true,
              percentOwnership: 60,
            },
          },
          { dob: adult, relationship: { isOwner: true, percentOwnership: 50 } },
        ],
      }),
      [{ field: 'persons', code: 'ownershipOver100' }],
    ],
    [
      'more person tokens than people',
      company({ personTokens: ['cpt_1', 'cpt_2'] }),
      [{ field: 'personTokens', code: 'oneForEachPerson' }],
    ],
  ])('refuses a company with %s', (_, details, problems) =>
    expect(payoutDetailsProblems(details, today)).toEqual(problems),
  );

  it('takes a person token for each of a company’s people, and none for an individual', () => {
    expect(payoutDetailsProblems(company({ personTokens: ['cpt_1'] }), today)).toEqual([]);
    expect(payoutDetailsProblems({ ...individual, personTokens: ['cpt_1'] }, today)).toEqual([
      { field: 'personTokens', code: 'oneForEachPerson' },
    ]);
  });
});
