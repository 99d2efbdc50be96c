// The header's cart preview (SEE_CART_ON_HOVER): shown while a mouse rests on the cart icon, drawn
// from the cart store, so it is always the cart of this tab and of the others. Touch screens and
// keyboards go to the cart page through the icon's link, which says the same and more.
import { formatPrice } from '~/lib/catalogue-format';
import { isLang } from '~/lib/locale';
import { $cart } from '~/stores/cart';

/** Lines shown before "and n more items". */
const SHOWN_LINES = 4;
const HIDE_DELAY_MS = 250;

const preview = document.querySelector<HTMLElement>('[data-cart-preview]');
const host = preview?.parentElement;
// The cart page shows the cart already.
if (preview && host && !document.querySelector('[data-cart-page]')) {
  const lang = isLang(preview.dataset.lang) ? preview.dataset.lang : 'fr_FR';
  const lines = preview.querySelector<HTMLElement>('[data-cart-preview-lines]')!;
  const template = preview.querySelector<HTMLTemplateElement>('[data-cart-preview-line]')!;
  const more = preview.querySelector<HTMLElement>('[data-cart-preview-more]')!;
  const total = preview.querySelector<HTMLElement>('[data-cart-preview-total]')!;
  const empty = preview.querySelector<HTMLElement>('[data-cart-preview-empty]')!;
  const plural = new Intl.PluralRules(lang.replace('_', '-'));
  let hideTimer: ReturnType<typeof setTimeout> | undefined;

  $cart.subscribe((cart) => {
    // The wine club's gift memberships (docs/club.md) are lines too, without a picture.
    const gifts = (cart?.clubGifts ?? []).map((gift) => ({ image: null, label: gift.label, quantity: 1, lineTotal: gift.lineTotal }));
    const products = [...(cart?.products ?? []), ...gifts];
    empty.hidden = products.length > 0;
    total.hidden = products.length === 0;
    lines.replaceChildren(
      ...products.slice(-SHOWN_LINES).map((line) => {
        const item = template.content.firstElementChild!.cloneNode(true) as HTMLElement;
        const image = item.querySelector('img')!;
        if (line.image) image.src = line.image.url;
        else image.remove();
        item.querySelector('.cart-preview-label')!.textContent = line.label;
        item.querySelector('.cart-preview-quantity')!.textContent = `× ${line.quantity}`;
        item.querySelector('.cart-preview-price')!.textContent = formatPrice(line.lineTotal, lang);
        return item;
      }),
    );
    const others = products.length - SHOWN_LINES;
    more.hidden = others <= 0;
    const moreText = plural.select(others) === 'one' ? preview.dataset.moreOne : preview.dataset.moreOther;
    more.textContent = others > 0 && moreText ? moreText.replace('{count}', String(others)) : '';
    total.querySelector('strong')!.textContent = cart ? formatPrice(cart.totals.total, lang) : '';
  });

  const show = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    clearTimeout(hideTimer);
    preview.hidden = false;
  };
  const hide = () => {
    clearTimeout(hideTimer);
    hideTimer = setTimeout(() => (preview.hidden = true), HIDE_DELAY_MS);
  };
  host.addEventListener('pointerenter', show);
  host.addEventListener('pointerleave', hide);
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') preview.hidden = true;
  });
}
