interface LogoProps {
  /** Second line under the name, e.g. 'Zertifizierung'. */
  tagline?: string;
}

/** Word mark with a shield-and-cross sign; pure SVG so it costs no request. */
export function Logo({ tagline = 'Zertifizierung' }: LogoProps) {
  return (
    <span className="logo">
      <svg className="logo__mark" viewBox="0 0 40 40" aria-hidden="true" focusable="false">
        <path d="M20 2.5 5 8v11.2c0 9.3 6.4 16.4 15 18.8 8.6-2.4 15-9.5 15-18.8V8L20 2.5Z" fill="currentColor" />
        <path d="M17.2 11h5.6v6.4h6.4V23h-6.4v6.4h-5.6V23h-6.4v-5.6h6.4V11Z" fill="#fff" />
      </svg>
      <span className="logo__text">
        <span className="logo__name">Medizinprodukteberater</span> <span className="logo__tagline">{tagline}</span>
      </span>
    </span>
  );
}
