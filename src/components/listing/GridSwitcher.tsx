/**
 * The grid layout switcher (spec §2 "Toolbar"): 1 (a list) to 5 columns,
 * offered within the limits of the viewport and the sidebar. Before the
 * island knows the width, the stylesheet hides what the width does not allow.
 * The icons are the stylesheet's too (listing.css, `.switcher__option--N`).
 */
import { memo } from "react";
import { columnChoices, MAX_COLUMNS } from "../../lib/listing/layout.ts";
import { FILTERS_TEXT as t } from "../../lib/messages-listing.ts";
import { chooseColumns } from "../../stores/listing.ts";

interface Props {
  /** The columns the grid shows. */
  readonly shown: number;
  /** Null until the island knows the viewport's width. */
  readonly viewportWidth: number | null;
  readonly sidebarShown: boolean;
}

export const GridSwitcher = memo(function GridSwitcher({ shown, viewportWidth, sidebarShown }: Props) {
  const choices =
    viewportWidth === null
      ? Array.from({ length: MAX_COLUMNS }, (_, index) => index + 1)
      : columnChoices(viewportWidth, sidebarShown);
  return (
    <div className="switcher" role="group" aria-label={t.layout}>
      {choices.map((columns) => (
        <button
          key={columns}
          type="button"
          className={`switcher__option switcher__option--${columns}`}
          aria-pressed={columns === shown}
          disabled={viewportWidth === null}
          onClick={() => chooseColumns(columns)}
        >
          <span className="visually-hidden">{columns === 1 ? t.listView : t.columns(columns)}</span>
        </button>
      ))}
    </div>
  );
});
