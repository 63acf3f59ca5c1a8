ALTER TABLE "images" ADD COLUMN "placeholder" text;
