import { useEffect, useState } from 'react';
import { Box } from '@chakra-ui/react';
import Zap from 'lucide-react/icons/zap';
import { QuickScanButton } from '../../components/QuickScanButton';
import { STICKY_BUTTON_THRESHOLD_PX } from './engagementTimings';
import { pageFormInBand } from './formsOnScreen';
import { stickyButtonText } from './engagementTexts';

/** The strip at the bottom of the screen the button occupies (its height plus margin and a gap). */
const BUTTON_BAND_PX = 96;

/**
 * Past 200 px, unless a form reaches into the strip the button covers: a visitor filling in a
 * form (or about to send it) must see its fields and its button, not ours.
 */
function shouldShow(): boolean {
  if (window.scrollY <= STICKY_BUTTON_THRESHOLD_PX) return false;
  return !pageFormInBand(window.innerHeight - BUTTON_BAND_PX);
}

function useStickyVisible(): boolean {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const update = () => setVisible(shouldShow());
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update, { passive: true });
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, []);
  return visible;
}

/**
 * On phones, 'Gratis Quick Scan' sticks to the bottom once the page is scrolled
 * past 200 px and goes away again near the top (and while a form is under it). It leaves room for
 * the chat button on its right.
 */
export function StickyQuickScanButton() {
  const visible = useStickyVisible();
  if (!visible) return null;
  return (
    <Box
      hideFrom="md"
      position="fixed"
      zIndex="banner"
      left="4"
      right="20"
      bottom="4"
      data-engagement-sticky=""
      animation="fade-in 0.2s ease-out"
      _motionReduce={{ animation: 'none' }}
    >
      <QuickScanButton label={stickyButtonText} icon={<Zap size={18} aria-hidden />} size="lg" width="full" height="14" boxShadow="lg" />
    </Box>
  );
}
