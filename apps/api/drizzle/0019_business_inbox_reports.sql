CREATE TABLE "account_request" (
	"id" serial PRIMARY KEY NOT NULL,
	"language" varchar(2) NOT NULL,
	"company" varchar(200) NOT NULL,
	"contact_person" varchar(200) NOT NULL,
	"vat_id" varchar(32) NOT NULL,
	"kvk_number" varchar(32) NOT NULL,
	"street" varchar(200) NOT NULL,
	"postcode" varchar(16) NOT NULL,
	"city" varchar(100) NOT NULL,
	"country_id" varchar(2) NOT NULL,
	"phone" varchar(40) NOT NULL,
	"email" varchar(254) NOT NULL,
	"branch" varchar(64) NOT NULL,
	"message" text,
	"status" varchar(10) DEFAULT 'requested' NOT NULL,
	"reject_reason" text,
	"customer_id" integer,
	"decided_by" varchar(120),
	"decided_at" timestamp with time zone,
	"mailed_at" timestamp with time zone,
	"mail_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_request_status_check" CHECK ("account_request"."status" in ('requested', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "captcha_spent" (
	"key" varchar(128) PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_message" (
	"id" serial PRIMARY KEY NOT NULL,
	"language" varchar(2) NOT NULL,
	"name" varchar(200) NOT NULL,
	"email" varchar(254) NOT NULL,
	"phone" varchar(40),
	"subject" varchar(200),
	"message" text NOT NULL,
	"customer_id" integer,
	"mailed_at" timestamp with time zone,
	"mail_error" text,
	"mail_attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_todo" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"report_id" integer,
	"purchaser_id" integer NOT NULL,
	"action_point" text NOT NULL,
	"expire_date" varchar(10) NOT NULL,
	"assigned_to" integer,
	"done" integer DEFAULT 0 NOT NULL,
	"status" varchar(10) DEFAULT 'open' NOT NULL,
	"closed_by" integer,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_todo_status_check" CHECK ("report_todo"."status" in ('open', 'done')),
	CONSTRAINT "report_todo_done_check" CHECK (("report_todo"."done" = 1) = ("report_todo"."status" = 'done')),
	CONSTRAINT "report_todo_expire_check" CHECK ("report_todo"."expire_date" ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$')
);
--> statement-breakpoint
CREATE TABLE "visitor_report" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"purchaser_id" integer NOT NULL,
	"order_id" varchar(64),
	"report_data" jsonb NOT NULL,
	"report_version" integer DEFAULT 1 NOT NULL,
	"language" varchar(2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account_request" ADD CONSTRAINT "account_request_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_message" ADD CONSTRAINT "contact_message_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_todo" ADD CONSTRAINT "report_todo_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_todo" ADD CONSTRAINT "report_todo_report_id_visitor_report_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."visitor_report"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_todo" ADD CONSTRAINT "report_todo_purchaser_id_customer_id_fk" FOREIGN KEY ("purchaser_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_todo" ADD CONSTRAINT "report_todo_assigned_to_customer_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."customer"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visitor_report" ADD CONSTRAINT "visitor_report_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visitor_report" ADD CONSTRAINT "visitor_report_purchaser_id_customer_id_fk" FOREIGN KEY ("purchaser_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "account_request_open_email_idx" ON "account_request" USING btree (lower("email")) WHERE "account_request"."status" = 'requested';--> statement-breakpoint
CREATE INDEX "account_request_status_idx" ON "account_request" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "captcha_spent_expires_idx" ON "captcha_spent" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "contact_message_unmailed_idx" ON "contact_message" USING btree ("created_at") WHERE "contact_message"."mailed_at" is null;--> statement-breakpoint
CREATE INDEX "report_todo_customer_idx" ON "report_todo" USING btree ("customer_id","status","expire_date");--> statement-breakpoint
CREATE INDEX "report_todo_assigned_idx" ON "report_todo" USING btree ("assigned_to","status","expire_date");--> statement-breakpoint
CREATE INDEX "visitor_report_customer_idx" ON "visitor_report" USING btree ("customer_id","created_at" DESC NULLS LAST);