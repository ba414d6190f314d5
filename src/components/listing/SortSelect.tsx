/** The sort dropdown of spec §2 ("Sortează după:") with the options of spec §9 and issue 29. */
import { memo, useId } from "react";
import { isSortKey, type SortKey } from "../../lib/listing/sort.ts";
import { FILTERS_TEXT as t } from "../../lib/messages-listing.ts";
import { sortBy } from "../../stores/listing.ts";

/** `sorts`: the options this build offers (lib/listing/sort.ts, `offeredSorts`). */
export const SortSelect = memo(function SortSelect({
  sort,
  sorts,
  disabled,
}: {
  sort: SortKey;
  sorts: readonly SortKey[];
  disabled: boolean;
}) {
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
        {sorts.map((key) => (
          <option key={key} value={key}>
            {t.sorts[key]}
          </option>
        ))}
      </select>
    </div>
  );
});
