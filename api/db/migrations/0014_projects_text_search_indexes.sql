CREATE INDEX "projects_number_trgm_idx" ON "projects" USING gin ("number" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "projects_name_trgm_idx" ON "projects" USING gin ("name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "projects_client_mark_trgm_idx" ON "projects" USING gin ("client_mark" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "projects_reference_trgm_idx" ON "projects" USING gin ("reference" gin_trgm_ops) WITH (fastupdate=false);