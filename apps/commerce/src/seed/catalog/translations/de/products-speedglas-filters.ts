import type { SeedWarranty } from '../../../types.ts';
import type { ProductTranslation } from '../types.ts';

/** The warranty of the 9100 and G5 auto-darkening filters. */
const filterWarranty: SeedWarranty = {
  warrantyDuration: '3 Jahre',
  useCustomWarranty: false,
  customWarrantyItems: [],
};

/** German texts of the Speedglas auto-darkening filters sold on their own. */
export const germanSpeedglasFilters: Record<string, ProductTranslation> = {
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
    attributeValues: {
      'Lens size': { '2.8 x 4.2 in.': '2,8 x 4,2 Zoll' },
    },
    imageAlts: ['Speedglas 9100XXi Filter mit blauem Tastenfeld', 'Filter im Dunkelzustand, Schutzstufe 11'],
  },
  'speedglas-9100xx-auto-darkening-filter': {
    name: 'Speedglas 9100XX Automatik-Schweißfilter',
    shortDescription:
      '<p>Großes Sichtfeld von 2,8 × 4,2 Zoll mit den Schutzstufen 5, 8 und 9–13 für allgemeine Schweißarbeiten.</p>',
    description:
      '<p>Dasselbe Sichtfeld wie der XXi, mit der üblichen Hellstufe 3 und einem einfacheren Bedienfeld. Ein beliebtes Upgrade für Besitzer des 9100V, die mehr sehen möchten.</p>\n<ul><li>Schutzstufen 5, 8, 9–13</li><li>Sichtfeld 2,8 × 4,2 Zoll</li><li>Schleifmodus in Schutzstufe 3</li></ul>',
    warranty: filterWarranty,
    imageAlts: ['Speedglas 9100XX Automatik-Schweißfilter'],
  },
  'speedglas-9100x-auto-darkening-filter': {
    name: 'Speedglas 9100X Automatik-Schweißfilter',
    shortDescription:
      '<p>Mittelgroßes Sichtfeld von 2,1 × 4,2 Zoll mit dem vollen Schutzstufenbereich der Serie 9100.</p>',
    description:
      '<p>Der 9100X ist der ausgewogene Kompromiss aus Sichtfeld und Preis. Er deckt die Schutzstufen 5, 8 und 9–13 ab und hat dieselben Bedienelemente wie der XX.</p>\n<ul><li>Schutzstufen 5, 8, 9–13</li><li>Sichtfeld 2,1 × 4,2 Zoll</li><li>Sechs Empfindlichkeitsstufen</li></ul>',
    warranty: filterWarranty,
    imageAlts: ['Speedglas 9100X Automatik-Schweißfilter'],
  },
  'speedglas-9100v-auto-darkening-filter': {
    name: 'Speedglas 9100V Automatik-Schweißfilter',
    shortDescription: '<p>Kompakter Filter der Serie 9100 mit den Schutzstufen 5 und 8–13.</p>',
    description:
      '<p>Der Einstiegsfilter der 9100-Familie mit einem Sichtfeld von 1,8 × 3,7 Zoll. Bald wieder vorrätig; lassen Sie sich unten benachrichtigen.</p>\n<ul><li>Schutzstufen 5, 8–13</li><li>Sichtfeld 1,8 × 3,7 Zoll</li><li>Passend für alle Schweißmasken der Serie 9100</li></ul>',
    warranty: filterWarranty,
    imageAlts: ['Speedglas 9100V Automatik-Schweißfilter'],
  },
  'speedglas-g5-01tw-auto-darkening-filter': {
    name: 'Speedglas G5-01TW Automatik-Schweißfilter',
    shortDescription:
      '<p>Filter für schwere Einsätze mit WIG-Modus, der auch bei Lichtbögen mit niedriger Stromstärke dunkel bleibt.</p>',
    description:
      '<p>Der G5-01TW arbeitet mit vier Sensoren und einem eigenen WIG-Modus, der den Filter bis hinunter zu 1 A dunkel hält. Geladen wird über USB-C.</p>\n<ul><li>Schutzstufen 5, 8–13, Hellstufe 3</li><li>WIG-Modus für Arbeiten mit niedriger Stromstärke</li><li>Über USB-C wiederaufladbar</li></ul>',
    warranty: filterWarranty,
    imageAlts: ['Speedglas G5-01TW Filter mit WIG-Modus-Taste'],
  },
  'speedglas-g5-01vc-auto-darkening-filter': {
    name: 'Speedglas G5-01VC Automatik-Schweißfilter',
    shortDescription:
      '<p>Filter mit Variable-Color-Technologie für eine natürlichere, weniger grünstichige Sicht auf die Naht.</p>',
    description:
      '<p>Der VC-Filter verschiebt die Tönung im Dunkelzustand so, dass Schmelzbad, Grundwerkstoff und Umgebung mehr von ihrer echten Farbe behalten. Auf Vorbestellung: Versand in 2–3 Wochen.</p>\n<ul><li>Schutzstufen 5, 8–13, Hellstufe 3</li><li>Variable-Color-Technologie</li><li>Über USB-C wiederaufladbar</li></ul>',
    warranty: filterWarranty,
    imageAlts: ['Speedglas G5-01VC Filter mit Tönung in natürlichen Farben'],
  },
  'speedglas-100v-auto-darkening-filter': {
    name: 'Speedglas 100V Automatik-Schweißfilter',
    shortDescription: '<p>Filter mit variabler Schutzstufe 8–12 für die Schweißmaske Speedglas 100.</p>',
    description:
      '<p>Direkter Ersatz oder Upgrade für die Schweißmaske Speedglas 100, mit Drehreglern für Schutzstufe, Empfindlichkeit und Aufhellverzögerung.</p>\n<ul><li>Schutzstufen 8–12, Hellstufe 3</li><li>Sichtfeld 1,7 × 3,6 Zoll</li><li>Austauschbare Batterie CR2032</li></ul>',
    imageAlts: ['Speedglas 100V Automatik-Schweißfilter'],
  },
  'speedglas-100s-11-auto-darkening-filter': {
    name: 'Speedglas 100S-11 Automatik-Schweißfilter',
    shortDescription:
      '<p>Filter mit fester Schutzstufe 11 für Elektroden- und MIG/MAG-Schweißen – nichts einzustellen.</p>',
    description:
      '<p>Für Schweißer, die immer mit Schutzstufe 11 arbeiten. Hellstufe 3, Schaltzeit 0,1 ms.</p>\n<ul><li>Feste Schutzstufe 11</li><li>Hellstufe 3</li><li>Passend für die Schweißmaske Speedglas 100</li></ul>',
    imageAlts: ['Speedglas 100S-11 Filter mit fester Schutzstufe'],
  },
};
