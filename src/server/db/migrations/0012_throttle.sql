CREATE TABLE "throttle" (
	"key" text PRIMARY KEY NOT NULL,
	"points" integer NOT NULL,
	"expire" timestamp with time zone
);
--> statement-breakpoint
DROP TABLE "rate_limit" CASCADE;--> statement-breakpoint
CREATE INDEX "throttle_expire_idx" ON "throttle" USING btree ("expire");