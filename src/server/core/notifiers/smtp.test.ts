import { afterEach, describe, expect, it } from 'vitest';
import { createSmtpNotifier, buildLeadEmail, headerText } from './smtp.ts';
import { parseMail, startSmtpServer, type TestSmtpServer } from '../../../../tests/support/smtp.ts';
import { makeLead } from '../../../../tests/support/fixtures.ts';
import type { Notifier } from './types.ts';
import type { NewLead } from '../storage/types.ts';

describe('SMTP notifier (real smtp-server on loopback)', () => {
  let server: TestSmtpServer | null = null;
  afterEach(async () => {
    await server?.close();
    server = null;
  });

  /** Sends the lead once (delivery `id`, first attempt) and returns the one mail the relay received, parsed. */
  async function sendOnce(notifier: Notifier, lead: NewLead, id: number) {
    await notifier.send(lead, { id, attempt: 1 });
    await notifier.close?.();
    const [mail] = await server!.waitFor(1);
    return { mail: mail!, parsed: parseMail(mail!.raw) };
  }

  it('sends a plain-text and escaped-HTML mail to the team, replying to the visitor', async () => {
    server = await startSmtpServer({ user: 'leads', pass: 's3cr:et' });
    const notifier = createSmtpNotifier({
      smtpUrl: server.url,
      to: ['team@example.com', 'boss@example.com'],
      from: 'forms@example.com',
    });
    const lead = makeLead({
      id: '0ab82eff-98a7-4e92-a8af-7d039dba326d',
      firstName: 'Anna',
      lastName: 'Meier',
      email: 'anna@example.ch',
      service: 'Real Estate',
      message: 'Hello <script>alert("x")</script> & welcome\nสวัสดี',
    });
    const { mail, parsed } = await sendOnce(notifier, lead, 42);
    expect(mail.from).toBe('forms@example.com');
    expect(mail.to).toEqual(['team@example.com', 'boss@example.com']);
    expect(parsed.header('Subject')).toBe('New Real Estate enquiry from Anna Meier | Siam Expat Services');
    expect(parsed.header('Reply-To')).toBe('Anna Meier <anna@example.ch>');
    expect(parsed.header('Message-ID')).toBe(`<lead-${lead.id}.42@www.siamexpatservices.com>`);
    expect(parsed.header('X-Lead-Id')).toBe(lead.id);
    expect(parsed.text).toContain('Hello <script>alert("x")</script> & welcome\nสวัสดี');
    // Every field the team is sent, in the lead list's order, written out from the fixture (tests/support/fixtures.ts):
    // phone, nationality, times, policy version, page and campaign are makeLead's defaults.
    expect(parsed.text).toContain(
      [
        'Lead id: 0ab82eff-98a7-4e92-a8af-7d039dba326d',
        'Received: 2025-10-01T08:00:00.000Z',
        'First name: Anna',
        'Last name: Meier',
        'Email: anna@example.ch',
        'Phone: +66 81 000 0000',
        'Nationality: Thai',
        'Service: Real Estate',
        'Consent: yes',
        'Consent given at: 2025-10-01T08:00:00.000Z',
        'Privacy policy version: 2025-09-25',
        'Page: https://www.siamexpatservices.com/contact/',
        'Campaign: newsletter / email / october',
        'Language: en',
        '',
        'Message:',
        'Hello <script>alert("x")</script> & welcome',
      ].join('\n'),
    );
    expect(parsed.html).toContain('Hello &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; welcome');
    expect(parsed.html).not.toContain('<script>');
  });

  it('lets no field inject a header or a recipient', async () => {
    server = await startSmtpServer();
    const notifier = createSmtpNotifier({ smtpUrl: server.url, to: ['team@example.com'], from: 'forms@example.com' });
    const lead = makeLead({
      firstName: 'Eve\r\nBcc: victim@example.net',
      lastName: 'X\nX-Injected: yes\u2028Cc: other@example.net',
      email: 'eve@example.com\r\nBcc: third@example.net',
      service: 'Visa\r\nSubject: hijacked',
    });
    const { mail, parsed } = await sendOnce(notifier, lead, 1);
    expect(mail.to).toEqual(['team@example.com']);
    const names = parsed.headerLines.map((line) => line.split(':')[0]!.toLowerCase());
    expect(names).not.toContain('bcc');
    expect(names).not.toContain('cc');
    expect(names).not.toContain('x-injected');
    expect(names.filter((name) => name === 'subject')).toHaveLength(1);
    expect(parsed.header('Reply-To')).toBeUndefined(); // not a plain address: not used
    expect(parsed.header('Subject')).toBe(
      'New Visa Subject: hijacked enquiry from Eve Bcc: victim@example.net X X-Injected: yes Cc: other@example.net | Siam Expat Services',
    );
  });

  it('fails when the relay refuses every recipient, and when it is unreachable', async () => {
    server = await startSmtpServer();
    server.refuse.add('team@example.com');
    const refused = createSmtpNotifier({ smtpUrl: server.url, to: ['team@example.com'], from: 'forms@example.com' });
    await expect(refused.send(makeLead(), { id: 1, attempt: 1 })).rejects.toThrow();
    await refused.close?.();

    const port = server.port;
    await server.close();
    server = null;
    const down = createSmtpNotifier({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      to: ['team@example.com'],
      from: 'f@example.com',
      timeoutMs: 2000,
    });
    await expect(down.send(makeLead(), { id: 1, attempt: 1 })).rejects.toThrow();
  });

  it('rejects wrong credentials', async () => {
    server = await startSmtpServer({ user: 'leads', pass: 'right' });
    const notifier = createSmtpNotifier({
      smtpUrl: server.url.replace('right', 'wrong'),
      to: ['team@example.com'],
      from: 'forms@example.com',
    });
    await expect(notifier.send(makeLead(), { id: 1, attempt: 1 })).rejects.toThrow(/Invalid username or password|535/);
    expect(server.messages).toHaveLength(0);
  });
});

