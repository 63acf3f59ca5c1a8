// Points of interest of the embedded gazetteer (issue 14, item 4; docs/decisions/033-place-search.md):
// the peaks, trails (Madeira's official PR codes), viewpoints, beaches, marinas, natural pools, nature
// spots, landmarks and wine regions that tours start from or go to, in Madeira, Porto Santo and the
// mainland. Listed by hand. A trail is placed at its usual start (its trailhead).
//
// One line a place, fields separated by "|":
//   kind | trail code or - | Portuguese name | English name | island or district | municipality or - |
//   latitude | longitude | [radius of the search box in km, when not the kind's]
// "island or district" is Madeira, Porto Santo or Desertas (the autonomous region of Madeira), or a
// mainland district as the rest of the gazetteer names it.

export const pointOfInterestKinds = [
  'peak',
  'trail',
  'viewpoint',
  'beach',
  'marina',
  'natural-pool',
  'nature',
  'landmark',
  'wine-region',
] as const;
export type PointOfInterestKind = (typeof pointOfInterestKinds)[number];

/** The islands of the autonomous region of Madeira; anything else in that column is a district. */
export const madeiraIslands = ['Madeira', 'Porto Santo', 'Desertas'] as const;

export type PointOfInterest = {
  id: string;
  kind: PointOfInterestKind;
  /** An official trail code, e.g. "PR 1" or "PR 6.1". */
  code: string | null;
  names: { pt: string; en: string };
  /** Madeira, Porto Santo or Desertas; null on the mainland. */
  island: (typeof madeiraIslands)[number] | null;
  /** The district, or Madeira (autonomous region), as the gazetteer's other places name it. */
  region: string;
  municipality: string | null;
  lat: number;
  lng: number;
  /** Half the side of the box a search for this place covers. */
  radiusKm: number;
};

/** How far around a point a search for it looks, by kind: a trail or a peak draws tours from around it. */
const radiusKmByKind: Record<PointOfInterestKind, number> = {
  peak: 3,
  trail: 3,
  viewpoint: 1.5,
  beach: 1,
  marina: 1,
  'natural-pool': 1,
  nature: 4,
  landmark: 1,
  'wine-region': 25,
};

