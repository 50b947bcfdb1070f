import { useLocation } from 'wouter';
import { Modal } from '../modal';
import { AdminLoginForm } from './admin-login-form';
import { useAdminLogin } from './use-admin-login';

/**
 * The home page's Admin Access dialog (spec sections 4, 5 and 8). Credentials
 * are checked by the server (POST /api/auth/login); success opens /admin.
 * Closing clears the fields and the message; the attempt count and lock stay.
 */
export default function AdminAccessDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [, navigate] = useLocation();
  const login = useAdminLogin(() => {
    onClose();
    navigate('/admin');
  });

  const close = () => {
    login.reset();
    onClose();
  };

  return (
    <Modal
      open={open}
      onClose={close}
      title="Admin Access"
      description="Restricted area. Enter your admin credentials."
    >
      <AdminLoginForm login={login} />
    </Modal>
  );
}
