CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image" text,
	CONSTRAINT "categories_name_unique" UNIQUE("name"),
	CONSTRAINT "categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer" text NOT NULL,
	"customer_code" integer NOT NULL,
	"email" text NOT NULL,
	"country" text NOT NULL,
	"country_code" text NOT NULL,
	"status" text DEFAULT 'Active' NOT NULL,
	"contact" text DEFAULT '' NOT NULL,
	"avatar" text,
	"order_count" integer DEFAULT 0 NOT NULL,
	"total_spent" numeric(14, 2) DEFAULT 0 NOT NULL,
	CONSTRAINT "customers_customer_code_unique" UNIQUE("customer_code")
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"product_id" integer,
	"product_name" text NOT NULL,
	"qty" integer NOT NULL,
	"price" numeric(10, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_status_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"status" text NOT NULL,
	"changed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_number" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"payment" integer NOT NULL,
	"status" text NOT NULL,
	"spent" numeric(12, 2) NOT NULL,
	"method" text NOT NULL,
	"method_number" text DEFAULT '' NOT NULL,
	"ordered_at" timestamp with time zone NOT NULL,
	"shipping_address" jsonb,
	"billing_address" jsonb,
	CONSTRAINT "orders_order_number_unique" UNIQUE("order_number")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_name" text NOT NULL,
	"product_brand" text NOT NULL,
	"category" text NOT NULL,
	"stock" boolean DEFAULT true NOT NULL,
	"sku" text NOT NULL,
	"price" numeric(10, 2) NOT NULL,
	"qty" integer DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"image" text,
	"description" text DEFAULT '' NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_sku_unique" UNIQUE("sku")
);
--> statement-breakpoint
CREATE TABLE "referrals" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_name" text NOT NULL,
	"email" text NOT NULL,
	"avatar" text,
	"referred_id" integer NOT NULL,
	"status" text NOT NULL,
	"value" numeric(10, 2) NOT NULL,
	"earning" numeric(10, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"reviewer" text NOT NULL,
	"email" text NOT NULL,
	"avatar" text,
	"review_date" date NOT NULL,
	"status" text NOT NULL,
	"rating" integer NOT NULL,
	"head" text NOT NULL,
	"para" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"details" jsonb NOT NULL,
	"payments" jsonb NOT NULL,
	"checkout" jsonb NOT NULL,
	"shipping" jsonb NOT NULL,
	"locations" jsonb NOT NULL,
	"notifications" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_settings_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "email_attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"email_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"thumbnail" text NOT NULL,
	"url" text NOT NULL,
	"size" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "emails" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_user_id" integer NOT NULL,
	"parent_id" integer,
	"from_email" text NOT NULL,
	"from_name" text NOT NULL,
	"from_avatar" text,
	"to" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cc" text[] DEFAULT '{}'::text[] NOT NULL,
	"bcc" text[] DEFAULT '{}'::text[] NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"folder" text NOT NULL,
	"labels" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_starred" boolean DEFAULT false NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"full_name" text NOT NULL,
	"role" text DEFAULT '' NOT NULL,
	"about" text DEFAULT '' NOT NULL,
	"avatar" text,
	"status" text DEFAULT 'offline' NOT NULL,
	"user_id" integer
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"chat_id" integer NOT NULL,
	"sender_kind" text NOT NULL,
	"sender_id" integer NOT NULL,
	"message" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"is_sent" boolean DEFAULT true NOT NULL,
	"is_delivered" boolean DEFAULT false NOT NULL,
	"is_seen" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"role" text DEFAULT '' NOT NULL,
	"about" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'online' NOT NULL,
	"is_two_step_auth_verification_enabled" boolean DEFAULT true NOT NULL,
	"is_notifications_on" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chats" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_user_id" integer NOT NULL,
	"contact_id" integer NOT NULL,
	"unseen_msgs" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calendar_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_user_id" integer NOT NULL,
	"title" text NOT NULL,
	"url" text DEFAULT '' NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"all_day" boolean DEFAULT false NOT NULL,
	"calendar" text NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"guests" text[] DEFAULT '{}'::text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kanban_boards" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "kanban_boards_title_unique" UNIQUE("title")
);
--> statement-breakpoint
CREATE TABLE "kanban_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"board_id" integer NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"due_date" date,
	"labels" text[] DEFAULT '{}'::text[] NOT NULL,
	"members" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"comments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"attachments" integer DEFAULT 0 NOT NULL,
	"image" text
);
--> statement-breakpoint
CREATE TABLE "invoice_clients" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"company" text NOT NULL,
	"company_email" text NOT NULL,
	"address" text NOT NULL,
	"country" text NOT NULL,
	"contact" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"item" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"cost" numeric(12, 2) NOT NULL,
	"qty" integer NOT NULL,
	"price" numeric(12, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" integer PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY (sequence name "invoices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 4987 CACHE 1),
	"issued_date" date NOT NULL,
	"due_date" date NOT NULL,
	"client_id" integer NOT NULL,
	"service" text NOT NULL,
	"total" numeric(12, 2) NOT NULL,
	"avatar" text,
	"invoice_status" text NOT NULL,
	"balance" numeric(12, 2) NOT NULL,
	"total_due" numeric(12, 2) NOT NULL,
	"bank_name" text NOT NULL,
	"bank_country" text NOT NULL,
	"iban" text NOT NULL,
	"swift_code" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_details" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer,
	"title" text NOT NULL,
	"about" text NOT NULL,
	"instructor" text NOT NULL,
	"instructor_avatar" text NOT NULL,
	"instructor_position" text NOT NULL,
	"skill_level" text NOT NULL,
	"total_students" integer NOT NULL,
	"language" text NOT NULL,
	"is_captions" boolean NOT NULL,
	"length" text NOT NULL,
	"total_lectures" integer NOT NULL,
	"description" text[] DEFAULT '{}'::text[] NOT NULL,
	CONSTRAINT "course_details_course_id_unique" UNIQUE("course_id")
);
--> statement-breakpoint
CREATE TABLE "course_sections" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_details_id" integer NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"status" text NOT NULL,
	"time" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_topics" (
	"id" serial PRIMARY KEY NOT NULL,
	"section_id" integer NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"time" text NOT NULL,
	"is_completed" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"id" serial PRIMARY KEY NOT NULL,
	"tutor_name" text NOT NULL,
	"image" text NOT NULL,
	"tutor_img" text NOT NULL,
	"completed_tasks" integer NOT NULL,
	"total_tasks" integer NOT NULL,
	"user_count" integer NOT NULL,
	"note" integer NOT NULL,
	"view" integer NOT NULL,
	"time" text NOT NULL,
	"logo" text NOT NULL,
	"color" text NOT NULL,
	"course_title" text NOT NULL,
	"description" text NOT NULL,
	"tags" text NOT NULL,
	"rating" numeric(2, 1) NOT NULL,
	"rating_count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicles" (
	"id" serial PRIMARY KEY NOT NULL,
	"location" integer NOT NULL,
	"start_city" text NOT NULL,
	"start_country" text NOT NULL,
	"end_city" text NOT NULL,
	"end_country" text NOT NULL,
	"warnings" text NOT NULL,
	"progress" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faq_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"faq_title" text NOT NULL,
	"faq_icon" text NOT NULL,
	"faq_subtitle" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "faq_groups_faq_title_unique" UNIQUE("faq_title")
);
--> statement-breakpoint
CREATE TABLE "faqs" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"position" integer NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "help_center_articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"position" integer NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"subtitle" text NOT NULL,
	"img" text NOT NULL,
	"popular" boolean DEFAULT false NOT NULL,
	"keep_learning" boolean DEFAULT false NOT NULL,
	"last_updated" date NOT NULL,
	"product_content" text NOT NULL,
	"checkout_content" text NOT NULL,
	"product_img" text NOT NULL,
	"checkout_img" text NOT NULL,
	CONSTRAINT "help_center_articles_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "help_center_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"icon" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "help_center_categories_title_unique" UNIQUE("title")
);
--> statement-breakpoint
CREATE TABLE "profile_headers" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"full_name" text NOT NULL,
	"location" text NOT NULL,
	"joining_date" date NOT NULL,
	"designation" text NOT NULL,
	"profile_img" text NOT NULL,
	"cover_img" text NOT NULL,
	CONSTRAINT "profile_headers_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "profile_projects" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"leader" text NOT NULL,
	"project_date" date NOT NULL,
	"status" integer NOT NULL,
	"avatar" text NOT NULL,
	"avatar_group" text[] DEFAULT '{}'::text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile_tab_data" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"tab" text NOT NULL,
	"data" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_details" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_name" text NOT NULL,
	"product_slug" text NOT NULL,
	"product_brand" text NOT NULL,
	"product_category" text NOT NULL,
	"product_price" numeric(10, 2) NOT NULL,
	"product_image" text NOT NULL,
	"has_free_shipping" boolean NOT NULL,
	"product_rating" integer NOT NULL,
	"product_description" text NOT NULL,
	"sale_date" date NOT NULL,
	"buyer_name" text NOT NULL,
	"buyer_avatar" text,
	"payment_total" numeric(10, 2) NOT NULL,
	"received_payment_status" text NOT NULL,
	"paid_amount" numeric(10, 2) NOT NULL,
	"payment_status" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_categories_name_fk" FOREIGN KEY ("category") REFERENCES "public"."categories"("name") ON DELETE restrict ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_attachments" ADD CONSTRAINT "email_attachments_email_id_emails_id_fk" FOREIGN KEY ("email_id") REFERENCES "public"."emails"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emails" ADD CONSTRAINT "emails_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emails" ADD CONSTRAINT "emails_parent_id_emails_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."emails"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_contacts" ADD CONSTRAINT "chat_contacts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_chat_id_chats_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_profiles" ADD CONSTRAINT "chat_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chats" ADD CONSTRAINT "chats_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chats" ADD CONSTRAINT "chats_contact_id_chat_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."chat_contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD CONSTRAINT "calendar_events_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kanban_items" ADD CONSTRAINT "kanban_items_board_id_kanban_boards_id_fk" FOREIGN KEY ("board_id") REFERENCES "public"."kanban_boards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_items" ADD CONSTRAINT "invoice_items_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_client_id_invoice_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."invoice_clients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_details" ADD CONSTRAINT "course_details_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_sections" ADD CONSTRAINT "course_sections_course_details_id_course_details_id_fk" FOREIGN KEY ("course_details_id") REFERENCES "public"."course_details"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_topics" ADD CONSTRAINT "course_topics_section_id_course_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."course_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faqs" ADD CONSTRAINT "faqs_group_id_faq_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."faq_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_center_articles" ADD CONSTRAINT "help_center_articles_category_id_help_center_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."help_center_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_headers" ADD CONSTRAINT "profile_headers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_projects" ADD CONSTRAINT "profile_projects_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_tab_data" ADD CONSTRAINT "profile_tab_data_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customers_customer_idx" ON "customers" USING btree ("customer","id");--> statement-breakpoint
