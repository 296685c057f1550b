ALTER TABLE "persons" ADD COLUMN "street" text;--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "postal_code" text;--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "birthday" date;--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "time_zone" text DEFAULT 'Europe/Amsterdam' NOT NULL;--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "map_service" text DEFAULT 'google' NOT NULL;--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "public_profile" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "accounting_email" text;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "accounting_phone" text;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "contact_email" text;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "contact_phone" text;