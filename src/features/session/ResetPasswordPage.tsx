import { Alert, Button, Field, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useParams } from 'react-router-dom';
import { useMutation } from 'urql';
import { graphql } from '../../gql';
import { errorReason } from '../../lib/graphql/errors';
import { PasswordInput } from './PasswordInput';

const ResetPasswordMutation = graphql(`
  mutation ResetPassword($token: String!, $password: String!) {
    resetPassword(token: $token, password: $password)
  }
`);

/** The api's limits for a password (POST /forgottenPassword/{id}: 8–200 characters). */
const MIN_LENGTH = 8;
const MAX_LENGTH = 200;

type Problem = 'tooShort' | 'tooLong' | 'mismatch' | null;

function validate(password: string, repeat: string): { password: Problem; repeat: Problem } {
  const own: Problem =
    password.length < MIN_LENGTH ? 'tooShort' : password.length > MAX_LENGTH ? 'tooLong' : null;
  return { password: own, repeat: repeat !== password ? 'mismatch' : null };
}

/**
 * Sets a new password from the token in a mail link. /forgottenPassword/:token and
 * /welcome/:token are the same screen; a welcome link greets a new account instead.
 */
export function ResetPasswordPage() {
  const { token = '' } = useParams();
  const { pathname } = useLocation();
  const wording = pathname.startsWith('/welcome/') ? 'welcome' : 'reset';
  const { t } = useTranslation('session');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [done, setDone] = useState(false);
  const [{ fetching, error }, resetPassword] = useMutation(ResetPasswordMutation);
  const problems = validate(password, repeat);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    if (problems.password || problems.repeat) return;
    const result = await resetPassword({ token, password });
    if (result.data?.resetPassword) setDone(true);
  }

  if (done) {
    return (
      <Stack gap="4">
        <Heading as="h1" size="xl">
          {t(`${wording}.heading`)}
        </Heading>
        <Alert.Root status="success" role="status">
          <Alert.Indicator />
          <Alert.Title>{t(`${wording}.done`)}</Alert.Title>
        </Alert.Root>
        <Button asChild size="lg">
          <RouterLink to="/login">{t('goToLogin')}</RouterLink>
        </Button>
      </Stack>
    );
  }

  // An unknown, used or expired token: the api says so with its reason, not only BAD_USER_INPUT.
  const linkInvalid = errorReason(error) === 'LINK_NO_LONGER_VALID';
  const errorText = error
    ? linkInvalid
      ? t('linkInvalid')
      : navigator.onLine
        ? t('requestFailed')
        : t('offline')
    : null;

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <Stack gap="5">
        <Heading as="h1" size="xl">
          {t(`${wording}.heading`)}
        </Heading>
        <Text>{t(`${wording}.intro`)}</Text>
        {errorText ? (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{errorText}</Alert.Title>
              {linkInvalid ? (
                <Link asChild colorPalette="blue">
                  <RouterLink to="/forgotten-password">{t('requestNewLink')}</RouterLink>
                </Link>
              ) : null}
            </Alert.Content>
          </Alert.Root>
        ) : null}
        <Field.Root required invalid={submitted && problems.password !== null}>
          <Field.Label>{t('newPasswordLabel')}</Field.Label>
          <PasswordInput
            name="new-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            autoComplete="new-password"
            size="lg"
            showLabel={t('password.show')}
            hideLabel={t('password.hide')}
          />
          {submitted && problems.password ? (
            <Field.ErrorText>
              {t(`passwordErrors.${problems.password}`, { min: MIN_LENGTH, max: MAX_LENGTH })}
            </Field.ErrorText>
          ) : (
            <Field.HelperText>{t('passwordHint', { min: MIN_LENGTH })}</Field.HelperText>
          )}
        </Field.Root>
        <Field.Root required invalid={submitted && problems.repeat !== null}>
          <Field.Label>{t('repeatPasswordLabel')}</Field.Label>
          <PasswordInput
            name="repeat-password"
            value={repeat}
            onChange={(event) => setRepeat(event.target.value)}
            autoComplete="new-password"
            size="lg"
            showLabel={t('password.showRepeat')}
            hideLabel={t('password.hideRepeat')}
          />
          {submitted && problems.repeat ? (
            <Field.ErrorText>{t('passwordErrors.mismatch')}</Field.ErrorText>
          ) : null}
        </Field.Root>
        <Button type="submit" size="lg" loading={fetching} loadingText={t('saving')}>
          {t(`${wording}.submit`)}
        </Button>
      </Stack>
    </form>
  );
}
