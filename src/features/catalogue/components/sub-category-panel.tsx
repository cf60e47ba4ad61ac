import { Fieldset } from '@/components/ui/field';
import type { Option } from '@/components/ui/select';

type Props = {
  /** The radio group's name. */
  name: string;
  legend: string;
  /** The first option, value '', is every sub-category. */
  options: readonly Option[];
  /** null when the list is not limited to the parent category: no option is checked. */
  value: string | null;
  onChange: (value: string) => void;
};

/** Radio buttons that narrow the list to one type within a category (e.g. half helmets). */
export function SubCategoryPanel({ name, legend, options, value, onChange }: Props) {
  return (
    <Fieldset legend={legend} className="sub-category-panel">
      <div className="sub-category-options">
        {options.map((option) => (
          <label key={option.value || 'all'} className="sub-category-option">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </Fieldset>
  );
}
