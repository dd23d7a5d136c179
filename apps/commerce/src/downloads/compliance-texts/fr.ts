import type { ComplianceTexts } from './types.ts';

export const french: ComplianceTexts = {
  titles: {
    'user-instructions': "Notice d'utilisation",
    'declaration-of-conformity': 'Déclaration UE de conformité',
    'approval-label': "Étiquette d'homologation NIOSH",
    'safety-data-sheet': 'Fiche de données de sécurité',
    certificate: "Attestation d'examen UE de type",
  },
  none: 'aucune indiquée',
  userInstructions: (f) => [
    `Produit : ${f.name}. Référence : ${f.sku}. Normes : ${f.standards}.`,
    "Ceci est le résumé de la notice d'utilisation rédigé par SafetyGear Pro. La notice du fabricant jointe au produit fait foi : lisez-la entièrement avant la première utilisation et suivez-la en cas de différence.",
    "Mise en place : enfilez l'équipement comme l'indique la notice. Réglez les brides, le serre-tête ou la taille jusqu'à ce qu'il tienne bien sans points de pression, et portez-le pendant toute la durée d'exposition au risque.",
    "Contrôle d'étanchéité : si l'équipement assure une étanchéité contre le visage ou le corps, vérifiez-la à chaque mise en place. Pour un appareil respiratoire, obturez les entrées d'air, inspirez doucement et vérifiez qu'aucun air n'entre par les bords. Rien, ni barbe ni cheveux, ne doit se trouver entre le joint et la peau.",
    "Inspection : avant chaque utilisation, recherchez fissures, déchirures, trous, brides usées ou détendues, déformations et pièces manquantes. N'utilisez pas un équipement endommagé et ne le modifiez jamais.",
    "Stockage : conservez-le propre et sec, à l'abri du soleil, de la chaleur, des produits chimiques et de l'écrasement, dans son emballage ou un sac propre.",
    "Remplacement : remplacez le produit, ou la pièce concernée, s'il est endommagé ou souillé, si la respiration devient plus difficile ou si la date de péremption est dépassée, ainsi qu'aux intervalles indiqués par la notice. Les articles jetables servent pour un seul poste de travail. N'utilisez que les pièces de rechange du fabricant.",
    'Questions : contactez le service client de SafetyGear Pro ou le fabricant.',
  ],
  declaration: (f) => [
    'La présente déclaration de conformité est établie sous la seule responsabilité du fabricant.',
    `Objet de la déclaration : ${f.name}, référence ${f.sku}.`,
    `L'objet de la déclaration décrit ci-dessus est conforme à la législation d'harmonisation de l'Union applicable : ${[
      f.ppe && 'règlement (UE) 2016/425 relatif aux équipements de protection individuelle',
      f.medical && 'règlement (UE) 2017/745 relatif aux dispositifs médicaux',
    ]
      .filter(Boolean)
      .join(' ; ')}.`,
    `Normes harmonisées appliquées : ${f.euStandards}.`,
    ...(f.ppe
      ? [
          "L'organisme notifié 2797 a effectué l'examen UE de type (module B) et délivré l'attestation d'examen UE de type. Pour les équipements de catégorie III, le même organisme surveille aussi la conformité au type (module C2 ou D).",
        ]
      : []),
    ...(f.medical
      ? [
          'En tant que dispositif médical de classe I, sa conformité a été évaluée par le fabricant (annexes II et III).',
        ]
      : []),
    'Signé par et au nom du fabricant.',
    'Copie de démonstration de SafetyGear Pro : la déclaration signée est disponible auprès du fabricant et fait foi.',
  ],
  approvalLabel: (f) => [
    `Homologué par le NIOSH. Produit : ${f.name}, référence ${f.sku}.`,
    `Numéros d'homologation : ${f.approvals}. Homologué uniquement dans les configurations indiquées sur l'étiquette complète : utilisez-le seulement avec les composants qui y figurent.`,
    'Mises en garde et limites :',
    "A - Ne pas utiliser dans une atmosphère contenant moins de 19,5 % d'oxygène.",
    'B - Ne pas utiliser dans une atmosphère présentant un danger immédiat pour la vie ou la santé.',
    "C - Ne pas dépasser les concentrations maximales d'utilisation fixées par la réglementation.",
    ...(f.cartridges
      ? [
          "H - Respecter les calendriers de remplacement des cartouches et des boîtiers, ou surveiller l'indicateur de fin de service, afin de remplacer les cartouches avant leur saturation.",
        ]
      : []),
    'J - Une mauvaise utilisation ou un mauvais entretien de ce produit peut entraîner des blessures ou la mort.',
    'L - Suivre la notice du fabricant pour remplacer cartouches, boîtiers et filtres.',
    "M - Tout appareil respiratoire homologué doit être choisi, ajusté, utilisé et entretenu conformément aux règles de la MSHA, de l'OSHA et aux autres réglementations applicables.",
    'N - Ne jamais remplacer, modifier, ajouter ou omettre de pièces. Utiliser uniquement les pièces de rechange exactes, dans la configuration indiquée par le fabricant.',
    "O - Se reporter à la notice d'utilisation et aux manuels d'entretien pour l'utilisation et l'entretien.",
    "Résumé de démonstration de SafetyGear Pro : l'étiquette jointe au produit et la liste des équipements certifiés du NIOSH font foi.",
  ],
  safetyDataSheet: (f) => [
    `1. Identification : ${f.name}, référence ${f.sku}, fourni par SafetyGear Pro.`,
    '2. Identification des dangers : article non classé comme dangereux selon le SGH ou le règlement (CE) n° 1272/2008.',
    '3. Composition/informations sur les composants : aucune substance extrêmement préoccupante au-delà de 0,1 % en masse.',
    "4. Premiers secours : aucun en utilisation normale ; en cas d'irritation, cesser l'utilisation et consulter un médecin.",
    "5. Mesures de lutte contre l'incendie : eau pulvérisée, mousse, poudre ou CO2 ; la combustion peut dégager du monoxyde de carbone.",
    '6. Mesures en cas de dispersion accidentelle : ramasser mécaniquement ; aucune mesure particulière.',
    "7. Manipulation et stockage : au sec et au frais, à l'abri du soleil, dans l'emballage d'origine.",
    "8. Contrôles de l'exposition/protection individuelle : aucun en utilisation normale.",
    '9. Propriétés physiques et chimiques : article solide, inodore ou à odeur faible.',
    "10. Stabilité et réactivité : stable dans les conditions normales ; tenir à l'écart de la chaleur et des oxydants forts.",
    '11. Informations toxicologiques : aucun effet toxique attendu en utilisation normale.',
    '12. Informations écologiques : aucun effet nocif attendu.',
    "13. Considérations relatives à l'élimination : selon la réglementation locale ; s'il est contaminé, comme déchet dangereux.",
    '14. Informations relatives au transport : pas une marchandise dangereuse, sauf les piles au lithium (UN 3480, UN 3481, UN 3090, UN 3091).',
    '15. Informations relatives à la réglementation : article au sens de REACH ; aucun enregistrement requis.',
    '16. Autres informations : résumé de démonstration de SafetyGear Pro ; la fiche du fabricant fait foi.',
  ],
  certificate: (f) => [
    'Examen UE de type (module B) selon le règlement (UE) 2016/425 relatif aux équipements de protection individuelle.',
    `Attestation n° 2797/PPE/${f.sku}. Produit : ${f.name}, référence ${f.sku}.`,
    `L'organisme notifié 2797 a examiné la conception technique du produit et essayé un échantillon du type selon les normes harmonisées ${f.euStandards}. Le type satisfait aux exigences essentielles de santé et de sécurité applicables de l'annexe II du règlement.`,
    "L'attestation est valable cinq ans à compter de sa délivrance, sauf retrait. Toute modification du type approuvé requiert l'accord de l'organisme notifié.",
    "Copie de démonstration de SafetyGear Pro : l'attestation délivrée par l'organisme notifié fait foi.",
  ],
};
