import type { SeedWarranty } from '../../../types.ts';
import type { ProductTranslation } from '../types.ts';

/** The warranty of the welding gloves: seams and stitching. */
const weldingGloveWarranty: SeedWarranty = {
  warrantyDuration: '90 Tage',
  useCustomWarranty: true,
  customWarrantyItems: [{ itemName: 'Nähte und Steppungen', itemWarrantyDuration: '90 Tage' }],
};

/** German texts of the gloves: cut-resistant, chemical, disposable, welding, heat and work gloves. */
export const germanGloves: Record<string, ProductTranslation> = {
  'armorgrip-cr-2-pu-palm-gloves-12-pairs': {
    name: 'ArmorGrip CR-2 Schnittschutzhandschuhe mit PU-Beschichtung (12 Paar)',
    shortDescription:
      '<p>Leichter Schnittschutz A2 für Montage, Verpackung und Kommissionierung im Lager, im Dutzend.</p>',
    description:
      '<p>Die Beschichtung der Handfläche aus Polyurethan sorgt für sauberen, trockenen Griff bei hervorragender Fingerfertigkeit. A2 genügt für Karton, leichte Teile und Kunststoffkanten, nicht aber für Blech.</p>\n<ul><li>ANSI A2, EN 388:2016 4X42B</li><li>13-Gauge-Strickträger aus HPPE</li><li>12 Paar pro Packung</li></ul>',
    imageAlts: ['Zwölf Paar graue Strickhandschuhe mit weißer Polyurethan-Beschichtung der Handfläche'],
  },
  'armorgrip-cr-9-heavy-duty-cut-gloves': {
    name: 'ArmorGrip CR-9 Schnittschutzhandschuhe für schwere Arbeiten',
    shortDescription:
      '<p>Die höchste ANSI-Schnittschutzstufe A9 – für Glaswerke, Metallrecycling und den Messerwechsel.</p>',
    description:
      '<p>Ein Strickträger aus Para-Aramid und HPPE mit Stahlkern erreicht A9 (über 6.000 Gramm). Die sandgeraute Nitrilbeschichtung der Handfläche hält öliges Glas und Stahlblech sicher, und der verstärkte Daumenzwickel schützt genau die Stelle, an der die meisten Schnittschutzhandschuhe zuerst verschleißen.</p>\n<p>Kein Handschuh ist schnittfest. Verwenden Sie zu jedem Schnittschutzhandschuh auch Klingenschutz und sichere Arbeitsweisen.</p>\n<ul><li>ANSI A9, EN 388:2016 4X44F</li><li>Verstärkter Daumenzwickel</li><li>Kontakthitzebeständig bis 212 °F (EN 407 Stufe 1)</li></ul>',
    faqs: [
      {
        question: 'Sind sie waschbar?',
        answer: 'Ja. Warm waschen, an der Luft trocknen lassen und kein Bleichmittel verwenden.',
      },
      {
        question: 'Wie fallen sie aus?',
        answer:
          'Für einen Schnittschutzhandschuh recht weit. Bestellen Sie Ihre gewohnte Größe; liegen Sie zwischen zwei Größen, wählen Sie die kleinere.',
      },
    ],
    imageAlts: ['Gelber grobgestrickter Handschuh mit sandgerauter Nitrilbeschichtung der Handfläche'],
  },
  'armorgrip-cr-5-impact-cut-gloves': {
    name: 'ArmorGrip CR-5 Schnittschutzhandschuhe mit Aufprallschutz',
    shortDescription: '<p>Schnittschutz A5 und Handrückenprotektoren aus TPR nach ANSI/ISEA 138 Stufe 2.</p>',
    description:
      '<p>Gebaut für Ölfeld, Anschlagarbeiten und Abbruch, wo Quetschstellen und herabfallendes Werkzeug ebenso gefährlich sind wie scharfe Kanten. Der gut sichtbare Handrücken macht die Hände in der Nähe laufender Maschinen leicht erkennbar.</p>\n<ul><li>ANSI A5, EN 388:2016 4X43D</li><li>Aufprallschutz nach ANSI/ISEA 138 Stufe 2</li><li>Strickträger in Warnfarbe</li></ul>',
    imageAlts: ['Handschuh in Warnfarbe mit schwarzen Knöchelprotektoren aus TPR'],
  },
  'armorgrip-cr-4-insulated-touchscreen-gloves': {
    name: 'ArmorGrip CR-4 Gefütterte Winter-Schnittschutzhandschuhe',
    shortDescription:
      '<p>Schnittschutzhandschuh A4 mit angerautem Acrylfutter und wasserabweisender Beschichtung für kalte Rampen und Höfe.</p>',
    description:
      '<p>Ein fleeceartiges Futter hält die Hände bis etwa 14 °F warm, während die doppelt getauchte Nitrilbeschichtung der Handfläche Wasser und Schneematsch abweist.</p>\n<ul><li>ANSI A4, EN 388:2016 4X42C</li><li>Angerautes Acrylfutter</li><li>Wasserabweisende Handfläche</li><li>Touchscreenfähiger Daumen und Zeigefinger</li></ul>',
    imageAlts: ['Blauer Handschuh mit angerautem Acrylfutter und schwarzer Handfläche'],
  },
  'armorgrip-cr-3-food-processing-gloves': {
    name: 'ArmorGrip CR-3 Schnittschutzhandschuhe für die Lebensmittelverarbeitung',
    shortDescription:
      '<p>Unbeschichteter weißer A3-Handschuh aus FDA-konformen Fasern für die Verarbeitung von Fleisch, Geflügel, Obst und Gemüse.</p>',
    description:
      '<p>Unter einem Einweg-Nitrilhandschuh getragen ergibt sich eine hygienische, schnittfeste Kombination. Zur Hygiene bei 160 °F waschbar.</p>\n<ul><li>ANSI A3, EN 388:2016 3X42C</li><li>Fasern entsprechen den FDA-Vorschriften (21 CFR) für den Lebensmittelkontakt</li><li>Beidhändig tragbar</li></ul>',
    imageAlts: ['Weißer nahtlos gestrickter Handschuh für die Lebensmittelverarbeitung'],
  },
  'armorgrip-cr-4-cut-resistant-sleeves-18-in': {
    name: 'ArmorGrip CR-4 Schnittschutz-Armstulpen, 18 Zoll',
    shortDescription:
      '<p>Unterarmschutz mit Daumenschlaufe, der die Lücke zwischen Handschuhstulpe und Hemdärmel schließt.</p>',
    description:
      '<p>Beim Umgang mit Blech entstehen die meisten Schnittverletzungen am Unterarm, nicht an der Hand. Kombinieren Sie die Stulpen mit einem beliebigen Handschuh der CR-Serie.</p>\n<ul><li>ANSI A4</li><li>Daumenschlaufe</li><li>Einheitsgröße für die meisten Träger</li></ul>',
    imageAlts: ['Gelbe gestrickte Armstulpe mit Daumenschlitz'],
  },
  'armorgrip-cr-7-glass-handling-gloves': {
    name: 'ArmorGrip CR-7 Handschuhe für die Glasbearbeitung',
    shortDescription: '<p>A7-Handschuh mit 4 Zoll verlängerter Stulpe für Verglasung und Fenstermontage.</p>',
    description:
      '<p>Die lange Stulpe schützt das Handgelenk beim Greifen in Rahmen. Vorübergehend in allen Größen ausverkauft.</p>\n<ul><li>ANSI A7, EN 388:2016 4X44F</li><li>Um 4 Zoll verlängerte Stulpe</li></ul>',
    imageAlts: ['Blauer Handschuh mit verlängerter Stulpe und Mikroschaum-Handfläche'],
  },
  'armorgrip-chemguard-butyl-14-mil-gloves': {
    name: 'ArmorGrip ChemGuard Butylhandschuhe, 14 mil',
    shortDescription:
      '<p>Butylkautschuk gegen Ketone, Ester und starke Säuren – dort, wo Nitril versagt.</p>',
    description:
      '<p>Butyl ist der Handschuh der Wahl bei Aceton, MEK, Salpetersäure und vielen Estern. Für Kohlenwasserstoffe und halogenierte Lösemittel ist er nicht geeignet; prüfen Sie die Permeationstabelle.</p>\n<ul><li>14 mil, 14 Zoll</li><li>EN ISO 374-1 Typ A (ABKNOP)</li><li>Glatte Oberfläche</li></ul>',
    faqs: [
      {
        question: 'Butyl oder Nitril?',
        answer:
          'Butyl für Ketone (Aceton, MEK), Ester und viele Säuren; Nitril für Öle, Kraftstoffe und die meisten Lösemittel. Im Zweifel schicken Sie uns das Sicherheitsdatenblatt.',
      },
      {
        question: 'Wie bewahre ich sie auf?',
        answer: 'Abspülen, trocknen und geschützt vor Sonnenlicht und Ozonquellen wie Elektromotoren lagern.',
      },
    ],
    imageAlts: ['Schwarzer glatter Handschuh aus Butylkautschuk'],
  },
  'armorgrip-chloroprene-lined-gloves-28-mil': {
    name: 'ArmorGrip Chloropren-Handschuhe mit Futter, 28 mil',
    shortDescription:
      '<p>Kräftiger Chloropren-Handschuh mit Interlock-Futter gegen Säuren und Laugen und für Arbeiten in der Kälte. Größe L (9).</p>',
    description:
      '<p>Chloropren bleibt auch bei Kälte flexibel und widersteht einer breiten Palette von Säuren, Alkoholen und Laugen.</p>\n<ul><li>28 mil, 12 Zoll</li><li>Interlock-Futter aus Baumwolle</li><li>EN ISO 374-1 Typ A</li></ul>',
    imageAlts: ['Schwarzer kräftiger Chloropren-Handschuh mit Baumwollfutter'],
  },
  'armorgrip-pvc-gauntlet-18-in': {
    name: 'ArmorGrip PVC-Chemikalienschutz-Stulpenhandschuh, 18 Zoll',
    shortDescription:
      '<p>Ellenbogenlanger PVC-Stulpenhandschuh für Tankreinigung, Batteriesäure und Nassarbeiten. Größe XL (10).</p>',
    description:
      '<p>Sandgeraute PVC-Beschichtung auf Baumwoll-Jerseyfutter. Beständig gegen Säuren, Laugen und Düngemittel.</p>\n<ul><li>Stulpenhandschuh, 18 Zoll</li><li>Sandgeraute Grifffläche</li><li>EN ISO 374-1 Typ B</li></ul>',
    imageAlts: ['Roter PVC-Stulpenhandschuh, der bis zum Ellbogen reicht'],
  },
  'armorgrip-laminate-film-chemical-liner': {
    name: 'ArmorGrip Laminat-Unterziehhandschuh für den Chemikalienschutz',
    shortDescription:
      '<p>Mehrschichtiger Laminathandschuh mit über 8 Stunden Durchbruchzeit bei Hunderten von Chemikalien.</p>',
    description:
      '<p>Die breiteste Chemikalienbeständigkeit, die ein Handschuh bieten kann – für den Einsatz bei Leckagen und unbekannten Stoffen. Weite Passform; für mehr Fingerfertigkeit unter einem Nitril-Überhandschuh tragen. Auf Vorbestellung: Versand in 1–2 Wochen.</p>\n<ul><li>Fünflagiges Laminat</li><li>EN ISO 374-1 Typ A</li><li>Einheitsgröße</li></ul>',
    imageAlts: ['Durchsichtiger mehrlagiger Laminathandschuh'],
  },
  'armorgrip-double-dipped-nitrile-oil-gloves': {
    name: 'ArmorGrip Doppelt getauchte Nitril-Ölschutzhandschuhe, 12 Zoll',
    shortDescription:
      '<p>Vollbeschichteter Nitril-Stulpenhandschuh mit Jerseyfutter für Ölfeld und Bohrspülung.</p>',
    description:
      '<p>Die doppelte Tauchbeschichtung hält Öl und Wasser vollständig ab; die sandgeraute Oberfläche greift Rohre sicher.</p>\n<ul><li>Jerseyfutter</li><li>Stulpe, 12 Zoll</li><li>EN 388:2016 4121X</li></ul>',
    imageAlts: ['Orangefarbener doppelt getauchter Nitrilhandschuh mit Stulpe'],
  },
  'armorgrip-vinyl-powder-free-gloves-100': {
    name: 'ArmorGrip Vinylhandschuhe, puderfrei (100 Stück)',
    shortDescription:
      '<p>Preiswerte transparente Vinylhandschuhe für kurze Arbeiten bei der Essenszubereitung und Reinigung.</p>',
    description:
      '<p>Lockere Passform, leicht an- und auszuziehen. Für den Umgang mit Chemikalien und den medizinischen Einsatz ist Vinyl nicht zu empfehlen.</p>\n<ul><li>Puderfrei</li><li>Latexfrei</li><li>Für Lebensmittelkontakt geeignet</li></ul>',
    imageAlts: ['Durchsichtige Einweghandschuhe aus Vinyl'],
  },
  'armorgrip-poly-food-service-gloves-500': {
    name: 'ArmorGrip PE-Handschuhe für die Gastronomie (500 Stück)',
    shortDescription:
      '<p>Locker sitzende Handschuhe aus Polyethylen für die Sandwichtheke und den schnellen Handschuhwechsel.</p>',
    description:
      '<p>Schnell übergestreift für den Umgang mit verzehrfertigen Lebensmitteln. Eine Größe passt den meisten Händen.</p>\n<ul><li>Geprägt für besseren Griff</li><li>500 Stück pro Box</li><li>Einheitsgröße</li></ul>',
    imageAlts: ['Durchsichtige, locker sitzende PE-Handschuhe für die Gastronomie'],
  },
  'armorgrip-orange-diamond-grip-nitrile-gloves': {
    name: 'ArmorGrip Orange Nitrilhandschuhe mit Rautenprofil (100 Stück)',
    shortDescription:
      '<p>Orangefarbenes Nitril mit 7 mil und erhabenem Rautenprofil für sicheren Griff bei Öl und Nässe.</p>',
    description:
      '<p>Im leuchtenden Orange fallen Risse sofort auf, und die Handschuhe sind im Werkzeugkasten schnell gefunden.</p>\n<ul><li>7 mil</li><li>Erhabenes Rautenprofil auf beiden Seiten</li><li>Beidhändig tragbar</li></ul>',
    imageAlts: ['Orangefarbener Nitrilhandschuh in Warnfarbe mit erhabenem Rautenprofil'],
  },
  'armorgrip-chemo-rated-nitrile-exam-gloves-12-in': {
    name: 'ArmorGrip Nitril-Untersuchungshandschuhe für Zytostatika, 12 Zoll (50 Stück)',
    shortDescription:
      '<p>Nitrilhandschuh mit verlängerter Stulpe, auf Permeation durch Zytostatika geprüft nach ASTM D6978.</p>',
    description:
      '<p>Für die onkologische Pflege und die Zubereitung in der Apotheke, doppelt getragen gemäß USP 800.</p>\n<ul><li>ASTM D6978 und D6319</li><li>Stulpe 12 Zoll</li><li>6 mil an der Fingerspitze</li></ul>',
    imageAlts: ['Violetter Nitril-Untersuchungshandschuh mit verlängerter Stulpe'],
  },
  'armorgrip-tig-goatskin-welding-gloves': {
    name: 'ArmorGrip WIG-Schweißerhandschuhe aus Ziegenleder',
    shortDescription:
      '<p>Dünnes, ungefüttertes Ziegenleder für das Fingerspitzengefühl, das Sie beim Zuführen des Schweißstabs brauchen.</p>',
    description:
      '<p>Beim WIG-Schweißen zählt Fingerspitzengefühl mehr als Hitzeschutz. Weiches Ziegennarbenleder bietet beides: Fingerfertigkeit und ausreichenden Schutz vor Strahlungswärme bei den üblichen WIG-Stromstärken.</p>\n<p>Zertifiziert nach EN 12477 Typ B, der Klasse mit hoher Fingerfertigkeit, die für das WIG-Schweißen vorgesehen ist.</p>\n<ul><li>Ziegennarbenleder, ungefüttert</li><li>Flammhemmendes Nähgarn aus Para-Aramid</li><li>Stulpe aus Spaltleder, 4 Zoll</li><li>EN 12477 Typ B, EN 407 41XXXX</li></ul>',
    tabs: [
      {
        tabTitle: 'EN 12477 erklärt',
        contentType: 'text',
        textContent:
          '<p>EN 12477 teilt Schweißerhandschuhe in <strong>Typ A</strong> (mehr Schutz vor Hitze und Spritzern, geringere Fingerfertigkeit, für MIG/MAG- und Elektrodenschweißen) und <strong>Typ B</strong> (höhere Fingerfertigkeit, für WIG) ein. Der EN-407-Code daneben gibt die Leistungsstufen für Brennverhalten, Kontaktwärme, konvektive Hitze, Strahlungswärme, kleine und große Spritzer geschmolzenen Metalls an.</p>',
      },
    ],
    faqs: [
      {
        question: 'Kann ich sie zum MIG/MAG-Schweißen verwenden?',
        answer:
          'Für leichte MIG/MAG-Arbeiten ja. Für längeres MIG/MAG- oder Elektrodenschweißen wählen Sie einen gefütterten Handschuh aus Rindleder.',
      },
      {
        question: 'Wie sollten WIG-Handschuhe sitzen?',
        answer:
          'Eng anliegend. Liegen Sie zwischen zwei Größen, wählen Sie die kleinere; Ziegenleder gibt etwas nach.',
      },
    ],
    warranty: weldingGloveWarranty,
    imageAlts: [
      'Weicher hellbrauner WIG-Schweißerhandschuh aus Ziegenleder mit kurzer Stulpe',
      'Handschuh hält einen Schweißstab',
    ],
  },
  'armorgrip-mig-cowhide-welding-gloves': {
    name: 'ArmorGrip MIG/MAG-Schweißerhandschuhe aus Rindleder',
    shortDescription:
      '<p>Schaumstoffgefüttertes Rindleder mit verstärktem Daumen für ganztägiges MIG/MAG- und Fülldrahtschweißen.</p>',
    description:
      '<p>Das Schaumstofffutter hält die Strahlungswärme ab, und der Handschuh bleibt dennoch flexibel genug, um den Brennertaster zu bedienen.</p>\n<ul><li>Handfläche aus Rindnarbenleder</li><li>Schaumstofffutter</li><li>EN 12477 Typ A</li></ul>',
    warranty: weldingGloveWarranty,
    imageAlts: ['Brauner MIG/MAG-Schweißerhandschuh aus Rindleder mit Schaumstofffutter'],
  },
  'armorgrip-stick-welding-gauntlet-14-in': {
    name: 'ArmorGrip Stulpenhandschuh für das Elektrodenschweißen, 14 Zoll',
    shortDescription:
      '<p>Kräftiger Stulpenhandschuh aus Spaltleder mit Baumwollfutter für Elektrodenschweißen und Fugenhobeln. Größe L.</p>',
    description:
      '<p>Die langen Stulpen schützen den Unterarm vor herabfallender Schlacke und Spritzern beim Schweißen über Kopf und in Steigposition.</p>\n<ul><li>Rindspaltleder</li><li>Baumwoll-Fleecefutter</li><li>Länge 14 Zoll</li><li>EN 12477 Typ A</li></ul>',
    warranty: weldingGloveWarranty,
    imageAlts: ['Langer hellbrauner Stulpenhandschuh aus Spaltleder für das Elektrodenschweißen'],
  },
  'armorgrip-aluminized-heat-reflective-gloves': {
    name: 'ArmorGrip Aluminisierte Hitzeschutzhandschuhe',
    shortDescription:
      '<p>Der aluminisierte Handrücken reflektiert Strahlungswärme – für Gießerei, Schmiede und Härteöfen.</p>',
    description:
      '<p>Reflektiert bis zu 95 % der Strahlungswärme. Handfläche aus Leder mit Wollfutter gegen Kontaktwärme. Einheitsgröße (XL).</p>\n<ul><li>Aluminisierter Handrücken aus Para-Aramid</li><li>Wollfutter</li><li>EN 407 43434X</li></ul>',
    imageAlts: ['Stulpenhandschuh mit silbern aluminisiertem Handrücken'],
  },
  'armorgrip-cut-resistant-welding-gloves': {
    name: 'ArmorGrip MIG/MAG-Schweißerhandschuhe mit Schnittschutz',
    shortDescription:
      '<p>Schweißerhandschuh mit Para-Aramid-Futter, das Schnittschutz A4 für Metallbaubetriebe hinzufügt.</p>',
    description:
      '<p>Im Metallbau fassen Sie zwischen zwei Schweißnähten scharfkantige Teile an. Mit diesem Handschuh müssen Sie zwischen Säge und Schweißkabine nicht mehr wechseln.</p>\n<ul><li>Schnittschutz ANSI A4</li><li>EN 12477 Typ A</li><li>Handfläche aus Ziegenleder</li></ul>',
    warranty: weldingGloveWarranty,
    imageAlts: ['Schweißerhandschuh aus Rindleder mit gelbem Para-Aramid-Futter'],
  },
  'armorgrip-impact-mechanics-gloves': {
    name: 'ArmorGrip Montagehandschuhe mit Aufprallschutz',
    shortDescription:
      '<p>Montagehandschuh mit TPR-Protektoren auf dem Handrücken nach ANSI/ISEA 138 Stufe 1.</p>',
    description:
      '<p>Schützt Knöchel und Finger, wenn das Werkzeug abrutscht oder etwas einklemmt, und erhält dabei die Fingerfertigkeit eines Montagehandschuhs.</p>\n<ul><li>ANSI/ISEA 138 Stufe 1</li><li>Gepolsterte Handfläche</li><li>Handrücken in Warnfarbe</li></ul>',
    imageAlts: ['Montagehandschuh in Warngelb mit schwarzem Knöchelschutz'],
  },
  'armorgrip-touchscreen-utility-gloves': {
    name: 'ArmorGrip Touchscreen-Arbeitshandschuhe',
    shortDescription:
      '<p>Leichter, atmungsaktiver Arbeitshandschuh zum Scannen im Lager, zum Fahren und für leichte Montagearbeiten.</p>',
    description:
      '<p>Leitfähige Fingerspitzen funktionieren mit Smartphones, Tablets und Handscannern.</p>\n<ul><li>Alle fünf Fingerspitzen touchscreenfähig</li><li>Atmungsaktiver Mesh-Handrücken</li></ul>',
    imageAlts: ['Grau-blauer Arbeitshandschuh bedient ein Tablet'],
  },
  'armorgrip-insulated-winter-work-gloves': {
    name: 'ArmorGrip Gefütterte wasserdichte Winter-Arbeitshandschuhe',
    shortDescription:
      '<p>Wasserdichte Membran und 100 g Isolierung für Arbeiten im Freien bis etwa 0 °F.</p>',
    description:
      '<p>Eine atmungsaktive, wasserdichte Membraneinlage hält die Hände trocken – beim Schneeschippen, Räumen und Verladen bei Schneeregen.</p>\n<ul><li>100 g synthetische Isolierung</li><li>Wasserdichte Membraneinlage</li><li>Handfläche aus Kunstleder</li></ul>',
    imageAlts: ['Schwarzer gefütterter Winterhandschuh mit Strickbündchen'],
  },
  'armorgrip-leather-driver-gloves': {
    name: 'ArmorGrip Fahrerhandschuhe aus Narbenleder',
    shortDescription:
      '<p>Klassischer ungefütterter Fahrerhandschuh aus Rindleder mit eingesetztem Daumen – für Fahrer, Anschläger und Gartenbau.</p>',
    description:
      '<p>Hochwertiges Rindnarbenleder wird mit dem Tragen immer geschmeidiger. Der eingesetzte Keystone-Daumen bewegt sich natürlich mit, wenn Sie ein Lenkrad oder Seil greifen.</p>\n<ul><li>Rindnarbenleder</li><li>Eingesetzter Keystone-Daumen</li><li>Elastischer Handrücken</li></ul>',
    imageAlts: ['Hellbrauner Fahrerhandschuh aus Rindsnarbenleder mit Keystone-Daumen'],
  },
  'armorgrip-nitrile-coated-nylon-gloves-12-pairs': {
    name: 'ArmorGrip Nylonhandschuhe mit Nitrilbeschichtung, Größe L (12 Paar)',
    shortDescription:
      '<p>Ein Dutzend dünne Nylonhandschuhe mit Nitril-Mikroschaum auf der Handfläche für Montagebänder und Lager.</p>',
    description:
      '<p>So preiswert, dass Sie sie täglich ausgeben können. 15-Gauge-Nylon mit atmungsaktivem Handrücken.</p>\n<ul><li>Handfläche mit Nitril-Mikroschaum</li><li>15-Gauge-Nylon</li><li>12 Paar, Größe L</li></ul>',
    imageAlts: ['Zwölf Paar weiße Nylonhandschuhe mit grauer Nitrilbeschichtung der Handfläche'],
  },
  'armorgrip-custom-logo-glove-program': {
    name: 'ArmorGrip Handschuhe mit Ihrem Logo',
    shortDescription:
      '<p>Ihr Logo auf ArmorGrip-Montage- oder -Schnittschutzhandschuhen, ab 144 Paar; Angebot und Fertigung durch den Hersteller.</p>',
    description:
      '<p>Logos im Siebdruck oder Transferdruck in bis zu vier Farben. Der angezeigte Preis ist ein typischer Paarpreis bei 1.000 Paar.</p>\n<ul><li>Mindestens 144 Paar</li><li>Korrekturabzug innerhalb von 2 Werktagen</li><li>Lieferzeit etwa 4 Wochen</li></ul>',
    buttonText: 'Angebot anfordern',
    imageAlts: ['Montagehandschuh mit aufgedrucktem Firmenlogo auf dem Handrücken'],
  },
};
