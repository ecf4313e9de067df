/** The footer's text links: muted, underlined on hover, with the focus ring outside. */
export const footerLinkStyles = {
  color: 'fg.muted',
  borderRadius: 'l1',
  _hover: { color: 'fg', textDecoration: 'underline', textUnderlineOffset: '3px' },
  focusVisibleRing: 'outside',
} as const;
