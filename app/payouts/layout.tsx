export { AreaLayout as default } from "@/components/query/area-layout";