CREATE INDEX "customers_country_idx" ON "customers" USING btree ("country","id");--> statement-breakpoint
CREATE INDEX "customers_order_count_idx" ON "customers" USING btree ("order_count","id");--> statement-breakpoint
CREATE INDEX "customers_total_spent_idx" ON "customers" USING btree ("total_spent","id");--> statement-breakpoint
CREATE INDEX "customers_customer_trgm" ON "customers" USING gin ("customer" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_email_trgm" ON "customers" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_country_trgm" ON "customers" USING gin ("country" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_items_product_idx" ON "order_items" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "order_status_history_order_idx" ON "order_status_history" USING btree ("order_id","changed_at");--> statement-breakpoint
CREATE INDEX "orders_customer_idx" ON "orders" USING btree ("customer_id","id");--> statement-breakpoint
CREATE INDEX "orders_ordered_at_idx" ON "orders" USING btree ("ordered_at","id");--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "orders_spent_idx" ON "orders" USING btree ("spent","id");--> statement-breakpoint
CREATE INDEX "orders_order_number_trgm" ON "orders" USING gin (("order_number"::text) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_name_idx" ON "products" USING btree ("product_name","id");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category","id");--> statement-breakpoint
CREATE INDEX "products_status_idx" ON "products" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" USING btree ("price","id");--> statement-breakpoint
CREATE INDEX "products_qty_idx" ON "products" USING btree ("qty","id");--> statement-breakpoint
CREATE INDEX "products_stock_idx" ON "products" USING btree ("stock","id");--> statement-breakpoint
CREATE INDEX "products_name_trgm" ON "products" USING gin ("product_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_brand_trgm" ON "products" USING gin ("product_brand" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "referrals_user_name_idx" ON "referrals" USING btree ("user_name","id");--> statement-breakpoint
CREATE INDEX "referrals_referred_id_idx" ON "referrals" USING btree ("referred_id","id");--> statement-breakpoint
CREATE INDEX "referrals_status_idx" ON "referrals" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "referrals_value_idx" ON "referrals" USING btree ("value","id");--> statement-breakpoint
CREATE INDEX "referrals_earning_idx" ON "referrals" USING btree ("earning","id");--> statement-breakpoint
CREATE INDEX "reviews_product_idx" ON "reviews" USING btree ("product_id","id");--> statement-breakpoint
CREATE INDEX "reviews_reviewer_idx" ON "reviews" USING btree ("reviewer","id");--> statement-breakpoint
CREATE INDEX "reviews_date_idx" ON "reviews" USING btree ("review_date","id");--> statement-breakpoint
CREATE INDEX "reviews_status_idx" ON "reviews" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "reviews_reviewer_trgm" ON "reviews" USING gin ("reviewer" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "reviews_email_trgm" ON "reviews" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "reviews_head_trgm" ON "reviews" USING gin ("head" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "reviews_para_trgm" ON "reviews" USING gin ("para" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "email_attachments_email_idx" ON "email_attachments" USING btree ("email_id");--> statement-breakpoint
CREATE INDEX "emails_owner_folder_idx" ON "emails" USING btree ("owner_user_id","folder","sent_at");--> statement-breakpoint
CREATE INDEX "emails_owner_sent_at_idx" ON "emails" USING btree ("owner_user_id","sent_at");--> statement-breakpoint
CREATE INDEX "emails_parent_idx" ON "emails" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "emails_labels_gin" ON "emails" USING gin ("labels");--> statement-breakpoint
CREATE INDEX "emails_from_name_trgm" ON "emails" USING gin ("from_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "emails_subject_trgm" ON "emails" USING gin ("subject" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "chat_contacts_full_name_idx" ON "chat_contacts" USING btree ("full_name","id");--> statement-breakpoint
CREATE INDEX "chat_messages_chat_idx" ON "chat_messages" USING btree ("chat_id","sent_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "chats_owner_contact_key" ON "chats" USING btree ("owner_user_id","contact_id");--> statement-breakpoint
CREATE INDEX "calendar_events_owner_start_idx" ON "calendar_events" USING btree ("owner_user_id","start_at");--> statement-breakpoint
CREATE INDEX "calendar_events_calendar_idx" ON "calendar_events" USING btree ("calendar","start_at");--> statement-breakpoint
CREATE INDEX "kanban_items_board_idx" ON "kanban_items" USING btree ("board_id","position");--> statement-breakpoint
CREATE INDEX "invoice_clients_name_idx" ON "invoice_clients" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "invoice_clients_name_trgm" ON "invoice_clients" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "invoice_clients_company_email_trgm" ON "invoice_clients" USING gin ("company_email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "invoice_items_invoice_idx" ON "invoice_items" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "invoices_client_idx" ON "invoices" USING btree ("client_id","id");--> statement-breakpoint
CREATE INDEX "invoices_issued_date_idx" ON "invoices" USING btree ("issued_date","id");--> statement-breakpoint
CREATE INDEX "invoices_total_idx" ON "invoices" USING btree ("total","id");--> statement-breakpoint
CREATE INDEX "invoices_balance_idx" ON "invoices" USING btree ("balance","id");--> statement-breakpoint
CREATE INDEX "invoices_status_idx" ON "invoices" USING btree ("invoice_status","id");--> statement-breakpoint
CREATE INDEX "course_sections_details_idx" ON "course_sections" USING btree ("course_details_id","position");--> statement-breakpoint
CREATE INDEX "course_topics_section_idx" ON "course_topics" USING btree ("section_id","position");--> statement-breakpoint
CREATE INDEX "courses_title_idx" ON "courses" USING btree ("course_title","id");--> statement-breakpoint
CREATE INDEX "courses_tags_idx" ON "courses" USING btree ("tags","id");--> statement-breakpoint
CREATE INDEX "courses_title_trgm" ON "courses" USING gin ("course_title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "courses_tutor_name_trgm" ON "courses" USING gin ("tutor_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "vehicles_location_idx" ON "vehicles" USING btree ("location","id");--> statement-breakpoint
CREATE INDEX "vehicles_start_route_idx" ON "vehicles" USING btree ("start_city","start_country","id");--> statement-breakpoint
CREATE INDEX "vehicles_end_route_idx" ON "vehicles" USING btree ("end_city","end_country","id");--> statement-breakpoint
CREATE INDEX "vehicles_warnings_idx" ON "vehicles" USING btree ("warnings","id");--> statement-breakpoint
CREATE INDEX "vehicles_progress_idx" ON "vehicles" USING btree ("progress","id");--> statement-breakpoint
CREATE INDEX "faqs_group_idx" ON "faqs" USING btree ("group_id","position");--> statement-breakpoint
CREATE INDEX "help_center_articles_category_idx" ON "help_center_articles" USING btree ("category_id","position");--> statement-breakpoint
CREATE INDEX "profile_projects_user_name_idx" ON "profile_projects" USING btree ("user_id","name","id");--> statement-breakpoint
CREATE INDEX "profile_projects_user_date_idx" ON "profile_projects" USING btree ("user_id","project_date","id");--> statement-breakpoint
CREATE INDEX "profile_projects_user_status_idx" ON "profile_projects" USING btree ("user_id","status","id");--> statement-breakpoint
CREATE INDEX "profile_projects_name_trgm" ON "profile_projects" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "profile_projects_leader_trgm" ON "profile_projects" USING gin ("leader" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "profile_tab_data_user_tab_key" ON "profile_tab_data" USING btree ("user_id","tab");--> statement-breakpoint
CREATE INDEX "sales_details_date_idx" ON "sales_details" USING btree ("sale_date","id");