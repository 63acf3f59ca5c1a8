import type { DemoTranslation } from './demo-listings';

// The demo listings in German, by their English title (demo-listings.ts).
export const de: Record<string, DemoTranslation> = {
  'Dolphin and whale watching by catamaran': {
    title: 'Delfin- und Walbeobachtung mit dem Katamaran',
    shortDescription: 'Drei Stunden auf dem offenen Atlantik mit einer Meeresbiologin an Bord.',
    description:
      'Vom Yachthafen Funchal geht es mit einem leisen Katamaran hinaus ins tiefe Wasser südlich der Insel, wo Späher auf den Klippen uns zu Gemeinen Delfinen und Großen Tümmlern, Grindwalen und in der Saison zu Pottwalen lotsen.\n\nEine Meeresbiologin erklärt, was wir sehen, und bei ruhiger See halten wir zum Baden in einer Bucht unter den Klippen. Sichtungen sind nicht garantiert, gelingen aber fast auf jeder Fahrt.',
    meetingPoint: 'Steg 2 im Yachthafen Funchal, am blauen Atlântico-Kiosk',
  },
  'Sunset sail on a classic schooner': {
    title: 'Segeltörn zum Sonnenuntergang auf einem klassischen Schoner',
    shortDescription: 'Zwei goldene Stunden in der Bucht von Funchal mit einem Glas Madeirawein.',
    description:
      'Unser hölzerner Schoner segelt an der Küste entlang nach Westen Richtung Cabo Girão, während die Sonne hinter den Klippen versinkt. Helfen Sie der Crew mit den Segeln oder lehnen Sie sich einfach an Deck zurück.\n\nAuf dem Rückweg gibt es ein Glas Madeirawein und Bolo do Caco, während in Funchal die Lichter angehen.',
  },
  'Blue marlin big game fishing': {
    title: 'Hochseeangeln auf Blauen Marlin',
    shortDescription:
      'Ein Tag auf einem voll ausgerüsteten Sportfischerboot, Fangen und Freilassen.',
    description:
      'Von Juni bis Oktober ist Madeira einer der besten Orte im Atlantik für Blaue Marline. Unser 38-Fuß-Boot hat erstklassiges Gerät an Bord, einen Skipper mit 25 Saisons Erfahrung und einen Maat, der die schwere Arbeit übernimmt.\n\nSchwertfische markieren wir und lassen sie frei. Thunfisch und Wahoo dürfen fürs Abendessen behalten werden.',
  },
  "New Year's Eve fireworks cruise": {
    title: 'Silvester-Feuerwerksfahrt',
    shortDescription: 'Das berühmteste Feuerwerk des Atlantiks vom Meer aus erleben.',
    description:
      'In der letzten Nacht des Jahres leuchtet das ganze Amphitheater von Funchal. Von unserem Boot aus, das mit Hunderten anderen in der Bucht ankert, sehen Sie alles auf einmal.\n\nWir servieren ein Abendbuffet, Madeirawein und um Mitternacht Sekt. Ziehen Sie sich warm an: Die Brise auf dem Wasser ist frisch.',
  },
  'Funchal old town food and poncha walk': {
    title: 'Kulinarischer Rundgang mit Poncha durch die Altstadt von Funchal',
    shortDescription: 'Marktstände, winzige Tavernen und der echte Poncha Madeiras.',
    description:
      'Los geht es im Mercado dos Lavradores zwischen tropischen Früchten und schwarzem Degenfisch, dann schlendern wir an den bemalten Türen der Rua de Santa Maria vorbei.\n\nUnterwegs probieren Sie Bolo do Caco mit Knoblauchbutter, Espetada, Maracujapudding und zum Schluss Poncha, nach alter Art gemacht mit Zuckerrohrrum, Honig und Zitrone.',
  },
  'Botanical garden and Monte cable car morning': {
    title: 'Botanischer Garten und Seilbahn nach Monte am Vormittag',
    shortDescription: 'Orchideen, Drachenbäume und der Blick über die ganze Bucht von Monte.',
    description:
      'Mit der Seilbahn fahren Sie von der Uferpromenade hinauf nach Monte, besuchen die Kirche, in der der letzte österreichische Kaiser ruht, und spazieren durch die tropischen Gärten.\n\nWeiter geht es zum Botanischen Garten Madeiras mit Pflanzen aus fünf Kontinenten und dem heimischen Lorbeerwald. Wer sich traut, fährt mit den berühmten Korbschlitten wieder hinunter (nicht inbegriffen).',
  },
  'Private airport transfer to Funchal': {
    title: 'Privater Flughafentransfer nach Funchal',
    shortDescription:
      'Ein Fahrer wartet mit Ihrem Namen in der Ankunftshalle, bis zu vier Personen.',
    description:
      'Wir verfolgen Ihren Flug und warten in der Ankunftshalle des Flughafens Madeira auf Sie, auch wenn der Wind die Landung verzögert. Bequemes klimatisiertes Auto, Kindersitze auf Anfrage, Gepäck inklusive.\n\nDer Preis gilt pro Auto für bis zu vier Fahrgäste und für jedes Hotel in Funchal, Caniço oder Santa Cruz.',
  },
  'Madeira wine lodge tasting and embroidery workshop': {
    title: 'Madeirawein-Verkostung in der Kellerei und Stickerei-Workshop',
    shortDescription:
      'Vier Madeiraweine probieren, dann ein eigenes Stück Madeira-Stickerei sticken.',
    description:
      'In einer Weinkellerei aus dem 18. Jahrhundert folgen Sie dem Wein von den sonnenbeheizten Fasslagern bis zum Probiertisch: Sercial, Verdelho, Boal und Malvasia.\n\nNebenan zeigt Ihnen eine Stickerin die Muster und Stiche, die Madeira berühmt gemacht haben, und Sie beginnen ein kleines Stück zum Mitnehmen.',
  },
  'Wheelchair-friendly island panorama tour': {
    title: 'Rollstuhlgerechte Panoramatour über die Insel',
    shortDescription: 'Aussichtspunkte, Dörfer und die Nordküste im umgebauten Kleinbus.',
    description:
      'Unser umgebauter Kleinbus hat eine Hebebühne am Heck und Platz für zwei Rollstühle. Die Route führt zu stufenlosen Aussichtspunkten: Pico dos Barcelos, Eira do Serrado über dem Nonnental, der Lorbeerwald bei Ribeiro Frio und die traditionellen Häuser von Santana.\n\nDer Fahrer und Guide ist in Erster Hilfe und Barrierefreiheit geschult, und an den Haltepunkten gibt es barrierefreie Toiletten.',
  },
  'Sunrise yoga above Funchal bay': {
    title: 'Yoga bei Sonnenaufgang über der Bucht von Funchal',
    shortDescription:
      'Anderthalb Stunden Yoga und Atemübungen, während die Sonne über dem Meer aufgeht.',
    description:
      'Wir treffen uns auf einer ruhigen Gartenterrasse hoch über Funchal, während die Stadt noch schläft. Unsere Lehrerin leitet einen sanften Flow für jedes Niveau, danach folgen Atemübungen und eine kurze Meditation, während die Sonne über den Desertas-Inseln aufgeht.\n\nMatten, Blöcke und ein Kräutertee danach sind inbegriffen.',
  },
  'Discover scuba diving in the Garajau marine reserve': {
    title: 'Schnuppertauchen im Meeresschutzgebiet Garajau',
    shortDescription:
      'Ihr erster Tauchgang zwischen Zackenbarschen und Rochen, mit Tauchlehrer an Ihrer Seite.',
    description:
      'Garajau war das erste Meeresschutzgebiet Portugals; sein klares Wasser und die zutraulichen Zackenbarsche sind ideal für den ersten Tauchgang. Nach einer Einweisung und ein paar Übungen im flachen Wasser tauchen Sie mit Ihrem Tauchlehrer auf etwa 10 Meter ab.\n\nKeine Erfahrung nötig; Sie sollten schwimmen können und gesund sein.',
  },
  'Pico do Arieiro to Pico Ruivo summit hike': {
    title: 'Gipfelwanderung vom Pico do Arieiro zum Pico Ruivo',
    shortDescription:
      'Die klassische Gratwanderung zwischen Madeiras höchsten Gipfeln, über den Wolken.',
    description:
      'Ab 1.818 Metern führt der gepflasterte und in den Fels gehauene Weg durch Tunnel, über schmale Grate und Treppen zum Pico Ruivo, mit 1.862 Metern dem höchsten Punkt der Insel. An den meisten Morgen füllt ein Wolkenmeer die Täler unter uns.\n\nWir gehen in gleichmäßigem Tempo mit vielen Fotostopps und enden an der Achada do Teixeira, wo der Bus wartet. Gute Kondition ist nötig: etwa 12 km mit 1.200 Höhenmetern im Auf- und Abstieg.',
    meetingPoint: 'Parkplatz am Pico do Arieiro, bei der Pousada',
  },
  'Levada do Caldeirão Verde laurel forest walk': {
    title: 'Levada do Caldeirão Verde durch den Lorbeerwald',
    shortDescription:
      'Einer Levada durch den UNESCO-Lorbeerwald zu einem 100 Meter hohen Wasserfall folgen.',
    description:
      'Von den strohgedeckten Häusern in Queimadas schlängelt sich die Levada durch uralten Lorbeerwald, an bemoosten Mauern entlang und durch vier kurze Tunnel bis zum grünen Kessel, in dem ein Wasserfall in einen See stürzt.\n\nDer Weg ist fast eben, aber stellenweise schmal, mit Geländern an den ausgesetzten Stellen. Etwa 13 km hin und zurück; bringen Sie eine Taschenlampe für die Tunnel mit oder leihen Sie eine von uns.',
    meetingPoint: 'Waldpark Queimadas, bei den strohgedeckten Häusern',
  },
  'Levada dos Balcões family walk at Ribeiro Frio': {
    title: 'Familienwanderung an der Levada dos Balcões bei Ribeiro Frio',
    shortDescription: 'Eine leichte Stunde im Lorbeerwald zum schönsten Balkonblick der Insel.',
    description:
      'Ein kurzer, ebener Weg entlang der Levada ab Ribeiro Frio, mit Buchfinken, die aus der Hand fressen, und einem Aussichtspunkt über die Täler bis zum Pico do Arieiro und zur Nordküste.\n\nIdeal für Familien und alle mit wenig Zeit. Danach lohnt sich ein Besuch der Forellenzucht und des kleinen Ladens mit lokalen Likören.',
  },
  'North coast jeep safari through Santana': {
    title: 'Jeep-Safari an der Nordküste über Santana',
    shortDescription:
      'Alte Waldwege, Wasserfälle und die Strohdachhäuser von Santana im Geländewagen.',
    description:
      'Unsere offenen Land Rover verlassen die Hauptstraßen und fahren auf Waldwegen durch Lorbeer und Heide hinauf zur Hochebene des Pico do Arieiro. Hinunter an die Nordküste geht es an Wasserfällen vorbei, die direkt auf die Straße fallen.\n\nIn Santana besuchen Sie die dreieckigen Strohdachhäuser und haben Zeit zum Mittagessen (nicht inbegriffen), bevor es über die Küstenstraße durch Porto da Cruz zurückgeht.',
  },
  'West Madeira day trip: Porto Moniz pools and Fanal forest': {
    title: 'Tagesausflug in den Westen Madeiras: Naturbecken von Porto Moniz und Fanal-Wald',
    shortDescription:
      'Vulkanische Felsbecken, die nebligen Lorbeerbäume von Fanal und die Nordwestküste.',
    description:
      'Ein ganzer Tag im wilden Westen der Insel: Cabo Girão, das Fischerdorf Ribeira Brava, die Hochmoore des Paul da Serra und die uralten, knorrigen Lorbeerbäume von Fanal, oft in Nebel gehüllt.\n\nIn Porto Moniz bleibt Zeit zum Baden in den natürlichen Lavabecken, die von den Atlantikwellen gefüllt werden, bevor es über die Nordküste durch São Vicente und Seixal zurückgeht.',
  },
  'Canyoning in Ribeira da Janela': {
    title: 'Canyoning in der Ribeira da Janela',
    shortDescription:
      'An Wasserfällen abseilen und in grüne Becken springen, in einer versteckten Schlucht.',
    description:
      'Nach einer Übung an einem kleinen Felsen steigen wir durch die Schlucht der Ribeira da Janela ab: Wir seilen uns an bis zu 25 Meter hohen Wasserfällen ab, rutschen natürliche Rutschen hinunter und springen in tiefe Becken (jeder Sprung lässt sich umgehen).\n\nGeeignet für Anfänger in guter körperlicher Verfassung. Unsere Guides sind vom portugiesischen Canyoning-Verband zertifiziert.',
  },
  'Sea kayaking along the north-west cliffs': {
    title: 'Seekajak an den Klippen des Nordwestens',
    shortDescription: 'Vorbei an Meereshöhlen und Wasserfällen, die direkt ins Meer stürzen.',
    description:
      'Vom Hafen Porto Moniz paddeln wir mit stabilen Sit-on-top-Kajaks an den Basaltklippen entlang zur kleinen Insel Mole, erkunden Höhlen und Felsbögen und halten zum Baden in einer geschützten Bucht.\n\nKeine Erfahrung nötig: Ihr Guide gibt an Land eine kurze Einweisung und wählt die Route je nach Seegang.',
  },
  'Tandem paragliding over Calheta': {
    title: 'Tandem-Paragliding über Calheta',
    shortDescription:
      'Mit einem erfahrenen Piloten aus 1.000 Metern Höhe hinunter zum Strand fliegen.',
    description:
      'Sie starten an den grünen Hängen von Arco da Calheta und gleiten je nach Wind 15 bis 25 Minuten über Bananenplantagen und das Meer, bevor Sie an der Strandpromenade von Calheta landen.\n\nKeine Erfahrung nötig: nur ein paar Schritte zum Start. Ihr Pilot filmt den Flug für Sie mit einer GoPro.',
  },
  'Rabaçal 25 Fontes and Risco waterfall hike': {
    title: 'Wanderung in Rabaçal zu den 25 Fontes und zum Risco-Wasserfall',
    shortDescription: 'Zwei der schönsten Levadas Madeiras an einem Vormittag.',
    description:
      'Von Rabaçal folgen wir der Levada do Risco zum hohen Risco-Wasserfall und steigen dann zur Levada das 25 Fontes ab, wo Dutzende Quellen über eine bemooste Felswand in ein grünes Becken rinnen.\n\nEtwa 11 km auf guten Wegen mit einigen Stufen. Wir starten früh, um den Wald vor dem großen Andrang zu genießen.',
  },
  'E-mountain bike descent from Paul da Serra to the sea': {
    title: 'E-Mountainbike-Abfahrt vom Paul da Serra bis ans Meer',
    shortDescription: 'Von der Hochebene zum Strand von Calheta auf alten Pfaden und Waldwegen.',
    description:
      'Der Bus bringt Sie auf 1.500 Meter zur Hochebene Paul da Serra. Von dort führen etwa 1.400 Höhenmeter Abfahrt auf Waldwegen, gepflasterten Königswegen und ruhigen Straßen hinunter ans Meer bei Calheta, mit einem E-Bike für die wenigen Anstiege.\n\nMittleres Niveau: Sie sollten sich auf Schotter sicher fühlen.',
  },
  'Ponta de São Lourenço coastal hike': {
    title: 'Küstenwanderung auf der Ponta de São Lourenço',
    shortDescription: 'Eine wilde Halbinsel aus roten und schwarzen Klippen zwischen zwei Meeren.',
    description:
      'Die Ostspitze Madeiras ist anders als der Rest der Insel: kahle Vulkangrate in Rot, Ocker und Schwarz, mit dem Atlantik auf beiden Seiten. Der Weg steigt sanft zum Aussichtspunkt Pico do Furado und hinunter zur Casa do Sardinha, wo wir unter Palmen rasten.\n\nEtwa 8 km mit kurzen steilen Abschnitten. Es gibt keinen Schatten: Bringen Sie Hut und Sonnencreme mit.',
  },
  'Surf and bodyboard lesson in Porto da Cruz': {
    title: 'Surf- und Bodyboardkurs in Porto da Cruz',
    shortDescription: 'Die ersten Wellen am schwarzen Sandstrand der Nordküste reiten.',
    description:
      'Porto da Cruz unter dem mächtigen Felsen Penha de Águia hat die beständigsten Anfängerwellen Madeiras. Unsere Lehrer zeigen Ihnen, wie man das Meer liest, paddelt und aufsteht, auf weichen Boards für Ihr Niveau.\n\nSurfen oder Bodyboard wählen Sie vor Ort. Neoprenanzüge sind inbegriffen; das Wasser hat übers Jahr 18 bis 23 °C.',
  },
  'Cabo Girão skywalk and Câmara de Lobos fishing village': {
    title: 'Skywalk am Cabo Girão und Fischerdorf Câmara de Lobos',
    shortDescription:
      'Auf einem Glasboden 580 Meter über dem Meer stehen, dann Churchills Dorf besuchen.',
    description:
      'Zuerst die Glasplattform am Cabo Girão, einer der höchsten Steilküsten Europas, mit den Terrassenfeldern von Rancho tief unten. Dann hinunter nach Câmara de Lobos, dem Fischerdorf, das Winston Churchill 1950 malte, mit seinen bunten Booten auf dem Kiesstrand.\n\nEin entspannter halber Tag mit Zeit für einen Kaffee am Hafen.',
  },
  'Poncha and petiscos evening in Câmara de Lobos': {
    title: 'Poncha- und Petiscos-Abend in Câmara de Lobos',
    shortDescription:
      'Drei Tavernen, drei Ponchas und die Häppchen, die Einheimische dazu bestellen.',
    description:
      'In Câmara de Lobos wurde der Poncha erfunden. Mit einem einheimischen Gastgeber besuchen Sie drei Familientavernen, sehen zu, wie der Poncha mit dem Caralhinho, dem traditionellen Holzquirl, gerührt wird, und probieren Napfschnecken, Lupinen, schwarzen Degenfisch und Bolo do Caco.\n\nZum Abschluss sitzen Sie auf der Hafenmauer, während die Fischerboote einlaufen.',
  },
  'Porto Santo day trip by ferry': {
    title: 'Tagesausflug nach Porto Santo mit der Fähre',
    shortDescription: 'Neun Kilometer goldener Sand, zweieinhalb Stunden Überfahrt entfernt.',
    description:
      'Mit der Fähre Lobo Marinho fahren Sie von Funchal nach Porto Santo und erkunden die Insel im Kleinbus: das Haus von Christoph Kolumbus in Vila Baleira, die Aussichtspunkte Portela und Pico das Flores und die Basaltsäulen des Pico de Ana Ferreira.\n\nDer Nachmittag ist frei am langen goldenen Strand, bevor die Abendfähre zurückfährt.',
  },
  'Two-day Porto Santo wellness escape': {
    title: 'Zwei Wellnesstage auf Porto Santo',
    shortDescription: 'Sandtherapie, Thalasso und lange Spaziergänge am goldenen Strand.',
    description:
      'Der Sand von Porto Santo wird seit Jahrhunderten wegen seiner Mineralien genutzt. An zwei Tagen genießen Sie eine geführte Sandtherapie am Strand, einen Thalasso-Rundgang, einen Vormittag mit Strandyoga und einen Spaziergang zum Sonnenuntergang an die Ponta da Calheta.\n\nEine Nacht in einem Gästehaus am Meer mit Frühstück ist inbegriffen; Fähr- oder Flugtickets nicht.',
  },
  'Wreck dive on the Corveta Afonso Cerqueira': {
    title: 'Wracktauchgang an der Korvette Afonso Cerqueira',
    shortDescription:
      'Eine Korvette der portugiesischen Marine, vor Porto Santo als künstliches Riff versenkt.',
    description:
      'Die 85 Meter lange Korvette liegt aufrecht in 30 Metern Tiefe auf weißem Sand und ist heute Heimat von Barrakudas, Zackenbarschen und riesigen Fischschwärmen. Zwei Tauchgänge führen um den Rumpf, die Brücke und das Geschützdeck.\n\nFür zertifizierte Taucher mit Advanced Open Water oder gleichwertig; Nitrox ist verfügbar.',
  },
  'Alfama and Mouraria walking tour with fado': {
    title: 'Rundgang durch Alfama und Mouraria mit Fado',
    shortDescription: 'Das alte Lissabon zu Fuß, von der Burgmauer bis in ein Fadohaus.',
    description:
      'Steigen Sie durch die Gassen von Alfama und Mouraria, den ältesten Vierteln Lissabons, zwischen Wäscheleinen, gekachelten Fassaden und Aussichtspunkten über den Tejo. Hören Sie die Geschichte der Stadt von den Mauren bis zum Erdbeben von 1755.\n\nDer Rundgang endet in einem kleinen Fadohaus, wo Sie bei einem Glas Ginjinha zwei Liedern lauschen.',
  },
  "Lisbon's seven hills by electric tuk-tuk": {
    title: 'Lissabons sieben Hügel im Elektro-Tuk-Tuk',
    shortDescription:
      'Eine private Fahrt zu den schönsten Aussichtspunkten, bis zu sechs Personen pro Tuk-Tuk.',
    description:
      'Lassen Sie die Schlange an der Tram 28 hinter sich und fahren Sie dieselben steilen Straßen in einem leisen Elektro-Tuk-Tuk. Ihr Fahrer und Guide bringt Sie zu den Aussichtspunkten Graça, Senhora do Monte und Santa Luzia, an der Kathedrale vorbei und hinunter zur Praça do Comércio.\n\nDer Preis gilt für das ganze Tuk-Tuk mit bis zu sechs Fahrgästen.',
  },
  'Azulejo tile painting workshop': {
    title: 'Azulejo-Malworkshop',
    shortDescription: 'Mit einer Keramikmeisterin Ihre eigene portugiesische Fliese bemalen.',
    description:
      'In einem kleinen Atelier nahe dem Fliesenmuseum erfahren Sie, wie die Azulejos nach Portugal kamen und wie die blau-weißen Muster gezeichnet und gemalt werden. Dann bemalen Sie zwei eigene Fliesen mit traditionellen Pigmenten.\n\nDie Fliesen werden im Ofen gebrannt und können zwei Tage später abgeholt oder Ihnen zugeschickt werden (Porto extra).',
  },
  'Surf lesson at Carcavelos beach': {
    title: 'Surfkurs am Strand von Carcavelos',
    shortDescription: 'Surfen lernen, zwanzig Minuten vom Zentrum Lissabons.',
    description:
      'Carcavelos ist der Surfstrand Lissabons, mit Sandgrund und sanften Wellen fast das ganze Jahr. In zwei Stunden bringen Sie unsere Lehrer vom ersten Paddeln bis zum Stehen auf dem Brett.\n\nDer Unterricht findet in kleinen Gruppen mit bis zu sechs Schülern pro Lehrer statt. Züge ab Cais do Sodré alle 20 Minuten.',
  },
  'Sintra palaces and Cabo da Roca full-day tour': {
    title: 'Ganztagestour zu den Palästen von Sintra und zum Cabo da Roca',
    shortDescription: 'Pena-Palast, Quinta da Regaleira und der westlichste Punkt Europas.',
    description:
      'Los geht es am märchenhaften Pena-Palast über dem Wald von Sintra, dann steigen Sie in den Initiationsbrunnen der Quinta da Regaleira hinab. Nach dem Mittagessen in der Altstadt (nicht inbegriffen) fahren wir zum Cabo da Roca, wo die Klippen des europäischen Festlands enden.\n\nZurück geht es an der Küste entlang über Cascais und Estoril.',
  },
  'Sintra hills mountain bike ride': {
    title: 'Mountainbike-Tour in den Hügeln von Sintra',
    shortDescription: 'Singletrails unter Korkeichen und Riesenfarnen im Naturpark Sintra-Cascais.',
    description:
      'Ein Vormittag auf den Trails der Hügel von Sintra: flüssige Singletrails durch nebligen Wald, Steinwege am Kapuzinerkloster vorbei und eine lange Abfahrt Richtung Atlantik mit dem Leuchtturm des Cabo da Roca im Blick.\n\nEtwa 25 km mit 600 Höhenmetern. Gute Räder mit Federgabel, Helme und Handschuhe werden gestellt.',
  },
  'Port wine cellars and Ribeira walk': {
    title: 'Portweinkeller und Spaziergang durch die Ribeira',
    shortDescription: 'Über die Brücke Dom Luís I zu den Portweinkellereien von Gaia.',
    description:
      'Vom Bahnhof São Bento mit seiner gekachelten Halle gehen Sie hinunter zur Ribeira am Fluss und über die eiserne Brücke Dom Luís I nach Vila Nova de Gaia. Dort besuchen Sie eine historische Portweinkellerei und probieren einen weißen, einen Ruby und einen zwanzigjährigen Tawny.\n\nZum Schluss gibt es ein Pastel de Nata am Kai, mit den Rabelo-Booten vor Anker.',
  },
  'Douro Valley wine tour with river cruise and lunch': {
    title: 'Weintour im Douro-Tal mit Flussfahrt und Mittagessen',
    shortDescription:
      'Zwei Quintas, eine Fahrt im Rabelo-Boot und Mittagessen zwischen den Terrassen.',
    description:
      'Von Porto fahren Sie den Douro hinauf nach Pinhão, ins Herz des ältesten abgegrenzten Weinbaugebiets der Welt. Sie besuchen zwei Familien-Quintas, gehen durch die Terrassenweinberge und probieren ihre Weine und Portweine.\n\nNach einem traditionellen Mittagessen mit dem Winzer zeigt eine einstündige Fahrt im Rabelo-Boot die Terrassen vom Fluss aus.',
  },
  'Three-day grape harvest in the Douro': {
    title: 'Drei Tage Weinlese im Douro',
    shortDescription: 'Trauben lesen, sie im Granit-Lagar stampfen und auf der Quinta übernachten.',
    description:
      'Jeden September füllen sich die Quintas am Douro mit Lesehelfern, Musik und Essen. Verbringen Sie drei Tage der Lese auf einem Familienweingut: vormittags mit der Mannschaft im Weinberg, nachmittags lernen Sie, wie Portwein entsteht, und abends stampfen Sie barfuß Trauben im Granit-Lagar, wie seit Jahrhunderten.\n\nZwei Nächte auf der Quinta mit allen Mahlzeiten und Wein sind inbegriffen.',
  },
  'Benagil cave and golden coast boat trip': {
    title: 'Bootsfahrt zur Benagil-Höhle und an der goldenen Küste',
    shortDescription: 'Neunzig Minuten an den Klippen entlang zur berühmten Meereshöhle.',
    description:
      'Vom Yachthafen Portimão geht es mit einem schnellen Schlauchboot an den goldenen Kalksteinklippen entlang nach Osten, vorbei an der Praia da Marinha, Felsbögen und versteckten Stränden bis zur Benagil-Höhle mit ihrer runden Öffnung zum Himmel.\n\nBei ruhiger See fährt der Skipper in die kleineren Höhlen hinein. Nehmen Sie eine Jacke mit: Bei voller Fahrt kann es windig sein.',
  },
  'Kayak tour to the Benagil caves from Carvoeiro': {
    title: 'Kajaktour zu den Benagil-Höhlen ab Carvoeiro',
    shortDescription:
      'In Grotten paddeln und an Stränden landen, die nur vom Meer aus erreichbar sind.',
    description:
      'Vom Strand in Carvoeiro paddeln wir unter den Klippen der Algarve nach Osten und erkunden auf dem Weg nach Benagil ein Dutzend Höhlen und Felsbögen. In der großen Höhle landen wir auf dem Sand unter dem berühmten Oberlicht.\n\nStabile Sit-on-top-Kajaks, wasserdichte Beutel und ein Schnorchelstopp in einer klaren Bucht sind inbegriffen.',
  },
  'Seven Hanging Valleys cliff-top trail': {
    title: 'Klippenweg der Sieben Hängenden Täler',
    shortDescription: 'Der schönste Küstenweg der Algarve, von Marinha bis Vale Centeanes.',
    description:
      'Dieser Weg folgt den Klippen zwischen der Praia da Marinha und Vale Centeanes und taucht in sieben trockene Täler ein, die abrupt über dem Meer enden. Unterwegs: das Oberlicht von Benagil von oben, natürliche Felsbögen und einige der meistfotografierten Strände Europas.\n\nEtwa 6 km einfach; der Bus bringt Sie zum Ausgangspunkt zurück.',
  },
  'Guest room in a quinta above Machico bay, by the night': {
    title: 'Gästezimmer in einer Quinta über der Bucht von Machico, pro Nacht',
    shortDescription:
      'Ein ruhiges Doppelzimmer in einer alten Quinta, für eine Nacht oder eine Woche.',
    description:
      'Ein Doppelzimmer mit eigener Terrasse in einer restaurierten Quinta aus dem 19. Jahrhundert am Hang über Machico, zehn Minuten vom Flughafen. Das Frühstück mit Obst aus dem Garten wird auf der Terrasse serviert.\n\nWählen Sie die Nacht Ihrer Ankunft und Ihre letzte Nacht: Der Preis gilt pro Nacht für bis zu zwei Gäste. Check-in ab 15:00 Uhr, Check-out bis 11:00 Uhr.',
  },
};
