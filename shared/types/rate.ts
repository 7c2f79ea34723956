export interface Rate {
  id: number;
  value: number;
  comment: string;
  clientName: string;
  clientId: number;
  serviceId: number;
  serviceTitle: string;
  createdAt: string;
}

export interface RateInput {
  value: number;
  comment: string;
  serviceId: number;
  clientId: number;
}
