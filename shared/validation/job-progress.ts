import * as yup from 'yup';
import { PARTNER_MOVES } from '../job-progress/transitions';
import { singleLine, V } from './rules';

export const JOB_NOTE_MAX = 2000;
export const DECLINE_REASON_MAX = 1000;
export const CHECKLIST_LABEL_MAX = 200;
export const CHECKLIST_MAX_ITEMS = 30;
export const PROBLEM_NOTE_MAX = 2000;

/**
 * POST /PartnerPortal/jobs/{id}/progress: the partner's next step; declining needs a reason (the admins
 * read it), any step may carry a note (what was done, what the client should know).
 */
export const jobMoveSchema = yup.object({
  status: yup
    .mixed<(typeof PARTNER_MOVES)[number]>()
    .oneOf([...PARTNER_MOVES], V('jobStepInvalid'))
    .required(V('jobStepInvalid')),
  note: yup.string().trim().max(JOB_NOTE_MAX, V('jobNoteMaxLength')).default(''),
  reason: singleLine(yup.string().trim().max(DECLINE_REASON_MAX, V('declineReasonMaxLength')))
    .default('')
    .when('status', {
      is: 'declined',
      then: (s) => s.required(V('declineReasonRequired')),
    }),
});

/** PUT /PartnerPortal/jobs/{id}/checklist/{itemId}: an item ticked or not. */
export const checklistTickSchema = yup.object({
  ticked: yup.boolean().typeError(V('tickedInvalid')).required(V('tickedInvalid')),
});

/** One checklist item an admin writes: in both languages. */
export const checklistItemSchema = yup.object({
  labelEn: singleLine(yup.string().trim().required(V('checklistLabelRequired')).max(CHECKLIST_LABEL_MAX, V('checklistLabelMaxLength'))),
  labelAr: singleLine(yup.string().trim().required(V('checklistLabelRequired')).max(CHECKLIST_LABEL_MAX, V('checklistLabelMaxLength'))),
});

/** PUT /Services/{id}/checklist: the service's whole list, in order (items left out are archived). */
export const serviceChecklistSchema = yup.object({
  items: yup.array(checklistItemSchema.required()).max(CHECKLIST_MAX_ITEMS, V('checklistTooLong')).required(V('checklistTooLong')),
});

/** POST /DemandeDeService/{id}/report-problem: what is wrong with the work. */
export const completionProblemSchema = yup.object({
  note: yup.string().trim().required(V('problemNoteRequired')).max(PROBLEM_NOTE_MAX, V('problemNoteMaxLength')),
});

export type JobMoveValues = yup.InferType<typeof jobMoveSchema>;
export type ChecklistTickValues = yup.InferType<typeof checklistTickSchema>;
export type ServiceChecklistValues = yup.InferType<typeof serviceChecklistSchema>;
export type CompletionProblemValues = yup.InferType<typeof completionProblemSchema>;
