/**
 * The grid layout switcher (spec §2 "Toolbar"): 1 (a list) to 5 columns,
 * offered within the limits of the viewport and the sidebar. Before the
 * island knows the width, the stylesheet hides what the width does not allow.
 */
import { memo } from "react";
import { columnChoices, MAX_COLUMNS } from "../../lib/listing/layout.ts";
import { messages } from "../../lib/messages.ts";
import { chooseColumns } from "../../stores/listing.ts";

const t = messages.filters;

function LayoutIcon({ columns }: { columns: number }) {
  const gap = 2;
  const width = (20 - gap * (columns - 1)) / columns;
  return (
    <svg width={20} height={20} viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" focusable="false">
      {columns === 1
        ? [2, 8.5, 15].map((y) => <rect key={y} x={0} y={y} width={20} height={3} rx={1} />)
        : Array.from({ length: columns }, (_, index) => (
            <rect key={index} x={index * (width + gap)} y={2} width={width} height={16} rx={1} />
          ))}
    </svg>
  );
}

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
          <LayoutIcon columns={columns} />
          <span className="visually-hidden">{columns === 1 ? t.listView : t.columns(columns)}</span>
        </button>
      ))}
    </div>
  );
});
