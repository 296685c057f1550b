CREATE TABLE "person_right_adjustments" (
	"tenant_id" integer NOT NULL,
	"person_id" integer NOT NULL,
	"resource" text NOT NULL,
	"action" text NOT NULL,
	"permission_type" text,
	CONSTRAINT "person_right_adjustments_person_id_resource_action_pk" PRIMARY KEY("person_id","resource","action")
);
--> statement-breakpoint
CREATE TABLE "audit_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"actor_person_id" integer,
	"action" text NOT NULL,
	"subject" text NOT NULL,
	"subject_id" integer,
	"subject_caption" text NOT NULL,
	"changes" jsonb NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "deactivated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "logo_url" text;--> statement-breakpoint
ALTER TABLE "person_right_adjustments" ADD CONSTRAINT "person_right_adjustments_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_right_adjustments" ADD CONSTRAINT "person_right_adjustments_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_actor_person_id_persons_id_fk" FOREIGN KEY ("actor_person_id") REFERENCES "public"."persons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_events_tenant_at" ON "audit_events" USING btree ("tenant_id","at");--> statement-breakpoint
CREATE INDEX "audit_events_subject" ON "audit_events" USING btree ("tenant_id","subject","subject_id");