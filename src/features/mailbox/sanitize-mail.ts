import DOMPurify from 'dompurify';

// HTML mail, made safe to show (src/features/mailbox/README.md (HTML mail in a sandboxed frame; Remote content)). Three layers, each enough on
// its own for scripts: DOMPurify removes scripts, event handlers, javascript: URLs, forms and
// frames; the result is shown in an iframe sandboxed without allow-scripts; and the iframe's own
// Content-Security-Policy allows no script at all. Remote content (images, CSS url()) is removed
// here unless the reader asked for it, and the frame's CSP blocks what might slip through.

export interface SanitizedMail {
  /** The body's markup, safe to put into the frame. */
  html: string;
  /** How many remote images or backgrounds were held back (0: nothing to show). */
  blocked: number;
}

/** data: and cid: stay inside the mail. */
const INLINE = /^\s*(data|cid):/i;
/** http(s): remote, shown when the reader asks. */
const HTTP = /^\s*https?:\/\//i;
/**
 * Held back: anything not inline, unless the reader allowed remote content and it is http(s).
 * A relative or protocol-relative URL means nothing in a mail and would hit the app's own origin.
 */
const heldBack = (value: string, allowRemote: boolean) =>
  !INLINE.test(value) && !(allowRemote && HTTP.test(value));
const REMOTE_CSS_URL = /url\(\s*(['"]?)\s*(https?:)?\/\/[^)]*\)/gi;
const URL_ATTRIBUTES = ['src', 'srcset', 'background', 'poster', 'lowsrc', 'dynsrc'] as const;

let purifier: ReturnType<typeof DOMPurify> | null = null;
// The options of the sanitize call running now (DOMPurify's hooks are per instance, calls are synchronous).
let current = { allowRemote: false, blocked: 0 };

function instance(): ReturnType<typeof DOMPurify> {
  if (purifier) return purifier;
  const created = DOMPurify(window);
  created.addHook('afterSanitizeAttributes', (node) => {
    for (const name of URL_ATTRIBUTES) {
      const value = node.getAttribute(name);
      if (value === null) continue;
      const blocked =
        name === 'srcset'
          ? value.split(',').some((part) => heldBack(part, current.allowRemote))
          : heldBack(value, current.allowRemote);
      if (blocked) {
        node.removeAttribute(name);
        if (name === 'src' || name === 'srcset') node.setAttribute('data-blocked-src', '');
        current.blocked += 1;
      }
    }
    const style = node.getAttribute('style');
    if (style !== null && !current.allowRemote && REMOTE_CSS_URL.test(style)) {
      node.setAttribute('style', style.replace(REMOTE_CSS_URL, 'none'));
      current.blocked += 1;
    }
    REMOTE_CSS_URL.lastIndex = 0;
    // Links open outside the app, without telling the target where they came from.
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  created.addHook('uponSanitizeElement', (node, data) => {
    // A <style> block keeps its rules but loses remote url()s (backgrounds, fonts, imports).
    if (
      data.tagName === 'style' &&
      !current.allowRemote &&
      node.textContent &&
      REMOTE_CSS_URL.test(node.textContent)
    ) {
      REMOTE_CSS_URL.lastIndex = 0;
      node.textContent = node.textContent
        .replace(REMOTE_CSS_URL, 'none')
        .replace(/@import[^;]*;/gi, '');
      current.blocked += 1;
    }
    REMOTE_CSS_URL.lastIndex = 0;
  });
  purifier = created;
  return created;
}

/** Sanitises a mail's HTML part; remote content is held back unless `allowRemote`. */
export function sanitizeMailHtml(
  html: string,
  { allowRemote = false }: { allowRemote?: boolean } = {},
): SanitizedMail {
  const purify = instance();
  current = { allowRemote, blocked: 0 };
  const clean = purify.sanitize(html, {
    FORBID_TAGS: [
      'form',
      'input',
      'button',
      'textarea',
      'select',
      'iframe',
      'frame',
      'object',
      'embed',
      'link',
      'meta',
      'base',
    ],
    FORBID_ATTR: ['action', 'formaction', 'ping'],
    ADD_TAGS: ['style'],
    // Keep <style> from the head: a mail's layout usually lives there.
    FORCE_BODY: true,
  });
  return { html: clean, blocked: current.blocked };
}

/**
 * The frame's whole document: the sanitised body under a CSP that allows no script, no request
 * but inline styles and (only when the reader asked) https images.
 */
export function mailDocument(body: string, { allowRemote }: { allowRemote: boolean }): string {
  const images = allowRemote ? 'data: cid: https:' : 'data: cid:';
  const policy = `default-src 'none'; script-src 'none'; img-src ${images}; style-src 'unsafe-inline'; font-src data:; form-action 'none'; base-uri 'none'`;
  return (
    '<!doctype html><html><head><meta charset="utf-8">' +
    `<meta http-equiv="Content-Security-Policy" content="${policy}">` +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<style>html,body{margin:0;padding:0;}body{font-family:system-ui,sans-serif;font-size:16px;line-height:1.5;overflow-wrap:anywhere;color:#1a1a1a;background:#fff;}img{max-width:100%;height:auto;}table{max-width:100%;}</style>' +
    `</head><body>${body}</body></html>`
  );
}
