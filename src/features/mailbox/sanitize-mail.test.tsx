import { describe, expect, it } from 'vitest';
import { mailDocument, sanitizeMailHtml } from './sanitize-mail';

const MAIL = `<html><head><style>.banner { background: url(https://tracker.example/bg.png); color: red }</style></head><body>
<h1 onclick="window.__clicked = true">Hello</h1>
<script>window.__mailScriptRan = true</script>
<img src="https://tracker.example/pixel.gif" alt="pixel">
<img src="x" onerror="window.__mailScriptRan = true" alt="broken">
<img src="data:image/png;base64,iVBORw0KGgo=" alt="inline">
<p style="background-image: url('//cdn.example/bg.jpg'); color: blue">Styled</p>
<a href="javascript:alert(1)">bad link</a>
<a href="https://demo.test/plan">Site plan</a>
<form action="https://evil.example"><input name="password"></form>
<iframe src="https://evil.example"></iframe>
<svg><script>alert(1)</script><image href="https://tracker.example/svg.png"/></svg>
</body></html>`;

describe('sanitizeMailHtml', () => {
  it('removes scripts, event handlers, javascript: links, forms and frames', () => {
    const { html } = sanitizeMailHtml(MAIL);
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/onerror|onclick/i);
    expect(html).not.toMatch(/javascript:/i);
    expect(html).not.toMatch(/<form|<input|<iframe/i);
    expect(html).toContain('<h1>Hello</h1>');
  });

  it('blocks remote images and CSS urls by default, keeps inline images, counts what it held back', () => {
    const { html, blocked } = sanitizeMailHtml(MAIL);
    expect(html).not.toContain('tracker.example/pixel.gif');
    expect(html).not.toContain('cdn.example');
    expect(html).not.toContain('tracker.example/bg.png');
    expect(html).toContain('data:image/png;base64,iVBORw0KGgo=');
    expect(html).toContain('color: blue');
    expect(blocked).toBeGreaterThanOrEqual(3);
  });

  it('never keeps a relative image URL, which would load from the app’s own origin', () => {
    for (const allowRemote of [false, true]) {
      const { html } = sanitizeMailHtml(
        '<img src="x" alt="a"><img src="/api/v1/status" alt="b"><img src="//cdn.example/c.png" alt="c">',
        { allowRemote },
      );
      expect(html).not.toMatch(/src="(x|\/api|\/\/cdn)/);
    }
  });

  it('shows remote images when the reader asks, still without scripts', () => {
    const { html, blocked } = sanitizeMailHtml(MAIL, { allowRemote: true });
    expect(html).toContain('https://tracker.example/pixel.gif');
    // Only the relative src="x" stays held back.
    expect(blocked).toBe(1);
    expect(html).not.toMatch(/<script|onerror/i);
  });

  it('opens links outside the app without a referrer', () => {
    const { html } = sanitizeMailHtml(MAIL);
    expect(html).toContain(
      '<a href="https://demo.test/plan" target="_blank" rel="noopener noreferrer">Site plan</a>',
    );
  });

  it('puts the body under a CSP without scripts; remote images only when allowed', () => {
    expect(mailDocument('<p>x</p>', { allowRemote: false })).toContain(
      "script-src 'none'; img-src data: cid:;",
    );
    expect(mailDocument('<p>x</p>', { allowRemote: true })).toContain('img-src data: cid: https:;');
  });
});
