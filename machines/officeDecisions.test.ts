import { describe, expect, it } from 'vitest';
import {
  DECISION_REASON_MAX,
  OFFICE_DECISION_OUTCOMES,
  OFFICE_DECISION_VERBS,
  reasonProblem,
  reasonRequired,
} from './officeDecisions';
import { PROFILE_PICTURE_STATUSES } from './profilePicture.machine';
import { RECEIPT_DECISIONS, RECEIPT_STATUSES } from './receiptRules';
import { VACATION_REQUEST_STATUSES } from './vacationRequest.machine';

describe('the office’s decisions', () => {
  it('asks a reason of a rejected picture or receipt only', () => {
    expect(reasonRequired('profilePicture', 'reject')).toBe(true);
    expect(reasonRequired('receipt', 'reject')).toBe(true);
    expect(reasonRequired('vacationRequest', 'decline')).toBe(false);
    for (const subject of Object.keys(
      OFFICE_DECISION_VERBS,
    ) as (keyof typeof OFFICE_DECISION_VERBS)[]) {
      expect(reasonRequired(subject, 'approve'), subject).toBe(false);
    }
  });

  it('refuses a blank reason where one is needed and a long one anywhere', () => {
    expect(reasonProblem('receipt', 'reject', '')).toBe('required');
    expect(reasonProblem('receipt', 'reject', '   ')).toBe('required');
    expect(reasonProblem('receipt', 'reject', null)).toBe('required');
    expect(reasonProblem('receipt', 'reject', 'Unreadable photo')).toBeNull();
    expect(reasonProblem('vacationRequest', 'decline', '')).toBeNull();
    expect(reasonProblem('vacationRequest', 'approve', 'x'.repeat(DECISION_REASON_MAX))).toBeNull();
    expect(reasonProblem('vacationRequest', 'approve', 'x'.repeat(DECISION_REASON_MAX + 1))).toBe(
      'tooLong',
    );
  });

  it('names each outcome by a status the thing itself knows', () => {
    const statuses = {
      vacationRequest: VACATION_REQUEST_STATUSES,
      profilePicture: PROFILE_PICTURE_STATUSES,
      receipt: RECEIPT_STATUSES,
    } as const;
    for (const [subject, verbs] of Object.entries(OFFICE_DECISION_VERBS) as [
      keyof typeof statuses,
      readonly ('approve' | 'decline' | 'reject')[],
    ][]) {
      for (const verb of verbs) {
        expect(statuses[subject] as readonly string[], `${subject} ${verb}`).toContain(
          OFFICE_DECISION_OUTCOMES[verb],
        );
      }
    }
    expect(Object.keys(RECEIPT_DECISIONS)).toEqual([...OFFICE_DECISION_VERBS.receipt]);
  });
});
