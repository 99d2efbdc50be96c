import type { LegalText } from '../types';
import type { LegalSpecifics } from './specifics';
import { lastUpdated } from './shared';

export const cookiePolicy = ({ site }: LegalSpecifics): LegalText => ({
  key: 'cookie-policy',
  html: {
    fr_FR: `<p>Lors de votre visite sur le ${site.fr_FR}, édité par {{LEGAL_COMPANY_NAME}}, des cookies et traceurs peuvent être déposés sur votre appareil. Cette page explique lesquels, pourquoi, et comment vous gardez la main sur vos choix, conformément à l'article 82 de la loi Informatique et Libertés et aux recommandations de la CNIL.</p>
<h2>1. Qu'est-ce qu'un cookie ?</h2>
<p>Un cookie est un petit fichier texte enregistré par votre navigateur. Il permet au site de reconnaître votre appareil d'une page à l'autre, par exemple pour garder le contenu de votre panier.</p>
<h2>2. Les cookies indispensables</h2>
<p>Ils sont nécessaires au fonctionnement du site et ne demandent pas votre consentement :</p>
<ul>
<li><strong>session</strong> : vous garde connecté à votre compte, pendant 24 heures au plus ; il n'est pas lisible par les scripts de la page ;</li>
<li><strong>langue</strong> : mémorise la langue choisie (français ou anglais), pendant 365 jours ;</li>
<li><strong>panier</strong> : conserve l'identifiant de votre panier dans le stockage local de votre navigateur ;</li>
<li><strong>consentement</strong> : mémorise vos choix sur les cookies ci-dessous.</li>
</ul>
<h2>3. Les cookies soumis à votre consentement</h2>
<p>Lorsque nous les activons, des outils de mesure d'audience et de réseaux sociaux (par exemple Google Analytics, Matomo ou le pixel Meta) déposent des cookies qui nous aident à comprendre comment le site est utilisé. Ils ne sont déposés qu'après votre accord, donné par le bouton « Tout accepter » du bandeau. Le bouton « Tout refuser » est aussi simple à utiliser que celui qui les accepte, et refuser ne vous empêche pas d'utiliser le site ni de commander.</p>
<h2>4. Durée de votre choix</h2>
<p>Votre choix, qu'il s'agisse d'un accord ou d'un refus, est conservé <strong>13 mois au plus</strong>. Passé ce délai, le bandeau vous est de nouveau présenté.</p>
<h2>5. Changer d'avis</h2>
<p>Vous pouvez modifier vos choix à tout moment grâce au lien « Gérer mes cookies » en bas de chaque page, ou supprimer les cookies depuis les réglages de votre navigateur. Pour en savoir plus sur vos données, consultez notre <a href="/privacy-policy">politique de confidentialité</a> et nos <a href="/use-terms">conditions générales d'utilisation</a>.</p>
<h2>6. Contact</h2>
<p>Pour toute question : <a href="mailto:{{COMPANY_EMAIL}}">{{COMPANY_EMAIL}}</a>, {{COMPANY_PHONE}}.</p>
${lastUpdated.fr_FR}`,
    en_US: `<p>When you visit the ${site.en_US}, published by {{LEGAL_COMPANY_NAME}}, cookies and similar trackers may be stored on your device. This page explains which ones, why, and how you stay in control of your choices, in accordance with article 82 of the French Data Protection Act and the recommendations of the CNIL.</p>
<h2>1. What is a cookie?</h2>
<p>A cookie is a small text file saved by your browser. It lets the website recognise your device from one page to the next, for instance to keep the contents of your cart.</p>
<h2>2. Essential cookies</h2>
<p>These are needed for the website to work and do not require your consent:</p>
<ul>
<li><strong>session</strong>: keeps you signed in to your account for 24 hours at most; scripts on the page cannot read it;</li>
<li><strong>language</strong>: remembers your chosen language (French or English) for 365 days;</li>
<li><strong>cart</strong>: keeps your cart’s identifier in your browser’s local storage;</li>
<li><strong>consent</strong>: remembers your choices about the cookies below.</li>
</ul>
<h2>3. Cookies that need your consent</h2>
<p>When we turn them on, audience measurement and social media tools (such as Google Analytics, Matomo or the Meta pixel) set cookies that help us understand how the website is used. They are only set once you agree, with the “Accept all” button of the banner. The “Refuse all” button is just as easy to use as the one that accepts, and refusing does not stop you from using the website or ordering.</p>
<h2>4. How long your choice lasts</h2>
<p>Your choice, whether you accept or refuse, is kept for <strong>13 months at most</strong>. After that, the banner is shown to you again.</p>
<h2>5. Changing your mind</h2>
<p>You can change your choices at any time with the “Manage cookies” link at the bottom of every page, or delete cookies in your browser settings. To learn more about your data, see our <a href="/en_US/privacy-policy">privacy policy</a> and our <a href="/en_US/use-terms">terms of use</a>.</p>
<h2>6. Contact</h2>
<p>For any question: <a href="mailto:{{COMPANY_EMAIL}}">{{COMPANY_EMAIL}}</a>, {{COMPANY_PHONE}}.</p>
${lastUpdated.en_US}`,
  },
});
