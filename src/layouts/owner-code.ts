// Where the owner's code (GLOBAL_CSS, SCRIPT_TO_LOAD, AFTER_BODY_HTML_TO_LOAD, a menu entry's
// script) is left out of the page. A script in a page acts with the session of whoever reads it: on
// the account, sign-in and password pages it could read a customer's data, what they type, or a
// reset token; on the back office it could call the administrators' API. So the owner's code stays
// on the storefront's pages, and these pages (in every language: the path has no language prefix
// here) never carry it.
const WITHOUT_OWNER_CODE = ['/account', '/auth', '/password', '/admin'];

/** Whether the page at this path (without its language prefix) carries the owner's code. */
export function carriesOwnerCode(pathname: string): boolean {
  return !WITHOUT_OWNER_CODE.some((path) => pathname === path || pathname.startsWith(`${path}/`));
}
