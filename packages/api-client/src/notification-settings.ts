import {
  getNotificationSettings,
  updateNotificationSettings,
} from '@kopru/domain/contracts/notification-settings';
import type { NotificationSettings } from '@kopru/domain/schemas/notification-settings';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from './client.ts';

const key = ['merchant', 'notification-settings'];

export function useNotificationSettings() {
  return useQuery({ queryKey: key, queryFn: () => call(getNotificationSettings) });
}

export function useUpdateNotificationSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: NotificationSettings) => call(updateNotificationSettings, { body }),
    onSuccess: (data) => client.setQueryData(key, data),
  });
}
