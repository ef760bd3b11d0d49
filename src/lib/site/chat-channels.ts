/**
 * The chat apps a visitor can reach us on: WhatsApp always (the business
 * phone), LINE only when the site configuration names a LINE account.
 */
interface ChatChannel {
  label: 'WhatsApp' | 'LINE';
  href: string;
  /** What the link says: the number or the account ID. */
  text: string;
}

export function chatChannels(config: { phone: string; phoneE164: string; lineId?: string }): ChatChannel[] {
  const channels: ChatChannel[] = [
    { label: 'WhatsApp', href: `https://wa.me/${config.phoneE164.replace(/\D/g, '')}`, text: config.phone },
  ];
  // LINE's own add-friend link for an official account.
  if (config.lineId)
    channels.push({
      label: 'LINE',
      href: `https://line.me/R/ti/p/${encodeURIComponent(config.lineId)}`,
      text: config.lineId,
    });
  return channels;
}
