import { asc, eq, sql, type Placeholder } from 'drizzle-orm';
import type { TFunction } from 'i18next';
import type { Cart, CartLine } from '~/lib/cart';
import { productPath, type PresentedImage } from '~/lib/catalogue';
import type { Lang } from '~/lib/locale';
import { quantityProblem } from '~/lib/rules/quantity';
import type { Database } from '../../db/connection';
import { preparedQuery } from '../../db/prepared';
import { cartProduct, productMedia } from '../../db/schema';
import { activeDiscounts, discountOf, finalPrice } from '../catalogue/pricing';
import { rememberedParameters } from '../parameters';
import type { Remembered } from '../../remembered';
import type { RelaySettings } from '../delivery/relay-types';
import { catalogueImage } from '../catalogue/images';
import { inLang } from '../translations';
import type { CartRow } from './access';
import { answerSummary, customizationDetails, priceAnswers, customizationLabel, type CustomizationRow } from './customizations';
import { cartDiscount, codeProblem, codeTotal, findCode, usesBy } from './discount-codes';
import { itemLabel } from './labels';
import { pricedClubGifts } from '../club/gift-cart';
import { lineFigures, shippingFigures, shippingSettings, type FigureLine, type ShippingSettings } from './totals';

// The cart as the customer sees it: every line priced from today's catalogue, then the totals,
// the discount code and what shipping needs. Nothing here comes from the client.

export interface ViewContext {
  db: Database;
  now: Date;
  siteId: number;
  lang: Lang;
  t: TFunction;
  /** The signed-in customer, for one-per-customer codes. */
  userId: number | null;
  /** Their club member discount in basis points (Caller.memberDiscount); 0 for a guest. */
  memberDiscount: number;
  /** Site parameters kept in memory (rememberedParameters). */
  remembered: Remembered;
  /** The carriers' relay-point accounts, for the point an order names; unset: the demo network. */
  relays?: RelaySettings;
}

/**
 * A declination as a cart line shows and prices it: labels, image, volume tiers, the automatic
 * discounts active at `now`, and its product's customizations, all in the statement that reads it.
 */
export const cartDeclination = (now: Date | Placeholder) =>
  ({
    with: {
      media: { with: { translations: true } },
      decreasingDiscounts: true,
      discounts: { where: activeDiscounts(now) },
      variationDetail1: { with: { translations: true } },
      variationDetail2: { with: { translations: true } },
      variationDetail3: { with: { translations: true } },
      product: {
        with: {
          translations: true,
          decreasingDiscounts: true,
          discounts: { where: activeDiscounts(now) },
          customizations: customizationDetails,
          gallery: { orderBy: (m: typeof productMedia._.columns) => asc(m.position), limit: 1, with: { media: { with: { translations: true } } } },
        },
      },
    },
  }) as const;

/** The lines of a cart with all the cart shows of them: one statement, whatever their number. */
export function loadLines(db: Database, cartId: number, now: Date) {
  return cartLines(db, { cartId, now });
}

const cartLines = preparedQuery('cart_lines', (db) =>
  db.query.cartProduct.findMany({
    where: eq(cartProduct.cartId, sql.placeholder('cartId')),
    orderBy: [asc(cartProduct.createdAt), asc(cartProduct.id)],
    with: { files: true, declination: cartDeclination(sql.placeholder('now')) },
  }),
);

export type LoadedLine = Awaited<ReturnType<typeof loadLines>>[number];
export type LoadedDeclination = LoadedLine['declination'];

/** Units left of a declination when the shop counts its stock, else null. */
export const stockOf = (declination: Pick<LoadedDeclination, 'tracksStock' | 'quantity'>, settings: Pick<ShippingSettings, 'handlesStock'>) =>
  settings.handlesStock && declination.tracksStock ? (declination.quantity ?? 0) : null;

function imageOf(declination: LoadedDeclination, lang: Lang): PresentedImage | null {
  const media = declination.media ?? declination.product.gallery[0]?.media ?? null;
  if (!media) return null;
  return catalogueImage(media, lang, '');
}

export function isForSale(declination: Pick<LoadedDeclination, 'isValid'> & { product: { isValid: boolean } }) {
  return declination.isValid && declination.product.isValid;
}

/**
 * A declination priced as a cart line: today's catalogue price after its automatic discount, what
 * the customer's answers add to it, and the volume tiers it may reach.
 */
export function figureLineOf(d: LoadedDeclination, quantity: number, customizationCost: (basePrice: number) => number, memberDiscount = 0): FigureLine {
  const basePrice = finalPrice(d, discountOf(d));
  return {
    productId: d.productId,
    declinationId: d.id,
    quantity,
    type: d.product.type,
    isDematerialized: d.product.isDematerialized,
    capacity: d.capacity,
    capacityUnit: d.capacityUnit,
    setQuantity: d.setQuantity,
    basePrice,
    customizationCost: customizationCost(basePrice),
    volumeTiers: [...d.decreasingDiscounts, ...d.product.decreasingDiscounts],
    memberDiscount,
  };
}

