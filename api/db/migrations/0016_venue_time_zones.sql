ALTER TABLE "tenants" ADD COLUMN "time_zone" text DEFAULT 'Europe/Amsterdam' NOT NULL;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "time_zone" text;