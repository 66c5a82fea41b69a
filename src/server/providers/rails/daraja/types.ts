/** Daraja's shapes, typed by hand from the JSON Schemas beside them (daraja/schemas/*.json). */

export interface DarajaError {
  readonly requestId: string;
  readonly errorCode: string;
  readonly errorMessage: string;
}

export interface OAuthToken {
  readonly access_token: string;
  readonly expires_in: string | number;
}

export interface B2CRequest {
  readonly OriginatorConversationID: string;
  readonly InitiatorName: string;
  readonly SecurityCredential: string;
  readonly CommandID: 'BusinessPayment';
  readonly Amount: number;
  readonly PartyA: string;
  readonly PartyB: string;
  readonly Remarks: string;
  readonly QueueTimeOutURL: string;
  readonly ResultURL: string;
  readonly Occassion?: string;
}

export interface AsyncAck {
  readonly ConversationID: string;
  readonly OriginatorConversationID: string;
  readonly ResponseCode: string;
  readonly ResponseDescription: string;
}

export interface ResultParameter {
  readonly Key: string;
  readonly Value?: unknown;
}

export interface ResultCallback {
  readonly Result: {
    readonly ResultType: number | string;
    readonly ResultCode: number | string;
    readonly ResultDesc: string;
    readonly OriginatorConversationID: string;
    readonly ConversationID: string;
    readonly TransactionID: string;
    readonly ResultParameters?: { readonly ResultParameter?: readonly ResultParameter[] };
  };
}

export interface TransactionStatusRequest {
  readonly Initiator: string;
  readonly SecurityCredential: string;
  readonly CommandID: 'TransactionStatusQuery';
  readonly TransactionID?: string;
  readonly OriginalConversationID?: string;
  readonly PartyA: string;
  readonly IdentifierType: '4';
  readonly ResultURL: string;
  readonly QueueTimeOutURL: string;
  readonly Remarks: string;
  readonly Occasion?: string;
}

export interface AccountBalanceRequest {
  readonly Initiator: string;
  readonly SecurityCredential: string;
  readonly CommandID: 'AccountBalance';
  readonly PartyA: string;
  readonly IdentifierType: '4';
  readonly Remarks: string;
  readonly QueueTimeOutURL: string;
  readonly ResultURL: string;
}

export interface ReversalRequest {
  readonly Initiator: string;
  readonly SecurityCredential: string;
  readonly CommandID: 'TransactionReversal';
  /** The M-Pesa receipt of the payment given back. */
  readonly TransactionID: string;
  readonly Amount: number;
  readonly ReceiverParty: string;
  readonly RecieverIdentifierType: '11';
  readonly ResultURL: string;
  readonly QueueTimeOutURL: string;
  readonly Remarks: string;
  readonly Occasion?: string;
}

export interface StkPushRequest {
  readonly BusinessShortCode: string;
  readonly Password: string;
  readonly Timestamp: string;
  readonly TransactionType: 'CustomerPayBillOnline';
  readonly Amount: number;
  readonly PartyA: string;
  readonly PartyB: string;
  readonly PhoneNumber: string;
  readonly CallBackURL: string;
  readonly AccountReference: string;
  readonly TransactionDesc: string;
}

export interface StkPushAnswer {
  readonly MerchantRequestID: string;
  readonly CheckoutRequestID: string;
  readonly ResponseCode: string;
  readonly ResponseDescription: string;
  readonly CustomerMessage?: string;
}

export interface StkCallback {
  readonly Body: {
    readonly stkCallback: {
      readonly MerchantRequestID: string;
      readonly CheckoutRequestID: string;
      readonly ResultCode: number;
      readonly ResultDesc: string;
      readonly CallbackMetadata?: {
        readonly Item?: ReadonlyArray<{ Name: string; Value?: unknown }>;
      };
    };
  };
}

export interface StkQueryRequest {
  readonly BusinessShortCode: string;
  readonly Password: string;
  readonly Timestamp: string;
  readonly CheckoutRequestID: string;
}

export interface StkQueryAnswer {
  readonly ResponseCode: string;
  readonly CheckoutRequestID: string;
  readonly ResultCode: string;
  readonly ResultDesc: string;
}

export interface C2BRegisterRequest {
  readonly ShortCode: string;
  readonly ResponseType: 'Completed' | 'Cancelled';
  readonly ConfirmationURL: string;
  readonly ValidationURL: string;
}

export interface C2BCallback {
  readonly TransactionType: string;
  readonly TransID: string;
  readonly TransTime: string;
  readonly TransAmount: string;
  readonly BusinessShortCode: string;
  readonly BillRefNumber: string;
  readonly MSISDN: string;
}

export interface C2BValidationAnswer {
  readonly ResultCode: '0' | 'C2B00012';
  readonly ResultDesc: string;
}

export interface PullTransactionsRequest {
  readonly ShortCode: string;
  readonly StartDate: string;
  readonly EndDate: string;
  readonly OffSetValue: string;
}

export interface PullLine {
  readonly transactionId: string;
  readonly trxDate: string;
  readonly msisdn: string | number;
  readonly transactiontype: string;
  readonly billreference: string;
  readonly amount: string;
}

export interface PullTransactionsAnswer {
  readonly ResponseRefID: string;
  readonly ResponseCode: string | number;
  readonly ResponseMessage: string;
  readonly Response?: ReadonlyArray<readonly PullLine[]>;
  /** 1001's empty list as the documentation shows it. */
  readonly Transaction?: string | readonly unknown[];
}

export interface PullRegisterRequest {
  readonly ShortCode: string;
  readonly RequestType: 'Pull';
  readonly NominatedNumber: string;
  readonly CallBackURL: string;
}

export interface PullRegisterAnswer {
  readonly ResponseRefID: string;
  readonly ResponseStatus: string;
  readonly ShortCode: string;
  readonly ResponseDescription: string;
}
