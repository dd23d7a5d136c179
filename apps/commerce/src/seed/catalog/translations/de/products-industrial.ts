import type { SeedWarranty } from '../../../types.ts';
import type { ProductTranslation } from '../types.ts';

/** The warranty of the ShieldPro hard hats: shell and suspension. */
const hardHatWarranty: SeedWarranty = {
  warrantyDuration: '1 Jahr',
  useCustomWarranty: true,
  customWarrantyItems: [
    { itemName: 'Helmschale', itemWarrantyDuration: '1 Jahr' },
    { itemName: 'Innenausstattung', itemWarrantyDuration: '90 Tage' },
  ],
};

/** German texts of the site safety products: eye protection, hard hats and hearing protection. */
export const germanIndustrial: Record<string, ProductTranslation> = {
  'clearview-cv-200-anti-fog-goggles': {
    name: 'ClearView CV-200 Beschlagfreie Vollsichtbrille mit indirekter Belüftung',
    shortDescription:
      '<p>Vollsichtbrille mit indirekter Belüftung gegen Chemikalienspritzer und Staub, nach Z87+ D3 D4.</p>',
    description:
      '<p>OSHA 1910.133 schreibt bei Gefahr durch Chemikalienspritzer eine Vollsichtbrille vor, keine Bügelbrille. Die CV-200 schließt rund um die Augen ab und ist indirekt belüftet, sodass Flüssigkeit keinen direkten Weg ins Innere findet.</p>\n<ul><li>Z87+ D3 (Spritzer) D4 (Staub)</li><li>Passt über die meisten Korrektionsbrillen</li><li>Innen beschlagfrei, außen hartbeschichtet</li><li>Breites elastisches Kopfband</li></ul>',
    faqs: [
      {
        question: 'Kann ich sie über meiner Brille tragen?',
        answer: 'Ja, der Rahmen bietet Platz für die meisten mittelgroßen Korrektionsbrillen.',
      },
      {
        question: 'Ist sie zum Schleifen geeignet?',
        answer: 'Ja. Bei schweren Schleifarbeiten tragen Sie zusätzlich einen Gesichtsschutzschirm darüber.',
      },
    ],
    imageAlts: ['Klare Vollsichtbrille mit indirekter Belüftung gegen Chemikalienspritzer'],
  },
  'clearview-cv-300-over-the-glasses': {
    name: 'ClearView CV-300 Überbrille',
    shortDescription:
      '<p>Passt über Korrektionsbrillen – für Besucher und Beschäftigte ohne Schutzbrille mit Sehstärke.</p>',
    description:
      '<p>Eine normale Korrektionsbrille ist keine Schutzbrille. Setzen Sie diese Überbrille einfach darüber und Sie sind nach Z87+ geschützt.</p>\n<ul><li>Passt über die meisten Brillengestelle</li><li>Integrierter Seitenschutz</li><li>Z87+ hohe Schlagfestigkeit</li></ul>',
    imageAlts: ['Klare Überbrille mit Seitenschutz'],
  },
  'clearview-cv-150-bifocal-safety-readers': {
    name: 'ClearView CV-150 Bifokale Schutzbrille mit Lesebereich',
    shortDescription:
      '<p>Schutzbrille nach Z87+ mit eingearbeitetem bifokalem Lesebereich von +1,0 bis +3,0.</p>',
    description:
      '<p>Lesen Sie Anzeigen und Kleingedrucktes, ohne die Brille zu wechseln. Die Vergrößerung ist in den unteren Teil der Scheibe eingeformt.</p>\n<ul><li>Z87+</li><li>Beschlagfrei</li><li>+1,0 bis +3,0 Dioptrien</li></ul>',
    attributeLabels: { Diopter: 'Dioptrien' },
    attributeValues: {
      Diopter: { '+1.0': '+1,0', '+1.5': '+1,5', '+2.0': '+2,0', '+2.5': '+2,5', '+3.0': '+3,0' },
    },
    imageAlts: ['Schutzbrille mit bifokalem Lesebereich'],
  },
  'clearview-cv-120-safety-glasses-12-pack': {
    name: 'ClearView CV-120 Schutzbrille, klar (12er-Pack)',
    shortDescription:
      '<p>Klare Besucherschutzbrillen im Dutzend für Werksführungen und die Ausgabe auf der Baustelle.</p>',
    description:
      '<p>Preiswert und vollständig nach Z87+ zertifiziert. Bald wieder vorrätig.</p>\n<ul><li>Z87+</li><li>12 Brillen</li><li>Klare Scheibe</li></ul>',
    imageAlts: ['Zwölf klare Schutzbrillen in einer Box'],
  },
  'clearview-cv-400-sealed-safety-glasses': {
    name: 'ClearView CV-400 Abgedichtete Schutzbrille mit Schaumstoffrahmen',
    shortDescription:
      '<p>Schutzbrille mit abnehmbarem Schaumstoffrahmen, der Staub und Wind abhält, nach Z87+ D4.</p>',
    description:
      '<p>Schutz vor Staub und Wind wie bei einer Vollsichtbrille, in der Form einer Bügelbrille. An heißen Tagen nehmen Sie den Schaumstoffrahmen einfach ab.</p>\n<ul><li>Z87+ D4 mit Schaumstoffrahmen</li><li>Beschlagfrei</li><li>Verstellbares Kopfband oder Bügel</li></ul>',
    tabs: [
      {
        tabTitle: 'Videoanleitungen',
        contentType: 'videos',
        videos: [
          {
            videoTitle: 'Von Bügeln auf Kopfband umrüsten',
            youtubeUrl: 'https://www.youtube.com/watch?v=cR4nUe7yQ2s',
            videoDescription: 'In 30 Sekunden zwischen Bügeln und Kopfband wechseln.',
          },
        ],
      },
    ],
    imageAlts: ['Schutzbrille mit schwarzem Rahmen und abnehmbarer Schaumstoffdichtung'],
  },
  'shieldpro-hh-20-full-brim-hard-hat': {
    name: 'ShieldPro HH-20 Schutzhelm mit umlaufender Krempe',
    shortDescription:
      '<p>Schutzhelm mit umlaufender Krempe, die Gesicht und Nacken beschattet und Regen ableitet, Typ I Klasse E.</p>',
    description:
      '<p>Beliebt bei Stahlbauern, Freileitungsmonteuren und im Straßenbau. Die Krempe hält die Sonne ab und leitet Regen vom Kragen weg.</p>\n<ul><li>ANSI/ISEA Z89.1 Typ I, Klasse E</li><li>Vierpunkt-Ratschen-Innenausstattung</li><li>Umlaufende Krempe mit Regenrinne</li></ul>',
    warranty: hardHatWarranty,
    imageAlts: ['Orangefarbener Schutzhelm mit umlaufender Krempe'],
  },
  'shieldpro-hh-50-type-ii-safety-helmet': {
    name: 'ShieldPro HH-50 Schutzhelm Typ II mit Kinnriemen',
    shortDescription:
      '<p>Schutzhelm Typ II im Stil eines Kletterhelms mit EPS-Innenschale und Vierpunkt-Kinnriemen für Arbeiten in der Höhe.</p>',
    description:
      '<p>Bei Abstürzen kommt es oft zu seitlichen Stößen, und Helme fallen vom Kopf. Der HH-50 hat deshalb eine Innenschale aus EPS-Schaum für seitlichen Schutz (Typ II) und einen Vierpunkt-Kinnriemen, der ihn auch bei einem Sturz auf dem Kopf hält.</p>\n<p>Klasse E, geprüft bis 20.000 Volt. Für Elektroarbeiten lassen sich die Lüftungsöffnungen verschließen.</p>\n<ul><li>ANSI/ISEA Z89.1-2014 Typ II, Klasse E</li><li>EPS-Innenschale, Vierpunkt-Kinnriemen</li><li>Verschließbare Lüftungsöffnungen</li><li>Clips für Stirnlampen</li></ul>',
    tabs: [
      {
        tabTitle: 'Unterlagen',
        contentType: 'downloads',
        downloads: [
          {
            fileTitle: 'Gebrauchsanweisung HH-50',
            file: '/downloads/shieldpro-hh-50-instructions.pdf',
            fileDescription: 'Anpassen, Prüfen und Austauschintervalle.',
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'Kann ich ihn mit Kapselgehörschutz tragen?',
        answer: 'Ja, er hat Standard-Zubehörschlitze von 30 mm für helmmontierten Kapselgehörschutz.',
      },
      {
        question: 'Ist er belüftet?',
        answer:
          'Ja, mit Schiebern, mit denen Sie die Lüftungsöffnungen schließen können, um die Anforderungen der Klasse E zu erfüllen.',
      },
    ],
    warranty: hardHatWarranty,
    imageAlts: [
      'Weißer Schutzhelm im Kletterhelm-Stil mit Kinnriemen',
      'Innenseite des Helms mit der EPS-Schale',
    ],
  },
  'shieldpro-hard-hat-cooling-liner': {
    name: 'ShieldPro Kühleinlage für Schutzhelme',
    shortDescription:
      '<p>Kühleinlage mit Verdunstungseffekt und Nackenschutz, die sich in jede Helm-Innenausstattung einclipsen lässt.</p>',
    description:
      '<p>In kaltem Wasser tränken, auswringen und einclipsen. Kühlt zwei bis vier Stunden lang. Hilft im Rahmen eines OSHA-Plans zur Vorbeugung hitzebedingter Erkrankungen gegen Hitzestress.</p>\n<ul><li>Gewebe mit Verdunstungskühlung</li><li>Nackenschutz</li><li>Passt in alle gängigen Helme</li></ul>',
    imageAlts: ['Blaue Verdunstungskühleinlage für Schutzhelme mit Nackenschutz'],
  },
  'shieldpro-custom-logo-hard-hats': {
    name: 'ShieldPro Schutzhelme mit Ihrem Logo',
    shortDescription: '<p>Schutzhelme HH-10 oder HH-20 mit Ihrem Firmenlogo im Tampondruck, ab 24 Stück.</p>',
    description:
      '<p>Der Druck erfolgt beim Hersteller mit Farben, die für das Material der Helmschale freigegeben sind – die ANSI-Zulassung bleibt also erhalten.</p>\n<ul><li>Mindestens 24 Helme</li><li>Bis zu drei Druckpositionen</li></ul>',
    buttonText: 'Beim Hersteller kaufen',
    warranty: hardHatWarranty,
    imageAlts: ['Blauer Schutzhelm mit aufgedrucktem Firmenlogo im Tampondruck'],
  },
  'hushline-hl-30-over-head-ear-muffs': {
    name: 'HushLine HL-30 Kapselgehörschutz mit Kopfbügel, NRR 30',
    shortDescription:
      '<p>Kapselgehörschutz mit Doppelschalen und NRR 30 für Kettensäge, Schleifmaschine und Schießstand.</p>',
    description:
      '<p>Doppelwandige Kapseln mit Akustikschaum erreichen einen Dämmwert (NRR) von 30 dB. Nach der OSHA-Methode für die Schutzwirkung in der Praxis gilt (NRR − 7) ÷ 2 – rechnen Sie also mit etwa 11–12 dB Dämmung bezogen auf einen A-bewerteten Dosimeterwert.</p>\n<p>OSHA 29 CFR 1910.95 verlangt, dass ab 85 dBA über acht Stunden Gehörschutz bereitgestellt und ab 90 dBA getragen wird.</p>\n<ul><li>NRR 30 dB (ANSI S3.19-1974)</li><li>Doppelschalige Kapseln</li><li>Gepolsterter, verstellbarer Kopfbügel</li></ul>',
    faqs: [
      {
        question: 'Kann ich zusätzlich Gehörschutzstöpsel tragen?',
        answer:
          'Ja. Bei sehr lautem Lärm (über 100 dBA) empfiehlt die OSHA Stöpsel plus Kapseln; für die Kombination rechnen Sie etwa 5 dB zum höheren NRR hinzu.',
      },
      {
        question: 'Passt er zu einer Schutzbrille?',
        answer:
          'Dünne Bügel sind kein Problem. Dicke Bügel können die Abdichtung unterbrechen und den Schutz um einige dB verringern.',
      },
    ],
    attributeLabels: { NRR: 'Dämmwert (NRR)' },
    attributeValues: {
      NRR: { '30 dB': '30 dB' },
    },
    imageAlts: ['Roter Kapselgehörschutz mit Kopfbügel'],
  },
  'hushline-hl-25e-electronic-ear-muffs': {
    name: 'HushLine HL-25E Elektronischer Kapselgehörschutz mit kabelloser Audioübertragung',
    shortDescription:
      '<p>Pegelabhängiger Kapselgehörschutz, der Stimmen verstärkt und laute Geräusche abregelt, mit kabellosem Audiostreaming.</p>',
    description:
      '<p>Außenmikrofone machen Kollegen und Rückfahrwarner in sicherer Lautstärke hörbar und regeln sofort ab, wenn der Lärm plötzlich ansteigt. Das Audiostreaming ist auf 82 dBA begrenzt, damit Musik nie zu Ihrer Lärmdosis beiträgt.</p>\n<p>Der Akku hält etwa 40 Stunden beim Streaming oder 140 Stunden im Mithörmodus.</p>\n<ul><li>NRR 25 dB</li><li>Pegelabhängiger Mithörmodus</li><li>Kabelloses Audio, begrenzt auf 82 dBA</li><li>Laden über USB-C, etwa 140 Stunden</li></ul>',
    tabs: [
      {
        tabTitle: 'Videoanleitungen',
        contentType: 'videos',
        videos: [
          {
            videoTitle: 'Koppeln und Mithörpegel einstellen',
            youtubeUrl: 'https://www.youtube.com/watch?v=Ew9bHq3ZsTo',
            videoDescription: 'Ein Smartphone koppeln und die Umgebungslautstärke einstellen.',
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'Kann ich ihn beim Schießen verwenden?',
        answer:
          'Ja. Die pegelabhängige Schaltung regelt Impulslärm wie Schüsse innerhalb von Millisekunden ab und lässt Kommandos der Standaufsicht trotzdem durch.',
      },
      {
        question: 'Schützt er auch bei leerem Akku?',
        answer: 'Ja. Auch ausgeschaltet bietet er seinen passiven Schutz mit NRR 25.',
      },
    ],
    warranty: { warrantyDuration: '1 Jahr', useCustomWarranty: false, customWarrantyItems: [] },
    attributeLabels: { NRR: 'Dämmwert (NRR)', 'Battery runtime': 'Akkulaufzeit' },
    attributeValues: {
      NRR: { '25 dB': '25 dB' },
      'Battery runtime': { '140 hours hear-through': '140 Stunden im Mithörmodus' },
    },
    imageAlts: [
      'Grüner elektronischer Kapselgehörschutz mit Lautstärkeregler und Mikrofonen',
      'Der elektronische Kapselgehörschutz in Schwarz',
    ],
  },
  'hushline-hl-24c-cap-mounted-ear-muffs': {
    name: 'HushLine HL-24C Helmkapselgehörschutz, NRR 24',
    shortDescription:
      '<p>Kapselgehörschutz für die Standard-Zubehörschlitze von Schutzhelmen, bei Nichtgebrauch hochklappbar.</p>',
    description:
      '<p>Passend für ShieldPro HH-10, HH-20 und die meisten Schutzhelme mit Schirm und 30-mm-Schlitzen.</p>\n<ul><li>NRR 24 dB</li><li>Drei Positionen: Arbeits-, Lüftungs- und Parkstellung</li></ul>',
    attributeLabels: { NRR: 'Dämmwert (NRR)' },
    attributeValues: {
      NRR: { '24 dB': '24 dB' },
    },
    imageAlts: ['Gelber Kapselgehörschutz an Helmhalterungen'],
  },
  'hushline-hl-27f-folding-ear-muffs': {
    name: 'HushLine HL-27F Faltbarer Kapselgehörschutz, NRR 27',
    shortDescription:
      '<p>Kompakter, faltbarer Kapselgehörschutz, der in jede Werkzeugtasche und jedes Handschuhfach passt.</p>',
    description:
      '<p>Lässt sich auf die halbe Größe zusammenfalten. Gut geeignet für gelegentliche Nutzer und Besucher.</p>\n<ul><li>NRR 27 dB</li><li>Faltbarer Kopfbügel</li></ul>',
    attributeLabels: { NRR: 'Dämmwert (NRR)' },
    attributeValues: {
      NRR: { '27 dB': '27 dB' },
    },
    imageAlts: ['Blauer faltbarer Kapselgehörschutz, zur Aufbewahrung zusammengeklappt'],
  },
  'hushline-hl-27r-reusable-corded-ear-plugs': {
    name: 'HushLine HL-27R Wiederverwendbare Gehörschutzstöpsel mit Kordel (100 Paar)',
    shortDescription:
      '<p>Waschbare Stöpsel mit drei Lamellen an einer Kordel, jedes Paar in einer Aufbewahrungsbox.</p>',
    description:
      '<p>Mit Wasser und Seife waschbar; bei täglichem Gebrauch alle zwei bis vier Wochen ersetzen.</p>\n<ul><li>NRR 27 dB</li><li>Drei Lamellen</li><li>Aufbewahrungsbox für jedes Paar</li></ul>',
    attributeLabels: { NRR: 'Dämmwert (NRR)' },
    attributeValues: {
      NRR: { '27 dB': '27 dB' },
    },
    imageAlts: ['Blaue wiederverwendbare Gehörschutzstöpsel mit drei Lamellen an einer Kordel'],
  },
  'hushline-hl-32-corded-foam-ear-plugs': {
    name: 'HushLine HL-32 Schaumstoff-Gehörschutzstöpsel mit Kordel, NRR 32',
    shortDescription:
      '<p>Schaumstoffstöpsel mit Kordel, die zwischen lauten Arbeiten um den Hals hängen.</p>',
    description:
      '<p>Die Kordel hält die Stöpsel vom Boden und von Maschinen fern, solange sie nicht im Ohr sind.</p>\n<ul><li>NRR 32 dB</li><li>Weiche PVC-Kordel</li></ul>',
    attributeLabels: { 'Pack size': 'Packungsgröße', NRR: 'Dämmwert (NRR)' },
    attributeValues: {
      'Pack size': { '100 pairs': '100 Paar', '500 pairs': '500 Paar' },
      NRR: { '32 dB': '32 dB' },
    },
    imageAlts: ['Orangefarbene Schaumstoff-Gehörschutzstöpsel an einer blauen Kordel'],
  },
  'hushline-metal-detectable-ear-plugs': {
    name: 'HushLine Detektierbare Gehörschutzstöpsel mit Kordel (100 Paar)',
    shortDescription:
      '<p>Blaue Stöpsel mit metalldetektierbarer Kordel für die Lebensmittel- und Pharmaproduktion.</p>',
    description:
      '<p>Fällt ein Stöpsel ins Produkt, findet ihn der Metalldetektor der Linie. Blau ist die übliche Farbe in Lebensmittelbetrieben.</p>\n<ul><li>NRR 29 dB</li><li>Metalldetektierbare Kordel und Stöpsel</li><li>100 Paar</li></ul>',
    attributeLabels: { NRR: 'Dämmwert (NRR)' },
    attributeValues: {
      NRR: { '29 dB': '29 dB' },
    },
    imageAlts: ['Blaue Gehörschutzstöpsel mit metalldetektierbarer Kordel'],
  },
};
