import type { StoreTranslation } from '../types.ts';

/**
 * German names of the product categories and global attribute terms, in the terms German safety
 * buyers know from the trade (Schutzstufe, Schnittschutz, Warnschutz). Brand-only names (Speedglas,
 * Versaflo), sizes and standard codes read the same and are left out.
 */
export const germanTerms: StoreTranslation['terms'] = {
  product_cat: {
    // The brand names read the same in every language; their descriptions do not.
    speedglas: {
      description:
        'Speedglas Automatik-Schweißmasken, Schweißfilter und Original-Ersatzteile für MIG-, WIG-, Elektroden- und Plasmaarbeiten. Alles hier erfüllt ANSI Z87.1 und CSA Z94.3.',
      imageAlt: 'Schwarze Speedglas Schweißmaske mit dunklem Automatik-Schweißfilter',
    },
    versaflo: {
      description:
        'Versaflo Gebläseatemschutz (PAPR) und Druckluftsysteme: NIOSH-zugelassen, locker sitzend, bartfreundlich und ohne Dichtsitzprüfung.',
      imageAlt: 'Versaflo Gebläseeinheit an einem Gürtel mit Atemschlauch und Helm',
    },
    'welding-helmets': {
      name: 'Schweißmasken',
      description:
        'Komplette Speedglas-Schweißmasken mit Automatik-Schweißfilter, von der Einsteigerserie 100 bis zur G5-Serie für schwere Einsätze.',
      imageAlt: 'Speedglas 9100 FX Schweißmaske mit hochgeklapptem klarem Schleifvisier',
    },
    'auto-darkening-filters': {
      name: 'Automatik-Schweißfilter',
      description:
        'Automatik-Schweißfilter (ADF) zum Ersetzen und Aufrüsten, mit variabler Schutzstufe sowie einstellbarer Empfindlichkeit und Aufhellverzögerung.',
      imageAlt: 'Automatik-Schweißfilter-Kassette mit Tastenfeld für die Schutzstufe',
    },
    'helmet-spare-parts': {
      name: 'Ersatzteile für Schweißmasken',
      description:
        'Vorsatzscheiben, Kopfbänder, Schweißbänder, Batterien und Hauben, mit denen Ihre Schweißmaske wie neu funktioniert.',
      imageAlt: 'Kopfband und Vorsatzscheiben einer Schweißmaske, auf einer Werkbank ausgelegt',
    },
    'welding-lenses': {
      name: 'Schweißschutzgläser',
      description:
        'Passive Schweißschutzgläser, Vergrößerungsgläser und Vorsatzscheiben für Schweiß- und Schneidmasken.',
      imageAlt: 'Grünes passives Schweißschutzglas mit der Kennzeichnung Schutzstufe 10',
    },
    'grinding-shields': {
      name: 'Schleifvisiere',
      description:
        'Klare und getönte Gesichtsschutzschirme und Visiere zum Schleifen, Meißeln und Trennen, geprüft nach ANSI Z87.1+ für hohe Schlagfestigkeit.',
      imageAlt: 'Klares Schleifvisier aus Polycarbonat an einer Ratschen-Kopfhalterung',
    },
    'papr-systems': {
      name: 'Gebläsefiltergeräte (PAPR)',
      description:
        'Einsatzbereite Gebläse-Atemschutzsets mit Gebläseeinheit, Akku, Ladegerät, Atemschlauch und Kopfteil für Industrie, Gesundheitswesen und Schweißen.',
      imageAlt: 'Versaflo TR-600 Gebläseatemschutz-Starterset mit Akku und Haube',
    },
    'papr-headtops': {
      name: 'PAPR-Kopfteile',
      description:
        'Hauben, Helme und Kopfteile mit Gesichtsschutzschild für Versaflo-Gebläsefiltergeräte und Druckluftsysteme.',
      imageAlt: 'Weißer Versaflo Atemschutzhelm mit klarem Gesichtsschutzschirm',
    },
    'papr-filters': {
      name: 'PAPR-Filter',
      description:
        'HE-Partikelfilter, Kombinationsfilter, Vorfilter und Funkenschutz für Versaflo-Gebläseeinheiten.',
      imageAlt: 'Magentafarbener HE-Partikelfilter für ein Gebläsefiltergerät',
    },
    'papr-batteries': {
      name: 'PAPR-Akkus & Ladegeräte',
      description:
        'Lithium-Ionen-Akkus sowie Einzel- und Mehrfachladegeräte für die Versaflo-Gebläse TR-300+ und TR-600.',
      imageAlt: 'Versaflo Lithium-Ionen-Akku für Gebläsefiltergeräte mit Ladeanzeige',
    },
    'supplied-air': {
      name: 'Druckluft-Atemschutz',
      description:
        'Druckluftregler mit konstantem Luftstrom, Schläuche mit Temperaturregelung und Druckluftschläuche, mit denen Versaflo-Kopfteile an der Werksdruckluft betrieben werden.',
      imageAlt: 'Druckluftregler an einem Gürtel mit Haube und Luftschlauch',
    },
    'masks-respirators': {
      name: 'Masken & Atemschutz',
      description:
        'Einweg-Atemschutzmasken FFP2, FFP3 und NIOSH N95, wiederverwendbare Halb- und Vollmasken sowie die passenden Filter und Kartuschen.',
      imageAlt: 'Weiße FFP3-Faltmaske mit Ventil',
    },
    'ffp2-masks': {
      name: 'FFP2-Masken',
      description:
        'Filtrierende Halbmasken FFP2 nach EN 149 mit mindestens 94 % Filterleistung gegen Staub, Nebel und Rauch.',
      imageAlt: 'Weiße FFP2-Faltmaske mit Kopfbändern',
    },
    'ffp3-masks': {
      name: 'FFP3-Masken',
      description:
        'Atemschutzmasken FFP3 nach EN 149, die höchste europäische Einwegklasse: mindestens 99 % Filterleistung und unter 2 % Gesamtleckage.',
      imageAlt: 'FFP3-Formmaske mit rotem Ausatemventil',
    },
    'n95-respirators': {
      name: 'N95-Atemschutzmasken',
      description:
        'NIOSH-zugelassene Einweg-Atemschutzmasken N95, N99 und P100 für Bau, Gesundheitswesen und Waldbrandrauch.',
      imageAlt: 'NIOSH-N95-Atemschutzmaske in Schalenform mit aufgedruckter Zulassung',
    },
    'half-face-respirators': {
      name: 'Halbmasken',
      description:
        'Wiederverwendbare Halbmasken aus Elastomer für zwei Filter oder Kartuschen; zugewiesener Schutzfaktor 10 nach OSHA.',
      imageAlt: 'Graue wiederverwendbare Halbmaske mit zwei rosafarbenen Filtern',
    },
    'full-face-respirators': {
      name: 'Vollmasken',
      description:
        'Vollmasken mit großer Sichtscheibe aus Polycarbonat für Augen- und Atemschutz; zugewiesener Schutzfaktor 50.',
      imageAlt: 'Schwarze Vollmaske mit zwei Kartuschen',
    },
    'respirator-filters': {
      name: 'Atemschutzfilter & Kartuschen',
      description:
        'Ersatz-Partikelfilter und Gas-/Dampfkartuschen für wiederverwendbare Halb- und Vollmasken.',
      imageAlt: 'Ein Paar Atemschutzkartuschen gegen organische Dämpfe',
    },
    'particulate-filters': {
      name: 'Partikelfilter',
      description: 'Partikelfilter N95, P100 und P3, Flachfilter und Vorfilter gegen Staub, Rauch und Nebel.',
      imageAlt: 'Magentafarbene P100-Flachfilter für eine Halbmaske',
    },
    'gas-vapour-filters': {
      name: 'Gas- und Dampfkartuschen',
      description:
        'Kartuschen gegen organische Dämpfe, saure Gase und Ammoniak, Mehrbereichskartuschen sowie Filter A, ABEK und Kombinationsfilter nach EN 14387.',
      imageAlt: 'Schwarz-gelbe Kartuschen gegen organische Dämpfe und saure Gase',
    },
    'disposable-face-masks': {
      name: 'Einweg-Gesichtsmasken',
      description:
        'Dreilagige medizinische Masken und OP-Masken nach ASTM F2100 und EN 14683 für Praxen, Labore und Gastronomie. Kein Atemschutz.',
      imageAlt: 'Blaue dreilagige medizinische Maske mit Ohrschlaufen',
    },
    gloves: {
      name: 'Handschuhe',
      description:
        'Arbeitshandschuhe nach ANSI/ISEA 105 und EN 388: Schnittschutz-, Chemikalienschutz-, Einweg-, Schweißer- und Mechanikerhandschuhe in den Größen XS bis XXL.',
      imageAlt:
        'Gelber Schnittschutz-Arbeitshandschuh mit schwarzer Nitrilschaum-Beschichtung der Handfläche',
    },
    'cut-resistant-gloves': {
      name: 'Schnittschutzhandschuhe',
      description:
        'Handschuhe aus HPPE, Para-Aramid und mit Stahlkern von ANSI A2 bis A9 für den Umgang mit Blech, Glas und Klingen.',
      imageAlt: 'Grauer Schnittschutzhandschuh mit nitrilgetauchter Handfläche',
    },
    'chemical-gloves': {
      name: 'Chemikalienschutzhandschuhe',
      description:
        'Handschuhe aus Nitril, Butyl, Chloropren, PVC und Laminat, geprüft nach EN ISO 374, mit veröffentlichten Permeationsdaten.',
      imageAlt: 'Langer grüner Chemikalienschutz-Stulpenhandschuh aus Nitril',
    },
    'disposable-gloves': {
      name: 'Einweghandschuhe',
      description:
        'Puderfreie Einweghandschuhe aus Nitril, Vinyl und PE in Spenderboxen und Kartons für Untersuchungsräume, Labore, Lebensmittelzubereitung und Kfz-Werkstätten.',
      imageAlt: 'Box mit blauen puderfreien Einweghandschuhen aus Nitril',
    },
    'welding-gloves': {
      name: 'Schweißerhandschuhe',
      description:
        'WIG-Handschuhe aus Ziegenleder, MIG/MAG-Handschuhe aus Rindleder und gefütterte Stulpenhandschuhe für das Elektrodenschweißen, geprüft nach EN 12477 und EN 407 gegen Hitze und Spritzer.',
      imageAlt: 'Hellbrauner Schweißer-Stulpenhandschuh aus Leder mit langer Stulpe',
    },
    'mechanics-gloves': {
      name: 'Mechanikerhandschuhe',
      description:
        'Eng anliegende Handschuhe aus Kunstleder und beschichtetem Strick mit touchscreenfähigen Fingerspitzen für Montage, Instandhaltung und Kfz-Arbeiten.',
      imageAlt: 'Schwarz-roter Mechanikerhandschuh mit gepolsterten Knöcheln',
    },
    industrial: {
      name: 'Arbeitsschutz',
      description:
        'Arbeitsschutz für jeden Tag: Schutzbrillen nach ANSI Z87.1, Schutzhelme, Gehörschutz, Warnschutzkleidung nach ANSI/ISEA 107, Sicherheitsschuhe, Erste Hilfe und Schulungen.',
      imageAlt: 'Gelber Schutzhelm auf einer Schutzbrille und einem Kapselgehörschutz',
    },
    'safety-glasses': {
      name: 'Schutzbrillen & Vollsichtbrillen',
      description:
        'Schlagfeste Schutzbrillen nach ANSI Z87.1+, Überbrillen und beschlagfreie Vollsichtbrillen in Klar, Grau und Bernstein.',
      imageAlt: 'Klare Panorama-Schutzbrille mit blauen Bügeln',
    },
    'hard-hats': {
      name: 'Schutzhelme',
      description:
        'Schutzhelme Typ I und Typ II mit Rundumkrempe oder Schirm, Ratschen-Innenausstattung und Klasse E nach ANSI/ISEA Z89.1.',
      imageAlt: 'Weißer Schutzhelm mit Schirm und Ratschen-Innenausstattung',
    },
    'hearing-protection': {
      name: 'Gehörschutz',
      description:
        'Kapselgehörschützer und Gehörschutzstöpsel mit Dämmwerten (NRR) laut EPA-Kennzeichnung, die helfen, Ihre Beschäftigten unter dem OSHA-Auslösewert zu halten.',
      imageAlt: 'Roter Kapselgehörschutz mit Kopfbügel',
    },
    'ear-muffs': {
      name: 'Kapselgehörschutz',
      description: 'Passive, helmmontierte und elektronische Kapselgehörschützer mit NRR 21 bis 31 dB.',
      imageAlt: 'Grüner elektronischer Kapselgehörschutz mit Lautstärkeregler',
    },
    'ear-plugs': {
      name: 'Gehörschutzstöpsel',
      description:
        'Gehörschutzstöpsel aus Schaumstoff, wiederverwendbare Lamellenstöpsel und Stöpsel mit Kordel, im Spender und in Großpackungen, NRR bis 33 dB.',
      imageAlt: 'Orangefarbene Schaumstoff-Gehörschutzstöpsel an einer blauen Kordel',
    },
    'hi-vis-clothing': {
      name: 'Warnschutzkleidung',
      description:
        'Warnwesten, Shirts und Jacken nach ANSI/ISEA 107 Typ R Klasse 2 und Klasse 3 in fluoreszierendem Gelbgrün und Orangerot.',
      imageAlt: 'Fluoreszierend gelbe Warnweste mit silbernen Reflexstreifen',
    },
    'safety-footwear': {
      name: 'Sicherheitsschuhe',
      description:
        'Sicherheitsstiefel und -schuhe mit Zehenschutzkappe nach ASTM F2413, wahlweise mit Schutz vor elektrischen Gefahren, Durchtrittschutz und rutschhemmender Sohle.',
      imageAlt: 'Brauner Arbeitsstiefel aus Leder mit Kunststoffkappe',
    },
    'first-aid': {
      name: 'Erste Hilfe',
      description:
        'Erste-Hilfe-Kästen der Klassen A und B nach ANSI/ISEA Z308.1, Augenspülstationen und Nachfüllsets für den Betrieb.',
      imageAlt: 'Roter Erste-Hilfe-Wandschrank mit weißem Kreuz',
    },
    'safety-training': {
      name: 'Arbeitsschutz-Schulungen',
      description:
        'Online-Kurse, E-Books und Programmvorlagen zu Atemschutz, sicherem Schweißen und OSHA-Konformität.',
      imageAlt:
        'Arbeitsschutz-Ausbilder führt einer kleinen Gruppe die Dichtsitzprüfung einer Atemschutzmaske vor',
    },
  },
  pa_color: {
    black: { name: 'Schwarz' },
    white: { name: 'Weiß' },
    blue: { name: 'Blau' },
    navy: { name: 'Marineblau' },
    gray: { name: 'Grau' },
    yellow: { name: 'Gelb' },
    // "Orange" would read as in English; the colour adjective keeps it a German word.
    orange: { name: 'Orangefarben' },
    red: { name: 'Rot' },
    green: { name: 'Grün' },
    brown: { name: 'Braun' },
    tan: { name: 'Sandbraun' },
    pink: { name: 'Rosa' },
    'hi-vis-yellow': { name: 'Warngelb' },
    'hi-vis-orange': { name: 'Warnorange' },
  },
  pa_size: {
    'one-size': { name: 'Einheitsgröße' },
    'small-medium': { name: 'Klein/Mittel' },
    'medium-large': { name: 'Mittel/Groß' },
  },
  pa_filterclass: {
    ov: { name: 'OV (organische Dämpfe)' },
    'multi-gas': { name: 'Mehrbereich (Gase/Dämpfe)' },
  },
  pa_cutlevel: {
    'en388-a': { name: 'EN 388 Stufe A' },
    'en388-b': { name: 'EN 388 Stufe B' },
    'en388-c': { name: 'EN 388 Stufe C' },
    'en388-d': { name: 'EN 388 Stufe D' },
    'en388-e': { name: 'EN 388 Stufe E' },
    'en388-f': { name: 'EN 388 Stufe F' },
  },
  pa_shade: {
    clear: { name: 'Klar (Schutzstufe 1,2)' },
    'shade-3': { name: 'Schutzstufe 3' },
    'shade-5': { name: 'Schutzstufe 5' },
    'shade-8': { name: 'Schutzstufe 8' },
    'shade-9': { name: 'Schutzstufe 9' },
    'shade-10': { name: 'Schutzstufe 10' },
    'shade-11': { name: 'Schutzstufe 11' },
    'shade-12': { name: 'Schutzstufe 12' },
    'shade-13': { name: 'Schutzstufe 13' },
    'shade-14': { name: 'Schutzstufe 14' },
    '5-8-9-13': { name: 'Schutzstufe 5/8/9–13' },
    '5-8-13': { name: 'Schutzstufe 5/8–13' },
    '5-9-13': { name: 'Schutzstufe 5/9–13' },
    '8-12': { name: 'Schutzstufe 8–12' },
    '8-13': { name: 'Schutzstufe 8–13' },
    '8-14': { name: 'Schutzstufe 8–14' },
    '9-13': { name: 'Schutzstufe 9–13' },
  },
  pa_standard: {
    'niosh-cartridge': { name: 'NIOSH Gas-/Dampfkartusche (TC-23C)' },
    'niosh-supplied-air': { name: 'NIOSH Druckluft-Atemschutz (TC-19C)' },
  },
};
