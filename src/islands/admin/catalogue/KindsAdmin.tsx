import { useEffect, useMemo, useState } from 'react';
import { catalogueKindsApi, type AdminKinds } from '~/lib/admin/catalogue-kinds';
import { localizedPath, type Lang } from '~/lib/locale';
import { adminClient } from '../client';
import { adminT } from '../i18n';
import { NoticeView, useNotice } from '../ui/Notice';
import { FeatureEditor } from './FeatureKinds';
import { failureText } from './form-values';
import { KindSection } from './KindSection';
import { MealEditor } from './MealKinds';
import { VariationEditor } from './VariationKinds';

// What products share, on one page: the dishes wines go with, the features sheets list and the
// kinds of variation. Each item saves on its own.

export default function KindsAdmin({ lang }: { lang: Lang }) {
  const t = useMemo(() => adminT(lang), [lang]);
  const api = useMemo(() => catalogueKindsApi(adminClient(lang)), [lang]);
  const { notice, say } = useNotice();
  const [kinds, setKinds] = useState<AdminKinds | null>(null);
  useEffect(() => {
    api.kinds().then(setKinds, (error: unknown) => say('error', failureText(t, error)));
  }, [api, say, t]);

  const change =
    <K extends keyof AdminKinds>(key: K) =>
    (update: (items: AdminKinds[K]) => AdminKinds[K]) =>
      setKinds((current) => (current ? { ...current, [key]: update(current[key]) } : current));

  return (
    <div className="space-y-6">
      <nav aria-label={t('admin-kinds:sections')} className="flex flex-wrap gap-x-6 gap-y-2">
        <a href={localizedPath(lang, '/admin/catalogue')} className="text-wine-700 underline underline-offset-2 hover:text-wine-800">
          {t('admin-kinds:back')}
        </a>
        {(['meals', 'features', 'variations'] as const).map((key) => (
          <a key={key} href={`#kinds-${key}-title`} className="text-wine-700 underline underline-offset-2 hover:text-wine-800">
            {t(`admin-kinds:${key}.title`)}
          </a>
        ))}
      </nav>
      <NoticeView notice={notice} />
      {kinds ? (
        <>
          <KindSection lang={lang} section="meals" kinds={kinds.meals} onChange={change('meals')} editor={(editing) => <MealEditor lang={lang} {...editing} />} />
          <KindSection lang={lang} section="features" kinds={kinds.features} onChange={change('features')} editor={(editing) => <FeatureEditor lang={lang} {...editing} />} />
          <KindSection lang={lang} section="variations" kinds={kinds.variations} onChange={change('variations')} editor={(editing) => <VariationEditor lang={lang} {...editing} />} />
        </>
      ) : (
        !notice && <p>{t('admin:state.loading')}</p>
      )}
    </div>
  );
}
