import { Button } from '@kopru/ui/button';
import { Field, TextField } from '@kopru/ui/field';
import { Select } from '@kopru/ui/input';
import { Search } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';

export interface FilterSelect {
  label: string;
  value: string;
  onChange(value: string): void;
  options: { value: string; label: string }[];
}

/** A search box (applied on submit) with select filters beside it (applied at once). */
export function SearchForm({
  query,
  onSearch,
  labels,
  filter,
  extraFilter,
}: {
  query: string;
  onSearch(query: string): void;
  labels: { search: string; placeholder: string; submit: string };
  filter?: FilterSelect;
  extraFilter?: FilterSelect;
}) {
  const [text, setText] = useState(query);
  useEffect(() => setText(query), [query]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <search>
      <form onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <TextField
          label={labels.search}
          type="search"
          name="q"
          value={text}
          placeholder={labels.placeholder}
          onChange={(e) => setText(e.target.value)}
          fieldClassName="flex-1"
        />
        <Button type="submit" variant="secondary" className="sm:mb-0">
          <Search aria-hidden="true" className="size-4" />
          {labels.submit}
        </Button>
        {[filter, extraFilter].map(
          (select) =>
            select && (
              <Field key={select.label} label={select.label} className="sm:w-48">
                {(control) => (
                  <Select {...control} value={select.value} onChange={(e) => select.onChange(e.target.value)}>
                    {select.options.map((option) => (
                      <option key={option.value} value={option.value}>
                        {option.label}
                      </option>
                    ))}
                  </Select>
                )}
              </Field>
            ),
        )}
      </form>
    </search>
  );
}
