// The demo listings in German, Spanish and French (issue 49 item 3), as they read in Portuguese from
// demo-listings.ts: each listing's title, summary, description and meeting point by its English title,
// and the included items, so a traveller reading in de, es or fr meets the marketplace in their language.
import type { TranslatedText } from '../../contracts/listings';
import type { DemoListing, IncludedItem } from './demo-listings';
import { de } from './demo-listing-translations-de';
import { es } from './demo-listing-translations-es';
import { fr } from './demo-listing-translations-fr';

const texts = { de, es, fr };
export const demoTranslationLanguages = ['de', 'es', 'fr'] as const;
type Language = (typeof demoTranslationLanguages)[number];

/** The included items in German, Spanish and French (Portuguese: includedItems in demo-listings.ts). */
const includedItems: Record<IncludedItem, Record<Language, string>> = {
  guide: {
    de: 'Zertifizierter lokaler Guide',
    es: 'Guía local certificado',
    fr: 'Guide local certifié',
  },
  transport: {
    de: 'Abholung und Rückfahrt zum Hotel',
    es: 'Recogida y regreso al hotel',
    fr: 'Prise en charge et retour à l’hôtel',
  },
  insurance: {
    de: 'Unfallversicherung',
    es: 'Seguro de accidentes personales',
    fr: 'Assurance accidents corporels',
  },
  water: { de: 'Wasser in Flaschen', es: 'Agua embotellada', fr: 'Eau en bouteille' },
  snack: { de: 'Obst und Snacks', es: 'Fruta y tentempiés', fr: 'Fruits et en-cas' },
  lunch: { de: 'Mittagessen', es: 'Almuerzo', fr: 'Déjeuner' },
  tasting: { de: 'Verkostungen', es: 'Catas', fr: 'Dégustations' },
  equipment: {
    de: 'Die gesamte technische Ausrüstung',
    es: 'Todo el equipo técnico',
    fr: 'Tout l’équipement technique',
  },
  wetsuit: { de: 'Neoprenanzug', es: 'Traje de neopreno', fr: 'Combinaison néoprène' },
  lifejacket: { de: 'Schwimmweste', es: 'Chaleco salvavidas', fr: 'Gilet de sauvetage' },
  drinks: {
    de: 'Erfrischungsgetränke an Bord',
    es: 'Refrescos a bordo',
    fr: 'Boissons fraîches à bord',
  },
  tickets: { de: 'Eintrittskarten', es: 'Entradas', fr: 'Billets d’entrée' },
  photos: { de: 'Fotos von Ihrem Tag', es: 'Fotos de tu día', fr: 'Photos de votre journée' },
  materials: { de: 'Alle Materialien', es: 'Todos los materiales', fr: 'Tout le matériel' },
  bike: { de: 'Fahrrad und Helm', es: 'Bicicleta y casco', fr: 'Vélo et casque' },
  board: { de: 'Brett und Neoprenanzug', es: 'Tabla y neopreno', fr: 'Planche et combinaison' },
  accommodation: { de: 'Unterkunft', es: 'Alojamiento', fr: 'Hébergement' },
  breakfast: { de: 'Frühstück', es: 'Desayuno', fr: 'Petit-déjeuner' },
};

/** A demo listing's German, Spanish and French texts; a listing without them has none. */
export function demoTranslationsOf(
  listing: Pick<DemoListing, 'en' | 'included'>,
): Partial<Record<Language, TranslatedText>> {
  const translations: Partial<Record<Language, TranslatedText>> = {};
  for (const language of demoTranslationLanguages) {
    const text = texts[language][listing.en.title];
    if (!text) continue;
    translations[language] = {
      ...text,
      included: listing.included.map((item) => includedItems[item][language]),
    };
  }
  return translations;
}
