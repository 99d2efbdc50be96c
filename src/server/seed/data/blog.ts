import type { BlogFolder } from './types';

const seasons: BlogFolder = {
  key: 'au-fil-des-saisons',
  title: { fr_FR: 'Au fil des saisons', en_US: 'Through the seasons' },
  slug: { fr_FR: 'au-fil-des-saisons', en_US: 'through-the-seasons' },
  description: {
    fr_FR: 'Le travail de la vigne et de la cave, mois après mois, raconté par Antoine et Claire.',
    en_US: 'Work in the vineyard and the cellar, month by month, told by Antoine and Claire.',
  },
  order: 1,
  picture: { scene: 'vineyard-spring', alt: { fr_FR: 'Les vignes de Varrains au printemps', en_US: 'The Varrains vines in spring' } },
  posts: [
    {
      key: 'la-taille',
      title: { fr_FR: 'La taille, l’hiver au cœur des vignes', en_US: 'Pruning: winter in the heart of the vines' },
      slug: { fr_FR: 'la-taille-l-hiver-au-coeur-des-vignes', en_US: 'pruning-winter-in-the-heart-of-the-vines' },
      summary: {
        fr_FR: 'De décembre à mars, nous taillons chacun de nos 140 000 pieds à la main. Pourquoi ce travail décide déjà du prochain millésime.',
        en_US: 'From December to March we prune each of our 140,000 vines by hand. Why this work already shapes the next vintage.',
      },
      content: {
        fr_FR:
          '<p>Quand les feuilles sont tombées et que la sève est redescendue, commence le plus long chantier de l’année : la taille. Sur le domaine, cela représente environ 140 000 pieds, taillés un par un, au sécateur électrique, par une équipe de six personnes, de début décembre à la mi-mars.</p><h2>Choisir les bois</h2><p>Tailler, c’est décider du nombre de bourgeons que l’on laisse à chaque pied, donc de la quantité de raisin à venir. Sur le cabernet franc, nous pratiquons une taille Guyot simple : un long bois de six à huit yeux et un courson de deux yeux pour préparer l’année suivante. Moins de bourgeons, c’est moins de grappes, mais des grappes plus concentrées.</p><h2>Respecter les flux de sève</h2><p>Depuis 2018, nous appliquons la taille dite « respectueuse » : les plaies sont toujours placées du même côté du cep, pour que la sève circule sans obstacle. Les vignes vieillissent mieux, et nous voyons nettement reculer les maladies du bois comme l’esca.</p><p>Les sarments coupés sont broyés et laissés au sol : ils se transforment en humus et nourrissent la vie du sol pour les années à venir.</p>',
        en_US:
          '<p>Once the leaves have fallen and the sap has drawn back, the longest job of the year begins: pruning. On the estate that means about 140,000 vines, pruned one by one with electric shears by a team of six, from early December to mid-March.</p><h2>Choosing the canes</h2><p>Pruning means deciding how many buds to leave on each vine, and therefore how much fruit will follow. On Cabernet Franc we use single Guyot pruning: one long cane of six to eight buds and a two-bud spur to prepare the following year. Fewer buds means fewer bunches, but more concentrated ones.</p><h2>Respecting the sap flow</h2><p>Since 2018 we have practised so-called “respectful” pruning: cuts are always made on the same side of the vine so that sap flows unhindered. The vines age better, and we have seen trunk diseases such as esca clearly recede.</p><p>The cut canes are shredded and left on the ground, where they turn into humus and feed the soil for years to come.</p>',
      },
      publishedAt: '2026-01-28T08:00:00Z',
      author: 'Antoine Moreau',
      picture: { scene: 'pruning', alt: { fr_FR: 'Taille des vignes en hiver', en_US: 'Pruning the vines in winter' } },
    },
    {
      key: 'gelees-de-printemps',
      title: { fr_FR: 'Débourrement et gelées de printemps', en_US: 'Budburst and spring frosts' },
      slug: { fr_FR: 'debourrement-et-gelees-de-printemps', en_US: 'budburst-and-spring-frosts' },
      summary: {
        fr_FR: 'En avril, les bourgeons s’ouvrent et une seule nuit à −2 °C peut emporter une partie de la récolte. Nos nuits de veille.',
        en_US: 'In April the buds open, and a single night at −2 °C can take part of the crop. Our nights on watch.',
      },
      content: {
        fr_FR:
          '<p>Début avril, les bourgeons gonflent, le coton apparaît, puis les premières feuilles : c’est le débourrement. C’est aussi la période où nous dormons le moins, car une gelée blanche au petit matin peut griller les jeunes pousses en quelques heures.</p><h2>Surveiller le ciel</h2><p>Nous avons installé trois sondes de température dans les parcelles les plus basses, qui nous envoient une alerte quand le thermomètre descend sous 1 °C. Les nuits à risque, Antoine et moi nous relayons pour allumer les bougies antigel dans les bas de coteau, et les voisins font de même : la solidarité entre vignerons prend tout son sens.</p><h2>Le coteau protège</h2><p>Le tuffeau et la pente sont nos meilleurs alliés : l’air froid, plus lourd, glisse vers la vallée du Thouet, et le haut du coteau gèle rarement. C’est l’une des raisons pour lesquelles nos anciens ont planté les meilleures vignes là-haut.</p><p>En 2026, le printemps a été clément : une seule nuit d’alerte, le 14 avril, sans dégât.</p>',
        en_US:
          '<p>In early April the buds swell, the woolly stage appears, then the first leaves: this is budburst. It is also when we sleep least, because a white frost at dawn can scorch the young shoots in a few hours.</p><h2>Watching the sky</h2><p>We have installed three temperature sensors in the lowest plots, which alert us when the thermometer drops below 1 °C. On risky nights Antoine and I take turns lighting frost candles at the foot of the slopes, and the neighbours do the same: solidarity between winegrowers really matters then.</p><h2>The slope protects</h2><p>Tufa and the slope are our best allies: cold air, being heavier, slides down towards the Thouet valley, and the top of the slope rarely freezes. That is one of the reasons our elders planted the best vines up there.</p><p>Spring 2026 was kind to us: just one night on alert, on 14 April, with no damage.</p>',
      },
      publishedAt: '2026-04-24T08:00:00Z',
      author: 'Claire Moreau',
      picture: { scene: 'vineyard-spring', alt: { fr_FR: 'Jeunes feuilles de cabernet franc au débourrement', en_US: 'Young Cabernet Franc leaves at budburst' } },
    },
    {
      key: 'floraison',
      title: { fr_FR: 'Ce que la floraison nous dit du millésime', en_US: 'What flowering tells us about the vintage' },
      slug: { fr_FR: 'ce-que-la-floraison-nous-dit-du-millesime', en_US: 'what-flowering-tells-us-about-the-vintage' },
      summary: {
        fr_FR: 'Discrète et parfumée, la fleur de vigne annonce la date des vendanges : cent jours plus tard, en moyenne.',
        en_US: 'Discreet and fragrant, the vine flower announces the harvest date: about a hundred days later.',
      },
      content: {
        fr_FR:
          '<p>Peu de gens ont déjà senti une vigne en fleur. Pourtant, début juin, quand on marche dans les rangs en fin de journée, un parfum léger de miel et de réséda flotte sur le coteau. La fleur de vigne est minuscule, verte, sans pétales apparents : elle ne dure que quelques jours.</p><h2>Cent jours</h2><p>Les vignerons ont une règle simple : les vendanges ont lieu environ cent jours après la mi-floraison. En 2026, nos cabernets francs ont fleuri autour du 3 juin ; nous avons donc commencé à préparer les caissettes pour la mi-septembre.</p><h2>La coulure</h2><p>Si la floraison se passe sous la pluie ou le froid, une partie des fleurs ne se transforme pas en grains : c’est la coulure. Les grappes seront moins fournies, la récolte plus petite. Le grolleau y est particulièrement sensible, et c’est pourquoi nous le surveillons de près.</p>',
        en_US:
          '<p>Few people have ever smelled a vine in flower. Yet in early June, walking through the rows at the end of the day, a light scent of honey and mignonette drifts over the slope. The vine flower is tiny and green, with no visible petals, and lasts only a few days.</p><h2>A hundred days</h2><p>Winegrowers have a simple rule: harvest comes about a hundred days after mid-flowering. In 2026 our Cabernet Franc flowered around 3 June, so we started getting the crates ready for mid-September.</p><h2>Shatter</h2><p>If flowering happens in rain or cold, some of the flowers never become berries: this is called shatter, or coulure. The bunches will be sparser and the crop smaller. Grolleau is especially prone to it, which is why we keep a close eye on it.</p>',
      },
      publishedAt: '2026-06-12T08:00:00Z',
      author: 'Antoine Moreau',
      picture: { scene: 'flowering', alt: { fr_FR: 'Fleurs de vigne en juin', en_US: 'Vine flowers in June' } },
    },
    {
      key: 'vendanges-cote-cave',
      title: { fr_FR: 'Les vendanges, côté cave', en_US: 'Harvest, from the cellar side' },
      slug: { fr_FR: 'les-vendanges-cote-cave', en_US: 'harvest-from-the-cellar-side' },
      summary: {
        fr_FR: 'Tri, pressurage, premières fermentations : trois semaines sans répit derrière les portes de la cave.',
        en_US: 'Sorting, pressing, first fermentations: three weeks without rest behind the cellar doors.',
      },
      content: {
        fr_FR:
          '<p>Pendant que l’équipe de vendangeurs parcourt les rangs, la cave tourne à plein régime. Chaque caissette passe sur la table de tri, où quatre personnes écartent les feuilles et les grains abîmés.</p><h2>Les blancs</h2><p>Les chenins et les chardonnays partent directement au pressoir pneumatique, en grappes entières. Le jus repose une nuit au froid pour se clarifier, puis rejoint les cuves ou les fûts où il fermentera lentement, parfois jusqu’à Noël.</p><h2>Les rouges</h2><p>Les cabernets francs sont éraflés et mis en cuve. Chaque matin et chaque soir, je goûte chaque cuve et décide des remontages ou des pigeages : c’est là que se construit la structure du vin. La cave sent le fruit écrasé et le moût en fermentation, une odeur que nous attendons toute l’année.</p>',
        en_US:
          '<p>While the pickers work their way along the rows, the cellar runs flat out. Every crate goes across the sorting table, where four people remove leaves and damaged berries.</p><h2>The whites</h2><p>Chenin and Chardonnay go straight into the pneumatic press as whole bunches. The juice settles overnight in the cold, then goes into the tanks or barrels where it will ferment slowly, sometimes until Christmas.</p><h2>The reds</h2><p>The Cabernet Franc is destemmed and put into vats. Every morning and evening I taste each vat and decide on pump-overs or punch-downs: this is where the wine’s structure is built. The cellar smells of crushed fruit and fermenting must, a smell we look forward to all year.</p>',
      },
      publishedAt: '2026-10-02T08:00:00Z',
      author: 'Claire Moreau',
      picture: { scene: 'press', alt: { fr_FR: 'Le pressoir pendant les vendanges', en_US: 'The press during harvest' } },
    },
  ],
};

