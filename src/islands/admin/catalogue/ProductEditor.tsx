import { useEffect, useMemo, useState } from 'react';
import { catalogueApi, type AdminDeclination, type AdminProduct } from '~/lib/admin/catalogue';
import { localizedPath, type Lang } from '~/lib/locale';
import { adminClient } from '../client';
import { adminT } from '../i18n';
import { NoticeView, useNotice } from '../ui/Notice';
import { buttonClass, panelClass } from '../ui/styles';
import { CustomizationsPanel } from './CustomizationsForm';
import { DeclinationForm } from './DeclinationForm';
import { DetailsPanels } from './DetailsPanels';
import { failureText } from './form-values';
import { PicturesPanel } from './PicturesPanel';
import { ProductForm } from './ProductForm';
import { ProductGuide } from './ProductGuide';
import { WinePanel } from './WineForm';

// The editor of one product: its publication, its words, its declinations, pictures and details.
// Each part saves on its own, and the shop shows what is saved at once. A new product (or one
// without a declination) is guided to what it lacks to be sold, its first declination and its
// publication; the rest of its details wait, folded, so that the page asks one thing at a time.

interface Props {
  lang: Lang;
  product: AdminProduct;
  /** Just made from the catalogue: the new declination's form opens at once. */
  justCreated?: boolean;
}

export default function ProductEditor({ lang, product: initial, justCreated = false }: Props) {
  const t = adminT(lang);
  const api = useMemo(() => catalogueApi(adminClient(lang)), [lang]);
  const { notice, say } = useNotice();
  const [product, setProduct] = useState(initial);
  const firstSteps = justCreated || initial.declinations.length === 0;
  const [adding, setAdding] = useState(justCreated && initial.declinations.length === 0);
  // Asked from the guide (or at creation): the form comes into view with its first field focused.
  const [focusNew, setFocusNew] = useState(adding);
  const [moreOpen, setMoreOpen] = useState(!firstSteps);
  const hasDeclination = product.declinations.length > 0;
  const guided = firstSteps && !(hasDeclination && product.isValid);
  // Right after its creation the page opens on the steps, the declination's form just under them.
  useEffect(() => {
    if (justCreated) document.getElementById('product-guide')?.scrollIntoView({ block: 'start' });
  }, [justCreated]);
  const addDeclination = () => {
    setAdding(true);
    setFocusNew(true);
  };

  const setDeclinations = (change: (current: AdminDeclination[]) => AdminDeclination[]) => setProduct((current) => ({ ...current, declinations: change(current.declinations) }));

  const togglePublished = async () => {
    try {
      const saved = await api.update(product.id, { isValid: !product.isValid });
      setProduct(saved);
      say('ok', t(saved.isValid ? 'admin-catalogue:editor.published' : 'admin-catalogue:editor.unpublished'));
    } catch (error) {
      say('error', failureText(t, error));
    }
  };

  // Keyed, so that moving them keeps what they hold (a text being typed).
  const productForm = <ProductForm key="product" lang={lang} product={product} onSaved={setProduct} />;
  const declinations = (
    <section key="declinations" className={panelClass} aria-labelledby="product-declinations-title">
      <h2 id="product-declinations-title" className="mb-4 text-xl font-semibold">
        {t('admin-catalogue:declinations.title')}
      </h2>
      {product.declinations.length === 0 && !adding && <p className="mb-4 text-stone-700">{t('admin-catalogue:declinations.none')}</p>}
      <div className="space-y-4">
        {product.declinations.map((declination) => (
          <DeclinationForm
            key={declination.id}
            lang={lang}
            productId={product.id}
            declination={declination}
            onSaved={(saved) => setDeclinations((current) => current.map((other) => (other.id === saved.id ? saved : other)))}
            onRemoved={() => {
              setDeclinations((current) => current.filter((other) => other.id !== declination.id));
              say('ok', t('admin-catalogue:declinations.removed'));
            }}
          />
        ))}
        {adding && (
          <DeclinationForm
            lang={lang}
            productId={product.id}
            declination={null}
            autoFocus={focusNew}
            onSaved={(saved) => {
              setDeclinations((current) => [...current, saved]);
              setAdding(false);
              say('ok', t('admin-catalogue:declinations.created'));
            }}
          />
        )}
      </div>
      {!adding && (
        <button type="button" className={`${buttonClass.secondary} mt-4`} onClick={addDeclination}>
          {t('admin-catalogue:declinations.add')}
        </button>
      )}
    </section>
  );

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center gap-3">
        <a href={localizedPath(lang, '/admin/catalogue')} className="text-wine-700 underline underline-offset-2 hover:text-wine-800">
          {t('admin-catalogue:editor.back')}
        </a>
        <span className={`rounded-full px-3 py-1 text-sm font-semibold ${product.isValid ? 'bg-green-100 text-green-900' : 'bg-stone-200 text-stone-800'}`}>
          {t(product.isValid ? 'admin-catalogue:editor.online' : 'admin-catalogue:editor.offline')}
        </span>
        <button type="button" className={product.isValid ? buttonClass.secondary : buttonClass.primary} onClick={() => void togglePublished()}>
          {t(product.isValid ? 'admin-catalogue:editor.unpublish' : 'admin-catalogue:editor.publish')}
        </button>
        {product.isValid && (
          <a href={localizedPath(lang, product.path)} className="text-wine-700 underline underline-offset-2 hover:text-wine-800" target="_blank" rel="noopener">
            {t('admin-catalogue:editor.viewInShop')}
          </a>
        )}
      </div>
      <NoticeView notice={notice} />
      {guided && (
        <ProductGuide
          lang={lang}
          name={justCreated ? product.texts.fr_FR.name : null}
          hasDeclination={hasDeclination}
          isPublished={product.isValid}
          onAddDeclination={adding ? null : addDeclination}
          onPublish={() => void togglePublished()}
        />
      )}

      {/* A product still to be put on sale shows its declinations first: they are what it lacks. */}
      {guided ? [declinations, productForm] : [productForm, declinations]}


      <details open={moreOpen} onToggle={(event) => setMoreOpen(event.currentTarget.open)} className="group" data-testid="product-more">
        <summary className="cursor-pointer rounded-lg border border-stone-300 bg-white px-4 py-3 shadow-sm focus-visible:outline-2 focus-visible:outline-wine-700 md:px-6 group-open:mb-6">
          <span className="text-xl font-semibold">{t('admin-catalogue:guide.more')}</span>
          <span className="mt-1 block text-sm text-stone-600">{t('admin-catalogue:guide.moreHelp')}</span>
        </summary>
        <div className="space-y-6">
          <WinePanel lang={lang} productId={product.id} hasEnglish={product.texts.en_US !== null} />
          <PicturesPanel lang={lang} productId={product.id} pictures={product.pictures} />
          <DetailsPanels lang={lang} productId={product.id} type={product.type} declinations={product.declinations} />
          <CustomizationsPanel lang={lang} productId={product.id} />
        </div>
      </details>
    </div>
  );
}
