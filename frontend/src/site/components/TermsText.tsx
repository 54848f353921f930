import { SITE_PATHS, type TermsBlock, type TermsSection, type TermsSpan } from '@mpb/domain';
import { hyphenate } from '../lib/hyphenation';
import { mailHref } from '../lib/site-config';

/** Running text of the terms with its links: a prefilled e-mail, the withdrawal notice, the privacy policy. */
function Span({ span }: { span: TermsSpan }) {
  if (typeof span === 'string') return span;
  const { link, text } = span;
  if (link.to === 'mail') return <a href={mailHref(link.subject)}>{text}</a>;
  if (link.to === 'withdrawal-notice') return <a href="#widerrufsbelehrung">{text}</a>;
  return <a href={SITE_PATHS.privacy}>{text}</a>;
}

function Block({ block }: { block: TermsBlock }) {
  if (block.kind === 'address') {
    return (
      <address className="operator-address">
        {block.lines.map((line, index) => (
          <span key={line}>
            {index > 0 && <br />}
            {line}
          </span>
        ))}
      </address>
    );
  }
  if (block.kind === 'list') {
    return (
      <ul>
        {block.items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    );
  }
  return (
    <p className={block.tone === 'callout' ? 'legal-callout' : undefined}>
      {block.text.map((span, index) => (
        <Span key={index} span={span} />
      ))}
    </p>
  );
}

/** One section of the terms under its heading (h2 in the AGB, h3 in the withdrawal notice). */
export function TermsSectionText({ section, level }: { section: TermsSection; level: 2 | 3 }) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <>
      <Heading>{hyphenate(section.heading)}</Heading>
      {section.blocks.map((block, index) => (
        <Block key={index} block={block} />
      ))}
    </>
  );
}
