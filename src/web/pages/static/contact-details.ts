import { siteConfig } from '../../app/site-config';

// How to reach Levada, as shown on the contact, privacy and terms pages.
export const contactEmail = 'hello@levada.example';
export const contactPhone = siteConfig.supportPhone;
/** The office's postal address, written as the Portuguese post expects it (not translated). */
export const officeAddress = [
  'Levada',
  'Rua da Alfândega 10',
  '9000-059 Funchal, Madeira',
  'Portugal',
] as const;
