import type { SeedWarranty } from '../../../types.ts';
import type { ProductTranslation } from '../types.ts';

/** The warranty of the full face masks: body, lens, harness and valves. */
const fullFaceWarranty: SeedWarranty = {
  warrantyDuration: '2 Jahre',
  useCustomWarranty: true,
  customWarrantyItems: [
    { itemName: 'Maskenkörper', itemWarrantyDuration: '2 Jahre' },
    { itemName: 'Sichtscheibe', itemWarrantyDuration: '1 Jahr' },
    { itemName: 'Kopfbebänderung und Ventile', itemWarrantyDuration: '6 Monate' },
  ],
};

/** German texts of the reusable respirators: half masks, full face masks, filters and cartridges. */
export const germanRespirators: Record<string, ProductTranslation> = {
  'safeair-hf-800-silicone-half-mask': {
    name: 'SafeAir HF-800 Silikon-Halbmaske mit Klappbebänderung',
    shortDescription:
      '<p>Hochwertige Silikon-Halbmaske mit Klappbebänderung: Zwischen zwei Arbeitsschritten nehmen Sie sie ab, ohne den Helm abzusetzen.</p>',
    description:
      '<p>Weiches Silikon in medizinischer Qualität dichtet stundenlang angenehm ab und verformt sich auch bei Hitze nicht. Dank der Klappverriegelung lassen Sie die Maske zum Sprechen oder Trinken einfach nach unten hängen, ohne Schutzhelm oder Schweißmaske abzunehmen.</p>\n<p>Ein großes, mittig sitzendes Ausatemventil verringert Wärme- und Feuchtigkeitsstau, und der flache Nasensteg verträgt sich besser mit einer Schutzbrille.</p>\n<ul><li>Gesichtsdichtung aus Silikon</li><li>Klappverriegelung, mit einer Hand zu bedienen</li><li>Großes Ausatemventil</li><li>Größen S, M, L</li></ul>',
    warranty: { warrantyDuration: '1 Jahr', useCustomWarranty: false, customWarrantyItems: [] },
    imageAlts: ['Blaue Silikon-Halbmaske mit Klappbebänderung'],
  },
  'safeair-hf-200-paint-respirator-kit': {
    name: 'SafeAir HF-200 Atemschutz-Set für Lackierarbeiten (OV/P95)',
    shortDescription:
      '<p>HF-200 in Größe M mit Kartuschen gegen organische Dämpfe, P95-Vorfiltern und Haltedeckeln – bereit zum Spritzlackieren.</p>',
    description:
      '<p>Alles, was Heimwerker beim Lackieren oder eine Schreinerei für den Anfang brauchen: die Maske, ein Paar OV-Kartuschen und vier P95-Vorfilter gegen Farbnebel. Tauschen Sie die Kartuschen aus, sobald Sie Lösemittel riechen oder schmecken, oder gemäß Ihrem Wechselplan.</p>\n<ul><li>Maskenkörper HF-200 in Größe M</li><li>Zwei OV-Kartuschen, vier P95-Vorfilter, zwei Haltedeckel</li><li>Wiederverschließbarer Aufbewahrungsbeutel</li></ul>',
    imageAlts: ['Halbmasken-Set mit Kartuschen gegen organische Dämpfe und Vorfiltern'],
  },
  'safeair-hf-500-en-140-half-mask-rd40': {
    name: 'SafeAir HF-500 Halbmaske nach EN 140, Rd40-Gewinde',
    shortDescription:
      '<p>Halbmaske nach EN 140 mit einem Rd40-Normgewinde für europäische A2P3- und ABEK-Filter.</p>',
    description:
      '<p>Entwickelt für internationale Teams und Auftragnehmer, die nach europäischen Vorgaben arbeiten. Der einzelne Rd40-Anschluss nimmt jeden Filter nach EN 148-1 auf, auch unsere A2P3- und P3-R-Filter.</p>\n<ul><li>EN 140:1998</li><li>Ein Rd40-Gewinde (EN 148-1)</li><li>Keine NIOSH-Zulassung</li></ul>',
    imageAlts: ['Halbmaske mit einem einzelnen Rd40-Filteranschluss vorn'],
  },
  'safeair-hf-300-low-profile-p100-half-mask': {
    name: 'SafeAir HF-300 Flache P100-Halbmaske',
    shortDescription: '<p>Schlanke Halbmaske mit P100-Flachfiltern, die unter jede Schweißmaske passt.</p>',
    description:
      '<p>Die Flachfilter liegen eng an den Wangen an und lassen so Platz unter der Schweißmaske oder dem Gesichtsschutzschirm. P100 ist die richtige Wahl bei Blei-, Cadmium- und Manganrauch sowie für Asbestsanierungen nach OSHA 1926.1101.</p>\n<ul><li>Mit einem Paar P100-Flachfiltern</li><li>NIOSH TC-84A-1455</li><li>Passt den meisten Erwachsenen (Maskenkörper M/L)</li></ul>',
    warranty: { warrantyDuration: '1 Jahr', useCustomWarranty: false, customWarrantyItems: [] },
    imageAlts: ['Flache Halbmaske mit zwei magentafarbenen Flachfiltern'],
  },
  'safeair-ff-600-full-face-respirator': {
    name: 'SafeAir FF-600 Vollmaske',
    shortDescription:
      '<p>Vollmaske mit breiter, schlagfester Sichtscheibe; zugewiesener Schutzfaktor 50 mit quantitativer Dichtsitzprüfung.</p>',
    description:
      '<p>Die FF-600 schützt Augen, Gesicht und Atemwege zugleich – entscheidend bei reizenden Dämpfen wie Ammoniak oder Formaldehyd, die auch die Augen angreifen. Die Sichtscheibe aus Polycarbonat erfüllt die Anforderungen an hohe Schlagfestigkeit nach ANSI Z87.1 und ist beschlaghemmend und kratzfest beschichtet.</p>\n<p>Eine Vollmaske hat nach OSHA einen zugewiesenen Schutzfaktor von 50, wenn eine quantitative Dichtsitzprüfung durchgeführt wurde (10 bei einer qualitativen Prüfung). Sie verwendet dieselben Bajonettfilter und -kartuschen wie unsere Halbmasken.</p>\n<p>Sechspunkt-Kopfbebänderung, Gesichtsdichtung aus Silikon und eine Innenmaske, die die Ausatemluft von der Sichtscheibe fernhält und so das Beschlagen verhindert.</p>\n<ul><li>NIOSH TC-84A-1501 (Partikel) und TC-23C-2240 (Kartuschen)</li><li>Sichtscheibe mit hoher Schlagfestigkeit nach ANSI Z87.1</li><li>Gesichtsdichtung aus Silikon, Sechspunkt-Kopfbebänderung</li><li>Sprechmembran für bessere Verständigung</li><li>Größen S, M, L</li></ul>',
    tabs: [
      {
        tabTitle: 'Unterlagen',
        contentType: 'downloads',
        downloads: [
          {
            fileTitle: 'Gebrauchsanweisung FF-600',
            file: '/downloads/safeair-ff-600-instructions.pdf',
            fileDescription: 'Zusammenbau, Dichtsitzkontrolle, Reinigung und Aufbewahrung.',
          },
          {
            fileTitle: 'NIOSH-Zulassungsmatrix',
            file: '/downloads/safeair-ff-600-niosh-matrix.pdf',
            fileDescription: 'Zugelassene Kombinationen aus Filtern und Kartuschen.',
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'Kann ich darunter eine Brille tragen?',
        answer:
          'Normale Brillenbügel unterbrechen die Abdichtung. Verwenden Sie den Maskenbrilleneinsatz der FF-Serie, in den Ihre Korrekturgläser eingesetzt werden.',
      },
      {
        question: 'Welchen zugewiesenen Schutzfaktor hat sie?',
        answer:
          'Die OSHA weist Vollmasken den Schutzfaktor 50 zu, wenn die Träger eine quantitative Dichtsitzprüfung bestehen; bei einer qualitativen Prüfung ist er auf 10 begrenzt.',
      },
      {
        question: 'Lässt sie sich mit einem Gebläsefiltergerät verwenden?',
        answer:
          'Nein, sie ist ein Atemschutzgerät ohne Gebläseunterstützung. Für Gebläseatemschutz wählen Sie ein Kopfteil von Versaflo.',
      },
    ],
    warranty: fullFaceWarranty,
    attributeLabels: { 'Assigned protection factor': 'Zugewiesener Schutzfaktor' },
    attributeValues: {
      'Assigned protection factor': {
        '50 (OSHA, quantitative fit test)': '50 (OSHA, quantitative Dichtsitzprüfung)',
      },
    },
    imageAlts: [
      'Schwarze Vollmaske mit breiter Sichtscheibe und zwei Kartuschen',
      'Seitenansicht mit der Vierpunkt-Kopfbebänderung',
      'Maske mit eingesetzten Kartuschen gegen organische Dämpfe',
    ],
  },
  'safeair-ff-800-silicone-full-face': {
    name: 'SafeAir FF-800 Silikon-Vollmaske mit Maskenbrilleneinsatz',
    shortDescription:
      '<p>Hochwertige Silikon-Vollmaske, die mit einem Maskenbrilleneinsatz für Brillenträger geliefert wird.</p>',
    description:
      '<p>Die FF-800 bietet zusätzlich eine weichere Silikondichtung, eine kratzfest gehärtete Sichtscheibe und einen Maskenbrilleneinsatz, den Ihr Optiker verglasen kann. Eine Größe passt den meisten Erwachsenen.</p>\n<ul><li>NIOSH-zugelassen mit SafeAir-Filtern</li><li>Maskenbrilleneinsatz im Lieferumfang</li><li>Sichtscheibe aus Polycarbonat mit Hartbeschichtung</li></ul>',
    warranty: fullFaceWarranty,
    imageAlts: ['Vollmaske mit Maskenbrilleneinsatz'],
  },
  'safeair-ff-400-en-136-full-face-rd40': {
    name: 'SafeAir FF-400 Vollmaske nach EN 136 Klasse 2, Rd40',
    shortDescription: '<p>Vollmaske nach europäischer Norm EN 136 Klasse 2 mit einem Rd40-Gewinde.</p>',
    description:
      '<p>Für Exportprojekte und Baustellen, auf denen EN-Filter vorgeschrieben sind. Nimmt jeden Rd40-Filter nach EN 148-1 auf.</p>\n<ul><li>EN 136 Klasse 2</li><li>Rd40-Gewinde</li><li>Keine NIOSH-Zulassung</li></ul>',
    warranty: fullFaceWarranty,
    imageAlts: ['Vollmaske mit einem einzelnen Rd40-Filter vorn'],
  },
  'safeair-ff-600-asbestos-kit': {
    name: 'SafeAir FF-600 Set für Asbest- und Bleisanierung',
    shortDescription:
      '<p>FF-600 in Größe M mit zwei Paar P100-Filtern und Aufbewahrungskoffer für Sanierungsteams.</p>',
    description:
      '<p>Für Sanierungsarbeiten nach OSHA 1926.1101 und 1926.62 ist mindestens eine Halbmaske mit P100-Filtern vorgeschrieben; viele Betriebe setzen aber generell auf Vollmasken – wegen des Augenschutzes und des höheren zugewiesenen Schutzfaktors.</p>\n<ul><li>Maskenkörper FF-600 in Größe M</li><li>Zwei Paar P100-Filter</li><li>Robuster Aufbewahrungskoffer</li></ul>',
    warranty: fullFaceWarranty,
    imageAlts: ['Vollmasken-Set mit P100-Filtern und Aufbewahrungsbox'],
  },
  'safeair-ff-900-cbrn-full-face': {
    name: 'SafeAir FF-900 CBRN-Vollmaske',
    shortDescription:
      '<p>CBRN-zugelassene Vollmaske für Einsatzkräfte; eingeschränkter Verkauf, Abwicklung direkt über den Hersteller.</p>',
    description:
      '<p>CBRN-Atemschutzmasken werden nur an Behörden und berechtigte Käufer verkauft. Der Hersteller prüft die Berechtigung und kümmert sich um die vorgeschriebenen Schulungen.</p>\n<ul><li>NIOSH-Zulassung CBRN APR</li><li>Filter mit 40-mm-NATO-Standardgewinde</li><li>Trinkschlauch und Anschluss für Sprechverstärker</li></ul>',
    buttonText: 'Beim Hersteller kaufen',
    warranty: fullFaceWarranty,
    imageAlts: ['Olivgrüne CBRN-Vollmaske mit 40-mm-Filterbüchse'],
  },
  'safeair-n95-prefilters-and-retainers': {
    name: 'SafeAir N95-Vorfilter mit Haltedeckeln (10 Vorfilter)',
    shortDescription:
      '<p>N95-Vorfilterpads, die über die Kartuschen geklemmt werden – gegen Farbnebel und Staub.</p>',
    description:
      '<p>Ergänzt OV- oder OV/AG-Kartuschen um N95-Partikelschutz und verhindert, dass Farbnebel sie zusetzt.</p>\n<ul><li>Zehn Vorfilter</li><li>Zwei Haltedeckel</li><li>NIOSH N95</li></ul>',
    imageAlts: ['Weiße runde N95-Vorfilter und zwei Haltedeckel'],
  },
  'safeair-p100-filter-nuisance-ov': {
    name: 'SafeAir P100-Filter mit Aktivkohle gegen lästige Gerüche (Paar)',
    shortDescription:
      '<p>P100-Filter mit Aktivkohleschicht, die störende organische Dämpfe und Ozon unterhalb der Grenzwerte mindert.</p>',
    description:
      '<p>Ideal zum Schweißen, wenn der Ozongeruch stört, aber unter dem Grenzwert bleibt. Nicht zugelassen für organische Dämpfe oberhalb des zulässigen Expositionsgrenzwerts (PEL).</p>\n<ul><li>NIOSH P100</li><li>Aktivkohleschicht</li><li>Paar</li></ul>',
    imageAlts: ['Magentafarbene P100-Filter mit Aktivkohleschicht'],
  },
  'safeair-p3-r-filter-rd40': {
    name: 'SafeAir P3 R Partikelfilter, Rd40',
    shortDescription:
      '<p>Filter P3 R nach EN 143 mit Rd40-Normgewinde für Masken nach EN 136 und EN 140.</p>',
    description:
      '<p>Über mehrere Schichten wiederverwendbar (R), bis der Atemwiderstand spürbar steigt.</p>\n<ul><li>EN 143 P3 R</li><li>Rd40-Gewinde (EN 148-1)</li></ul>',
    imageAlts: ['Weißer P3-Partikelfilter mit Rd40-Gewinde'],
  },
  'safeair-organic-vapor-cartridges': {
    name: 'SafeAir Kartuschen gegen organische Dämpfe',
    shortDescription: '<p>NIOSH-OV-Kartuschen gegen Lacke, Lasuren, Lösemittel und Klebstoffe.</p>',
    description:
      '<p>Aktivkohle bindet organische Dämpfe, bis sie gesättigt ist; danach brechen die Dämpfe durch. Die OSHA verlangt einen schriftlichen Wechselplan auf Grundlage von Expositionsdaten oder der Standzeit-Software des Herstellers – der Geruch allein reicht als Kriterium nicht aus.</p>\n<ul><li>NIOSH OV, TC-23C-2210</li><li>Bajonettanschluss für alle SafeAir-Maskenkörper</li><li>Für Spritzarbeiten mit N95- oder P100-Vorfiltern ergänzen</li></ul>',
    tabs: [
      {
        tabTitle: 'Grundlagen zum Wechselplan',
        contentType: 'text',
        textContent:
          '<p>OSHA 1910.134(d)(3)(iii) schreibt für Gas- und Dampfkartuschen einen schriftlichen Wechselplan vor, sofern sie keinen Sättigungsindikator haben. Legen Sie ihn anhand des Schadstoffs, seiner Konzentration, der Luftfeuchtigkeit, der Temperatur und der Arbeitsschwere fest und stützen Sie sich dabei auf die Standzeitdaten des Herstellers. Wechseln Sie früher, wenn Sie den Schadstoff riechen oder schmecken.</p>',
      },
    ],
    faqs: [
      {
        question: 'Wie lange halten OV-Kartuschen?',
        answer:
          'Das hängt von Konzentration, Luftfeuchtigkeit und Atemfrequenz ab. Arbeiten Sie mit einem Wechselplan; bei gelegentlichem Heimwerkereinsatz tauschen Sie sie nach etwa 40 Stunden aus, oder früher, wenn Sie Dämpfe riechen.',
      },
      {
        question: 'Schützen sie vor Partikeln aus Sprühlack?',
        answer:
          'Ergänzen Sie N95-Vorfilter gegen Farbnebel. Für isocyanathaltige 2K-Lacke empfehlen wir Druckluft-Atemschutz oder ein Gebläsefiltergerät.',
      },
    ],
    attributeLabels: { 'Pack size': 'Packungsgröße' },
    attributeValues: {
      'Pack size': { '1 pair': '1 Paar', '6 pairs': '6 Paar' },
    },
    imageAlts: ['Ein Paar schwarze Kartuschen gegen organische Dämpfe'],
  },
  'safeair-ov-ag-cartridges': {
    name: 'SafeAir Kartuschen gegen organische Dämpfe und saure Gase (Paar)',
    shortDescription:
      '<p>Kartuschen gegen organische Dämpfe sowie Chlor, Chlorwasserstoff und Schwefeldioxid.</p>',
    description:
      '<p>Für Poolchemikalien, Reinigungsarbeiten mit Bleichmitteln sowie Beiz- und Ätzarbeiten.</p>\n<ul><li>NIOSH OV/AG</li><li>Bajonettanschluss</li><li>Paar</li></ul>',
    imageAlts: ['Ein Paar gelbe Kartuschen gegen organische Dämpfe und saure Gase'],
  },
  'safeair-multi-gas-vapor-cartridges': {
    name: 'SafeAir Mehrbereichskartuschen gegen Gase und Dämpfe (Paar)',
    shortDescription: '<p>Breitbandkartuschen gegen Ammoniak, Methylamin, Formaldehyd und saure Gase.</p>',
    description:
      '<p>Die richtige Wahl für landwirtschaftliche Betriebe, Labore und Reinigungsarbeiten mit wechselnden Chemikalien.</p>\n<ul><li>NIOSH Multi-Gas/Dampf</li><li>Paar</li></ul>',
    imageAlts: ['Olivgrüne Mehrbereichskartuschen für Atemschutzmasken'],
  },
  'safeair-a2p3-combination-filter-rd40': {
    name: 'SafeAir A2P3 Kombinationsfilter, Rd40',
    shortDescription:
      '<p>Gasfilter A2 gegen organische Gase nach EN 14387 und Partikelfilter P3 nach EN 143 in einem Rd40-Filter.</p>',
    description:
      '<p>Zum Spritzen lösemittelhaltiger Beschichtungen mit Masken nach EN 136 oder EN 140. A2 ist die Klasse mit mittlerem Aufnahmevermögen (bis 5.000 ppm).</p>\n<ul><li>EN 14387 A2 / EN 143 P3 R D</li><li>Rd40-Gewinde</li></ul>',
    imageAlts: ['Braun-weißer A2P3-Filter mit Rd40-Gewinde'],
  },
  'safeair-abek-filters-bayonet': {
    name: 'SafeAir ABEK1 Filter, Bajonett (Paar)',
    shortDescription:
      '<p>Mehrbereichs-Gasfilter nach EN 14387 gegen organische, anorganische und saure Gase sowie Ammoniak, wahlweise mit P3.</p>',
    description:
      '<p>ABEK deckt die vier wichtigsten Gasgruppen in Gasfilterklasse 1 ab (bis 1.000 ppm). Wählen Sie ABEK1P3, wenn Sie zusätzlich Partikelschutz benötigen.</p>\n<ul><li>EN 14387 ABEK1</li><li>Wahlweise mit P3</li><li>Bajonettanschluss für die HF- und FF-Serie</li></ul>',
    imageAlts: ['ABEK1-Filter mit mehrfarbigen Kennstreifen'],
  },
};
