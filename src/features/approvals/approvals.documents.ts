import { graphql } from '../../gql';

// The approvals screen's one query (each queue only when the viewer decides it) and its decisions.

export const ApprovalsPageQuery = graphql(`
  query ApprovalsPage(
    $withVacationRequests: Boolean!
    $withProfilePictures: Boolean!
    $withReceipts: Boolean!
  ) {
    vacationRequestsToDecide @include(if: $withVacationRequests) {
      id
      beginDate
      endDate
      paid
      note
      status
      requestedAt
      person {
        id
        caption
      }
    }
    profilePicturesToDecide @include(if: $withProfilePictures) {
      id
      status
      uploadedAt
      fileUrl
      person {
        id
        caption
      }
    }
    receiptsToDecide @include(if: $withReceipts) {
      id
      number
      caption
      date
      status
      itemCount
      netCents
      taxCents
      totalCents
      submittedAt
      company {
        id
        caption
      }
      person {
        id
        caption
      }
      photo {
        id
        status
        fileUrl
      }
    }
  }
`);

export const ApproveVacationRequestMutation = graphql(`
  mutation ApproveVacationRequest($id: ID!, $reason: String) {
    approveVacationRequest(id: $id, reason: $reason) {
      id
      status
      decidedAt
      decisionReason
    }
  }
`);

export const DeclineVacationRequestMutation = graphql(`
  mutation DeclineVacationRequest($id: ID!, $reason: String) {
    declineVacationRequest(id: $id, reason: $reason) {
      id
      status
      decidedAt
      decisionReason
    }
  }
`);

export const ApproveProfilePictureMutation = graphql(`
  mutation ApproveProfilePicture($id: ID!, $reason: String) {
    approveProfilePicture(id: $id, reason: $reason) {
      id
      status
      decidedAt
      decisionReason
    }
  }
`);

export const RejectProfilePictureMutation = graphql(`
  mutation RejectProfilePicture($id: ID!, $reason: String!) {
    rejectProfilePicture(id: $id, reason: $reason) {
      id
      status
      decidedAt
      decisionReason
    }
  }
`);

export const ApprovalsApproveReceiptMutation = graphql(`
  mutation ApprovalsApproveReceipt($id: ID!, $reason: String) {
    approveReceipt(id: $id, reason: $reason) {
      id
      status
      decidedAt
      decisionReason
      awaitingDecision
    }
  }
`);

export const ApprovalsRejectReceiptMutation = graphql(`
  mutation ApprovalsRejectReceipt($id: ID!, $reason: String!) {
    rejectReceipt(id: $id, reason: $reason) {
      id
      status
      decidedAt
      decisionReason
      awaitingDecision
    }
  }
`);
