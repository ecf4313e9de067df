import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { Global } from '@emotion/react';
import { dialogSlotRecipe } from '@chakra-ui/react/theme';
import { setCaptureModalOpen } from '../lib/captureModalState';
import { toaster } from '../lib/toaster';
import { createLead, type CreatedLead } from './api/leadApi';
import { onOpenRequest, takeOpenRequest } from './tracking/clickTracking';
import { QuickScanForm, QUICK_SCAN_FORM_ID } from './quickscan/QuickScanForm';
import { emptyQuickScan, type QuickScanValues } from './quickscan/validateQuickScan';
import { resultToast, shouldHoldOnClose, SURVEY_TOASTS } from './survey/surveyLogic';
import { createSurveySaver } from './survey/surveySaver';
import { SURVEY_STEP_COUNT, type SurveyAnswers } from './survey/surveySteps';
import { SurveyWizard } from './survey/SurveyWizard';
import { useExitIntent } from './survey/useExitIntent';
import { ToastAnnouncer } from './ui/ToastAnnouncer';
import { CallBookingStep, type CallBookingView } from './booking/CallBookingStep';

const QUICK_SCAN_TOASTS = {
  created: { type: 'success', title: 'Quick scan aangevraagd!', description: 'Nu gaan we je persoonlijke analyse opstellen.' },
  failed: { type: 'error', title: 'Er is iets misgegaan', description: 'Probeer het opnieuw of neem direct contact met ons op.' },
} as const;

interface SurveyProgress {
  lead: CreatedLead;
  step: number;
  answers: SurveyAnswers;
  /** The retention toast was shown (the next close really closes). */
  warned: boolean;
  /** 'Top!' was shown. */
  encouraged: boolean;
  /** The exit-intent toast was shown. */
  exitWarned: boolean;
}

/**
 * While the dialog is open, toasts show at the top of the screen: at the bottom they would cover
 * the dialog's 'Volgende' button ('Top!' at step 3), on a phone for the whole toast.
 */
const TOASTS_ON_TOP = { '[role="region"][aria-label="Meldingen"]': { top: '1rem', bottom: 'auto' } } as const;

const toastRegion = () => document.querySelector('[role="region"][aria-label="Meldingen"]');

/** Booking a call in the dialog: after the survey (the view by its score) or from the survey's own link. */
interface CallBooking {
  lead: CreatedLead;
  view: CallBookingView;
  hot: boolean;
  /** Opened from the survey, which waits behind it. */
  fromSurvey: boolean;
}

/**
 * The quick scan and the survey in one dialog, opened by any `openQuickScan`: the form creates
 * the lead, then the survey takes its place. A visitor who closes the survey
 * halfway and clicks a call to action again continues where they left off; after the last step
 * the next call to action starts a new quick scan.
 */
