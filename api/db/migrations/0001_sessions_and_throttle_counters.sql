CREATE TABLE "auth_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"subject" text NOT NULL,
	"signed_in_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sign_in_address_failures" (
	"tenant_id" integer NOT NULL,
	"client_address" text NOT NULL,
	"account_key" text NOT NULL,
	"failed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sign_in_address_failures_tenant_id_client_address_account_key_pk" PRIMARY KEY("tenant_id","client_address","account_key")
);
--> statement-breakpoint
CREATE TABLE "throttle_counters" (
	"tenant_id" integer NOT NULL,
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"count" integer NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	CONSTRAINT "throttle_counters_tenant_id_scope_key_pk" PRIMARY KEY("tenant_id","scope","key")
);
--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD CONSTRAINT "auth_sessions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_in_address_failures" ADD CONSTRAINT "sign_in_address_failures_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "throttle_counters" ADD CONSTRAINT "throttle_counters_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_sessions_subject" ON "auth_sessions" USING btree ("tenant_id","subject");--> statement-breakpoint
CREATE INDEX "sign_in_address_failures_time" ON "sign_in_address_failures" USING btree ("tenant_id","client_address","failed_at");