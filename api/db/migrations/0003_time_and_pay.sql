CREATE TABLE "bank_holidays" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"date" date NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "block_dates" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"person_id" integer NOT NULL,
	"begin_date" date NOT NULL,
	"end_date" date NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "person_absences" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"person_id" integer NOT NULL,
	"kind" text NOT NULL,
	"begin_date" date NOT NULL,
	"end_date" date NOT NULL,
	"note" text
);
--> statement-breakpoint
CREATE TABLE "vacation_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"person_id" integer NOT NULL,
	"begin_date" date NOT NULL,
	"end_date" date NOT NULL,
	"paid" boolean NOT NULL,
	"note" text,
	"status" text DEFAULT 'requested' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "staff_contract_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"contract_id" integer NOT NULL,
	"name" text NOT NULL,
	"document_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_contracts" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"person_id" integer NOT NULL,
	"contract_type" text NOT NULL,
	"begin_date" date NOT NULL,
	"end_date" date,
	"quota_minutes" integer NOT NULL,
	"quota_period" text NOT NULL,
	"vacation_days_per_year" integer DEFAULT 0 NOT NULL,
	"opening_balance_minutes" integer DEFAULT 0 NOT NULL,
	"time_account_from" date
);
--> statement-breakpoint
CREATE TABLE "bank_transfers" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"person_id" integer NOT NULL,
	"payroll_id" integer,
	"date" date NOT NULL,
	"reference" text NOT NULL,
	"recipient" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"description" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payroll_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"payroll_id" integer NOT NULL,
	"document_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payroll_item_activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"payroll_item_id" integer NOT NULL,
	"type" text NOT NULL,
	"caption" text NOT NULL,
	"body" text NOT NULL,
	"recipient" text,
	"due_date" date,
	"priority" integer,
	"author_person_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payroll_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"payroll_id" integer NOT NULL,
	"crew_item_id" integer,
	"date" date NOT NULL,
	"description" text NOT NULL,
	"function_name" text,
	"minutes" integer DEFAULT 0 NOT NULL,
	"rate_cents" integer DEFAULT 0 NOT NULL,
	"amount_cents" integer NOT NULL,
	"allowance_cents" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"decline_reason" text
);
--> statement-breakpoint
CREATE TABLE "payroll_share_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"payroll_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payrolls" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"person_id" integer NOT NULL,
	"number" text NOT NULL,
	"period_begin" date NOT NULL,
	"period_end" date NOT NULL,
	"deductions_cents" integer DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"seen_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "project_crew_items" ADD COLUMN "spare" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "project_crew_items" ADD COLUMN "changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bank_holidays" ADD CONSTRAINT "bank_holidays_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "block_dates" ADD CONSTRAINT "block_dates_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "block_dates" ADD CONSTRAINT "block_dates_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_absences" ADD CONSTRAINT "person_absences_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_absences" ADD CONSTRAINT "person_absences_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacation_requests" ADD CONSTRAINT "vacation_requests_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacation_requests" ADD CONSTRAINT "vacation_requests_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_contract_documents" ADD CONSTRAINT "staff_contract_documents_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_contract_documents" ADD CONSTRAINT "staff_contract_documents_contract_id_staff_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."staff_contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_contracts" ADD CONSTRAINT "staff_contracts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_contracts" ADD CONSTRAINT "staff_contracts_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_transfers" ADD CONSTRAINT "bank_transfers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_transfers" ADD CONSTRAINT "bank_transfers_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_transfers" ADD CONSTRAINT "bank_transfers_payroll_id_payrolls_id_fk" FOREIGN KEY ("payroll_id") REFERENCES "public"."payrolls"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_documents" ADD CONSTRAINT "payroll_documents_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_documents" ADD CONSTRAINT "payroll_documents_payroll_id_payrolls_id_fk" FOREIGN KEY ("payroll_id") REFERENCES "public"."payrolls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_item_activities" ADD CONSTRAINT "payroll_item_activities_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_item_activities" ADD CONSTRAINT "payroll_item_activities_payroll_item_id_payroll_items_id_fk" FOREIGN KEY ("payroll_item_id") REFERENCES "public"."payroll_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_item_activities" ADD CONSTRAINT "payroll_item_activities_author_person_id_persons_id_fk" FOREIGN KEY ("author_person_id") REFERENCES "public"."persons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_items" ADD CONSTRAINT "payroll_items_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_items" ADD CONSTRAINT "payroll_items_payroll_id_payrolls_id_fk" FOREIGN KEY ("payroll_id") REFERENCES "public"."payrolls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_items" ADD CONSTRAINT "payroll_items_crew_item_id_project_crew_items_id_fk" FOREIGN KEY ("crew_item_id") REFERENCES "public"."project_crew_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_share_links" ADD CONSTRAINT "payroll_share_links_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_share_links" ADD CONSTRAINT "payroll_share_links_payroll_id_payrolls_id_fk" FOREIGN KEY ("payroll_id") REFERENCES "public"."payrolls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payrolls" ADD CONSTRAINT "payrolls_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payrolls" ADD CONSTRAINT "payrolls_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_holidays_tenant_date_unique" ON "bank_holidays" USING btree ("tenant_id","date");--> statement-breakpoint
CREATE INDEX "block_dates_person" ON "block_dates" USING btree ("tenant_id","person_id","begin_date");--> statement-breakpoint
CREATE INDEX "person_absences_person" ON "person_absences" USING btree ("tenant_id","person_id","begin_date");--> statement-breakpoint
CREATE INDEX "vacation_requests_person" ON "vacation_requests" USING btree ("tenant_id","person_id","begin_date");--> statement-breakpoint
CREATE INDEX "staff_contract_documents_contract" ON "staff_contract_documents" USING btree ("tenant_id","contract_id");--> statement-breakpoint
CREATE INDEX "staff_contracts_person" ON "staff_contracts" USING btree ("tenant_id","person_id","begin_date");--> statement-breakpoint
CREATE INDEX "bank_transfers_person" ON "bank_transfers" USING btree ("tenant_id","person_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "payroll_documents_unique" ON "payroll_documents" USING btree ("payroll_id","document_type");--> statement-breakpoint
CREATE INDEX "payroll_item_activities_item" ON "payroll_item_activities" USING btree ("tenant_id","payroll_item_id");--> statement-breakpoint
CREATE INDEX "payroll_items_payroll" ON "payroll_items" USING btree ("tenant_id","payroll_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "payroll_share_links_token_unique" ON "payroll_share_links" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "payrolls_tenant_number_unique" ON "payrolls" USING btree ("tenant_id","number");--> statement-breakpoint
CREATE INDEX "payrolls_person" ON "payrolls" USING btree ("tenant_id","person_id","period_begin");