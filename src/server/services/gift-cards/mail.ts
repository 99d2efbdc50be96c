import { eq } from 'drizzle-orm';
import { formatPrice } from '~/lib/catalogue-format';
import { formatDate } from '~/lib/dates';
import { t as translator, type Lang } from '~/lib/i18n';
import type { ShopDeps } from '../../deps';
import { order, type GiftKind, type MailAttachment } from '../../db/schema';
import { composeMail, type MailDetail } from '../../mail/compose';
import { queueMail } from '../../mail/outbox';
import { mailBrand } from '../brand';
import { downloadName } from '../catalogue/files';
import { estateEmblem } from '../catalogue/technical-sheet/emblem';
import { parameterMap } from '../parameters';
import { renderGiftCard } from './card-pdf';
import { giftCodeEnd, normalizeGiftCode } from './code';

export interface IssuedCard {
  kind: GiftKind;
  /** The code as printed; known only here, on its way to the mail. */
  code: string;
  name: string;
  value: number;
  expiresAt: Date;
}

// The buyer's mail of the codes, in the language they ordered in: each code in the text, and each
// card as a PDF to print and give. Queued in the paying transaction, like the order's own mails.

/** 'Bon cadeau « Visite et dégustation »' under the heading 'Bon cadeau' reads '« Visite et dégustation »'. */
function withoutHeading(name: string, heading: string): string {
  return name.toLowerCase().startsWith(heading.toLowerCase()) ? name.slice(heading.length).trim() || name : name;
}

/** Who the codes go to, and the words around them: the buyer's order, or the estate's gift. */
interface GiftMail {
  to: string;
  key: 'gift-card:mail' | 'gift-card:offered';
  values: Record<string, string>;
  link: string;
}

export async function queueGiftCardMail(deps: ShopDeps, siteId: number, orderId: number, lang: Lang, cards: IssuedCard[]) {
  const [row] = await deps.db.select({ number: order.number, email: order.email }).from(order).where(eq(order.id, orderId));
  if (!row) return;
  const link = `${deps.config.publicUrl}${lang === 'en_US' ? '/en_US' : ''}/account/orders/${orderId}`;
  await queueCodesMail(deps, siteId, lang, cards, { to: row.email, key: 'gift-card:mail', values: { number: row.number }, link });
}

/** A card the estate gives by hand, mailed to its recipient as a bought one is to its buyer. */
export async function queueOfferedCardMail(deps: ShopDeps, siteId: number, lang: Lang, card: IssuedCard, recipient: { name: string; email: string }) {
  const link = `${deps.config.publicUrl}${lang === 'en_US' ? '/en_US' : ''}/`;
  await queueCodesMail(deps, siteId, lang, [card], { to: recipient.email, key: 'gift-card:offered', values: { name: recipient.name }, link });
}

/** Each code in the text, and each card as a PDF to print and give. */
async function queueCodesMail(deps: ShopDeps, siteId: number, lang: Lang, cards: IssuedCard[], mail: GiftMail) {
  const t = translator(lang);
  const [brand, parameters, emblem] = await Promise.all([mailBrand(deps, siteId, lang), parameterMap(deps.db, siteId, lang), estateEmblem(deps.db, siteId)]);
  const price = (cents: number) => formatPrice(cents, lang);
  const details = cards.map(
    (card): MailDetail => [
      card.kind === 'GIFT_CARD' ? t('gift-card:labels.giftCard', { value: price(card.value) }) : t('gift-card:labels.visitVoucher', { name: card.name }),
      t('gift-card:labels.code', { code: card.code, date: formatDate(card.expiresAt) }),
    ],
  );
  const site = deps.config.publicUrl.replace(/^https?:\/\//, '');
  const estate = { name: brand.estateName, emblem, contact: [parameters.COMPANY_ADDRESS, parameters.COMPANY_PHONE, parameters.COMPANY_EMAIL].filter(Boolean).join(' · ') };
  const attachments = await Promise.all(
    cards.map(async (card): Promise<MailAttachment> => {
      const isCard = card.kind === 'GIFT_CARD';
      const heading = t(isCard ? 'gift-card:card.giftCard' : 'gift-card:card.visitVoucher');
      const pdf = await renderGiftCard(
        {
          title: `${heading} ${brand.estateName}`,
          estate,
          heading,
          worth: isCard ? { label: t('gift-card:card.value'), value: price(card.value) } : { label: t('gift-card:card.for'), value: withoutHeading(card.name, heading) },
          code: { label: t('gift-card:card.code'), value: card.code },
          validity: t('gift-card:card.validUntil', { date: formatDate(card.expiresAt) }),
          howTo: isCard ? t('gift-card:card.howGiftCard', { site }) : t('gift-card:card.howVisitVoucher'),
        },
        lang,
      );
      const file = downloadName([t(isCard ? 'gift-card:card.file' : 'gift-card:card.voucherFile'), giftCodeEnd(normalizeGiftCode(card.code)!)], 'pdf');
      return { filename: file, contentType: 'application/pdf', content: pdf.toString('base64'), encoding: 'base64' };
    }),
  );
  const message = composeMail(lang, mail.key, mail.to, brand, mail.values, mail.link, details);
  await queueMail(deps.db, { ...message, attachments });
}