describe('lead e-mail content', () => {
  it('makes header text single-line and bounded', () => {
    expect(headerText('a\r\nb\u0000c\u2029d   e', 100)).toBe('a b c d e');
    expect(headerText('x'.repeat(500), 10)).toBe('x'.repeat(10));
  });

  it('says "(not given)" for an empty field and "-" for an empty part of the campaign', () => {
    const lead = makeLead({ phone: '', nationality: '', utmSource: '', utmCampaign: '' });
    const { text } = buildLeadEmail(lead, { to: ['t@example.com'], from: 'f@example.com' }, { id: 1, attempt: 1 });
    expect(text).toContain('\nPhone: (not given)\nNationality: (not given)\n');
    expect(text).toContain('\nCampaign: - / email / -\n');
    // The operator's fields never reach the team.
    expect(text).not.toContain(lead.clientHash);
    expect(text).not.toContain(lead.userAgent);
  });

  it('says in the subject and the first line that a lead from a Thai page wants a reply in Thai', () => {
    const options = { to: ['t@example.com'], from: 'f@example.com' };
    const thai = buildLeadEmail(makeLead({ language: 'th', service: 'Visa' }), options, { id: 1, attempt: 1 });
    expect(thai.subject).toMatch(/^New Visa enquiry in Thai from /);
    expect(thai.text.split('\n')[0]).toMatch(/sent from a Thai page: please reply in Thai\.$/);
    const english = buildLeadEmail(makeLead({ language: 'en', service: 'Visa' }), options, { id: 1, attempt: 1 });
    expect(english.subject).toMatch(/^New Visa enquiry from /);
    expect(english.text).not.toContain('reply in Thai');
  });

  it('uses the visitor address for Reply-To only when it is a plain address', () => {
    const options = { to: ['t@example.com'], from: 'f@example.com' };
    expect(buildLeadEmail(makeLead({ email: 'ok@example.com' }), options, { id: 1, attempt: 1 }).replyTo?.address).toBe(
      'ok@example.com',
    );
    expect(
      buildLeadEmail(makeLead({ email: '"a,b"@example.com' }), options, { id: 1, attempt: 1 }).replyTo,
    ).toBeUndefined();
  });
});
