// UI strings: one i18next instance, initialised synchronously from the JSON files of src/i18n/,
// usable in .astro pages, React islands and plain scripts alike. Every src/i18n/<lang>/<namespace>.json
// is picked up on its own; 'common' is the default namespace, others are reached as 'auth:login.title'.
import i18next, { type Resource, type TFunction } from 'i18next';
import { DEFAULT_LANG, LANGS, type Lang } from './locale';

export { DEFAULT_LANG, LANGS, type Lang };

type Strings = { default: Record<string, unknown> };
// The server knows every string; a browser bundle carries only the namespaces islands use, so that
// the mail texts, legal titles and catalogue labels rendered on the server never ship to browsers.
const files = import.meta.env.SSR
  ? import.meta.glob<Strings>('../i18n/*/*.json', { eager: true })
  : import.meta.glob<Strings>('../i18n/*/{common,api,auth,account,cart,engagement}.json', { eager: true });

function resourcesFrom(modules: typeof files): Resource {
  const resources: Resource = {};
  for (const [path, module] of Object.entries(modules)) {
    const match = /\/i18n\/([^/]+)\/([^/]+)\.json$/.exec(path);
    if (!match) continue;
    const [, lang, namespace] = match as unknown as [string, string, string];
    resources[lang] = { ...resources[lang], [namespace]: module.default };
  }
  return resources;
}

const resources = resourcesFrom(files);

const instance = i18next.createInstance();
void instance.init({
  resources,
  lng: DEFAULT_LANG,
  fallbackLng: DEFAULT_LANG,
  supportedLngs: [...LANGS],
  ns: [...new Set(Object.values(resources).flatMap((namespaces) => Object.keys(namespaces)))],
  defaultNS: 'common',
  // Resources are in memory: without this, init would defer to a timer and the first t() would miss.
  initAsync: false,
  // Astro and React escape what they render; escaping here would double-escape apostrophes.
  interpolation: { escapeValue: false },
});

/** The translation function of one language (French for anything else). */
export function t(lang: Lang): TFunction {
  return instance.getFixedT(LANGS.includes(lang) ? lang : DEFAULT_LANG);
}
