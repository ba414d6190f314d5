/**
 * The site's own contact details as a shopper reads them (SITE_PHONE, SITE_EMAIL: the top bar, the mobile menu,
 * the footer and Contact). Their links come from paths.ts (`contactLinks.tel`, `contactLinks.mailto`).
 */

/**
 * A phone number as shown: its spaces and hyphens made non-breaking, so that a narrow screen never splits it
 * over two lines (html-validate's `tel-non-breaking`).
 * @example phoneText("+40 722-000-000") // "+40\u00a0722\u2011000\u2011000"
 */
export function phoneText(phone: string): string {
  return phone.trim().replace(/\s+/g, "\u00a0").replace(/-/g, "\u2011");
}
