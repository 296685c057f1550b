CREATE TABLE "crew_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"crew_id" integer NOT NULL,
	"kind" text NOT NULL,
	"released_at" timestamp with time zone NOT NULL,
	"released_by_person_id" integer,
	"downloaded_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"sent_to" text
);
--> statement-breakpoint
CREATE TABLE "crew_item_attendance" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"crew_item_id" integer NOT NULL,
	"attendance" text NOT NULL,
	"checked_in_at" timestamp with time zone,
	"checked_out_at" timestamp with time zone,
	"break_minutes" integer DEFAULT 0 NOT NULL,
	"check_in_latitude" double precision,
	"check_in_longitude" double precision,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by_person_id" integer
);
--> statement-breakpoint
CREATE TABLE "crew_item_ratings" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"crew_item_id" integer NOT NULL,
	"rating" integer NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"rated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crew_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"crew_id" integer NOT NULL,
	"person_id" integer,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"taken_at" timestamp with time zone DEFAULT now() NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crew_security_checks" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"crew_id" integer NOT NULL,
	"form_id" integer NOT NULL,
	"quality_check_type_id" integer
);
--> statement-breakpoint
CREATE TABLE "crew_shift_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"crew_id" integer NOT NULL,
	"crew_item_id" integer,
	"type" text NOT NULL,
	"actor_person_id" integer,
	"idempotency_key" text,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crew_sign_offs" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"crew_id" integer NOT NULL,
	"signer_name" text NOT NULL,
	"signature_key" text NOT NULL,
	"rating" integer,
	"remark" text DEFAULT '' NOT NULL,
	"signed_at" timestamp with time zone NOT NULL,
	"recorded_by_person_id" integer
);
--> statement-breakpoint
CREATE TABLE "quality_check_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "route_notes" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "project_crews" ADD COLUMN "contact_on_site_person_id" integer;--> statement-breakpoint
ALTER TABLE "crew_documents" ADD CONSTRAINT "crew_documents_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crew_documents" ADD CONSTRAINT "crew_documents_crew_id_project_crews_id_fk" FOREIGN KEY ("crew_id") REFERENCES "public"."project_crews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crew_documents" ADD CONSTRAINT "crew_documents_released_by_person_id_persons_id_fk" FOREIGN KEY ("released_by_person_id") REFERENCES "public"."persons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crew_item_attendance" ADD CONSTRAINT "crew_item_attendance_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crew_item_attendance" ADD CONSTRAINT "crew_item_attendance_crew_item_id_project_crew_items_id_fk" FOREIGN KEY ("crew_item_id") REFERENCES "public"."project_crew_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crew_item_attendance" ADD CONSTRAINT "crew_item_attendance_updated_by_person_id_persons_id_fk" FOREIGN KEY ("updated_by_person_id") REFERENCES "public"."persons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crew_item_ratings" ADD CONSTRAINT "crew_item_ratings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crew_item_ratings" ADD CONSTRAINT "crew_item_ratings_crew_item_id_project_crew_items_id_fk" FOREIGN KEY ("crew_item_id") REFERENCES "public"."project_crew_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crew_photos" ADD CONSTRAINT "crew_photos_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crew_photos" ADD CONSTRAINT "crew_photos_crew_id_project_crews_id_fk" FOREIGN KEY ("crew_id") REFERENCES "public"."project_crews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crew_photos" ADD CONSTRAINT "crew_photos_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crew_security_checks" ADD CONSTRAINT "crew_security_checks_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crew_security_checks" ADD CONSTRAINT "crew_security_checks_crew_id_project_crews_id_fk" FOREIGN KEY ("crew_id") REFERENCES "public"."project_crews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crew_security_checks" ADD CONSTRAINT "crew_security_checks_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crew_security_checks" ADD CONSTRAINT "crew_security_checks_quality_check_type_id_quality_check_types_id_fk" FOREIGN KEY ("quality_check_type_id") REFERENCES "public"."quality_check_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crew_shift_events" ADD CONSTRAINT "crew_shift_events_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crew_shift_events" ADD CONSTRAINT "crew_shift_events_crew_id_project_crews_id_fk" FOREIGN KEY ("crew_id") REFERENCES "public"."project_crews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crew_shift_events" ADD CONSTRAINT "crew_shift_events_crew_item_id_project_crew_items_id_fk" FOREIGN KEY ("crew_item_id") REFERENCES "public"."project_crew_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crew_shift_events" ADD CONSTRAINT "crew_shift_events_actor_person_id_persons_id_fk" FOREIGN KEY ("actor_person_id") REFERENCES "public"."persons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crew_sign_offs" ADD CONSTRAINT "crew_sign_offs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crew_sign_offs" ADD CONSTRAINT "crew_sign_offs_crew_id_project_crews_id_fk" FOREIGN KEY ("crew_id") REFERENCES "public"."project_crews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crew_sign_offs" ADD CONSTRAINT "crew_sign_offs_recorded_by_person_id_persons_id_fk" FOREIGN KEY ("recorded_by_person_id") REFERENCES "public"."persons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quality_check_types" ADD CONSTRAINT "quality_check_types_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "crew_documents_crew_kind" ON "crew_documents" USING btree ("crew_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "crew_item_attendance_item" ON "crew_item_attendance" USING btree ("crew_item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "crew_item_ratings_item" ON "crew_item_ratings" USING btree ("crew_item_id");--> statement-breakpoint
CREATE INDEX "crew_photos_crew" ON "crew_photos" USING btree ("tenant_id","crew_id");--> statement-breakpoint
CREATE UNIQUE INDEX "crew_security_checks_crew_form" ON "crew_security_checks" USING btree ("crew_id","form_id");--> statement-breakpoint
CREATE INDEX "crew_shift_events_crew" ON "crew_shift_events" USING btree ("tenant_id","crew_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "crew_sign_offs_crew" ON "crew_sign_offs" USING btree ("crew_id");--> statement-breakpoint
ALTER TABLE "project_crews" ADD CONSTRAINT "project_crews_contact_on_site_person_id_persons_id_fk" FOREIGN KEY ("contact_on_site_person_id") REFERENCES "public"."persons"("id") ON DELETE set null ON UPDATE no action;