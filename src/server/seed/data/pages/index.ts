import type { Localized, Page, PageType, ScenePicture } from '../types';
import { commitmentsContent, storyContent, terroirContent } from './estate-pages';
import { homeContent } from './home';

// The menu of the site. Routes fixed by the specification (le-domaine, nos-vins, actualites,
// oenotourisme, contact) keep their French name in English too, as the wine club's (club, its own
// route: the CLUB page only puts it in the menu); the estate's own pages are translated.

interface PageInput {
  key: string;
  type: PageType;
  title: Localized;
  menuTitle?: Localized;
  url: Localized;
  metaDescription: Localized;
  menuIcon?: string;
  content?: Localized;
  picture?: ScenePicture;
  order: number;
  showInMenu?: boolean;
  isFixedOnRight?: boolean;
  isEcommercePage?: boolean;
  children?: Page[];
}

/** A page of the menu, its usual settings filled in. */
export const pageOf = (input: PageInput): Page => ({
  key: input.key,
  type: input.type,
  title: input.title,
  menuTitle: input.menuTitle ?? input.title,
  url: input.url,
  metaDescription: input.metaDescription,
  menuIcon: input.menuIcon ?? null,
  content: input.content ?? null,
  ...(input.picture ? { picture: input.picture } : {}),
  showInMenu: input.showInMenu ?? true,
  order: input.order,
  isFixedOnRight: input.isFixedOnRight ?? false,
  isEcommercePage: input.isEcommercePage ?? false,
  useAbsoluteMenu: false,
  reload: false,
  isCustomHeader: false,
  isCustomFooter: false,
  children: input.children ?? [],
});

const same = (url: string): Localized => ({ fr_FR: url, en_US: url });

