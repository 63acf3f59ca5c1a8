// The payout form's account type from the operator's company name (issue 49 item 8): a name with a
// legal form (Lda, Unipessoal, S.A., GmbH, Ltd, SARL, …) is a company's; anything else (a guide's own
// name or a trading name) starts as an individual. Only a default: the operator may change it.

const legalForms = [
  'lda',
  'ltda',
  'unipessoal',
  'sa',
  'sgps',
  'ltd',
  'limited',
  'llc',
  'llp',
  'plc',
  'inc',
  'corp',
  'gmbh',
  'ag',
  'ug',
  'kg',
  'ohg',
  'sl',
  'slu',
  'sarl',
  'sas',
  'sasu',
  'eurl',
  'bv',
  'nv',
  'srl',
  'spa',
  'oy',
  'ab',
  'aps',
  'as',
  'sp zoo',
] as const;

/** The name's words, lower case without accents; initials written apart ("S.A.", "S. L.") joined up. */
function words(name: string): string[] {
  const raw = name
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[.,/&()-]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  const joined: string[] = [];
  raw.forEach((word, i) => {
    if (word.length === 1 && i > 0 && raw[i - 1]!.length === 1) joined[joined.length - 1] += word;
    else joined.push(word);
  });
  return joined;
}

/** Whether a company name names a legal entity, by a legal form among its words (not the first). */
export function isCompanyName(name: string): boolean {
  const rest = words(name).slice(1);
  const text = ` ${rest.join(' ')} `;
  return legalForms.some((form) => text.includes(` ${form} `));
}
