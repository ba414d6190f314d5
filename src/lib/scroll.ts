/** Scroll thresholds of spec §9, in px. */
export const SCROLL = {
  /** The header hides on scroll-down past this. */
  hideAfter: 250,
  /** The header takes its sticky style past this. */
  stickyAfter: 50,
  /** The header gets its background past this. */
  backgroundAfter: 100,
  /** The scroll-to-top button shows past this. */
  scrollTopAfter: 500,
  /** Listings scroll to the grid with this offset. */
  gridOffset: 250,
} as const;
