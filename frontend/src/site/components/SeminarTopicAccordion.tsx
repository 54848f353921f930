import type { SeminarTopic } from '../content/seminar-topics';
import '../styles/seminar-offer.css';

interface SeminarTopicAccordionProps {
  topics: SeminarTopic[];
}

/**
 * One topic open at a time, each collapsible. Native <details name> gives the exclusive behaviour,
 * keyboard use and the expanded state for assistive technology without any script, so the
 * prerendered page works before it hydrates and find-in-page opens a closed topic.
 */
export function SeminarTopicAccordion({ topics }: SeminarTopicAccordionProps) {
  return (
    <div className="accordion">
      {topics.map((topic, index) => (
        <details key={topic.id} id={topic.id} name="seminar-topics" className="accordion__item" open={index === 0}>
          <summary className="accordion__summary">
            <span className="accordion__number">{index + 1}</span>
            {topic.title}
          </summary>
          <div className="accordion__content topic">
            <p className="topic__summary">{topic.summary}</p>
            <h3 className="topic__heading">Das lernen Sie</h3>
            <ul className="check-list topic__lessons">
              {topic.lessons.map((lesson) => (
                <li key={lesson}>{lesson}</li>
              ))}
            </ul>
            {topic.overview && (
              <>
                <h3 className="topic__heading">{topic.overview.title}</h3>
                <dl className="topic__overview">
                  {topic.overview.entries.map((entry) => (
                    <div key={entry.term} className="topic__overview-entry">
                      <dt>{entry.term}</dt>
                      <dd>{entry.description}</dd>
                    </div>
                  ))}
                </dl>
              </>
            )}
            <div className="topic__references">
              <h3 className="topic__references-title">Rechtsgrundlagen</h3>
              <ul>
                {topic.legalReferences.map((reference) => (
                  <li key={reference}>{reference}</li>
                ))}
              </ul>
            </div>
          </div>
        </details>
      ))}
    </div>
  );
}