export const pages: Page[] = [
  pageOf({
    key: 'home',
    type: 'HOME',
    title: { fr_FR: 'Domaine des Tilleuls, vignerons à Saumur-Champigny', en_US: 'Domaine des Tilleuls, winegrowers in Saumur-Champigny' },
    menuTitle: { fr_FR: 'Le domaine', en_US: 'The estate' },
    url: same('le-domaine'),
    metaDescription: {
      fr_FR: 'La famille Moreau cultive 28 hectares de cabernet franc et de chenin sur le tuffeau de Varrains depuis 1928. Vins de Saumur en agriculture biologique.',
      en_US: 'The Moreau family has grown 28 hectares of Cabernet Franc and Chenin Blanc on the tufa of Varrains since 1928. Organic Saumur wines.',
    },
    menuIcon: 'fa-house',
    content: homeContent,
    picture: { scene: 'estate-house', alt: { fr_FR: 'La maison familiale et ses tilleuls au-dessus des vignes', en_US: 'The family house and its linden trees above the vines' } },
    order: 1,
    children: [
      pageOf({
        key: 'story',
        type: 'CMS',
        title: { fr_FR: 'Notre histoire', en_US: 'Our story' },
        url: { fr_FR: 'notre-histoire', en_US: 'our-story' },
        metaDescription: {
          fr_FR: 'De Louis Moreau en 1928 à Claire et Antoine aujourd’hui : quatre générations de vignerons au Domaine des Tilleuls.',
          en_US: 'From Louis Moreau in 1928 to Claire and Antoine today: four generations of winegrowers at Domaine des Tilleuls.',
        },
        content: storyContent,
        picture: { scene: 'family', alt: { fr_FR: 'Claire et Antoine Moreau dans la cave', en_US: 'Claire and Antoine Moreau in the cellar' } },
        order: 1,
      }),
      pageOf({
        key: 'terroir',
        type: 'CMS',
        title: { fr_FR: 'Notre terroir', en_US: 'Our terroir' },
        url: { fr_FR: 'notre-terroir', en_US: 'our-terroir' },
        metaDescription: {
          fr_FR: 'Tuffeau, argiles à silex et sables : les sols et le climat qui font les vins du Domaine des Tilleuls.',
          en_US: 'Tufa, flinty clay and sand: the soils and climate behind the wines of Domaine des Tilleuls.',
        },
        content: terroirContent,
        picture: { scene: 'loire-landscape', alt: { fr_FR: 'Les coteaux de Varrains et la vallée de la Loire', en_US: 'The Varrains slopes and the Loire valley' } },
        order: 2,
      }),
      pageOf({
        key: 'commitments',
        type: 'CMS',
        title: { fr_FR: 'Nos engagements', en_US: 'Our commitments' },
        url: { fr_FR: 'nos-engagements', en_US: 'our-commitments' },
        metaDescription: {
          fr_FR: 'Agriculture biologique, labour au cheval, haies et biodiversité : comment nous cultivons nos vignes.',
          en_US: 'Organic farming, horse ploughing, hedgerows and biodiversity: how we look after our vines.',
        },
        content: commitmentsContent,
        picture: { scene: 'horse-ploughing', alt: { fr_FR: 'Labour au cheval dans les Côtes du Clos', en_US: 'Ploughing by horse in Les Côtes du Clos' } },
        order: 3,
      }),
      pageOf({
        key: 'gallery',
        type: 'ALBUMS',
        title: { fr_FR: 'Galerie photos', en_US: 'Photo gallery' },
        url: { fr_FR: 'galerie', en_US: 'gallery' },
        metaDescription: {
          fr_FR: 'Vendanges, travaux de la vigne et vie de la cave : le Domaine des Tilleuls en images.',
          en_US: 'Harvests, work in the vineyard and life in the cellar: Domaine des Tilleuls in pictures.',
        },
        order: 4,
      }),
    ],
  }),
  pageOf({
    key: 'wines',
    type: 'ECOMMERCE',
    title: { fr_FR: 'Nos vins', en_US: 'Our wines' },
    url: same('nos-vins'),
    metaDescription: {
      fr_FR: 'Saumur-Champigny, Saumur blanc, Crémant de Loire, rosés et liquoreux : commandez les vins du domaine, livrés chez vous ou à retirer au caveau.',
      en_US: 'Saumur-Champigny, Saumur Blanc, Crémant de Loire, rosés and sweet wines: order the estate’s wines, delivered or collected at the cellar shop.',
    },
    menuIcon: 'fa-wine-bottle',
    content: {
      fr_FR: '<p>Tous nos vins sont élevés et mis en bouteille au domaine. Livraison offerte dès 300 € d’achat ou 60 bouteilles, ou retrait gratuit au caveau.</p>',
      en_US: '<p>All our wines are aged and bottled at the estate. Free delivery from €300 or 60 bottles, or free collection at the cellar shop.</p>',
    },
    order: 2,
    isEcommercePage: true,
  }),
  pageOf({
    key: 'club',
    type: 'CLUB',
    title: { fr_FR: 'Le club du domaine', en_US: 'The estate’s wine club' },
    menuTitle: { fr_FR: 'Le club', en_US: 'Wine club' },
    url: same('club'),
    metaDescription: {
      fr_FR: 'Le club du Domaine des Tilleuls : une caisse choisie par la famille plusieurs fois par an, le prix membre sur tous nos vins et un accès prioritaire aux cuvées rares.',
      en_US: 'The Domaine des Tilleuls wine club: a case chosen by the family a few times a year, the member price on all our wines and first call on the rare cuvées.',
    },
    menuIcon: 'fa-wine-glass',
    order: 3,
    isEcommercePage: true,
  }),
  pageOf({
    key: 'wine-tourism',
    type: 'WINE_TOURISM',
    title: { fr_FR: 'Œnotourisme', en_US: 'Wine tourism' },
    menuTitle: { fr_FR: 'Visites', en_US: 'Visits' },
    url: same('oenotourisme'),
    metaDescription: {
      fr_FR: 'Visite des caves troglodytiques, balade dans les vignes, ateliers mets et vins : vivez le Saumurois au Domaine des Tilleuls.',
      en_US: 'Tufa cave cellar tours, vineyard walks, food and wine workshops: experience the Saumur area at Domaine des Tilleuls.',
    },
    menuIcon: 'fa-person-hiking',
    content: {
      fr_FR: '<p>À dix minutes de Saumur et de Fontevraud, venez découvrir nos caves creusées dans le tuffeau, marcher dans les vignes et déguster nos vins avec nous. Toutes nos visites se font sur réservation.</p>',
      en_US: '<p>Ten minutes from Saumur and Fontevraud, come and discover our cellars carved into the tufa, walk through the vines and taste our wines with us. All our visits are by booking.</p>',
    },
    picture: { scene: 'tufa-cellar', alt: { fr_FR: 'La galerie de la cave creusée dans le tuffeau', en_US: 'The cellar gallery carved into the tufa' } },
    order: 4,
  }),
  pageOf({
    key: 'news',
    type: 'NEWS',
    title: { fr_FR: 'Actualités', en_US: 'News' },
    url: same('actualites'),
    metaDescription: {
      fr_FR: 'Les nouvelles du Domaine des Tilleuls : vendanges, millésimes, salons et portes ouvertes.',
      en_US: 'News from Domaine des Tilleuls: harvests, vintages, wine fairs and open days.',
    },
    menuIcon: 'fa-newspaper',
    order: 5,
  }),
  pageOf({
    key: 'blog',
    type: 'BLOG',
    title: { fr_FR: 'Le carnet du domaine', en_US: 'The estate journal' },
    menuTitle: { fr_FR: 'Blog', en_US: 'Blog' },
    url: same('blog'),
    metaDescription: {
      fr_FR: 'Le travail de la vigne au fil des saisons et nos idées d’accords mets et vins, racontés par la famille Moreau.',
      en_US: 'Work in the vineyard through the seasons and our food and wine pairing ideas, told by the Moreau family.',
    },
    menuIcon: 'fa-feather',
    order: 6,
  }),
  pageOf({
    key: 'contact',
    type: 'CONTACT',
    title: { fr_FR: 'Contact et accès', en_US: 'Contact and directions' },
    menuTitle: { fr_FR: 'Contact', en_US: 'Contact' },
    url: same('contact'),
    metaDescription: {
      fr_FR: 'Contactez la famille Moreau au Domaine des Tilleuls à Varrains : horaires du caveau, accès, visites.',
      en_US: 'Get in touch with the Moreau family at Domaine des Tilleuls in Varrains: cellar shop hours, directions, visits.',
    },
    menuIcon: 'fa-envelope',
    content: {
      fr_FR:
        '<p>Le caveau se trouve à Varrains, à 7 km au sud-est de Saumur par la D947 puis la route de Chacé. Parking dans la cour, accès possible en fauteuil roulant jusqu’à la salle de dégustation.</p><p>Une question sur une commande, une visite de groupe, un mariage ? Écrivez-nous, nous répondons sous 48 heures ouvrées.</p>',
      en_US:
        '<p>The cellar shop is in Varrains, 7 km south-east of Saumur via the D947 and the road to Chacé. Parking in the courtyard, wheelchair access to the tasting room.</p><p>A question about an order, a group visit, a wedding? Write to us and we will reply within two working days.</p>',
    },
    order: 7,
    isFixedOnRight: true,
  }),
];
