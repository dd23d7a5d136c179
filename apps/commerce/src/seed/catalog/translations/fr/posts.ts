import type { PostTranslation } from '../types.ts';

/** French texts of the three newest blog posts (HTML as in English). */
export const frenchPosts: Record<string, PostTranslation> = {
  'building-a-workplace-first-aid-kit': {
    title: 'Constituer une trousse de premiers secours qui passe l’inspection',
    excerpt:
      '<p>Ce qu’exige l’OSHA, ce que recommande la norme ANSI Z308.1, et comment garder vos trousses complètes sans course contre la montre chaque mois.</p>',
    content:
      '<p>La réglementation OSHA 1910.151 impose que le matériel de premiers secours soit facilement accessible et, en l’absence de centre médical à proximité, qu’une personne formée aux premiers secours soit présente sur le site. Elle ne dresse pas la liste du contenu, mais renvoie les employeurs à la norme ANSI/ISEA Z308.1 comme référence.</p>\n' +
      '<h2>Classe A ou classe B</h2>\n' +
      '<p>L’édition 2021 de la norme Z308.1 définit deux classes. Les trousses de <strong>classe A</strong> couvrent les blessures les plus courantes, comme les petites coupures, les éraflures et les brûlures. Les trousses de <strong>classe B</strong> contiennent davantage de fournitures et ajoutent des articles comme un garrot et une attelle, pour les lieux de travail plus exposés ou de plus grande taille.</p>\n' +
      '<h2>Types de contenants</h2>\n' +
      '<ul>\n' +
      '<li>Type I : usage fixe en intérieur</li>\n' +
      '<li>Type II : usage portable en intérieur</li>\n' +
      '<li>Type III : portable ou à fixer au mur, avec une certaine résistance à l’eau</li>\n' +
      '<li>Type IV : portable et robuste, pour l’extérieur et les interventions mobiles</li>\n' +
      '</ul>\n' +
      '<h2>Le lave-œil, c’est à part</h2>\n' +
      '<p>Là où des produits chimiques corrosifs sont utilisés, l’article 1910.151(c) exige des installations adaptées pour s’asperger ou se rincer rapidement. La norme ANSI Z358.1 prévoit une station accessible en moins de 10 secondes et capable de rincer pendant 15 minutes. Les flacons de rinçage individuels sont utiles pour un premier rinçage immédiat, mais ne suffisent pas à eux seuls à satisfaire cette exigence.</p>\n' +
      '<h2>Garder les trousses complètes</h2>\n' +
      '<p>Désignez un responsable pour chaque trousse, vérifiez-la tous les mois et réapprovisionnez-la après chaque utilisation. Les recharges à code couleur rendent l’opération rapide.</p>',
  },
  'nitrile-vs-latex-vs-vinyl-disposable-gloves': {
    title: 'Nitrile, latex ou vinyle : bien choisir ses gants à usage unique',
    excerpt:
      '<p>Épaisseur, résistance chimique, allergies et coût : un guide pratique des trois matières les plus courantes pour les gants à usage unique.</p>',
    content:
      '<p>Dans leur boîte, les gants à usage unique se ressemblent tous, mais la matière et l’épaisseur changent leur niveau de protection, leur durée de vie et les personnes qui peuvent les porter sans risque.</p>\n' +
      '<h2>Nitrile</h2>\n' +
      '<p>Le caoutchouc nitrile synthétique est aujourd’hui la référence pour les examens médicaux, les laboratoires et les garages. Il résiste aux huiles, aux carburants et à de nombreux désinfectants, laisse voir clairement les déchirures et ne contient pas de latex de caoutchouc naturel. Les gants en nitrile de qualité examen sont conformes à la norme ASTM D6319.</p>\n' +
      '<h2>Latex</h2>\n' +
      '<p>Le latex de caoutchouc naturel offre un excellent ajustement et une grande sensibilité tactile, mais ses protéines peuvent provoquer de graves allergies de type I, chez les porteurs comme chez les patients. C’est pourquoi de nombreux hôpitaux et entreprises alimentaires ont renoncé au latex.</p>\n' +
      '<h2>Vinyle</h2>\n' +
      '<p>Les gants en vinyle (PVC) sont bon marché et conviennent aux tâches courtes et peu risquées, comme la préparation de sandwichs. Ils sont peu ajustés, se déchirent plus facilement et offrent une protection chimique limitée.</p>\n' +
      '<h2>Guide de choix rapide</h2>\n' +
      '<ul>\n' +
      '<li>Réparation automobile et dégraissage : nitrile de 6 à 8 mil</li>\n' +
      '<li>Salles d’examen et laboratoires : nitrile de qualité examen de 4 à 5 mil</li>\n' +
      '<li>Médicaments de chimiothérapie : nitrile testé selon ASTM D6978, en double paire</li>\n' +
      '<li>Manipulation rapide d’aliments : vinyle ou polyéthylène</li>\n' +
      '<li>Solvants comme l’acétone : un gant réutilisable en butyle, pas un gant à usage unique</li>\n' +
      '</ul>\n' +
      '<h2>Attention à l’épaisseur</h2>\n' +
      '<p>L’épaisseur est indiquée en mils, au bout des doigts et dans la paume. Les gants plus épais durent plus longtemps et résistent mieux aux éclaboussures, mais réduisent la dextérité. Vérifiez toujours les temps de passage des produits chimiques que vous manipulez.</p>',
  },
  'wildfire-smoke-protection-guide': {
    title: 'Fumée des feux de forêt : protéger les travailleurs en extérieur et votre famille',
    excerpt:
      '<p>Les particules fines de la fumée des feux de forêt parcourent des centaines de kilomètres. Voici comment lire l’indice AQI, ce que les masques N95 peuvent faire ou non, et ce que certains États exigent désormais des employeurs.</p>',
    content:
      '<p>La fumée des feux de forêt est un mélange de gaz et de particules fines (PM2,5) assez petites pour pénétrer profondément dans les poumons. Même loin de l’incendie, la fumée peut maintenir l’indice de qualité de l’air (AQI) à des niveaux mauvais pour la santé pendant plusieurs jours.</p>\n' +
      '<h2>Consultez l’AQI</h2>\n' +
      '<p>L’AQI des PM2,5 est publié sur les sites publics de qualité de l’air et dans les applications météo. Au-delà de 100, l’air est mauvais pour les personnes sensibles ; au-delà de 150, il l’est pour tout le monde ; au-delà de 300, il est dangereux.</p>\n' +
      '<h2>Les masques qui protègent</h2>\n' +
      '<p>Un masque N95 homologué NIOSH ou de classe supérieure, porté avec une bonne étanchéité, filtre la plupart des particules de fumée. Les masques en tissu et les masques chirurgicaux mal ajustés ne servent pas à grand-chose. Les appareils de protection respiratoire ne filtrent ni le monoxyde de carbone ni les autres gaz, et les personnes atteintes de maladies cardiaques ou pulmonaires doivent d’abord consulter un médecin.</p>\n' +
      '<ul>\n' +
      '<li>Préférez les N95 à élastiques de tête aux modèles à boucles d’oreilles, pour une meilleure étanchéité.</li>\n' +
      '<li>Rasez-vous si possible : la barbe empêche l’étanchéité.</li>\n' +
      '<li>Remplacez le masque lorsqu’il est sale, endommagé ou que la respiration devient difficile.</li>\n' +
      '</ul>\n' +
      '<h2>Obligations des employeurs</h2>\n' +
      '<p>Certains États ont adopté des normes spécifiques sur la fumée des feux de forêt. En Californie, par exemple, le Titre 8, section 5141.1, impose aux employeurs de fournir des masques N95 pour un port volontaire lorsque l’AQI des PM2,5 atteint 151, et rend obligatoire le port d’un appareil respiratoire, dans le cadre d’un programme complet de protection respiratoire, au-delà de 500.</p>\n' +
      '<h2>À la maison</h2>\n' +
      '<p>Gardez les fenêtres fermées, faites fonctionner un purificateur d’air portable à filtre HEPA et réglez votre système de chauffage et de climatisation en mode recyclage, avec le filtre le plus performant qu’il puisse accepter.</p>',
  },
};
