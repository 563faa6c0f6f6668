// Pictures for the "Add to Home Screen" steps, drawn after Safari's own symbols (share, add,
// confirm) so the buyer recognises the button to look for. Decorative: the step text says it all.
const common = {
  width: 28,
  height: 28,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
  'aria-hidden': true,
  focusable: false,
};

export function ShareSymbol() {
  return (
    <svg {...common}>
      <path d="M12 3v12" />
      <path d="M8 7l4-4 4 4" />
      <path d="M6 11H5a1 1 0 0 0-1 1v8a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-8a1 1 0 0 0-1-1h-1" />
    </svg>
  );
}

export function AddToHomeSymbol() {
  return (
    <svg {...common}>
      <rect x="3" y="3" width="18" height="18" rx="4" />
      <path d="M12 8v8M8 12h8" />
    </svg>
  );
}

export function ConfirmSymbol() {
  return (
    <svg {...common}>
      <path d="M5 12l5 5 9-10" />
    </svg>
  );
}

export function HomeScreenSymbol() {
  return (
    <svg {...common}>
      <rect x="6" y="2" width="12" height="20" rx="2" />
      <rect x="9" y="6" width="6" height="6" rx="1.5" />
      <path d="M11 18h2" />
    </svg>
  );
}
