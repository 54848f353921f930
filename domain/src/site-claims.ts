/**
 * Claims the waitlist page makes about the course's success. Each is shown only when the operator
 * configures it (SITE_CLAIM_PARTICIPANTS, SITE_CLAIM_RECOMMENDATION_PERCENT): an advertising claim
 * nobody can prove is misleading (§ 5 UWG), so there is no default.
 */
interface SiteClaims {
  /** Whole number of participants so far, as configured ('1000'). */
  participants?: string;
  /** Whole percentage of participants who recommend the course ('98'). */
  recommendationPercent?: string;
}

/** The claims as the hero's list of figures, or '' when none is configured. */
export function siteClaimsHtml({ participants, recommendationPercent }: SiteClaims): string {
  const whole = (value?: string) => (value && /^\d+$/.test(value) ? Number(value) : undefined);
  const count = whole(participants);
  const percent = whole(recommendationPercent);
  const items = [
    count !== undefined && `<li><strong>${count.toLocaleString('de-DE')}+</strong> Teilnehmende</li>`,
    percent !== undefined && `<li><strong>${percent}\u00a0%</strong> Weiterempfehlung</li>`,
  ].filter(Boolean);
  return items.length ? `<ul class="hero-stats">${items.join('')}</ul>` : '';
}
