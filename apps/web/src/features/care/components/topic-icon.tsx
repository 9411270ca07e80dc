/** Built-in pictures of the chatbot's categories, by the `icon` name the server gives. */
const icons: Record<string, string> = {
  loan: 'M4 7h16v10H4zM4 10h16M8 14h3',
  // A wallet, not a currency sign: the borrower pays in ₹ or Rp, never $.
  repay:
    'M4 7h14a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2zM4 7V6a2 2 0 0 1 2-2h9v3M15 12h5v4h-5a2 2 0 0 1 0-4z',
  account: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21c0-4 4-6 8-6s8 2 8 6',
  service:
    'M4 13v-1a8 8 0 0 1 16 0v1M4 13h3v5H5a1 1 0 0 1-1-1zM20 13h-3v5h2a1 1 0 0 0 1-1zM17 18c0 2-2 3-5 3',
  other:
    'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6M12 17v.5',
};

/** The category's picture: an image the server links, else a built-in one (decorative: the title names it). */
export function TopicIcon({ icon }: { icon: string }) {
  if (/^(\/[\w./-]+|https:\/\/\S+)$/.test(icon) && !icon.startsWith('//')) {
    return <img src={icon} alt="" width="24" height="24" />;
  }
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path
        d={icons[icon] ?? icons.other}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
