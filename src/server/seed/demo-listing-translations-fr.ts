import type { DemoTranslation } from './demo-listings';

// The demo listings in French, by their English title (demo-listings.ts).
export const fr: Record<string, DemoTranslation> = {
  'Dolphin and whale watching by catamaran': {
    title: 'Observation des dauphins et des baleines en catamaran',
    shortDescription: 'Trois heures en plein Atlantique avec une biologiste marine à bord.',
    description:
      'Quittez la marina de Funchal à bord d’un catamaran silencieux vers les eaux profondes au sud de l’île, où des guetteurs postés sur les falaises nous guident vers les dauphins communs et les grands dauphins, les globicéphales et, en saison, les cachalots.\n\nUne biologiste marine explique ce que nous voyons et, si la mer est calme, nous nous arrêtons pour une baignade dans une baie au pied des falaises. Les observations ne sont pas garanties, mais elles ont lieu presque à chaque sortie.',
    meetingPoint: 'Ponton 2 de la marina de Funchal, au kiosque bleu d’Atlântico',
  },
  'Sunset sail on a classic schooner': {
    title: 'Croisière au coucher du soleil sur une goélette classique',
    shortDescription: 'Deux heures dorées dans la baie de Funchal avec un verre de vin de Madère.',
    description:
      'Notre goélette en bois longe la côte vers l’ouest en direction du Cabo Girão pendant que le soleil se couche derrière les falaises. Aidez l’équipage à hisser les voiles ou détendez-vous simplement sur le pont.\n\nAu retour, un verre de vin de Madère et du bolo do caco sont servis tandis que les lumières de Funchal s’allument.',
  },
  'Blue marlin big game fishing': {
    title: 'Pêche au gros du marlin bleu',
    shortDescription:
      'Une journée sur un bateau de pêche sportive tout équipé, pêche et remise à l’eau.',
    description:
      'De juin à octobre, Madère est l’un des meilleurs endroits de l’Atlantique pour le marlin bleu. Notre bateau de 38 pieds embarque un matériel de premier ordre, un skipper fort de 25 saisons et un matelot qui fait le travail difficile.\n\nNous pratiquons le marquage et la remise à l’eau des poissons à rostre. Le thon et le thazard peuvent être gardés pour le dîner.',
  },
  "New Year's Eve fireworks cruise": {
    title: 'Croisière du feu d’artifice du Nouvel An',
    shortDescription: 'Le feu d’artifice le plus célèbre de l’Atlantique, vu depuis la mer.',
    description:
      'La dernière nuit de l’année, tout l’amphithéâtre de Funchal s’illumine. Depuis notre bateau, ancré dans la baie parmi des centaines d’autres, vous voyez tout d’un seul regard.\n\nNous servons un dîner buffet, du vin de Madère et du vin pétillant à minuit. Couvrez-vous bien : la brise est fraîche sur l’eau.',
  },
  'Funchal old town food and poncha walk': {
    title: 'Balade gourmande et poncha dans la vieille ville de Funchal',
    shortDescription: 'Étals du marché, minuscules tavernes et la vraie poncha de Madère.',
    description:
      'On commence au Mercado dos Lavradores parmi les fruits tropicaux et le sabre noir, puis on flâne devant les portes peintes de la Rua de Santa Maria.\n\nEn chemin, vous goûtez le bolo do caco au beurre à l’ail, l’espetada, le pudding aux fruits de la passion et, pour finir, une poncha préparée à l’ancienne avec du rhum de canne, du miel et du citron.',
  },
  'Botanical garden and Monte cable car morning': {
    title: 'Matinée au jardin botanique et en téléphérique jusqu’à Monte',
    shortDescription: 'Orchidées, dragonniers et la vue sur toute la baie depuis Monte.',
    description:
      'Montez en téléphérique du bord de mer jusqu’à Monte, visitez l’église où repose le dernier empereur d’Autriche et promenez-vous dans les jardins tropicaux.\n\nPoursuivez ensuite vers le Jardin botanique de Madère, avec des plantes des cinq continents et la forêt de lauriers indigène. Les plus audacieux redescendent dans les célèbres luges en osier (non incluses).',
  },
  'Private airport transfer to Funchal': {
    title: 'Transfert privé de l’aéroport à Funchal',
    shortDescription:
      'Un chauffeur vous attend aux arrivées avec votre nom, jusqu’à quatre personnes.',
    description:
      'Nous suivons votre vol et vous attendons dans le hall des arrivées de l’aéroport de Madère, même quand le vent retarde l’atterrissage. Voiture confortable et climatisée, sièges enfants sur demande, bagages compris.\n\nLe prix s’entend par voiture pour quatre passagers au plus et couvre tout hôtel de Funchal, Caniço ou Santa Cruz.',
  },
  'Madeira wine lodge tasting and embroidery workshop': {
    title: 'Dégustation dans une cave de vin de Madère et atelier de broderie',
    shortDescription:
      'Goûtez quatre vins de Madère, puis brodez votre propre pièce de broderie de Madère.',
    description:
      'Dans une cave du XVIIIe siècle, vous suivez le vin des chais chauffés par le soleil jusqu’à la table de dégustation : Sercial, Verdelho, Boal et Malvasia.\n\nÀ côté, une brodeuse vous montre les motifs et les points qui ont fait la renommée de Madère, et vous commencez une petite pièce à emporter.',
  },
  'Wheelchair-friendly island panorama tour': {
    title: 'Tour panoramique de l’île accessible en fauteuil roulant',
    shortDescription: 'Belvédères, villages et côte nord en minibus adapté.',
    description:
      'Notre minibus adapté dispose d’un élévateur à l’arrière et de places pour deux fauteuils roulants. L’itinéraire privilégie les belvédères sans marches : Pico dos Barcelos, Eira do Serrado au-dessus de la Vallée des Nonnes, la forêt de lauriers de Ribeiro Frio et les maisons traditionnelles de Santana.\n\nLe chauffeur-guide est formé aux premiers secours et à l’accessibilité, et les arrêts disposent de toilettes accessibles.',
  },
  'Sunrise yoga above Funchal bay': {
    title: 'Yoga au lever du soleil au-dessus de la baie de Funchal',
    shortDescription:
      'Une heure et demie de yoga et de respiration pendant que le soleil se lève sur la mer.',
    description:
      'Rendez-vous sur une paisible terrasse-jardin perchée au-dessus de Funchal, alors que la ville dort encore. Notre professeure guide un enchaînement doux adapté à tous les niveaux, suivi d’exercices de respiration et d’une courte méditation pendant que le soleil se lève sur les îles Desertas.\n\nTapis, briques et une tisane à la fin sont inclus.',
  },
  'Discover scuba diving in the Garajau marine reserve': {
    title: 'Baptême de plongée dans la réserve marine de Garajau',
    shortDescription:
      'Votre première plongée parmi les mérous et les raies, avec un moniteur à vos côtés.',
    description:
      'Garajau a été la première réserve marine du Portugal ; son eau claire et ses mérous peu farouches en font l’endroit idéal pour une première plongée. Après un briefing et quelques exercices en eau peu profonde, vous descendez à environ 10 mètres avec votre moniteur.\n\nAucune expérience requise ; il faut savoir nager et être en bonne santé.',
  },
  'Pico do Arieiro to Pico Ruivo summit hike': {
    title: 'Randonnée des sommets du Pico do Arieiro au Pico Ruivo',
    shortDescription:
      'La randonnée classique sur la crête entre les plus hauts sommets de Madère, au-dessus des nuages.',
    description:
      'Depuis 1 818 mètres, le sentier pavé et taillé dans la roche traverse des tunnels, des arêtes étroites et des escaliers jusqu’au Pico Ruivo, point culminant de l’île à 1 862 mètres. La plupart des matins, une mer de nuages remplit les vallées en contrebas.\n\nNous marchons à un rythme régulier avec de nombreux arrêts photo et finissons à Achada do Teixeira, où le minibus attend. Une bonne condition physique est nécessaire : environ 12 km avec 1 200 mètres de montée et de descente.',
    meetingPoint: 'Parking du Pico do Arieiro, près de la pousada',
  },
  'Levada do Caldeirão Verde laurel forest walk': {
    title: 'Levada do Caldeirão Verde dans la forêt de lauriers',
    shortDescription:
      'Suivez une levada dans la forêt de lauriers classée par l’UNESCO jusqu’à une cascade de 100 mètres.',
    description:
      'Depuis les maisons au toit de chaume de Queimadas, la levada serpente dans l’ancienne forêt de lauriers, le long de murs moussus et à travers quatre courts tunnels, jusqu’au chaudron vert où une cascade tombe dans un lac.\n\nLe sentier est presque plat mais étroit par endroits, avec des garde-corps sur les passages exposés. Environ 13 km aller-retour ; apportez une lampe pour les tunnels ou empruntez l’une des nôtres.',
    meetingPoint: 'Parc forestier de Queimadas, près des maisons au toit de chaume',
  },
  'Levada dos Balcões family walk at Ribeiro Frio': {
    title: 'Balade en famille sur la Levada dos Balcões à Ribeiro Frio',
    shortDescription:
      'Une heure facile dans la forêt de lauriers jusqu’au plus beau balcon de l’île.',
    description:
      'Une courte balade à plat le long de la levada depuis Ribeiro Frio, avec des pinsons qui mangent dans la main et un belvédère sur les vallées jusqu’au Pico do Arieiro et à la côte nord.\n\nIdéal pour les familles et pour ceux qui ont peu de temps. Ensuite, visitez l’élevage de truites et la petite boutique de liqueurs locales.',
  },
  'North coast jeep safari through Santana': {
    title: 'Safari en jeep sur la côte nord par Santana',
    shortDescription:
      'Anciennes pistes forestières, cascades et maisons au toit de chaume de Santana en 4x4.',
    description:
      'Nos Land Rover découverts quittent les routes principales et montent par des pistes forestières parmi les lauriers et les bruyères jusqu’au plateau du Pico do Arieiro. Nous redescendons vers la côte nord en passant par des cascades qui tombent directement sur la route.\n\nÀ Santana, vous visitez les maisons triangulaires au toit de chaume et avez le temps de déjeuner (non inclus) avant le retour par la route côtière via Porto da Cruz.',
  },
  'West Madeira day trip: Porto Moniz pools and Fanal forest': {
    title: 'Journée dans l’ouest de Madère : piscines de Porto Moniz et forêt de Fanal',
    shortDescription:
      'Piscines de roche volcanique, les lauriers brumeux de Fanal et la côte nord-ouest.',
    description:
      'Une journée entière dans l’ouest sauvage de l’île : le Cabo Girão, le village de pêcheurs de Ribeira Brava, la lande d’altitude du Paul da Serra et les vieux lauriers tortueux de Fanal, souvent enveloppés de brouillard.\n\nÀ Porto Moniz, vous avez le temps de vous baigner dans les piscines naturelles de lave remplies par les vagues de l’Atlantique, avant de rentrer par la côte nord via São Vicente et Seixal.',
  },
  'Canyoning in Ribeira da Janela': {
    title: 'Canyoning à Ribeira da Janela',
    shortDescription:
      'Descendez des cascades en rappel et sautez dans des vasques vertes au fond d’un canyon caché.',
    description:
      'Après un entraînement sur une petite paroi, nous descendons le canyon de Ribeira da Janela en rappel le long de cascades allant jusqu’à 25 mètres, en glissant sur des toboggans naturels et en sautant dans des vasques profondes (chaque saut peut être évité).\n\nAccessible aux débutants en bonne condition physique. Nos guides sont certifiés par la Fédération portugaise de canyoning.',
  },
  'Sea kayaking along the north-west cliffs': {
    title: 'Kayak de mer le long des falaises du nord-ouest',
    shortDescription:
      'Pagayez devant des grottes marines et des cascades qui tombent droit dans l’océan.',
    description:
      'Depuis le port de Porto Moniz, nous pagayons en kayaks sit-on-top stables le long des falaises de basalte vers l’îlot de Mole, en explorant grottes et arches et en faisant une pause baignade dans une crique abritée.\n\nAucune expérience requise : votre guide donne une courte leçon à terre et choisit l’itinéraire selon l’état de la mer.',
  },
  'Tandem paragliding over Calheta': {
    title: 'Parapente biplace au-dessus de Calheta',
    shortDescription:
      'Volez de 1 000 mètres d’altitude jusqu’à la plage avec un pilote expérimenté.',
    description:
      'Décollez des pentes verdoyantes d’Arco da Calheta et planez au-dessus des bananeraies et de la mer pendant 15 à 25 minutes, selon le vent, avant d’atterrir sur la promenade de la plage de Calheta.\n\nAucune expérience requise : quelques pas suffisent pour décoller. Votre pilote filme le vol pour vous avec une GoPro.',
  },
  'Rabaçal 25 Fontes and Risco waterfall hike': {
    title: 'Randonnée de Rabaçal : 25 Fontes et la cascade du Risco',
    shortDescription: 'Deux des plus belles levadas de Madère en une matinée.',
    description:
      'Depuis Rabaçal, nous suivons la Levada do Risco jusqu’à la haute cascade du Risco, puis descendons vers la Levada das 25 Fontes, où des dizaines de sources ruissellent sur une paroi moussue jusqu’à une vasque verte.\n\nEnviron 11 km sur de bons sentiers avec quelques marches. Nous partons tôt pour profiter de la forêt avant la foule.',
  },
  'E-mountain bike descent from Paul da Serra to the sea': {
    title: 'Descente en VTT électrique du Paul da Serra jusqu’à la mer',
    shortDescription:
      'Du haut plateau à la plage de Calheta par d’anciens chemins et des pistes forestières.',
    description:
      'Le minibus vous monte à 1 500 mètres, sur le plateau du Paul da Serra. De là, environ 1 400 mètres de descente par des pistes forestières, d’anciens chemins royaux pavés et des routes tranquilles vous mènent jusqu’à la mer à Calheta, avec un vélo à assistance électrique pour les quelques montées.\n\nNiveau intermédiaire : vous devez être à l’aise sur le gravier.',
  },
  'Ponta de São Lourenço coastal hike': {
    title: 'Randonnée côtière à la Ponta de São Lourenço',
    shortDescription: 'Une péninsule sauvage de falaises rouges et noires entre deux mers.',
    description:
      'La pointe est de Madère ne ressemble pas au reste de l’île : des crêtes volcaniques nues, rouges, ocre et noires, avec l’Atlantique des deux côtés. Le sentier monte en pente douce jusqu’au belvédère du Pico do Furado puis descend vers la Casa do Sardinha, où nous faisons une pause parmi les palmiers.\n\nEnviron 8 km avec de courts passages raides. Il n’y a pas d’ombre : prenez un chapeau et de la crème solaire.',
  },
  'Surf and bodyboard lesson in Porto da Cruz': {
    title: 'Cours de surf et de bodyboard à Porto da Cruz',
    shortDescription: 'Prenez vos premières vagues sur la plage de sable noir de la côte nord.',
    description:
      'Porto da Cruz, au pied du grand rocher de Penha de Águia, offre les vagues pour débutants les plus régulières de Madère. Nos moniteurs vous apprennent à lire la mer, à ramer et à vous lever, sur des planches en mousse adaptées à votre niveau.\n\nChoisissez le surf ou le bodyboard à votre arrivée. Les combinaisons sont fournies ; l’eau est entre 18 et 23 °C toute l’année.',
  },
  'Cabo Girão skywalk and Câmara de Lobos fishing village': {
    title: 'Skywalk du Cabo Girão et village de pêcheurs de Câmara de Lobos',
    shortDescription:
      'Tenez-vous sur un plancher de verre à 580 mètres au-dessus de la mer, puis découvrez le village de Churchill.',
    description:
      'D’abord la plateforme de verre du Cabo Girão, l’une des plus hautes falaises maritimes d’Europe, avec les cultures en terrasses de Rancho tout en bas. Puis descente vers Câmara de Lobos, le village de pêcheurs que Winston Churchill a peint en 1950, avec ses barques colorées tirées sur les galets.\n\nUne demi-journée tranquille avec le temps de prendre un café sur le port.',
  },
  'Poncha and petiscos evening in Câmara de Lobos': {
    title: 'Soirée poncha et petiscos à Câmara de Lobos',
    shortDescription:
      'Trois tavernes, trois ponchas et les petits plats que les habitants commandent avec.',
    description:
      'C’est à Câmara de Lobos qu’est née la poncha. Avec un hôte local, vous visitez trois tavernes familiales, regardez la poncha être mélangée au caralhinho, le bâton de bois traditionnel, et goûtez patelles, lupins, sabre noir et bolo do caco.\n\nLa soirée se termine sur le mur du port pendant que rentrent les bateaux de pêche.',
  },
  'Porto Santo day trip by ferry': {
    title: 'Excursion d’une journée à Porto Santo en ferry',
    shortDescription: 'Neuf kilomètres de sable doré, à deux heures et demie de traversée.',
    description:
      'Naviguez de Funchal à Porto Santo à bord du ferry Lobo Marinho, puis faites le tour de l’île en minibus : la maison de Christophe Colomb à Vila Baleira, les belvédères de Portela et du Pico das Flores et les orgues basaltiques du Pico de Ana Ferreira.\n\nL’après-midi est libre sur la longue plage dorée avant le ferry du soir.',
  },
  'Two-day Porto Santo wellness escape': {
    title: 'Escapade bien-être de deux jours à Porto Santo',
    shortDescription: 'Sablothérapie, thalasso et longues promenades sur la plage dorée.',
    description:
      'Le sable de Porto Santo est utilisé depuis des siècles pour ses minéraux. En deux jours, vous profitez d’une séance guidée de sablothérapie sur la plage, d’un circuit de thalassothérapie, d’une matinée de yoga sur la plage et d’une promenade au coucher du soleil jusqu’à la Ponta da Calheta.\n\nUne nuit dans une maison d’hôtes en bord de mer avec petit-déjeuner est incluse ; les billets de ferry ou d’avion ne le sont pas.',
  },
  'Wreck dive on the Corveta Afonso Cerqueira': {
    title: 'Plongée sur l’épave de la corvette Afonso Cerqueira',
    shortDescription:
      'Une corvette de la marine portugaise coulée au large de Porto Santo comme récif artificiel.',
    description:
      'La corvette de 85 mètres repose droite par 30 mètres de fond sur du sable blanc et abrite aujourd’hui barracudas, mérous et d’immenses bancs de poissons. Deux plongées vous font faire le tour de la coque, de la passerelle et du pont d’artillerie.\n\nPour plongeurs certifiés Advanced Open Water ou équivalent ; nitrox disponible.',
  },
  'Alfama and Mouraria walking tour with fado': {
    title: 'Visite à pied de l’Alfama et de la Mouraria avec fado',
    shortDescription: 'Le vieux Lisbonne à pied, des remparts du château à une maison de fado.',
    description:
      'Grimpez les ruelles de l’Alfama et de la Mouraria, les plus vieux quartiers de Lisbonne, entre cordes à linge, façades d’azulejos et belvédères sur le Tage. Écoutez l’histoire de la ville, des Maures au tremblement de terre de 1755.\n\nLa balade se termine dans une petite maison de fado, où vous écoutez deux chansons avec un verre de ginjinha.',
  },
  "Lisbon's seven hills by electric tuk-tuk": {
    title: 'Les sept collines de Lisbonne en tuk-tuk électrique',
    shortDescription:
      'Une balade privée vers les plus beaux belvédères, jusqu’à six personnes par tuk-tuk.',
    description:
      'Évitez la file du tram 28 et parcourez les mêmes rues escarpées dans un tuk-tuk électrique silencieux. Votre chauffeur-guide vous emmène aux belvédères de Graça, Senhora do Monte et Santa Luzia, devant la cathédrale et jusqu’à la Praça do Comércio.\n\nLe prix s’entend pour tout le tuk-tuk, jusqu’à six passagers.',
  },
  'Azulejo tile painting workshop': {
    title: 'Atelier de peinture d’azulejos',
    shortDescription: 'Peignez votre propre carreau portugais avec une maître céramiste.',
    description:
      'Dans un petit atelier près du Musée de l’azulejo, découvrez comment les azulejos sont arrivés au Portugal et comment les motifs bleus et blancs sont dessinés et peints. Vous peignez ensuite deux carreaux avec des pigments traditionnels.\n\nLes carreaux sont cuits au four et peuvent être récupérés deux jours plus tard ou vous être envoyés (frais de port en sus).',
  },
  'Surf lesson at Carcavelos beach': {
    title: 'Cours de surf sur la plage de Carcavelos',
    shortDescription: 'Apprenez à surfer à vingt minutes du centre de Lisbonne.',
    description:
      'Carcavelos est la plage de surf de Lisbonne, avec des fonds sableux et des vagues douces presque toute l’année. En deux heures, nos moniteurs vous mènent de la première rame à la position debout sur la planche.\n\nLes cours ont lieu en petits groupes de six élèves au plus par moniteur. Trains depuis Cais do Sodré toutes les 20 minutes.',
  },
  'Sintra palaces and Cabo da Roca full-day tour': {
    title: 'Journée aux palais de Sintra et au Cabo da Roca',
    shortDescription:
      'Le palais de Pena, la Quinta da Regaleira et le point le plus occidental de l’Europe.',
    description:
      'On commence par le féerique palais de Pena au-dessus de la forêt de Sintra, puis on descend le puits initiatique de la Quinta da Regaleira. Après le déjeuner dans la vieille ville (non inclus), nous allons au Cabo da Roca, là où s’arrêtent les falaises de l’Europe continentale.\n\nRetour par la côte, via Cascais et Estoril.',
  },
  'Sintra hills mountain bike ride': {
    title: 'Sortie VTT dans les collines de Sintra',
    shortDescription:
      'Des single tracks sous les chênes-lièges et les fougères géantes du parc Sintra-Cascais.',
    description:
      'Une matinée sur les sentiers des collines de Sintra : des single tracks fluides dans la forêt brumeuse, des chemins de pierre devant le couvent des Capucins et une longue descente vers l’Atlantique avec le phare du Cabo da Roca en vue.\n\nEnviron 25 km avec 600 mètres de dénivelé. De bons vélos à suspension avant, casques et gants sont fournis.',
  },
  'Port wine cellars and Ribeira walk': {
    title: 'Caves de porto et balade dans la Ribeira',
    shortDescription: 'Traversez le pont Dom Luís I jusqu’aux caves de porto de Gaia.',
    description:
      'Marchez de la gare de São Bento, avec son hall couvert d’azulejos, jusqu’à la Ribeira au bord du fleuve, puis traversez le pont métallique Dom Luís I jusqu’à Vila Nova de Gaia. Là, vous visitez une cave historique et goûtez un porto blanc, un ruby et un tawny de vingt ans.\n\nOn termine par un pastel de nata sur le quai, avec les bateaux rabelos amarrés en contrebas.',
  },
  'Douro Valley wine tour with river cruise and lunch': {
    title: 'Route des vins dans la vallée du Douro avec croisière et déjeuner',
    shortDescription:
      'Deux quintas, une promenade en bateau rabelo et un déjeuner parmi les terrasses.',
    description:
      'Remontez le Douro de Porto jusqu’à Pinhão, au cœur de la plus ancienne région viticole délimitée au monde. Visitez deux quintas familiales, marchez dans les vignes en terrasses et goûtez leurs vins et leurs portos.\n\nAprès un déjeuner traditionnel avec le vigneron, une heure en bateau rabelo sur le fleuve montre les terrasses d’en bas.',
  },
  'Three-day grape harvest in the Douro': {
    title: 'Trois jours de vendanges dans le Douro',
    shortDescription:
      'Cueillez le raisin, foulez-le dans le lagar de granit et dormez à la quinta.',
    description:
      'Chaque septembre, les quintas du Douro se remplissent de vendangeurs, de musique et de bonne cuisine. Rejoignez un domaine familial pour trois jours de vendanges : le matin dans la vigne avec l’équipe, l’après-midi pour apprendre comment se fait le porto, et une soirée à fouler le raisin pieds nus dans le lagar de granit, comme on le fait depuis des siècles.\n\nDeux nuits à la quinta avec tous les repas et le vin sont incluses.',
  },
  'Benagil cave and golden coast boat trip': {
    title: 'Sortie en bateau à la grotte de Benagil et sur la côte dorée',
    shortDescription:
      'Quatre-vingt-dix minutes le long des falaises jusqu’à la célèbre grotte marine.',
    description:
      'Quittez la marina de Portimão à bord d’un semi-rigide rapide et longez vers l’est les falaises calcaires dorées, devant la Praia da Marinha, des arches rocheuses et des plages cachées, jusqu’à la grotte de Benagil et son ouverture ronde sur le ciel.\n\nLe skipper entre dans les petites grottes quand la mer le permet. Prenez une veste : il peut y avoir du vent à pleine vitesse.',
  },
  'Kayak tour to the Benagil caves from Carvoeiro': {
    title: 'Sortie en kayak vers les grottes de Benagil depuis Carvoeiro',
    shortDescription:
      'Pagayez dans des grottes et accostez sur des plages accessibles uniquement par la mer.',
    description:
      'Depuis la plage de Carvoeiro, nous pagayons vers l’est sous les falaises de l’Algarve en explorant une douzaine de grottes et d’arches en route vers Benagil. Dans la grande grotte, nous accostons sur le sable sous la célèbre ouverture.\n\nKayaks sit-on-top stables, sacs étanches et un arrêt snorkeling dans une crique limpide sont inclus.',
  },
  'Seven Hanging Valleys cliff-top trail': {
    title: 'Sentier des Sept Vallées Suspendues sur les falaises',
    shortDescription: 'Le plus beau sentier côtier de l’Algarve, de Marinha à Vale Centeanes.',
    description:
      'Ce sentier suit le haut des falaises entre la Praia da Marinha et Vale Centeanes, plongeant dans sept vallées sèches qui s’arrêtent net au-dessus de la mer. En chemin : l’ouverture de Benagil vue d’en haut, des arches naturelles et quelques-unes des plages les plus photographiées d’Europe.\n\nEnviron 6 km aller simple ; le minibus vous ramène au départ.',
  },
  'Guest room in a quinta above Machico bay, by the night': {
    title: 'Chambre d’hôtes dans une quinta au-dessus de la baie de Machico, à la nuit',
    shortDescription:
      'Une chambre double au calme dans une ancienne quinta, pour une nuit ou une semaine.',
    description:
      'Une chambre double avec sa propre terrasse dans une quinta du XIXe siècle restaurée, sur le coteau au-dessus de Machico, à dix minutes de l’aéroport. Le petit-déjeuner avec les fruits du jardin est servi sur la terrasse.\n\nChoisissez la nuit de votre arrivée et votre dernière nuit : le prix s’entend par nuit pour deux personnes au plus. Arrivée à partir de 15 h, départ avant 11 h.',
  },
};
