import type { Context } from 'hono';
import { catalogueScope } from '../services/catalogue/scope';
import type { ShopEnv } from './context';

/** The language, instant and stock policy of a catalogue answer. */
export const scopeOf = (c: Context<ShopEnv>) => catalogueScope(c.get('deps'), c.get('siteId'), c.get('lang'));
