import { useIntl, type MessageDescriptor } from 'react-intl';
import { FilterSelect } from '@uaeaf/ui';

/** A list filter over a fixed set of values (statuses, kinds), each named by its message. */
export function ChoiceFilter<const T extends string>({
  name,
  label,
  choices,
  text,
}: {
  name: string;
  label: string;
  choices: readonly T[];
  text: Record<T, MessageDescriptor>;
}) {
  const intl = useIntl();
  const named = (value: T): string => intl.formatMessage(text[value] as MessageDescriptor);
  return (
    <FilterSelect
      name={name}
      label={label}
      options={choices.map((value) => ({ value, label: named(value) }))}
    />
  );
}
