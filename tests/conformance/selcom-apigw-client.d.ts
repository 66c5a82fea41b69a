/** Selcom's own Node client (npm selcom-apigw-client 1.0.0, index.js), which ships no types. */
declare module 'selcom-apigw-client' {
  export class apigwCLient {
    constructor(baseUrl: string, apiKey: string, apiSecret: string);
    /** [Authorization, Timestamp, Digest, Signed-Fields] over every field of `data`, in order. */
    computeHeader(data: Record<string, unknown>): [string, string, string, string];
    postFunc(path: string, data: Record<string, unknown>): Promise<unknown>;
    getFunc(path: string, data: Record<string, unknown>): Promise<unknown>;
    deleteFunc(path: string, data: Record<string, unknown>): Promise<unknown>;
  }
}
