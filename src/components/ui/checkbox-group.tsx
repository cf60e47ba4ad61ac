import { memo, useState } from 'react';
import { Check } from './check';

/** Options shown before "Show all": a category's usual makes and towns all fit. */
const OPTIONS_SHOWN = 40;

type Props = {
  options: readonly string[];
  selected: readonly string[];
  /** Whether `value` counts as one of `selected` (e.g. ignoring case); keep it stable. */
  isSelected: (selected: readonly string[], value: string) => boolean;
  onToggle: (value: string) => void;
  /** Shown when there are no options at all. */
  emptyText?: string;
  /** The text shown for a value (e.g. a town in the reader's language); the value by default. */
  labelOf?: (value: string) => string;
  /** The "Show all" button's texts, for lists longer than OPTIONS_SHOWN. */
  showAllLabel: string;
  showFewerLabel: string;
};

/**
 * A list of checkboxes, one a value, inside the caller's `Fieldset`. Lists can hold thousands
 * of values (towns of ads posted from one browser): past OPTIONS_SHOWN the rest (checked ones
 * excepted) wait behind "Show all", which keeps the page small. Memoised: typing elsewhere in
 * the form does not re-render every box.
 */
export const CheckboxGroup = memo(function CheckboxGroup({
  options,
  selected,
  isSelected,
  onToggle,
  emptyText,
  labelOf,
  showAllLabel,
  showFewerLabel,
}: Props) {
  const [expanded, setExpanded] = useState(false);
  const long = options.length > OPTIONS_SHOWN;
  const shown =
    long && !expanded
      ? options.filter((option, index) => index < OPTIONS_SHOWN || isSelected(selected, option))
      : options;
  return (
    <div className="check-group">
      {shown.map((option) => (
        <Check
          key={option}
          checked={isSelected(selected, option)}
          onChange={() => onToggle(option)}
          label={<span>{labelOf ? labelOf(option) : option}</span>}
        />
      ))}
      {options.length === 0 && emptyText && <p className="hint">{emptyText}</p>}
      {long && (
        <button
          type="button"
          className="btn btn-ghost btn-sm check-group-more"
          aria-expanded={expanded}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? showFewerLabel : showAllLabel}
        </button>
      )}
    </div>
  );
});