const pairings: BlogFolder = {
  key: 'accords-mets-et-vins',
  title: { fr_FR: 'Accords mets et vins', en_US: 'Food and wine pairings' },
  slug: { fr_FR: 'accords-mets-et-vins', en_US: 'food-and-wine-pairings' },
  description: {
    fr_FR: 'Nos idées pour marier les vins du domaine avec la cuisine de tous les jours et celle des grandes occasions.',
    en_US: 'Our ideas for matching the estate’s wines with everyday cooking and special-occasion dishes.',
  },
  order: 2,
  picture: { scene: 'food-pairing', alt: { fr_FR: 'Un plat et un verre de vin sur la table du domaine', en_US: 'A dish and a glass of wine on the estate table' } },
  posts: [
    {
      key: 'sandre-beurre-blanc',
      title: { fr_FR: 'Sandre au beurre blanc et chenin : l’accord ligérien', en_US: 'Pike-perch with beurre blanc and Chenin: the Loire pairing' },
      slug: { fr_FR: 'sandre-au-beurre-blanc-et-chenin', en_US: 'pike-perch-beurre-blanc-and-chenin' },
      summary: {
        fr_FR: 'La recette de Martine et pourquoi l’acidité du Saumur blanc est faite pour le beurre blanc.',
        en_US: 'Martine’s recipe, and why the acidity of Saumur Blanc is made for beurre blanc.',
      },
      content: {
        fr_FR:
          '<p>Le beurre blanc est né sur les bords de Loire, et il n’a pas de meilleur compagnon que le chenin. Sa richesse appelle un vin vif, capable de nettoyer le palais entre deux bouchées : c’est exactement ce que fait notre Saumur blanc « La Pierre Blanche ».</p><h2>La recette de Martine (4 personnes)</h2><ul><li>4 pavés de sandre</li><li>3 échalotes grises finement ciselées</li><li>10 cl de Saumur blanc et 5 cl de vinaigre de vin blanc</li><li>200 g de beurre demi-sel très froid, en dés</li></ul><p>Faites réduire les échalotes avec le vin et le vinaigre jusqu’à ce qu’il ne reste presque plus de liquide. Hors du feu, incorporez le beurre dé par dé en fouettant, puis remettez sur feu très doux sans jamais faire bouillir. Cuisez le sandre côté peau à la poêle, 4 minutes, puis 1 minute de l’autre côté.</p><h2>Et pour aller plus loin</h2><p>Avec un beurre blanc monté à la crème ou un turbot, osez « Les Côtes du Clos » : son élevage en fût répond à la sauce, et sa minéralité garde l’ensemble léger.</p>',
        en_US:
          '<p>Beurre blanc was born on the banks of the Loire, and it has no better companion than Chenin Blanc. Its richness calls for a lively wine that cleanses the palate between mouthfuls: exactly what our Saumur Blanc “La Pierre Blanche” does.</p><h2>Martine’s recipe (serves 4)</h2><ul><li>4 pike-perch fillets</li><li>3 grey shallots, finely chopped</li><li>100 ml Saumur Blanc and 50 ml white wine vinegar</li><li>200 g very cold lightly salted butter, diced</li></ul><p>Reduce the shallots with the wine and vinegar until almost no liquid is left. Off the heat, whisk in the butter cube by cube, then return to a very low heat without ever letting it boil. Cook the fish skin-side down in a pan for 4 minutes, then 1 minute on the other side.</p><h2>Going further</h2><p>With a cream-enriched beurre blanc or turbot, try “Les Côtes du Clos”: its barrel ageing matches the sauce, and its minerality keeps everything light.</p>',
      },
      publishedAt: '2026-03-18T08:00:00Z',
      author: 'Claire Moreau',
      picture: { scene: 'food-pairing', alt: { fr_FR: 'Sandre au beurre blanc et verre de Saumur blanc', en_US: 'Pike-perch with beurre blanc and a glass of Saumur Blanc' } },
    },
    {
      key: 'cabernet-anjou-cuisine-epicee',
      title: { fr_FR: 'Le Cabernet d’Anjou, notre allié des cuisines épicées', en_US: 'Cabernet d’Anjou, our ally for spicy food' },
      slug: { fr_FR: 'cabernet-d-anjou-et-cuisines-epicees', en_US: 'cabernet-d-anjou-and-spicy-food' },
      summary: {
        fr_FR: 'Curry, tajine, cuisine thaïe : pourquoi un rosé tendre apaise le piment mieux qu’un rouge tannique.',
        en_US: 'Curry, tagine, Thai food: why a soft rosé tames chilli better than a tannic red.',
      },
      content: {
        fr_FR:
          '<p>On sert souvent le Cabernet d’Anjou à l’apéritif, et c’est dommage de s’arrêter là. Sa légère douceur et son fruit généreux en font un partenaire remarquable pour les plats épicés.</p><h2>Pourquoi ça marche</h2><p>Le piment accentue la perception des tanins et de l’alcool : un rouge puissant devient alors dur et brûlant. À l’inverse, les sucres résiduels d’un Cabernet d’Anjou adoucissent la sensation de chaleur, et sa fraîcheur relance l’appétit.</p><h2>Nos accords préférés</h2><ul><li>Un curry vert thaï au poulet et au lait de coco</li><li>Un tajine d’agneau aux abricots et au miel</li><li>Des travers de porc laqués à la sauce aigre-douce</li></ul><p>Servez « Les Demoiselles » bien frais, entre 7 et 9 °C.</p>',
        en_US:
          '<p>Cabernet d’Anjou is often served as an aperitif, and it is a pity to stop there. Its slight sweetness and generous fruit make it a remarkable partner for spicy dishes.</p><h2>Why it works</h2><p>Chilli heightens the perception of tannin and alcohol: a powerful red turns hard and hot. The residual sugar of a Cabernet d’Anjou, on the other hand, softens the feeling of heat, and its freshness revives the appetite.</p><h2>Our favourite pairings</h2><ul><li>Thai green curry with chicken and coconut milk</li><li>Lamb tagine with apricots and honey</li><li>Sticky sweet-and-sour pork ribs</li></ul><p>Serve “Les Demoiselles” well chilled, between 7 and 9 °C.</p>',
      },
      publishedAt: '2026-05-20T08:00:00Z',
      author: 'Claire Moreau',
      picture: { scene: 'food-pairing', alt: { fr_FR: 'Curry et verre de rosé', en_US: 'Curry with a glass of rosé' } },
    },
    {
      key: 'fromages-et-vins-de-loire',
      title: { fr_FR: 'Quel vin de Loire pour quel fromage ?', en_US: 'Which Loire wine for which cheese?' },
      slug: { fr_FR: 'quel-vin-de-loire-pour-quel-fromage', en_US: 'which-loire-wine-for-which-cheese' },
      summary: {
        fr_FR: 'Chèvre, pâtes pressées, bleus : le plateau de fromages se marie plus souvent avec un blanc qu’avec un rouge.',
        en_US: 'Goat’s cheese, hard cheeses, blues: a cheese board pairs more often with a white than a red.',
      },
      content: {
        fr_FR:
          '<p>Au caveau, on nous demande souvent quel rouge ouvrir avec le fromage. Notre réponse surprend : bien souvent, c’est un blanc qu’il faut.</p><h2>Les chèvres de Loire</h2><p>Sainte-Maure-de-Touraine, Valençay, Selles-sur-Cher : leur acidité et leur texture crayeuse appellent un chenin sec. « La Pierre Blanche » sur un chèvre frais, « Les Côtes du Clos » sur un chèvre bien affiné.</p><h2>Les pâtes pressées</h2><p>Un comté de 18 ou 24 mois, un vieux gouda ou un saint-nectaire s’accordent avec nos rouges de garde : le « Clos des Tilleuls » ou la « Cuvée Henri », dont les tanins se fondent dans le gras du fromage.</p><h2>Les bleus</h2><p>Pour un roquefort ou une fourme d’Ambert, rien ne vaut le contraste sucré-salé d’un liquoreux : une demi-bouteille des « Grains d’Or » suffit pour six convives.</p>',
        en_US:
          '<p>At the cellar shop we are often asked which red to open with cheese. Our answer surprises people: very often, what you need is a white.</p><h2>Loire goat’s cheeses</h2><p>Sainte-Maure-de-Touraine, Valençay, Selles-sur-Cher: their acidity and chalky texture call for a dry Chenin. “La Pierre Blanche” with a fresh goat’s cheese, “Les Côtes du Clos” with a well-aged one.</p><h2>Hard cheeses</h2><p>An 18 or 24-month Comté, an old Gouda or a Saint-Nectaire go well with our reds for laying down, “Clos des Tilleuls” or “Cuvée Henri”, whose tannins melt into the richness of the cheese.</p><h2>Blue cheeses</h2><p>For Roquefort or Fourme d’Ambert, nothing beats the sweet-and-salty contrast of a sweet wine: a half-bottle of “Les Grains d’Or” is enough for six.</p>',
      },
      publishedAt: '2026-07-08T08:00:00Z',
      author: 'Antoine Moreau',
      picture: { scene: 'cheese-board', alt: { fr_FR: 'Plateau de fromages de Loire', en_US: 'A board of Loire cheeses' } },
    },
  ],
};

export const blogFolders: BlogFolder[] = [seasons, pairings];
