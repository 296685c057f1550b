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
CREATE TABLE "tax_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"caption" text NOT NULL,
	"rate_basis_points" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_message_attachments" ADD CONSTRAINT "email_message_attachments_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_message_attachments" ADD CONSTRAINT "email_message_attachments_mail_id_outgoing_mails_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."outgoing_mails"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_messages" ADD CONSTRAINT "email_messages_mail_id_outgoing_mails_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."outgoing_mails"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_messages" ADD CONSTRAINT "email_messages_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailbox_entries" ADD CONSTRAINT "mailbox_entries_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailbox_entries" ADD CONSTRAINT "mailbox_entries_mail_id_outgoing_mails_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."outgoing_mails"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailbox_entries" ADD CONSTRAINT "mailbox_entries_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_types" ADD CONSTRAINT "tax_types_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_message_attachments_mail" ON "email_message_attachments" USING btree ("mail_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mailbox_entries_mail_person_unique" ON "mailbox_entries" USING btree ("mail_id","person_id");--> statement-breakpoint
CREATE INDEX "mailbox_entries_person" ON "mailbox_entries" USING btree ("tenant_id","person_id","mail_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_types_tenant_caption" ON "tax_types" USING btree ("tenant_id","caption");