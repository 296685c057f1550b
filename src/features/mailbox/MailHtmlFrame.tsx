import { Alert, Button, Box } from '@chakra-ui/react';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mailDocument, sanitizeMailHtml } from './sanitize-mail';

/**
 * A mail's HTML part, shown safely (src/features/mailbox/README.md (HTML mail in a sandboxed frame; Remote content)): sanitised with DOMPurify, remote content
 * held back until the reader asks for it, and rendered in an iframe sandboxed WITHOUT
 * allow-scripts (allow-same-origin only lets the app measure the document's height; nothing in
 * it can run). The frame's own CSP forbids scripts and, until "show images", every remote load.
 */
export function MailHtmlFrame({ html, title }: { html: string; title: string }) {
  const { t } = useTranslation('mailbox');
  const [allowRemote, setAllowRemote] = useState(false);
  const [height, setHeight] = useState(240);
  const frame = useRef<HTMLIFrameElement>(null);
  const sanitized = useMemo(() => sanitizeMailHtml(html, { allowRemote }), [html, allowRemote]);
  const srcDoc = useMemo(
    () => mailDocument(sanitized.html, { allowRemote }),
    [sanitized.html, allowRemote],
  );

  const measure = () => {
    const root = frame.current?.contentDocument?.documentElement;
    if (root) setHeight(Math.max(120, root.scrollHeight + 16));
  };

  return (
    <Box>
      {sanitized.blocked > 0 && !allowRemote ? (
        <Alert.Root status="info" mb="3" role="status">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('remoteBlocked')}</Alert.Title>
            <Button
              size="sm"
              variant="outline"
              mt="2"
              minHeight="11"
              alignSelf="start"
              onClick={() => setAllowRemote(true)}
            >
              {t('showImages')}
            </Button>
          </Alert.Content>
        </Alert.Root>
      ) : null}
      <iframe
        ref={frame}
        title={title}
        sandbox="allow-same-origin allow-popups allow-popups-to-escape-sandbox"
        referrerPolicy="no-referrer"
        srcDoc={srcDoc}
        onLoad={measure}
        style={{
          width: '100%',
          height,
          border: '1px solid var(--chakra-colors-border)',
          borderRadius: '6px',
          background: '#fff',
        }}
      />
    </Box>
  );
}