/** The cart of these lines (read by loadLines, unless the caller already holds them as they are now). */
export async function buildCart(row: CartRow, context: ViewContext, loaded?: LoadedLine[]): Promise<Cart> {
  const { db, lang, t } = context;
  const lines = loaded ?? (await loadLines(db, row.id, context.now));
  const parameters = await rememberedParameters(context.remembered, db, context.siteId, lang);
  const member = context.memberDiscount;
  const settings = shippingSettings(parameters);

  const figureLines: (FigureLine & { source: LoadedLine; rows: CustomizationRow[] })[] = lines.map((line) => {
    const figure = figureLineOf(line.declination, line.quantity, (basePrice) => priceAnswers(line.declination.product.customizations, line.customizations, basePrice).customizationCost, member);
    return { ...figure, source: line, rows: line.declination.product.customizations };
  });

  const products: CartLine[] = figureLines.map((figure) => {
    const line = figure.source;
    const d = line.declination;
    const translation = inLang(d.product.translations, lang);
    const { volumeDiscount, memberDiscount, unitPrice, lineTotal } = lineFigures(figure, figureLines);
    const stock = stockOf(d, settings);
    const inCart = figureLines.filter((other) => other.declinationId === d.id).reduce((sum, other) => sum + other.quantity, 0);
    const quantity = quantityProblem(inCart, { sellByMultipleOf: d.sellByMultipleOf, isWine: d.product.type === 'WINE', stock });
    return {
      id: line.id,
      productId: d.productId,
      declinationId: d.id,
      quantity: line.quantity,
      type: d.product.type,
      isDematerialized: d.product.isDematerialized,
      hasShippingFees: d.product.hasShippingFees,
      vatRate: d.product.vatRate,
      reference: d.reference ?? d.product.reference,
      sellByMultipleOf: d.sellByMultipleOf,
      capacity: d.capacity,
      capacityUnit: d.capacityUnit,
      setQuantity: d.setQuantity,
      name: translation?.name ?? '',
      label: itemLabel(d, lang),
      slug: translation?.slug ?? '',
      path: productPath({ type: d.product.type, slug: translation?.slug ?? '', id: d.productId }),
      year: d.year,
      image: imageOf(d, lang),
      basePrice: figure.basePrice,
      customizationCost: figure.customizationCost,
      unitPrice,
      lineTotal,
      volumeDiscount,
      memberDiscount,
      customizations: line.customizations.flatMap((answer) => {
        const custom = figure.rows.find((c) => c.id === answer.id);
        if (!custom) return [];
        const file = line.files.find((f) => f.customizationId === answer.id);
        return [
          {
            id: answer.id,
            inputType: custom.inputType,
            label: customizationLabel(custom, lang),
            value: answerSummary(custom, answer, lang, t),
            cost: priceAnswers([custom], [answer], figure.basePrice).customizationCost,
            fileUrl: file ? `/api/cart/${row.id}/file/${file.id}` : null,
          },
        ];
      }),
      stock,
      problem: !isForSale(d) ? t('cart:lines.unavailable') : quantity ? t(quantity.key, quantity.params) : null,
    };
  });

  // The wine club's gift memberships count in the products as gift cards do (docs/club.md).
  const clubGifts = await pricedClubGifts(db, row.clubGifts, lang, t);
  const productsTotal = products.reduce((sum, line) => sum + line.lineTotal, 0) + clubGifts.reduce((sum, gift) => sum + gift.lineTotal, 0);
  let discount: Cart['discount'] = null;
  const code = row.discountCode ? await findCode(db, row.discountCode) : null;
  if (code) {
    const codeLines = products.map((line) => ({ productId: line.productId, declinationId: line.declinationId, quantity: line.quantity, lineTotal: line.lineTotal }));
    const problem = codeProblem(code, {
      now: context.now,
      lines: codeLines,
      productsTotal,
      signedIn: context.userId !== null,
      usesByCustomer: code.maxUsesPerCustomer !== null && context.userId !== null ? await usesBy(db, code.id, context.userId) : 0,
      lang,
    });
    discount = cartDiscount(code, codeTotal(code, codeLines, productsTotal), problem ? t(problem.key, problem.params) : null);
  }
  const discountTotal = discount?.total ?? 0;
  const shipping = shippingFigures(
    figureLines.map((figure, index) => ({ ...figure, lineTotal: products[index].lineTotal })),
    discountTotal,
    settings,
  );

  return {
    id: row.id,
    type: row.type,
    products,
    clubGifts,
    totalProduct: products.reduce((sum, line) => sum + line.quantity, 0) + clubGifts.length,
    totals: { products: productsTotal, discount: discountTotal, total: productsTotal - discountTotal },
    discount,
    ...shipping,
    minimumBottles: settings.minimumBottles,
    maximumBottles: settings.maximumBottles,
    bottleMultiple: settings.bottleMultiple,
    shippingMessage: settings.shippingMessage,
  };
}
