/**
 * A section below the first screen is styled and laid out only when it comes near the viewport
 * (`content-visibility: auto`); until then it keeps the size it last had, or an estimate. A long
 * page's style and layout work at start-up, repeated after every style the scripts add, was most
 * of its blocking time on a phone. Find-in-page, anchors and screen readers still reach the
 * skipped content. A section is also a containment box: nothing of it paints outside its edges.
 */
export const offScreenUntilNear = { contentVisibility: 'auto', containIntrinsicSize: 'auto 800px' } as const;
