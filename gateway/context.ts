// Placeholder until the gateway helper lands its context; codegen needs the type name.
export interface GatewayContext {
  request: Request;
}
