import type { Localized } from '../types';

export const storyContent: Localized = {
  fr_FR: `<p class="lead">Notre histoire tient dans quelques hectares de coteau, une cave creusée à la main et quatre générations qui se sont passé le sécateur.</p>
<h2>1928 – Louis, le premier vigneron</h2>
<p>Fils de carrier, Louis Moreau connaît le tuffeau mieux que personne : son père en tirait les pierres des maisons de Varrains. En 1928, il achète trois hectares de vigne au-dessus des anciennes carrières et une petite cave creusée dans la roche. Il vend son vin en fût aux maisons de négoce de Saumur, comme presque tous les vignerons du village.</p>
<h2>1962 – Henri creuse et replante</h2>
<p>Après la guerre, son fils Henri agrandit la cave à la pioche, pendant deux hivers, jusqu’à la galerie où vieillissent aujourd’hui nos crémants. En 1962, il replante le clos ceint de murs qui entoure la maison : ces vignes de cabernet franc donnent toujours notre « Clos des Tilleuls ». En 1971, il met le domaine en bouteille pour la première fois et ouvre le caveau aux visiteurs.</p>
<h2>1988 – Jean-Paul et Martine ouvrent les portes</h2>
<p>Mes parents reprennent le domaine en 1988. Jean-Paul agrandit le vignoble jusqu’à vingt-deux hectares et élabore en 1989 notre premier Crémant de Loire, dans la cave de son père. Martine développe la vente directe, les salons et les premières portes ouvertes du printemps, qui réunissent aujourd’hui plus de mille personnes chaque année.</p>
<h2>2016 – Claire et Antoine</h2>
<p>Après des études d’œnologie à Montpellier et des vendanges en Nouvelle-Zélande et en Bourgogne, je rentre au domaine en 2014. Mon frère Antoine, formé au lycée viticole de Montreuil-Bellay, nous rejoint deux ans plus tard. En 2016, nous reprenons ensemble la SCEA. Antoine prend en charge les vignes, moi la cave.</p>
<p>Notre première décision commune : passer le domaine en agriculture biologique. La conversion commence en 2020 ; le millésime 2023 est le premier certifié. Nous avons aussi repris quelques parcelles voisines, pour atteindre vingt-huit hectares, et remis à l’honneur un vieux cépage oublié, le grolleau.</p>
<h2>Et demain</h2>
<p>Nous voulons transmettre un domaine vivant : des sols en bonne santé, des vignes qui vieillissent bien, une cave entretenue. Et continuer d’accueillir au caveau, comme l’ont fait avant nous Henri, puis Martine, tous ceux qui veulent comprendre d’où vient le vin qu’ils boivent.</p>
<p><em>Claire Moreau</em></p>`,
  en_US: `<p class="lead">Our story fits into a few hectares of hillside, a cellar dug by hand and four generations who have passed the pruning shears down to one another.</p>
<h2>1928 – Louis, the first winegrower</h2>
<p>A quarryman’s son, Louis Moreau knew tufa better than anyone: his father cut the stone for the houses of Varrains. In 1928 he bought three hectares of vines above the old quarries and a small cellar carved into the rock. He sold his wine by the cask to the merchant houses of Saumur, like almost every winegrower in the village.</p>
<h2>1962 – Henri digs and replants</h2>
<p>After the war his son Henri enlarged the cellar with a pickaxe over two winters, as far as the gallery where our crémants age today. In 1962 he replanted the walled vineyard around the house: those Cabernet Franc vines still give our “Clos des Tilleuls”. In 1971 he bottled the estate’s wine for the first time and opened the cellar shop to visitors.</p>
<h2>1988 – Jean-Paul and Martine open the doors</h2>
<p>My parents took over the estate in 1988. Jean-Paul expanded the vineyard to twenty-two hectares and in 1989 made our first Crémant de Loire in his father’s cellar. Martine built up direct sales, wine fairs and the first spring open days, which now bring together more than a thousand people every year.</p>
<h2>2016 – Claire and Antoine</h2>
<p>After studying oenology in Montpellier and working harvests in New Zealand and Burgundy, I came back to the estate in 2014. My brother Antoine, trained at the wine school in Montreuil-Bellay, joined two years later. In 2016 we took over the family company together. Antoine runs the vineyard, I run the cellar.</p>
<p>Our first joint decision was to convert the estate to organic farming. The conversion began in 2020; 2023 is the first certified vintage. We have also taken on a few neighbouring plots, bringing us to twenty-eight hectares, and brought an old, forgotten grape back into the spotlight: Grolleau.</p>
<h2>And tomorrow</h2>
<p>We want to hand on a living estate: healthy soils, vines that age well, a well-kept cellar. And to keep welcoming everyone who wants to understand where the wine they drink comes from, as Henri and then Martine did before us.</p>
<p><em>Claire Moreau</em></p>`,
};

