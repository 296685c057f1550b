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
CREATE UNIQUE INDEX "plus_crew_data_crew_type_date_unique" ON "plus_crew_data" USING btree ("plus_crew_id","value_type_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "plus_crew_value_types_tenant_caption_unique" ON "plus_crew_value_types" USING btree ("tenant_id","caption");--> statement-breakpoint
CREATE UNIQUE INDEX "plus_crew_values_crew_type_date_unique" ON "plus_crew_values" USING btree ("plus_crew_id","value_type_id","date");