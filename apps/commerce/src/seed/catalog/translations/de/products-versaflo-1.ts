import type { SeedWarranty } from '../../../types.ts';
import type { ProductTranslation } from '../types.ts';

/** The warranty of the powered air systems: blower, battery, headtop. */
const paprWarranty: SeedWarranty = {
  warrantyDuration: '2 Jahre',
  useCustomWarranty: true,
  customWarrantyItems: [
    { itemName: 'Gebläseeinheit', itemWarrantyDuration: '2 Jahre' },
    { itemName: 'Akku', itemWarrantyDuration: '1 Jahr' },
    { itemName: 'Kopfteil', itemWarrantyDuration: '1 Jahr' },
  ],
};

/** German texts of the Versaflo line, first part: powered air (PAPR) kits and headtops. */
export const germanVersaflo1: Record<string, ProductTranslation> = {
  'versaflo-tr-600-papr-starter-kit-m-306': {
    name: 'Versaflo TR-600 Gebläseatemschutz-Starterset mit Helm M-306',
    shortDescription:
      '<p>Alles, was Sie für den Einstieg in den Gebläseatemschutz brauchen: Gebläse, Akku, Ladegerät, Gürtel, Atemschlauch, HE-Filter und der Atemschutzhelm M-306 mit Schutzhelmfunktion.</p>',
    description:
      '<p>Das TR-600 ist das Arbeitspferd der Versaflo-Reihe. Es führt dem Helm M-306 einen gleichmäßigen Strom gefilterter Luft zu – ohne Atemwiderstand, ohne Beschlagen und ohne Dichtsitzprüfung. Bärte und die meisten Brillen sind kein Problem.</p>\n<p>Mit einem NIOSH-zugelassenen HE-Filter ist das System für Stäube, Nebel, Rauche und biologische Partikel zugelassen. Der Helm M-306 ist zugleich Schutzhelm Typ I und Gesichtsschutzschirm nach Z87.1+ – ein Kopfteil ersetzt also drei Teile der persönlichen Schutzausrüstung.</p>\n<p>Nach OSHA 29 CFR 1910.134 hat ein Gebläsefiltergerät mit Helm oder Haube einen zugewiesenen Schutzfaktor von 1.000, wenn der Hersteller einen Arbeitsplatz-Schutzfaktor von mindestens 1.000 nachweist – was für diese Kombination zutrifft. Das ist das Hundertfache einer Halbmaske.</p>\n<ul><li>NIOSH-Zulassung TC-21C-0746 mit HE-Filter TR-6710N</li><li>Drei Luftstromstufen: 6,7, 7,4 und 8,3 cfm</li><li>Lithium-Ionen-Standardakku TR-630: 6 bis 10 Stunden Laufzeit</li><li>Akustischer, optischer und Vibrationsalarm bei zu geringem Luftstrom und schwachem Akku</li><li>Gebläse in Schutzart IP53; mit milder Seifenlauge zu reinigen</li><li>Helm M-306: ANSI/ISEA Z89.1 Typ I Klasse C und ANSI Z87.1+</li></ul>',
    tabs: [
      {
        tabTitle: 'Lieferumfang',
        contentType: 'accordion',
        accordionItems: [
          {
            question: 'Gebläse und Gürtel',
            answer: 'Gebläseeinheit TR-602N, leicht zu reinigender Gürtel TR-626 und Vorfilter TR-6600.',
          },
          { question: 'Stromversorgung', answer: 'Standardakku TR-630 und Einzelladegerät TR-641N.' },
          {
            question: 'Kopfteil',
            answer: 'Helm M-306 mit Gesichtsschutzschirm, Komfortpolster und Atemschlauch BT-30.',
          },
          { question: 'Filter', answer: 'Ein HE-Filter TR-6710N und ein Funkenschutz TR-662.' },
        ],
      },
      {
        tabTitle: 'Videoanleitungen',
        contentType: 'videos',
        videos: [
          {
            videoTitle: 'Luftstromprüfung am TR-600',
            youtubeUrl: 'https://www.youtube.com/watch?v=pV3sK9dLm2E',
            videoDescription:
              'Führen Sie vor jeder Schicht die tägliche Prüfung mit dem Luftstromanzeiger durch.',
          },
          {
            videoTitle: 'Den Helm M-306 aufsetzen',
            youtubeUrl: 'https://www.youtube.com/watch?v=Ta5fN0bWq7Y',
            videoDescription: 'Atemschlauch anschließen und die Kopfausstattung einstellen.',
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'Brauchen Träger eines Gebläsefiltergeräts eine Dichtsitzprüfung?',
        answer:
          'Nein. Die OSHA verlangt Dichtsitzprüfungen nur für dicht anliegende Masken. Locker sitzende Hauben und Helme wie der M-306 benötigen keine; die Träger brauchen aber weiterhin eine arbeitsmedizinische Freigabe und eine Unterweisung.',
      },
      {
        question: 'Kann ich ihn mit Bart tragen?',
        answer:
          'Ja. Da der Helm nur locker am Gesicht abschließt, beeinträchtigt ein Bart die Schutzwirkung nicht.',
      },
      {
        question: 'Wie oft wechsle ich den HE-Filter?',
        answer:
          'Wenn das Gebläse trotz voll geladenem Akku einen zu geringen Luftstrom meldet oder wenn es der Wechselplan Ihres Betriebs vorsieht – je nachdem, was zuerst eintritt.',
      },
      {
        question: 'Ist es für Gase und Dämpfe zugelassen?',
        answer:
          'Ersetzen Sie den HE-Filter durch die Kombinationskartusche TR-6580N OV/AG/HE, um zusätzlich vor organischen Dämpfen und sauren Gasen geschützt zu sein.',
      },
    ],
    warranty: paprWarranty,
    attributeLabels: {
      'Battery runtime': 'Akkulaufzeit',
      'Assigned protection factor': 'Zugewiesener Schutzfaktor',
    },
    attributeValues: {
      'Battery runtime': { '6–10 hours (TR-630)': '6–10 Stunden (TR-630)' },
      'Assigned protection factor': { '1,000 (OSHA)': '1.000 (OSHA)' },
    },
    imageAlts: [
      'Versaflo TR-600 Gebläse mit Akku, Atemschlauch und weißem Helm M-306',
      'Atemschutzhelm M-306 mit heruntergeklapptem Gesichtsschutzschirm',
      'Akku TR-630, am Gebläse eingerastet',
      'Arbeiter mit TR-600 Gürtel und Helm auf einer Baustelle',
    ],
  },
  'versaflo-tr-600-papr-kit-hik': {
    name: 'Versaflo TR-600 Gebläseset (ohne Kopfteil)',
    shortDescription:
      '<p>Gebläse TR-600 mit Gürtel, Ladegerät und HE-Filter für Betriebe, die bereits Versaflo-Kopfteile im Einsatz haben.</p>',
    description:
      '<p>Wenn Ihr Team bereits Helme der M-Serie oder Hauben der S-Serie nutzt, ergänzen Sie mit diesem Set weitere Gebläse, ohne die Kopfteile doppelt zu bezahlen. Wählen Sie den Standard- oder den Hochleistungsakku.</p>\n<p>Das Gebläse hält den gewählten Luftstrom automatisch konstant, während sich der Filter zusetzt, und der Alarm meldet dem Träger, wenn es das nicht mehr schafft.</p>\n<ul><li>Standardakku: 6–10 Stunden; Hochleistungsakku: 10–14 Stunden</li><li>Drei Luftstromstufen von 6,7 bis 8,3 cfm</li><li>Kopfteil und Atemschlauch separat erhältlich</li></ul>',
    warranty: paprWarranty,
    attributeLabels: { Battery: 'Akku' },
    attributeValues: {
      Battery: {
        'Standard (TR-630)': 'Standard (TR-630)',
        'High capacity (TR-632)': 'Hochleistung (TR-632)',
      },
    },
    imageAlts: ['TR-600 Gebläseeinheit, Gürtel und Ladegerät ohne Kopfteil'],
  },
  'versaflo-tr-300-plus-papr-kit-s-433': {
    name: 'Versaflo TR-300+ Gebläseatemschutz-Set mit Haube S-433',
    shortDescription:
      '<p>Kompaktes, leichteres Gebläsefiltergerät für reinen Partikelschutz, kombiniert mit der bequemen Haube S-433.</p>',
    description:
      '<p>Das TR-300+ ist kleiner und leichter als das TR-600 und arbeitet mit einem festen Luftstrom von 6,0 cfm. Gegen Stäube, Rauche und biologische Arbeitsstoffe reicht das oft völlig aus.</p>\n<p>Die Haube S-433 hat einen Innenkragen, der die Luft dort hält, wo sie gebraucht wird, und ein breites Visier mit gutem Rundumblick.</p>\n<ul><li>NIOSH TC-21C-0898 mit HE-Filter TR-3712N</li><li>Laufzeit 4–8 Stunden (Standardakku)</li><li>Gewicht 2,2 lb mit Akku und Filter</li><li>Zugewiesener Schutzfaktor 1.000 mit Haube S-433</li></ul>',
    tabs: [
      {
        tabTitle: 'Unterlagen',
        contentType: 'downloads',
        downloads: [
          {
            fileTitle: 'Gebrauchsanweisung TR-300+',
            file: '/downloads/versaflo-tr-300-plus-user-instructions.pdf',
            fileDescription: 'Zusammenbau, Luftstromprüfung, Reinigung und Aufbewahrung.',
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'TR-300+ oder TR-600?',
        answer:
          'Das TR-300+ ist leichter und schützt nur vor Partikeln. Wählen Sie das TR-600, wenn Sie Gas- und Dampffilter, mehr Luftstrom oder Helme als Kopfteil benötigen.',
      },
      {
        question: 'Kann es im Gesundheitswesen eingesetzt werden?',
        answer:
          'Ja, es wird häufig bei der Isolation aerogen übertragbarer Infektionen eingesetzt. Wischen Sie Gebläse und Haube zwischen den Einsätzen gemäß Ihrem Hygieneplan ab.',
      },
    ],
    warranty: paprWarranty,
    attributeLabels: { 'Battery runtime': 'Akkulaufzeit' },
    attributeValues: {
      'Battery runtime': { '4–8 hours': '4–8 Stunden' },
    },
    imageAlts: [
      'Kompaktes Versaflo TR-300+ Gebläse mit weißer Haube S-433',
      'Haube S-433 mit Innenkragen und breitem Visier',
    ],
  },
  'versaflo-tr-800-intrinsically-safe-papr-kit': {
    name: 'Versaflo TR-800 Eigensicheres Gebläseatemschutz-Set',
    shortDescription:
      '<p>Eigensicheres Gebläsefiltergerät für explosionsgefährdete Bereiche der Klassen I, II und III, konfiguriert vom Hersteller.</p>',
    description:
      '<p>Das TR-800 ist als eigensicher für den Einsatz in explosionsgefährdeten (klassifizierten) Bereichen zertifiziert, etwa in Raffinerien, im Getreideumschlag und in Lösemittelräumen der Pharmaindustrie. Da die Zertifizierung von der genauen Kombination aus Akku, Filter und Kopfteil abhängt, werden die Sets vom Hersteller konfiguriert und versandt.</p>\n<ul><li>UL-zertifiziert für Class I Div 1, Class II Div 1, Class III</li><li>HE-Filter und Kombinationskartuschen erhältlich</li><li>Bis zu 12 Stunden Laufzeit mit dem eigensicheren Akku</li></ul>',
    buttonText: 'Beim Hersteller kaufen',
    warranty: paprWarranty,
    imageAlts: ['Eigensicheres Versaflo TR-800 Gebläse'],
  },
  'versaflo-tr-600-painting-kit-s-655': {
    name: 'Versaflo TR-600 Set für Lackier- und Oberflächenarbeiten mit Haube S-655',
    shortDescription:
      '<p>TR-600 mit Kombinationskartusche gegen organische Dämpfe, saure Gase und Partikel (OV/AG/HE) und der lackiergerechten Haube S-655.</p>',
    description:
      '<p>In Karosseriewerkstätten und bei der industriellen Oberflächenbehandlung treffen Lösemittel, isocyanathaltiger Sprühnebel und Schleifstaub im selben Raum zusammen. Dieses Set kombiniert das TR-600 mit der Kartusche TR-6580N OV/AG/HE und der Haube S-655 mit Innenhaube.</p>\n<p>Isocyanathaltige Lacke haben schlechte Warneigenschaften; halten Sie sich deshalb an einen schriftlichen Kartuschenwechselplan, wie ihn OSHA 1910.134(d)(3)(iii) vorschreibt.</p>\n<ul><li>Kartusche TR-6580N OV/AG/HE</li><li>Haube S-655 mit abziehbaren Visierschutzfolien</li><li>Leicht zu reinigender Gürtel und Schutzhülle für den Atemschlauch</li></ul>',
    faqs: [
      {
        question: 'Ist es für isocyanathaltige 2K-Lacke geeignet?',
        answer:
          'Ja, wenn ein schriftlicher Wechselplan für die Kartuschen eingehalten wird. Viele Betriebe wechseln die Kartusche wöchentlich oder noch häufiger.',
      },
      {
        question: 'Kann ich Visierschutzfolien verwenden?',
        answer: 'Ja, abziehbare Visierschutzfolien für die S-655 gibt es im 25er-Pack.',
      },
    ],
    warranty: paprWarranty,
    imageAlts: ['TR-600 Gebläse mit schwarzer OV-Kartusche und einer Einweg-Lackierhaube'],
  },
  'versaflo-tr-300-plus-healthcare-papr-kit': {
    name: 'Versaflo TR-300+ Gebläseatemschutz-Set für das Gesundheitswesen',
    shortDescription:
      '<p>Abwischbares Gebläsefiltergerät für die Isolation aerogen übertragbarer Infektionen im Krankenhaus, mit Einweghauben S-133.</p>',
    description:
      '<p>Entwickelt für medizinisches Personal, das keine Dichtsitzprüfung besteht oder bei aerosolerzeugenden Eingriffen lange Atemschutz tragen muss. Das Gehäuse des TR-300+ lässt sich mit gängigen Krankenhaus-Desinfektionsmitteln abwischen.</p>\n<ul><li>Mit 10 Einweghauben S-133</li><li>Mit Desinfektionstüchern für den Klinikeinsatz zu reinigen</li><li>Akustischer und optischer Alarm bei zu geringem Luftstrom</li></ul>',
    warranty: paprWarranty,
    imageAlts: ['TR-300+ Set für das Gesundheitswesen mit Einweghaube'],
  },
  'versaflo-tr-600-grinding-kit-m-407': {
    name: 'Versaflo TR-600 Set für die Schwerindustrie mit Helm M-407',
    shortDescription:
      '<p>Hochwertiger Helm M-407 mit austauschbarem, hoch schlagfestem Visier am TR-600 mit Hochleistungsakku.</p>',
    description:
      '<p>Für Gießereien, Abbrucharbeiten und schwere Schleifarbeiten. Das Visier des M-407 ist für Schläge mit hoher Geschwindigkeit zugelassen, und die flammhemmende Gesichtsabdichtung hält Funken ab. Das Set wird mit dem Hochleistungsakku TR-632 geliefert, der auch auf der höchsten Luftstromstufe eine ganze Schicht durchhält.</p>\n<p>Derzeit nicht vorrätig; Bestellungen werden in der Reihenfolge ihres Eingangs versandt, meist innerhalb von 3–4 Wochen.</p>\n<ul><li>Helm M-407: Z89.1 Typ I Klasse C, Visier Z87.1+</li><li>Hochleistungsakku TR-632: 10–14 Stunden</li><li>Flammhemmende Gesichtsabdichtung</li></ul>',
    warranty: paprWarranty,
    attributeLabels: { 'Battery runtime': 'Akkulaufzeit' },
    attributeValues: {
      'Battery runtime': { '10–14 hours': '10–14 Stunden' },
    },
    imageAlts: ['TR-600 Gebläse mit Premium-Helm M-407 und Visier'],
  },
  'versaflo-m-306-respiratory-helmet': {
    name: 'Versaflo M-306 Atemschutzhelm mit Gesichtsschutzschirm',
    shortDescription:
      '<p>Schutzhelm, Gesichtsschutzschirm und Atemschutz-Kopfteil in einem – für TR-300+, TR-600 und Druckluftversorgung.</p>',
    description:
      '<p>Der M-306 erfüllt die Anforderungen der ANSI/ISEA Z89.1 an einen Schutzhelm Typ I Klasse C, sein Gesichtsschutzschirm ist nach Z87.1+ zugelassen. Eine flammhemmende Gesichtsabdichtung gehört zur Serienausstattung.</p>\n<ul><li>Zugewiesener Schutzfaktor 1.000 mit zugelassenen Versaflo-Gebläsen</li><li>Austauschbares Visier und austauschbare Gesichtsabdichtung</li><li>Ratschen-Kopfausstattung mit Komfortpolster</li></ul>',
    faqs: [
      {
        question: 'Mit welchen Gebläsen ist er zugelassen?',
        answer: 'Mit den Gebläsefiltergeräten TR-300+ und TR-600 sowie dem Druckluftregler V-500E.',
      },
      {
        question: 'Kann ich das Visier austauschen?',
        answer:
          'Ja. Visier, Gesichtsabdichtung, Komfortpolster und Visierschutzfolien sind alle austauschbar.',
      },
    ],
    imageAlts: ['Weißer Atemschutzhelm M-306 mit Gesichtsschutzschirm'],
  },
  'versaflo-m-407-respiratory-helmet': {
    name: 'Versaflo M-407 Atemschutzhelm mit Premium-Visier',
    shortDescription:
      '<p>Spitzenmodell mit breitem, kratzfestem Visier und flammhemmender Gesichtsabdichtung.</p>',
    description:
      '<p>Das Premium-Visier des M-407 ist kratzfest und beschlaghemmend beschichtet und bietet ein größeres Sichtfeld als das des M-306.</p>\n<ul><li>Z89.1 Typ I Klasse C</li><li>Hoch schlagfestes Visier Z87.1+</li><li>Flammhemmende Gesichtsabdichtung</li></ul>',
    imageAlts: ['Helm M-407 mit breitem Premium-Visier'],
  },
  'versaflo-s-433-hood': {
    name: 'Versaflo S-433 Haube mit Innenkragen',
    shortDescription: '<p>Leichte, wiederverwendbare Haube mit Innenkragen und breitem Visier.</p>',
    description:
      '<p>Bedeckt Kopf und Schultern; der elastische Innenkragen hält den Überdruck auch dann aufrecht, wenn sich der Träger bückt. In den Größen S/M und M/L nach Kopfumfang.</p>\n<ul><li>Zugewiesener Schutzfaktor 1.000 mit TR-300+ und TR-600</li><li>Laminiertes Gewebe, abwischbar</li><li>Visierschutzfolien erhältlich</li></ul>',
    imageAlts: ['Weiße Haube S-433 mit Innenkragen'],
  },
  'versaflo-s-133-single-use-hood': {
    name: 'Versaflo S-133 Einweghaube',
    shortDescription:
      '<p>Einweghaube für Gesundheitswesen und Pharmaindustrie, einzeln oder im Karton mit 10 Stück.</p>',
    description:
      '<p>Nach einem Patientenkontakt oder einer Schicht entsorgen. Latexfreies Polypropylen mit klarem Visier aus PETG.</p>\n<ul><li>Für den Einmalgebrauch</li><li>Latexfrei</li><li>Passend für TR-300+ und TR-600</li></ul>',
    attributeLabels: { 'Pack size': 'Packungsgröße' },
    attributeValues: {
      'Pack size': { '1': '1', '10': '10' },
    },
    imageAlts: ['Leichte Einweghaube für Gebläsefiltergeräte'],
  },
  'versaflo-s-655-hood-paint': {
    name: 'Versaflo S-655 Haube mit Innenhaube',
    shortDescription: '<p>Schulterlange Haube mit Innenhaube, gemacht für Lackierkabinen.</p>',
    description:
      '<p>Das chemikalienbeständige Außengewebe weist Sprühnebel ab; die Innenhaube hält die Luft im Atembereich.</p>\n<ul><li>Für abziehbare Visierschutzfolien geeignet</li><li>Bedeckt Kopf und Schultern</li></ul>',
    imageAlts: ['Lackierhaube S-655 mit Innenhaube'],
  },
  'versaflo-s-855-hood-extended-bib': {
    name: 'Versaflo S-855 Haube mit verlängertem Schulterlatz',
    shortDescription:
      '<p>Haube mit verlängertem Latz für den Umgang mit pharmazeutischen Pulvern und für Bereiche mit Chemikalienspritzern.</p>',
    description:
      '<p>Der lange Latz wird unter den Overall gesteckt und bildet so eine durchgehende Barriere vom Kopf bis zur Taille.</p>\n<ul><li>Verlängerter Latz vorne und hinten</li><li>Innenhaube</li><li>Zugewiesener Schutzfaktor 1.000</li></ul>',
    imageAlts: ['Haube mit langem Latz, der Brust und Rücken bedeckt'],
  },
  'versaflo-m-107-faceshield-headtop': {
    name: 'Versaflo M-107 Kopfteil mit Gesichtsschutzschirm',
    shortDescription:
      '<p>Leichtes Kopfteil mit Gesichtsschutzschirm ohne Schutzhelm, für Labor und Lebensmittelverarbeitung.</p>',
    description:
      '<p>Wo keine Gefahr von Stößen gegen den Kopf besteht, spart das M-107 Gewicht. Für Pausen im Reinbereich lässt sich der Gesichtsschutzschirm hochklappen.</p>\n<ul><li>Gesichtsschutzschirm Z87.1+</li><li>Kein Schutzhelm</li><li>Austauschbare Gesichtsabdichtung</li></ul>',
    imageAlts: ['Leichtes Kopfteil M-107 mit Gesichtsschutzschirm'],
  },
};
