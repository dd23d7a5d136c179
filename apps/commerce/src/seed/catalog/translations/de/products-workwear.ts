import type { SeedWarranty } from '../../../types.ts';
import type { ProductTranslation } from '../types.ts';

/** The warranty of the TrekSafe boots and shoes: outsole bond and membrane. */
const footwearWarranty: SeedWarranty = {
  warrantyDuration: '6 Monate',
  useCustomWarranty: true,
  customWarrantyItems: [
    { itemName: 'Verbindung der Laufsohle', itemWarrantyDuration: '6 Monate' },
    { itemName: 'Wasserdichte Membran', itemWarrantyDuration: '1 Jahr' },
  ],
};

/** German texts of the workwear: hi-vis clothing, safety footwear and first aid. */
export const germanWorkwear: Record<string, ProductTranslation> = {
  'brightline-class-3-surveyor-vest': {
    name: 'BrightLine Vermesserweste Klasse 3 mit Ärmeln',
    shortDescription:
      '<p>Vermesserweste nach Typ R Klasse 3 mit Ärmeln, Plantasche und 10 Funktionstaschen.</p>',
    description:
      '<p>Klasse 3 verlangt Ärmel – diese Weste bringt sie mit, ohne so warm zu sein wie eine vollwertige Jacke.</p>\n<ul><li>ANSI/ISEA 107 Typ R Klasse 3</li><li>Plantasche für Blätter im Format 11 × 17 Zoll</li><li>Zweifarbige geschlossene Vorderseite, Rücken aus Mesh</li></ul>',
    faqs: [
      {
        question: 'Warum braucht Klasse 3 Ärmel?',
        answer:
          'Klasse 3 verlangt mindestens 1.240 Quadratzoll Hintergrundmaterial und 310 Quadratzoll Reflexstreifen – das ist mit einer ärmellosen Weste nicht zu erreichen.',
      },
      {
        question: 'Kann ich sie über einer Jacke tragen?',
        answer:
          'Ja. Sie ist großzügig geschnitten; die meisten tragen ihre übliche Größe über einer leichten Jacke.',
      },
    ],
    imageAlts: ['Vermesserweste in Warngelb mit kurzen Ärmeln und vielen Taschen'],
  },
  'brightline-class-3-rain-jacket': {
    name: 'BrightLine Wasserdichte Regenjacke Klasse 3',
    shortDescription:
      '<p>Regenjacke der Klasse 3 mit verschweißten Nähten und verstaubarer Kapuze für Straßenbautrupps bei jedem Wetter.</p>',
    description:
      '<p>Getapte Nähte und eine atmungsaktive Beschichtung halten das Team auch im Sturm trocken und gut sichtbar.</p>\n<ul><li>ANSI/ISEA 107 Typ R Klasse 3</li><li>Nahtversiegelt, Wassersäule 10.000 mm</li><li>Verstaubare Kapuze</li></ul>',
    imageAlts: ['Regenjacke in Warnorange mit Reflexstreifen'],
  },
  'brightline-class-2-long-sleeve-shirt': {
    name: 'BrightLine Langarm-Warnschutzshirt Klasse 2',
    shortDescription:
      '<p>Feuchtigkeitsableitendes Langarmshirt mit segmentierten Reflexstreifen und UV-Schutz UPF 50.</p>',
    description:
      '<p>Segmentierte Reflexstreifen sind flexibler und atmungsaktiver als durchgehende Streifen. Ersetzt bei Hitze die Kombination aus Weste und Sonnenschutzärmeln.</p>\n<ul><li>ANSI/ISEA 107 Typ R Klasse 2</li><li>UPF 50</li><li>Feuchtigkeitsableitender Birdseye-Strick</li></ul>',
    imageAlts: ['Langarmshirt in Warngelb mit segmentierten Reflexstreifen'],
  },
  'brightline-arc-rated-class-2-vest': {
    name: 'BrightLine Störlichtbogengeprüfte, flammhemmende Warnweste Klasse 2',
    shortDescription:
      '<p>Weste aus permanent flammhemmendem Modacryl mit Lichtbogenschutzwert 8 cal/cm² für Versorger und Elektroarbeiten.</p>',
    description:
      '<p>Normale Polyesterwesten können bei einem Störlichtbogen auf der Haut schmelzen. Diese Weste besteht aus flammhemmendem Gewebe mit flammhemmenden Reflexstreifen und Klettverschlüssen. Eine Größe passt für L–XXL.</p>\n<ul><li>ATPV 8 cal/cm², NFPA 70E PSA-Kategorie 2</li><li>ANSI/ISEA 107 Typ R Klasse 2</li><li>Flammhemmende Reflexstreifen und Nähte</li></ul>',
    imageAlts: ['Flammhemmende Weste in Warnorange mit flammhemmenden Reflexstreifen'],
  },
  'treksafe-ts-6-composite-toe-work-boot': {
    name: 'TrekSafe TS-6 Arbeitsstiefel mit Kunststoffkappe, 6 Zoll',
    shortDescription:
      '<p>Wasserdichter Lederstiefel mit metallfreier Kunststoff-Zehenkappe und EH-Schutz, der an Metalldetektoren in Flughäfen und Werken nicht anschlägt.</p>',
    description:
      '<p>Der TS-6 erfüllt ASTM F2413-18 für Stoß- und Druckfestigkeit (I/75, C/75) sowie Schutz vor elektrischen Gefahren (EH), mit einer Zehenkappe aus Verbundwerkstoff, die leichter als Stahl ist und keine Kälte leitet.</p>\n<p>Wasserdichtes Vollnarbenleder, eine Blasebalgzunge und eine rutschhemmende Gummilaufsohle machen ihn zum Stiefel für den ganzen Tag – auf dem Bau, im Lager und in der Instandhaltung.</p>\n<ul><li>ASTM F2413-18 M I/75 C/75 EH</li><li>Zehenkappe aus Verbundwerkstoff, metallfrei</li><li>Wasserdichte Membran</li><li>Öl- und rutschhemmende Laufsohle</li><li>Größen US 7–13, normale Weite</li></ul>',
    tabs: [
      {
        tabTitle: 'Größentabelle',
        contentType: 'text',
        textContent:
          '<p>Messen Sie Ihren Fuß abends von der Ferse bis zur längsten Zehe. US 8 ≈ 10,0 Zoll, US 9 ≈ 10,3 Zoll, US 10 ≈ 10,7 Zoll, US 11 ≈ 11,0 Zoll, US 12 ≈ 11,3 Zoll, US 13 ≈ 11,7 Zoll.</p>',
      },
    ],
    faqs: [
      {
        question: 'Kunststoff- oder Stahlkappe?',
        answer:
          'Beide erfüllen dieselben Anforderungen der ASTM F2413 an Stoß- und Druckfestigkeit. Verbundwerkstoff ist leichter, metallfrei und leitet keine Kälte; Stahl ist bei gleichem Schutz dünner.',
      },
      {
        question: 'Fallen sie größengerecht aus?',
        answer:
          'Ja, die meisten Kunden bestellen ihre übliche Sneakergröße. Liegen Sie zwischen zwei Größen, wählen Sie die halbe Größe darüber.',
      },
    ],
    warranty: footwearWarranty,
    imageAlts: [
      'Brauner 6-Zoll-Arbeitsstiefel aus Leder mit Kunststoffkappe',
      'Rutschhemmende Gummilaufsohle',
      'Aufgeschnürter Stiefel mit wasserdichter, angesetzter Lasche',
    ],
  },
  'treksafe-ts-8-insulated-steel-toe-boot': {
    name: 'TrekSafe TS-8 Gefütterter wasserdichter Stiefel mit Stahlkappe, 8 Zoll',
    shortDescription:
      '<p>Stiefel mit Stahlkappe, 400 g Isolierung und durchtrittsicherer Sohle für Baustellen im Winter.</p>',
    description:
      '<p>In Bewegung bis etwa −20 °F geeignet. Die durchtrittsichere Zwischensohle stoppt Nägel und Bindedraht.</p>\n<ul><li>ASTM F2413-18 M I/75 C/75 EH PR</li><li>400 g Isolierung</li><li>Wasserdichtes Leder</li></ul>',
    warranty: footwearWarranty,
    imageAlts: ['Dunkelbrauner gefütterter 8-Zoll-Stiefel mit Stahlkappe'],
  },
  'treksafe-alloy-toe-athletic-safety-shoe': {
    name: 'TrekSafe Sportlicher Sicherheitsschuh mit Aluminiumkappe',
    shortDescription:
      '<p>Sicherheitsschuh, leicht wie ein Sneaker, mit Zehenkappe aus Aluminiumlegierung und statisch ableitender Sohle.</p>',
    description:
      '<p>Für Lager, Elektronikfertigung und Logistik, wo Sie pro Schicht kilometerweit laufen. Die SD-Ausführung schützt empfindliche Bauteile vor elektrostatischer Entladung.</p>\n<ul><li>ASTM F2413-18 M I/75 C/75 SD</li><li>Zehenkappe aus Aluminiumlegierung</li><li>Atmungsaktives Obermaterial aus Strick</li></ul>',
    faqs: [
      {
        question: 'Was bedeutet SD?',
        answer:
          'Statisch ableitend: Die Sohle leitet elektrostatische Ladung kontrolliert ab – das schützt Elektronik und verringert Funkenbildung.',
      },
      {
        question: 'Sind sie für elektrische Gefahren zugelassen?',
        answer:
          'Nein. SD und EH sind unterschiedliche Einstufungen. Für Schutz vor elektrischen Gefahren wählen Sie den TS-6 oder TS-8.',
      },
    ],
    warranty: footwearWarranty,
    imageAlts: ['Schwarz-grauer sportlicher Sicherheitsschuh mit Aluminiumkappe'],
  },
  'treksafe-16-in-steel-toe-rubber-boot': {
    name: 'TrekSafe Gummistiefel mit Stahlkappe, 16 Zoll',
    shortDescription:
      '<p>Hoher Stiefel aus PVC/Nitrilkautschuk mit Stahlkappe und Stahlzwischensohle für Nassreinigung, Landwirtschaft und Betonarbeiten.</p>',
    description:
      '<p>Beständig gegen tierische Fette, Düngemittel und milde Chemikalien. Die profilierte Laufsohle reinigt sich im Schlamm selbst.</p>\n<ul><li>ASTM F2413-18 M I/75 C/75 PR</li><li>Schafthöhe 16 Zoll</li><li>Stahlkappe und Stahlzwischensohle</li></ul>',
    imageAlts: ['Hoher grüner Gummistiefel mit Stahlkappe'],
  },
  'treksafe-strap-on-metatarsal-guards': {
    name: 'TrekSafe Mittelfußschutz zum Anschnallen (Paar)',
    shortDescription:
      '<p>Rüstet jeden Sicherheitsstiefel mit Mittelfußschutz nach – für Rohrlager und Gießereien.</p>',
    description:
      '<p>Die geformten Schutzschilde bedecken den Fußrücken, wo herabfallende Lasten Brüche verursachen, vor denen die Zehenkappe nicht schützt. Passt über die Schnürung von Stiefeln und Schuhen.</p>\n<ul><li>Zum Anschnallen, Einheitsgröße</li><li>Formschild aus Kunststoff</li></ul>',
    imageAlts: ['Schwarzer Mittelfußschutz, über einen Arbeitsstiefel geschnallt'],
  },
  'mediready-class-a-first-aid-kit-25-person': {
    name: 'MediReady Erste-Hilfe-Kasten ANSI Klasse A, für 25 Personen',
    shortDescription:
      '<p>Erste-Hilfe-Kasten nach ANSI/ISEA Z308.1-2021 Klasse A im wandmontierbaren Koffer Typ III.</p>',
    description:
      '<p>OSHA 1910.151(b) verlangt, dass ausreichend Erste-Hilfe-Material jederzeit griffbereit ist, und verweist auf ANSI Z308.1 als Maßstab. Klasse A deckt häufige Verletzungen am Arbeitsplatz wie Schnitte, Schürfwunden und leichte Verbrennungen für bis zu 25 Personen ab.</p>\n<p>Farbcodierte Fächer machen das Nachfüllen schnell: Blau für Antiseptika, Rot für Blutstillung, Gelb für Verbrennungen.</p>\n<ul><li>ANSI/ISEA Z308.1-2021 Klasse A, Typ III</li><li>Zur Wandmontage oder zum Mitnehmen</li><li>In den USA konfektioniert</li></ul>',
    tabs: [
      {
        tabTitle: 'Inhalt',
        contentType: 'downloads',
        downloads: [
          {
            fileTitle: 'Inhaltsliste Klasse A',
            file: '/downloads/mediready-class-a-contents.pdf',
            fileDescription:
              'Jeder Artikel mit seiner Mindestmenge nach ANSI Z308.1 und der Nachfüll-Artikelnummer.',
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'Klasse A oder Klasse B?',
        answer:
          'Klasse A deckt häufige Verletzungen ab. Klasse B enthält mehr und vielfältigeres Material, etwa eine Schiene und ein Tourniquet, für Arbeitsplätze mit höherem Risiko oder komplexeren Abläufen.',
      },
      {
        question: 'Gibt es Nachfüllsets?',
        answer:
          'Ja, alle Artikel haben Standard-Nachfüllgrößen, und unsere Nachfüllsets für Verbrennungen und Blutstillung passen zur Farbcodierung.',
      },
    ],
    imageAlts: [
      'Roter Erste-Hilfe-Kasten aus Kunststoff mit weißem Kreuz',
      'Geöffneter Kasten mit beschrifteten Fächern',
    ],
  },
  'mediready-class-b-first-aid-cabinet-50-person': {
    name: 'MediReady Erste-Hilfe-Schrank ANSI Klasse B, für 50 Personen',
    shortDescription:
      '<p>Metallschrank, bestückt nach ANSI Klasse B, für Arbeitsplätze mit hohem Risiko und größere Teams.</p>',
    description:
      '<p>Mit Tourniquet, Schiene, Verbrennungskompressen und Augenspülung in einem abschließbaren Metallschrank.</p>\n<ul><li>ANSI/ISEA Z308.1-2021 Klasse B, Typ II</li><li>Metallschrank mit Tür</li><li>Tourniquet und Schiene im Lieferumfang</li></ul>',
    tabs: [
      {
        tabTitle: 'Inhaltsliste',
        contentType: 'downloads',
        downloads: [
          {
            fileTitle: 'Inhalt Klasse B',
            file: '/downloads/mediready-class-b-contents.pdf',
            fileDescription: 'Einzeln aufgeführter Inhalt mit Nachfüll-Artikelnummern.',
          },
        ],
      },
    ],
    imageAlts: ['Erste-Hilfe-Wandschrank aus Metall mit Flügeltür'],
  },
  'mediready-personal-eyewash-32-oz': {
    name: 'MediReady Augenspülstation, 32 oz (2 Flaschen)',
    shortDescription:
      '<p>Zwei Flaschen mit 32 oz gepufferter Kochsalzlösung in einer Wandhalterung zum sofortigen Ausspülen der Augen.</p>',
    description:
      '<p>Augenspülflaschen ergänzen eine festinstallierte oder schwerkraftgespeiste Station nach ANSI Z358.1, ersetzen sie aber nicht; die OSHA schreibt eine solche Station vor, wo mit ätzenden Stoffen gearbeitet wird. Beginnen Sie mit diesen Flaschen schon auf dem Weg zur Hauptstation mit dem Spülen.</p>\n<ul><li>Zwei Flaschen à 32 oz</li><li>Gepufferte isotonische Kochsalzlösung</li><li>Wandhalterung mit Staubschutzdeckel</li></ul>',
    imageAlts: ['Wandhalterung mit zwei grünen Augenspülflaschen'],
  },
  'mediready-burn-care-refill-kit': {
    name: 'MediReady Nachfüllset Verbrennungen',
    shortDescription:
      '<p>Brandgel, gelgetränkte Kompressen und Mullbinde zum Auffüllen der Kästen in Schweißbereichen und Küchen.</p>',
    description:
      '<p>Gelb farbcodiert, passend zu den MediReady-Kästen.</p>\n<ul><li>Sechs Beutel Brandgel</li><li>Zwei Verbrennungskompressen, 4 × 4 Zoll</li><li>Mullbinde</li></ul>',
    imageAlts: ['Gelb gekennzeichnete Brandgel-Beutel und Verbände'],
  },
  'mediready-aed-defibrillator': {
    name: 'MediReady AED-Paket für den Arbeitsplatz',
    shortDescription:
      '<p>Defibrillator (AED) mit Wandschrank, Beschilderung und HLW-Set; Verkauf durch den Hersteller inklusive ärztlicher Betreuung.</p>',
    description:
      '<p>In den USA ist für den Kauf eines AED eine ärztliche Verordnung nötig. Der Hersteller übernimmt die ärztliche Betreuung, die Registrierung und die Erinnerungen an den Batteriewechsel.</p>\n<ul><li>FDA-zugelassener AED</li><li>Wandschrank mit Alarm</li><li>Batterie mit fünf Jahren Lebensdauer</li></ul>',
    buttonText: 'Beim Hersteller kaufen',
    imageAlts: ['Wandschrank mit automatisiertem externem Defibrillator'],
  },
};
