import { Button, Drawer, Field, NativeSelect, Portal, Stack } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { drawerSlotRecipe, nativeSelectSlotRecipe } from './lazy-recipes';

export type FilterSheetLabels = {
  /** The trigger's text; the caller adds the active filters' count to it. */
  button: string;
  title: string;
  clear: string;
  done: string;
};

export type FilterSheetProps = {
  labels: FilterSheetLabels;
  /** How many filters are set: 0 disables "clear". */
  activeCount: number;
  onClear: () => void;
  /** The sheet's fields, top to bottom. */
  children: ReactNode;
};

/**
 * A list's filters in a sheet from the bottom (360 px first: the list keeps the screen, the
 * filters are one tap away). Each change applies at once; "done" only closes the sheet.
 */
export function FilterSheet({ labels, activeCount, onClear, children }: FilterSheetProps) {
  const [open, setOpen] = useState(false);
  return (
    <Drawer.Root
      recipe={drawerSlotRecipe}
      open={open}
      onOpenChange={(details) => setOpen(details.open)}
      placement="bottom"
      lazyMount
      unmountOnExit
    >
      <Drawer.Trigger asChild>
        <Button variant="outline" flexShrink={0}>
          {labels.button}
        </Button>
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content
            roundedTop="l3"
            maxHeight="85vh"
            paddingBottom="env(safe-area-inset-bottom, 0px)"
          >
            <Drawer.Header>
              <Drawer.Title>{labels.title}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <Stack gap="4">{children}</Stack>
            </Drawer.Body>
            <Drawer.Footer justifyContent="space-between">
              <Button variant="ghost" disabled={activeCount === 0} onClick={onClear}>
                {labels.clear}
              </Button>
              <Drawer.ActionTrigger asChild>
                <Button>{labels.done}</Button>
              </Drawer.ActionTrigger>
            </Drawer.Footer>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

export type FilterSelectProps<Value extends string> = {
  label: string;
  /** The first option's text, for "no filter". */
  anyLabel: string;
  value: Value | null;
  options: ReadonlyArray<{ value: Value; caption: string }>;
  onChange: (value: Value | null) => void;
};

/** A list's {id, caption} records as a FilterSelect's options. */
export function captionOptions(
  items: ReadonlyArray<{ id: string; caption: string }> | undefined,
): Array<{ value: string; caption: string }> {
  return (items ?? []).map((item) => ({ value: item.id, caption: item.caption }));
}

/** One of a sheet's choices: "any" or one of the options. */
export function FilterSelect<Value extends string>({
  label,
  anyLabel,
  value,
  options,
  onChange,
}: FilterSelectProps<Value>) {
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root recipe={nativeSelectSlotRecipe}>
        <NativeSelect.Field
          value={value ?? ''}
          onChange={(event) => onChange((event.currentTarget.value || null) as Value | null)}
        >
          <option value="">{anyLabel}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.caption}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
