/**
 * The map's place names as the reader's language writes them: the basemap keeps the Portuguese names
 * (Lisboa, Porto), and the few places with a name of their own in English, German, Spanish or French
 * are shown by it. Every other place is called as it is in Portugal, in every language.
 */
const exonyms: Record<string, Partial<Record<string, string>>> = {
  Lisboa: { en: 'Lisbon', de: 'Lissabon', fr: 'Lisbonne' },
  Porto: { es: 'Oporto' },
  Desertas: {
    en: 'Desertas Islands',
    de: 'Desertas-Inseln',
    es: 'Islas Desertas',
    fr: 'Îles Desertas',
  },
};

export const placeNameIn = (name: string, locale: string): string =>
  exonyms[name]?.[locale.slice(0, 2)] ?? name;
