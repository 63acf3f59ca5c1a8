import type { DemoTranslation } from './demo-listings';

// The demo listings in Spanish, by their English title (demo-listings.ts).
export const es: Record<string, DemoTranslation> = {
  'Dolphin and whale watching by catamaran': {
    title: 'Avistamiento de delfines y ballenas en catamarán',
    shortDescription: 'Tres horas en pleno Atlántico con una bióloga marina a bordo.',
    description:
      'Sal de la marina de Funchal en un catamarán silencioso rumbo a las aguas profundas al sur de la isla, donde los vigías de los acantilados nos guían hasta delfines comunes y mulares, calderones y, en temporada, cachalotes.\n\nUna bióloga marina explica lo que vemos y, si el mar está en calma, paramos a nadar en una bahía bajo los acantilados. Los avistamientos no están garantizados, pero se dan en casi todas las salidas.',
    meetingPoint: 'Muelle 2 de la marina de Funchal, en el quiosco azul de Atlântico',
  },
  'Sunset sail on a classic schooner': {
    title: 'Navegación al atardecer en una goleta clásica',
    shortDescription: 'Dos horas doradas por la bahía de Funchal con una copa de vino de Madeira.',
    description:
      'Nuestra goleta de madera navega hacia el oeste por la costa rumbo al Cabo Girão mientras el sol se pone tras los acantilados. Ayuda a la tripulación con las velas o simplemente relájate en cubierta.\n\nA la vuelta se sirve una copa de vino de Madeira y bolo do caco mientras se encienden las luces de Funchal.',
  },
  'Blue marlin big game fishing': {
    title: 'Pesca de altura del marlín azul',
    shortDescription:
      'Un día en un barco de pesca deportiva totalmente equipado, captura y suelta.',
    description:
      'De junio a octubre, Madeira es uno de los mejores lugares del Atlántico para el marlín azul. Nuestro barco de 38 pies lleva el mejor equipo, un patrón con 25 temporadas de experiencia y un marinero que hace el trabajo duro.\n\nPracticamos la captura y suelta con los picudos. El atún y el peto se pueden quedar para la cena.',
  },
  "New Year's Eve fireworks cruise": {
    title: 'Crucero de fuegos artificiales de Nochevieja',
    shortDescription: 'Contempla desde el mar los fuegos artificiales más famosos del Atlántico.',
    description:
      'La última noche del año se ilumina todo el anfiteatro de Funchal. Desde nuestro barco, fondeado en la bahía junto a cientos de otros, lo ves todo a la vez.\n\nServimos una cena bufé, vino de Madeira y espumoso a medianoche. Abrígate: la brisa en el agua es fresca.',
  },
  'Funchal old town food and poncha walk': {
    title: 'Paseo gastronómico y de poncha por el casco antiguo de Funchal',
    shortDescription: 'Puestos del mercado, tabernas diminutas y la auténtica poncha de Madeira.',
    description:
      'Empieza en el Mercado dos Lavradores entre frutas tropicales y pez sable negro, y luego pasea entre las puertas pintadas de la Rua de Santa Maria.\n\nPor el camino pruebas bolo do caco con mantequilla de ajo, espetada, pudin de maracuyá y, para terminar, poncha hecha a la antigua con ron de caña, miel y limón.',
  },
  'Botanical garden and Monte cable car morning': {
    title: 'Mañana en el jardín botánico y el teleférico de Monte',
    shortDescription: 'Orquídeas, dragos y la vista sobre toda la bahía desde Monte.',
    description:
      'Sube en teleférico desde el paseo marítimo hasta Monte, visita la iglesia donde descansa el último emperador austriaco y pasea por los jardines tropicales.\n\nDespués continúa hasta el Jardín Botánico de Madeira, con plantas de cinco continentes y el bosque de laurisilva autóctono. Quien se atreva puede bajar en los famosos carros de cesta (no incluido).',
  },
  'Private airport transfer to Funchal': {
    title: 'Traslado privado del aeropuerto a Funchal',
    shortDescription: 'Un conductor te espera en llegadas con tu nombre, hasta cuatro personas.',
    description:
      'Seguimos tu vuelo y te esperamos en la sala de llegadas del aeropuerto de Madeira, aunque el viento retrase el aterrizaje. Coche cómodo con aire acondicionado, sillas infantiles a petición y equipaje incluido.\n\nEl precio es por coche para hasta cuatro pasajeros y cubre cualquier hotel de Funchal, Caniço o Santa Cruz.',
  },
  'Madeira wine lodge tasting and embroidery workshop': {
    title: 'Cata en una bodega de vino de Madeira y taller de bordado',
    shortDescription:
      'Prueba cuatro vinos de Madeira y borda tu propia pieza de bordado de Madeira.',
    description:
      'En una bodega del siglo XVIII sigues el vino desde las salas de barricas calentadas por el sol hasta la mesa de cata: Sercial, Verdelho, Boal y Malvasía.\n\nAl lado, una bordadora te enseña los dibujos y puntadas que hicieron famosa a Madeira, y empiezas una pequeña pieza para llevarte a casa.',
  },
  'Wheelchair-friendly island panorama tour': {
    title: 'Tour panorámico por la isla adaptado a sillas de ruedas',
    shortDescription: 'Miradores, pueblos y la costa norte en un microbús adaptado.',
    description:
      'Nuestro microbús adaptado tiene una plataforma elevadora trasera y espacio para dos sillas de ruedas. La ruta está pensada para miradores sin escalones: Pico dos Barcelos, Eira do Serrado sobre el Valle de las Monjas, la laurisilva de Ribeiro Frio y las casas tradicionales de Santana.\n\nEl conductor-guía tiene formación en primeros auxilios y accesibilidad, y las paradas tienen aseos accesibles.',
  },
  'Sunrise yoga above Funchal bay': {
    title: 'Yoga al amanecer sobre la bahía de Funchal',
    shortDescription: 'Hora y media de yoga y respiración mientras el sol sale sobre el mar.',
    description:
      'Nos encontramos en una tranquila terraza ajardinada en lo alto de Funchal mientras la ciudad aún duerme. Nuestra profesora guía un flujo suave apto para todos los niveles, seguido de ejercicios de respiración y una breve meditación mientras el sol sale sobre las islas Desertas.\n\nEsterillas, bloques y una infusión al final están incluidos.',
  },
  'Discover scuba diving in the Garajau marine reserve': {
    title: 'Bautismo de buceo en la reserva marina de Garajau',
    shortDescription: 'Tu primera inmersión entre meros y rayas, con un instructor a tu lado.',
    description:
      'Garajau fue la primera reserva marina de Portugal, y sus aguas claras y sus meros confiados la hacen perfecta para una primera inmersión. Tras una explicación y unos ejercicios en aguas poco profundas, desciendes a unos 10 metros con tu instructor.\n\nNo se necesita experiencia; debes saber nadar y estar bien de salud.',
  },
  'Pico do Arieiro to Pico Ruivo summit hike': {
    title: 'Ruta de cumbres del Pico do Arieiro al Pico Ruivo',
    shortDescription:
      'La clásica travesía por la cresta entre los picos más altos de Madeira, sobre las nubes.',
    description:
      'Desde los 1.818 metros, el sendero empedrado y excavado en la roca atraviesa túneles, crestas estrechas y escaleras hasta el Pico Ruivo, el punto más alto de la isla con 1.862 metros. Casi todas las mañanas un mar de nubes llena los valles.\n\nCaminamos a un ritmo constante con muchas paradas para fotos y terminamos en Achada do Teixeira, donde espera la furgoneta. Se necesita buena forma física: unos 12 km con 1.200 metros de subida y bajada.',
    meetingPoint: 'Aparcamiento del Pico do Arieiro, junto a la pousada',
  },
  'Levada do Caldeirão Verde laurel forest walk': {
    title: 'Levada do Caldeirão Verde por la laurisilva',
    shortDescription:
      'Sigue una levada por la laurisilva de la UNESCO hasta una cascada de 100 metros.',
    description:
      'Desde las casas de paja de Queimadas, la levada serpentea por la antigua laurisilva, junto a muros cubiertos de musgo y por cuatro túneles cortos, hasta la caldera verde donde una cascada cae en un lago.\n\nEl camino es casi llano pero estrecho en algunos tramos, con barandillas en los pasos expuestos. Unos 13 km ida y vuelta; trae una linterna para los túneles o pídenos una.',
    meetingPoint: 'Parque forestal de Queimadas, junto a las casas de paja',
  },
  'Levada dos Balcões family walk at Ribeiro Frio': {
    title: 'Paseo familiar por la Levada dos Balcões en Ribeiro Frio',
    shortDescription: 'Una hora fácil por la laurisilva hasta el mejor balcón de la isla.',
    description:
      'Un paseo corto y llano junto a la levada desde Ribeiro Frio, con pinzones que comen de tu mano y un mirador sobre los valles hacia el Pico do Arieiro y la costa norte.\n\nIdeal para familias y para quien va justo de tiempo. Después, visita la piscifactoría de truchas y la pequeña tienda de licores locales.',
  },
  'North coast jeep safari through Santana': {
    title: 'Safari en jeep por la costa norte y Santana',
    shortDescription: 'Antiguas pistas forestales, cascadas y las casas de paja de Santana en 4x4.',
    description:
      'Nuestros Land Rover descapotables dejan las carreteras principales y suben por pistas forestales entre laureles y brezos hasta la meseta del Pico do Arieiro. Bajamos a la costa norte pasando junto a cascadas que caen sobre la carretera.\n\nEn Santana visitas las casas triangulares de paja y tienes tiempo para comer (no incluido) antes de volver por la carretera de la costa por Porto da Cruz.',
  },
  'West Madeira day trip: Porto Moniz pools and Fanal forest': {
    title: 'Excursión de un día al oeste de Madeira: piscinas de Porto Moniz y bosque de Fanal',
    shortDescription:
      'Piscinas de roca volcánica, los laureles brumosos de Fanal y la costa noroeste.',
    description:
      'Un día entero por el oeste salvaje de la isla: Cabo Girão, el pueblo pesquero de Ribeira Brava, el altiplano del Paul da Serra y los antiguos laureles retorcidos de Fanal, a menudo envueltos en niebla.\n\nEn Porto Moniz hay tiempo para bañarse en las piscinas naturales de lava que llenan las olas del Atlántico, antes de regresar por la costa norte por São Vicente y Seixal.',
  },
  'Canyoning in Ribeira da Janela': {
    title: 'Barranquismo en Ribeira da Janela',
    shortDescription: 'Desciende cascadas en rápel y salta a pozas verdes en un cañón escondido.',
    description:
      'Tras practicar en una pequeña pared, descendemos el cañón de Ribeira da Janela haciendo rápel por cascadas de hasta 25 metros, deslizándonos por toboganes naturales y saltando a pozas profundas (todos los saltos se pueden evitar).\n\nApto para principiantes en buena forma física. Nuestros guías están certificados por la Federación Portuguesa de Barranquismo.',
  },
  'Sea kayaking along the north-west cliffs': {
    title: 'Kayak de mar por los acantilados del noroeste',
    shortDescription: 'Rema junto a cuevas marinas y cascadas que caen directamente al océano.',
    description:
      'Desde el puerto de Porto Moniz remamos en kayaks sit-on-top estables a lo largo de los acantilados de basalto hacia el islote de Mole, explorando cuevas y arcos y parando a nadar en una cala resguardada.\n\nNo se necesita experiencia: tu guía da una breve clase en tierra y elige la ruta según el mar.',
  },
  'Tandem paragliding over Calheta': {
    title: 'Parapente biplaza sobre Calheta',
    shortDescription: 'Vuela desde 1.000 metros hasta la playa con un piloto experimentado.',
    description:
      'Despega de las verdes laderas de Arco da Calheta y planea sobre plataneras y el mar durante 15 a 25 minutos, según el viento, antes de aterrizar en el paseo de la playa de Calheta.\n\nNo se necesita experiencia: solo unos pasos para despegar. Tu piloto graba el vuelo con una GoPro para ti.',
  },
  'Rabaçal 25 Fontes and Risco waterfall hike': {
    title: 'Ruta de Rabaçal: 25 Fontes y la cascada del Risco',
    shortDescription: 'Dos de las levadas más bonitas de Madeira en una mañana.',
    description:
      'Desde Rabaçal seguimos la Levada do Risco hasta la alta cascada del Risco y después bajamos a la Levada das 25 Fontes, donde decenas de manantiales corren por una pared de musgo hasta una poza verde.\n\nUnos 11 km por buenos caminos con algunos escalones. Salimos temprano para disfrutar del bosque antes de las multitudes.',
  },
  'E-mountain bike descent from Paul da Serra to the sea': {
    title: 'Descenso en bicicleta de montaña eléctrica del Paul da Serra al mar',
    shortDescription: 'Del altiplano a la playa de Calheta por viejos caminos y pistas forestales.',
    description:
      'La furgoneta te sube a 1.500 metros, al altiplano del Paul da Serra. Desde allí, unos 1.400 metros de descenso por pistas forestales, caminos reales empedrados y carreteras tranquilas te llevan hasta el mar en Calheta, con una bicicleta de pedaleo asistido para las pocas subidas.\n\nNivel intermedio: debes sentirte cómodo sobre grava.',
  },
  'Ponta de São Lourenço coastal hike': {
    title: 'Ruta costera por la Ponta de São Lourenço',
    shortDescription: 'Una península salvaje de acantilados rojos y negros entre dos mares.',
    description:
      'El extremo oriental de Madeira no se parece al resto de la isla: crestas volcánicas desnudas en rojo, ocre y negro, con el Atlántico a ambos lados. El sendero sube suavemente hasta el mirador del Pico do Furado y baja a la Casa do Sardinha, donde descansamos entre palmeras.\n\nUnos 8 km con tramos cortos empinados. No hay sombra: trae sombrero y crema solar.',
  },
  'Surf and bodyboard lesson in Porto da Cruz': {
    title: 'Clase de surf y bodyboard en Porto da Cruz',
    shortDescription: 'Coge tus primeras olas en la playa de arena negra de la costa norte.',
    description:
      'Porto da Cruz, bajo la gran roca de Penha de Águia, tiene las olas para principiantes más constantes de Madeira. Nuestros instructores te enseñan a leer el mar, remar y ponerte de pie, con tablas blandas adaptadas a tu nivel.\n\nElige surf o bodyboard al llegar. Los neoprenos están incluidos; el agua está entre 18 y 23 °C todo el año.',
  },
  'Cabo Girão skywalk and Câmara de Lobos fishing village': {
    title: 'Mirador de cristal del Cabo Girão y el pueblo pesquero de Câmara de Lobos',
    shortDescription:
      'Pisa un suelo de cristal a 580 metros sobre el mar y conoce el pueblo de Churchill.',
    description:
      'Primero la plataforma de cristal del Cabo Girão, uno de los acantilados marinos más altos de Europa, con los bancales de Rancho muy abajo. Después, bajada a Câmara de Lobos, el pueblo pesquero que Winston Churchill pintó en 1950, con sus barcas de colores varadas en los guijarros.\n\nMedia jornada tranquila con tiempo para un café en el puerto.',
  },
  'Poncha and petiscos evening in Câmara de Lobos': {
    title: 'Noche de poncha y petiscos en Câmara de Lobos',
    shortDescription: 'Tres tabernas, tres ponchas y las tapas que los locales piden con ellas.',
    description:
      'La poncha nació en Câmara de Lobos. Con un anfitrión local visitas tres tabernas familiares, ves cómo se remueve la poncha con el caralhinho, el palo de madera tradicional, y pruebas lapas, altramuces, pez sable negro y bolo do caco.\n\nTermina en el muro del puerto mientras entran los barcos de pesca.',
  },
  'Porto Santo day trip by ferry': {
    title: 'Excursión de un día a Porto Santo en ferri',
    shortDescription: 'Nueve kilómetros de arena dorada, a dos horas y media de travesía.',
    description:
      'Navega de Funchal a Porto Santo en el ferri Lobo Marinho y recorre la isla en microbús: la casa de Cristóbal Colón en Vila Baleira, los miradores de Portela y Pico das Flores y las columnas de basalto del Pico de Ana Ferreira.\n\nLa tarde es libre en la larga playa dorada antes del ferri de vuelta por la noche.',
  },
  'Two-day Porto Santo wellness escape': {
    title: 'Escapada de bienestar de dos días a Porto Santo',
    shortDescription: 'Arenoterapia, talasoterapia y largos paseos por la playa dorada.',
    description:
      'La arena de Porto Santo se usa desde hace siglos por sus minerales. En dos días disfrutas de una sesión guiada de arenoterapia en la playa, un circuito de talasoterapia, una mañana de yoga en la playa y un paseo al atardecer hasta la Ponta da Calheta.\n\nIncluye una noche con desayuno en una casa de huéspedes frente al mar; los billetes de ferri o de avión no.',
  },
  'Wreck dive on the Corveta Afonso Cerqueira': {
    title: 'Inmersión en el pecio de la corbeta Afonso Cerqueira',
    shortDescription:
      'Una corbeta de la marina portuguesa hundida frente a Porto Santo como arrecife artificial.',
    description:
      'La corbeta de 85 metros reposa en posición vertical a 30 metros sobre arena blanca y hoy alberga barracudas, meros y enormes bancos de peces. Dos inmersiones te llevan alrededor del casco, el puente y la cubierta de artillería.\n\nPara buceadores certificados con Advanced Open Water o equivalente; hay nitrox disponible.',
  },
  'Alfama and Mouraria walking tour with fado': {
    title: 'Paseo por Alfama y Mouraria con fado',
    shortDescription:
      'La Lisboa antigua a pie, desde las murallas del castillo hasta una casa de fado.',
    description:
      'Sube por las callejuelas de Alfama y Mouraria, los barrios más antiguos de Lisboa, entre tendederos, fachadas de azulejos y miradores sobre el Tajo. Escucha la historia de la ciudad desde los moros hasta el terremoto de 1755.\n\nEl paseo termina en una pequeña casa de fado, donde escuchas dos canciones con una copa de ginjinha.',
  },
  "Lisbon's seven hills by electric tuk-tuk": {
    title: 'Las siete colinas de Lisboa en tuk-tuk eléctrico',
    shortDescription:
      'Un recorrido privado por los mejores miradores, hasta seis personas por tuk-tuk.',
    description:
      'Evita las colas del tranvía 28 y recorre las mismas calles empinadas en un silencioso tuk-tuk eléctrico. Tu conductor-guía te lleva a los miradores de Graça, Senhora do Monte y Santa Luzia, pasando por la catedral y bajando hasta la Praça do Comércio.\n\nEl precio es por todo el tuk-tuk, hasta seis pasajeros.',
  },
  'Azulejo tile painting workshop': {
    title: 'Taller de pintura de azulejos',
    shortDescription: 'Pinta tu propio azulejo portugués con una maestra ceramista.',
    description:
      'En un pequeño taller cerca del Museo del Azulejo aprendes cómo llegaron los azulejos a Portugal y cómo se dibujan y pintan los motivos azules y blancos. Después pintas dos azulejos propios con pigmentos tradicionales.\n\nLos azulejos se cuecen en el horno y se pueden recoger dos días después o te los enviamos (envío aparte).',
  },
  'Surf lesson at Carcavelos beach': {
    title: 'Clase de surf en la playa de Carcavelos',
    shortDescription: 'Aprende a surfear a veinte minutos del centro de Lisboa.',
    description:
      'Carcavelos es la playa de surf de Lisboa, con fondo de arena y olas suaves casi todo el año. En dos horas nuestros instructores te llevan de la primera remada a ponerte de pie en la tabla.\n\nLas clases son en grupos pequeños de hasta seis alumnos por instructor. Trenes desde Cais do Sodré cada 20 minutos.',
  },
  'Sintra palaces and Cabo da Roca full-day tour': {
    title: 'Excursión de un día a los palacios de Sintra y el Cabo da Roca',
    shortDescription:
      'El Palacio da Pena, la Quinta da Regaleira y el punto más occidental de Europa.',
    description:
      'Empieza en el Palacio da Pena, de cuento de hadas, sobre el bosque de Sintra, y después baja al pozo iniciático de la Quinta da Regaleira. Tras comer en el casco antiguo (no incluido), vamos al Cabo da Roca, donde terminan los acantilados de la Europa continental.\n\nVolvemos por la costa, por Cascais y Estoril.',
  },
  'Sintra hills mountain bike ride': {
    title: 'Ruta en bicicleta de montaña por la sierra de Sintra',
    shortDescription:
      'Senderos estrechos bajo alcornoques y helechos gigantes en el parque Sintra-Cascais.',
    description:
      'Una mañana por los senderos de la sierra de Sintra: singletracks fluidos por el bosque brumoso, caminos de piedra junto al convento de los Capuchos y un largo descenso hacia el Atlántico con el faro del Cabo da Roca a la vista.\n\nUnos 25 km con 600 metros de desnivel. Se proporcionan buenas bicicletas con suspensión delantera, cascos y guantes.',
  },
  'Port wine cellars and Ribeira walk': {
    title: 'Bodegas de vino de Oporto y paseo por la Ribeira',
    shortDescription: 'Cruza el puente Dom Luís I hasta las bodegas de Gaia.',
    description:
      'Camina desde la estación de São Bento, con su vestíbulo de azulejos, hasta la Ribeira junto al río y cruza el puente de hierro Dom Luís I hasta Vila Nova de Gaia. Allí visitas una bodega histórica de oporto y pruebas un blanco, un ruby y un tawny de veinte años.\n\nTermina con un pastel de nata en el muelle, con los barcos rabelos amarrados abajo.',
  },
  'Douro Valley wine tour with river cruise and lunch': {
    title: 'Ruta del vino por el valle del Duero con crucero fluvial y almuerzo',
    shortDescription: 'Dos quintas, un paseo en barco rabelo y almuerzo entre las terrazas.',
    description:
      'Remonta el Duero desde Oporto hasta Pinhão, en el corazón de la región vinícola demarcada más antigua del mundo. Visita dos quintas familiares, pasea entre los viñedos en terrazas y prueba sus vinos y oportos.\n\nTras un almuerzo tradicional con el viticultor, un paseo de una hora en barco rabelo por el río muestra las terrazas desde abajo.',
  },
  'Three-day grape harvest in the Douro': {
    title: 'Tres días de vendimia en el Duero',
    shortDescription: 'Vendimia, pisa la uva en el lagar de granito y duerme en la quinta.',
    description:
      'Cada septiembre las quintas del Duero se llenan de vendimiadores, música y comida. Únete a una finca familiar durante tres días de vendimia: mañanas en el viñedo con la cuadrilla, tardes aprendiendo cómo se hace el oporto y una noche pisando uva descalzo en el lagar de granito, como se hace desde hace siglos.\n\nIncluye dos noches en la quinta con todas las comidas y el vino.',
  },
  'Benagil cave and golden coast boat trip': {
    title: 'Paseo en barco a la cueva de Benagil y la costa dorada',
    shortDescription: 'Noventa minutos a lo largo de los acantilados hasta la famosa cueva marina.',
    description:
      'Sal de la marina de Portimão en una lancha rápida y sigue hacia el este los acantilados dorados de caliza, pasando por la Praia da Marinha, arcos de roca y playas escondidas, hasta la cueva de Benagil, con su abertura redonda al cielo.\n\nEl patrón entra en las cuevas más pequeñas cuando el mar lo permite. Trae una chaqueta: a velocidad puede hacer viento.',
  },
  'Kayak tour to the Benagil caves from Carvoeiro': {
    title: 'Ruta en kayak a las cuevas de Benagil desde Carvoeiro',
    shortDescription:
      'Rema dentro de grutas y desembarca en playas a las que solo se llega por mar.',
    description:
      'Desde la playa de Carvoeiro remamos hacia el este bajo los acantilados del Algarve, explorando una docena de cuevas y arcos camino de Benagil. Dentro de la cueva principal desembarcamos en la arena bajo la famosa claraboya.\n\nIncluye kayaks sit-on-top estables, bolsas estancas y una parada de esnórquel en una cala de agua clara.',
  },
  'Seven Hanging Valleys cliff-top trail': {
    title: 'Sendero de los Siete Valles Colgantes por los acantilados',
    shortDescription: 'El sendero costero más bonito del Algarve, de Marinha a Vale Centeanes.',
    description:
      'Este sendero recorre lo alto de los acantilados entre la Praia da Marinha y Vale Centeanes, bajando a siete valles secos que terminan bruscamente sobre el mar. Por el camino: la claraboya de Benagil desde arriba, arcos naturales y algunas de las playas más fotografiadas de Europa.\n\nUnos 6 km solo ida; la furgoneta te lleva de vuelta al inicio.',
  },
  'Guest room in a quinta above Machico bay, by the night': {
    title: 'Habitación en una quinta sobre la bahía de Machico, por noche',
    shortDescription:
      'Una tranquila habitación doble en una antigua quinta, para una noche o una semana.',
    description:
      'Una habitación doble con terraza propia en una quinta restaurada del siglo XIX, en la ladera sobre Machico, a diez minutos del aeropuerto. El desayuno con fruta del huerto se sirve en la terraza.\n\nElige la noche de llegada y tu última noche: el precio es por noche para hasta dos huéspedes. Entrada a partir de las 15:00, salida hasta las 11:00.',
  },
};
