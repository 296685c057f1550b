ALTER TABLE "crew_item_attendance" ALTER COLUMN "updated_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "crew_item_ratings" ALTER COLUMN "rated_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "crew_photos" ALTER COLUMN "taken_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "crew_photos" ALTER COLUMN "uploaded_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "crew_shift_events" ALTER COLUMN "created_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "form_photos" ALTER COLUMN "uploaded_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "form_results" ALTER COLUMN "submitted_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "background_jobs" ALTER COLUMN "run_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "background_jobs" ALTER COLUMN "created_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "notification_settings" ALTER COLUMN "updated_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ALTER COLUMN "created_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "payroll_documents" ALTER COLUMN "created_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "payroll_item_activities" ALTER COLUMN "created_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "payroll_share_links" ALTER COLUMN "created_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "receipt_photos" ALTER COLUMN "uploaded_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "receipts" ALTER COLUMN "created_at" DROP DEFAULT;