const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

const decode = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (match, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1]?.toLowerCase() === 'x' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isFinite(code) ? String.fromCodePoint(code) : match;
    }
    return ENTITIES[name.toLowerCase()] ?? match;
  });

/**
 * The plain-text part of a mail, from its HTML as the templates write it (paragraphs, line breaks,
 * tables of label and value, links, quotes): mail clients that show no HTML, and spam filters that
 * weigh a mail without one, read this.
 */
export function plainTextOf(html: string): string {
  const text = html
    .replace(/\r?\n/g, ' ')
    .replace(/<a\b[^>]*\bhref="([^"]*)"[^>]*>(.*?)<\/a>/gi, (_m, href: string, label: string) => {
      const shown = label.replace(/<[^>]*>/g, '');
      return decode(shown) === decode(href) ? href : `${shown} (${href})`;
    })
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/td>\s*<td[^>]*>/gi, ': ')
    .replace(/<\/(p|tr|table|blockquote|div|h\d|li)>/gi, '\n')
    .replace(/<(p|table|blockquote|div|h\d)\b[^>]*>/gi, '\n')
    .replace(/<li\b[^>]*>/gi, '- ')
    .replace(/<[^>]*>/g, '');
  return `${decode(text)
    .split('\n')
    .map((line) => line.replace(/[ \t]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()}\n`;
}

/** The domain of the portal's Message-IDs: the host users open (PUBLIC_URL), else the sender's domain. */
export function messageIdDomain(config: { PUBLIC_URL?: string | undefined; SMTP_FROM: string }): string {
  if (config.PUBLIC_URL) return new URL(config.PUBLIC_URL).hostname;
  const domain = /@([^>\s]+)>?\s*$/.exec(config.SMTP_FROM)?.[1];
  return domain ?? 'freight-portal.local';
}
