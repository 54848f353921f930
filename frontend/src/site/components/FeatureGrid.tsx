export interface Feature {
  title: string;
  text: string;
}

interface FeatureGridProps {
  features: Feature[];
  /** 'risk' styles the cards as warnings. */
  tone?: 'default' | 'risk';
}

export function FeatureGrid({ features, tone = 'default' }: FeatureGridProps) {
  return (
    <ul className={`feature-grid ${tone === 'risk' ? 'feature-grid--risk' : ''}`}>
      {features.map((feature) => (
        <li key={feature.title} className="feature">
          <h3 className="feature__title">{feature.title}</h3>
          <p>{feature.text}</p>
        </li>
      ))}
    </ul>
  );
}
