// The back office's strings: its own i18next instance over the admin*.json namespaces, so that
// the storefront's bundles (src/lib/i18n.ts) never carry them and these never carry the shop's.
import i18next, { type Resource, type TFunction } from 'i18next';
import { DEFAULT_LANG, LANGS, type Lang } from '~/lib/locale';

type Strings = { default: Record<string, unknown> };
const files = import.meta.glob<Strings>('../../i18n/*/admin*.json', { eager: true });

const resources: Resource = {};
for (const [path, module] of Object.entries(files)) {
  const [, lang, namespace] = /\/i18n\/([^/]+)\/([^/]+)\.json$/.exec(path) as unknown as [string, string, string];
  resources[lang] = { ...resources[lang], [namespace]: module.default };
}

const instance = i18next.createInstance();
void instance.init({
  resources,
  lng: DEFAULT_LANG,
  fallbackLng: DEFAULT_LANG,
  supportedLngs: [...LANGS],
  ns: Object.keys(resources[DEFAULT_LANG] ?? {}),
  defaultNS: 'admin',
  initAsync: false,
  interpolation: { escapeValue: false },
});

/** The back office's translation function in one language. */
export function adminT(lang: Lang): TFunction {
  return instance.getFixedT(LANGS.includes(lang) ? lang : DEFAULT_LANG);
}
