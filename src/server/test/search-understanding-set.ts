// The relevance set of issue 44 item 5 (decision 110): what travellers type in English, Portuguese
// and German over the demo marketplace, activity + place, place only, activity only, misspellings,
// accents, and queries that should find nothing. A query succeeds when one of its relevant listings
// is among the first three; a `none` query when nothing comes back.
import { relevanceTitles as t } from './search-relevance-set';

export type UnderstandingKind =
  'activity+place' | 'place' | 'activity' | 'misspelling' | 'accents' | 'none';

export type UnderstandingCase = {
  query: string;
  language: 'en' | 'pt' | 'de';
  kind: UnderstandingKind;
  /** Listings a traveller expects at the top (English titles); empty for a `none` query. */
  relevant: string[];
};

const boats = [t.dolphins, t.sunset, t.fireworks];
const madeiraWalks = [t.caldeirao, t.balcoes, t.rabacal, t.peaks, t.saoLourenco];
const levadas = [t.caldeirao, t.balcoes, t.rabacal];
const lisbon = [t.fado, t.tukTuk, t.azulejo, t.surfLisbon, t.sintra];
const divesMadeira = [t.garajau, t.wreck];
const wines = [t.wineLodge, t.portWine, t.douro, t.harvest];

const c = (
  kind: UnderstandingKind,
  language: UnderstandingCase['language'],
  query: string,
  relevant: string[],
): UnderstandingCase => ({ query, language, kind, relevant });

