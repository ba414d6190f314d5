/** The sort dropdown of spec §2 ("Sortează după:") with the options of spec §9. */
import { memo, useId } from "react";
import { isSortKey, SORT_KEYS, type SortKey } from "../../lib/listing/sort.ts";
import { FILTERS_TEXT as t } from "../../lib/messages-listing.ts";
import { sortBy } from "../../stores/listing.ts";

export const SortSelect = memo(function SortSelect({ sort, disabled }: { sort: SortKey; disabled: boolean }) {
  const id = useId();
  return (
    <div className="sort">
      <label htmlFor={id}>{t.sortLabel}</label>
      <select
        id={id}
        value={sort}
        disabled={disabled}
        onChange={(event) => {
          if (isSortKey(event.target.value)) sortBy(event.target.value);
        }}
      >
        {SORT_KEYS.map((key) => (
          <option key={key} value={key}>
            {t.sorts[key]}
          </option>
        ))}
      </select>
    </div>
  );
});
