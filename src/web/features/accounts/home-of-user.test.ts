import { describe, expect, it } from 'vitest';
import { userTypes } from '../../../domain/accounts';
import { homeOfUser } from './home-of-user';

describe('homeOfUser', () => {
  it.each([
    ['an operator with listings: their sales', userTypes.operator, true, '/inbox/sales'],
    ['a new operator: their (empty) listings', userTypes.operator, false, '/listings'],
    ['a traveller', userTypes.customer, false, '/'],
    ['a traveller who has listed nothing either way', userTypes.customer, true, '/'],
    ['an affiliate', userTypes.affiliate, false, '/'],
  ])('%s', (_, type, hasListings, path) => {
    expect(homeOfUser({ type, hasListings })).toBe(path);
  });

  it('sends nobody anywhere special', () => {
    expect(homeOfUser(null)).toBe('/');
  });
});
