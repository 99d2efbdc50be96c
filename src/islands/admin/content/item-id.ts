/** The item an editor's address names: null for 'new', undefined for anything that is no id. */
export function contentItemId(param: string | undefined): number | null | undefined {
  if (param === 'new') return null;
  return param && /^[1-9]\d{0,9}$/.test(param) && Number(param) <= 2_147_483_647 ? Number(param) : undefined;
}
