/** The active filters as removable tags, and "Șterge tot" (spec §2 "Summary line"). */
import type { FilterTag } from "../../lib/listing/filter.ts";
import { FILTERS_TEXT as t } from "../../lib/messages-listing.ts";
import { clearFilters, removeFilter } from "../../stores/listing.ts";

/** What a tag reads: "Brand: Casa Lia", "Preț: 100–500 Ron", "Reducere". */
export function tagText(tag: FilterTag): string {
  switch (tag.facet) {
    case "onSale":
      return t.tag.onSale;
    case "price":
      return `${t.tag.price}: ${tag.range ? t.priceRange(tag.range.min, tag.range.max) : tag.key}`;
    default:
      return `${t.tag[tag.facet]}: ${tag.label}`;
  }
}

export function ActiveFilters({ tags, disabled }: { tags: readonly FilterTag[]; disabled: boolean }) {
  if (!tags.length) return null;
  return (
    <div className="tags" role="group" aria-label={t.active}>
      <ul role="list">
        {tags.map((tag) => {
          const text = tagText(tag);
          return (
            <li key={`${tag.facet}:${tag.key}`}>
              <button
                type="button"
                className="tags__tag"
                aria-label={t.remove(text)}
                disabled={disabled}
                onClick={() => removeFilter(tag)}
              >
                {text}
                <span aria-hidden="true">×</span>
              </button>
            </li>
          );
        })}
      </ul>
      <button type="button" className="tags__clear" onClick={clearFilters} disabled={disabled}>
        {t.clearAll}
      </button>
    </div>
  );
}
