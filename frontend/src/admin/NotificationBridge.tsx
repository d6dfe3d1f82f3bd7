import { useEffect } from 'react';
import { useNotificationContext, useTakeUndoableMutation, useTranslate } from 'react-admin';
import { useToast } from '../providers/toastContext';

/**
 * Replaces react-admin's own snackbar: its notifications go to the app's
 * toasts, so there is still at most one toast on screen (docs/product-rules.md §18). Undoable
 * mutations are committed at once (there is no Undo button).
 */
export function NotificationBridge() {
  const { notifications, takeNotification } = useNotificationContext();
  const takeMutation = useTakeUndoableMutation();
  const translate = useTranslate();
  const { toast } = useToast();

  useEffect(() => {
    if (notifications.length === 0) return;
    const notification = takeNotification();
    if (!notification) return;
    const { message, type, notificationOptions } = notification;
    if (notificationOptions?.undoable) takeMutation()?.({ isUndo: false });
    const text = typeof message === 'string' ? translate(message, { _: message, ...notificationOptions?.messageArgs }) : '';
    const failed = type === 'error' || type === 'warning';
    toast({
      title: failed ? 'Error' : type === 'success' ? 'Success' : 'Notice',
      description: text,
      variant: failed ? 'destructive' : type === 'success' ? 'success' : 'default',
      duration: notificationOptions?.autoHideDuration ?? undefined,
    });
  }, [notifications, takeNotification, takeMutation, translate, toast]);

  return null;
}
