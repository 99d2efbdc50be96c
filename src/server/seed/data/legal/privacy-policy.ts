import type { LegalText } from '../types';
import type { LegalSpecifics } from './specifics';
import { cnil, lastUpdated } from './shared';

export const privacyPolicy = ({ site, host }: LegalSpecifics): LegalText => ({
  key: 'privacy-policy',
  html: {
    fr_FR: `<p>La présente politique explique comment {{LEGAL_COMPANY_NAME}} collecte et utilise vos données personnelles lorsque vous utilisez le ${site.fr_FR}, conformément au Règlement général sur la protection des données (RGPD) et à la loi Informatique et Libertés du 6 janvier 1978 modifiée. Elle complète nos <a href="/use-terms">conditions générales d'utilisation</a> et nos <a href="/sale-terms">conditions générales de vente</a>.</p>
<h2>1. Responsable du traitement</h2>
<p>{{LEGAL_COMPANY_NAME}}, {{CORPORATE_FORM}} au capital de {{SHARE_CAPITAL}}, {{RCS_NUMBER}}, dont le siège est situé {{HEAD_OFFICE}}, représentée par {{LEGAL_AGENT}}.<br>Contact pour toute question relative à vos données : <a href="mailto:{{COMPANY_EMAIL}}">{{COMPANY_EMAIL}}</a> ou par courrier à l'adresse du siège.</p>
<h2>2. Données collectées</h2>
<ul>
<li><strong>Compte client</strong> : nom, prénom, adresse e-mail, téléphone, mot de passe (enregistré sous forme chiffrée et irréversible), date de naissance si vous la renseignez.</li>
<li><strong>Commandes</strong> : adresses de livraison et de facturation, produits achetés, montants, mode de livraison, messages joints à la commande, photos et textes fournis pour une personnalisation.</li>
<li><strong>Paiement</strong> : le paiement est traité directement par notre prestataire Worldline (CAWL) ; nous ne recevons ni ne conservons jamais vos numéros de carte.</li>
<li><strong>Contact et newsletter</strong> : nom, adresse e-mail, contenu de vos messages, listes auxquelles vous êtes abonné.</li>
<li><strong>Navigation</strong> : données techniques (adresse IP, navigateur, pages consultées) et cookies, selon vos choix décrits dans notre <a href="/cookie-policy">politique relative aux cookies</a>.</li>
</ul>
<h2>3. Finalités et bases légales</h2>
<ul>
<li>Gérer votre compte, vos commandes, les livraisons, les retours et la facturation : <em>exécution du contrat</em>.</li>
<li>Vérifier que vous avez l'âge légal pour acheter de l'alcool : <em>obligation légale</em> (article L3342-1 du Code de la santé publique).</li>
<li>Conserver les factures et pièces comptables : <em>obligation légale</em>.</li>
<li>Répondre à vos messages et à vos réservations de visites : <em>intérêt légitime</em> ou <em>mesures précontractuelles</em>.</li>
<li>Vous envoyer notre lettre d'information et nos offres : <em>consentement</em>, que vous pouvez retirer à tout moment par le lien de désinscription ou depuis votre compte.</li>
<li>Mesurer l'audience du site : <em>consentement</em>, recueilli par le bandeau cookies.</li>
<li>Prévenir la fraude et sécuriser le site : <em>intérêt légitime</em>.</li>
</ul>
<h2>4. Destinataires</h2>
<p>Vos données sont destinées à l'équipe du domaine. Elles sont transmises, pour ce qui les concerne, à nos prestataires : le transporteur choisi (La Poste – Colissimo, Chronopost, Mondial Relay), notre prestataire de paiement Worldline, notre hébergeur${host.name ? ` ${host.name}` : ''} et notre expert-comptable. Ces prestataires agissent sur nos instructions et sont tenus à la confidentialité. Nous ne vendons ni ne louons jamais vos données.</p>
<h2>5. Hébergement et transferts</h2>
${host.privacy.fr_FR}
<h2>6. Durées de conservation</h2>
<ul>
<li>Compte client et données de prospection : <strong>3 ans à compter de votre dernière activité</strong> (dernière commande, dernière connexion ou dernier contact), puis suppression ou anonymisation.</li>
<li>Factures, avec l'identité de facturation qu'elles portent (nom, société, adresse de facturation), et pièces comptables : <strong>10 ans</strong>, même après la suppression de votre compte (article L123-22 du Code de commerce ; article L102 B du Livre des procédures fiscales).</li>
<li>Fichiers de personnalisation (photos d'étiquettes) : 3 mois après la livraison.</li>
<li>Consentement aux cookies : 13 mois au plus.</li>
</ul>
<h2>7. Vos droits</h2>
<p>Vous disposez d'un droit d'accès, de rectification, d'effacement, de limitation, d'opposition et de portabilité de vos données, ainsi que du droit de définir des directives relatives à leur sort après votre décès. Vous pouvez retirer votre consentement à tout moment.</p>
<p>Pour exercer ces droits, écrivez à <a href="mailto:{{COMPANY_EMAIL}}">{{COMPANY_EMAIL}}</a> ou à {{LEGAL_COMPANY_NAME}}, {{HEAD_OFFICE}}. Nous vous répondons <strong>dans un délai de 30 jours</strong> ; une pièce d'identité peut vous être demandée en cas de doute raisonnable sur votre identité.</p>
<p>Vous pouvez supprimer votre compte à tout moment depuis votre espace client ; toute demande de suppression est traitée <strong>dans un délai de 10 jours ouvrés</strong>. La suppression efface votre compte, votre téléphone, les messages joints à vos commandes et les destinataires de vos livraisons ; vos commandes restent, sans lien avec vous. Vos factures, elles, sont conservées 10 ans avec l'identité de facturation qu'elles portent (nom, société, adresse de facturation), comme le droit commercial et fiscal l'impose (article L123-22 du Code de commerce, article L102 B du Livre des procédures fiscales).</p>
<p>Si vous estimez que vos droits ne sont pas respectés, vous pouvez introduire une réclamation auprès de la CNIL, ${cnil.address} (<a href="${cnil.url}">${cnil.url.replace('https://', '')}</a>).</p>
<h2>8. Sécurité</h2>
<p>Le site est accessible uniquement en HTTPS, les mots de passe sont chiffrés, les accès à l'administration sont nominatifs et limités. Les cookies de session ne sont pas lisibles par les scripts de la page.</p>
<h2>9. Modifications</h2>
<p>Nous pouvons faire évoluer cette politique ; la date de dernière mise à jour figure en bas de page. Les modifications importantes vous seront signalées par e-mail si vous avez un compte.</p>
${lastUpdated.fr_FR}`,
    en_US: `<p>This policy explains how {{LEGAL_COMPANY_NAME}} collects and uses your personal data when you use the ${site.en_US}, in accordance with the General Data Protection Regulation (GDPR) and the amended French Data Protection Act of 6 January 1978. It supplements our <a href="/en_US/use-terms">terms of use</a> and our <a href="/en_US/sale-terms">terms of sale</a>.</p>
<h2>1. Data controller</h2>
<p>{{LEGAL_COMPANY_NAME}}, {{CORPORATE_FORM}} with a share capital of {{SHARE_CAPITAL}}, {{RCS_NUMBER}}, with its head office at {{HEAD_OFFICE}}, represented by {{LEGAL_AGENT}}.<br>Contact for any question about your data: <a href="mailto:{{COMPANY_EMAIL}}">{{COMPANY_EMAIL}}</a> or by post to the head office.</p>
<h2>2. Data we collect</h2>
<ul>
<li><strong>Customer account</strong>: last name, first name, e-mail address, phone number, password (stored encrypted and irreversibly), date of birth if you provide it.</li>
<li><strong>Orders</strong>: delivery and billing addresses, products bought, amounts, delivery method, messages attached to the order, photos and texts supplied for personalisation.</li>
<li><strong>Payment</strong>: payment is processed directly by our provider Worldline (CAWL); we never receive or store your card numbers.</li>
<li><strong>Contact and newsletter</strong>: name, e-mail address, content of your messages, lists you subscribe to.</li>
<li><strong>Browsing</strong>: technical data (IP address, browser, pages viewed) and cookies, according to your choices described in our <a href="/en_US/cookie-policy">cookie policy</a>.</li>
</ul>
<h2>3. Purposes and legal bases</h2>
<ul>
<li>Managing your account, orders, deliveries, returns and invoicing: <em>performance of the contract</em>.</li>
<li>Checking that you are of legal age to buy alcohol: <em>legal obligation</em> (article L3342-1 of the French Public Health Code).</li>
<li>Keeping invoices and accounting records: <em>legal obligation</em>.</li>
<li>Answering your messages and visit bookings: <em>legitimate interest</em> or <em>pre-contractual steps</em>.</li>
<li>Sending our newsletter and offers: <em>consent</em>, which you can withdraw at any time via the unsubscribe link or from your account.</li>
<li>Measuring website traffic: <em>consent</em>, collected through the cookie banner.</li>
<li>Preventing fraud and securing the website: <em>legitimate interest</em>.</li>
</ul>
<h2>4. Recipients</h2>
<p>Your data is intended for the estate’s team. Where relevant, it is passed on to our service providers: the carrier you choose (La Poste – Colissimo, Chronopost, Mondial Relay), our payment provider Worldline, our host${host.name ? ` ${host.name}` : ''} and our accountant. These providers act on our instructions and are bound by confidentiality. We never sell or rent your data.</p>
<h2>5. Hosting and transfers</h2>
${host.privacy.en_US}
<h2>6. Retention periods</h2>
<ul>
<li>Customer account and marketing data: <strong>3 years from your last activity</strong> (last order, last login or last contact), then deleted or anonymised.</li>
<li>Invoices, with the billing identity they carry (name, company, billing address), and accounting records: <strong>10 years</strong>, even after your account is deleted (article L123-22 of the French Commercial Code; article L102 B of the French Tax Procedure Code).</li>
<li>Personalisation files (label photos): 3 months after delivery.</li>
<li>Cookie consent: 13 months at most.</li>
</ul>
<h2>7. Your rights</h2>
<p>You have the right to access, rectify, erase, restrict, object to and port your data, and to set instructions for what happens to it after your death. You may withdraw your consent at any time.</p>
<p>To exercise these rights, write to <a href="mailto:{{COMPANY_EMAIL}}">{{COMPANY_EMAIL}}</a> or to {{LEGAL_COMPANY_NAME}}, {{HEAD_OFFICE}}. We reply <strong>within 30 days</strong>; we may ask for proof of identity if we have reasonable doubts about who you are.</p>
<p>You can delete your account at any time from your customer area; every deletion request is handled <strong>within 10 working days</strong>. Deleting it erases your account, your phone number, the messages attached to your orders and the recipients of your deliveries; your orders remain, no longer linked to you. Your invoices, however, are kept for 10 years with the billing identity they carry (name, company, billing address), as French commercial and tax law requires (article L123-22 of the French Commercial Code, article L102 B of the French Tax Procedure Code).</p>
<p>If you believe your rights have not been respected, you may lodge a complaint with the CNIL, the French data protection authority, ${cnil.address}, France (<a href="${cnil.url}">${cnil.url.replace('https://', '')}</a>).</p>
<h2>8. Security</h2>
<p>The website is only available over HTTPS, passwords are encrypted, and access to the back office is personal and restricted. Session cookies cannot be read by scripts on the page.</p>
<h2>9. Changes</h2>
<p>We may update this policy; the date of the last update appears at the bottom of the page. If you have an account, we will notify you of significant changes by e-mail.</p>
${lastUpdated.en_US}`,
  },
});
