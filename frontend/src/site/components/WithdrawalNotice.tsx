import { hyphenate } from '../lib/hyphenation';
import type { TermsDocument } from '@mpb/domain';
import { TermsSectionText } from './TermsText';

/** Consumer withdrawal notice and model form (Anlagen 1 and 2 zu Art. 246a EGBGB) for services. */
export function WithdrawalNotice({ terms }: { terms: TermsDocument }) {
  const { withdrawalNotice: notice, withdrawalForm: form } = terms;
  return (
    <section className="section section--tinted" aria-labelledby="widerrufsbelehrung">
      <div className="container">
        <div className="prose">
          <h2 id="widerrufsbelehrung">{hyphenate(notice.heading)}</h2>
          {notice.sections.map((section) => (
            <TermsSectionText key={section.heading} section={section} level={3} />
          ))}
          <p className="legal-note">{notice.end}</p>

          <h2 id="muster-widerrufsformular">{hyphenate(form.heading)}</h2>
          <div className="withdrawal-form">
            <p>{form.intro}</p>
            <ul>
              {form.lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
            <p>{form.footnote}</p>
          </div>
        </div>
      </div>
    </section>
  );
}
