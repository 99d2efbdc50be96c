import type { LegalText } from '../types';
import type { LegalSpecifics } from './specifics';
import { healthMessage, lastUpdated, mediator } from './shared';

export const saleTerms = ({ site }: LegalSpecifics): LegalText => ({
  key: 'sale-terms',
  html: {
    fr_FR: `<h2>Article 1 – Vendeur et champ d'application</h2>
<p>Les présentes conditions générales de vente (CGV) s'appliquent à toute commande passée sur le ${site.fr_FR} auprès de <strong>{{LEGAL_COMPANY_NAME}}</strong>, {{CORPORATE_FORM}} au capital de {{SHARE_CAPITAL}}, {{RCS_NUMBER}}, SIRET {{SIRET_NUMBER}}, TVA intracommunautaire {{INTRACO_VAT}}, siège social : {{HEAD_OFFICE}}, représentée par {{LEGAL_AGENT}}. Téléphone : {{COMPANY_PHONE}} – e-mail : <a href="mailto:{{COMPANY_EMAIL}}">{{COMPANY_EMAIL}}</a>.</p>
<p>Elles s'adressent aux consommateurs, personnes physiques agissant à des fins non professionnelles. L'utilisation du site est par ailleurs régie par nos <a href="/use-terms">conditions générales d'utilisation</a>. Toute commande suppose l'acceptation préalable et sans réserve des présentes CGV, matérialisée par une case à cocher avant la validation du paiement.</p>
<h2>Article 2 – Vente d'alcool et âge minimum</h2>
<p>Conformément à l'article L3342-1 du Code de la santé publique, <strong>la vente de boissons alcooliques à des mineurs est interdite</strong>. Seules les personnes âgées de <strong>18 ans ou plus</strong> peuvent commander sur le site. En validant sa commande, l'acheteur certifie avoir 18 ans révolus. {{LEGAL_COMPANY_NAME}} peut demander un justificatif d'âge, notamment lors d'un retrait au caveau, et annuler toute commande en cas de doute.</p>
<p><strong>${healthMessage.fr_FR}</strong></p>
<h2>Article 3 – Produits</h2>
<p>Les vins, coffrets et accessoires proposés sont décrits avec le plus grand soin. Les photographies et illustrations ne sont pas contractuelles. Les millésimes indiqués sont ceux disponibles au jour de la commande ; si un millésime venait à manquer, nous vous proposerions le suivant ou le remboursement de l'article. Les offres s'entendent dans la limite des stocks disponibles, indiqués sur chaque fiche lorsque la quantité est limitée.</p>
<p>Certains vins sont vendus par multiples de bouteilles (par exemple par carton de 6) : la quantité proposée dans le panier en tient compte.</p>
<h2>Article 4 – Prix</h2>
<p>Les prix sont indiqués <strong>en euros, toutes taxes comprises</strong> (TVA française et droits d'accises inclus), hors frais de livraison. Les frais de livraison sont indiqués avant la validation de la commande et dépendent du transporteur choisi et du nombre de bouteilles.</p>
<p><strong>La livraison est offerte</strong> dès {{FREE_SHIPPING_PRICE}} € TTC d'achat ou dès {{FREE_SHIPPING_BOTTLE}} bouteilles dans la même commande. Pour ce décompte, une demi-bouteille compte pour une demi-bouteille, et un coffret pour le nombre de bouteilles qu'il contient. Le retrait au caveau est toujours gratuit.</p>
<p>Les prix peuvent être modifiés à tout moment ; les produits sont facturés au prix en vigueur lors de la validation de la commande. Les codes de réduction ne sont pas cumulables, sauf mention contraire, et s'appliquent dans les conditions indiquées lors de leur émission.</p>
<h2>Article 5 – Commande</h2>
<p>Pour commander, l'acheteur crée un compte ou s'y connecte, remplit son panier, choisit son mode de livraison, vérifie le récapitulatif, accepte les présentes CGV puis procède au paiement. La commande est définitive après confirmation du paiement ; un e-mail de confirmation récapitulant la commande est alors envoyé.</p>
<p>{{LEGAL_COMPANY_NAME}} se réserve le droit de refuser ou d'annuler une commande en cas de litige antérieur, de suspicion de fraude ou de doute sur l'âge de l'acheteur.</p>
<h2>Article 6 – Paiement</h2>
<p>Le paiement s'effectue <strong>par carte bancaire (CB, Visa, Mastercard), en totalité au moment de la commande</strong>, sur la page sécurisée de notre prestataire Worldline (CAWL), avec authentification 3-D Secure. {{LEGAL_COMPANY_NAME}} n'a jamais accès à vos données bancaires. La commande n'est préparée qu'après acceptation du paiement ; en cas de refus, elle est automatiquement annulée et les produits réservés sont remis en stock.</p>
<h2>Article 7 – Livraison</h2>
<p>Nous livrons <strong>uniquement en France métropolitaine</strong>. Trois modes sont proposés :</p>
<ul>
<li><strong>à domicile</strong>, par Colissimo ou Chronopost ;</li>
<li><strong>en point relais</strong>, par Mondial Relay ou Chronopost Pickup ;</li>
<li><strong>retrait au caveau</strong> (click and collect), {{COMPANY_ADDRESS}}, aux heures d'ouverture, sur présentation de l'e-mail de mise à disposition et d'une pièce d'identité.</li>
</ul>
<p>Les commandes sont préparées sous 2 jours ouvrés après paiement, puis remises au transporteur ; les délais indicatifs de chaque transporteur sont affichés lors du choix de la livraison. Nos colis sont conçus pour protéger les bouteilles ; par fortes chaleurs ou gel, nous pouvons différer un envoi de quelques jours, en vous en informant.</p>
<h2>Article 8 – Réception</h2>
<p>À la réception, vérifiez l'état du colis en présence du livreur. En cas de colis abîmé, de bouteille cassée ou de produit manquant, notez des réserves précises sur le bon de livraison et signalez-le-nous dans les 3 jours suivant la réception à {{COMPANY_EMAIL}}, photos à l'appui : nous remplaçons ou remboursons les produits concernés.</p>
<p>Une bouteille bouchonnée ou défectueuse ? Contactez-nous : nous la remplaçons.</p>
<h2>Article 9 – Droit de rétractation</h2>
<p>Conformément aux articles L221-18 et suivants du Code de la consommation, vous disposez d'un délai de <strong>14 jours calendaires</strong> à compter de la réception des produits (ou de la conclusion du contrat pour les cartes et bons cadeaux) pour exercer votre droit de rétractation, sans avoir à vous justifier. Il vous suffit de nous adresser une déclaration dénuée d'ambiguïté, par e-mail à {{COMPANY_EMAIL}}, par courrier, ou depuis votre espace client (demande de retour).</p>
<p>Les produits doivent nous être retournés complets, dans leur emballage d'origine, bouteilles non ouvertes, dans les 14 jours suivant votre rétractation ; les frais de retour sont à votre charge. Nous vous remboursons la totalité des sommes versées, y compris les frais de livraison initiaux (sur la base du mode de livraison le moins coûteux), dans les 14 jours suivant votre rétractation, par le moyen de paiement utilisé. Le remboursement peut être différé jusqu'à réception des produits.</p>
<p>Le droit de rétractation ne s'applique pas (article L221-28 du Code de la consommation) aux produits confectionnés selon vos spécifications ou nettement personnalisés (caisse gravée, étiquette personnalisée), ni aux prestations de loisirs fournies à une date déterminée (visites et ateliers réservés à une date précise).</p>
<h2>Article 10 – Garanties légales</h2>
<p>Nos produits bénéficient de la garantie légale de conformité (articles L217-3 à L217-20 du Code de la consommation), qui vous permet, pendant 2 ans à compter de la livraison, d'obtenir le remplacement ou le remboursement d'un bien non conforme, et de la garantie des vices cachés (articles 1641 à 1649 du Code civil).</p>
<h2>Article 11 – Données personnelles</h2>
<p>Les informations recueillies lors de la commande sont nécessaires à son traitement. Elles sont hébergées en France et traitées conformément à notre <a href="/privacy-policy">politique de confidentialité</a>, qui détaille vos droits et la manière de les exercer.</p>
<h2>Article 12 – Service client et médiation</h2>
<p>Pour toute question ou réclamation : {{COMPANY_PHONE}} (du mardi au samedi, aux heures d'ouverture du caveau) ou <a href="mailto:{{COMPANY_EMAIL}}">{{COMPANY_EMAIL}}</a>.</p>
<p>Si votre réclamation écrite n'a pas abouti dans un délai de deux mois, vous pouvez recourir gratuitement au médiateur de la consommation dont nous relevons : ${mediator.name}, ${mediator.address} (<a href="${mediator.url}">${mediator.url.replace('https://', '')}</a>).</p>
<h2>Article 13 – Droit applicable</h2>
<p>Les présentes CGV sont soumises au droit français. À défaut de solution amiable ou de médiation, le litige sera porté devant la juridiction compétente selon les règles de droit commun. Le consommateur peut saisir, à son choix, la juridiction du lieu où il demeurait lors de la conclusion du contrat ou de la survenance du fait dommageable.</p>
${lastUpdated.fr_FR}`,
    en_US: `<h2>Article 1 – Seller and scope</h2>
<p>These terms of sale apply to every order placed on the ${site.en_US} with <strong>{{LEGAL_COMPANY_NAME}}</strong>, {{CORPORATE_FORM}} with a share capital of {{SHARE_CAPITAL}}, {{RCS_NUMBER}}, SIRET {{SIRET_NUMBER}}, intra-community VAT {{INTRACO_VAT}}, head office: {{HEAD_OFFICE}}, represented by {{LEGAL_AGENT}}. Phone: {{COMPANY_PHONE}} – e-mail: <a href="mailto:{{COMPANY_EMAIL}}">{{COMPANY_EMAIL}}</a>.</p>
<p>They are intended for consumers, that is individuals acting for non-business purposes. Use of the website is also governed by our <a href="/en_US/use-terms">terms of use</a>. Every order requires prior and unreserved acceptance of these terms, given by ticking a box before payment.</p>
<h2>Article 2 – Sale of alcohol and minimum age</h2>
<p>Under article L3342-1 of the French Public Health Code, <strong>the sale of alcoholic beverages to minors is prohibited</strong>. Only people aged <strong>18 or over</strong> may order on the website. By confirming an order, the buyer certifies that they are at least 18 years old. {{LEGAL_COMPANY_NAME}} may ask for proof of age, in particular when an order is collected at the cellar shop, and may cancel any order in case of doubt.</p>
<p><strong>${healthMessage.en_US}</strong> (“${healthMessage.fr_FR}”)</p>
<h2>Article 3 – Products</h2>
<p>Our wines, boxes and accessories are described with the greatest care. Photographs and illustrations are not contractual. The vintages shown are those available on the day of the order; should a vintage run out, we will offer you the next one or a refund for that item. Offers are valid while stocks last; stock is shown on each product page when quantities are limited.</p>
<p>Some wines are sold in multiples of bottles (for example by the case of 6): the quantities offered in the cart take this into account.</p>
<h2>Article 4 – Prices</h2>
<p>Prices are shown <strong>in euros, all taxes included</strong> (French VAT and excise duties), excluding delivery. Delivery charges are shown before the order is confirmed and depend on the carrier chosen and the number of bottles.</p>
<p><strong>Delivery is free</strong> for orders of €{{FREE_SHIPPING_PRICE}} or more including tax, or of {{FREE_SHIPPING_BOTTLE}} bottles or more in the same order. For this count, a half-bottle counts as half a bottle and a box as the number of bottles it holds. Collection at the cellar shop is always free.</p>
<p>Prices may change at any time; products are charged at the price in force when the order is confirmed. Discount codes cannot be combined unless stated otherwise and apply under the conditions given when they are issued.</p>
<h2>Article 5 – Orders</h2>
<p>To order, the buyer creates an account or signs in, fills the cart, chooses a delivery method, checks the summary, accepts these terms and then pays. The order is final once payment is confirmed; a confirmation e-mail summarising the order is then sent.</p>
<p>{{LEGAL_COMPANY_NAME}} reserves the right to refuse or cancel an order in the event of a previous dispute, suspected fraud or doubt about the buyer’s age.</p>
<h2>Article 6 – Payment</h2>
<p>Payment is made <strong>by bank card (CB, Visa, Mastercard), in full when the order is placed</strong>, on the secure page of our provider Worldline (CAWL), with 3-D Secure authentication. {{LEGAL_COMPANY_NAME}} never has access to your card details. The order is only prepared once payment is accepted; if payment is declined, the order is cancelled automatically and the reserved products are returned to stock.</p>
<h2>Article 7 – Delivery</h2>
<p>We deliver <strong>to metropolitan France only</strong>. Three options are available:</p>
<ul>
<li><strong>home delivery</strong>, by Colissimo or Chronopost;</li>
<li><strong>pick-up point delivery</strong>, by Mondial Relay or Chronopost Pickup;</li>
<li><strong>collection at the cellar shop</strong> (click and collect), {{COMPANY_ADDRESS}}, during opening hours, on presentation of the “ready for collection” e-mail and an identity document.</li>
</ul>
<p>Orders are prepared within 2 working days of payment and then handed to the carrier; each carrier’s estimated delivery time is shown when you choose delivery. Our parcels are designed to protect the bottles; in very hot or freezing weather we may postpone a shipment by a few days and will let you know.</p>
<h2>Article 8 – Receipt</h2>
<p>On receipt, check the parcel in the presence of the delivery person. If a parcel is damaged, a bottle broken or a product missing, write precise reservations on the delivery note and let us know within 3 days of receipt at {{COMPANY_EMAIL}}, with photos: we will replace or refund the products concerned.</p>
<p>A corked or faulty bottle? Get in touch and we will replace it.</p>
<h2>Article 9 – Right of withdrawal</h2>
<p>Under articles L221-18 et seq. of the French Consumer Code, you have <strong>14 calendar days</strong> from receipt of the products (or from the conclusion of the contract for gift cards and vouchers) to withdraw from the purchase without giving any reason. Simply send us a clear statement by e-mail to {{COMPANY_EMAIL}}, by post, or from your customer area (return request).</p>
<p>Products must be returned complete, in their original packaging, with bottles unopened, within 14 days of your withdrawal; return costs are borne by you. We refund all sums paid, including the original delivery charge (based on the cheapest delivery method), within 14 days of your withdrawal, using the payment method you used. The refund may be withheld until we receive the products.</p>
<p>The right of withdrawal does not apply (article L221-28 of the French Consumer Code) to goods made to your specifications or clearly personalised (engraved case, personalised label), nor to leisure services provided on a specific date (visits and workshops booked for a given date).</p>
<h2>Article 10 – Legal guarantees</h2>
<p>Our products are covered by the legal guarantee of conformity (articles L217-3 to L217-20 of the French Consumer Code), under which you may obtain the replacement or refund of non-conforming goods for 2 years from delivery, and by the guarantee against hidden defects (articles 1641 to 1649 of the French Civil Code).</p>
<h2>Article 11 – Personal data</h2>
<p>The information collected with your order is needed to process it. It is hosted in France and processed in accordance with our <a href="/en_US/privacy-policy">privacy policy</a>, which details your rights and how to exercise them.</p>
<h2>Article 12 – Customer service and mediation</h2>
<p>For any question or complaint: {{COMPANY_PHONE}} (Tuesday to Saturday, during cellar shop opening hours) or <a href="mailto:{{COMPANY_EMAIL}}">{{COMPANY_EMAIL}}</a>.</p>
<p>If your written complaint has not been resolved within two months, you may refer it free of charge to our consumer mediator: ${mediator.name}, ${mediator.address}, France (<a href="${mediator.url}">${mediator.url.replace('https://', '')}</a>).</p>
<h2>Article 13 – Governing law</h2>
<p>These terms are governed by French law. Failing an amicable settlement or mediation, any dispute will be brought before the competent court under ordinary rules. Consumers may choose to bring proceedings before the court of the place where they lived when the contract was concluded or where the harmful event occurred.</p>
${lastUpdated.en_US}`,
  },
});
