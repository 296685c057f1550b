import { Alert, Button, Field, Heading, Input, Link, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useMutation } from 'urql';
import { graphql } from '../../gql';

const RequestPasswordResetMutation = graphql(`
  mutation RequestPasswordReset($email: String!) {
    requestPasswordReset(email: $email)
  }
`);

/** A light check only: the api decides, and never says whether the account exists. */
function looksLikeEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+$/.test(value.trim());
}

function emailFromState(state: unknown): string {
  if (typeof state !== 'object' || state === null || !('email' in state)) return '';
  return typeof state.email === 'string' ? state.email : '';
}

export type PasswordLinkRequestProps = {
  /** Key prefix of the wording: 'forgotten' or 'renew' (both send the same mail link). */
  wording: 'forgotten' | 'renew';
};

/**
 * Asks for an e-mail and sends a link to set a password. The answer is the same whether an
 * account exists or not (the api never reveals it), so the confirmation is one fixed text.
 */
export function PasswordLinkRequest({ wording }: PasswordLinkRequestProps) {
  const { t } = useTranslation('session');
  // The sign-in form's reset link (while throttled) brings the e-mail typed there.
  const { state } = useLocation() as { state: unknown };
  const [email, setEmail] = useState(() => emailFromState(state));
  const [sent, setSent] = useState(false);
  // Our own translated message instead of the browser's validation bubble (in its own language).
  const [submitted, setSubmitted] = useState(false);
  const emailInvalid = submitted && !looksLikeEmail(email);
  const [{ fetching, error }, request] = useMutation(RequestPasswordResetMutation);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    if (!looksLikeEmail(email)) return;
    const result = await request({ email: email.trim() });
    if (!result.error) setSent(true);
  }

  if (sent) {
    return (
      <Stack gap="4">
        <Heading as="h1" size="xl">
          {t(`${wording}.heading`)}
        </Heading>
        <Alert.Root status="success" role="status">
          <Alert.Indicator />
          <Alert.Title>{t(`${wording}.sent`)}</Alert.Title>
        </Alert.Root>
        <Link asChild colorPalette="blue" minHeight="11">
          <RouterLink to="/login">{t('backToLogin')}</RouterLink>
        </Link>
      </Stack>
    );
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <Stack gap="5">
        <Heading as="h1" size="xl">
          {t(`${wording}.heading`)}
        </Heading>
        <Text>{t(`${wording}.intro`)}</Text>
        {error ? (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{navigator.onLine ? t('requestFailed') : t('offline')}</Alert.Title>
          </Alert.Root>
        ) : null}
        <Field.Root required invalid={emailInvalid}>
          <Field.Label>{t('emailLabel')}</Field.Label>
          <Input
            type="email"
            name="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            autoComplete="email"
            inputMode="email"
            size="lg"
          />
          {emailInvalid ? <Field.ErrorText>{t('emailInvalid')}</Field.ErrorText> : null}
        </Field.Root>
        <Button type="submit" size="lg" loading={fetching} loadingText={t('sending')}>
          {t(`${wording}.submit`)}
        </Button>
        <Link asChild alignSelf="center" colorPalette="blue" minHeight="11">
          <RouterLink to="/login">{t('backToLogin')}</RouterLink>
        </Link>
      </Stack>
    </form>
  );
}
