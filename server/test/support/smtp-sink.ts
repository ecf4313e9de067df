import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';

/**
 * A real SMTP server for tests (the smtp-server package): it accepts every message, parses it with
 * mailparser and keeps it; `failFirst` messages are refused first (a temporary 451).
 */
export class SmtpSink {
  readonly received: ParsedMail[] = [];
  private refused = 0;
  /** While true every message is refused (a mail server that is down for a while). */
  refusing = false;
  private server: SMTPServer | undefined;

  constructor(private readonly failFirst = 0) {}

  async start(port = 0): Promise<string> {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, _session, callback) => {
        simpleParser(stream)
          .then((mail) => {
            if (this.refusing || this.refused < this.failFirst) {
              this.refused++;
              const error = Object.assign(new Error('Probeer het later opnieuw'), { responseCode: 451 });
              return callback(error);
            }
            this.received.push(mail);
            callback();
          })
          .catch(callback);
      },
    });
    this.server.on('error', () => undefined);
    await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', resolve));
    const address = this.server.server.address();
    return `smtp://127.0.0.1:${typeof address === 'object' && address ? address.port : port}`;
  }

  async close(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
