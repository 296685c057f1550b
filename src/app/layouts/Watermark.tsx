import { Box } from '@chakra-ui/react';

/** The tenant theme that shows the watermark logo (SPEC.md §2 layout). */
export const WATERMARK_THEME = 'moyo';

/** Whether a tenant's mobile theme shows the watermark (any case). */
export function showsWatermark(mobileTheme: string | null | undefined): boolean {
  return mobileTheme?.trim().toLowerCase() === WATERMARK_THEME;
}

/** The decorative logo behind the content: fixed, faint, never in the way of a tap. */
export function Watermark() {
  return (
    <Box
      data-testid="watermark"
      aria-hidden="true"
      position="fixed"
      inset="0"
      zIndex="0"
      pointerEvents="none"
      display="flex"
      alignItems="center"
      justifyContent="center"
    >
      <img src="/icons/logo.svg" alt="" width={240} height={240} style={{ opacity: 0.06 }} />
    </Box>
  );
}
