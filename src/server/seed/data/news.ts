import type { NewsItem } from './types';

export const news: NewsItem[] = [
  {
    key: 'millesime-2025-en-cave',
    title: { fr_FR: 'Le millésime 2025 repose en cave', en_US: 'The 2025 vintage is resting in the cellar' },
    slug: { fr_FR: 'le-millesime-2025-repose-en-cave', en_US: 'the-2025-vintage-is-resting-in-the-cellar' },
    summary: {
      fr_FR: 'Fermentations terminées, premiers soutirages : nos impressions sur les vins de 2025 avant l’hiver.',
      en_US: 'Fermentations finished, first rackings done: our impressions of the 2025 wines before winter.',
    },
    content: {
      fr_FR:
        '<p>Les dernières fermentations malolactiques se sont achevées mi-janvier, et nous avons procédé aux premiers soutirages. 2025 s’annonce comme un millésime de fraîcheur : des rouges au fruit éclatant, peu alcooleux, et des chenins d’une belle tension.</p><p>Le Clos des Tilleuls est descendu en demi-muids dans la cave ; il y restera jusqu’au printemps 2027. Les premiers vins du millésime, le rosé « Fleur de Tilleul » et le « Grolleau de Soif », seront mis en bouteille en mars.</p>',
      en_US:
        '<p>The last malolactic fermentations finished in mid-January and we carried out the first rackings. 2025 looks like a vintage of freshness: reds with vibrant fruit and moderate alcohol, and Chenins with lovely tension.</p><p>The Clos des Tilleuls has gone down into 600-litre casks in the cellar, where it will stay until spring 2027. The first wines of the vintage, the “Fleur de Tilleul” rosé and the “Grolleau de Soif”, will be bottled in March.</p>',
    },
    publishedAt: '2026-01-20T09:00:00Z',
    isPromoted: false,
    picture: { scene: 'barrels', alt: { fr_FR: 'Les demi-muids alignés dans la cave de tuffeau', en_US: 'Casks lined up in the tufa cellar' } },
  },
  {
    key: 'medaille-or-tuffeaux',
    title: {
      fr_FR: 'Médaille d’or au Concours Général Agricole pour « Les Tuffeaux » 2024',
      en_US: 'Gold medal at the Concours Général Agricole for “Les Tuffeaux” 2024',
    },
    slug: { fr_FR: 'medaille-or-concours-general-agricole-les-tuffeaux-2024', en_US: 'gold-medal-concours-general-agricole-les-tuffeaux-2024' },
    summary: {
      fr_FR: 'Notre Saumur-Champigny de tous les jours a été distingué à Paris, lors du Salon de l’Agriculture.',
      en_US: 'Our everyday Saumur-Champigny was awarded in Paris, at the International Agricultural Show.',
    },
    content: {
      fr_FR:
        '<p>Belle surprise au Salon international de l’Agriculture : notre Saumur-Champigny « Les Tuffeaux » 2024, premier millésime entièrement certifié bio de cette cuvée, a reçu une médaille d’or au Concours Général Agricole.</p><p>C’est une récompense qui nous touche particulièrement, car c’est le vin que nous buvons nous-mêmes tous les jours. Il est disponible <a href="/nos-vins">sur la boutique</a> et au caveau, avec une remise à partir de 12 bouteilles.</p>',
      en_US:
        '<p>A lovely surprise at the Paris International Agricultural Show: our Saumur-Champigny “Les Tuffeaux” 2024, the first fully organic vintage of this cuvée, won a gold medal at the Concours Général Agricole.</p><p>This award means a lot to us, because it is the wine we drink ourselves every day. It is available <a href="/en_US/nos-vins">in the online shop</a> and at the cellar shop, with a discount from 12 bottles.</p>',
    },
    publishedAt: '2026-03-05T10:30:00Z',
    isPromoted: false,
    picture: { scene: 'tasting-glasses', alt: { fr_FR: 'Verres de Saumur-Champigny sur la table de dégustation', en_US: 'Glasses of Saumur-Champigny on the tasting table' } },
  },
  {
    key: 'portes-ouvertes-2026-retour',
    title: { fr_FR: 'Merci pour ces portes ouvertes !', en_US: 'Thank you for coming to our open days!' },
    slug: { fr_FR: 'merci-pour-ces-portes-ouvertes-2026', en_US: 'thank-you-open-days-2026' },
    summary: {
      fr_FR: 'Plus de 1 200 visiteurs les 18 et 19 avril : retour en images sur un week-end de printemps au domaine.',
      en_US: 'Over 1,200 visitors on 18 and 19 April: a look back at a spring weekend at the estate.',
    },
    content: {
      fr_FR:
        '<p>Vous étiez plus de 1 200 à nous rendre visite les 18 et 19 avril pour nos portes ouvertes de printemps. Visites des caves, balade commentée dans les vignes avec Antoine et Hermine, dégustation des 2025 en primeur et food-truck de la ferme voisine : merci à tous pour votre bonne humeur.</p><p>Un grand merci aussi à nos amis vignerons et à l’équipe de bénévoles sans qui rien ne serait possible. Rendez-vous au printemps prochain !</p>',
      en_US:
        '<p>More than 1,200 of you came to see us on 18 and 19 April for our spring open days. Cellar tours, a guided walk through the vines with Antoine and Hermine, an early tasting of the 2025s and a food truck from the neighbouring farm: thank you all for your good spirits.</p><p>Many thanks too to our fellow winegrowers and the team of volunteers without whom none of it would be possible. See you next spring!</p>',
    },
    publishedAt: '2026-04-22T08:00:00Z',
    isPromoted: false,
    picture: { scene: 'open-days', alt: { fr_FR: 'La cour du domaine pendant les portes ouvertes', en_US: 'The estate courtyard during the open days' } },
  },
  {
    key: 'vendanges-2026-debut',
    title: { fr_FR: 'Les vendanges 2026 ont commencé', en_US: 'The 2026 harvest has begun' },
    slug: { fr_FR: 'les-vendanges-2026-ont-commence', en_US: 'the-2026-harvest-has-begun' },
    summary: {
      fr_FR: 'Premier jour de récolte le 9 septembre, avec les chardonnays destinés à nos crémants.',
      en_US: 'The first day of picking was 9 September, starting with the Chardonnay for our crémants.',
    },
    content: {
      fr_FR:
        '<p>C’est parti ! Nous avons commencé à vendanger le 9 septembre, par les chardonnays et les chenins destinés à nos crémants, cueillis tôt pour garder leur fraîcheur. Les cabernets francs suivront d’ici une dizaine de jours, selon la météo.</p><p>L’équipe de vingt-deux vendangeurs est au complet, la plupart fidèles depuis des années. Suivez-nous sur Instagram pour vivre les vendanges au jour le jour.</p>',
      en_US:
        '<p>We’re off! We started picking on 9 September with the Chardonnay and Chenin for our crémants, harvested early to keep their freshness. The Cabernet Franc will follow within ten days or so, depending on the weather.</p><p>Our team of twenty-two pickers is complete, most of them loyal for years. Follow us on Instagram to live the harvest day by day.</p>',
    },
    publishedAt: '2026-09-10T17:00:00Z',
    isPromoted: false,
    picture: { scene: 'harvest', alt: { fr_FR: 'Vendangeurs dans les rangs de chardonnay', en_US: 'Pickers in the Chardonnay rows' } },
  },
  {
    key: 'vendanges-2026-bilan',
    title: { fr_FR: 'Vendanges 2026 : un millésime de caractère', en_US: '2026 harvest: a vintage with character' },
    slug: { fr_FR: 'vendanges-2026-un-millesime-de-caractere', en_US: '2026-harvest-a-vintage-with-character' },
    summary: {
      fr_FR: 'Après un été chaud et un début d’automne pluvieux, les derniers raisins sont rentrés le 8 octobre. Bilan.',
      en_US: 'After a hot summer and a rainy start to autumn, the last grapes came in on 8 October. Our review.',
    },
    content: {
      fr_FR:
        '<p>Les derniers cabernets francs du Clos sont rentrés le 8 octobre. Le millésime 2026 nous aura demandé beaucoup de vigilance : un été chaud et sec, puis des pluies fin septembre qui ont imposé un tri sévère sur table.</p><p>Les volumes sont légèrement inférieurs à la moyenne, mais la qualité est au rendez-vous : des raisins mûrs, des peaux épaisses, des jus d’une belle couleur. Les premiers chenins en fût sont très prometteurs. Et cette année encore, les brumes du Thouet pourraient nous permettre une petite récolte de Coteaux de Saumur : les vendangeurs repasseront dans les rangs jusqu’à la Toussaint.</p><p>Retrouvez les photos dans l’album <a href="/galerie">Vendanges 2026</a>.</p>',
      en_US:
        '<p>The last Cabernet Franc from the Clos came in on 8 October. The 2026 vintage called for a lot of vigilance: a hot, dry summer, then rain in late September that meant strict sorting on the table.</p><p>Volumes are slightly below average, but the quality is there: ripe grapes, thick skins, deeply coloured juice. The first Chenins in barrel are very promising. And once again the Thouet mists may allow a small harvest of Coteaux de Saumur: the pickers will go through the rows again until early November.</p><p>See the photos in the <a href="/en_US/gallery">2026 Harvest</a> album.</p>',
    },
    publishedAt: '2026-10-12T09:00:00Z',
    isPromoted: true,
    picture: { scene: 'harvest-crates', alt: { fr_FR: 'Caissettes de cabernet franc en bout de rang', en_US: 'Crates of Cabernet Franc at the end of a row' } },
  },
  {
    key: 'coffrets-fetes-2026',
    title: { fr_FR: 'Nos coffrets pour les fêtes', en_US: 'Our gift boxes for the holidays' },
    slug: { fr_FR: 'nos-coffrets-pour-les-fetes-2026', en_US: 'our-gift-boxes-for-the-holidays-2026' },
    summary: {
      fr_FR: 'Coffret découverte, magnum en caisse bois, caisse gravée : et 15 € offerts dès 100 € avec le code NOEL2026.',
      en_US: 'Discovery box, magnum in a wooden case, engraved case: and €15 off from €100 with the code NOEL2026.',
    },
    content: {
      fr_FR:
        '<p>Les fêtes approchent, et avec elles nos coffrets : le <a href="/nos-vins">Coffret Découverte</a> avec son ruban au choix, le magnum de Clos des Tilleuls en caisse bois, ou une caisse gravée au message de votre choix.</p><p>Du 15 novembre au 31 décembre, profitez de 15 € de remise dès 100 € d’achat avec le code <strong>NOEL2026</strong>. Pour une livraison avant Noël, commandez avant le 16 décembre ; le retrait au caveau reste possible jusqu’au 24 décembre à midi.</p>',
      en_US:
        '<p>The holidays are coming, and so are our gift boxes: the <a href="/en_US/nos-vins">Discovery Box</a> with a ribbon of your choice, the Clos des Tilleuls magnum in a wooden case, or a case engraved with your own message.</p><p>From 15 November to 31 December, enjoy €15 off orders of €100 or more with the code <strong>NOEL2026</strong>. For delivery before Christmas, order by 16 December; collection at the cellar shop is possible until noon on 24 December.</p>',
    },
    publishedAt: '2026-11-14T08:00:00Z',
    isPromoted: true,
    picture: { scene: 'cheese-board', alt: { fr_FR: 'Table de fête dressée avec nos vins', en_US: 'A festive table set with our wines' } },
  },
  {
    key: 'portes-ouvertes-2027-annonce',
    title: { fr_FR: 'Portes ouvertes de printemps : réservez les 17 et 18 avril 2027', en_US: 'Spring open days: save 17 and 18 April 2027' },
    slug: { fr_FR: 'portes-ouvertes-printemps-17-18-avril-2027', en_US: 'spring-open-days-17-18-april-2027' },
    summary: {
      fr_FR: 'Visites des caves, balades dans les vignes et dégustation des 2026 : les inscriptions aux visites guidées sont ouvertes.',
      en_US: 'Cellar tours, vineyard walks and a tasting of the 2026s: bookings for the guided tours are open.',
    },
    content: {
      fr_FR:
        '<p>Notez la date : nos portes ouvertes de printemps auront lieu le samedi 17 et le dimanche 18 avril 2027, de 10 h à 18 h. Entrée libre, dégustation gratuite.</p><p>Les visites guidées des caves, limitées à 25 personnes par départ, se réservent dès maintenant sur la page <a href="/oenotourisme">Œnotourisme</a>.</p>',
      en_US:
        '<p>Save the date: our spring open days will take place on Saturday 17 and Sunday 18 April 2027, from 10 am to 6 pm. Free entry, free tasting.</p><p>Guided cellar tours, limited to 25 people per tour, can be booked now on the <a href="/en_US/oenotourisme">Wine tourism</a> page.</p>',
    },
    publishedAt: '2026-11-18T08:00:00Z',
    isPromoted: false,
    picture: { scene: 'open-days', alt: { fr_FR: 'Visiteurs dans la cour du domaine au printemps', en_US: 'Visitors in the estate courtyard in spring' } },
  },
];
