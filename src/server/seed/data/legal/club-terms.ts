import type { LegalText } from '../types';
import type { LegalSpecifics } from './specifics';
import { healthMessage, lastUpdated, mediator } from './shared';

// The wine club's terms (docs/club.md): what is charged, when, and how a member changes, skips,
// pauses and cancels. A member accepts them when joining; the version accepted is kept.

export const clubTerms = ({ site }: LegalSpecifics): LegalText => ({
  key: 'club-terms',
  html: {
    fr_FR: `<h2>Article 1 – Objet</h2>
<p>Les présentes conditions régissent l'adhésion au club de vins proposé sur le ${site.fr_FR} par <strong>{{LEGAL_COMPANY_NAME}}</strong>, {{CORPORATE_FORM}}, SIRET {{SIRET_NUMBER}}, siège social : {{HEAD_OFFICE}}. Elles complètent nos <a href="/sale-terms">conditions générales de vente</a>, qui s'appliquent à chaque envoi.</p>
<h2>Article 2 – Adhésion</h2>
<p>L'adhésion est réservée aux personnes majeures (18 ans révolus) disposant d'un compte client. Le membre choisit une formule (nombre de bouteilles par envoi, nombre d'envois par an), une adresse de livraison de son carnet ou le retrait au caveau, et une carte bancaire qu'il nous confie pour les prélèvements du club. Lorsque le nombre de places d'une formule est atteint, le client est inscrit sur liste d'attente et n'est rien prélevé ; il est prévenu par e-mail lorsqu'une place se libère.</p>
<p><strong>${healthMessage.fr_FR}</strong></p>
<h2>Article 3 – Ce qui est prélevé, et quand</h2>
<p>Pour chaque envoi, le membre est prélevé <strong>du prix de son coffret</strong> (prix membre, toutes taxes comprises) <strong>et du tarif d'expédition du club</strong> (rien pour un retrait au caveau), <strong>à la date de prélèvement annoncée</strong>, sur la carte qu'il nous a confiée, sans nouvelle intervention de sa part. Il reçoit un e-mail <strong>14 jours puis 2 jours avant</strong> chaque prélèvement indiquant le contenu du coffret, son prix et la date. En cas de refus de la banque, le prélèvement est retenté à quelques jours d'intervalle ; le membre est prévenu et peut mettre sa carte à jour. Après la dernière tentative, l'adhésion est suspendue jusqu'à régularisation.</p>
<p>Pendant son adhésion, le membre bénéficie de la remise de sa formule sur tous ses achats dans la boutique en ligne.</p>
<h2>Article 4 – Modifier, reporter un envoi</h2>
<p>Jusqu'à la date limite indiquée pour chaque envoi, le membre peut, depuis son espace client (« Mon club ») : modifier le contenu de son coffret dans les règles de sa formule, ajouter des bouteilles, changer d'adresse ou choisir le retrait, ou <strong>sauter l'envoi</strong> (dans la limite du nombre de reports par an de sa formule). Il peut aussi changer la carte utilisée.</p>
<h2>Article 5 – Pause</h2>
<p>Le membre peut mettre son adhésion en pause jusqu'à la date de son choix (au plus un an) : aucun envoi n'est préparé ni prélevé pendant la pause. Il peut la reprendre à tout moment.</p>
<h2>Article 6 – Résiliation</h2>
<p>Conformément à l'article L215-1-1 du Code de la consommation, <strong>le membre peut résilier son adhésion à tout moment, en ligne</strong>, depuis son espace client : « Mon compte », « Mon club », « Résilier », puis confirmation. Aucun appel ni courrier n'est nécessaire. La résiliation prend effet immédiatement : <strong>plus rien n'est prélevé</strong> après la demande ; un envoi déjà prélevé est expédié. Un e-mail confirme la résiliation et sa date d'effet. {{LEGAL_COMPANY_NAME}} peut mettre fin à une adhésion en cas d'impayé persistant, après en avoir informé le membre.</p>
<h2>Article 7 – Droit de rétractation</h2>
<p>Chaque envoi est une vente à distance : le membre dispose du droit de rétractation de 14 jours décrit dans nos conditions générales de vente, à compter de la réception du coffret.</p>
<h2>Article 8 – Contact et médiation</h2>
<p>Pour toute question : {{COMPANY_PHONE}} ou <a href="mailto:{{COMPANY_EMAIL}}">{{COMPANY_EMAIL}}</a>. En cas de litige, le membre peut recourir gratuitement au médiateur de la consommation : ${mediator.name}, ${mediator.address} (<a href="${mediator.url}">${mediator.url.replace('https://', '')}</a>).</p>
${lastUpdated.fr_FR}`,
    en_US: `<h2>Article 1 – Purpose</h2>
<p>These terms govern membership of the wine club offered on the ${site.en_US} by <strong>{{LEGAL_COMPANY_NAME}}</strong>, {{CORPORATE_FORM}}, SIRET {{SIRET_NUMBER}}, head office: {{HEAD_OFFICE}}. They add to our <a href="/en_US/sale-terms">terms of sale</a>, which apply to every shipment.</p>
<h2>Article 2 – Joining</h2>
<p>Membership is open to adults (18 or over) with a customer account. The member chooses a plan (bottles per shipment, shipments per year), a delivery address from their address book or collection at the estate, and a card they entrust to us for the club's charges. When a plan is full, the customer is put on the waiting list and nothing is charged; they are e-mailed when a place opens up.</p>
<p><strong>${healthMessage.en_US}</strong></p>
<h2>Article 3 – What is charged, and when</h2>
<p>For each shipment, the member is charged <strong>the price of their box</strong> (member price, tax included) <strong>and the club's shipping rate</strong> (nothing for collection at the estate) <strong>on the announced charge date</strong>, on the card they entrusted to us, without any further action on their part. They receive an e-mail <strong>14 days and then 2 days before</strong> each charge giving the box's contents, its price and the date. If the bank declines, the charge is retried a few days apart; the member is told and can update their card. After the last attempt, the membership is put on hold until it is settled.</p>
<p>While a member, they get their plan's discount on every purchase in the online shop.</p>
<h2>Article 4 – Changing or skipping a shipment</h2>
<p>Until the cut-off date given for each shipment, the member can, from their account (“My club”): change their box within their plan's rules, add bottles, change the address or choose collection, or <strong>skip the shipment</strong> (up to the number of skips a year of their plan). They can also change the card used.</p>
<h2>Article 5 – Pause</h2>
<p>The member can pause their membership until a date of their choice (a year at most): no shipment is prepared or charged during the pause. They can resume at any time.</p>
<h2>Article 6 – Cancellation</h2>
<p>Under article L215-1-1 of the French Consumer Code, <strong>the member can cancel their membership at any time, online</strong>, from their account: “My account”, “My club”, “Cancel”, then confirm. No phone call or letter is needed. Cancellation takes effect at once: <strong>nothing more is charged</strong> after the request; a shipment already charged is sent. An e-mail confirms the cancellation and the date it takes effect. {{LEGAL_COMPANY_NAME}} may end a membership after persistent non-payment, having told the member first.</p>
<h2>Article 7 – Right of withdrawal</h2>
<p>Each shipment is a distance sale: the member has the 14-day right of withdrawal described in our terms of sale, from receipt of the box.</p>
<h2>Article 8 – Contact and mediation</h2>
<p>For any question: {{COMPANY_PHONE}} or <a href="mailto:{{COMPANY_EMAIL}}">{{COMPANY_EMAIL}}</a>. In a dispute, the member may turn free of charge to the consumer mediator: ${mediator.name}, ${mediator.address} (<a href="${mediator.url}">${mediator.url.replace('https://', '')}</a>).</p>
${lastUpdated.en_US}`,
  },
});
