/** The portal's mark: a lorry, drawn inline so the header needs no extra request. */
export function Logo() {
  return (
    <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect x="2" y="9" width="17" height="13" rx="1.5" fill="currentColor" />
      <path d="M20 13h5l4 5v4h-9z" fill="currentColor" opacity="0.75" />
      <circle cx="8" cy="24" r="3" fill="currentColor" stroke="white" strokeWidth="1.5" />
      <circle cx="24" cy="24" r="3" fill="currentColor" stroke="white" strokeWidth="1.5" />
    </svg>
  );
}
