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

const url = /(https?:\/\/\S+)/;

/** One line with its addresses as links; an address reads left to right inside Arabic text (`dir` isolates it). */
function Line({ line }: { line: string }) {
  return line.split(url).map((part, index) =>
    index % 2 === 1 ? (
      <Link key={index} href={part} dir="ltr" style={styles.link}>
        {part}
      </Link>
    ) : (
      part
    ),
  );
}

function Lines({ lines }: { lines: string[] }) {
  return lines.map((line, index) => (
    <span key={index}>
      {index > 0 && <br />}
      <Line line={line} />
    </span>
  ));
}

/**
 * A paragraph of the mail's text: lines quoted with "> " (the sender's own message under a reply) in a shaded box,
 * the others as text.
 */
function Paragraph({ lines }: { lines: string[] }) {
  const quoted = lines.every((line) => line.startsWith('>'));
  if (quoted) {
    return (
      <Text style={styles.quote}>
        <Lines lines={lines.map((line) => line.replace(/^> ?/, ''))} />
      </Text>
    );
  }
  return (
    <Text style={styles.paragraph}>
      <Lines lines={lines} />
    </Text>
  );
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
export function MailLayout({ mail }: { mail: Mail }) {
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
