import { Body } from '@react-email/body';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { render } from '@react-email/render';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { federationName } from '@uaeaf/contracts';
import { brandColors } from '@uaeaf/design-tokens';
import type { CSSProperties } from 'react';
import type { MailLanguage } from '../auth/reset-mail';
import type { Mail } from './mailer';

const footer: Record<MailLanguage, string> = {
  ar: 'أرسل هذه الرسالة موقعُ اتحاد الإمارات للقوس والسهم.',
  en: "This mail was sent by the UAE Archery Federation's website.",
};

// Mail clients drop stylesheets and custom properties: every style is inline, in the tokens' values.
const fonts: Record<MailLanguage, string> = {
  ar: "'Noto Kufi Arabic', Tahoma, 'Segoe UI', Arial, sans-serif",
  en: "system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif",
};
const styles = {
  body: { backgroundColor: brandColors.surfaceMuted, margin: 0, padding: '24px 0' },
  container: {
    backgroundColor: brandColors.surface,
    border: `1px solid ${brandColors.border}`,
    borderRadius: '8px',
    maxWidth: '600px',
    overflow: 'hidden',
  },
  band: { backgroundColor: brandColors.primary, padding: '20px 32px' },
  name: { color: brandColors.onPrimary, fontSize: '20px', margin: 0 },
  content: { padding: '8px 32px 16px' },
  paragraph: { color: brandColors.text, fontSize: '16px', lineHeight: '26px', margin: '16px 0' },
  link: { color: brandColors.primary, textDecoration: 'underline', wordBreak: 'break-all' },
  quote: {
    backgroundColor: brandColors.primarySoft,
    borderRadius: '4px',
    color: brandColors.textMuted,
    fontSize: '15px',
    lineHeight: '24px',
    margin: '16px 0',
    padding: '8px 16px',
  },
  rule: { borderColor: brandColors.border, margin: 0 },
  footer: {
    color: brandColors.textMuted,
    fontSize: '13px',
    lineHeight: '20px',
    padding: '12px 32px',
    margin: 0,
  },
} satisfies Record<string, CSSProperties>;

/** An address, or a code such as `REG-7K3F9-QX2M4` or `MF-2026-000042`: capitals or digits joined by hyphens. */
const isolated = /(https?:\/\/\S+|\b[A-Z][A-Z0-9]*(?:-[A-Z0-9]+)+\b)/;
const noWrap: CSSProperties = { whiteSpace: 'nowrap' };

/**
 * One line with its addresses as links. An address or a code reads left to right and whole inside Arabic text: its
 * `dir` isolates it from the Arabic around it (or the bidirectional algorithm moves its first part to the line's
 * other end), and a code does not break at its hyphens.
 */
function Line({ line }: { line: string }) {
  return line.split(isolated).map((part, index) => {
    if (index % 2 === 0) return part;
    return part.startsWith('http') ? (
      <Link key={index} href={part} dir="ltr" style={styles.link}>
        {part}
      </Link>
    ) : (
      <span key={index} dir="ltr" style={noWrap}>
        {part}
      </span>
    );
  });
}

function Lines({ lines }: { lines: string[] }) {
  return lines.map((line, index) => (
    <span key={index}>
      {index > 0 && <br />}
      <Line line={line} />
    </span>
  ));
}

/** A paragraph's lines in runs: the lines quoted with "> " (the sender's message under a reply) apart from the rest. */
function runs(lines: string[]): { quoted: boolean; lines: string[] }[] {
  const result: { quoted: boolean; lines: string[] }[] = [];
  for (const line of lines) {
    const quoted = line.startsWith('>');
    const text = quoted ? line.replace(/^> ?/, '') : line;
    const last = result.at(-1);
    if (last?.quoted === quoted) last.lines.push(text);
    else result.push({ quoted, lines: [text] });
  }
  return result;
}

/** A paragraph of the mail's text, its quoted lines in a shaded box. */
function Paragraph({ lines }: { lines: string[] }) {
  return runs(lines).map((run, index) => (
    <Text key={index} style={run.quoted ? styles.quote : styles.paragraph}>
      <Lines lines={run.lines} />
    </Text>
  ));
}

/** The mail's paragraphs: its text split at blank lines. */
function paragraphs(text: string): string[][] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.split('\n'))
    .filter((lines) => lines.some((line) => line.trim() !== ''));
}

/** What an inbox shows under the subject: the first paragraph after the greeting. */
function previewOf(blocks: string[][]): string {
  const greeting = /[,،]$/;
  const first = blocks.find((lines) => !(lines.length === 1 && greeting.test(lines[0]!)));
  return (first ?? []).join(' ').slice(0, 140);
}

/** The one layout of every mail: the federation's name on its colour, the text, a footer; in the mail's direction. */
function MailLayout({ mail }: { mail: Mail }) {
  const { language } = mail;
  const blocks = paragraphs(mail.text);
  return (
    <Html lang={language} dir={language === 'ar' ? 'rtl' : 'ltr'}>
      <Head>
        <title>{mail.subject}</title>
      </Head>
      <Preview>{previewOf(blocks)}</Preview>
      <Body style={{ ...styles.body, fontFamily: fonts[language] }}>
        <Container style={styles.container}>
          <Section style={styles.band}>
            <Heading as="h1" style={styles.name}>
              {federationName[language]}
            </Heading>
          </Section>
          <Section style={styles.content}>
            {blocks.map((lines, index) => (
              <Paragraph key={index} lines={lines} />
            ))}
          </Section>
          <Hr style={styles.rule} />
          <Text style={styles.footer}>{footer[language]}</Text>
        </Container>
      </Body>
    </Html>
  );
}

/**
 * The HTML part of a mail. The words are the builder's plain text, which is sent as the text part unchanged (links as
 * addresses); the layout only gives them the federation's frame (decision 087).
 */
export function mailHtml(mail: Mail): Promise<string> {
  return render(<MailLayout mail={mail} />);
}
