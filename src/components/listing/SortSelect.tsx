/**
 * The sort dropdown of spec §2 ("Sortează după:") with the options of spec §9 and issue 29: a listing's, and the
 * search page's (whose own order is relevance).
 */
import { memo, useId } from "react";
import { isSortKey, type SortKey } from "../../lib/listing/sort.ts";
import { SORT_TEXT as t } from "../../lib/messages-sort.ts";
import "./sort-select.css";

/**
 * `sorts`: the options this build offers (lib/listing/sort.ts, `offeredSorts`); `onSort`: what choosing one does;
 * `implicit`: the words for the page's own order.
 */
export const SortSelect = memo(function SortSelect({
  sort,
  sorts,
  disabled,
  onSort,
  implicit = t.sorts.implicit,
}: {
  sort: SortKey;
  sorts: readonly SortKey[];
  disabled: boolean;
  onSort: (key: SortKey) => void;
  implicit?: string;
}) {
  const id = useId();
  return (
    <div className="sort">
      <label htmlFor={id}>{t.label}</label>
      <select
        id={id}
        value={sort}
        disabled={disabled}
        onChange={(event) => {
          if (isSortKey(event.target.value)) onSort(event.target.value);
        }}
      >
        {sorts.map((key) => (
          <option key={key} value={key}>
            {key === "implicit" ? implicit : t.sorts[key]}
          </option>
        ))}
      </select>
    </div>
  );
});