export const terroirContent: Localized = {
  fr_FR: `<p class="lead">Vingt-huit hectares sur les communes de Varrains, Chacé et Saint-Cyr-en-Bourg, au cœur de l’appellation Saumur-Champigny.</p>
<h2>Le tuffeau</h2>
<p>Il y a quatre-vingt-dix millions d’années, une mer chaude recouvrait l’Anjou. De ses sédiments est né le tuffeau, un calcaire tendre, poreux, qui retient l’eau comme une éponge et la rend à la vigne pendant les étés secs. Sous nos parcelles, il affleure parfois à trente centimètres à peine.</p>
<h2>Trois sols, trois caractères</h2>
<ul>
<li><strong>Argilo-calcaire sur tuffeau</strong> (17 ha) : le cœur du domaine, pour nos Saumur-Champigny et nos blancs. Des vins fins, frais, au fruit net.</li>
<li><strong>Argiles à silex</strong> (6 ha), sur le haut du coteau : des rouges plus structurés, taillés pour la garde, comme la Cuvée Henri.</li>
<li><strong>Sables et graviers</strong> (5 ha), vers la vallée du Thouet : des vins légers et aromatiques, nos rosés et notre grolleau.</li>
</ul>
<h2>Le climat</h2>
<p>Le Saumurois bénéficie d’un climat océanique adouci, parmi les plus secs de l’Anjou. La Loire et le Thouet tempèrent les gelées de printemps, et leurs brumes d’automne permettent, certaines années, la pourriture noble qui donne nos Coteaux de Saumur.</p>
<h2>Nos cépages</h2>
<p>Cabernet franc (18 ha), chenin blanc (7 ha), grolleau (1,5 ha), cabernet sauvignon (0,8 ha), chardonnay (0,5 ha) et une petite parcelle de gamay.</p>`,
  en_US: `<p class="lead">Twenty-eight hectares in the villages of Varrains, Chacé and Saint-Cyr-en-Bourg, in the heart of the Saumur-Champigny appellation.</p>
<h2>Tufa</h2>
<p>Ninety million years ago a warm sea covered Anjou. Its sediments became tufa, a soft, porous limestone that holds water like a sponge and gives it back to the vines during dry summers. Under some of our plots it lies barely thirty centimetres below the surface.</p>
<h2>Three soils, three characters</h2>
<ul>
<li><strong>Clay-limestone over tufa</strong> (17 ha): the heart of the estate, for our Saumur-Champigny and our whites. Fine, fresh wines with clean fruit.</li>
<li><strong>Flinty clay</strong> (6 ha), at the top of the slope: more structured reds for laying down, such as Cuvée Henri.</li>
<li><strong>Sand and gravel</strong> (5 ha), towards the Thouet valley: light, aromatic wines, our rosés and our Grolleau.</li>
</ul>
<h2>The climate</h2>
<p>The Saumur area enjoys a mild oceanic climate, one of the driest in Anjou. The Loire and the Thouet soften spring frosts, and in some years their autumn mists bring the noble rot that gives our Coteaux de Saumur.</p>
<h2>Our grape varieties</h2>
<p>Cabernet Franc (18 ha), Chenin Blanc (7 ha), Grolleau (1.5 ha), Cabernet Sauvignon (0.8 ha), Chardonnay (0.5 ha) and a small plot of Gamay.</p>`,
};

export const commitmentsContent: Localized = {
  fr_FR: `<p class="lead">Cultiver la vigne, c’est travailler avec un sol, une plante et un paysage que nous voulons transmettre en meilleur état que nous les avons reçus.</p>
<h2>L’agriculture biologique</h2>
<p>Depuis 2020, nous n’utilisons plus ni désherbants ni produits de synthèse. Les sols sont travaillés mécaniquement, les vignes protégées au cuivre et au soufre à doses réduites, complétés par des tisanes de prêle et d’ortie. Le domaine est certifié par Ecocert depuis le millésime 2023.</p>
<h2>Le cheval dans les vignes</h2>
<p>Sur les pentes raides des Côtes du Clos, c’est Hermine, une jument de trait percheronne, qui laboure avec Antoine. Le sol n’est pas tassé, les racines descendent plus profond, et le travail se fait au rythme de l’animal.</p>
<h2>La biodiversité</h2>
<p>Plus de deux kilomètres de haies replantées depuis 2019, une trentaine de nichoirs à mésanges et de gîtes à chauves-souris, des couverts semés entre les rangs : féverole, vesce, phacélie, trèfle. Ils nourrissent le sol et attirent les insectes utiles.</p>
<h2>À la cave</h2>
<p>Levures indigènes pour la plupart de nos cuvées, sulfites réduits au strict nécessaire, électricité d’origine renouvelable et eau de lavage traitée sur place par phytoépuration. Nos bouteilles ont été allégées de 15 % en 2024.</p>
<h2>Labels</h2>
<p>Agriculture biologique (Ecocert), Vignerons Indépendants de France, et membre du réseau Terra Vitis pendant notre conversion.</p>`,
  en_US: `<p class="lead">Growing vines means working with a soil, a plant and a landscape that we want to hand on in better shape than we received them.</p>
<h2>Organic farming</h2>
<p>Since 2020 we have used no weedkillers and no synthetic products. The soils are worked mechanically, the vines protected with low doses of copper and sulphur, alongside horsetail and nettle infusions. The estate has been certified by Ecocert since the 2023 vintage.</p>
<h2>A horse in the vines</h2>
<p>On the steep slopes of Les Côtes du Clos, Hermine, a Percheron draught mare, ploughs with Antoine. The soil is not compacted, the roots go deeper, and the work goes at the animal’s pace.</p>
<h2>Biodiversity</h2>
<p>Over two kilometres of hedgerows replanted since 2019, some thirty nesting boxes for tits and bat shelters, and cover crops sown between the rows: field beans, vetch, phacelia, clover. They feed the soil and attract beneficial insects.</p>
<h2>In the cellar</h2>
<p>Native yeasts for most of our cuvées, sulphites kept to the strict minimum, renewable electricity and washing water treated on site by reed beds. Our bottles became 15% lighter in 2024.</p>
<h2>Labels</h2>
<p>Organic farming (Ecocert), Vignerons Indépendants de France, and a member of the Terra Vitis network during our conversion.</p>`,
};
