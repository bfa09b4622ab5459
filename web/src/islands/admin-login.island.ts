export { LoginForm as default } from "~/features/admin/shell/LoginForm";
