/**
 * The listing's facets (spec §2 "Sidebar facets"): categories (links), price,
 * brands and materials (checkboxes), colours and sizes (one at a time, with
 * "all"), and on-sale. Every option shows how many products it would give,
 * and is disabled when that is none. From 1200 px a sidebar; below, a side
 * panel from the left, one of the site's dialogs ("filters" in $openPanel;
 * src/components/ui/PanelDialog.tsx, whose code comes with the island's
 * first use, in-use-code.ts: until then the panel is its closed <dialog>).
 */
import { useStore } from "@nanostores/react";
import { memo, type ReactNode } from "react";
import type { FacetSummary, OptionCount } from "../../lib/listing/facets.ts";
import { OPTION_FACETS, PANEL_SECTIONS, type OptionFacet, type OptionFacetId } from "../../lib/listing/facet-table.ts";
import { chosenKeys, type Filters } from "../../lib/listing/filter.ts";
import type { CategoryLink } from "../../lib/listing/island-props.ts";
import { FACET_TEXT, FILTERS_TEXT as t } from "../../lib/messages-listing.ts";
import { chooseOption, clearFilters, setOnSale } from "../../stores/listing.ts";
import { $inUseCode } from "./in-use-code.ts";
import { PriceFilter } from "./PriceFilter.tsx";

export const PANEL_ID = "filtre-listare";

/** One formatter for every count: `toLocaleString("ro-RO")` would build one per call, a hundred per click. */
const numbers = new Intl.NumberFormat("ro-RO");

/** An option's count: its last <span>, styled by its place (listing.css), with no class on each of a hundred. */
function Count({ value }: { value: number }) {
  return <span>{numbers.format(value)}</span>;
}

/*
 * The options are written lean, as a listing page holds a hundred of them: no class or value that the list's
 * own class and the handlers' closures make needless (listing.css styles them by the list's class).
 */

/** An option: its key, label, the products it would give, whether it is chosen, and what choosing it does. */
interface OptionProps {
  value: string;
  label: string;
  count: number;
  chosen: boolean;
  onChoose: (key: string | null) => void;
}

/** A "one" facet's "all": no key and no count. */
type AllProps = Omit<OptionProps, "value" | "count"> & { value: null; count: null };

/** One checkbox; drawn again only when its count or state changes. */
const CheckboxOption = memo(function CheckboxOption(props: OptionProps) {
  const disabled = !props.chosen && props.count === 0;
  return (
    <li>
      <label className={disabled ? "filters__option--disabled" : undefined}>
        <input
          type="checkbox"
          checked={props.chosen}
          disabled={disabled}
          onChange={() => props.onChoose(props.value)}
        />
        <span>{props.label}</span>
        <Count value={props.count} />
      </label>
    </li>
  );
});

/** One value of a one-at-a-time facet, or its "all" (`value` null). */
const ChoiceOption = memo(function ChoiceOption(props: OptionProps | AllProps) {
  return (
    <li>
      <button
        type="button"
        aria-pressed={props.chosen}
        disabled={!props.chosen && props.count === 0}
        onClick={() => props.onChoose(props.value)}
      >
        {/* One text with its space, so that React writes no comment between two texts. */}
        {props.count === null ? props.label : `${props.label} `}
        {props.count !== null && <Count value={props.count} />}
      </button>
    </li>
  );
});

/**
 * An option facet's section (facet-table.ts): checkboxes for a "many" facet; for a "one", buttons after an "all",
 * where choosing the chosen one, or "all", clears it (spec §4).
 */
const OptionFacetGroup = memo(function OptionFacetGroup(props: {
  many: boolean;
  legend: string;
  all: string;
  options: readonly OptionCount[];
  /** A "many" facet's keys (the filters' own list, so that memo holds), or a "one" facet's key or null. */
  chosen: readonly string[] | string | null;
  onChoose: (key: string | null) => void;
  disabled: boolean;
}) {
  if (!props.options.length) return null;
  const { many, chosen } = props;
  const Option = many ? CheckboxOption : ChoiceOption;
  return (
    <fieldset className="filters__group" disabled={props.disabled}>
      <legend className="filters__title">{props.legend}</legend>
      <ul className={many ? "filters__options" : "filters__choices"} role="list">
        {!many && (
          <ChoiceOption
            value={null}
            label={props.all}
            count={null}
            chosen={chosen === null}
            onChoose={props.onChoose}
          />
        )}
        {props.options.map((option) => (
          <Option
            key={option.key}
            value={option.key}
            label={option.label}
            count={option.count}
            chosen={typeof chosen === "string" ? chosen === option.key : (chosen?.includes(option.key) ?? false)}
            onChoose={props.onChoose}
          />
        ))}
      </ul>
    </fieldset>
  );
});

