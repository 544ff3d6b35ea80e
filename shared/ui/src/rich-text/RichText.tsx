import type { ReactNode } from 'react';
import * as v from 'valibot';
import {
  LinkHrefSchema,
  type LocalizedRichText,
  type RichText as RichTextBlocks,
  type TextRun,
} from '@uaeaf/contracts';
import { useLocale } from '@uaeaf/i18n';
import { LocalizedLink } from '../links';
import styles from './rich-text.module.css';

/** Where a content link goes: pages of this site in the page's language, files and other sites as they are. */
export function ContentLink({ href, children }: { href: string; children: ReactNode }) {
  // Contracts check links already; a link that is not one of the allowed kinds is shown as its text alone.
  if (!v.is(LinkHrefSchema, href)) return children;
  if (href.startsWith('/') && !href.startsWith('/api/'))
    return <LocalizedLink to={href}>{children}</LocalizedLink>;
  const external = /^https?:/i.test(href);
  return (
    <a href={href} {...(external ? { rel: 'noopener noreferrer' } : {})}>
      {children}
    </a>
  );
}

function Run({ run }: { run: TextRun }) {
  // Text is a React text node: `<b>` or `<script>` in it shows as those characters and is never markup.
  let node: ReactNode = run.text;
  if (run.bold) node = <strong>{node}</strong>;
  if (run.italic) node = <em>{node}</em>;
  if (run.href) node = <ContentLink href={run.href}>{node}</ContentLink>;
  return node;
}

function Runs({ runs }: { runs: TextRun[] }) {
  return runs.map((run, index) => <Run key={index} run={run} />);
}

type HeadingTag = 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

/**
 * Formatted text from the API, rendered as React elements only (never as HTML). `headingLevel` is the level its
 * level-2 headings take, for text shown under a heading of the page's own (a career opening's description).
 */
export function RichText({ blocks, headingLevel = 2 }: { blocks: RichTextBlocks; headingLevel?: number }) {
  return (
    <div className={styles.richText}>
      {blocks.map((block, index) => {
        switch (block.type) {
          case 'paragraph':
            return (
              <p key={index}>
                <Runs runs={block.children} />
              </p>
            );
          case 'heading': {
            const Tag = `h${Math.min(6, headingLevel + block.level - 2)}` as HeadingTag;
            return (
              <Tag key={index}>
                <Runs runs={block.children} />
              </Tag>
            );
          }
          case 'list': {
            const List = block.ordered ? 'ol' : 'ul';
            return (
              <List key={index}>
                {block.items.map((runs, item) => (
                  <li key={item}>
                    <Runs runs={runs} />
                  </li>
                ))}
              </List>
            );
          }
          default:
            return null;
        }
      })}
    </div>
  );
}

/** The page language's version of a text kept in both languages. */
export function LocalizedRichTextView({
  text,
  headingLevel,
}: {
  text: LocalizedRichText;
  headingLevel?: number;
}) {
  return <RichText blocks={text[useLocale()]} headingLevel={headingLevel} />;
}
