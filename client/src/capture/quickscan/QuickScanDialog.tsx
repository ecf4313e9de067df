import { useEffect, useState } from 'react';
import { chakra, CloseButton, type SystemStyleObject } from '@chakra-ui/react';
import { createLead } from '../api/leadApi';
import { handLeadToSurvey } from '../survey/surveyHandOver';
import { QuickScanForm, QUICK_SCAN_DESCRIPTION_ID, QUICK_SCAN_TITLE_ID } from './QuickScanForm';
import { CLOSE_DIALOG_ATTRIBUTE, closeQuickScan, QUICK_SCAN_DIALOG_NAME, showQuickScan } from './quickScanOpener';
import { useQuickScanDialogStyles } from './useQuickScanDialogStyles';
import { emptyQuickScan, type QuickScanValues } from './validateQuickScan';

/** What the browser's own dialog styles need on top of Chakra's dialog content styles. */
const NATIVE_DIALOG: SystemStyleObject = {
  // The content styles say `display: flex`, which would beat the browser's `display: none` of a closed dialog.
  '&:not([open])': { display: 'none' },
  // Theirs say `position: relative` too, which a modal dialog takes as absolute, at the top of the
  // document: opening it would scroll the page there. Fixed, as the browser's own, it stays in view.
  position: 'fixed',
  inset: 0,
  padding: 0,
  border: 'none',
  color: 'fg',
  overflow: 'hidden',
  // A literal colour (black/60, as the survey's backdrop): browsers that do not let ::backdrop
  // inherit custom properties would not resolve a token's variable there.
  _backdrop: { bg: 'rgba(0, 0, 0, 0.6)' },
  _open: { animationName: 'fade-in, slide-from-top', animationDuration: 'moderate' },
  _motionReduce: { animationName: 'none' },
  // Full screen on a phone; a centred panel from 480 px up.
  minHeight: { base: '100dvh', sm: 'auto' },
  maxHeight: { base: '100dvh', sm: 'calc(100% - 4rem)' },
  width: { base: '100%', sm: 'calc(100% - 2rem)' },
  maxWidth: { base: '100dvw', sm: 'lg' },
  margin: { base: '0', sm: 'auto' },
  borderRadius: { base: '0', sm: 'l3' },
};

/**
 * The quick scan as an island in every public page (docs/architecture.md, "Public-site speed"):
 * the form in a native `<dialog>`, prerendered and closed, which the browser entry opens at once
 * for any call to action (quickScanOpener.ts). React hydrates it in the background; what the
 * visitor types or sends before then is kept and handed over (app/earlyInput.ts). A created lead
 * goes to the capture layer, which closes this dialog and continues with the survey in its own.
 */
export function QuickScanDialog() {
  const [values, setValues] = useState<QuickScanValues>(emptyQuickScan);
  const [failed, setFailed] = useState(false);
  const styles = useQuickScanDialogStyles();

  // Where the whole app renders in the browser, a request made before this mounted waits for it.
  useEffect(showQuickScan, []);

  const submit = async (checked: QuickScanValues, honeypot: string) => {
    setFailed(false);
    try {
      const lead = await createLead({ ...checked, source: 'QUICKSCAN', faxNumber: honeypot || undefined });
      await handLeadToSurvey(lead);
      setValues(emptyQuickScan);
    } catch (error) {
      setFailed(true);
      throw error;
    }
  };

  return (
    <chakra.dialog
      data-capture-dialog={QUICK_SCAN_DIALOG_NAME}
      aria-labelledby={QUICK_SCAN_TITLE_ID}
      aria-describedby={QUICK_SCAN_DESCRIPTION_ID}
      css={[styles.content, NATIVE_DIALOG]}
    >
      <QuickScanForm values={values} onChange={setValues} onSubmit={submit} onLeave={closeQuickScan} failed={failed} />
      <CloseButton size="sm" aria-label="Sluiten" css={styles.closeTrigger} {...{ [CLOSE_DIALOG_ATTRIBUTE]: '' }} />
    </chakra.dialog>
  );
}
