/**
 * The size-guide modal (spec §2, "Size-guide modal"; §9): two tabs, "Mărime"
 * (the calculator: height, weight and body type give a size and the BMI with
 * its label) and "Ghid de mărimi" (the size table, centimetres beside
 * inches). The rules are src/lib/size-guide.ts and src/lib/size-table.ts.
 */
import { useId, useRef, useState, type KeyboardEvent } from "react";
import { SIZE_GUIDE_TEXT as t, SIZE_TABLE_TEXT as table } from "../../lib/messages-product.ts";
import {
  bmiCategory,
  bodyMassIndex,
  BODY_TYPES,
  clampToRange,
  DEFAULT_BODY_TYPE,
  HEIGHT_CM,
  recommendSize,
  WEIGHT_KG,
  type BodyType,
  type SliderRange,
} from "../../lib/size-guide.ts";
import { formatRange, rangeToCm, SIZE_TABLE } from "../../lib/size-table.ts";
import { PanelDialog } from "../ui/PanelDialog.tsx";

const HEADING = "ghid-marimi-titlu-modal";
const TABS = ["calculator", "table"] as const;
type Tab = (typeof TABS)[number];
const bmiFormat = new Intl.NumberFormat("ro-RO", { minimumFractionDigits: 1, maximumFractionDigits: 1 });

export default function SizeGuide() {
  return (
    <PanelDialog name="sizeguide" labelledBy={HEADING} variant="modal" closeLabel={t.close} className="size-guide">
      {() => <SizeGuideContent />}
    </PanelDialog>
  );
}

function SizeGuideContent() {
  const id = useId();
  const [tab, setTab] = useState<Tab>("calculator");
  const tabs = useRef<Record<Tab, HTMLButtonElement | null>>({ calculator: null, table: null });
  const labels: Record<Tab, string> = { calculator: t.calculatorTab, table: t.tableTab };

  // Arrow keys, Home and End move between the tabs (WAI-ARIA tabs pattern, automatic activation).
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = TABS.indexOf(tab);
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: TABS.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = TABS[(target + TABS.length) % TABS.length] ?? "calculator";
    setTab(next);
    tabs.current[next]?.focus();
  };

  return (
    <>
      <h2 id={HEADING} className="dialog__title">
        {t.title}
      </h2>
      <div className="sg__tabs" role="tablist" aria-label={t.tabs}>
        {TABS.map((name) => (
          <button
            key={name}
            ref={(element) => {
              tabs.current[name] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-${name}-tab`}
            aria-controls={`${id}-${name}`}
            aria-selected={tab === name}
            tabIndex={tab === name ? 0 : -1}
            className="sg__tab"
            onClick={() => setTab(name)}
            onKeyDown={onKeyDown}
          >
            {labels[name]}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${id}-calculator`}
        aria-labelledby={`${id}-calculator-tab`}
        hidden={tab !== "calculator"}
        className="sg__panel"
      >
        <Calculator />
      </div>
      <div
        role="tabpanel"
        id={`${id}-table`}
        aria-labelledby={`${id}-table-tab`}
        hidden={tab !== "table"}
        className="sg__panel"
        // The table scrolls sideways on narrow screens; the panel takes focus so a keyboard can scroll it.
        tabIndex={0}
      >
        <SizeTable />
      </div>
    </>
  );
}

function Calculator() {
  const id = useId();
  const [height, setHeight] = useState(HEIGHT_CM.initial);
  const [weight, setWeight] = useState(WEIGHT_KG.initial);
  const [bodyType, setBodyType] = useState<BodyType>(DEFAULT_BODY_TYPE);
  const size = recommendSize(height, weight, bodyType);
  const bmi = bodyMassIndex(height, weight);

  return (
    <form className="sg__form" onSubmit={(event) => event.preventDefault()}>
      <p className="sg__intro">{t.intro}</p>
      <Slider id={`${id}-height`} label={t.height} unit={t.cm} range={HEIGHT_CM} value={height} onChange={setHeight} />
      <Slider id={`${id}-weight`} label={t.weight} unit={t.kg} range={WEIGHT_KG} value={weight} onChange={setWeight} />
      <fieldset className="sg__body">
        <legend>{t.bodyType}</legend>
        {BODY_TYPES.map((type) => (
          <label key={type} className="sg__choice">
            <input
              type="radio"
              name={`${id}-body`}
              value={type}
              checked={bodyType === type}
              onChange={() => setBodyType(type)}
            />
            <span>{t.bodyTypes[type]}</span>
          </label>
        ))}
      </fieldset>
      <output className="sg__result" htmlFor={`${id}-height ${id}-weight`} aria-live="polite">
        <span className="sg__result-label">{t.result}</span>
        <strong className="sg__size" data-size-result>
          {size}
        </strong>
        <span className="sg__bmi">
          {t.bmi}: <span data-bmi-result>{bmiFormat.format(bmi)}</span> ·{" "}
          <span data-bmi-label>{t.bmiCategories[bmiCategory(bmi)]}</span>
        </span>
      </output>
      <p className="sg__note">{t.note}</p>
    </form>
  );
}

interface SliderProps {
  id: string;
  label: string;
  unit: string;
  range: SliderRange;
  value: number;
  onChange: (value: number) => void;
}

function Slider({ id, label, unit, range, value, onChange }: SliderProps) {
  return (
    <div className="sg__slider">
      <label htmlFor={id}>
        {label}: <strong>{`${value} ${unit}`}</strong>
      </label>
      <input
        id={id}
        type="range"
        min={range.min}
        max={range.max}
        step={1}
        value={value}
        aria-valuetext={`${value} ${unit}`}
        onChange={(event) => onChange(clampToRange(event.currentTarget.valueAsNumber, range))}
      />
      <span className="sg__bounds" aria-hidden="true">
        <span>{`${range.min} ${unit}`}</span>
        <span>{`${range.max} ${unit}`}</span>
      </span>
    </div>
  );
}

const COLUMNS = [
  { key: "bust", label: table.bust },
  { key: "waist", label: table.waist },
  { key: "hip", label: table.hip },
] as const;

function SizeTable() {
  return (
    <>
      <p className="sg__intro">{t.tableIntro}</p>
      <table className="sg__table">
        <caption className="visually-hidden">{table.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{table.size}</th>
            {COLUMNS.map((column) => (
              <th key={column.key} scope="col">
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {SIZE_TABLE.map((row) => (
            <tr key={row.size}>
              <th scope="row">
                {row.size}
                <span className="sg__in">{`${table.us} ${row.us}`}</span>
              </th>
              {COLUMNS.map((column) => (
                <td key={column.key}>
                  <span className="sg__cm">{`${formatRange(rangeToCm(row[column.key]))} ${table.cm}`}</span>
                  <span className="sg__in">{`${formatRange(row[column.key])} ${table.inches}`}</span>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
