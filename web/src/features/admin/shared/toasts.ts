import { showToast } from "~/components/ui/toaster";

/** Spec 8: admin changes report 'Success' / '<what happened>' or 'Error' / '<what failed>'. */
export const toastSuccess = (description: string) => showToast({ title: "Success", description, variant: "success" });
export const toastError = (description: string) => showToast({ title: "Error", description, variant: "destructive" });
