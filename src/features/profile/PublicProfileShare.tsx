import { Button, HStack, Input, Link, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { PATHS } from '../../lib/paths';
import { useLinkTo } from '../../lib/routing/useLinkTo';
import { useToast } from '../../lib/toasts/useToast';

export type PublicProfileShareProps = { personId: string; name: string };

/**
 * The address of the person's public profile (/public/crew-profile/{personId}) while it is
 * switched on: to open, copy (the Clipboard API, a toast either way) and share (the Web Share API
 * where the browser has it), so the profile reaches the people it is made public for.
 */
export function PublicProfileShare({ personId, name }: PublicProfileShareProps) {
  const { t } = useTranslation('profile');
  const toast = useToast();
  const linkTo = useLinkTo();
  const inputId = useId();
  const path = linkTo(PATHS.publicCrewProfile, { personId });
  if (path === null) return null;
  const url = new URL(path, window.location.origin).href;
  const canShare = typeof navigator.share === 'function';

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      toast.show({ message: t('share.copied'), type: 'success' });
    } catch {
      toast.show({ message: t('share.copyFailed'), type: 'error' });
    }
  }

  async function share() {
    try {
      await navigator.share({ title: t('share.title', { name }), url });
    } catch {
      // The person closed the share sheet: nothing to say.
    }
  }

  return (
    <Stack gap="2" as="section" aria-labelledby={`${inputId}-heading`}>
      <Text id={`${inputId}-heading`} fontWeight="medium">
        {t('share.heading')}
      </Text>
      <Text fontSize="sm" color="fg.muted">
        {t('share.hint')}
      </Text>
      <label htmlFor={inputId}>
        <Text fontSize="sm" fontWeight="semibold">
          {t('share.address')}
        </Text>
      </label>
      <Input
        id={inputId}
        value={url}
        readOnly
        fontFamily="mono"
        fontSize="xs"
        onFocus={(event) => event.currentTarget.select()}
      />
      <HStack gap="3" wrap="wrap">
        <Button size="sm" minHeight="11" variant="outline" onClick={() => void copy()}>
          {t('share.copy')}
        </Button>
        {canShare ? (
          <Button size="sm" minHeight="11" variant="outline" onClick={() => void share()}>
            {t('share.share')}
          </Button>
        ) : null}
        <Link asChild colorPalette="blue" minHeight="11">
          <RouterLink to={path}>{t('share.open')}</RouterLink>
        </Link>
      </HStack>
    </Stack>
  );
}
