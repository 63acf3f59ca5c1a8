import { describe, expect, it } from 'vitest';
import { isCompanyName } from './company-name';

describe('isCompanyName (the payout form’s default account type)', () => {
  it.each([
    'Levada Trilhos Lda',
    'Laurissilva Trails, Lda.',
    'Mar Azul Unipessoal Lda',
    'Madeira Boats S.A.',
    'Atlantik Reisen GmbH',
    'Funchal Tours Ltd',
    'Rutas del Sol S.L.',
    'Voyages Bleus SARL',
  ])('%s is a company', (name) => expect(isCompanyName(name)).toBe(true));

  it.each(['Ana Sousa', 'Laurissilva Trails', 'Sa', 'Salvador Santos', 'Casa Agostinho', ''])(
    '%s starts as an individual',
    (name) => expect(isCompanyName(name)).toBe(false),
  );
});
