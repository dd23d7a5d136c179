import type { InfoPageContent } from '../types';

export const privacyPolicy: InfoPageContent = {
  title: 'Politique de confidentialité',
  description:
    'Comment SafetyGear Pro collecte, utilise et protège vos données personnelles lorsque vous achetez chez nous, et quels choix et droits vous avez.',
  updated: '2026-01-15',
  intro: [
    'Cette politique explique quelles données personnelles {company} (« SafetyGear Pro », « nous ») collecte lorsque vous visitez notre boutique en ligne ou achetez chez nous, comment nous les utilisons et quels choix vous avez. Elle s’applique à ce site ainsi qu’aux commandes, e-mails et appels avec notre service client.',
  ],
  sections: [
    {
      heading: 'Les données que nous collectons',
      blocks: [
        {
          list: [
            '**Les données que vous nous fournissez :** vos nom, adresse e-mail, numéro de téléphone, adresses de facturation et de livraison, nom de société, détails de commande et tout ce que vous nous écrivez, par exemple avec le formulaire de contact.',
            '**Les données de paiement :** les paiements par carte sont traités par notre prestataire de paiement. Nous ne voyons ni ne conservons jamais votre numéro de carte complet.',
            '**Les données de compte :** si vous créez un compte, vos identifiants, votre historique de commandes, votre liste d’envies et vos adresses enregistrées.',
            '**Les données collectées automatiquement :** votre adresse IP, le type de navigateur et d’appareil, les pages consultées et le site d’où vous venez, enregistrés dans les journaux du serveur et, s’ils sont activés, par des outils d’analyse.',
          ],
        },
      ],
    },
    {
      heading: 'Comment nous utilisons vos données',
      blocks: [
        {
          list: [
            'pour traiter, expédier et suivre vos commandes, y compris les retours et les demandes de garantie ;',
            'pour répondre à vos questions et messages ;',
            'pour gérer votre compte client ;',
            'pour prévenir la fraude et assurer la sécurité de notre boutique ;',
            'pour améliorer notre site et notre gamme de produits à partir de statistiques agrégées ;',
            'pour vous envoyer des actualités et des offres, uniquement si vous vous êtes inscrit (chaque e-mail contient un lien de désinscription) ;',
            'pour respecter nos obligations légales, par exemple en matière fiscale et comptable.',
          ],
        },
      ],
    },
    {
      heading: 'Cookies',
      blocks: [
        'Nous utilisons peu de cookies. Les cookies essentiels conservent votre panier, votre session et la langue choisie (le cookie i18n_redirected, conservé un an) ; la boutique en a besoin pour fonctionner. Les cookies d’analyse, utilisés uniquement s’ils sont activés, nous aident à comprendre comment la boutique est utilisée.',
        'Vous pouvez supprimer ou bloquer les cookies dans les paramètres de votre navigateur. La boutique continuera de fonctionner, mais vous devrez peut-être choisir à nouveau votre langue et votre panier pourra être vidé.',
      ],
    },
    {
      heading: 'Avec qui nous partageons vos données',
      blocks: [
        'Nous ne vendons ni ne louons vos données personnelles. Nous ne les partageons qu’avec les prestataires qui nous aident à exploiter la boutique, et uniquement dans la mesure où ils en ont besoin :',
        {
          list: [
            'les prestataires de paiement, pour encaisser les paiements ;',
            'les transporteurs, pour livrer vos commandes ;',
            'les prestataires d’hébergement, d’e-mail et de service client, tenus par contrat de protéger vos données ;',
            'les autorités, lorsque la loi l’exige, ou pour protéger nos clients et notre entreprise contre la fraude.',
          ],
        },
      ],
    },
    {
      heading: 'Durée de conservation',
      blocks: [
        'Les commandes et factures sont conservées sept ans, comme l’exigent les règles fiscales américaines. Les messages adressés au service client sont conservés deux ans. Les données de compte sont conservées jusqu’à la fermeture de votre compte. Les journaux du serveur sont supprimés au bout de 90 jours.',
      ],
    },
    {
      heading: 'Vos droits et vos choix',
      blocks: [
        'Vous pouvez à tout moment nous demander de vous communiquer, de corriger ou de supprimer les données personnelles que nous détenons sur vous, ou de ne plus vous envoyer d’e-mails commerciaux.',
        'Les résidents de Californie et d’autres États dotés de lois sur la vie privée, comme la Virginie et le Colorado, ont le droit de savoir quelles données les concernent, d’y accéder, de les corriger et de les supprimer, de s’opposer à leur vente ou à leur partage (nous ne faisons ni l’un ni l’autre) et de ne pas être traités différemment s’ils exercent ces droits. Les visiteurs de l’Espace économique européen et du Royaume-Uni disposent de droits équivalents au titre du RGPD, dont celui d’introduire une réclamation auprès de leur autorité de protection des données.',
        'Pour toute demande, écrivez à {email}. Nous répondons sous 30 jours et pouvons d’abord vous demander de confirmer votre identité.',
      ],
    },
    {
      heading: 'Sécurité',
      blocks: [
        'Nous protégeons vos données par le chiffrement des échanges (HTTPS), des contrôles d’accès et des mises à jour régulières. Les mots de passe ne sont conservés que sous forme de hachages sécurisés. Aucun système n’est parfaitement sûr, mais nous mettons tout en œuvre pour protéger vos données et vous informerons comme la loi l’exige si une violation vous concerne.',
      ],
    },
    {
      heading: 'Enfants',
      blocks: [
        'Notre boutique s’adresse aux adultes et aux entreprises. Nous ne collectons pas sciemment de données personnelles concernant des enfants de moins de 13 ans. Si vous pensez qu’un enfant nous a transmis des données, contactez-nous et nous les supprimerons.',
      ],
    },
    {
      heading: 'Modifications de cette politique',
      blocks: [
        'Nous pouvons mettre à jour cette politique lorsque nos pratiques ou la loi évoluent. La date en haut de page indique la version en vigueur ; nous annonçons les changements importants sur notre site.',
      ],
    },
    {
      heading: 'Contact',
      blocks: [
        'Des questions sur vos données ? Écrivez à {email}, appelez le {phone} ou envoyez un courrier à {company}, Privacy, {address}.',
      ],
    },
  ],
};
