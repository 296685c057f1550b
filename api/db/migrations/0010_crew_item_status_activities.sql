CREATE TABLE "crew_item_status_activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"crew_item_id" integer NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"action" text NOT NULL,
	"actor_person_id" integer,
	"at" timestamp with time zone NOT NULL,
	"reason" text
);
--> statement-breakpoint
ALTER TABLE "project_crew_items" ADD COLUMN "vacancy" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "project_crew_items" ADD COLUMN "applied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "crew_item_status_activities" ADD CONSTRAINT "crew_item_status_activities_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crew_item_status_activities" ADD CONSTRAINT "crew_item_status_activities_crew_item_id_project_crew_items_id_fk" FOREIGN KEY ("crew_item_id") REFERENCES "public"."project_crew_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crew_item_status_activities" ADD CONSTRAINT "crew_item_status_activities_actor_person_id_persons_id_fk" FOREIGN KEY ("actor_person_id") REFERENCES "public"."persons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "crew_item_status_activities_item" ON "crew_item_status_activities" USING btree ("tenant_id","crew_item_id","at");