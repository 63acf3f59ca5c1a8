import { describe, expect, it } from 'vitest';
import {
  providerCompanyPerson,
  providerLegalEntity,
  type LegalEntityDetails,
} from './payout-legal-entity';

const address = {
  line1: 'Rua do Aljube 1',
  city: 'Funchal',
  postalCode: '9000-067',
  country: 'PT',
};
const ana = {
  firstName: 'Ana',
  lastName: 'Sousa',
  dob: { day: 14, month: 3, year: 1985 },
  address,
};

describe("the legal entity in the provider's fields", () => {
  it.each<[string, LegalEntityDetails, Record<string, unknown>]>([
    [
      'an individual: the person with the account phone',
      { businessType: 'individual', phone: '+351912345678', persons: [ana] },
      {
        business_type: 'individual',
        individual: {
          first_name: 'Ana',
          last_name: 'Sousa',
          dob: { day: 14, month: 3, year: 1985 },
          address: {
            line1: 'Rua do Aljube 1',
            city: 'Funchal',
            postal_code: '9000-067',
            country: 'PT',
          },
          phone: '+351912345678',
        },
      },
    ],
    [
      'an individual with an id number and an address line 2 and state',
      {
        businessType: 'individual',
        persons: [
          { ...ana, idNumber: '123-45-6789', address: { ...address, line2: 'Apt 2', state: 'MA' } },
        ],
      },
      {
        business_type: 'individual',
        individual: expect.objectContaining({
          id_number: '123-45-6789',
          address: expect.objectContaining({ line2: 'Apt 2', state: 'MA' }),
        }) as unknown,
      },
    ],
    [
      'a company: its name, tax id and address, not its people',
      {
        businessType: 'company',
        phone: '+351912345678',
        company: { name: 'Levada Trilhos Lda', taxId: 'PT514123456', address },
        persons: [ana],
      },
      {
        business_type: 'company',
        company: {
          name: 'Levada Trilhos Lda',
          tax_id: 'PT514123456',
          address: {
            line1: 'Rua do Aljube 1',
            city: 'Funchal',
            postal_code: '9000-067',
            country: 'PT',
          },
        },
      },
    ],
    [
      'an individual never carries a company',
      {
        businessType: 'individual',
        company: { name: 'X', address },
        persons: [ana],
      },
      { business_type: 'individual', individual: expect.anything() as unknown },
    ],
  ])('%s', (_, details, expected) => expect(providerLegalEntity(details)).toEqual(expected));
});

describe("a company's person in the provider's fields", () => {
  it('carries the relationship: representative with title and share, or a director', () => {
    expect(
      providerCompanyPerson({
        ...ana,
        relationship: {
          isRepresentative: true,
          title: 'Gerente',
          isOwner: true,
          percentOwnership: 60,
        },
      }),
    ).toMatchObject({
      first_name: 'Ana',
      relationship: {
        representative: true,
        owner: true,
        director: false,
        title: 'Gerente',
        percent_ownership: 60,
      },
    });
    expect(
      providerCompanyPerson({ ...ana, relationship: { isDirector: true } }).relationship,
    ).toEqual({
      representative: false,
      owner: false,
      director: true,
    });
  });
});
