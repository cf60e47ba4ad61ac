import { memo, useState } from 'react';
import { Check } from './check';

const OPTIONS_SHOWN = 40;

type Props = {
  options: readonly string[];
  selected: readonly string[];
  /** Keep it stable. */
  isSelected: (selected: readonly string[], value: string) => boolean;
  onToggle: (value: string) => void;
  emptyText?: string;
  labelOf?: (value: string) => string;
  showAllLabel: string;
  showFewerLabel: string;
};

/** Lists can hold thousands of values (towns of own ads): the rest wait behind "Show all". */
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
