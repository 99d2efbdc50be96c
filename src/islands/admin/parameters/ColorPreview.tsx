import { readableOn } from '~/layouts/colors';
import type { Lang } from '~/lib/locale';
import { COLOR_PATTERN } from '~/lib/admin/parameters';
import { adminT } from '../i18n';

interface Props {
  lang: Lang;
  /** The colour parameters as typed, not yet saved. */
  colors: Record<string, string>;
}

/** What the storefront's frame will look like with these colours, before the owner saves them. */
export function ColorPreview({ lang, colors }: Props) {
  const t = adminT(lang);
  const pick = (type: string, fallback: string) => (COLOR_PATTERN.test(colors[type]?.trim() ?? '') ? colors[type]!.trim() : fallback);
  const primary = pick('PRIMARY_COLOR', '#8c2a3c');
  const accent = pick('ACCENT_COLOR', '#c49a3a');
  const background = pick('BACKGROUND_COLOR', '#fbf8f3');
  const text = pick('FONT_COLOR', readableOn(background));
  const header = pick('HEADER_COLOR', '#ffffff');
  const menu = pick('MENU_COLOR', readableOn(header));
  const footer = pick('FOOTER_COLOR', '#2e2420');
  const footerText = pick('FOOTER_FONT_COLOR', readableOn(footer));
  return (
    <section aria-labelledby="color-preview" className="mb-6">
      <h2 id="color-preview" className="mb-2 font-semibold">{t('admin-parameters:preview.title')}</h2>
      {/* A picture of the colours as typed, which may not read well yet: that is for the owner's eyes to judge. */}
      <div aria-hidden="true" data-preview className="overflow-hidden rounded-lg border border-stone-300" style={{ background, color: text }}>
        <div className="flex items-center gap-6 px-4 py-3 shadow-sm" style={{ background: header, color: menu }}>
          <span className="font-semibold">Domaine</span>
          <span>{t('admin-parameters:preview.menu')}</span>
          <span>{t('admin-parameters:preview.menu2')}</span>
        </div>
        <div className="flex flex-wrap items-center gap-4 px-4 py-5">
          <span>{t('admin-parameters:preview.text')}</span>
          <strong style={{ color: primary }}>{t('admin-parameters:preview.price')}</strong>
          {/* The accent as a mark: text written on an owner's colour may not read, and is not the point here. */}
          <span className="h-6 w-1.5 rounded-full" style={{ background: accent }} />
          <span data-preview-button className="rounded-md px-4 py-2 text-sm font-semibold" style={{ background: primary, color: readableOn(primary) }}>
            {t('admin-parameters:preview.button')}
          </span>
        </div>
        <div className="px-4 py-3 text-sm" style={{ background: footer, color: footerText }}>
          {t('admin-parameters:preview.footer')} · <span className="underline">{t('admin-parameters:preview.link')}</span>
        </div>
      </div>
    </section>
  );
}
