import { Field, Input } from '@chakra-ui/react';
import { useEffect, useId, useState } from 'react';

/**
 * A list's search box: what is typed becomes the query a moment after the typing stops, so a
 * word is one request, not one per letter.
 */
export function SearchField({
  label,
  value,
  onSearch,
}: {
  label: string;
  value: string;
  onSearch: (search: string) => void;
}) {
  const id = useId();
  const [text, setText] = useState(value);
  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => onSearch(text.trim()), 300);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);
  return (
    <Field.Root maxWidth={{ md: 'sm' }}>
      <Field.Label htmlFor={id}>{label}</Field.Label>
      <Input id={id} type="search" value={text} onChange={(event) => setText(event.target.value)} />
    </Field.Root>
  );
}
