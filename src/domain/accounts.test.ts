import { describe, expect, it } from 'vitest';
import {
  isLimitedAccess,
  isTokenUsable,
  safeReturnPath,
  isValidEmail,
  isValidPhoneNumber,
  providerNotificationDefaults,
  splitBusinessName,
  toUserType,
} from './accounts';

describe('splitBusinessName', () => {
  it.each([
    ['Quinta', { firstName: 'Qui', lastName: 'nta' }],
    ['Hotel', { firstName: 'Hot', lastName: 'el' }],
    ['  Quinta da Serra Guesthouse ', { firstName: 'Quinta', lastName: 'daSerraGuesthouse' }],
    ['Casa  Azul', { firstName: 'Casa', lastName: 'Azul' }],
    ['A', { firstName: 'A', lastName: '' }],
    ['   ', { firstName: '', lastName: '' }],
  ])('%j', (cname, expected) => {
    expect(splitBusinessName(cname)).toEqual(expected);
  });
});

describe('user types and scopes', () => {
  it.each([
    [1, 1],
    [2, 2],
    [3, 3],
    ['2', 2],
    ['3', 3],
    [0, 1],
    [7, 1],
    [undefined, 1],
    ['x', 1],
  ])('type %j is %j', (value, expected) => expect(toUserType(value)).toBe(expected));

  it.each([
    [['user:limited'], true],
    [['user'], false],
    [['user', 'user:limited'], false],
    [[], false],
  ])('scopes %j limited: %j', (scopes, expected) => expect(isLimitedAccess(scopes)).toBe(expected));

  it('gives operators SMS alerts only with marketing opt-in', () => {
    expect(providerNotificationDefaults(true)).toEqual({
      newBookingSmsNotification: true,
      newBookingWhatsappNotification: false,
    });
    expect(providerNotificationDefaults(false)).toEqual({
      newBookingSmsNotification: false,
      newBookingWhatsappNotification: false,
    });
  });
});

describe('contact validation', () => {
  it.each([
    ['ana@example.pt', true],
    [' ana.silva+tours@levada.demo ', true],
    ['ana@', false],
    ['@x.pt', false],
    ['ana@x', false],
    ['ana silva@x.pt', false],
    ['<a>@x.pt', false],
  ])('email %j valid: %j', (email, expected) => expect(isValidEmail(email)).toBe(expected));

  it.each([
    ['+351 291 000 000', true],
    ['(291) 123-4567', true],
    ['912345678', true],
    ['12345', false],
    ['+351 abc', false],
    ['+1234567890123456', false],
  ])('phone %j valid: %j', (phone, expected) => expect(isValidPhoneNumber(phone)).toBe(expected));
});

describe('isTokenUsable', () => {
  const now = new Date('2026-06-01T12:00:00Z');
  it.each([
    ['fresh', { usedAt: null, expiresAt: new Date('2026-06-01T12:00:01Z') }, true],
    ['expired at this instant', { usedAt: null, expiresAt: now }, false],
    ['expired', { usedAt: null, expiresAt: new Date('2026-06-01T11:00:00Z') }, false],
    [
      'used',
      { usedAt: new Date('2026-06-01T11:59:00Z'), expiresAt: new Date('2026-06-02T00:00:00Z') },
      false,
    ],
  ])('%s', (_, token, expected) => expect(isTokenUsable(token, now)).toBe(expected));
});

describe('safeReturnPath', () => {
  it.each([
    ['/account/contact-details', '/account/contact-details'],
    ['/listings?tab=open&page=2#top', '/listings?tab=open&page=2#top'],
    ['/u/1f0c8e44-0000-4000-8000-000000000000', '/u/1f0c8e44-0000-4000-8000-000000000000'],
    [null, '/'],
    ['', '/'],
    ['https://evil.example/', '/'],
    ['//evil.example/path', '/'],
    ['/\\evil.example', '/'],
    ['javascript:alert(1)', '/'],
    ['/login?from=/x', '/'],
    ['/signup/', '/'],
    ['/ok\nLocation: x', '/'],
  ])('%j returns to %j', (from, expected) => expect(safeReturnPath(from)).toBe(expected));
});
