import type { Config } from '../../config';
import type { OctoContext } from './octo-views';

/** GET /octo/supplier: Levada itself, the supplier of every operator's products (decision 149). */
export function showSupplier(deps: { config: Config }, ctx: OctoContext): Record<string, unknown> {
  const base = deps.config.publicBaseUrl.replace(/\/$/, '');
  const email = /<([^>]+)>/.exec(deps.config.emailFrom)?.[1] ?? deps.config.emailFrom;
  return {
    id: 'levada',
    name: 'Levada',
    endpoint: `${base}/octo`,
    contact: { website: base, email, telephone: null, address: null },
    ...(ctx.capabilities.includes('octo/content')
      ? { shortDescription: supplierDescriptions[ctx.language], media: [] }
      : {}),
  };
}

const supplierDescriptions = {
  en: 'Tours and activities in Madeira and mainland Portugal, from local operators.',
  pt: 'Passeios e atividades na Madeira e em Portugal continental, de operadores locais.',
  de: 'Touren und Aktivitäten auf Madeira und dem portugiesischen Festland, von lokalen Anbietern.',
  es: 'Tours y actividades en Madeira y Portugal continental, de operadores locales.',
  fr: 'Excursions et activités à Madère et au Portugal continental, par des prestataires locaux.',
} as const;
