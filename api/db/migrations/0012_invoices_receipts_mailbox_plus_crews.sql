CREATE TABLE "invoice_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"invoice_id" integer NOT NULL,
	"position" integer NOT NULL,
	"description" text NOT NULL,
	"quantity_hundredths" integer NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"tax_type_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"number" text NOT NULL,
	"company_id" integer NOT NULL,
	"project_id" integer,
	"type" text DEFAULT 'invoice' NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"client_reference" text,
	"date" date NOT NULL,
	"due_date" date NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"created_by_person_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"issued_at" timestamp with time zone,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "email_message_attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"mail_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"content" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_messages" (
	"mail_id" integer PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"from_address" text,
	"cc" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"html" text,
	"message_type" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mailbox_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"mail_id" integer NOT NULL,
	"person_id" integer NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "plus_crew_data" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"plus_crew_id" integer NOT NULL,
	"value_type_id" integer NOT NULL,
	"date" date NOT NULL,
	"amount" numeric(12, 2),
	"hours" numeric(8, 2)
);
--> statement-breakpoint
CREATE TABLE "plus_crew_members" (
	"tenant_id" integer NOT NULL,
	"plus_crew_id" integer NOT NULL,
	"person_id" integer NOT NULL,
	CONSTRAINT "plus_crew_members_plus_crew_id_person_id_pk" PRIMARY KEY("plus_crew_id","person_id")
);
--> statement-breakpoint
CREATE TABLE "plus_crew_value_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"caption" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plus_crew_values" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"plus_crew_id" integer NOT NULL,
	"value_type_id" integer NOT NULL,
	"date" date NOT NULL,
	"amount" numeric(12, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "charge_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"caption" text NOT NULL,
	"default_tax_type_id" integer
);
--> statement-breakpoint
CREATE TABLE "receipt_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"receipt_id" integer NOT NULL,
	"charge_type_id" integer NOT NULL,
	"description" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"tax_type_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "receipt_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"receipt_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "receipt_template_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"template_id" integer NOT NULL,
	"charge_type_id" integer NOT NULL,
	"description" text NOT NULL,
	"tax_type_id" integer NOT NULL,
	"amount_cents" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "receipt_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"caption" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "receipts" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"number" text NOT NULL,
	"person_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"template_id" integer,
	"caption" text NOT NULL,
	"receipt_date" date NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"caption" text NOT NULL,
	"rate_basis_points" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoice_items" ADD CONSTRAINT "invoice_items_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_items" ADD CONSTRAINT "invoice_items_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_items" ADD CONSTRAINT "invoice_items_tax_type_id_tax_types_id_fk" FOREIGN KEY ("tax_type_id") REFERENCES "public"."tax_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_created_by_person_id_persons_id_fk" FOREIGN KEY ("created_by_person_id") REFERENCES "public"."persons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_message_attachments" ADD CONSTRAINT "email_message_attachments_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_message_attachments" ADD CONSTRAINT "email_message_attachments_mail_id_outgoing_mails_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."outgoing_mails"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_messages" ADD CONSTRAINT "email_messages_mail_id_outgoing_mails_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."outgoing_mails"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_messages" ADD CONSTRAINT "email_messages_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailbox_entries" ADD CONSTRAINT "mailbox_entries_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailbox_entries" ADD CONSTRAINT "mailbox_entries_mail_id_outgoing_mails_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."outgoing_mails"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailbox_entries" ADD CONSTRAINT "mailbox_entries_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plus_crew_data" ADD CONSTRAINT "plus_crew_data_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plus_crew_data" ADD CONSTRAINT "plus_crew_data_plus_crew_id_plus_crews_id_fk" FOREIGN KEY ("plus_crew_id") REFERENCES "public"."plus_crews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plus_crew_data" ADD CONSTRAINT "plus_crew_data_value_type_id_plus_crew_value_types_id_fk" FOREIGN KEY ("value_type_id") REFERENCES "public"."plus_crew_value_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plus_crew_members" ADD CONSTRAINT "plus_crew_members_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plus_crew_members" ADD CONSTRAINT "plus_crew_members_plus_crew_id_plus_crews_id_fk" FOREIGN KEY ("plus_crew_id") REFERENCES "public"."plus_crews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plus_crew_members" ADD CONSTRAINT "plus_crew_members_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plus_crew_value_types" ADD CONSTRAINT "plus_crew_value_types_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plus_crew_values" ADD CONSTRAINT "plus_crew_values_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plus_crew_values" ADD CONSTRAINT "plus_crew_values_plus_crew_id_plus_crews_id_fk" FOREIGN KEY ("plus_crew_id") REFERENCES "public"."plus_crews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plus_crew_values" ADD CONSTRAINT "plus_crew_values_value_type_id_plus_crew_value_types_id_fk" FOREIGN KEY ("value_type_id") REFERENCES "public"."plus_crew_value_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charge_types" ADD CONSTRAINT "charge_types_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charge_types" ADD CONSTRAINT "charge_types_default_tax_type_id_tax_types_id_fk" FOREIGN KEY ("default_tax_type_id") REFERENCES "public"."tax_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_items" ADD CONSTRAINT "receipt_items_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_items" ADD CONSTRAINT "receipt_items_receipt_id_receipts_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."receipts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_items" ADD CONSTRAINT "receipt_items_charge_type_id_charge_types_id_fk" FOREIGN KEY ("charge_type_id") REFERENCES "public"."charge_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_items" ADD CONSTRAINT "receipt_items_tax_type_id_tax_types_id_fk" FOREIGN KEY ("tax_type_id") REFERENCES "public"."tax_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_photos" ADD CONSTRAINT "receipt_photos_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_photos" ADD CONSTRAINT "receipt_photos_receipt_id_receipts_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."receipts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_template_items" ADD CONSTRAINT "receipt_template_items_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_template_items" ADD CONSTRAINT "receipt_template_items_template_id_receipt_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."receipt_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_template_items" ADD CONSTRAINT "receipt_template_items_charge_type_id_charge_types_id_fk" FOREIGN KEY ("charge_type_id") REFERENCES "public"."charge_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_template_items" ADD CONSTRAINT "receipt_template_items_tax_type_id_tax_types_id_fk" FOREIGN KEY ("tax_type_id") REFERENCES "public"."tax_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_templates" ADD CONSTRAINT "receipt_templates_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_templates" ADD CONSTRAINT "receipt_templates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_template_id_receipt_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."receipt_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_types" ADD CONSTRAINT "tax_types_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_items_invoice" ON "invoice_items" USING btree ("tenant_id","invoice_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_tenant_number_unique" ON "invoices" USING btree ("tenant_id","number");--> statement-breakpoint
