import { IconButton, Input, InputGroup } from '@chakra-ui/react';
import { useState, type ComponentProps } from 'react';

export type PasswordInputProps = Omit<ComponentProps<typeof Input>, 'type'> & {
  showLabel: string;
  hideLabel: string;
};

/** A password input with a show/hide toggle: typing on a phone at a venue is error-prone. */
export function PasswordInput({ showLabel, hideLabel, ...inputProps }: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <InputGroup
      endElementProps={{ paddingInlineEnd: '1' }}
      endElement={
        <IconButton
          variant="ghost"
          size="sm"
          aria-label={visible ? hideLabel : showLabel}
          aria-pressed={visible}
          onClick={() => setVisible((value) => !value)}
        >
          <svg
            viewBox="0 0 24 24"
            width="20"
            height="20"
            aria-hidden="true"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path d="M1 12s4-7 11-7 11 7 11 7-4 7-11 7S1 12 1 12z" />
            <circle cx="12" cy="12" r="3" />
            {visible ? <path d="M3 3l18 18" /> : null}
          </svg>
        </IconButton>
      }
    >
      <Input {...inputProps} type={visible ? 'text' : 'password'} />
    </InputGroup>
  );
}
