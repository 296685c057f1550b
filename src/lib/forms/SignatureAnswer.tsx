import { Button, Image, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnswerValue, FormQuestion } from '../../../machines/formAnswers';

// The pad (signature_pad) loads only when a signature question is shown.
const SignaturePad = lazy(async () => ({
  default: (await import('../../lib/signature/SignaturePad')).SignaturePad,
}));

export interface SignatureAnswerProps {
  question: FormQuestion;
  value: AnswerValue | undefined;
  problem: string | null;
  onChange: (value: AnswerValue | null) => void;
}

/**
 * A drawn signature, kept as PNG data (what the api checks). A signature restored from the draft
 * is shown as its picture with "Sign again"; the pad draws a new one.
 */
export function SignatureAnswer({ question, value, problem, onChange }: SignatureAnswerProps) {
  const { t } = useTranslation('forms');
  const signed =
    typeof value === 'string' && value.startsWith('data:image/png;base64,') ? value : null;
  // The pad stays while drawing (each stroke is an answer); a restored signature shows as a picture.
  const [drawing, setDrawing] = useState(signed === null);
  return (
    <Stack gap="2">
      {signed && !drawing ? (
        <Stack gap="2">
          <Text fontWeight="semibold" fontSize="lg">
            {question.label}
          </Text>
          <Image
            src={signed}
            alt={t('signatureImage')}
            borderWidth="1px"
            borderRadius="md"
            bg="white"
            maxHeight="40"
            objectFit="contain"
          />
          <Button
            variant="outline"
            alignSelf="start"
            minHeight="11"
            onClick={() => {
              setDrawing(true);
              onChange(null);
            }}
          >
            {t('signAgain')}
          </Button>
        </Stack>
      ) : (
        <Suspense fallback={<Text color="fg.muted">{t('padLoading')}</Text>}>
          <SignaturePad
            label={question.label}
            onChange={(signature) => onChange(signature ? signature.png : null)}
          />
        </Suspense>
      )}
      {question.help ? (
        <Text color="fg.muted" fontSize="sm">
          {question.help}
        </Text>
      ) : null}
      {problem ? (
        <Text color="red.700" fontSize="sm" role="alert">
          {problem}
        </Text>
      ) : null}
    </Stack>
  );
}