CREATE INDEX "invoices_company" ON "invoices" USING btree ("tenant_id","company_id","date");--> statement-breakpoint
CREATE INDEX "email_message_attachments_mail" ON "email_message_attachments" USING btree ("mail_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mailbox_entries_mail_person_unique" ON "mailbox_entries" USING btree ("mail_id","person_id");--> statement-breakpoint
CREATE INDEX "mailbox_entries_person" ON "mailbox_entries" USING btree ("tenant_id","person_id","mail_id");--> statement-breakpoint
CREATE UNIQUE INDEX "plus_crew_data_crew_type_date_unique" ON "plus_crew_data" USING btree ("plus_crew_id","value_type_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "plus_crew_value_types_tenant_caption_unique" ON "plus_crew_value_types" USING btree ("tenant_id","caption");--> statement-breakpoint
CREATE UNIQUE INDEX "plus_crew_values_crew_type_date_unique" ON "plus_crew_values" USING btree ("plus_crew_id","value_type_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "charge_types_tenant_caption" ON "charge_types" USING btree ("tenant_id","caption");--> statement-breakpoint
CREATE INDEX "receipt_items_receipt" ON "receipt_items" USING btree ("receipt_id");--> statement-breakpoint
CREATE INDEX "receipt_photos_receipt" ON "receipt_photos" USING btree ("receipt_id");--> statement-breakpoint
CREATE INDEX "receipt_templates_company" ON "receipt_templates" USING btree ("tenant_id","company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_tenant_number" ON "receipts" USING btree ("tenant_id","number");--> statement-breakpoint
CREATE INDEX "receipts_person" ON "receipts" USING btree ("tenant_id","person_id","receipt_date");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_types_tenant_caption" ON "tax_types" USING btree ("tenant_id","caption");