import type { PostTranslation } from '../types.ts';

/** French blog posts: the OSHA respirator rules, hard hats, NRR, hi-vis classes and cartridges. */
export const frenchPosts3: Record<string, PostTranslation> = {
  'osha-respiratory-protection-basics': {
    title: 'Les bases de la protection respiratoire selon l’OSHA',
    excerpt:
      '<p>La norme sur la protection respiratoire figure chaque année parmi les plus souvent citées par l’OSHA. Ce panorama présente les exigences du 29 CFR 1910.134 et la manière de s’y conformer.</p>',
    content:
      '<p>La norme de l’OSHA sur la protection respiratoire, 29 CFR 1910.134, s’applique dès qu’un employeur impose le port d’un appareil respiratoire ou que les expositions le rendent nécessaire. Elle figure constamment parmi les dix normes les plus citées par l’OSHA.</p>\n<h2>Les mesures collectives d’abord</h2>\n<p>Les appareils respiratoires sont le dernier rempart. La norme attend que les mesures techniques, comme le captage à la source, et les mesures organisationnelles soient mises en œuvre en priorité lorsque c’est possible.</p>\n<h2>Le programme écrit</h2>\n<p>Si le port d’un appareil respiratoire est obligatoire, il vous faut un programme écrit, propre au site, géré par un administrateur de programme qualifié. Il doit couvrir :</p>\n<ul>\n<li>Le choix de l’appareil selon le danger et le niveau d’exposition</li>\n<li>L’évaluation médicale avant l’essai d’ajustement et l’utilisation</li>\n<li>L’essai d’ajustement des appareils étanches, initial puis annuel</li>\n<li>Les procédures d’utilisation courante et d’urgence</li>\n<li>Le nettoyage, le stockage, l’inspection et la réparation</li>\n<li>La qualité de l’air respirable pour les systèmes à adduction d’air (Grade D)</li>\n<li>La formation, au moins annuelle, et l’évaluation du programme</li>\n</ul>\n<h2>Le port volontaire</h2>\n<p>Si un salarié choisit de porter un appareil respiratoire alors que ce n’est pas obligatoire, vous devez lui remettre la fiche d’information de l’annexe D. Pour tout autre appareil qu’un masque filtrant, il faut aussi une évaluation médicale et des procédures de nettoyage.</p>\n<h2>Les calendriers de remplacement</h2>\n<p>Les cartouches anti-gaz et anti-vapeurs exigent un calendrier écrit de remplacement fondé sur des données objectives ; « changer quand ça sent » n’est pas acceptable pour la plupart des produits chimiques.</p>',
    imageAlt:
      'Classeur du programme écrit de protection respiratoire à côté d’un demi-masque et d’une cartouche filtrante',
  },
  'type-i-vs-type-ii-hard-hats': {
    title: 'Casques de chantier Type I ou Type II : classes, marquages et remplacement',
    excerpt:
      '<p>Décryptez l’étiquette à l’intérieur de votre casque et voyez si votre chantier exige une protection contre les chocs latéraux.</p>',
    content:
      '<p>Les normes OSHA 1910.135 et 1926.100 imposent une protection de la tête en cas de risque de chute d’objets, de heurts ou de contact électrique, et renvoient à l’ANSI/ISEA Z89.1 comme référence.</p>\n<h2>Le type : d’où vient le choc</h2>\n<p>Les casques <strong>Type I</strong> sont testés contre les chocs sur le sommet de la tête. Le <strong>Type II</strong> ajoute une protection contre les chocs latéraux et la perforation hors du centre, généralement grâce à une calotte en mousse. Le Type II est de plus en plus exigé pour le travail en hauteur, où les chutes provoquent des chocs latéraux, et sur les chantiers animés où des charges se balancent.</p>\n<h2>La classe : la protection électrique</h2>\n<ul>\n<li><strong>Classe E</strong> (électrique) : testée à 20 000 volts.</li>\n<li><strong>Classe G</strong> (générale) : testée à 2 200 volts.</li>\n<li><strong>Classe C</strong> (conductrice) : aucune protection électrique, souvent ventilée.</li>\n</ul>\n<h2>Les autres marquages</h2>\n<p>Repérez « LT » pour la performance à basse température, « HT » pour la haute température, « HV » pour la haute visibilité, et le symbole de port inversé si le casque peut se porter à l’envers.</p>\n<h2>Quand le remplacer</h2>\n<p>Remplacez tout casque après un choc important, même sans dommage visible. Remplacez le harnais intérieur au moins tous les 12 mois et la coque selon les indications du fabricant, souvent cinq ans, plus tôt si elle est farineuse, décolorée ou fragilisée par les UV. Ne peignez pas les coques et ne les laissez pas sur le tableau de bord d’un véhicule.</p>',
    imageAlt: 'Casques de chantier jaune, blanc et orange alignés sur une étagère',
  },
  'understanding-nrr-hearing-protection': {
    title: 'Comprendre le NRR : quelle protection offrent vraiment les bouchons d’oreilles ?',
    excerpt:
      '<p>Un NRR de 33 ne signifie pas 33 décibels de bruit en moins au travail. Voici comment minorer les valeurs affichées et choisir des protecteurs qui maintiennent les salariés sous les limites de l’OSHA.</p>',
    content:
      '<p>Chaque protecteur auditif vendu aux États-Unis porte un indice de réduction du bruit (NRR) de l’EPA, mesuré en laboratoire dans des conditions de mise en place idéales. La protection réelle est généralement bien plus faible.</p>\n<h2>Les chiffres de l’OSHA</h2>\n<p>Selon le 29 CFR 1910.95, l’employeur doit mettre en place un programme de préservation de l’audition dès que le bruit atteint 85 dBA en moyenne pondérée sur huit heures, et les expositions doivent être ramenées sous 90 dBA. Avec le taux d’échange de l’OSHA, chaque hausse de 5 dB divise par deux la durée d’exposition autorisée.</p>\n<h2>Minorer le NRR</h2>\n<p>Pour les mesures pondérées A, la méthode de l’OSHA consiste à retrancher 7 du NRR puis à diviser par deux pour juger de l’efficacité. Le NIOSH propose plutôt une minoration selon le type :</p>\n<ul>\n<li>Casques antibruit : retrancher 25 %</li>\n<li>Bouchons en mousse : retrancher 50 %</li>\n<li>Tous les autres bouchons : retrancher 70 %</li>\n</ul>\n<p>Ainsi, un bouchon en mousse NRR 33 dans une zone mesurée à 100 dBA donne, selon la méthode de l’OSHA, une exposition estimée à 100 − (33 − 7) ÷ 2 = 87 dBA.</p>\n<h2>Tout est dans la mise en place</h2>\n<p>Un bouchon en mousse enfoncé à moitié peut n’apporter que 5 dB. Apprenez aux salariés à rouler, tirer et maintenir, et envisagez des systèmes de contrôle individuel de l’affaiblissement pour votre programme de préservation de l’audition.</p>\n<h2>Ne surprotégez pas</h2>\n<p>Visez une exposition entre 70 et 80 dBA. Une atténuation excessive empêche d’entendre les alarmes et les collègues, et les gens finissent par retirer leur protection.</p>',
    imageAlt:
      'Protection auditive : casque antibruit et bouchons en mousse à côté d’un sonomètre affichant 98 dB',
  },
  'ansi-isea-107-hi-vis-classes': {
    title: 'La haute visibilité en clair : types et classes ANSI/ISEA 107',
    excerpt:
      '<p>Type O, Type R, classe 2, classe 3 : un guide rapide pour choisir des vêtements haute visibilité conformes à la norme dans votre zone de travail.</p>',
    content:
      '<p>Les vêtements haute visibilité rendent les travailleurs repérables par les conducteurs et les opérateurs d’engins en associant une matière de fond fluorescente, qui ressort en plein jour, à une bande rétroréfléchissante, qui renvoie la lumière des phares.</p>\n<h2>Les types selon l’environnement de travail</h2>\n<ul>\n<li><strong>Type O</strong> (hors route) : entrepôts, parkings et champs pétrolifères ; classe 1 uniquement.</li>\n<li><strong>Type R</strong> (voirie) : travailleurs exposés à la circulation publique et aux engins de chantier ; classe 2 ou 3.</li>\n<li><strong>Type P</strong> (sécurité publique) : police, pompiers et secours, avec des coupes qui laissent accès au ceinturon.</li>\n</ul>\n<h2>Les classes selon la quantité de matière</h2>\n<p>La classe 2 exige au moins 775 po² de matière de fond et 201 po² de bande rétroréfléchissante. La classe 3 exige 1 240 po² et 310 po², ce qui impose en pratique des manches. Un pantalon ou un short de classe E n’est pas conforme seul, mais un haut de classe 2 associé à un bas de classe E forme un ensemble de classe 3.</p>\n<h2>Lequel me faut-il ?</h2>\n<p>La réglementation fédérale (23 CFR 634) impose des vêtements haute visibilité aux travailleurs sur les routes financées par l’État fédéral, et le MUTCD renvoie à l’ANSI/ISEA 107. Utilisez la classe 3 la nuit, par mauvais temps et là où la circulation dépasse environ 50 mph (80 km/h).</p>\n<h2>Gardez-les efficaces</h2>\n<p>Remplacez les vêtements décolorés, sales ou déchirés, ou dont la bande rétroréfléchissante se craquelle. La plupart des bandes tiennent environ 25 lavages.</p>',
    imageAlt:
      'Gilets de sécurité haute visibilité jaune et orange à côté d’un cône de signalisation sur une route',
  },
  'which-respirator-cartridge-do-i-need': {
    title: 'Quelle cartouche pour mon appareil respiratoire ?',
    excerpt:
      '<p>Codes couleur, cartouches combinées et calendriers de remplacement : associez la cartouche au polluant avant d’acheter.</p>',
    content:
      '<p>Les filtres à particules arrêtent les poussières, les brouillards et les fumées. Les cartouches chimiques utilisent du charbon actif ou un média traité pour adsorber les gaz et les vapeurs. Beaucoup de travaux nécessitent les deux.</p>\n<h2>Lisez le code couleur</h2>\n<p>Les cartouches homologuées NIOSH suivent un code couleur qui facilite le choix à l’atelier :</p>\n<ul>\n<li>Noir : vapeurs organiques (peintures, solvants, colles)</li>\n<li>Blanc : gaz acides (chlore, chlorure d’hydrogène, dioxyde de soufre)</li>\n<li>Jaune : vapeurs organiques et gaz acides</li>\n<li>Vert : ammoniac et méthylamine</li>\n<li>Vert olive : multigaz/vapeurs</li>\n<li>Magenta : particules P100</li>\n</ul>\n<h2>Les lettres européennes</h2>\n<p>L’EN 14387 utilise plutôt des lettres : A (organiques, marron), B (inorganiques, gris), E (acides, jaune), K (ammoniac, vert), avec des classes de capacité de 1 à 3. A2P3 désigne un filtre vapeurs organiques de classe 2 combiné à un filtre à particules P3.</p>\n<h2>Quand les cartouches ne suffisent pas</h2>\n<p>Les appareils filtrants ne peuvent pas être utilisés dans une atmosphère appauvrie en oxygène ni à des concentrations présentant un danger immédiat pour la vie ou la santé. Certains produits, comme les isocyanates et le méthanol, ont de faibles propriétés d’alerte et nécessitent souvent l’adduction d’air.</p>\n<h2>Établissez un calendrier de remplacement</h2>\n<p>L’OSHA exige un calendrier écrit de remplacement des cartouches anti-gaz et anti-vapeurs. Utilisez le calculateur de durée de service du fabricant avec vos données d’exposition, et changez plus tôt par forte humidité.</p>',
    imageAlt: 'Trois cartouches à code couleur devant un demi-masque',
  },
};

/** Alt texts of the featured images of the posts whose texts are in posts.ts. */
export const frenchPostImageAlts: Record<string, string> = {
  'wildfire-smoke-protection-guide':
    'Masque N95 et casque de chantier sous un ciel orange voilé par la fumée d’un feu de forêt',
  'nitrile-vs-latex-vs-vinyl-disposable-gloves':
    'Gants jetables en nitrile bleu, en vinyle transparent et en latex crème à côté d’une boîte distributrice',
  'building-a-workplace-first-aid-kit':
    'Trousse de premiers secours et rouleaux de bandes sur un établi, armoire de premiers secours au mur',
};
