import type { ProductTranslation } from '../types.ts';

/** German texts of the Versaflo line, second part: filters, batteries, chargers and supplied air. */
export const germanVersaflo2: Record<string, ProductTranslation> = {
  'versaflo-tr-6710n-he-filter': {
    name: 'Versaflo TR-6710N HE-Partikelfilter',
    shortDescription:
      '<p>NIOSH-HE-Filter für TR-600 und TR-800 mit 99,97 % Abscheidegrad gegen Partikel.</p>',
    description:
      '<p>HE ist beim Gebläseatemschutz das Gegenstück zu P100. Tauschen Sie den Filter aus, wenn das Gebläse den Luftstrom nicht mehr halten kann, oder gemäß Ihrem Wechselplan.</p>\n<ul><li>NIOSH HE, mindestens 99,97 % Abscheidegrad</li><li>Gegen ölhaltige und nicht ölhaltige Partikel</li><li>Mit dem Vorfilter TR-6600 verlängern Sie die Standzeit</li></ul>',
    tabs: [
      {
        tabTitle: 'Kompatibilität',
        contentType: 'accordion',
        accordionItems: [
          {
            question: 'Gebläse',
            answer: 'TR-600 und TR-800. Das TR-300+ verwendet stattdessen den Filter TR-3712N.',
          },
          {
            question: 'Vorfilter und Funkenschutz',
            answer:
              'Verwenden Sie den Vorfilter TR-6600 bei staubigen Arbeiten und den Funkenschutz TR-662 beim Schweißen und Schleifen.',
          },
          {
            question: 'Kombinierter Schutz',
            answer: 'Gegen Gase und Dämpfe ersetzen Sie den HE-Filter durch die Kartusche TR-6580N OV/AG/HE.',
          },
        ],
      },
    ],
    attributeLabels: { 'Pack size': 'Packungsgröße' },
    attributeValues: {
      'Pack size': { '1': '1', '10': '10' },
    },
    imageAlts: ['Magentafarbener HE-Filter TR-6710N'],
  },
  'versaflo-tr-6580n-ov-ag-he-cartridge': {
    name: 'Versaflo TR-6580N Kombinationskartusche OV/AG/HE',
    shortDescription:
      '<p>Kombinationskartusche gegen organische Dämpfe, saure Gase und Partikel für das TR-600.</p>',
    description:
      '<p>Zugelassen für organische Dämpfe, Chlor, Chlorwasserstoff, Schwefeldioxid, Fluorwasserstoff und HE-Partikel. Nicht für Konzentrationen verwenden, die unmittelbar lebens- oder gesundheitsgefährlich sind (IDLH).</p>\n<ul><li>OV, AG und HE in einer Kartusche</li><li>Für Gase und Dämpfe einen schriftlichen Wechselplan einhalten</li></ul>',
    imageAlts: ['Schwarz-gelbe Kombinationskartusche TR-6580N'],
  },
  'versaflo-tr-3712n-he-filter': {
    name: 'Versaflo TR-3712N HE-Filter für TR-300+',
    shortDescription: '<p>Ersatz-HE-Filter für das Gebläse TR-300+.</p>',
    description:
      '<p>Wird einfach in die Filterabdeckung des TR-300+ eingerastet. Wechseln Sie ihn, wenn trotz geladenem Akku der Alarm für zu geringen Luftstrom ertönt.</p>\n<ul><li>NIOSH HE</li><li>Passt nur für TR-300+</li></ul>',
    imageAlts: ['HE-Filter TR-3712N für das TR-300+'],
  },
  'versaflo-tr-6600-prefilter-10-pack': {
    name: 'Versaflo TR-6600 Vorfilter (10er-Pack)',
    shortDescription:
      '<p>Preiswerte Vorfilter, die groben Staub abfangen und die Standzeit des HE-Filters verlängern.</p>',
    description:
      '<p>Wechseln Sie den Vorfilter bei staubigen Arbeiten täglich; hinter einem sauberen Vorfilter hält ein HE-Filter deutlich länger.</p>\n<ul><li>Zehn Stück pro Packung</li><li>Passend für TR-600 und TR-800</li></ul>',
    imageAlts: ['Stapel weißer Vorfilter aus Vlies'],
  },
  'versaflo-tr-662-spark-arrestor-10-pack': {
    name: 'Versaflo TR-662 Funkenschutz (10er-Pack)',
    shortDescription: '<p>Metallgitter, die Funken stoppen, bevor sie den Filter erreichen.</p>',
    description:
      '<p>Beim Schweißen und Schleifen mit dem TR-600 vorgeschrieben.</p>\n<ul><li>Zehn Stück pro Packung</li><li>Passend für TR-600</li></ul>',
    imageAlts: ['Funkenschutzgitter aus Metall'],
  },
  'versaflo-tr-630-standard-battery': {
    name: 'Versaflo TR-630 Standardakku',
    shortDescription: '<p>Lithium-Ionen-Akku für das TR-600, 6 bis 10 Stunden pro Ladung.</p>',
    description:
      '<p>Mit einem Ersatzakku läuft das Gebläse auch über eine Doppelschicht. Die Ladeanzeige mit fünf LEDs zeigt die verbleibende Ladung auf einen Blick.</p>\n<ul><li>Laufzeit 6–10 Stunden je nach Luftstrom und Filter</li><li>Ladezeit etwa 4 Stunden</li><li>Etwa 500 vollständige Ladezyklen</li></ul>',
    faqs: [
      {
        question: 'Wie lange dauert das Laden?',
        answer: 'Etwa 4 Stunden von leer bis voll mit dem Ladegerät TR-641N.',
      },
      {
        question: 'Wie lagere ich einen Ersatzakku?',
        answer:
          'Wenn Sie ihn länger als einen Monat lagern, halten Sie ihn etwa halb geladen an einem kühlen, trockenen Ort und laden Sie ihn vor dem Einsatz auf.',
      },
    ],
    attributeLabels: { 'Battery runtime': 'Akkulaufzeit' },
    attributeValues: {
      'Battery runtime': { '6–10 hours': '6–10 Stunden' },
    },
    imageAlts: ['Lithium-Ionen-Akku TR-630 mit LED-Ladeanzeige'],
  },
  'versaflo-tr-632-high-capacity-battery': {
    name: 'Versaflo TR-632 Hochleistungsakku',
    shortDescription: '<p>Hochleistungsakku für lange Schichten bei hohem Luftstrom, 10 bis 14 Stunden.</p>',
    description:
      '<p>Empfohlen für Kombinationskartuschen oder die höchste Luftstromstufe. Auf Vorbestellung: Versand in etwa zwei Wochen.</p>\n<ul><li>Laufzeit 10–14 Stunden</li><li>Dasselbe Ladegerät wie für den TR-630</li></ul>',
    attributeLabels: { 'Battery runtime': 'Akkulaufzeit' },
    attributeValues: {
      'Battery runtime': { '10–14 hours': '10–14 Stunden' },
    },
    imageAlts: ['Größerer Hochleistungsakku TR-632'],
  },
  'versaflo-tr-641n-4-station-charger': {
    name: 'Versaflo TR-641N Ladestation für 4 Akkus',
    shortDescription:
      '<p>Lädt vier Akkus für das TR-600 gleichzeitig; zur Wandmontage in der Werkzeugausgabe.</p>',
    description:
      '<p>Jeder Ladeschacht lädt und pflegt seinen Akku unabhängig, mit eigener Statusleuchte.</p>\n<ul><li>Vier Ladeschächte</li><li>Wandhalterung im Lieferumfang</li><li>120 V Wechselstrom</li></ul>',
    imageAlts: ['Ladestation für vier Akkus mit Statusleuchten'],
  },
  'versaflo-tr-341n-charger-kit': {
    name: 'Versaflo TR-341N Ladegerät-Set für TR-300+',
    shortDescription: '<p>Einzelladegerät mit Netzteil für die Akkus des TR-300+.</p>',
    description:
      '<p>Lädt einen Standardakku TR-330 in etwa 3,5 Stunden.</p>\n<ul><li>Ein Ladeschacht</li><li>Netzteil 120 V</li></ul>',
    imageAlts: ['Ladegerät für einen TR-300+ Akku'],
  },
  'versaflo-tr-332-high-capacity-battery': {
    name: 'Versaflo TR-332 Hochleistungsakku für TR-300+',
    shortDescription: '<p>Verdoppelt die Laufzeit des TR-300+ auf 8–12 Stunden.</p>',
    description:
      '<p>Ideal für 12-Stunden-Schichten im Krankenhaus.</p>\n<ul><li>Laufzeit 8–12 Stunden</li><li>Ladeanzeige</li></ul>',
    attributeLabels: { 'Battery runtime': 'Akkulaufzeit' },
    attributeValues: {
      'Battery runtime': { '8–12 hours': '8–12 Stunden' },
    },
    imageAlts: ['Hochleistungsakku TR-332'],
  },
  'versaflo-v-500e-supplied-air-regulator': {
    name: 'Versaflo V-500E Druckluftregler',
    shortDescription:
      '<p>Am Gürtel getragenes Regelventil, mit dem Versaflo-Kopfteile mit Atemluft der Qualität Grade D betrieben werden.</p>',
    description:
      '<p>Mit Druckluft-Atemschutz entfallen Filterwechselpläne ganz: Der Träger atmet Luft der Qualität Grade D aus einem Kompressor oder einer Flasche. Der V-500E regelt den Luftstrom zwischen 6 und 15 cfm und hat eine Warnpfeife bei zu niedrigem Druck.</p>\n<p>Die OSHA verlangt, dass komprimierte Atemluft die Qualität Grade D nach ANSI/CGA G-7.1 erfüllt und dass Kompressoren einen Übertemperatur- oder CO-Alarm haben.</p>\n<ul><li>NIOSH-Zulassung TC-19C mit Versaflo-Kopfteilen</li><li>Luftstrom 6–15 cfm, Alarm bei Unterdruck</li><li>Schnellkupplung nach Industriestandard</li></ul>',
    tabs: [
      {
        tabTitle: 'Unterlagen',
        contentType: 'downloads',
        downloads: [
          {
            fileTitle: 'Gebrauchsanweisung V-500E',
            file: '/downloads/versaflo-v-500e-user-instructions.pdf',
            fileDescription: 'Inbetriebnahme, Einstellen des Luftstroms und tägliche Kontrollen.',
          },
          {
            fileTitle: 'Checkliste Atemluft Grade D',
            file: '/downloads/grade-d-breathing-air-checklist.pdf',
            fileDescription: 'Checkliste zu Kompressor, Filterung und CO-Überwachung nach ANSI/CGA G-7.1.',
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'Welchen Luftdruck brauche ich?',
        answer:
          'Am Eingang des Reglers 60 bis 100 psi, zugeführt über einen zugelassenen Schlauch von höchstens 300 ft Länge.',
      },
      {
        question: 'Kann ich die Druckluft aus der Werkstatt verwenden?',
        answer:
          'Nur wenn sie gefiltert und auf Grade D überwacht wird. Verwenden Sie eine Atemluft-Filtereinheit und einen CO-Monitor.',
      },
    ],
    warranty: { warrantyDuration: '1 Jahr', useCustomWarranty: false, customWarrantyItems: [] },
    imageAlts: ['Am Gürtel getragener Druckluftregler V-500E'],
  },
  'versaflo-v-100-vortex-cooling-tube': {
    name: 'Versaflo V-100 Wirbelrohr zur Kühlung',
    shortDescription:
      '<p>Kühlt die zugeführte Atemluft um bis zu 50 °F – für Gießereien, Strahlräume und Lackierkabinen im Sommer.</p>',
    description:
      '<p>Ein Wirbelrohr teilt die Druckluft in einen warmen und einen kalten Luftstrom und leitet den kalten zum Kopfteil. Kein Strom erforderlich.</p>\n<ul><li>Kühlt bis zu 50 °F unter die Zulufttemperatur</li><li>Temperatur per Drehknopf einstellbar</li></ul>',
    warranty: { warrantyDuration: '1 Jahr', useCustomWarranty: false, customWarrantyItems: [] },
    imageAlts: ['Wirbelrohr zur Kühlung an einem Gürtel'],
  },
  'versaflo-v-200-heating-tube': {
    name: 'Versaflo V-200 Wirbelrohr zur Erwärmung',
    shortDescription:
      '<p>Erwärmt die zugeführte Atemluft um bis zu 50 °F – für Strahl- und Lackierarbeiten bei Kälte.</p>',
    description:
      '<p>Das wärmende Gegenstück zum V-100, für unbeheizte Hallen und Arbeiten im Freien im Winter.</p>\n<ul><li>Erwärmt bis zu 50 °F über die Zulufttemperatur</li><li>Kein Strom erforderlich</li></ul>',
    warranty: { warrantyDuration: '1 Jahr', useCustomWarranty: false, customWarrantyItems: [] },
    imageAlts: ['Wirbelrohr zur Erwärmung an einem Gürtel'],
  },
  'safeair-grade-d-breathing-air-hose': {
    name: 'SafeAir Atemluftschlauch für Grade-D-Luft',
    shortDescription:
      '<p>Zugelassener Druckluftschlauch mit Kupplungen nach Industriestandard, Innendurchmesser 3/8 Zoll.</p>',
    description:
      '<p>Mit einem Druckluft-Atemschutzgerät dürfen nur Schläuche verwendet werden, die in der NIOSH-Zulassung aufgeführt sind. Dieser Schlauch ist mit dem V-500E zugelassen.</p>\n<ul><li>Innendurchmesser 3/8 Zoll, Betriebsdruck 300 psi</li><li>Ableitfähiges PVC</li><li>Kupplungen an beiden Enden</li></ul>',
    attributeLabels: { 'Hose length': 'Schlauchlänge' },
    attributeValues: {
      'Hose length': { '25 ft': '25 ft', '50 ft': '50 ft', '100 ft': '100 ft' },
    },
    imageAlts: ['Aufgerollter gelber Atemluftschlauch mit Schnellkupplungen'],
  },
  'versaflo-v-500e-supplied-air-system-m-307': {
    name: 'Versaflo V-500E Druckluft-Atemschutzsystem mit Helm M-307',
    shortDescription:
      '<p>Komplettes Druckluft-Atemschutzsystem, konfiguriert mit dem Schlauch und dem Klimarohr Ihrer Wahl.</p>',
    description:
      '<p>Auf Bestellung konfiguriert mit Regler, Helm, Atemschlauch und Schlauchlänge; Versand durch den Hersteller.</p>\n<ul><li>NIOSH TC-19C</li><li>Zugewiesener Schutzfaktor 1.000</li></ul>',
    buttonText: 'Beim Hersteller kaufen',
    warranty: {
      warrantyDuration: '2 Jahre',
      useCustomWarranty: true,
      customWarrantyItems: [
        { itemName: 'Gebläseeinheit', itemWarrantyDuration: '2 Jahre' },
        { itemName: 'Akku', itemWarrantyDuration: '1 Jahr' },
        { itemName: 'Kopfteil', itemWarrantyDuration: '1 Jahr' },
      ],
    },
    imageAlts: ['Helm M-307, angeschlossen an einen Regler V-500E und einen Schlauch'],
  },
};
