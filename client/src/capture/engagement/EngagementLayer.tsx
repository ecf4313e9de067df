import { useCallback, useMemo, useState } from 'react';
import { Box } from '@chakra-ui/react';
import { ChatWidget } from './ChatWidget';
import { currentTimings, DESKTOP_MEDIA_QUERY } from './engagementTimings';
import { ExitIntentPopup } from './ExitIntentPopup';
import { ScrollPopup } from './ScrollPopup';
import { hasSessionFlag, setSessionFlag } from './sessionFlags';
import type { SocialProofEntry } from './socialProof';
import { SocialProofToast } from './SocialProofToast';
import { StickyQuickScanButton } from './StickyQuickScanButton';
import { TopBanner } from './TopBanner';
import { useCaptureModalOpen } from './useCaptureModalOpen';
import { useMediaQuery } from './useMediaQuery';
import { usePopupTriggers } from './usePopupTriggers';
import { useSocialProof } from './useSocialProof';

/**
 * Everything that nudges a visitor towards the quick scan: exit-intent and
 * scroll popups, chat button and panel, desktop top banner, mobile sticky button, desktop social
 * proof. Loaded lazily after the page is interactive (LazyEngagementLayer). While the quick scan
 * or survey is open the whole layer is held out of sight and out of the accessibility tree, with
 * its state kept (a half-typed popup form comes back as it was).
 */
export function EngagementLayer({ proofEntries }: { proofEntries: readonly SocialProofEntry[] }) {
  const timings = useMemo(currentTimings, []);
  const captureOpen = useCaptureModalOpen();
  const isDesktop = useMediaQuery(DESKTOP_MEDIA_QUERY);
  const popups = usePopupTriggers(timings);

  const [bannerDismissed, setBannerDismissed] = useState(() => hasSessionFlag('bannerDismissed'));
  const [proofDismissed, setProofDismissed] = useState(() => hasSessionFlag('socialProofDismissed'));
  const proof = useSocialProof(proofEntries, timings, isDesktop && !proofDismissed);

  const dismissBanner = useCallback(() => {
    setSessionFlag('bannerDismissed');
    setBannerDismissed(true);
  }, []);
  const dismissProof = useCallback(() => {
    setSessionFlag('socialProofDismissed');
    setProofDismissed(true);
  }, []);

  return (
    <Box display={captureOpen ? 'none' : 'contents'} data-engagement-layer={captureOpen ? 'held' : 'active'}>
      {isDesktop && !bannerDismissed && <TopBanner onDismiss={dismissBanner} />}
      {isDesktop && <SocialProofToast entry={captureOpen ? null : proof} onDismiss={dismissProof} />}
      {!isDesktop && <StickyQuickScanButton />}
      <ChatWidget />
      {popups.openPopup === 'exit' && <ExitIntentPopup onClose={popups.close} />}
      {popups.openPopup === 'scroll' && <ScrollPopup onClose={popups.close} />}
    </Box>
  );
}