const table = `
peak | - | Pico do Areeiro | Pico do Arieiro | Madeira | - | 32.7355 | -16.9286
peak | - | Pico Ruivo | Pico Ruivo | Madeira | Santana | 32.7587 | -16.9428
peak | - | Pico das Torres | Pico das Torres | Madeira | - | 32.7510 | -16.9360
peak | - | Pico Grande | Pico Grande | Madeira | - | 32.7330 | -16.9900
peak | - | Pico do Facho | Pico do Facho | Madeira | Machico | 32.7288 | -16.7590
peak | - | Pico do Castelo | Pico do Castelo | Porto Santo | Porto Santo | 33.0790 | -16.3270
peak | - | Pico do Facho | Pico do Facho | Porto Santo | Porto Santo | 33.0858 | -16.3133
peak | - | Pico Branco | Pico Branco | Porto Santo | Porto Santo | 33.0935 | -16.2960
peak | - | Pico de Ana Ferreira | Pico de Ana Ferreira | Porto Santo | Porto Santo | 33.0430 | -16.3790
peak | - | Torre, Serra da Estrela | Torre, Serra da Estrela | Guarda | - | 40.3217 | -7.6114
peak | - | Fóia | Fóia | Faro | Monchique | 37.3150 | -8.5960
trail | PR 1 | Vereda do Areeiro | Arieiro to Pico Ruivo trail | Madeira | - | 32.7350 | -16.9290
trail | PR 1.1 | Vereda da Ilha | Ilha to Pico Ruivo trail | Madeira | Santana | 32.7950 | -16.9440
trail | PR 1.2 | Vereda do Pico Ruivo | Achada do Teixeira to Pico Ruivo trail | Madeira | Santana | 32.7767 | -16.9266
trail | PR 1.3 | Vereda da Encumeada | Encumeada to Pico Ruivo trail | Madeira | - | 32.7543 | -17.0190
trail | PR 2 | Vereda do Urzal | Urzal path, Curral das Freiras to Boaventura | Madeira | Câmara de Lobos | 32.7210 | -16.9690
trail | PR 6 | Levada das 25 Fontes | 25 Fontes levada walk | Madeira | Calheta | 32.7561 | -17.1332
trail | PR 6.1 | Levada do Risco | Risco waterfall levada walk | Madeira | Calheta | 32.7552 | -17.1328
trail | PR 6.2 | Levada do Alecrim | Alecrim levada walk | Madeira | Calheta | 32.7565 | -17.1315
trail | PR 6.3 | Vereda da Lagoa do Vento | Lagoa do Vento path | Madeira | Calheta | 32.7558 | -17.1322
trail | PR 7 | Levada do Moinho | Levada do Moinho walk | Madeira | Porto Moniz | 32.8225 | -17.2083
trail | PR 8 | Vereda da Ponta de São Lourenço | São Lourenço Point trail | Madeira | Machico | 32.7418 | -16.7112
trail | PR 9 | Levada do Caldeirão Verde | Caldeirão Verde levada walk | Madeira | Santana | 32.7852 | -16.9076
trail | PR 10 | Levada do Furado | Levada do Furado walk, Ribeiro Frio to Portela | Madeira | Santana | 32.7350 | -16.8865
trail | PR 11 | Vereda dos Balcões | Balcões path | Madeira | Santana | 32.7345 | -16.8855
trail | PR 13 | Vereda do Fanal | Fanal path | Madeira | Porto Moniz | 32.8100 | -17.1440
trail | PR 14 | Levada dos Cedros | Cedros levada walk | Madeira | Porto Moniz | 32.8170 | -17.1450
trail | PR 16 | Levada Fajã do Rodrigues | Fajã do Rodrigues levada walk | Madeira | São Vicente | 32.7750 | -17.0430
trail | PR 17 | Caminho do Pináculo e Folhadal | Pináculo and Folhadal path | Madeira | - | 32.7545 | -17.0180
trail | PR 18 | Levada do Rei | Levada do Rei walk | Madeira | Santana | 32.8118 | -16.9135
trail | PR 19 | Caminho Real do Paul do Mar | Royal path to Paul do Mar | Madeira | Calheta | 32.7560 | -17.2010
trail | PR 20 | Vereda do Jardim do Mar | Jardim do Mar path | Madeira | Calheta | 32.7552 | -17.1995
trail | PR 22 | Vereda do Chão dos Louros | Chão dos Louros path | Madeira | - | 32.7560 | -17.0130
trail | - | Vereda do Pico Branco e Terra Chã | Pico Branco and Terra Chã trail | Porto Santo | Porto Santo | 33.0870 | -16.3000
trail | - | Vereda do Pico do Castelo | Pico do Castelo trail | Porto Santo | Porto Santo | 33.0750 | -16.3290
trail | - | Percurso dos Sete Vales Suspensos | Seven Hanging Valleys trail | Faro | Lagoa | 37.0915 | -8.4490
trail | - | Trilho dos Pescadores (Rota Vicentina) | Fishermen's Trail (Rota Vicentina) | Setúbal | Sines | 37.8520 | -8.7930
trail | - | Passadiços do Paiva | Paiva Walkways | Aveiro | Arouca | 40.9600 | -8.2000
viewpoint | - | Miradouro do Pico do Areeiro | Pico do Arieiro viewpoint | Madeira | - | 32.7362 | -16.9280
viewpoint | - | Achada do Teixeira | Achada do Teixeira | Madeira | Santana | 32.7775 | -16.9260
viewpoint | - | Cabo Girão | Cabo Girão skywalk | Madeira | Câmara de Lobos | 32.6557 | -17.0047
viewpoint | - | Eira do Serrado | Eira do Serrado viewpoint | Madeira | Câmara de Lobos | 32.7105 | -16.9635
viewpoint | - | Miradouro do Pico da Torre | Pico da Torre viewpoint | Madeira | Câmara de Lobos | 32.6505 | -16.9705
viewpoint | - | Miradouro do Pináculo | Pináculo viewpoint | Madeira | Funchal | 32.6480 | -16.8840
viewpoint | - | Miradouro do Pico dos Barcelos | Pico dos Barcelos viewpoint | Madeira | Funchal | 32.6640 | -16.9395
viewpoint | - | Miradouro dos Balcões | Balcões viewpoint | Madeira | Santana | 32.7385 | -16.8880
viewpoint | - | Miradouro do Guindaste | Guindaste viewpoint | Madeira | Santana | 32.7960 | -16.8620
viewpoint | - | Miradouro da Portela | Portela viewpoint | Madeira | Machico | 32.7460 | -16.8240
viewpoint | - | Ponta do Rosto | Ponta do Rosto viewpoint | Madeira | Machico | 32.7484 | -16.7141
viewpoint | - | Ponta de São Lourenço | São Lourenço Point | Madeira | Machico | 32.7440 | -16.6920
viewpoint | - | Cristo Rei do Garajau | Christ the King statue, Garajau | Madeira | Santa Cruz | 32.6375 | -16.8525
viewpoint | - | Miradouro do Véu da Noiva | Bridal Veil Falls viewpoint | Madeira | Porto Moniz | 32.8170 | -17.0850
viewpoint | - | Miradouro dos Ilhéus da Ribeira da Janela | Ribeira da Janela islets viewpoint | Madeira | Porto Moniz | 32.8483 | -17.1560
viewpoint | - | Farol da Ponta do Pargo | Ponta do Pargo lighthouse | Madeira | Calheta | 32.8135 | -17.2630
viewpoint | - | Boca da Encumeada | Encumeada pass | Madeira | - | 32.7540 | -17.0195
viewpoint | - | Bica da Cana | Bica da Cana viewpoint | Madeira | - | 32.7475 | -17.0400
viewpoint | - | Miradouro da Portela | Portela viewpoint | Porto Santo | Porto Santo | 33.0680 | -16.3190
viewpoint | - | Fonte da Areia | Fonte da Areia | Porto Santo | Porto Santo | 33.0895 | -16.3410
viewpoint | - | Cabo da Roca | Cabo da Roca | Lisboa | Sintra | 38.7804 | -9.4989
viewpoint | - | Boca do Inferno | Boca do Inferno | Lisboa | Cascais | 38.6917 | -9.4310
viewpoint | - | Miradouro da Senhora do Monte | Senhora do Monte viewpoint | Lisboa | Lisboa | 38.7193 | -9.1325
viewpoint | - | Miradouro de Santa Luzia | Santa Luzia viewpoint | Lisboa | Lisboa | 38.7118 | -9.1303
viewpoint | - | Miradouro de São Pedro de Alcântara | São Pedro de Alcântara viewpoint | Lisboa | Lisboa | 38.7150 | -9.1443
viewpoint | - | Santuário de Cristo Rei | Christ the King statue | Setúbal | Almada | 38.6786 | -9.1711
viewpoint | - | Cabo Espichel | Cape Espichel | Setúbal | Sesimbra | 38.4145 | -9.2160
viewpoint | - | Miradouro do Suberco | Suberco viewpoint | Leiria | Nazaré | 39.6043 | -9.0745
viewpoint | - | Miradouro da Serra do Pilar | Serra do Pilar viewpoint | Porto | Vila Nova de Gaia | 41.1375 | -8.6080
viewpoint | - | Miradouro de São Leonardo de Galafura | São Leonardo de Galafura viewpoint | Vila Real | Peso da Régua | 41.2060 | -7.7100
viewpoint | - | Miradouro de Casal de Loivos | Casal de Loivos viewpoint | Vila Real | Alijó | 41.2063 | -7.5430
viewpoint | - | Miradouro de São Salvador do Mundo | São Salvador do Mundo viewpoint | Viseu | São João da Pesqueira | 41.1350 | -7.4250
viewpoint | - | Miradouro da Pedra Bela | Pedra Bela viewpoint | Braga | Terras de Bouro | 41.7290 | -8.1340
viewpoint | - | Monte de Santa Luzia | Mount Santa Luzia | Viana do Castelo | Viana do Castelo | 41.7025 | -8.8350
viewpoint | - | Ponta da Piedade | Ponta da Piedade | Faro | Lagos | 37.0800 | -8.6690
viewpoint | - | Cabo de São Vicente | Cape St Vincent | Faro | Vila do Bispo | 37.0230 | -8.9960
viewpoint | - | Cabo Sardão | Cape Sardão | Beja | Odemira | 37.5970 | -8.8160
viewpoint | - | Monsaraz | Monsaraz | Évora | Reguengos de Monsaraz | 38.4430 | -7.3800
viewpoint | - | Castelo de Marvão | Marvão Castle | Portalegre | Marvão | 39.3955 | -7.3790
beach | - | Praia Formosa | Formosa Beach | Madeira | Funchal | 32.6390 | -16.9450
beach | - | Praia da Barreirinha | Barreirinha Beach | Madeira | Funchal | 32.6475 | -16.8985
beach | - | Praia do Seixal | Seixal black sand beach | Madeira | Porto Moniz | 32.8228 | -17.1068
beach | - | Praia da Calheta | Calheta Beach | Madeira | Calheta | 32.7190 | -17.1780
beach | - | Prainha do Caniçal | Prainha Beach, Caniçal | Madeira | Machico | 32.7427 | -16.7218
beach | - | Praia de Machico | Machico Beach | Madeira | Machico | 32.7165 | -16.7640
beach | - | Praia dos Reis Magos | Reis Magos Beach | Madeira | Santa Cruz | 32.6345 | -16.8320
beach | - | Praia do Garajau | Garajau Beach | Madeira | Santa Cruz | 32.6368 | -16.8548
beach | - | Praia das Palmeiras | Palmeiras Beach | Madeira | Santa Cruz | 32.6880 | -16.7920
beach | - | Praia da Ponta do Sol | Ponta do Sol Beach | Madeira | Ponta do Sol | 32.6795 | -17.1015
beach | - | Praia da Madalena do Mar | Madalena do Mar Beach | Madeira | Ponta do Sol | 32.7035 | -17.1320
beach | - | Praia da Ribeira Brava | Ribeira Brava Beach | Madeira | Ribeira Brava | 32.6720 | -17.0640
beach | - | Praia da Alagoa | Alagoa Beach, Porto da Cruz | Madeira | Machico | 32.7728 | -16.8255
beach | - | Praia do Porto Santo | Porto Santo Beach | Porto Santo | Porto Santo | 33.0480 | -16.3550
beach | - | Praia da Calheta | Calheta Beach | Porto Santo | Porto Santo | 33.0170 | -16.3820
beach | - | Praia da Ursa | Ursa Beach | Lisboa | Sintra | 38.7907 | -9.4955
beach | - | Praia da Adraga | Adraga Beach | Lisboa | Sintra | 38.8005 | -9.4870
beach | - | Praia Grande | Praia Grande | Lisboa | Sintra | 38.8140 | -9.4770
beach | - | Praia do Guincho | Guincho Beach | Lisboa | Cascais | 38.7310 | -9.4730
beach | - | Praia da Costa da Caparica | Costa da Caparica beaches | Setúbal | Almada | 38.6400 | -9.2400
beach | - | Praia do Portinho da Arrábida | Portinho da Arrábida Beach | Setúbal | Setúbal | 38.4795 | -8.9810
beach | - | Praia da Comporta | Comporta Beach | Setúbal | Alcácer do Sal | 38.3784 | -8.8035
beach | - | Praia de Ribeira d'Ilhas | Ribeira d'Ilhas surf beach | Lisboa | Mafra | 38.9875 | -9.4195
beach | - | Praia do Norte | Praia do Norte (big waves) | Leiria | Nazaré | 39.6085 | -9.0805
beach | - | Praia da Nazaré | Nazaré Beach | Leiria | Nazaré | 39.5990 | -9.0720
beach | - | Praia do Baleal | Baleal Beach | Leiria | Peniche | 39.3750 | -9.3400
beach | - | Praia dos Supertubos | Supertubos Beach | Leiria | Peniche | 39.3440 | -9.3630
beach | - | Praia de Matosinhos | Matosinhos Beach | Porto | Matosinhos | 41.1760 | -8.6900
beach | - | Praia da Costa Nova | Costa Nova Beach | Aveiro | Ílhavo | 40.6130 | -8.7510
beach | - | Praia da Marinha | Marinha Beach | Faro | Lagoa | 37.0900 | -8.4120
beach | - | Praia de Benagil | Benagil Beach | Faro | Lagoa | 37.0883 | -8.4240
beach | - | Praia do Carvoeiro | Carvoeiro Beach | Faro | Lagoa | 37.0960 | -8.4720
beach | - | Praia da Falésia | Falésia Beach | Faro | Albufeira | 37.0870 | -8.1720
beach | - | Praia dos Três Irmãos | Três Irmãos Beach | Faro | Portimão | 37.1220 | -8.5960
beach | - | Praia da Rocha | Praia da Rocha | Faro | Portimão | 37.1170 | -8.5370
beach | - | Praia de Dona Ana | Dona Ana Beach | Faro | Lagos | 37.0940 | -8.6690
beach | - | Praia do Camilo | Camilo Beach | Faro | Lagos | 37.0880 | -8.6680
beach | - | Praia de Odeceixe | Odeceixe Beach | Faro | Aljezur | 37.4410 | -8.7980
beach | - | Praia da Arrifana | Arrifana Beach | Faro | Aljezur | 37.2950 | -8.8670
beach | - | Praia do Amado | Amado Beach | Faro | Aljezur | 37.1680 | -8.9010
beach | - | Praia da Zambujeira do Mar | Zambujeira do Mar Beach | Beja | Odemira | 37.5250 | -8.7860
beach | - | Praia da Franquia | Franquia Beach, Vila Nova de Milfontes | Beja | Odemira | 37.7230 | -8.7850
beach | - | Ilha Deserta | Deserta Island (Barreta) | Faro | Faro | 36.9650 | -7.8800
beach | - | Ilha de Tavira | Tavira Island | Faro | Tavira | 37.1150 | -7.6300
marina | - | Marina do Funchal | Funchal Marina | Madeira | Funchal | 32.6455 | -16.9110
marina | - | Marina da Calheta | Calheta Marina | Madeira | Calheta | 32.7205 | -17.1760
marina | - | Marina da Quinta do Lorde | Quinta do Lorde Marina | Madeira | Machico | 32.7440 | -16.7170
marina | - | Marina do Lugar de Baixo | Lugar de Baixo Marina | Madeira | Ponta do Sol | 32.6790 | -17.0880
marina | - | Marina do Porto Santo | Porto Santo Marina | Porto Santo | Porto Santo | 33.0630 | -16.3150
marina | - | Marina de Cascais | Cascais Marina | Lisboa | Cascais | 38.6930 | -9.4180
marina | - | Marina de Tróia | Tróia Marina | Setúbal | Grândola | 38.4935 | -8.9025
marina | - | Douro Marina | Douro Marina | Porto | Vila Nova de Gaia | 41.1440 | -8.6500
marina | - | Marina de Vilamoura | Vilamoura Marina | Faro | Loulé | 37.0740 | -8.1180
marina | - | Marina de Lagos | Lagos Marina | Faro | Lagos | 37.1090 | -8.6735
marina | - | Marina de Portimão | Portimão Marina | Faro | Portimão | 37.1180 | -8.5270
marina | - | Marina de Albufeira | Albufeira Marina | Faro | Albufeira | 37.0815 | -8.2680
natural-pool | - | Piscinas Naturais do Porto Moniz | Porto Moniz natural pools | Madeira | Porto Moniz | 32.8678 | -17.1696
natural-pool | - | Piscinas Naturais do Seixal | Seixal natural pools | Madeira | Porto Moniz | 32.8240 | -17.1060
natural-pool | - | Complexo Balnear do Lido | Lido bathing complex | Madeira | Funchal | 32.6360 | -16.9310
natural-pool | - | Complexo Balnear da Ponta Gorda | Ponta Gorda bathing complex | Madeira | Funchal | 32.6368 | -16.9385
natural-pool | - | Piscinas da Doca do Cavacas | Doca do Cavacas natural pools | Madeira | Funchal | 32.6380 | -16.9420
natural-pool | - | Complexo Balnear da Barreirinha | Barreirinha bathing complex | Madeira | Funchal | 32.6470 | -16.8990
natural-pool | - | Piscinas Naturais do Porto da Cruz | Porto da Cruz natural pools | Madeira | Machico | 32.7740 | -16.8260
nature | - | Paul da Serra | Paul da Serra plateau | Madeira | - | 32.7400 | -17.0650
nature | - | Rabaçal | Rabaçal | Madeira | Calheta | 32.7550 | -17.1330
nature | - | Lagoa das 25 Fontes | 25 Fontes lagoon and waterfalls | Madeira | Calheta | 32.7600 | -17.1372
nature | - | Cascata do Risco | Risco waterfall | Madeira | Calheta | 32.7585 | -17.1390
nature | - | Fanal | Fanal laurel forest | Madeira | Porto Moniz | 32.8106 | -17.1397
nature | - | Parque Florestal das Queimadas | Queimadas forest park | Madeira | Santana | 32.7845 | -16.9085
nature | - | Caldeirão Verde | Caldeirão Verde waterfall | Madeira | Santana | 32.7720 | -16.9180
nature | - | Ribeiro Frio | Ribeiro Frio | Madeira | Santana | 32.7350 | -16.8860
nature | - | Cascata dos Anjos | Anjos waterfall | Madeira | Ponta do Sol | 32.6838 | -17.1126
nature | - | Grutas de São Vicente | São Vicente caves | Madeira | São Vicente | 32.7950 | -17.0420
nature | - | Deserta Grande | Deserta Grande nature reserve | Desertas | - | 32.5200 | -16.5100
nature | - | Ria Formosa | Ria Formosa lagoon | Faro | - | 37.0200 | -7.8500
nature | - | Algar de Benagil | Benagil Cave | Faro | Lagoa | 37.0876 | -8.4263
nature | - | Algar Seco | Algar Seco rocks | Faro | Lagoa | 37.0940 | -8.4650
nature | - | Ilha do Pessegueiro | Pessegueiro Island | Setúbal | Sines | 37.8320 | -8.7950
nature | - | Serra da Arrábida | Arrábida hills | Setúbal | Setúbal | 38.4900 | -8.9800 | 6
nature | - | Ilha da Berlenga | Berlenga Island | Leiria | Peniche | 39.4150 | -9.5080
nature | - | Parque Nacional da Peneda-Gerês | Peneda-Gerês National Park | Braga | Terras de Bouro | 41.7500 | -8.1500 | 15
nature | - | Portela do Homem | Portela do Homem | Braga | Terras de Bouro | 41.8075 | -8.1300
nature | - | Fisgas de Ermelo | Ermelo waterfalls | Vila Real | Mondim de Basto | 41.3670 | -7.8430
nature | - | Covão d'Ametade | Covão d'Ametade | Guarda | Manteigas | 40.3290 | -7.5870
nature | - | Vale Glaciar do Zêzere | Zêzere glacial valley | Guarda | Manteigas | 40.3600 | -7.5600
nature | - | Poço do Inferno | Poço do Inferno waterfall | Guarda | Manteigas | 40.3850 | -7.5250
nature | - | Lagoa Comprida | Lagoa Comprida lake | Guarda | Seia | 40.3650 | -7.6450
nature | - | Mata Nacional do Buçaco | Buçaco Forest | Aveiro | Mealhada | 40.3770 | -8.3680
nature | - | Grutas de Mira de Aire | Mira de Aire caves | Leiria | Porto de Mós | 39.5400 | -8.7070
nature | - | Barragem do Alqueva | Alqueva Dam and lake | Beja | - | 38.1970 | -7.4960 | 10
nature | - | Vale do Côa | Côa Valley rock art | Guarda | Vila Nova de Foz Côa | 41.0800 | -7.1100 | 6
landmark | - | Monte | Monte church and toboggans | Madeira | Funchal | 32.6750 | -16.9030
landmark | - | Jardim Tropical Monte Palace | Monte Palace Tropical Garden | Madeira | Funchal | 32.6760 | -16.9020
landmark | - | Jardim Botânico da Madeira | Madeira Botanical Garden | Madeira | Funchal | 32.6630 | -16.8970
landmark | - | Mercado dos Lavradores | Farmers' Market | Madeira | Funchal | 32.6485 | -16.9040
landmark | - | Sé do Funchal | Funchal Cathedral | Madeira | Funchal | 32.6478 | -16.9083
landmark | - | Teleférico do Funchal | Funchal cable car | Madeira | Funchal | 32.6477 | -16.9017
landmark | - | Fajã dos Padres | Fajã dos Padres | Madeira | Câmara de Lobos | 32.6555 | -17.0195
landmark | - | Casas Típicas de Santana | Santana traditional houses | Madeira | Santana | 32.8055 | -16.8830
landmark | - | Palácio da Pena | Pena Palace | Lisboa | Sintra | 38.7876 | -9.3906
landmark | - | Quinta da Regaleira | Quinta da Regaleira | Lisboa | Sintra | 38.7963 | -9.3960
landmark | - | Castelo dos Mouros | Moorish Castle | Lisboa | Sintra | 38.7925 | -9.3894
landmark | - | Azenhas do Mar | Azenhas do Mar | Lisboa | Sintra | 38.8400 | -9.4600
landmark | - | Torre de Belém | Belém Tower | Lisboa | Lisboa | 38.6916 | -9.2160
landmark | - | Castelo de São Jorge | São Jorge Castle | Lisboa | Lisboa | 38.7139 | -9.1335
landmark | - | Ribeira do Porto | Porto riverside (Ribeira) | Porto | Porto | 41.1405 | -8.6130
landmark | - | Ponte Luís I | Luís I Bridge | Porto | Porto | 41.1398 | -8.6095
landmark | - | Torre dos Clérigos | Clérigos Tower | Porto | Porto | 41.1457 | -8.6146
landmark | - | Caves do Vinho do Porto | Port wine cellars | Porto | Vila Nova de Gaia | 41.1372 | -8.6140
landmark | - | Foz do Douro | Foz do Douro | Porto | Porto | 41.1495 | -8.6750
landmark | - | Pinhão | Pinhão | Vila Real | Alijó | 41.1910 | -7.5450
landmark | - | Museu do Douro | Douro Museum | Vila Real | Peso da Régua | 41.1620 | -7.7870
landmark | - | Ponte 516 Arouca | 516 Arouca suspension bridge | Aveiro | Arouca | 40.9570 | -8.2040
landmark | - | Bom Jesus do Monte | Bom Jesus do Monte | Braga | Braga | 41.5547 | -8.3770
landmark | - | Castelo de Guimarães | Guimarães Castle | Braga | Guimarães | 41.4475 | -8.2905
landmark | - | Piódão | Piódão schist village | Coimbra | Arganil | 40.2300 | -7.8260
landmark | - | Santuário de Fátima | Sanctuary of Fátima | Santarém | Ourém | 39.6317 | -8.6730
landmark | - | Convento de Cristo | Convent of Christ | Santarém | Tomar | 39.6040 | -8.4190
landmark | - | Mosteiro da Batalha | Batalha Monastery | Leiria | Batalha | 39.6590 | -8.8260
landmark | - | Fortaleza de Sagres | Sagres Fortress | Faro | Vila do Bispo | 36.9985 | -8.9490
wine-region | - | Região Demarcada da Madeira | Madeira wine region | Madeira | - | 32.6740 | -16.9960 | 8
wine-region | - | Região Demarcada do Douro | Douro wine region (Alto Douro) | Vila Real | - | 41.1700 | -7.5500 | 40
wine-region | - | Região dos Vinhos Verdes | Vinho Verde wine region | Braga | - | 41.6000 | -8.4000 | 40
wine-region | - | Região Vinícola do Dão | Dão wine region | Viseu | - | 40.5500 | -7.9000
wine-region | - | Região Vinícola da Bairrada | Bairrada wine region | Aveiro | - | 40.4500 | -8.5000 | 15
wine-region | - | Região Vinícola do Alentejo | Alentejo wine region | Évora | - | 38.5500 | -7.7000 | 50
wine-region | - | Região Vinícola do Tejo | Tejo wine region | Santarém | - | 39.3000 | -8.5500 | 30
wine-region | - | Região Vinícola de Lisboa | Lisbon wine region | Lisboa | - | 39.1000 | -9.2000 | 30
wine-region | - | Península de Setúbal (vinhos) | Setúbal Peninsula wine region | Setúbal | - | 38.5500 | -8.9500 | 20
wine-region | - | Região Vinícola do Algarve | Algarve wine region | Faro | - | 37.1500 | -8.4000 | 30
wine-region | - | Região Vinícola da Beira Interior | Beira Interior wine region | Guarda | - | 40.4000 | -7.2000 | 35
wine-region | - | Região Vinícola de Trás-os-Montes | Trás-os-Montes wine region | Bragança | - | 41.6000 | -7.0000 | 35
wine-region | - | Vinhos de Colares | Colares wine region | Lisboa | Sintra | 38.8000 | -9.4400 | 5
wine-region | - | Vinhos de Bucelas | Bucelas wine region | Lisboa | - | 38.9000 | -9.1200 | 5
`;

