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
ALTER TABLE "crew_tags" ADD CONSTRAINT "crew_tags_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_based_skills" ADD CONSTRAINT "document_based_skills_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_based_skills" ADD CONSTRAINT "document_based_skills_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_crew_tags" ADD CONSTRAINT "person_crew_tags_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_crew_tags" ADD CONSTRAINT "person_crew_tags_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_crew_tags" ADD CONSTRAINT "person_crew_tags_tag_id_crew_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."crew_tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_functions" ADD CONSTRAINT "person_functions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_functions" ADD CONSTRAINT "person_functions_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_functions" ADD CONSTRAINT "person_functions_function_id_functions_id_fk" FOREIGN KEY ("function_id") REFERENCES "public"."functions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "crew_tags_tenant_name" ON "crew_tags" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE INDEX "document_based_skills_person" ON "document_based_skills" USING btree ("tenant_id","person_id");--> statement-breakpoint
CREATE UNIQUE INDEX "person_crew_tags_person_tag" ON "person_crew_tags" USING btree ("person_id","tag_id");--> statement-breakpoint
CREATE UNIQUE INDEX "person_functions_person_function" ON "person_functions" USING btree ("person_id","function_id");