export function CaptureLayer() {
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState<QuickScanValues>(emptyQuickScan);
  const [survey, setSurvey] = useState<SurveyProgress | null>(null);
  const [finishing, setFinishing] = useState(false);
  const [booking, setBooking] = useState<CallBooking | null>(null);
  const surveyRef = useRef(survey);
  surveyRef.current = survey;

  const lead = survey?.lead ?? null;
  const saver = useMemo(() => (lead ? createSurveySaver(lead) : null), [lead]);

  useEffect(() => {
    const show = () => takeOpenRequest() && setOpen(true);
    show();
    return onOpenRequest(show);
  }, []);

  useEffect(() => {
    if (!open) return;
    setCaptureModalOpen(true);
    return () => setCaptureModalOpen(false);
  }, [open]);

  // Whatever was typed in the survey is saved when the visitor leaves the page or the tab.
  useEffect(() => {
    if (!saver) return;
    const leave = () => {
      if (document.visibilityState === 'hidden' && surveyRef.current) saver.saveOnLeave(surveyRef.current.answers);
    };
    document.addEventListener('visibilitychange', leave);
    return () => document.removeEventListener('visibilitychange', leave);
  }, [saver]);

  const inSurvey = open && survey !== null && booking === null;
  useExitIntent(
    inSurvey && survey.step > 2 && !survey.exitWarned,
    useCallback(() => {
      toaster.create(SURVEY_TOASTS.exitIntent);
      setSurvey((current) => current && { ...current, exitWarned: true });
    }, []),
  );

  const requestClose = () => {
    if (finishing) return;
    if (booking) {
      if (survey) saver?.savePartial(survey.answers);
      setBooking(null);
      setOpen(false);
      return;
    }
    if (survey) {
      if (shouldHoldOnClose(survey.step, survey.warned)) {
        toaster.create(SURVEY_TOASTS.retention);
        setSurvey({ ...survey, warned: true });
        return;
      }
      saver?.savePartial(survey.answers);
    }
    setOpen(false);
  };

  const submitQuickScan = async (values: QuickScanValues, honeypot: string) => {
    try {
      const lead = await createLead({ ...values, source: 'QUICKSCAN', faxNumber: honeypot || undefined });
      toaster.create(QUICK_SCAN_TOASTS.created);
      setForm(emptyQuickScan);
      setSurvey({ lead, step: 1, answers: {}, warned: false, encouraged: false, exitWarned: false });
    } catch (error) {
      toaster.create(QUICK_SCAN_TOASTS.failed);
      throw error;
    }
  };

  const goTo = (step: number) => {
    if (!survey) return;
    const encourage = step === 3 && !survey.encouraged;
    if (encourage) toaster.create(SURVEY_TOASTS.encouragement);
    setSurvey({ ...survey, step, encouraged: survey.encouraged || encourage });
  };

  const next = () => {
    if (!survey) return;
    saver?.savePartial(survey.answers);
    goTo(Math.min(survey.step + 1, SURVEY_STEP_COUNT));
  };

  const finish = async () => {
    if (!survey || !saver) return;
    setFinishing(true);
    try {
      const result = await saver.complete(survey.answers);
      toaster.create(resultToast(result.qualification));
      // The score decides what comes next: HOT the calendar at once, WARM an offer of it, COLD thanks
      // with a quiet link to it.
      const view: CallBookingView = result.qualification === 'HOT' ? 'calendar' : result.qualification === 'WARM' ? 'offer' : 'thanks';
      setBooking({ lead: survey.lead, view, hot: result.qualification === 'HOT', fromSurvey: false });
      setSurvey(null);
    } catch {
      // The survey closes with the error toast; the answers stay for another try.
      toaster.create(SURVEY_TOASTS.failed);
      setOpen(false);
    } finally {
      setFinishing(false);
    }
  };

  return (
    <Dialog.Root
      recipe={dialogSlotRecipe}
      open={open}
      onOpenChange={(details) => !details.open && requestClose()}
      size={survey || booking ? 'xl' : 'lg'}
      placement="center"
      scrollBehavior="inside"
      // The public system has only the fade-in and slide-from-top keyframes: an exit animation
      // naming a missing keyframe never ends, and the closed dialog would stay on screen.
      motionPreset="none"
      persistentElements={[toastRegion]}
      initialFocusEl={() => document.querySelector<HTMLElement>(`#${QUICK_SCAN_FORM_ID} input[name="name"]`)}
    >
      {open && <Global styles={TOASTS_ON_TOP} />}
      <Portal>
        <Dialog.Backdrop bg="black/60" _closed={{ animationName: 'none' }} />
        <Dialog.Positioner px={{ base: '0', sm: '4' }}>
          <Dialog.Content
            data-capture-dialog={booking ? 'booking' : survey ? 'survey' : 'quick-scan'}
            _open={{ animationName: 'fade-in, slide-from-top', animationDuration: 'moderate' }}
            // Full screen on a phone; a centred panel from 480 px up.
            minHeight={{ base: '100dvh', sm: 'auto' }}
            maxHeight={{ base: '100dvh', sm: 'calc(100% - 4rem)' }}
            maxWidth={{ base: '100dvw', sm: survey || booking ? '3xl' : 'lg' }}
            marginY={{ base: '0', sm: 'auto' }}
            borderRadius={{ base: '0', sm: 'l3' }}
            _motionReduce={{ animationName: 'none' }}
          >
            {booking ? (
              <CallBookingStep
                lead={booking.lead}
                view={booking.view}
                hot={booking.hot}
                onShowCalendar={() => setBooking({ ...booking, view: 'calendar' })}
                onClose={requestClose}
                onBackToSurvey={booking.fromSurvey ? () => setBooking(null) : undefined}
              />
            ) : survey ? (
              <SurveyWizard
                step={survey.step}
                answers={survey.answers}
                busy={finishing}
                onAnswer={(change) => setSurvey((current) => current && { ...current, answers: { ...current.answers, ...change } })}
                onBack={() => goTo(Math.max(survey.step - 1, 1))}
                onNext={next}
                onFinish={() => void finish()}
                onBookCall={() => {
                  saver?.savePartial(survey.answers);
                  setBooking({ lead: survey.lead, view: 'calendar', hot: false, fromSurvey: true });
                }}
              />
            ) : (
              <QuickScanForm values={form} onChange={setForm} onSubmit={submitQuickScan} onLeave={() => setOpen(false)} />
            )}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Sluiten" />
            </Dialog.CloseTrigger>
            <ToastAnnouncer />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