const slug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

function parseRow(line: string): PointOfInterest {
  const fields = line.split('|').map((field) => field.trim());
  const [kind, code, pt, en, area, municipality, lat, lng, radius] = fields;
  const numbers = [lat, lng, radius ?? '1'].map(Number);
  if (
    fields.length < 8 ||
    fields.length > 9 ||
    !(pointOfInterestKinds as readonly string[]).includes(kind!) ||
    !pt ||
    !en ||
    !area ||
    numbers.some((n) => !Number.isFinite(n))
  ) {
    throw new Error(`Bad point of interest: ${line}`);
  }
  const island = (madeiraIslands as readonly string[]).includes(area)
    ? (area as PointOfInterest['island'])
    : null;
  const typedKind = kind as PointOfInterestKind;
  return {
    // Namesakes (Praia da Calheta, Pico do Facho) lie in different municipalities or islands.
    id: slug(`${code === '-' ? '' : code} ${pt} ${municipality === '-' ? area : municipality}`),
    kind: typedKind,
    code: code === '-' ? null : code!,
    names: { pt, en },
    island,
    region: island ? 'Madeira' : area,
    municipality: municipality === '-' ? null : municipality!,
    lat: numbers[0]!,
    lng: numbers[1]!,
    radiusKm: radius ? numbers[2]! : radiusKmByKind[typedKind],
  };
}

export const pointsOfInterest: PointOfInterest[] = table
  .trim()
  .split('\n')
  .map((line) => parseRow(line));
