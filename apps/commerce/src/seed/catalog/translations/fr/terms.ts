import type { StoreTranslation } from '../types.ts';

/**
 * French names of the product categories and global attribute terms, in the words French safety
 * buyers use (cagoule de soudage, gants anti-coupure, teinte for a welding shade). Codes and brand
 * names that read the same in French (Speedglas, Versaflo, FFP2, ANSI A4, US 9) are left out.
 */
export const frenchTerms: StoreTranslation['terms'] = {
  product_cat: {
    // The brand names read the same in every language; their descriptions do not.
    speedglas: {
      description:
        'Cagoules de soudage auto-obscurcissantes Speedglas, filtres et pièces détachées d’origine pour le soudage MIG, TIG, à l’électrode enrobée et plasma. Tout ici est conforme aux normes ANSI Z87.1 et CSA Z94.3.',
      imageAlt: 'Cagoule de soudage Speedglas noire avec filtre auto-obscurcissant sombre',
    },
    versaflo: {
      description:
        'Appareils de protection respiratoire à ventilation assistée (PAPR) et systèmes à adduction d’air Versaflo : homologués NIOSH, non ajustés au visage, compatibles avec la barbe, sans essai d’ajustement.',
      imageAlt: 'Unité de ventilation Versaflo à la ceinture avec tuyau respiratoire et casque',
    },
    'welding-helmets': {
      name: 'Cagoules de soudage',
      description:
        'Cagoules de soudage Speedglas complètes avec filtre auto-obscurcissant, de la série 100 d’entrée de gamme à la gamme G5 pour usage intensif.',
      imageAlt: 'Cagoule Speedglas 9100 FX avec l’écran de meulage incolore relevé',
    },
    'auto-darkening-filters': {
      name: 'Filtres auto-obscurcissants',
      description:
        'Filtres auto-obscurcissants (ADF) de remplacement ou de mise à niveau, à teinte variable, sensibilité et temporisation réglables.',
      imageAlt: 'Cassette de filtre de soudage auto-obscurcissant avec clavier de réglage de la teinte',
    },
    'helmet-spare-parts': {
      name: 'Pièces détachées pour cagoules',
      description:
        'Écrans de protection, serre-têtes, bandeaux anti-transpiration, piles et cagoules pour que votre cagoule de soudage fonctionne comme au premier jour.',
      imageAlt: 'Serre-tête et écrans de protection de cagoule de soudage disposés sur un établi',
    },
    'welding-lenses': {
      name: 'Verres de soudage',
      description:
        'Verres filtrants passifs à teinte fixe, loupes grossissantes et verres de protection pour cagoules de soudage et écrans de coupage.',
      imageAlt: 'Oculaire de soudage passif vert marqué teinte 10',
    },
    'grinding-shields': {
      name: 'Écrans de meulage',
      description:
        'Écrans faciaux et visières incolores ou teintés pour le meulage, le burinage et la découpe, homologués ANSI Z87.1+ pour les impacts à haute énergie.',
      imageAlt: 'Écran facial de meulage en polycarbonate incolore sur serre-tête à crémaillère',
    },
    'papr-systems': {
      name: 'Systèmes PAPR',
      description:
        'Kits à ventilation assistée prêts à l’emploi avec turbine, batterie, chargeur, tuyau respiratoire et pièce faciale, pour l’industrie, la santé et le soudage.',
      imageAlt: 'Kit de démarrage à ventilation assistée Versaflo TR-600 avec batterie et cagoule',
    },
    'papr-headtops': {
      name: 'Pièces faciales PAPR',
      description:
        'Cagoules, casques et écrans faciaux à raccorder aux systèmes Versaflo à ventilation assistée et à adduction d’air.',
      imageAlt: 'Casque respiratoire Versaflo blanc avec visière incolore',
    },
    'papr-filters': {
      name: 'Filtres PAPR',
      description:
        'Filtres à particules HE, filtres combinés, préfiltres et pare-étincelles pour turbines Versaflo.',
      imageAlt: 'Filtre à particules HE magenta pour unité de ventilation assistée',
    },
    'papr-batteries': {
      name: 'Batteries et chargeurs PAPR',
      description:
        'Batteries lithium-ion et chargeurs simples ou multipostes pour les turbines Versaflo TR-300+ et TR-600.',
      imageAlt: 'Batterie lithium-ion Versaflo avec indicateur de charge',
    },
    'supplied-air': {
      name: 'Adduction d’air',
      description:
        'Régulateurs d’adduction d’air à débit continu, tubes de régulation de température et tuyaux pour alimenter les pièces faciales Versaflo depuis le réseau d’air comprimé de l’atelier.',
      imageAlt: 'Régulateur d’adduction d’air à la ceinture avec cagoule et tuyau d’air',
    },
    'masks-respirators': {
      name: 'Masques et protection respiratoire',
      description:
        'Masques filtrants jetables FFP2, FFP3 et NIOSH N95, demi-masques et masques complets réutilisables, ainsi que les cartouches et filtres qui les accompagnent.',
      imageAlt: 'Masque pliable FFP3 blanc à soupape',
    },
    'ffp2-masks': {
      name: 'Masques FFP2',
      description:
        'Demi-masques filtrants FFP2 selon EN 149, avec une efficacité de filtration d’au moins 94 %, contre les poussières, brouillards et fumées.',
      imageAlt: 'Masque pliable FFP2 blanc avec brides de tête',
    },
    'ffp3-masks': {
      name: 'Masques FFP3',
      description:
        'Masques FFP3 selon EN 149, la classe jetable la plus élevée en Europe : au moins 99 % de filtration et moins de 2 % de fuite totale vers l’intérieur.',
      imageAlt: 'Masque coque FFP3 avec soupape expiratoire rouge',
    },
    'n95-respirators': {
      name: 'Masques N95',
      description:
        'Masques jetables N95, N99 et P100 homologués NIOSH pour le BTP, le secteur de la santé et la fumée des feux de forêt.',
      imageAlt: 'Masque coque NIOSH N95 avec mentions d’homologation imprimées',
    },
    'half-face-respirators': {
      name: 'Demi-masques',
      description:
        'Demi-masques réutilisables en élastomère, équipés de deux cartouches ou filtres ; facteur de protection assigné de 10 selon l’OSHA.',
      imageAlt: 'Demi-masque réutilisable gris avec deux filtres roses',
    },
    'full-face-respirators': {
      name: 'Masques complets',
      description:
        'Masques complets à large oculaire en polycarbonate qui protègent à la fois les yeux et les voies respiratoires ; facteur de protection assigné de 50.',
      imageAlt: 'Masque complet noir à deux cartouches',
    },
    'respirator-filters': {
      name: 'Filtres et cartouches respiratoires',
      description:
        'Filtres à particules et cartouches anti-gaz et vapeurs de rechange pour demi-masques et masques complets réutilisables.',
      imageAlt: 'Paire de cartouches vapeurs organiques pour appareil respiratoire',
    },
    'particulate-filters': {
      name: 'Filtres à particules',
      description:
        'Filtres à particules N95, P100 et P3, filtres plats et préfiltres contre les poussières, fumées et brouillards.',
      imageAlt: 'Filtres galettes P100 magenta pour demi-masque',
    },
    'gas-vapour-filters': {
      name: 'Cartouches gaz et vapeurs',
      description:
        'Cartouches vapeurs organiques, gaz acides, ammoniac et multigaz, ainsi que filtres EN 14387 A, ABEK et combinés.',
      imageAlt: 'Cartouches noires et jaunes vapeurs organiques et gaz acides',
    },
    'disposable-face-masks': {
      name: 'Masques médicaux jetables',
      description:
        'Masques de soins et masques chirurgicaux trois plis conformes aux normes ASTM F2100 et EN 14683, pour cabinets médicaux, laboratoires et restauration. Ce ne sont pas des appareils de protection respiratoire.',
      imageAlt: 'Masque de soins bleu trois plis à élastiques auriculaires',
    },
    gloves: {
      name: 'Gants',
      description:
        'Gants de travail conformes aux normes ANSI/ISEA 105 et EN 388 : anti-coupure, protection chimique, usage unique, soudage et mécanique, en tailles XS à XXL.',
      imageAlt: 'Gant de travail anti-coupure jaune à paume en nitrile mousse noir',
    },
    'cut-resistant-gloves': {
      name: 'Gants anti-coupure',
      description:
        'Gants en fibre HPPE, para-aramide ou à âme acier, des niveaux ANSI A2 à A9, pour la manipulation de tôles, de verre et de lames.',
      imageAlt: 'Gant anti-coupure gris à paume enduite de nitrile',
    },
    'chemical-gloves': {
      name: 'Gants de protection chimique',
      description:
        'Gants en nitrile, butyle, chloroprène, PVC et laminé, testés selon EN ISO 374, avec données de perméation publiées.',
      imageAlt: 'Long gant vert en nitrile de protection chimique',
    },
    'disposable-gloves': {
      name: 'Gants à usage unique',
      description:
        'Gants non poudrés en nitrile, vinyle et polyéthylène, en boîtes et en cartons, pour salles d’examen, laboratoires, préparation alimentaire et garages.',
      imageAlt: 'Boîte de gants jetables en nitrile bleu non poudrés',
    },
    'welding-gloves': {
      name: 'Gants de soudage',
      description:
        'Gants TIG en cuir de chèvre, gants MIG en cuir de vachette et gants à manchette doublés pour l’électrode enrobée, testés selon EN 12477 et EN 407 contre la chaleur et les projections.',
      imageAlt: 'Gant de soudage en cuir fauve à longue manchette',
    },
    'mechanics-gloves': {
      name: 'Gants de mécanicien',
      description:
        'Gants ajustés en cuir synthétique et gants tricotés enduits, avec bouts des doigts compatibles écrans tactiles, pour l’assemblage, la maintenance et la mécanique automobile.',
      imageAlt: 'Gant de mécanicien noir et rouge à phalanges rembourrées',
    },
    industrial: {
      name: 'Sécurité industrielle',
      description:
        'La sécurité au quotidien sur le terrain : lunettes ANSI Z87.1, casques de chantier, protection auditive, haute visibilité ANSI/ISEA 107, chaussures de sécurité, premiers secours et formation.',
      imageAlt: 'Casque de chantier jaune posé sur des lunettes de sécurité et un casque antibruit',
    },
    'safety-glasses': {
      name: 'Lunettes de sécurité et lunettes-masques',
      description:
        'Lunettes de sécurité ANSI Z87.1+ résistant aux impacts, surlunettes et lunettes-masques antibuée, en incolore, gris et ambre.',
      imageAlt: 'Lunettes de sécurité enveloppantes incolores à branches bleues',
    },
    'hard-hats': {
      name: 'Casques de chantier',
      description:
        'Casques de type I et de type II, à bord intégral ou type casquette, avec harnais à crémaillère et classement ANSI/ISEA Z89.1 classe E.',
      imageAlt: 'Casque de chantier blanc de type casquette avec suspension à crémaillère',
    },
    'hearing-protection': {
      name: 'Protection auditive',
      description:
        'Casques antibruit et bouchons d’oreilles avec indice de réduction du bruit (NRR) certifié EPA, pour maintenir l’exposition des salariés sous le seuil d’action de l’OSHA.',
      imageAlt: 'Casque antibruit rouge à arceau',
    },
    'ear-muffs': {
      name: 'Casques antibruit',
      description:
        'Casques antibruit passifs, à fixer sur casque de chantier ou électroniques, NRR de 21 à 31 dB.',
      imageAlt: 'Casque antibruit électronique vert avec bouton de volume',
    },
    'ear-plugs': {
      name: 'Bouchons d’oreilles',
      description:
        'Bouchons en mousse, bouchons réutilisables à collerettes et bouchons à cordon, en distributeurs et boîtes vrac, NRR jusqu’à 33 dB.',
      imageAlt: 'Bouchons d’oreilles en mousse orange sur un cordon bleu',
    },
    'hi-vis-clothing': {
      name: 'Vêtements haute visibilité',
      description:
        'Gilets, chemises et vestes ANSI/ISEA 107 type R classe 2 et classe 3, en jaune-vert et orange-rouge fluorescents.',
      imageAlt: 'Gilet de sécurité jaune fluorescent à bandes rétroréfléchissantes argentées',
    },
    'safety-footwear': {
      name: 'Chaussures de sécurité',
      description:
        'Chaussures et bottes de sécurité à embout de protection ASTM F2413, avec options protection contre les risques électriques, semelle anti-perforation et antidérapante.',
      imageAlt: 'Chaussure de sécurité montante en cuir marron à embout composite',
    },
    'first-aid': {
      name: 'Premiers secours',
      description:
        'Trousses de premiers secours ANSI/ISEA Z308.1 classe A et classe B, stations de lavage oculaire et recharges pour le lieu de travail.',
      imageAlt: 'Armoire murale de premiers secours rouge avec croix blanche',
    },
    'safety-training': {
      name: 'Formation à la sécurité',
      description:
        'Cours en ligne, livres numériques et modèles de programmes sur la protection respiratoire, la sécurité en soudage et la conformité OSHA.',
      imageAlt:
        'Formateur sécurité présentant un essai d’ajustement d’appareil respiratoire à un petit groupe',
    },
  },
  pa_color: {
    black: { name: 'Noir' },
    white: { name: 'Blanc' },
    blue: { name: 'Bleu' },
    navy: { name: 'Bleu marine' },
    gray: { name: 'Gris' },
    yellow: { name: 'Jaune' },
    red: { name: 'Rouge' },
    green: { name: 'Vert' },
    brown: { name: 'Marron' },
    tan: { name: 'Beige' },
    pink: { name: 'Rose' },
    orange: { name: 'Orange' },
    'hi-vis-yellow': { name: 'Jaune haute visibilité' },
    'hi-vis-orange': { name: 'Orange haute visibilité' },
  },
  pa_size: {
    'one-size': { name: 'Taille unique' },
    'small-medium': { name: 'Petite/Moyenne' },
    'medium-large': { name: 'Moyenne/Grande' },
  },
  pa_filterclass: {
    he: { name: 'HE (ventilation assistée)' },
    ov: { name: 'OV (vapeurs organiques)' },
    'multi-gas': { name: 'Multigaz/vapeurs' },
  },
  pa_cutlevel: {
    'en388-a': { name: 'EN 388 niveau A' },
    'en388-b': { name: 'EN 388 niveau B' },
    'en388-c': { name: 'EN 388 niveau C' },
    'en388-d': { name: 'EN 388 niveau D' },
    'en388-e': { name: 'EN 388 niveau E' },
    'en388-f': { name: 'EN 388 niveau F' },
  },
  pa_shade: {
    clear: { name: 'Incolore (teinte 1,2)' },
    'shade-3': { name: 'Teinte 3' },
    'shade-5': { name: 'Teinte 5' },
    'shade-8': { name: 'Teinte 8' },
    'shade-9': { name: 'Teinte 9' },
    'shade-10': { name: 'Teinte 10' },
    'shade-11': { name: 'Teinte 11' },
    'shade-12': { name: 'Teinte 12' },
    'shade-13': { name: 'Teinte 13' },
    'shade-14': { name: 'Teinte 14' },
    '5-8-9-13': { name: 'Teinte 5/8/9–13' },
    '5-8-13': { name: 'Teinte 5/8–13' },
    '5-9-13': { name: 'Teinte 5/9–13' },
    '8-12': { name: 'Teinte 8–12' },
    '8-13': { name: 'Teinte 8–13' },
    '8-14': { name: 'Teinte 8–14' },
    '9-13': { name: 'Teinte 9–13' },
  },
  pa_standard: {
    'niosh-cartridge': { name: 'NIOSH cartouche chimique (TC-23C)' },
    'niosh-supplied-air': { name: 'NIOSH adduction d’air (TC-19C)' },
  },
};
