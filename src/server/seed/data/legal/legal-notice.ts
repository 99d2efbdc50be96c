import type { LegalText } from '../types';
import type { LegalSpecifics } from './specifics';
import { healthMessage, lastUpdated } from './shared';

export const legalNotice = ({ site, host, notice }: LegalSpecifics): LegalText => ({
  key: 'legal-notice',
  html: {
    fr_FR: `<h2>Éditeur du site</h2>
<p>Le ${site.fr_FR} est édité par <strong>{{LEGAL_COMPANY_NAME}}</strong>, {{CORPORATE_FORM}} au capital de {{SHARE_CAPITAL}}, immatriculée au {{RCS_NUMBER}}, SIRET {{SIRET_NUMBER}}, numéro de TVA intracommunautaire {{INTRACO_VAT}}.</p>
<p>Siège social : {{HEAD_OFFICE}}<br>Téléphone : {{COMPANY_PHONE}}<br>E-mail : <a href="mailto:{{COMPANY_EMAIL}}">{{COMPANY_EMAIL}}</a></p>
<p>Directeur de la publication : {{LEGAL_AGENT}}.</p>
${notice.publisher.fr_FR}<h2>Hébergement</h2>
${host.notice.fr_FR}
<h2>Propriété intellectuelle</h2>
<p>L'ensemble des contenus de ce site (textes, photographies, illustrations, logos, étiquettes) est la propriété de {{LEGAL_COMPANY_NAME}} ou fait l'objet d'une autorisation d'utilisation. Toute reproduction, représentation ou diffusion, totale ou partielle, sans autorisation écrite préalable est interdite et constitue une contrefaçon sanctionnée par les articles L335-2 et suivants du Code de la propriété intellectuelle.</p>
${notice.property.fr_FR}<h2>Liens hypertextes</h2>
<p>Les liens vers d'autres sites sont fournis à titre d'information. {{LEGAL_COMPANY_NAME}} n'exerce aucun contrôle sur leur contenu et décline toute responsabilité à leur sujet. La création d'un lien vers ce site est libre, à condition de ne pas l'afficher dans un cadre et de ne pas porter atteinte à l'image du domaine.</p>
<h2>Conditions d'utilisation et données personnelles</h2>
<p>L'utilisation du site est régie par nos <a href="/use-terms">conditions générales d'utilisation</a> ; les achats, par nos <a href="/sale-terms">conditions générales de vente</a>. Le traitement de vos données personnelles est décrit dans notre <a href="/privacy-policy">politique de confidentialité</a> et l'usage des cookies dans notre <a href="/cookie-policy">politique relative aux cookies</a>.</p>
<h2>Vente d'alcool</h2>
<p>La vente d'alcool à des mineurs de moins de 18 ans est interdite (article L3342-1 du Code de la santé publique). En passant commande, vous certifiez avoir 18 ans révolus.</p>
<p><strong>${healthMessage.fr_FR}</strong></p>
${lastUpdated.fr_FR}`,
    en_US: `<h2>Publisher</h2>
<p>The ${site.en_US} is published by <strong>{{LEGAL_COMPANY_NAME}}</strong>, {{CORPORATE_FORM}} with a share capital of {{SHARE_CAPITAL}}, registered under {{RCS_NUMBER}}, SIRET {{SIRET_NUMBER}}, intra-community VAT number {{INTRACO_VAT}}.</p>
<p>Head office: {{HEAD_OFFICE}}<br>Phone: {{COMPANY_PHONE}}<br>E-mail: <a href="mailto:{{COMPANY_EMAIL}}">{{COMPANY_EMAIL}}</a></p>
<p>Publication director: {{LEGAL_AGENT}}.</p>
${notice.publisher.en_US}<h2>Hosting</h2>
${host.notice.en_US}
<h2>Intellectual property</h2>
<p>All content on this website (texts, photographs, illustrations, logos, labels) is the property of {{LEGAL_COMPANY_NAME}} or is used with permission. Any reproduction, display or distribution, in whole or in part, without prior written consent is prohibited and constitutes an infringement under articles L335-2 et seq. of the French Intellectual Property Code.</p>
${notice.property.en_US}<h2>Links</h2>
<p>Links to other websites are provided for information only. {{LEGAL_COMPANY_NAME}} has no control over their content and accepts no liability for it. You are welcome to link to this website, provided it is not displayed within a frame and the estate’s image is not harmed.</p>
<h2>Terms of use and personal data</h2>
<p>Use of the website is governed by our <a href="/en_US/use-terms">terms of use</a>; purchases by our <a href="/en_US/sale-terms">terms of sale</a>. How we process your personal data is described in our <a href="/en_US/privacy-policy">privacy policy</a>, and our use of cookies in our <a href="/en_US/cookie-policy">cookie policy</a>.</p>
<h2>Sale of alcohol</h2>
<p>The sale of alcohol to minors under 18 is prohibited (article L3342-1 of the French Public Health Code). By placing an order you certify that you are at least 18 years old.</p>
<p><strong>${healthMessage.en_US}</strong></p>
${lastUpdated.en_US}`,
  },
});
