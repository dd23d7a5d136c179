import type { SeedWarranty } from '../../../types.ts';
import type { ProductTranslation } from '../types.ts';

/** The warranty of the Speedglas welding helmets: filter, shell, headband. */
const helmetWarranty: SeedWarranty = {
  warrantyDuration: '3 Jahre',
  useCustomWarranty: true,
  customWarrantyItems: [
    { itemName: 'Automatik-Schweißfilter', itemWarrantyDuration: '3 Jahre' },
    { itemName: 'Maskenschale', itemWarrantyDuration: '2 Jahre' },
    { itemName: 'Kopfband', itemWarrantyDuration: '1 Jahr' },
  ],
};

/** German texts of the Speedglas welding helmets. */
export const germanSpeedglas: Record<string, ProductTranslation> = {
  'speedglas-9100-fx-welding-helmet': {
    name: 'Speedglas 9100 FX Schweißmaske',
    shortDescription:
      '<p>Hochklappbare Schweißmaske mit klarem Schleifvisier darunter: Schweißen, Schlacke abklopfen und Schleifen, ohne die Ausrüstung zu wechseln.</p>',
    description:
      '<p>Die 9100 FX kombiniert einen automatischen Speedglas-Schweißfilter mit einer hochklappbaren Schweißmaskenschale und einem großen, hoch schlagfesten klaren Visier. Klappen Sie die Schale hoch, um zu schleifen oder eine Naht zu prüfen, und senken Sie sie ab, um den Lichtbogen zu zünden – Ihre Augen bleiben die ganze Zeit geschützt.</p>\n<p>Wählen Sie den Filter passend zu Ihrer Arbeit: den 9100V für den allgemeinen Metallbau, den 9100X oder XX für ein größeres Sichtfeld oder den 9100XXi mit seinem extragroßen Sichtfenster von 2,8 × 4,2 Zoll, Hellstufe 3 und intuitivem Bedienfeld.</p>\n<p>Die Schale ist so geformt, dass sie warme, feuchte Ausatemluft vom Filter wegleitet, und die Seitenfenster in Schutzstufe 5 ermöglichen den Blick zur Seite, sodass Sie sehen, wer sich in der Schweißkabine bewegt.</p>\n<ul><li>Schweißschutzstufen 5, 8, 9–13 (je nach Filter), Schaltzeit 0,1 ms</li><li>Klares Schleifvisier mit hoher Schlagfestigkeit nach ANSI Z87.1+</li><li>Seitenfenster in Schutzstufe 5 für den Blick zur Seite</li><li>Verstellbares Kopfband mit Scheitelband und austauschbarem Schweißband</li><li>Erfüllt ANSI Z87.1-2020, CSA Z94.3 und EN 175/EN 379</li></ul>',
    tabs: [
      {
        tabTitle: 'Videoanleitungen',
        contentType: 'videos',
        videos: [
          {
            videoTitle: 'Das Kopfband der 9100 FX einstellen',
            youtubeUrl: 'https://www.youtube.com/watch?v=Qm7vR2xLk4A',
            videoDescription: 'Höhe, Scheitelband und Neigung in weniger als zwei Minuten einstellen.',
          },
          {
            videoTitle: 'Die äußere Vorsatzscheibe wechseln',
            youtubeUrl: 'https://www.youtube.com/watch?v=h8TzW1pNq0c',
            videoDescription: 'Eine verspritzte Scheibe ohne Werkzeug austauschen.',
          },
        ],
      },
      {
        tabTitle: 'Unterlagen',
        contentType: 'downloads',
        downloads: [
          {
            fileTitle: 'Bedienungsanleitung 9100 FX',
            file: '/downloads/speedglas-9100fx-user-manual.pdf',
            fileDescription: 'Anpassen, Wahl der Schutzstufe und Wartung (PDF, 2,1 MB).',
          },
          {
            fileTitle: 'Tabelle zur Wahl der Schutzstufe',
            file: '/downloads/welding-shade-chart.pdf',
            fileDescription: 'Empfohlene Schutzstufen nach Schweißverfahren und Stromstärke.',
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'Kann ich später einen besseren Filter einsetzen?',
        answer:
          'Ja. Jeder Filter der Serie 9100 passt in die Schale der 9100 FX – Sie können also mit dem 9100V beginnen und später auf den XXi umsteigen.',
      },
      {
        question: 'Passt sie über eine Korrektionsbrille?',
        answer:
          'Die meisten Brillengestelle passen. Ist Ihre Brille sehr breit, setzen Sie stattdessen eine Speedglas-Vergrößerungslinse ein und verzichten auf die Brille.',
      },
      {
        question: 'Gibt es eine Ausführung mit Schutzhelm?',
        answer:
          'Sehen Sie sich die 9100 MP an: Sie kombiniert dieselben Filter mit einem Schutzhelm Typ I Klasse G.',
      },
    ],
    warranty: helmetWarranty,
    attributeLabels: { ADF: 'Schweißfilter', Weight: 'Gewicht' },
    attributeValues: {
      ADF: { '9100V': '9100V', '9100X': '9100X', '9100XX': '9100XX', '9100XXi': '9100XXi' },
      Weight: { '1.39 lb (with filter)': '1,39 lb (mit Filter)' },
    },
    imageAlts: [
      'Schwarze Speedglas 9100 FX Schweißmaske mit hochgeklapptem klarem Visier',
      'Seitenansicht der 9100 FX mit den Seitenfenstern',
      'Speedglas 9100XXi Automatik-Schweißfilter mit Tastenfeld',
      'Schweißer beim Schleifen mit hochgeklappter Schweißschale',
    ],
  },
  'speedglas-9100-fx-air-welding-helmet-papr': {
    name: 'Speedglas 9100 FX Air Schweißmaske mit Versaflo TR-600 Gebläsefiltergerät',
    shortDescription:
      '<p>Werkseitig konfiguriertes System aus Schweißmaske und Gebläseatemschutz, Verkauf und Versand direkt durch den Hersteller.</p>',
    description:
      '<p>Die 9100 FX Air verbindet die hochklappbare Schale der 9100 FX mit einer dichten Gesichtsabdichtung und einem Versaflo-Gebläse TR-600, das Schweißrauch über einen HE-Filter filtert. Nach OSHA 29 CFR 1910.134 beträgt der zugewiesene Schutzfaktor 25.</p>\n<p>Da das System auf Bestellung konfiguriert wird (Filterwahl, Akkugröße, Funkenschutz), erfolgt die Lieferung direkt durch den Hersteller. Über die Schaltfläche unten stellen Sie Ihr Set zusammen und kaufen es.</p>\n<ul><li>NIOSH-zugelassen, TC-21C-0810 (Gebläsefiltergerät, HE)</li><li>Luftstrom wählbar: 6,7, 7,4 oder 8,3 cfm</li><li>Bis zu 10 Stunden Akkulaufzeit mit dem Standardakku TR-630</li><li>Flammhemmende Gesichtsabdichtung und Schutzhülle für den Atemschlauch im Lieferumfang</li></ul>',
    buttonText: 'Beim Hersteller kaufen',
    warranty: helmetWarranty,
    attributeLabels: { 'Battery runtime': 'Akkulaufzeit' },
    attributeValues: {
      'Battery runtime': { 'Up to 10 hours': 'Bis zu 10 Stunden' },
    },
    imageAlts: [
      'Speedglas 9100 FX Air Schweißmaske, angeschlossen an ein am Gürtel getragenes Gebläsefiltergerät',
    ],
  },
  'speedglas-9100-mp-welding-helmet': {
    name: 'Speedglas 9100 MP Schweißmaske mit Schutzhelm',
    shortDescription:
      '<p>Schweißmaske, Schleifvisier und Schutzhelm nach ANSI Z89.1 in einem – für Werften, Stahlbau und Instandhaltung.</p>',
    description:
      '<p>Auf Baustellen mit Helmpflicht macht die 9100 MP Schluss mit dem Kompromiss aus Anstoßkappe unter der Schweißmaske. Schweißmaskenschale und klares Visier schwenken an einem Schutzhelm Typ I Klasse G, sodass Sie beim Schweißen wie beim Schleifen vor Schlägen von oben geschützt bleiben.</p>\n<p>Die Ratschen-Innenausstattung ist unabhängig von der Schweißmaskenschale, sodass der Helm gleich sitzt – ob die Schale hochgeklappt ist oder nicht.</p>\n<ul><li>Schutzhelm nach ANSI/ISEA Z89.1 Typ I Klasse G</li><li>Klares Visier nach ANSI Z87.1+ mit hoher Schlagfestigkeit</li><li>Passend für alle Automatik-Schweißfilter der Serie 9100</li><li>Flache Schale, die unter Trägern und Rohrleitungen hindurchpasst</li></ul>',
    warranty: helmetWarranty,
    attributeLabels: { ADF: 'Schweißfilter' },
    attributeValues: {
      ADF: { '9100V': '9100V', '9100XX': '9100XX', '9100XXi': '9100XXi' },
    },
    imageAlts: [
      'Speedglas 9100 MP Schweißmaske, aufgebaut auf einem gelben Schutzhelm',
      'Hochgeklappte Schweißschale mit dem klaren Schleifvisier',
      'Nahaufnahme der Schutzhelmschale und der Ratsche',
    ],
  },
  'speedglas-g5-01-welding-helmet': {
    name: 'Speedglas G5-01 Schweißmaske für schwere Einsätze',
    shortDescription:
      '<p>Hochwertige Schweißmaske für MIG/MAG- und Elektrodenschweißen mit hoher Stromstärke sowie Fugenhobeln, wahlweise mit TW- oder VC-Filter.</p>',
    description:
      '<p>Die G5-01 ist für Schweißer gebaut, die den ganzen Tag mit hoher Leistung arbeiten. Die tief sitzende Schale hält Hitze vom Gesicht fern, und der Filter sitzt weiter vom Lichtbogen entfernt, was die Belastung durch Schweißrauch und Blendung verringert.</p>\n<p>Wählen Sie den Filter G5-01TW mit eigenem WIG-Modus für Lichtbögen mit niedriger Stromstärke oder den G5-01VC mit Variable-Color-Technologie, die das Schmelzbad natürlicher und weniger grünstichig zeigt.</p>\n<p>Das Kopfband schwenkt mit der Schale mit, sodass die Maske hochgeklappt sicher oben bleibt, und das Gewicht liegt tief und ausgewogen am Kopf – das entlastet den Nacken in langen Schichten.</p>\n<ul><li>Schutzstufen 5 und 8–13, Hellstufe 3</li><li>Sichtfeld 2,8 × 4,2 Zoll</li><li>Vier Lichtbogensensoren für zuverlässiges Abdunkeln auch in schwierigen Positionen</li><li>Wiederaufladbarer Lithium-Akku im Filter, etwa 8 Stunden pro Ladung</li><li>ANSI Z87.1, CSA Z94.3, EN 175 und EN 379 mit optischer Klasse 1/1/1/2</li></ul>',
    tabs: [
      {
        tabTitle: 'Videoanleitungen',
        contentType: 'videos',
        videos: [
          {
            videoTitle: 'G5-01: die erste Einrichtung',
            youtubeUrl: 'https://www.youtube.com/watch?v=Gt5mWq0xLr8',
            videoDescription: 'Kopfband anpassen, Neigung einstellen und den Filter laden.',
          },
          {
            videoTitle: 'Den WIG-Modus verwenden',
            youtubeUrl: 'https://www.youtube.com/watch?v=aN3vKd7Pz1Q',
            videoDescription:
              'Wann Sie den WIG-Modus einschalten und wie er sich bei niedriger Stromstärke verhält.',
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'Was ist der Unterschied zwischen TW und VC?',
        answer:
          'Der TW-Filter hat einen WIG-Modus, der auf Lichtbögen mit niedriger Stromstärke abgestimmt ist. Der VC-Filter nutzt die Variable-Color-Technologie für eine natürlichere Sicht. Beide decken die Schutzstufen 5 und 8–13 ab.',
      },
      {
        question: 'Wie lade ich den Filter?',
        answer:
          'Der Akku des Filters lädt über einen USB-C-Anschluss in etwa 3 Stunden. Eine volle Ladung reicht ungefähr für eine Schicht.',
      },
    ],
    warranty: helmetWarranty,
    attributeLabels: { ADF: 'Schweißfilter', 'Lens size': 'Sichtfeldgröße' },
    attributeValues: {
      ADF: { 'G5-01TW': 'G5-01TW', 'G5-01VC': 'G5-01VC' },
      'Lens size': { '2.8 x 4.2 in.': '2,8 x 4,2 Zoll' },
    },
    imageAlts: [
      'Mattschwarze Speedglas G5-01 Schweißmaske für schwere Einsätze',
      'Filter G5-01VC mit Sicht in natürlichen Farben',
      'Rückseite der G5-01 mit dem drehbaren Kopfband',
    ],
  },
  'speedglas-g5-02-curved-welding-helmet': {
    name: 'Speedglas G5-02 Schweißmaske mit gewölbtem Automatik-Schweißfilter',
    shortDescription:
      '<p>Gewölbter Automatik-Schweißfilter mit rund 30 % mehr Sichtfeld, in der robusten G5-Schale.</p>',
    description:
      '<p>Der gewölbte Filter der G5-02 legt sich um das Gesicht und erweitert das Sichtfeld zur Seite und nach unten – so müssen Sie den Kopf seltener bewegen, um einer langen Naht zu folgen.</p>\n<p>Die gewölbte Optik erreicht die optische Klasse 1/1/1/1, der Filter deckt die Schutzstufen 8–12 ab, mit Hellstufe 3 und einem Schleifmodus in Schutzstufe 5.</p>\n<ul><li>Gewölbter Automatik-Schweißfilter, Schutzstufen 8–12, Hellstufe 3</li><li>Schleifmodus in Schutzstufe 5</li><li>Dieselbe flache, robuste Schale wie die G5-01</li><li>Austauschbare Lithium-Batterie, bis zu 1.500 Stunden</li></ul>',
    warranty: helmetWarranty,
    imageAlts: [
      'Speedglas G5-02 Schweißmaske mit breitem, gewölbtem Automatik-Schweißfilter',
      'Gewölbter Filter, von der Innenseite der Maske aus gesehen',
    ],
  },
  'speedglas-9002nc-welding-helmet': {
    name: 'Speedglas 9002NC Schweißmaske',
    shortDescription:
      '<p>Der langjährige Klassiker: zuverlässige automatische Abdunkelung in Schutzstufe 9–13 in einer kompakten, bewährten Schale.</p>',
    description:
      '<p>Die 9002NC gehört seit Jahren zur Grundausstattung in der Werkstatt. Sie dunkelt auf jede Schutzstufe von 9 bis 13 ab, bei Hellstufe 3, und ist so einfach zu bedienen, dass die meisten Schweißer nie die Anleitung aufschlagen.</p>\n<p>Die schmale Schale passt auch an enge Stellen an Rahmen und Anhängern, an denen größere Masken anstoßen.</p>\n<ul><li>Variable Schutzstufe 9–13, Hellstufe 3</li><li>Sichtfeld 1,7 × 4,1 Zoll</li><li>Zwei Empfindlichkeitsstufen</li><li>Austauschbare Lithium-Batterie</li></ul>',
    warranty: helmetWarranty,
    imageAlts: ['Klassische schwarze Speedglas 9002NC Schweißmaske'],
  },
  'speedglas-9100-welding-helmet-9100xx': {
    name: 'Speedglas 9100 Schweißmaske mit Automatik-Schweißfilter 9100XX',
    shortDescription:
      '<p>9100 mit fester Front, großem Sichtfeld durch den Filter 9100XX und Seitenfenstern in Schutzstufe 5.</p>',
    description:
      '<p>Wenn Sie nicht unter derselben Maske schleifen, ist die 9100 mit fester Front leichter und einfacher als die FX. Der Filter 9100XX bietet ein Sichtfeld von 2,8 × 4,2 Zoll mit den Schutzstufen 5, 8 und 9–13.</p>\n<p>Dieses Modell ist vorübergehend ausverkauft; die 9100 FX mit demselben Filter ist sofort lieferbar.</p>\n<ul><li>Schutzstufen 5, 8, 9–13 mit Speichermodus</li><li>Seitenfenster in Schutzstufe 5</li><li>Abluftkanäle halten Wärme und Feuchtigkeit vom Filter fern</li></ul>',
    warranty: helmetWarranty,
    imageAlts: ['Speedglas 9100 Schweißmaske mit fester Front und Seitenfenstern'],
  },
  'speedglas-9100-welding-helmet-9100v': {
    name: 'Speedglas 9100 Schweißmaske mit Automatik-Schweißfilter 9100V',
    shortDescription: '<p>Der günstigste Einstieg in die Serie 9100, mit oder ohne Seitenfenster.</p>',
    description:
      '<p>Der Filter 9100V deckt die Schutzstufen 5 und 8–13 ab und bietet ein Sichtfeld von 1,8 × 3,7 Zoll. Eine starke Wahl für MIG/MAG- und Elektrodenschweißen, wenn Sie nicht das größte Sichtfenster brauchen.</p>\n<p>Bestellen Sie sie mit Seitenfenstern für mehr Sicht zur Seite oder ohne für eine dunklere Umgebung in der Schweißkabine.</p>\n<ul><li>Schutzstufen 5, 8–13</li><li>Drei Empfindlichkeitsstufen und einstellbare Aufhellverzögerung</li><li>Aufrüstbar mit jedem Filter der Serie 9100</li></ul>',
    warranty: helmetWarranty,
    attributeLabels: { 'Side windows': 'Seitenfenster' },
    attributeValues: {
      'Side windows': {
        'With side windows': 'Mit Seitenfenstern',
        'Without side windows': 'Ohne Seitenfenster',
      },
    },
    imageAlts: ['Speedglas 9100 Schweißmaske mit Filter 9100V'],
  },
  'speedglas-9100-mp-lite-welding-helmet': {
    name: 'Speedglas 9100 MP Lite Schweißmaske mit Automatik-Schweißfilter 9100X',
    shortDescription:
      '<p>Das hochklappbare MP-Design ohne Schutzhelm – für Werkstätten, die ein großes klares Visier und weniger Gewicht wollen.</p>',
    description:
      '<p>Die MP Lite übernimmt die Schalengeometrie der 9100 MP und ihr extragroßes klares Visier, ersetzt den Schutzhelm aber durch ein bequemes Ratschen-Kopfband und spart so fast drei Viertel Pfund.</p>\n<p>Sie wird mit dem Filter 9100X (Schutzstufen 5, 8, 9–13) geliefert und nimmt jeden Filter der Serie 9100 auf.</p>\n<ul><li>Großes klares Visier, hohe Schlagfestigkeit nach ANSI Z87.1+</li><li>Hochklappbare Schweißmaskenschale mit sicheren Rastpositionen</li><li>Kopfband passend für die Schweißbänder der Serie 9100</li></ul>',
    faqs: [
      {
        question: 'Kann ich später einen Schutzhelm nachrüsten?',
        answer:
          'Nein, die Schutzhelmschale ist Bestandteil der 9100 MP. Wählen Sie die MP, wenn auf Ihrer Baustelle Helmpflicht gilt.',
      },
      {
        question: 'Welcher Filter ist enthalten?',
        answer: 'Der 9100X mit einem Sichtfeld von 2,1 × 4,2 Zoll und den Schutzstufen 5, 8 und 9–13.',
      },
    ],
    warranty: helmetWarranty,
    imageAlts: ['Speedglas 9100 MP Lite mit hochklappbarer Schweißschale und klarem Visier'],
  },
};
