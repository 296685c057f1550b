CREATE TABLE "tax_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"caption" text NOT NULL,
	"rate_basis_points" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tax_types" ADD CONSTRAINT "tax_types_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tax_types_tenant_caption" ON "tax_types" USING btree ("tenant_id","caption");