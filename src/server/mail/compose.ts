import { t as translator, type Lang } from '~/lib/i18n';
import { escapeHtml } from '~/lib/text';
import type { MailMessage } from './mailer';

/** A line of the summary a message may carry (a booking's date, a visitor's message): label, value. */
export type MailDetail = [label: string, value: string];

export interface MailBrand {
  estateName: string;
  publicUrl: string;
  from?: string;
}


/**
 * A message from the `mail` namespace of the UI strings: `<kind>.subject`, `<kind>.intro`,
 * optionally `<kind>.action` (a button to `link`) and `<kind>.outro`, in the customer's language,
 * as plain text and as simple HTML that mail clients render well. A kind naming its own namespace
 * ('engagement:mail.booking') is read there. `details` are shown as a summary between the intro and the outro.
 */
export function composeMail(
  lang: Lang,
  kind: string,
  to: string,
  brand: MailBrand,
  values: Record<string, string> = {},
  link?: string,
  details: MailDetail[] = [],
): MailMessage {
  const t = translator(lang);
  const vars = { ...values, estate: brand.estateName };
  const base = kind.includes(':') ? kind : `mail:${kind}`;
  const line = (key: string) => t(`${base}.${key}`, { ...vars, defaultValue: '' });
  const subject = line('subject');
  const intro = line('intro');
  const outro = line('outro');
  const action = link ? line('action') : '';
  const signature = t('mail:signature', vars);

  // French sets a no-break space before the colon, so that it never starts a line.
  const separator = lang === 'fr_FR' ? '\u00a0: ' : ': ';
  const detailText = details.map(([label, value]) => `${label}${separator}${value.replace(/\n/g, '\n  ')}`);
  const text = [
    t('mail:greeting', vars),
    '',
    ...(intro ? [intro, ''] : []),
    ...(details.length ? [...detailText, ''] : []),
    ...(outro ? [outro, ''] : []),
    ...(link ? [`${action}${separator}${link}`, ''] : []),
    signature,
  ].join('\n');
  const detailHtml = details.length
    ? `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 16px;font-size:14px">${details
        .map(([label, value]) => `<tr><td style="padding:4px 16px 4px 0;color:#6b5d52;vertical-align:top">${escapeHtml(label)}</td><td style="padding:4px 0;white-space:pre-line">${escapeHtml(value)}</td></tr>`)
        .join('')}</table>`
    : '';
  const html = `<!doctype html><html lang="${lang === 'fr_FR' ? 'fr' : 'en'}"><body style="margin:0;background:#f6f1ea;font-family:Arial,sans-serif;color:#2b2118">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:8px;padding:32px">
<tr><td style="font-family:Georgia,serif;font-size:22px;color:#7f1d1d;padding-bottom:16px">${escapeHtml(brand.estateName)}</td></tr>
<tr><td style="font-size:15px;line-height:1.6">
<p>${escapeHtml(t('mail:greeting', vars))}</p>
${intro ? `<p>${escapeHtml(intro)}</p>` : ''}
${detailHtml}
${outro ? `<p>${escapeHtml(outro)}</p>` : ''}
${link ? `<p style="padding:8px 0"><a href="${escapeHtml(link)}" style="background:#b71c1c;color:#fff;text-decoration:none;padding:12px 20px;border-radius:4px;display:inline-block">${escapeHtml(action)}</a></p><p style="font-size:12px;color:#6b5d52">${escapeHtml(link)}</p>` : ''}
<p>${escapeHtml(signature)}</p>
</td></tr></table>
<p style="font-size:12px;color:#6b5d52"><a href="${escapeHtml(brand.publicUrl)}" style="color:#6b5d52">${escapeHtml(brand.publicUrl)}</a></p>
</td></tr></table></body></html>`;
  return { to, subject, text, html, from: brand.from };
}