const Categories = memo(function Categories({ links }: { links: readonly CategoryLink[] }) {
  if (!links.length) return null;
  return (
    <nav className="filters__group" aria-labelledby={`${PANEL_ID}-categorii`}>
      <p className="filters__title" id={`${PANEL_ID}-categorii`}>
        {t.categories}
      </p>
      <ul className="filters__links" role="list">
        {links.map((link) => (
          <li key={link.href}>
            {/* The label as the link's own text, not a span: 13 bytes a category on every listing's HTML. */}
            <a href={link.href} aria-current={link.current ? "page" : undefined}>
              {link.label}
              <Count value={link.count} />
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
});

interface FacetsProps {
  readonly facets: FacetSummary;
  readonly filters: Filters;
  readonly categories: readonly CategoryLink[];
  /** False until the listing's data is here: nothing can be applied before. */
  readonly ready: boolean;
}

/** Each option facet's handler, made once so that its memoised section is not drawn again for a new closure. */
const CHOOSE = Object.fromEntries(
  OPTION_FACETS.map((facet) => [facet.id, (key: string | null) => chooseOption(facet.id, key)]),
) as Record<OptionFacetId, (key: string | null) => void>;

/** An option facet's section, from the filters and the counts. */
function OptionSection({ facet, facets, filters, ready }: FacetsProps & { facet: OptionFacet }) {
  const text: { legend: string; all?: string } = FACET_TEXT[facet.id];
  const many = facet.choose === "many";
  const chosen = chosenKeys(filters, facet);
  return (
    <OptionFacetGroup
      many={many}
      legend={text.legend}
      all={text.all ?? ""}
      options={facets[facet.data]}
      chosen={many ? chosen : (chosen[0] ?? null)}
      onChoose={CHOOSE[facet.id]}
      disabled={!ready}
    />
  );
}

function SaleSection({ facets, filters, ready }: FacetsProps) {
  if (!facets.hasSales) return null;
  const disabled = !filters.onSale && facets.onSale === 0;
  return (
    <fieldset className="filters__group" disabled={!ready}>
      <legend className="filters__title">{t.sale}</legend>
      <label className={disabled ? "filters__option filters__option--disabled" : "filters__option"}>
        <input
          type="checkbox"
          checked={filters.onSale}
          disabled={disabled}
          onChange={(event) => setOnSale(event.target.checked)}
        />
        <span>{t.onSale}</span>
        <Count value={facets.onSale} />
      </label>
    </fieldset>
  );
}

/** The panel's sections in the table's order (facet-table.ts, PANEL_SECTIONS). */
function Facets(props: FacetsProps) {
  const sections: Record<(typeof PANEL_SECTIONS)[number], () => ReactNode> = {
    category: () => <Categories key="category" links={props.categories} />,
    price: () => (
      <PriceFilter key="price" bounds={props.facets.price} range={props.filters.price} disabled={!props.ready} />
    ),
    options: () => OPTION_FACETS.map((facet) => <OptionSection key={facet.id} facet={facet} {...props} />),
    onSale: () => <SaleSection key="onSale" {...props} />,
  };
  return <div className="filters__groups">{PANEL_SECTIONS.map((section) => sections[section]())}</div>;
}

interface PanelProps extends FacetsProps {
  /** Below 1200 px: a side panel (a dialog) instead of a sidebar. */
  readonly modal: boolean;
  /** The sidebar was put away (from 1200 px). */
  readonly hidden: boolean;
  readonly filtered: boolean;
  /** The products the current filters give, for the panel's "show" button. */
  readonly total: number | null;
}

function ClearButton({ shown, disabled }: { shown: boolean; disabled: boolean }): ReactNode {
  if (!shown) return null;
  return (
    <button type="button" className="button button--ghost filters__clear" onClick={clearFilters} disabled={disabled}>
      {t.clearSidebar}
    </button>
  );
}

/** PanelDialog's classes for the panel from the left, and the panel's own. */
const PANEL_CLASS = "dialog dialog--side dialog--start filters filters--panel";

export function FacetPanel({ modal, hidden, filtered, total, ...facets }: PanelProps) {
  const code = useStore($inUseCode);
  if (!modal) {
    return (
      <aside className="filters" id={PANEL_ID} aria-label={t.title} hidden={hidden}>
        <Facets {...facets} />
        <ClearButton shown={filtered} disabled={!facets.ready} />
      </aside>
    );
  }
  // The closed dialog PanelDialog draws, until its code is here: what the filters button opens is on the page.
  if (!code) {
    return <dialog id={PANEL_ID} className={PANEL_CLASS} aria-labelledby={`${PANEL_ID}-titlu`} aria-modal="true" />;
  }
  const { PanelDialog } = code;
  return (
    <PanelDialog
      name="filters"
      id={PANEL_ID}
      labelledBy={`${PANEL_ID}-titlu`}
      variant="start"
      closeLabel={t.close}
      className="filters filters--panel"
      head={
        <h2 id={`${PANEL_ID}-titlu`} className="dialog__title">
          {t.title}
        </h2>
      }
    >
      {() => (
        <>
          <div className="filters__body">
            <Facets {...facets} />
          </div>
          <div className="filters__foot">
            <ClearButton shown={filtered} disabled={!facets.ready} />
            <button type="button" className="button" data-dialog-close>
              {total === null ? t.close : t.show(total)}
            </button>
          </div>
        </>
      )}
    </PanelDialog>
  );
}
