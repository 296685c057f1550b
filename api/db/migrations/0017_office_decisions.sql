CREATE TABLE "office_decisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"subject" text NOT NULL,
	"subject_id" integer NOT NULL,
	"person_id" integer NOT NULL,
	"from_status" text NOT NULL,
	"outcome" text NOT NULL,
	"reason" text,
	"decided_by" integer,
	"decided_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vacation_requests" ADD COLUMN "decided_by" integer;--> statement-breakpoint
ALTER TABLE "vacation_requests" ADD COLUMN "decision_reason" text;--> statement-breakpoint
ALTER TABLE "person_profile_pictures" ADD COLUMN "decision_reason" text;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "decided_by" integer;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "decision_reason" text;--> statement-breakpoint
ALTER TABLE "office_decisions" ADD CONSTRAINT "office_decisions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "office_decisions" ADD CONSTRAINT "office_decisions_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "office_decisions" ADD CONSTRAINT "office_decisions_decided_by_persons_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."persons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "office_decisions_subject" ON "office_decisions" USING btree ("tenant_id","subject","subject_id");--> statement-breakpoint
ALTER TABLE "vacation_requests" ADD CONSTRAINT "vacation_requests_decided_by_persons_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."persons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_decided_by_persons_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."persons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vacation_requests_status" ON "vacation_requests" USING btree ("tenant_id","status");--> statement-breakpoint
CREATE INDEX "receipts_status" ON "receipts" USING btree ("tenant_id","status");