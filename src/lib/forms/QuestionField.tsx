import { Box, Field, HStack, Input, Stack, Text, Textarea, chakra } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnswerValue, FormQuestion } from '../../../machines/formAnswers';
import { TEXT_MAX_LENGTH } from '../../../machines/formAnswers';
import { PhotoAnswer } from './PhotoAnswer';
import { SignatureAnswer } from './SignatureAnswer';

export interface QuestionFieldProps {
  formId: string;
  question: FormQuestion;
  value: AnswerValue | undefined;
  /** The translated problem of a refused answer, or null. */
  problem: string | null;
  onChange: (value: AnswerValue | null) => void;
  /** A photo taken offline is held on the phone and waits with the answers (src/features/crews/README.md, Photos and security checks in the outbox). */
  keepPhotoOffline?: boolean;
}

const OptionRow = chakra('label', {
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: '3',
    minHeight: '11',
    paddingInline: '3',
    borderWidth: '1px',
    borderRadius: 'md',
    cursor: 'pointer',
    _hover: { bg: 'bg.muted' },
  },
});
const OptionInput = chakra('input', {
  base: { width: '5', height: '5', flexShrink: 0, accentColor: 'colorPalette.solid' },
});

/** Radio buttons or check boxes in a fieldset whose legend is the question (the native controls, large). */
function Choices({
  question,
  type,
  selected,
  onToggle,
  problem,
  options,
}: {
  question: FormQuestion;
  type: 'radio' | 'checkbox';
  selected: readonly string[];
  onToggle: (value: string, checked: boolean) => void;
  problem: string | null;
  options: { value: string; label: string }[];
}) {
  const { t } = useTranslation('forms');
  const name = useId();
  const errorId = useId();
  return (
    <chakra.fieldset
      aria-describedby={problem ? errorId : undefined}
      aria-invalid={problem ? true : undefined}
      minWidth="0"
    >
      <chakra.legend fontWeight="semibold" fontSize="lg" mb="2">
        {question.label}
        {question.required ? <Text as="span" srOnly>{` (${t('required')})`}</Text> : null}
      </chakra.legend>
      {question.help ? (
        <Text color="fg.muted" fontSize="sm" mb="2">
          {question.help}
        </Text>
      ) : null}
      <Stack gap="2">
        {options.map((option) => (
          <OptionRow key={option.value}>
            <OptionInput
              type={type}
              name={name}
              value={option.value}
              checked={selected.includes(option.value)}
              onChange={(event) => onToggle(option.value, event.target.checked)}
            />
            <span>{option.label}</span>
          </OptionRow>
        ))}
      </Stack>
      {problem ? (
        <Text id={errorId} color="red.700" fontSize="sm" mt="2" role="alert">
          {problem}
        </Text>
      ) : null}
    </chakra.fieldset>
  );
}

/** One question with the control of its kind; the answer goes to the machine on every change. */
export function QuestionField({
  formId,
  question,
  value,
  problem,
  onChange,
  keepPhotoOffline = false,
}: QuestionFieldProps) {
  const { t } = useTranslation('forms');
  // The number as typed ('', '-', '3.'), so typing is not fought; the machine gets the parsed value.
  const [typedNumber, setTypedNumber] = useState(typeof value === 'number' ? String(value) : '');

  if (question.kind === 'yesNo') {
    return (
      <Choices
        question={question}
        type="radio"
        selected={value === true ? ['yes'] : value === false ? ['no'] : []}
        onToggle={(option) => onChange(option === 'yes')}
        problem={problem}
        options={[
          { value: 'yes', label: t('yes') },
          { value: 'no', label: t('no') },
        ]}
      />
    );
  }
  if (question.kind === 'singleChoice' || question.kind === 'multipleChoice') {
    const selected = Array.isArray(value) ? value : typeof value === 'string' ? [value] : [];
    const multiple = question.kind === 'multipleChoice';
    return (
      <Choices
        question={question}
        type={multiple ? 'checkbox' : 'radio'}
        selected={selected}
        onToggle={(option, checked) => {
          if (!multiple) return onChange(option);
          const next = checked ? [...selected, option] : selected.filter((item) => item !== option);
          // Keep the form's order of options, whatever the order of the taps.
          onChange(
            question.options.map((item) => item.value).filter((item) => next.includes(item)),
          );
        }}
        problem={problem}
        options={question.options}
      />
    );
  }
  if (question.kind === 'photo')
    return (
      <PhotoAnswer
        formId={formId}
        question={question}
        value={value}
        problem={problem}
        onChange={onChange}
        keepOffline={keepPhotoOffline}
      />
    );
  if (question.kind === 'signature')
    return (
      <SignatureAnswer question={question} value={value} problem={problem} onChange={onChange} />
    );

  const maxLength = question.maxLength ?? TEXT_MAX_LENGTH;
  const text = typeof value === 'string' ? value : '';
  return (
    <Field.Root required={question.required} invalid={problem !== null}>
      <Field.Label fontSize="lg" fontWeight="semibold">
        {question.label}
        <Field.RequiredIndicator />
      </Field.Label>
      {question.help ? <Field.HelperText>{question.help}</Field.HelperText> : null}
      {question.kind === 'text' && maxLength > 200 ? (
        <Textarea
          value={text}
          rows={5}
          autoresize={false}
          onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)}
        />
      ) : null}
      {question.kind === 'text' && maxLength <= 200 ? (
        <Input
          value={text}
          onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)}
        />
      ) : null}
      {question.kind === 'text' ? (
        <HStack justify="end" width="full">
          <Text fontSize="xs" color={text.length > maxLength ? 'red.700' : 'fg.muted'}>
            {t('characters', { count: text.length, max: maxLength })}
          </Text>
        </HStack>
      ) : null}
      {question.kind === 'number' ? (
        <Box width="full">
          <Input
            type="text"
            inputMode={question.integer ? 'numeric' : 'decimal'}
            value={typedNumber}
            onChange={(event) => {
              const typed = event.target.value;
              setTypedNumber(typed);
              const normalised = typed.trim().replace(',', '.');
              onChange(normalised === '' ? null : Number(normalised));
            }}
          />
          {question.min !== null || question.max !== null ? (
            <Text fontSize="xs" color="fg.muted" mt="1">
              {question.min !== null && question.max !== null
                ? t('between', { min: question.min, max: question.max })
                : question.min !== null
                  ? t('atLeast', { min: question.min })
                  : t('atMost', { max: question.max })}
            </Text>
          ) : null}
        </Box>
      ) : null}
      {question.kind === 'date' ? (
        <Input
          type="date"
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)}
        />
      ) : null}
      {problem ? (
        <Field.ErrorText role="alert" color="red.700">
          {problem}
        </Field.ErrorText>
      ) : null}
    </Field.Root>
  );
}
