import { z } from 'zod';

// What the contracts count in: ids and counts a PostgreSQL integer column holds, money in euro
// cents tax included, instants as the API writes them.

/** The largest id or count an integer column holds (2^31 − 1): anything above is refused, not stored. */
export const MAX_INTEGER = 2_147_483_647;

/** An amount of money: whole euro cents, tax included. */
export const cents = (description: string) => z.number().int().describe(`${description} (euro cents, tax included)`);

/** An instant as the API answers it. */
export const instant = (description: string) => z.string().describe(`${description} (ISO instant)`);
