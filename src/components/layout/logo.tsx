export function Logo() {
  return (
    <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <circle cx="16" cy="16" r="15" fill="var(--color-primary)" />
      <circle cx="16" cy="16" r="9" fill="none" stroke="#fff" strokeWidth="2.5" />
      <path d="M17.5 7.5l-5 9.5h4l-2 7.5 6-10.5h-4z" fill="#fff" />
    </svg>
  );
}
