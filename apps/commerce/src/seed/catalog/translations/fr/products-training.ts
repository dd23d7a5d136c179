import type { ProductTranslation } from '../types.ts';

/** French texts of the online courses, eBook and program templates. */
export const frenchTraining: Record<string, ProductTranslation> = {
  'respirator-fit-testing-training-course-online': {
    name: 'Formation aux essais d’ajustement des appareils respiratoires (en ligne)',
    shortDescription:
      '<p>Formation à votre rythme qui rend votre équipe sécurité apte à réaliser en interne des essais d’ajustement qualitatifs reconnus par l’OSHA.</p>',
    description:
      '<p>Faire appel à un prestataire extérieur pour les essais d’ajustement peut coûter plus cher par salarié que les appareils eux-mêmes. Cette formation apprend à votre responsable sécurité à réaliser des essais qualitatifs (saccharine, benzoate de dénatonium ou fumée irritante) exactement comme le décrit l’annexe A de l’OSHA 29 CFR 1910.134.</p>\n<p>Huit modules vidéo couvrent le choix du bon appareil, le test de sensibilité, les huit exercices de l’essai, la reconnaissance des échecs, la tenue des registres et les cas où l’essai quantitatif est obligatoire (facteur de protection assigné supérieur à 10 pour les masques complets à pression négative).</p>\n<p>Comprend un cahier d’exercices imprimable, des formulaires d’enregistrement et une attestation de réussite après le quiz final. Accès valable 12 mois.</p>\n<ul><li>Environ 3 h 30, à votre rythme</li><li>Huit modules vidéo et quiz final</li><li>Attestation de réussite imprimable</li><li>Cahier d’exercices et formulaires téléchargeables</li><li>Accès pendant 12 mois</li></ul>',
    tabs: [
      {
        tabTitle: 'Programme',
        contentType: 'accordion',
        accordionItems: [
          {
            question: 'Modules 1 et 2',
            answer:
              'Présentation de l’OSHA 1910.134, évaluation médicale et choix de l’appareil respiratoire.',
          },
          {
            question: 'Modules 3 à 5',
            answer: 'Test de sensibilité, protocoles à la saccharine et au goût amer, fumée irritante.',
          },
          {
            question: 'Modules 6 à 8',
            answer:
              'Exercices de l’essai, critères de réussite et d’échec, registres et renouvellement annuel.',
          },
        ],
      },
      {
        tabTitle: 'Aperçu',
        contentType: 'videos',
        videos: [
          {
            videoTitle: 'Aperçu de la formation',
            youtubeUrl: 'https://www.youtube.com/watch?v=Yf6kG2pTn8U',
            videoDescription: 'Aperçu de deux minutes du module sur l’essai à la saccharine.',
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'Cette formation fait-elle de moi un testeur certifié ?',
        answer:
          'L’OSHA ne certifie pas les testeurs ; elle exige que la personne sache préparer les solutions, appliquer correctement le protocole et reconnaître un essai non valable. Cette formation atteste de cette compétence.',
      },
      {
        question: 'Couvre-t-elle l’essai d’ajustement quantitatif ?',
        answer:
          'Elle explique quand l’essai quantitatif est nécessaire et comment il fonctionne, mais la prise en main des appareils de mesure relève de leur fabricant.',
      },
      {
        question: 'Existe-t-il un tarif de groupe ?',
        answer: 'Oui, contactez-nous à partir de cinq participants.',
      },
    ],
    imageAlts: [
      'Formateur réalisant un essai d’ajustement sur un ouvrier portant un masque N95 sous une cagoule',
      'Leçon vidéo de la formation montrant l’essai d’ajustement à la saccharine',
    ],
  },
  'welding-safety-ebook': {
    name: 'Livre numérique sur la sécurité en soudage : fumées, lumière et incendie',
    shortDescription:
      '<p>Un guide pratique de 68 pages sur le captage des fumées de soudage, le choix des teintes et la prévention des incendies lors des travaux par points chauds.</p>',
    description:
      '<p>Écrit pour les chefs d’atelier et les formateurs en soudage. Il traite de l’exposition au chrome hexavalent et au manganèse, de la ventilation face à la protection respiratoire, du choix des numéros de teinte selon le procédé et l’intensité, et des permis de feu selon l’OSHA 1910.252.</p>\n<ul><li>68 pages, PDF</li><li>Tableaux de choix des teintes par procédé</li><li>Modèle de permis de feu</li><li>Mises à jour gratuites pendant un an</li></ul>',
    imageAlts: [
      'Couverture d’un livre numérique sur la sécurité en soudage avec une cagoule et des étincelles',
    ],
  },
  'confined-space-entry-course-online': {
    name: 'Formation à l’intervention en espace confiné (en ligne)',
    shortDescription:
      '<p>Formation des intervenants, surveillants et superviseurs pour les espaces confinés soumis à autorisation selon l’OSHA 1910.146.</p>',
    description:
      '<p>La plupart des morts en espace confiné sont des sauveteurs improvisés. Cette formation couvre l’identification des dangers, l’ordre des mesures d’atmosphère (oxygène, gaz inflammables, gaz toxiques), la ventilation, les autorisations, et les raisons pour lesquelles un sauvetage sans formation est mortel.</p>\n<p>Elle satisfait aux exigences de contenu de formation de la section 1910.146(g) pour les intervenants, les surveillants et les superviseurs d’entrée ; l’employeur doit y ajouter une formation au sauvetage propre au site et pratique.</p>\n<ul><li>Environ 4 heures, à votre rythme</li><li>Modules propres à chaque rôle</li><li>Modèle d’autorisation et manuel</li><li>Attestation de réussite</li></ul>',
    faqs: [
      {
        question: 'Est-ce suffisant pour les équipes de sauvetage ?',
        answer:
          'Non. Les équipes de sauvetage doivent s’entraîner en conditions réelles au moins tous les 12 mois selon la section 1910.146(k). Cette formation couvre la partie théorique.',
      },
      {
        question: 'Couvre-t-elle le BTP ?',
        answer: 'Oui, un module présente les différences prévues par le 29 CFR 1926 sous-partie AA.',
      },
    ],
    imageAlts: ['Ouvrier avec harnais et trépied à l’entrée d’un regard'],
  },
  'respiratory-protection-program-template': {
    name: 'Modèle de programme de protection respiratoire OSHA',
    shortDescription:
      '<p>Programme écrit à compléter couvrant chaque élément exigé par l’OSHA 1910.134(c).</p>',
    description:
      '<p>Le programme écrit est la première chose que demande un inspecteur de l’OSHA quand des appareils respiratoires sont utilisés. Ce modèle passe en revue le choix, l’évaluation médicale, l’essai d’ajustement, l’utilisation, l’entretien, la qualité de l’air, la formation et l’évaluation du programme, avec des notes explicatives en langage clair.</p>\n<ul><li>Tous les éléments de la section 1910.134(c)(1)</li><li>Feuille de calcul du calendrier de remplacement des cartouches</li><li>Fiche de l’annexe D pour le port volontaire</li></ul>',
    imageAlts: ['Classeur imprimé du programme de protection respiratoire à côté d’un demi-masque'],
  },
  'hearing-conservation-program-toolkit': {
    name: 'Boîte à outils du programme de préservation de l’audition',
    shortDescription:
      '<p>Modèles et diapositives de formation pour un programme de préservation de l’audition selon l’OSHA 1910.95.</p>',
    description:
      '<p>Couvre la mesure du bruit, le calendrier des examens audiométriques, le choix des protecteurs auditifs avec minoration du NRR et la formation annuelle, avec une présentation de 20 minutes pour les causeries sécurité.</p>\n<ul><li>Registre des relevés de bruit</li><li>Diapositives de formation annuelle</li><li>Fiche de choix des protecteurs</li></ul>',
    imageAlts: ['Sonomètre à côté d’un casque antibruit et de bouchons d’oreilles'],
  },
};
