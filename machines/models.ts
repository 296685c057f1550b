import { bookingModel } from './booking.model';
import { crewItemStatusModel } from './crewItemStatus.model';
import { crewShiftModel } from './crewShift.model';
import { documentSigningModel } from './documentSigning.model';
import { formFillingModel } from './formFilling.model';
import type { MachineModel } from './model-graph';
import { outboxModel } from './outbox.model';
import { payrollItemStatusModel } from './payrollItemStatus.model';
import { plusCrewDashboardModel } from './plusCrewDashboard.model';
import { profilePictureModel } from './profilePicture.model';
import { sessionModel } from './session.model';
import { toastsModel } from './toasts.model';
import { trainingRegistrationModel } from './trainingRegistration.model';
import { vacationRequestModel } from './vacationRequest.model';

/**
 * Every machine's test model by machine id (the file name before `.machine.ts`): what
 * `npm run paths -- <machine>` traverses. `models.test.ts` fails when a machine has none.
 */
export const MACHINE_MODELS: Record<string, MachineModel> = {
  booking: bookingModel,
  crewItemStatus: crewItemStatusModel,
  crewShift: crewShiftModel,
  documentSigning: documentSigningModel,
  formFilling: formFillingModel,
  outbox: outboxModel,
  payrollItemStatus: payrollItemStatusModel,
  plusCrewDashboard: plusCrewDashboardModel,
  profilePicture: profilePictureModel,
  session: sessionModel,
  toasts: toastsModel,
  trainingRegistration: trainingRegistrationModel,
  vacationRequest: vacationRequestModel,
} as Record<string, MachineModel>;
