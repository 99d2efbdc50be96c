import { ESTATE_NAME } from './palette.ts';
import { hashSeed } from './random.ts';
import { createScene, HEIGHT, lights, WIDTH, type LightName, type Scene } from './scene-kit.ts';
import { cellar } from './scene-cellar.ts';
import { grapesCloseup, springBuds } from './scene-closeups.ts';
import { chateau } from './scene-estate.ts';
import { familyWalk, harvest, picnic, sunsetVines, vineyardView, winterPruning } from './scene-outdoors.ts';
import { bottling, tastingRoom } from './scene-rooms.ts';
import { svgDocument } from './svg.ts';

export type SceneKind =
  | 'vineyard-rows' | 'harvest' | 'cellar-barrels' | 'chateau' | 'tasting-room' | 'sunset-vines'
  | 'winter-pruning' | 'bottling' | 'grapes-closeup' | 'picnic' | 'family' | 'spring-buds';

interface SceneRecipe {
  /** What the picture shows, for its title (alternative text). */
  caption: string;
  /** The lights it is drawn in, one per variant, in turn. */
  lights: LightName[];
  draw(scene: Scene, variant: number): string;
}

const recipes: Record<SceneKind, SceneRecipe> = {
  'vineyard-rows': {
    caption: 'Les rangs de vigne du domaine',
    lights: ['morning', 'midday', 'golden', 'spring', 'autumn', 'sunset', 'dusk'],
    draw: (scene, variant) => vineyardView(scene, variant, scene.light === lights.spring ? 'spring' : 'summer'),
  },
  harvest: { caption: 'Les vendanges dans les vignes', lights: ['autumn', 'golden', 'morning'], draw: harvest },
  'cellar-barrels': { caption: 'Les barriques dans la cave de tuffeau', lights: ['midday'], draw: cellar },
  chateau: { caption: 'La maison du domaine', lights: ['morning', 'dusk', 'golden', 'midday', 'autumn', 'spring'], draw: chateau },
  'tasting-room': { caption: 'La salle de dégustation', lights: ['midday', 'golden', 'morning'], draw: tastingRoom },
  'sunset-vines': { caption: 'Coucher de soleil sur les vignes', lights: ['sunset', 'golden', 'dusk'], draw: sunsetVines },
  'winter-pruning': { caption: 'La taille de la vigne en hiver', lights: ['winter', 'frost'], draw: winterPruning },
  bottling: { caption: 'La mise en bouteille au domaine', lights: ['midday'], draw: bottling },
  'grapes-closeup': { caption: 'Grappes mûres sur la vigne', lights: ['golden', 'midday', 'autumn', 'morning'], draw: grapesCloseup },
  picnic: { caption: 'Pique-nique dans les vignes', lights: ['midday', 'golden', 'spring'], draw: picnic },
  family: { caption: 'La famille en promenade dans les vignes', lights: ['golden', 'sunset', 'morning'], draw: familyWalk },
  'spring-buds': { caption: 'Le débourrement de la vigne au printemps', lights: ['spring', 'morning', 'midday'], draw: springBuds },
};

export const sceneKinds = Object.keys(recipes) as SceneKind[];

/**
 * An illustration of the estate, 1600×1000. Each `variant` changes the light, the season or the
 * composition, so that an album of several pictures of the same kind stays varied.
 */
export function sceneImage(kind: SceneKind, variant = 0): string {
  const recipe = recipes[kind];
  const index = Math.abs(Math.trunc(variant));
  const light = lights[recipe.lights[index % recipe.lights.length]];
  const scene = createScene(hashSeed(kind) + index * 7919, light);
  const body = recipe.draw(scene, index);
  return svgDocument({
    width: WIDTH,
    height: HEIGHT,
    title: `${recipe.caption}, ${ESTATE_NAME}`,
    defs: scene.defs.join(''),
    body,
  });
}
