CREATE TABLE "catering_agreement_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_logos" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"uploaded_by" integer,
	"decided_at" timestamp with time zone,
	"decided_by" integer
);
--> statement-breakpoint
CREATE TABLE "rate_card_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"rate_card_id" integer NOT NULL,
	"function_id" integer NOT NULL,
	"hourly_rate_cents" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"company_id" integer,
	"name" text NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "rate_card_id" integer;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "catering_type_id" integer;--> statement-breakpoint
ALTER TABLE "catering_agreement_types" ADD CONSTRAINT "catering_agreement_types_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_logos" ADD CONSTRAINT "project_logos_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_logos" ADD CONSTRAINT "project_logos_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_logos" ADD CONSTRAINT "project_logos_uploaded_by_persons_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."persons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_logos" ADD CONSTRAINT "project_logos_decided_by_persons_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."persons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_card_rates" ADD CONSTRAINT "rate_card_rates_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_card_rates" ADD CONSTRAINT "rate_card_rates_rate_card_id_rate_cards_id_fk" FOREIGN KEY ("rate_card_id") REFERENCES "public"."rate_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_card_rates" ADD CONSTRAINT "rate_card_rates_function_id_functions_id_fk" FOREIGN KEY ("function_id") REFERENCES "public"."functions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_cards" ADD CONSTRAINT "rate_cards_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_cards" ADD CONSTRAINT "rate_cards_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_logos_project" ON "project_logos" USING btree ("tenant_id","project_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "rate_card_rates_card_function" ON "rate_card_rates" USING btree ("rate_card_id","function_id");--> statement-breakpoint
CREATE INDEX "rate_cards_tenant_company" ON "rate_cards" USING btree ("tenant_id","company_id");--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_rate_card_id_rate_cards_id_fk" FOREIGN KEY ("rate_card_id") REFERENCES "public"."rate_cards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_catering_type_id_catering_agreement_types_id_fk" FOREIGN KEY ("catering_type_id") REFERENCES "public"."catering_agreement_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_crew_items_crew" ON "project_crew_items" USING btree ("crew_id","starts_at");--> statement-breakpoint
CREATE INDEX "project_crews_project" ON "project_crews" USING btree ("tenant_id","project_id","starts_at");