// The demo estate, Domaine des Tilleuls: everything the shop holds on a fresh machine.
export { albums } from './albums';
export { blogFolders } from './blog';
export { boxes, discountCodes, mealIcons, otherProducts, products, tags, variations, wines } from './catalogue';
export { elementRoutes, events, footerLinks, footerLogos } from './elements';
export { addressTypes, company, companyAddresses, estateLegalSpecifics, openingHours } from './estate';
export { contactForm } from './forms';
export { legalPlaceholders, legalTexts, type LegalSpecifics } from './legal';
export { news } from './news';
export { newsletterLists } from './newsletter';
export { pages } from './pages';
export { localizedParameters, parameters } from './parameters';
export { popups } from './popups';
export { googleReviews } from './reviews';
export { services } from './services';
export { carriers, clickAndCollectClosedDays, clickAndCollectSlots, orderBack, orderGenericValues, orderStatuses } from './shop';
export { countries, languages, logos, siteInfo } from './site';
export type * from './types';
