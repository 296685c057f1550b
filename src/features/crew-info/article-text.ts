/** A block of an article's plain-text body (api/routes/crew-info/README.md, Crew info articles). */
export type ArticleBlock = { kind: 'paragraph'; text: string } | { kind: 'list'; items: string[] };

/**
 * Splits a plain-text body into blocks: paragraphs split by a blank line; inside one, consecutive
 * lines starting with "- " form a list. The app renders the blocks as text nodes, so a body can
 * never inject markup.
 */
export function articleBlocks(body: string): ArticleBlock[] {
  const blocks: ArticleBlock[] = [];
  for (const chunk of body.replace(/\r\n?/g, '\n').split(/\n\s*\n/)) {
    let lines: string[] = [];
    let items: string[] = [];
    const flushLines = () => {
      if (lines.length > 0) blocks.push({ kind: 'paragraph', text: lines.join(' ') });
      lines = [];
    };
    const flushItems = () => {
      if (items.length > 0) blocks.push({ kind: 'list', items });
      items = [];
    };
    for (const raw of chunk.split('\n')) {
      const line = raw.trim();
      if (line === '') continue;
      if (line.startsWith('- ')) {
        flushLines();
        items.push(line.slice(2).trim());
      } else {
        flushItems();
        lines.push(line);
      }
    }
    flushLines();
    flushItems();
  }
  return blocks;
}
