import { Box } from '@chakra-ui/react';
import Zap from 'lucide-react/icons/zap';
import { QuickScanButton } from '../../components/QuickScanButton';
import { useScrolledPast } from '../../site/layout/useScrolledPast';
import { STICKY_BUTTON_THRESHOLD_PX } from './engagementTimings';
import { stickyButtonText } from './engagementTexts';

/**
 * SPEC section 2: on phones, 'Gratis Quick Scan' sticks to the bottom once the page is scrolled
 * past 200 px and goes away again near the top. It leaves room for the chat button on its right.
 */
export function StickyQuickScanButton() {
  const visible = useScrolledPast(STICKY_BUTTON_THRESHOLD_PX);
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
