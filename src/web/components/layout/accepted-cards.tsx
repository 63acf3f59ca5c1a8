import { useIntl } from 'react-intl';

/** Card brands accepted at checkout, drawn inline (no download). */
export function AcceptedCards() {
  const intl = useIntl();
  return (
    <svg
      className="accepted-cards"
      role="img"
      aria-label={intl.formatMessage({ id: 'layout.footer.acceptedCards' })}
      width="204"
      height="28"
      viewBox="0 0 204 28"
    >
      {/* Visa */}
      <rect x="0.5" y="0.5" width="44" height="27" rx="4" fill="#fff" stroke="#DDE3E6" />
      <text
        x="22.5"
        y="19"
        textAnchor="middle"
        fontFamily="Arial, sans-serif"
        fontSize="12"
        fontStyle="italic"
        fontWeight="700"
        fill="#1A1F71"
      >
        VISA
      </text>
      {/* Mastercard */}
      <rect x="52.5" y="0.5" width="44" height="27" rx="4" fill="#fff" stroke="#DDE3E6" />
      <circle cx="69.5" cy="14" r="7.5" fill="#EB001B" />
      <circle cx="79.5" cy="14" r="7.5" fill="#F79E1B" fillOpacity="0.9" />
      {/* Maestro */}
      <rect x="104.5" y="0.5" width="44" height="27" rx="4" fill="#fff" stroke="#DDE3E6" />
      <circle cx="121.5" cy="14" r="7.5" fill="#0099DF" />
      <circle cx="131.5" cy="14" r="7.5" fill="#EB001B" fillOpacity="0.85" />
      {/* American Express */}
      <rect x="156.5" y="0.5" width="47" height="27" rx="4" fill="#2E77BC" stroke="#2E77BC" />
      <text
        x="180"
        y="18"
        textAnchor="middle"
        fontFamily="Arial, sans-serif"
        fontSize="10"
        fontWeight="700"
        fill="#fff"
      >
        AMEX
      </text>
    </svg>
  );
}
