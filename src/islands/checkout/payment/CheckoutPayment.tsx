import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { missingStep } from '~/lib/checkout';
import type { Lang } from '~/lib/locale';
import { $checkout, chooseDeliveryType, quoteOrder, validateOrder } from '~/stores/checkout';
import type { PickupAddress } from '../shipping/pickup';
import { useCheckoutCart } from '../use-checkout-cart';
import { DeliveryRecap } from './DeliveryRecap';
import { OrderMessage } from './OrderMessage';
import { problemOf, type PaymentPaths, type Problem } from './pay';
import { PayForm } from './PayForm';
import { PaymentCode } from './PaymentCode';
import { PaymentGiftCard } from './PaymentGiftCard';
import { ProblemBox } from './ProblemBox';
import { LOADING } from '../../cart/looks';
import { CARD } from '../looks';
import type { PaymentIslandText } from './strings';

interface Props {
  lang: Lang;
  text: PaymentIslandText;
  paths: PaymentPaths & { saleTerms: string };
  /** Country names by id, for the addresses. */
  countries: Record<number, string>;
  /** The estate's click-and-collect addresses. */
  pickupAddresses: Pick<PickupAddress, 'id' | 'name' | 'line'>[];
}

type Readiness = { status: 'checking' } | { status: 'ready'; needsShipping: boolean } | { status: 'refused'; problem: Problem };

/**
 * The payment step: the server checks the cart can be ordered and quotes its totals for the chosen
 * delivery; a step left unanswered sends the customer back to it. Then the delivery and addresses
 * to review, the discount code, a gift card, a message to the estate, and the two ticks before paying. The
 * items and totals are in the step's summary aside, which shows the same quote.
 */
export default function CheckoutPayment({ lang, text, paths, countries, pickupAddresses }: Props) {
  const { cart } = useCheckoutCart(paths.cart);
  const checkout = useStore($checkout);
  const [readiness, setReadiness] = useState<Readiness>({ status: 'checking' });
  const idCart = cart?.id ?? null;

  async function prepare(id: number) {
    setReadiness({ status: 'checking' });
    let needsShipping = true;
    try {
      ({ needsShipping } = await validateOrder(id));
      const step = missingStep($checkout.get(), needsShipping);
      if (step) return location.replace(paths[step]);
      // Items that need no delivery carry no carrier into the quote, whatever an earlier visit chose.
      if (!needsShipping && $checkout.get().deliveryType !== 'no_delivery') chooseDeliveryType('no_delivery');
      await quoteOrder(id);
      setReadiness({ status: 'ready', needsShipping });
    } catch (error) {
      setReadiness({ status: 'refused', problem: problemOf(error, text, paths, needsShipping) });
    }
  }

  useEffect(() => {
    if (idCart !== null) void prepare(idCart);
  }, [idCart]);

  if (idCart === null || readiness.status === 'checking') {
    return <p className={LOADING} role="status">{text.page.loading}</p>;
  }
  if (readiness.status === 'refused') {
    const { problem } = readiness;
    const retry = { label: text.page.retry, onRetry: () => void prepare(idCart) };
    return (
      <div className={CARD}>
        <ProblemBox problem={problem} title={problem.retry ? undefined : text.page.notOrderable} retry={retry} />
      </div>
    );
  }

  const { needsShipping } = readiness;
  const quote = checkout.discount;
  return (
    <>
      <DeliveryRecap checkout={checkout} needsShipping={needsShipping} shippingFees={quote?.shippingFees ?? null} lang={lang} text={text} paths={paths}
        countries={countries} pickupAddresses={pickupAddresses} />
      <PaymentCode idCart={idCart} quote={quote} text={text} />
      <PaymentGiftCard idCart={idCart} quote={quote} lang={lang} text={text} />
      <OrderMessage message={checkout.message} lang={lang} text={text} />
      <PayForm idCart={idCart} needsShipping={needsShipping} toPay={quote?.toPay ?? null} lang={lang} text={text} paths={paths} />
    </>
  );
}
