import { graphql } from '../../gql';

// The receipts screens' operations: one query per screen, the writes beside them.

export const ReceiptsPageQuery = graphql(`
  query ReceiptsPage {
    receipts {
      id
      number
      caption
      date
      status
      itemCount
      totalCents
      company {
        id
        caption
      }
    }
  }
`);

export const ReceiptTemplatesQuery = graphql(`
  query ReceiptTemplates {
    receiptTemplates {
      id
      caption
      company {
        id
        caption
      }
      items {
        chargeTypeCaption
        description
      }
    }
  }
`);

export const ReceiptPageQuery = graphql(`
  query ReceiptPage($number: String!) {
    receipt(number: $number) {
      id
      number
      caption
      date
      status
      changeable
      awaitingDecision
      decisionReason
      photoUploadUrl
      company {
        id
        caption
      }
      person {
        id
        caption
      }
      ...ReceiptItems_Receipt
      photo {
        id
        status
        fileUrl
      }
    }
    chargeTypes {
      id
      caption
      defaultTaxTypeId
    }
    taxTypes {
      id
      caption
      rateBasisPoints
    }
  }
`);

export const CreateReceiptMutation = graphql(`
  mutation CreateReceipt($templateId: ID!, $date: Date, $idempotencyKey: String!) {
    createReceipt(templateId: $templateId, date: $date, idempotencyKey: $idempotencyKey) {
      id
      number
    }
  }
`);

export const CopyReceiptMutation = graphql(`
  mutation CopyReceipt($id: ID!, $idempotencyKey: String!) {
    copyReceipt(id: $id, idempotencyKey: $idempotencyKey) {
      id
      number
    }
  }
`);

/** What an item write changes on the receipt: its items and the api's totals. */
export const ReceiptItemsFragment = graphql(`
  fragment ReceiptItems_Receipt on Receipt {
    itemCount
    netCents
    taxCents
    totalCents
    submittable
    items {
      id
      chargeTypeId
      taxTypeId
      chargeTypeCaption
      description
      taxTypeCaption
      taxRateBasisPoints
      amountCents
      taxCents
      totalCents
    }
  }
`);

export const AddReceiptItemMutation = graphql(`
  mutation AddReceiptItem($receiptId: ID!, $item: ReceiptItemInput!, $idempotencyKey: String!) {
    addReceiptItem(receiptId: $receiptId, item: $item, idempotencyKey: $idempotencyKey) {
      id
      ...ReceiptItems_Receipt
    }
  }
`);

export const ChangeReceiptItemMutation = graphql(`
  mutation ChangeReceiptItem(
    $receiptId: ID!
    $id: ID!
    $item: ReceiptItemInput!
    $idempotencyKey: String!
  ) {
    changeReceiptItem(
      receiptId: $receiptId
      id: $id
      item: $item
      idempotencyKey: $idempotencyKey
    ) {
      id
      ...ReceiptItems_Receipt
    }
  }
`);

export const SubmitReceiptMutation = graphql(`
  mutation SubmitReceipt($id: ID!) {
    submitReceipt(id: $id) {
      id
      status
      changeable
      submittable
    }
  }
`);

/** The office's answer on the receipt's own page (receipts EDIT ALL). */
export const ApproveReceiptMutation = graphql(`
  mutation ApproveReceipt($id: ID!, $reason: String) {
    approveReceipt(id: $id, reason: $reason) {
      id
      status
      changeable
      submittable
      awaitingDecision
      decisionReason
      photoUploadUrl
      photo {
        id
        status
        fileUrl
      }
    }
  }
`);

export const RejectReceiptMutation = graphql(`
  mutation RejectReceipt($id: ID!, $reason: String!) {
    rejectReceipt(id: $id, reason: $reason) {
      id
      status
      changeable
      submittable
      awaitingDecision
      decisionReason
      photoUploadUrl
      photo {
        id
        status
        fileUrl
      }
    }
  }
`);

export const DeleteReceiptItemMutation = graphql(`
  mutation DeleteReceiptItem($id: ID!) {
    deleteReceiptItem(id: $id) {
      id
      itemCount
      netCents
      taxCents
      totalCents
      items {
        id
      }
    }
  }
`);

export const DeleteReceiptMutation = graphql(`
  mutation DeleteReceipt($id: ID!) {
    deleteReceipt(id: $id)
  }
`);
