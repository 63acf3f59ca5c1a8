// Postal codes of the payout countries (issue 49 item 8; spec 001 §8 "invalid postal code"): the
// shape each country's post writes, checked on the payout form and again by the server, so a code
// the provider would refuse gets its message under the field rather than "account creation failed".

const postalCodeShapes: Record<string, RegExp> = {
  AT: /^\d{4}$/,
  AU: /^\d{4}$/,
  BE: /^\d{4}$/,
  BG: /^\d{4}$/,
  CA: /^[ABCEGHJ-NPRSTVXY]\d[A-Z] ?\d[A-Z]\d$/,
  CH: /^\d{4}$/,
  CY: /^\d{4}$/,
  CZ: /^\d{3} ?\d{2}$/,
  DE: /^\d{5}$/,
  DK: /^\d{4}$/,
  EE: /^\d{5}$/,
  ES: /^(0[1-9]|[1-4]\d|5[0-2])\d{3}$/,
  FI: /^\d{5}$/,
  FR: /^\d{5}$/,
  GB: /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/,
  GR: /^\d{3} ?\d{2}$/,
  IE: /^[AC-FHKNPRTV-Y]\d[\dW] ?[\dAC-FHKNPRTV-Y]{4}$/,
  IT: /^\d{5}$/,
  JP: /^\d{3}-?\d{4}$/,
  LT: /^(LT-)?\d{5}$/,
  LU: /^(L-)?\d{4}$/,
  LV: /^(LV-)?\d{4}$/,
  MT: /^[A-Z]{3} ?\d{4}$/,
  MX: /^\d{5}$/,
  NL: /^\d{4} ?[A-Z]{2}$/,
  NO: /^\d{4}$/,
  NZ: /^\d{4}$/,
  PL: /^\d{2}-\d{3}$/,
  PT: /^\d{4}-\d{3}$/,
  RO: /^\d{6}$/,
  SE: /^\d{3} ?\d{2}$/,
  SG: /^\d{6}$/,
  SI: /^\d{4}$/,
  SK: /^\d{3} ?\d{2}$/,
  US: /^\d{5}(-\d{4})?$/,
};

/**
 * Why a postal code does not do for the country ('required' or 'invalidPostalCode'), or null. Case
 * and the spaces around it do not matter; a country without its shape here (Hong Kong has no postal
 * codes) takes anything up to 20 characters.
 */
export function checkPostalCode(
  countryCode: string,
  value: string,
): 'required' | 'invalidPostalCode' | null {
  const text = value.trim().toUpperCase();
  const shape = postalCodeShapes[countryCode];
  if (!shape) return text.length > 20 ? 'invalidPostalCode' : null;
  if (!text) return 'required';
  return shape.test(text) ? null : 'invalidPostalCode';
}