export const understandingSet: UnderstandingCase[] = [
  // The table.
  c('activity+place', 'en', 'levada walk madeira', levadas),
  c('activity+place', 'en', 'canyoning madeira', [t.canyoning]),
  c('activity+place', 'en', 'boat trip madeira', [t.dolphins, t.sunset]),
  c('activity+place', 'en', 'hiking madeira', madeiraWalks),
  // Activity + place, English.
  c('activity+place', 'en', 'boat trips in Madeira', boats),
  c('activity+place', 'en', 'dolphins madeira', [t.dolphins]),
  c('activity+place', 'en', 'whale watching Funchal', [t.dolphins]),
  c('activity+place', 'en', 'diving madeira', divesMadeira),
  c('activity+place', 'en', 'scuba diving Porto Santo', [t.wreck]),
  c('activity+place', 'en', 'surf madeira', [t.surfMadeira]),
  c('activity+place', 'en', 'surf Lisbon', [t.surfLisbon]),
  c('activity+place', 'en', 'boat trip algarve', [t.benagilBoat]),
  c('activity+place', 'en', 'kayak algarve', [t.benagilKayak]),
  c('activity+place', 'en', 'hike algarve', [t.hangingValleys]),
  c('activity+place', 'en', 'walking tour Lisbon', [t.fado]),
  c('activity+place', 'en', 'wine tasting madeira', [t.wineLodge]),
  c('activity+place', 'en', 'wine Porto', [t.portWine]),
  c('activity+place', 'en', 'sailing Funchal', [t.sunset]),
  c('activity+place', 'en', 'cruise madeira', [t.fireworks, t.sunset, t.dolphins]),
  c('activity+place', 'en', 'catamaran Madeira Island', [t.dolphins]),
  c('activity+place', 'en', 'trail Madeira Island', madeiraWalks),
  c('activity+place', 'en', 'levada walks Santana', [t.caldeirao, t.balcoes]),
  c('activity+place', 'en', 'mountain bike Sintra', [t.sintraBike]),
  c('activity+place', 'en', 'paragliding Calheta', [t.paragliding]),
  c('activity+place', 'en', 'kayaking Porto Moniz', [t.seaKayak]),
  c('activity+place', 'en', 'bodyboard madeira', [t.surfMadeira]),
  // Activity + place, Portuguese.
  c('activity+place', 'pt', 'passeio de barco madeira', boats),
  c('activity+place', 'pt', 'golfinhos madeira', [t.dolphins]),
  c('activity+place', 'pt', 'caminhada madeira', madeiraWalks),
  c('activity+place', 'pt', 'levadas na ilha da Madeira', levadas),
  c('activity+place', 'pt', 'mergulho Porto Santo', [t.wreck]),
  c('activity+place', 'pt', 'mergulho madeira', divesMadeira),
  c('activity+place', 'pt', 'trilhos Madeira', madeiraWalks),
  c('activity+place', 'pt', 'surf em Lisboa', [t.surfLisbon]),
  c('activity+place', 'pt', 'vinho do Porto', [t.portWine, t.douro, t.harvest]),
  c('activity+place', 'pt', 'barco Algarve', [t.benagilBoat]),
  c('activity+place', 'pt', 'cruzeiro Funchal', [t.fireworks, t.sunset, t.dolphins]),
  // Activity + place, German.
  c('activity+place', 'de', 'Bootsfahrt Madeira', boats),
  c('activity+place', 'de', 'Bootstour Madeira', boats),
  c('activity+place', 'de', 'Wanderung Madeira', madeiraWalks),
  c('activity+place', 'de', 'Wandern auf Madeira', madeiraWalks),
  c('activity+place', 'de', 'Delfine Madeira', [t.dolphins]),
  c('activity+place', 'de', 'Tauchen Madeira', divesMadeira),
  c('activity+place', 'de', 'Surfen Lissabon', [t.surfLisbon]),
  c('activity+place', 'de', 'Wein Madeira', [t.wineLodge]),
  c('activity+place', 'de', 'Levadawanderung Madeira', levadas),
  // Places only.
  c('place', 'en', 'Madeira', [...madeiraWalks, ...boats]),
  c('place', 'en', 'Madeira Island', [...madeiraWalks, ...boats]),
  c('place', 'en', 'Lisbon', lisbon),
  c('place', 'pt', 'Lisboa', lisbon),
  c('place', 'de', 'Lissabon', lisbon),
  c('place', 'en', 'Algarve', [t.benagilBoat, t.benagilKayak, t.hangingValleys]),
  c('place', 'en', 'Funchal', [t.ponchaWalk, t.dolphins, t.sunset, t.yoga, t.cableCar]),
  c('place', 'en', 'Porto Santo', [t.portoSantoFerry, t.wellness, t.wreck]),
  c('place', 'pt', 'Santana', [t.caldeirao, t.balcoes, t.jeep, t.peaks]),
  c('place', 'en', 'Sintra', [t.sintra, t.sintraBike]),
  c('place', 'en', 'Porto Moniz', [t.west, t.canyoning, t.seaKayak]),
  c('place', 'pt', 'Calheta', [t.paragliding, t.rabacal, t.ebike]),
  c('place', 'en', 'Porto', [t.portWine]),
  c('place', 'de', 'Madeira', [...madeiraWalks, ...boats]),
  c('place', 'en', 'Carvoeiro', [t.benagilKayak, t.hangingValleys]),
  // Activities only.
  c('activity', 'en', 'boat trip', [...boats, t.benagilBoat]),
  c('activity', 'en', 'walk', madeiraWalks),
  c('activity', 'en', 'trail', [...madeiraWalks, t.hangingValleys]),
  c('activity', 'en', 'whale watching', [t.dolphins]),
  c('activity', 'en', 'diving', divesMadeira),
  c('activity', 'en', 'bodyboard', [t.surfMadeira]),
  c('activity', 'en', 'schooner', [t.sunset]),
  c('activity', 'pt', 'trilho', [...madeiraWalks, t.hangingValleys]),
  c('activity', 'pt', 'golfinhos', [t.dolphins]),
  c('activity', 'pt', 'vinho', wines),
  c('activity', 'de', 'Delfine', [t.dolphins]),
  c('activity', 'de', 'Wanderung', madeiraWalks),
  c('activity', 'de', 'Wein', wines),
  c('activity', 'de', 'Tauchen', divesMadeira),
  c('activity', 'de', 'Bootstouren', [...boats, t.benagilBoat]),
  // Misspellings.
  c('misspelling', 'en', 'levda', levadas),
  c('misspelling', 'en', 'hikking', madeiraWalks),
  c('misspelling', 'en', 'dolfins', [t.dolphins]),
  c('misspelling', 'en', 'levda walk madeira', levadas),
  c('misspelling', 'en', 'canyonning madeira', [t.canyoning]),
  c('misspelling', 'en', 'paraglidng', [t.paragliding]),
  c('misspelling', 'pt', 'golfinos', [t.dolphins]),
  c('misspelling', 'en', 'kayack algarve', [t.benagilKayak]),
  // Accents left out or added.
  c('accents', 'pt', 'sao lourenco', [t.saoLourenco]),
  c('accents', 'pt', 'camara de lobos', [t.caboGirao, t.ponchaEvening]),
  c('accents', 'pt', 'rabacal', [t.rabacal]),
  c('accents', 'pt', 'Lisbôa', lisbon),
  c('accents', 'pt', 'poncha camara de lobos', [t.ponchaEvening]),
  // Should find nothing: nothing of the kind in the demo marketplace.
  c('none', 'en', 'skiing', []),
  c('none', 'en', 'casino', []),
  c('none', 'en', 'helicopter', []),
  c('none', 'de', 'Zoo', []),
  c('none', 'en', 'bungee', []),
];
