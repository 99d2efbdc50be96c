import type { Localized } from '../types';

/** The home page, written by Claire Moreau. */
export const homeContent: Localized = {
  fr_FR: `<section class="intro">
<p class="lead">À Varrains, entre Saumur et l’abbaye de Fontevraud, notre famille cultive la vigne depuis 1928. Vingt-huit hectares de cabernet franc et de chenin, plantés sur les coteaux de tuffeau qui dominent la Loire et la vallée du Thouet, et une cave creusée dans la roche où nos vins prennent le temps de mûrir.</p>
<p><a class="button" href="/nos-vins">Découvrir nos vins</a> <a class="button button-outline" href="/oenotourisme">Visiter le domaine</a></p>
</section>
<section>
<h2>Quatre générations de Moreau</h2>
<p>Tout commence avec <strong>Louis Moreau</strong>, mon arrière-grand-père, qui achète en 1928 trois hectares de vigne sur le coteau de Varrains et vend son vin en fût aux maisons de Saumur. Son fils <strong>Henri</strong> creuse la deuxième galerie de la cave, replante le clos qui entoure la maison et met le domaine en bouteille pour la première fois en 1971.</p>
<p>Mes parents, <strong>Jean-Paul et Martine</strong>, ont fait grandir le domaine jusqu’à vingt-deux hectares et élaboré notre premier Crémant de Loire en 1989. Depuis 2016, c’est à notre tour : mon frère <strong>Antoine</strong> s’occupe des vignes, je m’occupe de la cave et des vinifications, et nous dégustons tout ensemble, souvent avec nos parents qui ne sont jamais bien loin.</p>
<p><a href="/notre-histoire">Lire notre histoire</a></p>
</section>
<section>
<h2>Le tuffeau, notre terroir</h2>
<p>Le tuffeau est cette pierre calcaire, blanche et tendre, dont sont bâtis les châteaux de la Loire. Sous nos vignes, il forme un socle qui garde la fraîcheur l’été et rend la nuit la chaleur accumulée le jour. Les racines du cabernet franc y descendent profondément et donnent des vins à la fois mûrs et digestes.</p>
<p>Sur le haut du coteau, des argiles à silex apportent de la structure à nos rouges de garde ; en bas, vers le Thouet, des sables plus légers donnent nos rosés et nos vins de soif. Dans la roche elle-même, nos caves gardent 12 °C toute l’année : le lieu idéal pour élever nos vins et faire mousser nos crémants.</p>
</section>
<section>
<h2>Nos engagements</h2>
<ul>
<li><strong>Agriculture biologique</strong> : convertis depuis 2020, certifiés à partir du millésime 2023.</li>
<li><strong>Vendanges manuelles</strong> pour toutes nos cuvées de coteau et nos crémants.</li>
<li><strong>Labour au cheval</strong> sur les pentes des Côtes du Clos, où le tracteur ne passe pas.</li>
<li><strong>Biodiversité</strong> : plus de deux kilomètres de haies replantées depuis 2019, des nichoirs et des couverts fleuris entre les rangs.</li>
<li><strong>Vente directe</strong> : nos vins partent du domaine vers votre table, sans intermédiaire.</li>
</ul>
<p><a href="/nos-engagements">Nos engagements en détail</a></p>
</section>
<section>
<h2>Venir nous voir</h2>
<p>Le caveau vous accueille du lundi après-midi au samedi, dans l’ancien pressoir creusé dans le tuffeau. Dégustation gratuite de nos vins, visite des caves sur réservation, et retrait de vos commandes passées en ligne.</p>
<p><a href="/contact">Horaires et accès</a></p>
</section>`,
  en_US: `<section class="intro">
<p class="lead">In Varrains, between Saumur and Fontevraud Abbey, our family has been growing vines since 1928. Twenty-eight hectares of Cabernet Franc and Chenin Blanc on the tufa slopes overlooking the Loire and the Thouet valley, and a cellar carved into the rock where our wines take their time to mature.</p>
<p><a class="button" href="/en_US/nos-vins">Discover our wines</a> <a class="button button-outline" href="/en_US/oenotourisme">Visit the estate</a></p>
</section>
<section>
<h2>Four generations of Moreaus</h2>
<p>It all began with <strong>Louis Moreau</strong>, my great-grandfather, who bought three hectares of vines on the Varrains slope in 1928 and sold his wine by the cask to the houses of Saumur. His son <strong>Henri</strong> dug the second gallery of the cellar, replanted the walled vineyard around the house and bottled the estate’s wine for the first time in 1971.</p>
<p>My parents, <strong>Jean-Paul and Martine</strong>, grew the estate to twenty-two hectares and made our first Crémant de Loire in 1989. Since 2016 it has been our turn: my brother <strong>Antoine</strong> looks after the vines, I look after the cellar and the winemaking, and we taste everything together, often with our parents, who are never far away.</p>
<p><a href="/en_US/our-story">Read our story</a></p>
</section>
<section>
<h2>Tufa, our terroir</h2>
<p>Tufa is the soft white limestone the châteaux of the Loire are built from. Beneath our vines it forms a bedrock that stays cool in summer and gives back at night the warmth it stored during the day. Cabernet Franc roots reach deep into it and give wines that are both ripe and easy to drink.</p>
<p>At the top of the slope, flinty clays bring structure to our reds for laying down; lower down, towards the Thouet, lighter sands give our rosés and easy-drinking wines. Inside the rock itself, our cellars stay at 12 °C all year round: the ideal place to age our wines and make our crémants sparkle.</p>
</section>
<section>
<h2>Our commitments</h2>
<ul>
<li><strong>Organic farming</strong>: in conversion since 2020, certified from the 2023 vintage.</li>
<li><strong>Hand harvesting</strong> for all our hillside cuvées and our crémants.</li>
<li><strong>Ploughing by horse</strong> on the slopes of Les Côtes du Clos, where no tractor can go.</li>
<li><strong>Biodiversity</strong>: over two kilometres of hedgerows replanted since 2019, nesting boxes and flowering cover crops between the rows.</li>
<li><strong>Direct sales</strong>: our wines go from the estate to your table, with no middleman.</li>
</ul>
<p><a href="/en_US/our-commitments">Our commitments in detail</a></p>
</section>
<section>
<h2>Come and see us</h2>
<p>The cellar shop welcomes you from Monday afternoon to Saturday, in the old press house carved into the tufa. Free tasting of our wines, cellar tours by booking, and collection of your online orders.</p>
<p><a href="/en_US/contact">Opening hours and directions</a></p>
</section>`,
};
