import { describe, expect, it } from 'vitest';
import { chatChannels } from './chat-channels.ts';

const base = { phone: '+66 2 000 0000', phoneE164: '+6620000000' };

describe('chat channels', () => {
  it('offers WhatsApp on the business number, and nothing else when no LINE account is set', () => {
    expect(chatChannels(base)).toEqual([
      { label: 'WhatsApp', href: 'https://wa.me/6620000000', text: '+66 2 000 0000' },
    ]);
  });

  it('adds LINE beside WhatsApp when an account is set, linking LINE’s add-friend page', () => {
    const [, line] = chatChannels({ ...base, lineId: '@siamexpat' });
    expect(line).toEqual({ label: 'LINE', href: 'https://line.me/R/ti/p/%40siamexpat', text: '@siamexpat' });
  });
});
