import type { LegalText } from '../types';
import type { LegalSpecifics } from './specifics';
import { healthMessage, lastUpdated } from './shared';

export const useTerms = ({ site }: LegalSpecifics): LegalText => ({
  key: 'use-terms',
  html: {
    fr_FR: `<h2>Article 1 – Objet</h2>
<p>Les présentes conditions générales d'utilisation (CGU) encadrent l'accès au ${site.fr_FR} et son utilisation. Le site est édité par {{LEGAL_COMPANY_NAME}}, {{CORPORATE_FORM}} au capital de {{SHARE_CAPITAL}}, {{RCS_NUMBER}}, SIRET {{SIRET_NUMBER}}, dont le siège est situé {{HEAD_OFFICE}} (téléphone : {{COMPANY_PHONE}}). Les achats sont en outre régis par nos <a href="/sale-terms">conditions générales de vente</a>.</p>
<h2>Article 2 – Accès au site</h2>
<p>Le site présente des boissons alcoolisées : sa consultation est réservée aux personnes majeures. Il est accessible gratuitement, à tout moment, sauf interruption pour maintenance ou cas de force majeure. {{LEGAL_COMPANY_NAME}} s'efforce d'en assurer la disponibilité mais ne peut la garantir.</p>
<h2>Article 3 – Compte client</h2>
<p>La création d'un compte est réservée aux personnes âgées d'au moins 18 ans et suppose l'acceptation des présentes CGU. Vous vous engagez à fournir des informations exactes et à garder votre mot de passe confidentiel ; toute action réalisée depuis votre compte est réputée faite par vous. En cas d'utilisation frauduleuse, prévenez-nous sans délai à l'adresse {{COMPANY_EMAIL}}.</p>
<p>Vous pouvez supprimer votre compte à tout moment depuis votre espace client. La demande est traitée dans un délai de 10 jours ouvrés. {{LEGAL_COMPANY_NAME}} peut suspendre un compte en cas de manquement grave aux présentes CGU, après vous en avoir informé.</p>
<h2>Article 4 – Comportement des utilisateurs</h2>
<p>Vous vous interdisez de porter atteinte au fonctionnement du site, d'y introduire des programmes malveillants, d'en extraire systématiquement le contenu, ou d'envoyer par les formulaires des contenus illicites, injurieux ou sans rapport avec le domaine. Les photos et textes que vous transmettez pour personnaliser un produit doivent vous appartenir et respecter les droits des tiers.</p>
<h2>Article 5 – Propriété intellectuelle</h2>
<p>Les textes, photographies, illustrations, marques et logos du site appartiennent à {{LEGAL_COMPANY_NAME}}. Toute reproduction sans autorisation écrite est interdite (voir les <a href="/legal-notice">mentions légales</a>).</p>
<h2>Article 6 – Données personnelles et cookies</h2>
<p>Les données que vous nous confiez sont traitées conformément à notre <a href="/privacy-policy">politique de confidentialité</a> : elles sont hébergées en France, conservées 3 ans après votre dernière activité, et vous pouvez exercer vos droits en nous écrivant ; nous répondons sous 30 jours. Les cookies sont décrits dans notre <a href="/cookie-policy">politique relative aux cookies</a> ; votre consentement est conservé 13 mois au plus.</p>
<h2>Article 7 – Responsabilité</h2>
<p>Les informations du site (descriptions, accords mets et vins, potentiel de garde) sont données de bonne foi et à titre indicatif. {{LEGAL_COMPANY_NAME}} ne saurait être tenue responsable d'un dommage résultant d'une utilisation du site non conforme aux présentes CGU, ni du contenu des sites vers lesquels il renvoie.</p>
<h2>Article 8 – Modification des CGU</h2>
<p>Nous pouvons modifier les présentes CGU pour tenir compte des évolutions du site ou de la loi. La version applicable est celle en ligne lors de votre visite ; si vous avez un compte, les changements importants vous seront signalés par e-mail.</p>
<h2>Article 9 – Droit applicable</h2>
<p>Les présentes CGU sont soumises au droit français. En cas de litige, une solution amiable sera recherchée avant toute action ; à défaut, les tribunaux compétents seront ceux désignés par la loi.</p>
<p>${healthMessage.fr_FR}</p>
${lastUpdated.fr_FR}`,
    en_US: `<h2>Article 1 – Purpose</h2>
<p>These terms of use govern access to and use of the ${site.en_US}. The website is published by {{LEGAL_COMPANY_NAME}}, {{CORPORATE_FORM}} with a share capital of {{SHARE_CAPITAL}}, {{RCS_NUMBER}}, SIRET {{SIRET_NUMBER}}, with its head office at {{HEAD_OFFICE}} (phone: {{COMPANY_PHONE}}). Purchases are also governed by our <a href="/en_US/sale-terms">terms of sale</a>.</p>
<h2>Article 2 – Access to the website</h2>
<p>The website presents alcoholic beverages: it is intended for adults only. Access is free and available at all times, except for interruptions due to maintenance or force majeure. {{LEGAL_COMPANY_NAME}} does its best to keep it available but cannot guarantee it.</p>
<h2>Article 3 – Customer account</h2>
<p>Only people aged 18 or over may create an account, and doing so means accepting these terms. You agree to provide accurate information and to keep your password confidential; anything done from your account is deemed to be done by you. If you suspect fraudulent use, let us know at once at {{COMPANY_EMAIL}}.</p>
<p>You can delete your account at any time from your customer area. The request is handled within 10 working days. {{LEGAL_COMPANY_NAME}} may suspend an account in the event of a serious breach of these terms, after informing you.</p>
<h2>Article 4 – User conduct</h2>
<p>You agree not to disrupt the website, introduce malicious software, systematically extract its content, or send through its forms any content that is unlawful, offensive or unrelated to the estate. Photos and texts you send to personalise a product must belong to you and respect the rights of others.</p>
<h2>Article 5 – Intellectual property</h2>
<p>The texts, photographs, illustrations, trademarks and logos on the website belong to {{LEGAL_COMPANY_NAME}}. Any reproduction without written permission is prohibited (see the <a href="/en_US/legal-notice">legal notice</a>).</p>
<h2>Article 6 – Personal data and cookies</h2>
<p>The data you entrust to us is processed in accordance with our <a href="/en_US/privacy-policy">privacy policy</a>: it is hosted in France, kept for 3 years after your last activity, and you can exercise your rights by writing to us; we reply within 30 days. Cookies are described in our <a href="/en_US/cookie-policy">cookie policy</a>; your consent is kept for 13 months at most.</p>
<h2>Article 7 – Liability</h2>
<p>Information on the website (descriptions, food pairings, ageing potential) is given in good faith and for guidance only. {{LEGAL_COMPANY_NAME}} cannot be held liable for any damage resulting from use of the website that does not comply with these terms, nor for the content of websites it links to.</p>
<h2>Article 8 – Changes to these terms</h2>
<p>We may change these terms to reflect changes to the website or the law. The version that applies is the one online at the time of your visit; if you have an account, we will notify you of significant changes by e-mail.</p>
<h2>Article 9 – Governing law</h2>
<p>These terms are governed by French law. In the event of a dispute, an amicable solution will be sought before any action; failing that, the courts designated by law will have jurisdiction.</p>
<p>${healthMessage.en_US}</p>
${lastUpdated.en_US}`,
  },
});
