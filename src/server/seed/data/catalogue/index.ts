import type { Product, Wine } from '../types';
import { boxes } from './boxes';
import { otherProducts } from './others';
import { champignyWines } from './wines-champigny';
import { redWines } from './wines-red';
import { roseWines } from './wines-rose';
import { sparklingWines } from './wines-sparkling';
import { whiteWines } from './wines-white';

export { discountCodes } from './discounts';
export { mealIcons, tags } from './taxonomy';
export { variations } from './variations';
export { boxes, otherProducts };

export const wines: Wine[] = [...champignyWines, ...redWines, ...whiteWines, ...roseWines, ...sparklingWines];

/** The whole catalogue, wines first. */
export const products: Product[] = [...wines, ...boxes, ...otherProducts];
