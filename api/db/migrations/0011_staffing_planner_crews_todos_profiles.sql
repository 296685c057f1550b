CREATE TABLE "crew_tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_based_skills" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"person_id" integer NOT NULL,
	"name" text NOT NULL,
	"document" text NOT NULL,
	"valid_until" date
);
--> statement-breakpoint
CREATE TABLE "person_crew_tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"person_id" integer NOT NULL,
	"tag_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "person_functions" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"person_id" integer NOT NULL,
	"function_id" integer NOT NULL,
	"since_year" integer
);
--> statement-breakpoint
CREATE TABLE "planner_crew_memberships" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"crew_id" integer NOT NULL,
	"person_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "planner_crew_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"caption" text NOT NULL,
	"kind" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "planner_crews" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"type_id" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"company_id" integer,
	"planner_person_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"type_id" integer NOT NULL,
	"caption" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"recipient" text,
	"assignee_person_id" integer,
	"due_date" date NOT NULL,
	"priority" integer DEFAULT 3 NOT NULL,
	"done_at" timestamp with time zone,
	"done_person_id" integer,
	"payroll_item_activity_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"caption" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "crew_tags" ADD CONSTRAINT "crew_tags_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_based_skills" ADD CONSTRAINT "document_based_skills_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_based_skills" ADD CONSTRAINT "document_based_skills_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_crew_tags" ADD CONSTRAINT "person_crew_tags_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_crew_tags" ADD CONSTRAINT "person_crew_tags_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_crew_tags" ADD CONSTRAINT "person_crew_tags_tag_id_crew_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."crew_tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_functions" ADD CONSTRAINT "person_functions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_functions" ADD CONSTRAINT "person_functions_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_functions" ADD CONSTRAINT "person_functions_function_id_functions_id_fk" FOREIGN KEY ("function_id") REFERENCES "public"."functions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planner_crew_memberships" ADD CONSTRAINT "planner_crew_memberships_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planner_crew_memberships" ADD CONSTRAINT "planner_crew_memberships_crew_id_planner_crews_id_fk" FOREIGN KEY ("crew_id") REFERENCES "public"."planner_crews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planner_crew_memberships" ADD CONSTRAINT "planner_crew_memberships_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planner_crew_types" ADD CONSTRAINT "planner_crew_types_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planner_crews" ADD CONSTRAINT "planner_crews_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planner_crews" ADD CONSTRAINT "planner_crews_type_id_planner_crew_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."planner_crew_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planner_crews" ADD CONSTRAINT "planner_crews_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planner_crews" ADD CONSTRAINT "planner_crews_planner_person_id_persons_id_fk" FOREIGN KEY ("planner_person_id") REFERENCES "public"."persons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_type_id_activity_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."activity_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_assignee_person_id_persons_id_fk" FOREIGN KEY ("assignee_person_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_done_person_id_persons_id_fk" FOREIGN KEY ("done_person_id") REFERENCES "public"."persons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_payroll_item_activity_id_payroll_item_activities_id_fk" FOREIGN KEY ("payroll_item_activity_id") REFERENCES "public"."payroll_item_activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_types" ADD CONSTRAINT "activity_types_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "crew_tags_tenant_name" ON "crew_tags" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE INDEX "document_based_skills_person" ON "document_based_skills" USING btree ("tenant_id","person_id");--> statement-breakpoint
CREATE UNIQUE INDEX "person_crew_tags_person_tag" ON "person_crew_tags" USING btree ("person_id","tag_id");--> statement-breakpoint
CREATE UNIQUE INDEX "person_functions_person_function" ON "person_functions" USING btree ("person_id","function_id");--> statement-breakpoint
CREATE UNIQUE INDEX "planner_crew_memberships_unique" ON "planner_crew_memberships" USING btree ("crew_id","person_id");--> statement-breakpoint
CREATE INDEX "planner_crew_memberships_person" ON "planner_crew_memberships" USING btree ("tenant_id","person_id");--> statement-breakpoint
CREATE UNIQUE INDEX "planner_crew_types_tenant_caption" ON "planner_crew_types" USING btree ("tenant_id","caption");--> statement-breakpoint
CREATE INDEX "planner_crews_tenant_kind" ON "planner_crews" USING btree ("tenant_id","kind","name");--> statement-breakpoint
CREATE INDEX "activities_tenant_due" ON "activities" USING btree ("tenant_id","due_date");--> statement-breakpoint
CREATE UNIQUE INDEX "activities_payroll_item_activity" ON "activities" USING btree ("payroll_item_activity_id");--> statement-breakpoint
CREATE UNIQUE INDEX "activity_types_tenant_caption" ON "activity_types" USING btree ("tenant_id","caption");--> statement-breakpoint
CREATE INDEX "project_crew_items_tenant_starts" ON "project_crew_items" USING btree ("tenant_id","starts_at","id");