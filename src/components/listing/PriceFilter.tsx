/**
 * The price facet (spec §2 "price slider", §5: 0 to 1500 Ron, widened to the
 * dearest product): two range thumbs and two number boxes, all labelled. The
 * thumbs move freely; the filter applies when the shopper lets go of a thumb
 * or leaves a box (the native `change` event), so that a drag is one step in
 * the history, not a hundred. No `step`: 1 is the default of both kinds of
 * input; no ids: each box is inside its label (bytes of every listing's HTML,
 * docs/decisions.md#the-weight-of-every-page).
 */
import { memo, useEffect, useRef, useState, type CSSProperties } from "react";
import type { PriceRange } from "../../lib/listing/filter.ts";
import { FILTERS_TEXT as t } from "../../lib/messages-listing.ts";
import { setPriceRange } from "../../stores/listing.ts";

/** The range's two ends, each with its number box. */
const PRICE_ENDS = ["min", "max"] as const;

interface Props {
  readonly bounds: PriceRange;
  readonly range: PriceRange | null;
  readonly disabled: boolean;
}

/** Drawn again only when its range, bounds or state change, not on every click elsewhere. */
export const PriceFilter = memo(function PriceFilter({ bounds, range, disabled }: Props) {
  const min = range?.min ?? bounds.min;
  const max = range?.max ?? bounds.max;
  const [draft, setDraft] = useState({ min, max });
  const latest = useRef(draft);
  latest.current = draft;
  const fieldset = useRef<HTMLFieldSetElement>(null);

  // The store moved (a tag removed, back, "Șterge tot"): the thumbs follow.
  useEffect(() => setDraft({ min, max }), [min, max]);

  useEffect(() => {
    const element = fieldset.current;
    if (!element) return;
    // An emptied box means that end of the slider.
    const apply = () => {
      const { min: from, max: to } = latest.current;
      setPriceRange({ min: Number.isNaN(from) ? bounds.min : from, max: Number.isNaN(to) ? bounds.max : to });
    };
    element.addEventListener("change", apply);
    return () => element.removeEventListener("change", apply);
  }, [bounds.min, bounds.max]);

  const span = Math.max(1, bounds.max - bounds.min);
  const from = Number.isNaN(draft.min) ? bounds.min : draft.min;
  const to = Number.isNaN(draft.max) ? bounds.max : draft.max;
  const low = Math.min(from, to);
  const high = Math.max(from, to);
  const fill = {
    "--from": `${((low - bounds.min) / span) * 100}%`,
    "--to": `${((high - bounds.min) / span) * 100}%`,
  } as CSSProperties;
  return (
    <fieldset className="filters__group" ref={fieldset} disabled={disabled}>
      <legend className="filters__title">{t.price}</legend>
      <div className="price-slider" style={fill}>
        <input
          type="range"
          aria-label={t.priceMin}
          // When the thumbs meet in the upper half, the lower one must stay on top, or it could not be moved.
          style={low - bounds.min > span / 2 ? { zIndex: 2 } : undefined}
          min={bounds.min}
          max={bounds.max}
          value={low}
          onChange={(event) => setDraft({ min: Math.min(Number(event.target.value), high), max: high })}
        />
        <input
          type="range"
          aria-label={t.priceMax}
          min={bounds.min}
          max={bounds.max}
          value={high}
          onChange={(event) => setDraft({ min: low, max: Math.max(Number(event.target.value), low) })}
        />
      </div>
      <div className="price-fields">
        {PRICE_ENDS.map((end) => (
          <PriceField
            key={end}
            label={end === "min" ? t.priceMin : t.priceMax}
            bounds={bounds}
            value={draft[end]}
            onChange={(value) => setDraft({ ...draft, [end]: value })}
          />
        ))}
      </div>
      <p className="price-fields__range" aria-hidden="true">
        {t.priceRange(low, high)}
      </p>
    </fieldset>
  );
});

interface PriceFieldProps {
  readonly label: string;
  readonly bounds: PriceRange;
  /** NaN while the box is empty. */
  readonly value: number;
  readonly onChange: (value: number) => void;
}

/** One end of the price range, typed in a number box; an emptied box is NaN, which means that end of the slider. */
function PriceField({ label, bounds, value, onChange }: PriceFieldProps) {
  return (
    <label>
      {label}
      <input
        type="number"
        inputMode="numeric"
        min={bounds.min}
        max={bounds.max}
        value={Number.isNaN(value) ? "" : value}
        onChange={(event) => onChange(event.target.value.trim() === "" ? NaN : Number(event.target.value))}
      />
    </label>
  );
}
