import { submitSurvey, type CreatedLead, type SurveyOutcome } from '../api/leadApi';
import { surveyPayload } from './surveyLogic';
import type { SurveyAnswers } from './surveySteps';

/**
 * Saves a visitor's survey answers as they go (docs/lead-api.md: `submitSurvey(completed: false)` after
 * each step). Saves go one at a time and the newest answers win: every call replaces the saved
 * answers, so a slow earlier save must never land after a later one. A failed partial save is not
 * shown to the visitor: the next step sends every answer again.
 */
export interface SurveySaver {
  /** Saves these answers (unless they are what was saved last). */
  savePartial: (answers: SurveyAnswers) => void;
  /** Saves with keepalive, for a page that is being closed. */
  saveOnLeave: (answers: SurveyAnswers) => void;
  /** Waits for the saves in flight, then submits the survey as completed. */
  complete: (answers: SurveyAnswers) => Promise<SurveyOutcome>;
}

export function createSurveySaver(lead: CreatedLead, send: typeof submitSurvey = submitSurvey): SurveySaver {
  let queued: SurveyAnswers | null = null;
  let running: Promise<void> | null = null;
  let lastSaved = JSON.stringify(surveyPayload({}));

  const submission = (survey: SurveyAnswers, completed: boolean) => ({
    leadId: lead.leadId,
    surveyToken: lead.surveyToken,
    survey,
    completed,
  });

  async function drain(): Promise<void> {
    while (queued) {
      const payload = surveyPayload(queued);
      queued = null;
      const json = JSON.stringify(payload);
      if (json === lastSaved) continue;
      try {
        await send(submission(payload, false));
        lastSaved = json;
      } catch {
        // Kept for the next save: it sends everything again.
      }
    }
  }

  function start() {
    if (running) return;
    // Answers queued while the last round was finishing get a round of their own.
    running = drain().finally(() => {
      running = null;
      if (queued) start();
    });
  }

  return {
    savePartial(answers) {
      queued = answers;
      start();
    },
    saveOnLeave(answers) {
      const payload = surveyPayload(answers);
      const json = JSON.stringify(payload);
      if (json === lastSaved) return;
      queued = null;
      send(submission(payload, false), { keepalive: true }).then(
        () => {
          lastSaved = json;
        },
        () => undefined,
      );
    },
    async complete(answers) {
      queued = null;
      await running;
      return send(submission(surveyPayload(answers), true));
    },
  };
}
