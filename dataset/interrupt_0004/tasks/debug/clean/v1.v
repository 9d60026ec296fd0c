module interrupt_0004_sequential_priority (
    input  wire       clk,
    input  wire       rst,
    input  wire       irq_hi,
    input  wire       irq_lo,
    input  wire       ack,
    input  wire       eoi,
    output reg  [1:0] pending,
    output reg  [1:0] in_service,
    output reg        irq,
    output reg        vector
);
    reg [1:0] pend;
    reg [1:0] insvc;

    always @(posedge clk) begin
        if (rst) begin
            pend <= 2'b00;
            insvc <= 2'b00;
        end else begin
            if (ack && pend[1] && !insvc[1])
                pend <= {irq_hi, pend[0] | irq_lo};
            else if (ack && pend[0] && insvc == 2'b00)
                pend <= {pend[1] | irq_hi, irq_lo};
            else if (irq_hi || irq_lo)
                pend <= pend | {irq_hi, irq_lo};
            if (ack && pend[1] && !insvc[1])
                insvc <= insvc | 2'b10;
            else if (ack && pend[0] && insvc == 2'b00)
                insvc <= 2'b01;
            else if (eoi && insvc[1])
                insvc <= {1'b0, insvc[0]};
            else if (eoi)
                insvc <= 2'b00;
        end
    end

    always @* begin
        pending = pend;
        in_service = insvc;
        irq = (pend[1] && !insvc[1]) || (pend[0] && insvc == 2'b00);
        vector = pend[1] && !insvc[1];
    end
endmodule
