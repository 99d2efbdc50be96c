import { useMemo, useState } from 'react';
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
import { WinePanel } from './WineForm';

// The editor of one product: its publication, its words, its declinations, pictures and details.
// Each part saves on its own, and the shop shows what is saved at once.

interface Props {
  lang: Lang;
  product: AdminProduct;
}

export default function ProductEditor({ lang, product: initial }: Props) {
  const t = adminT(lang);
  const api = useMemo(() => catalogueApi(adminClient(lang)), [lang]);
  const { notice, say } = useNotice();
  const [product, setProduct] = useState(initial);
  const [adding, setAdding] = useState(false);

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

      <ProductForm lang={lang} product={product} onSaved={setProduct} />
      <WinePanel lang={lang} productId={product.id} hasEnglish={product.texts.en_US !== null} />

      <section className={panelClass} aria-labelledby="product-declinations-title">
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
              onSaved={(saved) => {
                setDeclinations((current) => [...current, saved]);
                setAdding(false);
                say('ok', t('admin-catalogue:declinations.created'));
              }}
            />
          )}
        </div>
        {!adding && (
          <button type="button" className={`${buttonClass.secondary} mt-4`} onClick={() => setAdding(true)}>
            {t('admin-catalogue:declinations.add')}
          </button>
        )}
      </section>

      <PicturesPanel lang={lang} productId={product.id} pictures={product.pictures} />
      <DetailsPanels lang={lang} productId={product.id} type={product.type} declinations={product.declinations} />
      <CustomizationsPanel lang={lang} productId={product.id} />
    </div>
  );
}
