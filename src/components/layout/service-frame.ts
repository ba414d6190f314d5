/**
 * What every page of a site built with a click service (PUBLIC_API_URL) runs at load, beside the frame's own
 * script (frame.ts): the click beacon (track.ts), the popular rows' observer (watch-popular.ts) and the
 * newsletter form's loader. ServiceFrame.astro loads it, and only a site with a service renders that: a site
 * without one carries none of this code.
 *
 * One module, not a <script> in each of Popular.astro, Newsletter.astro and frame.ts: three small files each
 * compressed on their own, and a second trip for the beacon, put a listing over its budget
 * (docs/decisions.md#the-weight-of-every-page).
 */
import { trackClicks } from "../clicks/track.ts";
import { watchPopularRows } from "../clicks/watch-popular.ts";

const apiUrl = document.documentElement.dataset["clickApi"];
if (apiUrl) {
  trackClicks(apiUrl);
  watchPopularRows(apiUrl);
}

// The newsletter form's script (and the schema's words) come when the shopper starts filling it in, not with every
// page: without it the form is still a plain form post (Newsletter.astro).
document
  .querySelector("form[data-api-form=newsletter]")
  ?.addEventListener("focusin", () => void import("../forms/api-form.ts"), { once: true });
