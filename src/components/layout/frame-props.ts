import type { Navigation } from "../../lib/catalog/navigation.ts";

/** What the frame's menus and footer are drawn from (Header, MobileMenu, Footer): the menus and SITE_PHONE, SITE_EMAIL. */
export interface FrameProps {
  readonly navigation: Navigation;
  readonly phone: string | undefined;
  readonly email: string | undefined;
}
