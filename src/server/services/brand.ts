import type { Lang } from '~/lib/i18n';
import type { ShopDeps } from '../deps';
import type { MailBrand } from '../mail/compose';
import { parameterMap, type ParameterMap } from './parameters';

/** How the estate signs its e-mails: its company name, else the name it sends mail as. */
export async function mailBrand(deps: Pick<ShopDeps, 'db'> & { config: Pick<ShopDeps['config'], 'publicUrl'> }, siteId: number, lang: Lang): Promise<MailBrand> {
  return brandOf(await parameterMap(deps.db, siteId, lang), deps.config.publicUrl);
}

/** The same, from parameters already read. */
export function brandOf(parameters: ParameterMap, publicUrl: string): MailBrand {
  const estateName = parameters.COMPANY_NAME ?? parameters.SEND_MAIL_AS_NAME ?? 'Domaine';
  const sender = parameters.SEND_MAIL_AS_MAIL;
  return {
    estateName,
    publicUrl,
    from: sender ? `"${(parameters.SEND_MAIL_AS_NAME ?? estateName).replace(/"/g, '')}" <${sender}>` : undefined,
  };
}
