CREATE TABLE "calendar_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"person_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "job_change_acknowledgements" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"person_id" integer NOT NULL,
	"crew_item_id" integer NOT NULL,
	"acknowledged_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "project_crew_items" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "manager_person_id" integer;--> statement-breakpoint
ALTER TABLE "calendar_subscriptions" ADD CONSTRAINT "calendar_subscriptions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_subscriptions" ADD CONSTRAINT "calendar_subscriptions_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_change_acknowledgements" ADD CONSTRAINT "job_change_acknowledgements_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_change_acknowledgements" ADD CONSTRAINT "job_change_acknowledgements_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_change_acknowledgements" ADD CONSTRAINT "job_change_acknowledgements_crew_item_id_project_crew_items_id_fk" FOREIGN KEY ("crew_item_id") REFERENCES "public"."project_crew_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_subscriptions_token_hash_unique" ON "calendar_subscriptions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "calendar_subscriptions_person" ON "calendar_subscriptions" USING btree ("tenant_id","person_id");--> statement-breakpoint
CREATE UNIQUE INDEX "job_change_acknowledgements_item_person" ON "job_change_acknowledgements" USING btree ("crew_item_id","person_id");--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_manager_person_id_persons_id_fk" FOREIGN KEY ("manager_person_id") REFERENCES "public"."persons"("id") ON DELETE set null ON UPDATE no action;