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

/** The warranty of the 9100 and G5 auto-darkening filters. */
const filterWarranty: SeedWarranty = {
  warrantyDuration: '3 Jahre',
  useCustomWarranty: false,
  customWarrantyItems: [],
};

/** German texts of the Speedglas welding helmets and auto-darkening filters. */
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
  },
  'speedglas-9100-mp-welding-helmet': {
    name: 'Speedglas 9100 MP Schweißmaske mit Schutzhelm',
    shortDescription:
      '<p>Schweißmaske, Schleifvisier und Schutzhelm nach ANSI Z89.1 in einem – für Werften, Stahlbau und Instandhaltung.</p>',
    description:
      '<p>Auf Baustellen mit Helmpflicht macht die 9100 MP Schluss mit dem Kompromiss aus Anstoßkappe unter der Schweißmaske. Schweißmaskenschale und klares Visier schwenken an einem Schutzhelm Typ I Klasse G, sodass Sie beim Schweißen wie beim Schleifen vor Schlägen von oben geschützt bleiben.</p>\n<p>Die Ratschen-Innenausstattung ist unabhängig von der Schweißmaskenschale, sodass der Helm gleich sitzt – ob die Schale hochgeklappt ist oder nicht.</p>\n<ul><li>Schutzhelm nach ANSI/ISEA Z89.1 Typ I Klasse G</li><li>Klares Visier nach ANSI Z87.1+ mit hoher Schlagfestigkeit</li><li>Passend für alle Automatik-Schweißfilter der Serie 9100</li><li>Flache Schale, die unter Trägern und Rohrleitungen hindurchpasst</li></ul>',
    warranty: helmetWarranty,
    attributeLabels: { ADF: 'Schweißfilter' },
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
  },
  'speedglas-g5-02-curved-welding-helmet': {
    name: 'Speedglas G5-02 Schweißmaske mit gewölbtem Automatik-Schweißfilter',
    shortDescription:
      '<p>Gewölbter Automatik-Schweißfilter mit rund 30 % mehr Sichtfeld, in der robusten G5-Schale.</p>',
    description:
      '<p>Der gewölbte Filter der G5-02 legt sich um das Gesicht und erweitert das Sichtfeld zur Seite und nach unten – so müssen Sie den Kopf seltener bewegen, um einer langen Naht zu folgen.</p>\n<p>Die gewölbte Optik erreicht die optische Klasse 1/1/1/1, der Filter deckt die Schutzstufen 8–12 ab, mit Hellstufe 3 und einem Schleifmodus in Schutzstufe 5.</p>\n<ul><li>Gewölbter Automatik-Schweißfilter, Schutzstufen 8–12, Hellstufe 3</li><li>Schleifmodus in Schutzstufe 5</li><li>Dieselbe flache, robuste Schale wie die G5-01</li><li>Austauschbare Lithium-Batterie, bis zu 1.500 Stunden</li></ul>',
    warranty: helmetWarranty,
  },
  'speedglas-9002nc-welding-helmet': {
    name: 'Speedglas 9002NC Schweißmaske',
    shortDescription:
      '<p>Der langjährige Klassiker: zuverlässige automatische Abdunkelung in Schutzstufe 9–13 in einer kompakten, bewährten Schale.</p>',
    description:
      '<p>Die 9002NC gehört seit Jahren zur Grundausstattung in der Werkstatt. Sie dunkelt auf jede Schutzstufe von 9 bis 13 ab, bei Hellstufe 3, und ist so einfach zu bedienen, dass die meisten Schweißer nie die Anleitung aufschlagen.</p>\n<p>Die schmale Schale passt auch an enge Stellen an Rahmen und Anhängern, an denen größere Masken anstoßen.</p>\n<ul><li>Variable Schutzstufe 9–13, Hellstufe 3</li><li>Sichtfeld 1,7 × 4,1 Zoll</li><li>Zwei Empfindlichkeitsstufen</li><li>Austauschbare Lithium-Batterie</li></ul>',
    warranty: helmetWarranty,
  },
  'speedglas-9100-welding-helmet-9100xx': {
    name: 'Speedglas 9100 Schweißmaske mit Automatik-Schweißfilter 9100XX',
    shortDescription:
      '<p>9100 mit fester Front, großem Sichtfeld durch den Filter 9100XX und Seitenfenstern in Schutzstufe 5.</p>',
    description:
      '<p>Wenn Sie nicht unter derselben Maske schleifen, ist die 9100 mit fester Front leichter und einfacher als die FX. Der Filter 9100XX bietet ein Sichtfeld von 2,8 × 4,2 Zoll mit den Schutzstufen 5, 8 und 9–13.</p>\n<p>Dieses Modell ist vorübergehend ausverkauft; die 9100 FX mit demselben Filter ist sofort lieferbar.</p>\n<ul><li>Schutzstufen 5, 8, 9–13 mit Speichermodus</li><li>Seitenfenster in Schutzstufe 5</li><li>Abluftkanäle halten Wärme und Feuchtigkeit vom Filter fern</li></ul>',
    warranty: helmetWarranty,
  },
  'speedglas-9100-welding-helmet-9100v': {
    name: 'Speedglas 9100 Schweißmaske mit Automatik-Schweißfilter 9100V',
    shortDescription: '<p>Der günstigste Einstieg in die Serie 9100, mit oder ohne Seitenfenster.</p>',
    description:
      '<p>Der Filter 9100V deckt die Schutzstufen 5 und 8–13 ab und bietet ein Sichtfeld von 1,8 × 3,7 Zoll. Eine starke Wahl für MIG/MAG- und Elektrodenschweißen, wenn Sie nicht das größte Sichtfenster brauchen.</p>\n<p>Bestellen Sie sie mit Seitenfenstern für mehr Sicht zur Seite oder ohne für eine dunklere Umgebung in der Schweißkabine.</p>\n<ul><li>Schutzstufen 5, 8–13</li><li>Drei Empfindlichkeitsstufen und einstellbare Aufhellverzögerung</li><li>Aufrüstbar mit jedem Filter der Serie 9100</li></ul>',
    warranty: helmetWarranty,
    attributeLabels: { 'Side windows': 'Seitenfenster' },
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
  },
  'speedglas-9100xxi-auto-darkening-filter': {
    name: 'Speedglas 9100XXi Automatik-Schweißfilter',
    shortDescription:
      '<p>Der größte Filter der Serie 9100, mit Hellstufe 3, Speichermodi und beleuchtetem Bedienfeld.</p>',
    description:
      '<p>Der 9100XXi bietet ein Sichtfeld von 2,8 × 4,2 Zoll mit den Schutzstufen 5, 8 und 9–13 und einer helleren Hellstufe 3. Mit drei Speicherplätzen wechseln Sie zwischen MIG/MAG, WIG und Schleifen, ohne alles neu einzustellen.</p>\n<p>Er passt in jede Schweißmaske der Serie 9100 und wird von zwei CR2032-Zellen mit Solarunterstützung versorgt.</p>\n<ul><li>Schutzstufen 3 (hell), 5, 8, 9–13</li><li>Sichtfeld 2,8 × 4,2 Zoll</li><li>Drei Speichermodi, sechs Empfindlichkeitsstufen</li><li>Batterielebensdauer etwa 2.000 Stunden</li></ul>',
    tabs: [
      {
        tabTitle: 'Schutzstufen-Ratgeber',
        contentType: 'text',
        textContent:
          '<p>Verwenden Sie Schutzstufe 9–10 für WIG unter 50 A, 10–11 für MIG/MAG bis 150 A, 11–12 für MIG/MAG und Elektrode bis 250 A und 13 über 300 A oder beim Fugenhobeln mit Kohleelektrode. Im Zweifel beginnen Sie dunkel und gehen heller, bis Sie das Schmelzbad deutlich sehen.</p>',
      },
    ],
    faqs: [
      {
        question: 'Passt er in meine ältere 9100-Schweißmaske?',
        answer: 'Ja. Jeder Filter der Serie 9100 passt in jede 9100-Schale, auch in ältere Masken.',
      },
      {
        question: 'Welche Batterien verwendet er?',
        answer:
          'Zwei Lithium-Zellen CR2032 mit Solarunterstützung; rechnen Sie mit etwa 2.000 Betriebsstunden.',
      },
    ],
    warranty: filterWarranty,
    attributeLabels: { 'Lens size': 'Sichtfeldgröße' },
  },
  'speedglas-9100xx-auto-darkening-filter': {
    name: 'Speedglas 9100XX Automatik-Schweißfilter',
    shortDescription:
      '<p>Großes Sichtfeld von 2,8 × 4,2 Zoll mit den Schutzstufen 5, 8 und 9–13 für allgemeine Schweißarbeiten.</p>',
    description:
      '<p>Dasselbe Sichtfeld wie der XXi, mit der üblichen Hellstufe 3 und einem einfacheren Bedienfeld. Ein beliebtes Upgrade für Besitzer des 9100V, die mehr sehen möchten.</p>\n<ul><li>Schutzstufen 5, 8, 9–13</li><li>Sichtfeld 2,8 × 4,2 Zoll</li><li>Schleifmodus in Schutzstufe 3</li></ul>',
    warranty: filterWarranty,
  },
  'speedglas-9100x-auto-darkening-filter': {
    name: 'Speedglas 9100X Automatik-Schweißfilter',
    shortDescription:
      '<p>Mittelgroßes Sichtfeld von 2,1 × 4,2 Zoll mit dem vollen Schutzstufenbereich der Serie 9100.</p>',
    description:
      '<p>Der 9100X ist der ausgewogene Kompromiss aus Sichtfeld und Preis. Er deckt die Schutzstufen 5, 8 und 9–13 ab und hat dieselben Bedienelemente wie der XX.</p>\n<ul><li>Schutzstufen 5, 8, 9–13</li><li>Sichtfeld 2,1 × 4,2 Zoll</li><li>Sechs Empfindlichkeitsstufen</li></ul>',
    warranty: filterWarranty,
  },
  'speedglas-9100v-auto-darkening-filter': {
    name: 'Speedglas 9100V Automatik-Schweißfilter',
    shortDescription: '<p>Kompakter Filter der Serie 9100 mit den Schutzstufen 5 und 8–13.</p>',
    description:
      '<p>Der Einstiegsfilter der 9100-Familie mit einem Sichtfeld von 1,8 × 3,7 Zoll. Bald wieder vorrätig; lassen Sie sich unten benachrichtigen.</p>\n<ul><li>Schutzstufen 5, 8–13</li><li>Sichtfeld 1,8 × 3,7 Zoll</li><li>Passend für alle Schweißmasken der Serie 9100</li></ul>',
    warranty: filterWarranty,
  },
  'speedglas-g5-01tw-auto-darkening-filter': {
    name: 'Speedglas G5-01TW Automatik-Schweißfilter',
    shortDescription:
      '<p>Filter für schwere Einsätze mit WIG-Modus, der auch bei Lichtbögen mit niedriger Stromstärke dunkel bleibt.</p>',
    description:
      '<p>Der G5-01TW arbeitet mit vier Sensoren und einem eigenen WIG-Modus, der den Filter bis hinunter zu 1 A dunkel hält. Geladen wird über USB-C.</p>\n<ul><li>Schutzstufen 5, 8–13, Hellstufe 3</li><li>WIG-Modus für Arbeiten mit niedriger Stromstärke</li><li>Über USB-C wiederaufladbar</li></ul>',
    warranty: filterWarranty,
  },
  'speedglas-g5-01vc-auto-darkening-filter': {
    name: 'Speedglas G5-01VC Automatik-Schweißfilter',
    shortDescription:
      '<p>Filter mit Variable-Color-Technologie für eine natürlichere, weniger grünstichige Sicht auf die Naht.</p>',
    description:
      '<p>Der VC-Filter verschiebt die Tönung im Dunkelzustand so, dass Schmelzbad, Grundwerkstoff und Umgebung mehr von ihrer echten Farbe behalten. Auf Vorbestellung: Versand in 2–3 Wochen.</p>\n<ul><li>Schutzstufen 5, 8–13, Hellstufe 3</li><li>Variable-Color-Technologie</li><li>Über USB-C wiederaufladbar</li></ul>',
    warranty: filterWarranty,
  },
  'speedglas-100v-auto-darkening-filter': {
    name: 'Speedglas 100V Automatik-Schweißfilter',
    shortDescription: '<p>Filter mit variabler Schutzstufe 8–12 für die Schweißmaske Speedglas 100.</p>',
    description:
      '<p>Direkter Ersatz oder Upgrade für die Schweißmaske Speedglas 100, mit Drehreglern für Schutzstufe, Empfindlichkeit und Aufhellverzögerung.</p>\n<ul><li>Schutzstufen 8–12, Hellstufe 3</li><li>Sichtfeld 1,7 × 3,6 Zoll</li><li>Austauschbare Batterie CR2032</li></ul>',
  },
  'speedglas-100s-11-auto-darkening-filter': {
    name: 'Speedglas 100S-11 Automatik-Schweißfilter',
    shortDescription:
      '<p>Filter mit fester Schutzstufe 11 für Elektroden- und MIG/MAG-Schweißen – nichts einzustellen.</p>',
    description:
      '<p>Für Schweißer, die immer mit Schutzstufe 11 arbeiten. Hellstufe 3, Schaltzeit 0,1 ms.</p>\n<ul><li>Feste Schutzstufe 11</li><li>Hellstufe 3</li><li>Passend für die Schweißmaske Speedglas 100</li></ul>',
  },
};
