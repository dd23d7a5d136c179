import type { ProductTranslation } from '../types.ts';

/** German texts of the Speedglas and ShieldPro spare parts, lenses and face shields. */
export const germanSpeedglasParts: Record<string, ProductTranslation> = {
  'speedglas-9100-inside-protection-plates': {
    name: 'Speedglas 9100 Vorsatzscheiben innen (5er-Pack)',
    shortDescription:
      '<p>Dünne Innenscheiben, die die Rückseite des Filters vor Schweiß, Schmutz und Kratzern schützen.</p>',
    description:
      '<p>Tauschen Sie die innere Vorsatzscheibe aus, sobald sie trüb wird. Passend für die Filter 9100V, X, XX und XXi.</p>\n<ul><li>5er-Pack</li><li>Polycarbonat</li><li>Passend für alle Filter der Serie 9100</li></ul>',
    imageAlts: ['Fünf dünne innere Vorsatzscheiben für einen Schweißfilter'],
  },
  'speedglas-9100-headband': {
    name: 'Speedglas 9100 Ersatz-Kopfband',
    shortDescription:
      '<p>Ratschen-Kopfband mit Scheitelband und Schweißband für die Schweißmasken 9100 und 9100 FX.</p>',
    description:
      '<p>Eine ausgeleierte Maske sitzt damit wieder wie neu. Mit Befestigungsteilen und einem Schweißband aus Frottee.</p>\n<ul><li>Größenverstellung per Ratsche</li><li>Verstellbares Scheitelband</li><li>Mit einem Schweißband</li></ul>',
    imageAlts: ['Speedglas 9100 Kopfband mit Ratsche und Scheitelband'],
  },
  'speedglas-sweatband-3-pack': {
    name: 'Speedglas Schweißband aus Frottee (3er-Pack)',
    shortDescription:
      '<p>Waschbare Schweißbänder aus Baumwollfrottee für die Kopfbänder von Speedglas und G5.</p>',
    description:
      '<p>Hält Schweiß von Augen und Filter fern. Maschinenwaschbar; tauschen Sie das Band aus, wenn das Gummi nachlässt.</p>\n<ul><li>Baumwollfrottee</li><li>Mit Druckknöpfen zu befestigen</li><li>Drei Stück pro Packung</li></ul>',
    imageAlts: ['Drei blaue Schweißbänder aus Frottee'],
  },
  'speedglas-9100-fx-helmet-shell': {
    name: 'Speedglas 9100 FX Maskenschale (ohne Filter)',
    shortDescription:
      '<p>Komplette Schale der 9100 FX mit Kopfband und klarem Visier, bereit für Ihren vorhandenen Filter.</p>',
    description:
      '<p>Schale gerissen, Filter noch gut? Setzen Sie Ihren 9100-Filter einfach in diese neue FX-Schale um.</p>\n<ul><li>Mit Kopfband und klarem Visier</li><li>Ohne Filter</li><li>Nimmt alle Filter der Serie 9100 auf</li></ul>',
    warranty: { warrantyDuration: '2 Jahre', useCustomWarranty: false, customWarrantyItems: [] },
    imageAlts: ['Leere 9100 FX Maskenschale ohne eingesetzten Filter'],
  },
  'speedglas-flame-resistant-head-neck-cover': {
    name: 'Speedglas Flammhemmender Kopf- und Nackenschutz',
    shortDescription:
      '<p>Flammhemmendes Gewebe, das an der Maske eingeknöpft wird und Nacken und Ohren vor Spritzern und UV-Strahlung schützt.</p>',
    description:
      '<p>Beim Schweißen über Kopf und in Zwangslagen fallen Spritzer in den Kragen. Dieser Schutz wird an der Schale der Serie 9100 oder G5 eingeknöpft und fällt über die Schultern.</p>\n<ul><li>Flammhemmend ausgerüstete Baumwolle</li><li>Druckknopfbefestigung, ohne Werkzeug</li><li>Passend für die Serien 9100 und G5</li></ul>',
    imageAlts: ['Schwarzer flammhemmender Stoffschutz, an einer Schweißmaske befestigt'],
  },
  'speedglas-g5-01-headband': {
    name: 'Speedglas G5-01 Ersatz-Kopfband',
    shortDescription: '<p>Schwenkbares Kopfband für die Schweißmasken G5-01 und G5-02.</p>',
    description:
      '<p>Original-Ersatzkopfband mit Drehgelenken und Komfortpolsterung.</p>\n<ul><li>Passend für G5-01 und G5-02</li><li>Mit Schweißband</li></ul>',
    imageAlts: ['Drehbares Kopfband der G5-01, komplett'],
  },
  'speedglas-magnifying-lens': {
    name: 'Speedglas Vergrößerungslinse',
    shortDescription:
      '<p>Einclipsbare Leselinse hinter dem Filter – so brauchen Sie unter der Schweißmaske keine Brille.</p>',
    description:
      '<p>Wählen Sie die Dioptrienzahl Ihrer Lesebrille. Die Linse wird in den Filterhalter der Schweißmasken 9100 und G5 eingeclipst.</p>\n<ul><li>+1,0 bis +2,5 Dioptrien</li><li>Polycarbonat in optischer Qualität</li><li>Montage ohne Werkzeug</li></ul>',
    faqs: [
      {
        question: 'Welche Dioptrienzahl sollte ich kaufen?',
        answer:
          'Dieselbe Stärke wie Ihre Lesebrille aus der Drogerie. Wenn Sie unsicher sind: +1,5 passt den meisten Schweißern über 45.',
      },
      {
        question: 'In welche Schweißmasken passt sie?',
        answer:
          'In alle Schweißmasken der Serie 9100 sowie die G5-01 und G5-02. Sie wird hinter dem Automatik-Schweißfilter eingeclipst.',
      },
    ],
    attributeLabels: { Diopter: 'Dioptrien' },
    attributeValues: {
      Diopter: { '+1.0': '+1,0', '+1.5': '+1,5', '+2.0': '+2,0', '+2.5': '+2,5' },
    },
    imageAlts: ['Klare Vergrößerungslinse für einen Schweißfilter'],
  },
  'speedglas-9100-passive-welding-filter': {
    name: 'Speedglas 9100 Passiver Schweißfilter',
    shortDescription:
      '<p>Schweißschutzglas mit fester Schutzstufe für den Filterhalter der 9100 – als Reserve oder für eine eigene Maske zum Fugenhobeln.</p>',
    description:
      '<p>Ein passiver Filter braucht nie Batterien und ist deshalb eine gute Reserve für abgelegene Einsätze oder für das Fugenhobeln mit Kohleelektrode, bei dem meist Schutzstufe 13 gewählt wird.</p>\n<ul><li>Schutzstufen 10–13</li><li>Passend für den Filterhalter der 9100</li><li>Erfüllt EN 169 und ANSI Z87.1</li></ul>',
    imageAlts: ['Grüner passiver Schweißfilter in Schutzstufe 11'],
  },
  'shieldpro-gold-coated-passive-lens': {
    name: 'ShieldPro Goldbeschichtetes Schweißschutzglas 4,5 × 5,25 Zoll',
    shortDescription:
      '<p>Goldbeschichtetes Schweißschutzglas, das Infrarotwärme reflektiert, im gängigen Format 4,5 × 5,25 Zoll.</p>',
    description:
      '<p>Die Goldbeschichtung reflektiert IR-Strahlung, sodass Glas und Gesicht kühler bleiben. Passt in die meisten passiven Standard-Schweißschirme und als Ersatzglas in viele Automatik-Schweißmasken.</p>\n<ul><li>Glas 4,5 × 5,25 Zoll</li><li>IR-reflektierende Goldbeschichtung</li><li>Schutzstufen 10, 11 und 12</li></ul>',
    attributeLabels: { 'Lens size': 'Glasgröße' },
    attributeValues: {
      'Lens size': { '4.5 x 5.25 in.': '4,5 x 5,25 Zoll' },
    },
    imageAlts: ['Goldbeschichtetes passives Schweißschutzglas, das Licht reflektiert'],
  },
  'shieldpro-shade-5-gas-welding-lens-2-pack': {
    name: 'ShieldPro Gasschweißglas Schutzstufe 5, 2 × 4,25 Zoll (2er-Pack)',
    shortDescription:
      '<p>Gläser in Schutzstufe 5 für Schutzbrillen beim Brennschneiden, Hartlöten und Flammlöten.</p>',
    description:
      '<p>Passend für Standard-Schweißerschutzbrillen mit Klappvorsatz und Schneidschirme im Format 2 × 4,25 Zoll.</p>\n<ul><li>Grünes Glas in Schutzstufe 5</li><li>Zwei Stück pro Packung</li></ul>',
    imageAlts: ['Zwei grüne Schutzgläser in Schutzstufe 5'],
  },
  'shieldpro-clear-cover-lens-10-pack': {
    name: 'ShieldPro Klare Vorsatzscheibe 4,5 × 5,25 Zoll (10er-Pack)',
    shortDescription:
      '<p>Vorsatzscheiben aus Polycarbonat, die passive Schweißschutzgläser und Automatikfilter vor Spritzern schützen.</p>',
    description:
      '<p>Passend für Standard-Glashalter im Format 4,5 × 5,25 Zoll.</p>\n<ul><li>Polycarbonat</li><li>Zehn Stück pro Packung</li></ul>',
    attributeLabels: { 'Lens size': 'Glasgröße' },
    attributeValues: {
      'Lens size': { '4.5 x 5.25 in.': '4,5 x 5,25 Zoll' },
    },
    imageAlts: ['Stapel klarer Vorsatzscheiben aus Polycarbonat'],
  },
  'speedglas-9100-fx-replacement-clear-visor': {
    name: 'Speedglas 9100 FX Klares Ersatzvisier',
    shortDescription:
      '<p>Klares, hoch schlagfestes Visier, das unter der Schweißmaskenschale der 9100 FX sitzt.</p>',
    description:
      '<p>Tauschen Sie es aus, sobald Kratzer oder Schleiffunken die Sicht trüben. Hohe Schlagfestigkeit nach ANSI Z87.1+.</p>\n<ul><li>Polycarbonat mit kratzfester Beschichtung</li><li>Passend für 9100 FX und FX Air</li></ul>',
    imageAlts: ['Gewölbtes klares Visier aus Polycarbonat für eine Schweißmaske'],
  },
  'shieldpro-clear-face-shield-ratchet': {
    name: 'ShieldPro Klarer Gesichtsschutzschirm mit Ratschen-Kopfhalterung',
    shortDescription:
      '<p>Klarer Gesichtsschutzschirm, der das ganze Gesicht bedeckt – Z87+ für hohe Schlagfestigkeit und D3 für Spritzschutz.</p>',
    description:
      '<p>Der ShieldPro 200 reicht von der Stirn bis zum Kinn – für Arbeiten mit dem Winkelschleifer, Meißelarbeiten und das Umfüllen von Chemikalien. Tragen Sie darunter immer eine Schutzbrille; die OSHA wertet Gesichtsschutzschirme als zusätzlichen Schutz.</p>\n<ul><li>Visier aus Polycarbonat, 9 × 15,5 Zoll, 0,06 Zoll stark</li><li>Innen beschlaghemmend beschichtet</li><li>ANSI Z87.1+ hohe Schlagfestigkeit, D3 Spritzer und Tropfen</li><li>Schwenkbare Ratschen-Kopfhalterung</li></ul>',
    warranty: { warrantyDuration: '1 Jahr', useCustomWarranty: false, customWarrantyItems: [] },
    imageAlts: ['Klarer Vollgesichtsschutzschirm an einer Ratschen-Kopfhalterung'],
  },
  'shieldpro-grinding-face-shield-shade-5': {
    name: 'ShieldPro Gesichtsschutzschirm zum Schleifen und Schneiden, Schutzstufe 5',
    shortDescription:
      '<p>Grüner Gesichtsschutzschirm in Schutzstufe 5 für Brennschneiden, Hartlöten und Schleifen mit Funkenflug.</p>',
    description:
      '<p>Das getönte IR/UV-Visier in Schutzstufe 5 filtert die Blendung beim Autogen-Brennschneiden und schützt zugleich das ganze Gesicht vor Schlägen.</p>\n<ul><li>IR/UV-Visier in Schutzstufe 5</li><li>Z87+ hohe Schlagfestigkeit</li><li>Ratschen-Kopfhalterung</li></ul>',
    warranty: { warrantyDuration: '1 Jahr', useCustomWarranty: false, customWarrantyItems: [] },
    imageAlts: ['Grün getönter Gesichtsschutzschirm in Schutzstufe 5'],
  },
  'speedglas-9100-fx-grinding-helmet': {
    name: 'Speedglas 9100 FX Schleifmaske (ohne Automatik-Schweißfilter)',
    shortDescription:
      '<p>Die FX-Maske mit Blindeinsatz statt Filter – für Schleifer und Schlosser, die neben Schweißern arbeiten.</p>',
    description:
      '<p>Schlosser schleifen oft direkt neben brennenden Lichtbögen. Diese FX-Schale bietet ihnen dasselbe bequeme Kopfband und klare Visier, mit einem Blindeinsatz, der sich später mit einem Filter aufrüsten lässt.</p>\n<ul><li>Klares Visier Z87.1+ mit hoher Schlagfestigkeit</li><li>Mit jedem Filter der Serie 9100 aufrüstbar</li><li>Dasselbe Kopfband wie die 9100 FX</li></ul>',
    warranty: { warrantyDuration: '2 Jahre', useCustomWarranty: false, customWarrantyItems: [] },
    imageAlts: ['Speedglas FX Maske mit klarem Visier und verschlossener Filteröffnung'],
  },
};
