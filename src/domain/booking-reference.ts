// The short booking reference (issue 45, decision 121): `LV-` and six characters of an alphabet
// without look-alikes (no 0/O, 1/I/L). It is made from the transaction's reference number (a database
// sequence) by a fixed permutation of [0, 31^6), so two bookings never share one and consecutive
// bookings do not read as consecutive. It is not a secret: every read still checks who asks.
export const referenceAlphabet = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const referenceLength = 6;
export const referencePrefix = 'LV-';
const base = referenceAlphabet.length;
/** How many references there are: 31^6, about 887 million. */
export const referenceSpace = base ** referenceLength;

const halfBits = 15;
const halfMask = (1 << halfBits) - 1;
const roundKeys = [0x2f6b, 0x0b5c, 0x6b3a, 0x451f];

const round = (half: number, key: number) => {
  let h = Math.imul(half ^ key, 0x9e3779b1);
  h ^= h >>> 15;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  return h & halfMask;
};

/** A Feistel network over 30 bits: a bijection, undone by running the rounds backwards. */
function feistel(value: number): number {
  let left = value >>> halfBits;
  let right = value & halfMask;
  for (const key of roundKeys) [left, right] = [right, left ^ round(right, key)];
  return left * (1 << halfBits) + right;
}
function unfeistel(value: number): number {
  let left = value >>> halfBits;
  let right = value & halfMask;
  for (const key of [...roundKeys].reverse()) [left, right] = [right ^ round(left, key), left];
  return left * (1 << halfBits) + right;
}

/** A permutation of [0, referenceSpace): the Feistel network, walked until it lands inside. */
export function scrambleReferenceNumber(value: number): number {
  let next = feistel(value);
  while (next >= referenceSpace) next = feistel(next);
  return next;
}
export function unscrambleReferenceNumber(value: number): number {
  let next = unfeistel(value);
  while (next >= referenceSpace) next = unfeistel(next);
  return next;
}

/** The reference of a transaction's reference number (1, 2, 3 … from the sequence). */
export function bookingReferenceOf(referenceNumber: number): string {
  if (
    !Number.isInteger(referenceNumber) ||
    referenceNumber < 0 ||
    referenceNumber >= referenceSpace
  )
    throw new RangeError(`No booking reference for ${referenceNumber}`);
  let value = scrambleReferenceNumber(referenceNumber);
  let code = '';
  for (let i = 0; i < referenceLength; i++) {
    code = referenceAlphabet[value % base]! + code;
    value = Math.floor(value / base);
  }
  return referencePrefix + code;
}

/**
 * The reference number a typed reference stands for, or null when it is not one: case, spaces and
 * dashes do not matter, and the `LV` prefix may be left out.
 */
export function referenceNumberOf(typed: string): number | null {
  let code = typed.trim().toUpperCase().replace(/[\s-]/g, '');
  if (code.length === referenceLength + 2 && code.startsWith('LV')) code = code.slice(2);
  if (code.length !== referenceLength) return null;
  let value = 0;
  for (const char of code) {
    const digit = referenceAlphabet.indexOf(char);
    if (digit < 0) return null;
    value = value * base + digit;
  }
  return unscrambleReferenceNumber(value);
}
